// GET /api/partners/offer/{id}/related/offers: offers of the same category (at most 12), most viewed first.
import type { OffersListResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getRelatedOffers(
  offerId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OffersListResponse> {
  return apiGet(
    `/partners/offer/${offerId}/related/offers`,
    import('@spc/domain/catalogue-responses').then((m) => m.offersListResponseSchema),
    { signal },
  );
}

export function getRelatedOffersQueryOptions(offerId: number) {
  return queryOptions({
    queryKey: ['offers', 'offer', offerId, 'related'],
    queryFn: ({ signal }) => getRelatedOffers(offerId, { signal }),
  });
}

export function useRelatedOffers(offerId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRelatedOffersQueryOptions(offerId), enabled });
}
