// POST /api/users/redeemReferral (member; docs/api-membership.md "Referrals"): records who referred the
// caller, once. 404 REFERRAL_NOT_FOUND, 422 REFERRAL_SELF, 409 REFERRAL_ALREADY_USED.
import type { ReferralSource } from '@spc/domain/membership';
import { apiPost } from '../../../lib/api-client.ts';

export function redeemReferral(body: { referral_code: string; source?: ReferralSource }): Promise<{ success: true }> {
  return apiPost(
    '/users/redeemReferral',
    body,
    import('@spc/domain/membership').then((m) => m.redeemReferralResponseSchema),
  );
}
