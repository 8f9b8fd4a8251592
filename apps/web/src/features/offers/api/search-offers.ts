// POST /api/partners/v2/search: one page of the offers having any of the tags (the body is a bare JSON
// array of tag names), with the paging, filter and sort parameters in the query.
import type { SearchResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { offersPageQuery, type OffersPageParams } from '../list-params.ts';

export function searchOffers(
  tags: readonly string[],
  params: OffersPageParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResponse> {
  return apiPost(
    '/partners/v2/search',
    tags,
    import('@spc/domain/catalogue-responses').then((m) => m.searchResponseSchema),
    { query: offersPageQuery(params), signal },
  );
}

export function searchOffersQueryOptions(tags: readonly string[], params: OffersPageParams) {
  return queryOptions({
    queryKey: ['offers', 'search', tags, params],
    queryFn: ({ signal }) => searchOffers(tags, params, { signal }),
  });
}

export function useSearchOffers(tags: readonly string[], params: OffersPageParams, { enabled = true } = {}) {
  return useQuery({ ...searchOffersQueryOptions(tags, params), enabled, retryOnMount: false });
}
