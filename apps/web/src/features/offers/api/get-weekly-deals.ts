// GET /api/partners/v2/weekly-deals/{id-or-url-name}: one week's collection of offers
// (404 'Weekly deals not found').
import type { CollectionResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getWeeklyDeals(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CollectionResponse> {
  return apiGet(
    `/partners/v2/weekly-deals/${encodeURIComponent(id)}`,
    import('@spc/domain/catalogue-responses').then((m) => m.collectionResponseSchema),
    { signal },
  );
}

export function getWeeklyDealsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['offers', 'weekly-deals', id],
    queryFn: ({ signal }) => getWeeklyDeals(id, { signal }),
  });
}

export function useWeeklyDeals(id: string) {
  return useQuery({ ...getWeeklyDealsQueryOptions(id), retryOnMount: false });
}
