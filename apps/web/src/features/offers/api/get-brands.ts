// GET /api/partners/v2/partners: every partner with a listed offer, A–Z, with its offer count and
// category ids (the brands page).
import type { BrandsResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getBrands({ signal }: { signal?: AbortSignal } = {}): Promise<BrandsResponse> {
  return apiGet(
    '/partners/v2/partners',
    import('@spc/domain/catalogue-responses').then((m) => m.brandsResponseSchema),
    { signal },
  );
}

export function getBrandsQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'brands'],
    queryFn: ({ signal }) => getBrands({ signal }),
    // The partner list changes when offers are listed or delisted, a few times a day at most.
    staleTime: 5 * 60_000,
  });
}

export function useBrands() {
  return useQuery({ ...getBrandsQueryOptions(), retryOnMount: false });
}
