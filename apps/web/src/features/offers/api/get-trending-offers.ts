// GET /api/partners/v2/trendingOffers: the most viewed listed offers, of every category or of one
// (`category` = id or url name; 404 'Category not found').
import type { TrendingResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface TrendingParams {
  category?: string;
  limit?: number;
}

export function getTrendingOffers(
  { category, limit }: TrendingParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrendingResponse> {
  return apiGet(
    '/partners/v2/trendingOffers',
    import('@spc/domain/catalogue-responses').then((m) => m.trendingResponseSchema),
    { query: { category, limit }, signal },
  );
}

export function getTrendingOffersQueryOptions(params: TrendingParams = {}) {
  return queryOptions({
    queryKey: ['offers', 'trending', params],
    queryFn: ({ signal }) => getTrendingOffers(params, { signal }),
  });
}

export function useTrendingOffers(params: TrendingParams = {}) {
  return useQuery({ ...getTrendingOffersQueryOptions(params), retryOnMount: false });
}
