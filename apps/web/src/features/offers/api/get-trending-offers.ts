// GET /api/partners/v2/trendingOffers: the most viewed listed offers, of every category or of one
// (`category` = id or url name; 404 'Category not found').
import type { TrendingResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface TrendingParams {
  category?: string;
  limit?: number;
}

export function getTrendingOffersQueryOptions(params: TrendingParams = {}) {
  return queryOptions({
    queryKey: ['offers', 'trending', params],
    queryFn: ({ signal }): Promise<TrendingResponse> =>
      apiGet(
        '/partners/v2/trendingOffers',
        import('@spc/domain/catalogue-responses').then((m) => m.trendingResponseSchema),
        { query: { category: params.category, limit: params.limit }, signal },
      ),
  });
}

export function useTrendingOffers(params: TrendingParams = {}) {
  return useQuery({ ...getTrendingOffersQueryOptions(params), retryOnMount: false });
}
