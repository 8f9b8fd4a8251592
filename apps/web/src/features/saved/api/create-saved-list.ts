// POST /api/partners/user/saved-list { name } (member; spec §4 "Create list"): 201 the new, empty list.
// A blank name → 400 LIST_NAME_INVALID, the name of another of the member's lists (ignoring case) →
// 409 LIST_EXISTS, more than 50 lists → 422 TOO_MANY_LISTS. The new list joins the cached lists.
import type { SavedList, SavedListsResponse } from '@spc/domain/member-offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { savedKeys } from './saved-keys.ts';

export function createSavedList(name: string): Promise<SavedList> {
  return apiPost(
    '/partners/user/saved-list',
    { name },
    import('@spc/domain/member-offers').then((m) => m.savedListSchema),
  );
}

export function useCreateSavedList(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedList,
    onSuccess: (list) => {
      queryClient.setQueryData<SavedListsResponse>(savedKeys.lists(uid), (current) =>
        current && !current.lists.some((item) => item.id === list.id) ? { lists: [...current.lists, list] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: savedKeys.lists(uid) });
    },
  });
}
