// Redeems the stored referral code once the visitor has become a member (docs/api-membership.md
// "Referrals": POST /api/users/redeemReferral). The code is dropped after any final answer — done, or
// refused for good (unknown code, one's own, already used) — and kept after an outage or a 429, to be
// tried on a later visit. One request at a time, however many times it is asked for.
import { ApiError } from '../../lib/api-client.ts';
import { redeemReferral } from './api/redeem-referral.ts';
import { clearReferral, readReferral } from './referral-storage.ts';

/** Refusals that will not change by asking again. */
const FINAL_STATUSES = new Set([400, 403, 404, 409, 422]);

let running: Promise<void> | null = null;

export function redeemStoredReferral(): Promise<void> {
  running ??= (async () => {
    const stored = readReferral();
    if (!stored) return;
    try {
      await redeemReferral({ referral_code: stored.code, ...(stored.source && { source: stored.source }) });
      clearReferral();
    } catch (error) {
      if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) clearReferral();
      else console.warn('The referral code could not be redeemed yet', error);
    }
  })().finally(() => {
    running = null;
  });
  return running;
}
