// Spec §2 "Account-linking gate modal, which opens after 5000 ms" (§9): for a signed-in member who can
// link and is not linked, once per visit (this tab's session), unless they are already using the form.
import { ACCOUNT_LINKING_GATE_DELAY_MS } from '@spc/domain/rewards-linking';
import { useEffect, useState } from 'react';
import { readStoredJson, storeJson } from '../../../lib/storage.ts';

export const ACCOUNT_LINKING_GATE_SHOWN_KEY = 'spc.rewards.accountLinkingGateShown';

/** Whether the gate is open, the way to close it, and whether it was ever opened (to keep it mounted). */
export function useAccountLinkingGate(
  eligible: boolean,
): [open: boolean, setOpen: (open: boolean) => void, shown: boolean] {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!eligible || readStoredJson(ACCOUNT_LINKING_GATE_SHOWN_KEY, 'session') === true) return;
    const timer = setTimeout(() => {
      storeJson(ACCOUNT_LINKING_GATE_SHOWN_KEY, true, 'session');
      setOpen(true);
      setShown(true);
    }, ACCOUNT_LINKING_GATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);
  return [open, setOpen, shown];
}
