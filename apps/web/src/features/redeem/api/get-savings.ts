// GET /api/users/v2/user/savings (member; docs/api-member-offers.md "Savings"): what the member saved
// with the offers they used, set against the membership price, with their latest uses. On /profile.
import type { SavingsResponse } from '@spc/domain/member-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { redeemKeys } from './redeem-keys.ts';

export function getSavings({ signal }: { signal?: AbortSignal } = {}): Promise<SavingsResponse> {
  return apiGet(
    '/users/v2/user/savings',
    import('@spc/domain/member-offers').then((m) => m.savingsResponseSchema),
    { signal },
  );
}

export function getSavingsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: redeemKeys.savings(uid),
    queryFn: ({ signal }) => getSavings({ signal }),
    staleTime: 60_000,
  });
}

export function useSavings(uid: string) {
  return useQuery(getSavingsQueryOptions(uid));
}
