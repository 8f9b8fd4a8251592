// The back-to-school market (store GET /bts-market-offers; POST /bts-market-offers/{id}/order, member):
// the offers with the member's codes, and ordering one ('Already Redeemed Offer' the second time).
import type { BtsMarketOffersResponse } from '@spc/domain/bts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

export function getMarketOffers({ signal }: { signal?: AbortSignal } = {}): Promise<BtsMarketOffersResponse> {
  return apiGet(
    '/store/bts-market-offers',
    import('@spc/domain/bts').then((m) => m.btsMarketOffersResponseSchema),
    {
      signal,
    },
  );
}

export function getMarketOffersQueryOptions(uid: string | undefined) {
  return queryOptions({
    // Under the member's id: their codes are theirs.
    queryKey: ['bts', uid ?? 'visitor', 'market-offers'],
    queryFn: ({ signal }) => getMarketOffers({ signal }),
    staleTime: 60_000,
  });
}

export function useMarketOffers(uid: string | undefined) {
  return useQuery(getMarketOffersQueryOptions(uid));
}

export function orderMarketOffer(id: number): Promise<{ offer_id: number; code: string }> {
  return apiPost(
    `/store/bts-market-offers/${id}/order`,
    {},
    import('@spc/domain/bts').then((m) => m.btsOfferOrderResponseSchema),
  );
}

export function useOrderMarketOffer(uid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderMarketOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMarketOffersQueryOptions(uid).queryKey }),
  });
}
