// GET /api/partners/v4/offers/category/{id-or-url-name}: one page of a category's offers, with the
// category itself (404 'Category not found' for an unknown one).
import type { CategoryOffersResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { offersPageQuery, type OffersPageParams } from '../list-params.ts';

export function getCategoryOffers(
  category: string,
  params: OffersPageParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CategoryOffersResponse> {
  return apiGet(
    `/partners/v4/offers/category/${encodeURIComponent(category)}`,
    import('@spc/domain/catalogue-responses').then((m) => m.categoryOffersResponseSchema),
    {
      query: offersPageQuery(params),
      signal,
    },
  );
}

export function getCategoryOffersQueryOptions(category: string, params: OffersPageParams) {
  return queryOptions({
    queryKey: ['offers', 'category', category, params],
    queryFn: ({ signal }) => getCategoryOffers(category, params, { signal }),
  });
}

export function useCategoryOffers(category: string, params: OffersPageParams) {
  // The loader has just asked: its error is shown (with a retry) rather than silently asked again.
  return useQuery({ ...getCategoryOffersQueryOptions(category, params), retryOnMount: false });
}
