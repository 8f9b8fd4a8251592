// GET /api/partners/v2/plus-offers: one page of SPC+ offers, with the usual filters and sort.
import type { OffersPageResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { offersPageQuery, type OffersPageParams } from '../list-params.ts';

export function getPlusOffers(
  params: OffersPageParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OffersPageResponse> {
  return apiGet(
    '/partners/v2/plus-offers',
    import('@spc/domain/catalogue-responses').then((m) => m.offersPageResponseSchema),
    { query: offersPageQuery(params), signal },
  );
}

export function getPlusOffersQueryOptions(params: OffersPageParams) {
  return queryOptions({
    queryKey: ['offers', 'plus', params],
    queryFn: ({ signal }) => getPlusOffers(params, { signal }),
  });
}

export function usePlusOffers(params: OffersPageParams) {
  return useQuery({ ...getPlusOffersQueryOptions(params), retryOnMount: false });
}
