// GET /api/users/v2/referral/{code} (member; docs/api-membership.md "Referrals"): whether a code that
// came as /purchase?code= is a friend's referral code rather than a promo code (spec §2: the code comes
// from a referral, promo or code query). Answers the code as stored, or null when it is none.
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export async function findReferralCode(
  code: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string | null> {
  try {
    const answer = await apiGet(
      `/users/v2/referral/${encodeURIComponent(code)}`,
      import('@spc/domain/membership').then((m) => m.referralCheckResponseSchema),
      { signal },
    );
    // The caller's own code is no referral for them (an order ignores it): leave it to the promo check.
    return answer.own ? null : answer.referral_code;
  } catch (error) {
    // Not a referral code (404) or not one we can read (malformed): the promo check will say.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
