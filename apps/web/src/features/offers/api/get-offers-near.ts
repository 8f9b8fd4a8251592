// GET /api/partners/v4/offers/summary?postal_code=&distance=: in-store offers near a postal code, each
// with `distance_km`. A postal code the geocoder cannot place answers 422 with a spec §8 message.
import type { OffersPageResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { offersPageQuery, type OffersPageParams } from '../list-params.ts';

export function getOffersNear(
  params: OffersPageParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OffersPageResponse> {
  return apiGet(
    '/partners/v4/offers/summary',
    import('@spc/domain/catalogue-responses').then((m) => m.offersPageResponseSchema),
    { query: offersPageQuery(params), signal },
  );
}

export function getOffersNearQueryOptions(params: OffersPageParams) {
  return queryOptions({
    queryKey: ['offers', 'near', params],
    queryFn: ({ signal }) => getOffersNear(params, { signal }),
  });
}

export function useOffersNear(params: OffersPageParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOffersNearQueryOptions(params), enabled, retryOnMount: false });
}
