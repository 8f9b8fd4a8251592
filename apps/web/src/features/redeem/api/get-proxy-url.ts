// POST /api/partners/proxy/website/{id}/url?firebase_uid= (member; spec §7's GET path,
// docs/api-member-offers.md "Links"): what /redirect-to-partner follows. The API answers 403
// USER_MISMATCH when firebase_uid is not the signed-in member's. Each call records a click — a POST
// (issue 16: the GET records nothing) — so the answer is never reused from the cache.
import type { UrlResponse } from '@spc/domain/member-offers';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { redeemKeys } from './redeem-keys.ts';

export function getProxyUrl(
  offerId: number,
  firebaseUid: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UrlResponse> {
  return apiPost(
    `/partners/proxy/website/${offerId}/url`,
    {},
    import('@spc/domain/member-offers').then((m) => m.urlResponseSchema),
    { query: { firebase_uid: firebaseUid }, signal },
  );
}

export function getProxyUrlQueryOptions(queryClient: QueryClient, offerId: number, firebaseUid: string) {
  return queryOptions({
    queryKey: redeemKeys.proxyUrl(firebaseUid, offerId),
    queryFn: async ({ signal }) => {
      const answer = await getProxyUrl(offerId, firebaseUid, { signal });
      // The visit is a use: the member's savings change.
      void queryClient.invalidateQueries({ queryKey: redeemKeys.savings(firebaseUid) });
      return answer;
    },
    // One click recorded per visit of the page: never retried, refetched or kept.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useProxyUrl(offerId: number, firebaseUid: string) {
  const queryClient = useQueryClient();
  return useQuery(getProxyUrlQueryOptions(queryClient, offerId, firebaseUid));
}
