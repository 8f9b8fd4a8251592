// GET /api/partners/user/saved-list (member; spec §7, docs/api-member-offers.md "Saved lists"): the
// member's lists, oldest first, each with its offer ids. Read by the chooser and /favourites.
import type { SavedListsResponse } from '@spc/domain/member-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { savedKeys } from './saved-keys.ts';

export function getSavedLists({ signal }: { signal?: AbortSignal } = {}): Promise<SavedListsResponse> {
  return apiGet(
    '/partners/user/saved-list',
    import('@spc/domain/member-offers').then((m) => m.savedListsResponseSchema),
    { signal },
  );
}

export function getSavedListsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: savedKeys.lists(uid),
    queryFn: ({ signal }) => getSavedLists({ signal }),
    staleTime: 30_000,
  });
}

export function useSavedLists(uid: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSavedListsQueryOptions(uid), enabled });
}
