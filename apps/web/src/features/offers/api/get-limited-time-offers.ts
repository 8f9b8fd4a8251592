// GET /api/partners/v4/limitedTimeOffers: the limited-time offers running now, most viewed first.
import type { LimitedTimeOffersResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getLimitedTimeOffersQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'limited-time'],
    queryFn: ({ signal }): Promise<LimitedTimeOffersResponse> =>
      apiGet(
        '/partners/v4/limitedTimeOffers',
        import('@spc/domain/catalogue-responses').then((m) => m.limitedTimeOffersResponseSchema),
        { signal },
      ),
  });
}

export function useLimitedTimeOffers() {
  return useQuery(getLimitedTimeOffersQueryOptions());
}
