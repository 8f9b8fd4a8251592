// The member an activation page is for. The loaders already send visitors and unregistered users to
// sign-up (activation-access.ts); this applies the same rule to a page already on screen whose session
// changes (signed out in another tab), once the session is known.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useSessionStatus, type Session } from '../../../lib/session.ts';
import { isMember, leaveForSignup } from '../activation-access.ts';

/**
 * The member, or null while the session loads or when leaving for sign-up. `search` is the query that
 * carries the card (`card_num=…&csv=…`) to sign-up.
 */
export function useActivationMember(search: string, { enabled = true }: { enabled?: boolean } = {}): Session | null {
  const session = useSession();
  const status = useSessionStatus();
  const navigate = useNavigate();
  // Disabled when the page sends the reader elsewhere anyway (no navigation state: /deals).
  const leave = enabled && status === 'ready' && !isMember(session);

  useEffect(() => {
    if (leave) void navigate(leaveForSignup(new URLSearchParams(search)), { replace: true });
  }, [leave, navigate, search]);

  return leave ? null : session;
}
