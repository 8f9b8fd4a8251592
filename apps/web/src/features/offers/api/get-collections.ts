// GET /api/partners/v4/collections: every collection with its first listed offers (home carousels).
import type { CollectionsWithOffersResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getCollectionsQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'collections'],
    queryFn: ({ signal }): Promise<CollectionsWithOffersResponse> =>
      apiGet(
        '/partners/v4/collections',
        import('@spc/domain/catalogue-responses').then((m) => m.collectionsWithOffersResponseSchema),
        { signal },
      ),
  });
}

export function useCollections() {
  return useQuery(getCollectionsQueryOptions());
}
