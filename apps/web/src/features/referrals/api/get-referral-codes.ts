// GET /api/store/v2/referrals_codes (member; spec §3 "Referral", docs/api-membership.md "Referrals"):
// the member's referral code, how many friends signed up with it and bought, and the link to share.
import type { referralCodesResponseSchema } from '@spc/domain/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type ReferralCodes = ReturnType<(typeof referralCodesResponseSchema)['parse']>;

export function getReferralCodes({ signal }: { signal?: AbortSignal } = {}): Promise<ReferralCodes> {
  return apiGet(
    '/store/v2/referrals_codes',
    import('@spc/domain/membership').then((m) => m.referralCodesResponseSchema),
    { signal },
  );
}

export function getReferralCodesQueryOptions(uid: string) {
  return queryOptions({
    // Under the member's id, so another member signing in on this device never sees these.
    queryKey: ['referrals', uid, 'codes'],
    queryFn: ({ signal }) => getReferralCodes({ signal }),
    staleTime: 60_000,
  });
}

export function useReferralCodes(uid: string) {
  return useQuery(getReferralCodesQueryOptions(uid));
}
