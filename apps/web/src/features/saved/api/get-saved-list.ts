// GET /api/partners/user/saved-list/{id} (member): one list with its live offers and their partners,
// for /favourites/list/{id}. Another member's list or an unknown one → 404 LIST_NOT_FOUND.
import type { SavedListDetail } from '@spc/domain/member-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { savedKeys } from './saved-keys.ts';

export function getSavedList(id: number | string, { signal }: { signal?: AbortSignal } = {}): Promise<SavedListDetail> {
  return apiGet(
    `/partners/user/saved-list/${encodeURIComponent(String(id))}`,
    import('@spc/domain/member-offers').then((m) => m.savedListDetailSchema),
    { signal },
  );
}

export function getSavedListQueryOptions(uid: string, id: number | string) {
  return queryOptions({
    queryKey: savedKeys.list(uid, id),
    queryFn: ({ signal }) => getSavedList(id, { signal }),
    staleTime: 30_000,
    // A missing list stays missing: asking again would only delay the not-found state.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });
}

export function useSavedList(uid: string, id: number | string) {
  return useQuery(getSavedListQueryOptions(uid, id));
}
