// DELETE /api/partners/user/saved-list/{id} (member): removes the list → { success: true }; another
// member's or an unknown list → 404, which for the member means the same: the list is gone (deleted in
// another tab). The list leaves the cache once the server has answered.
import type { SavedListsResponse } from '@spc/domain/member-offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { isNotFound } from '../saved-errors.ts';
import { savedKeys } from './saved-keys.ts';

export function deleteSavedList(id: number): Promise<{ success: true }> {
  return apiDelete(
    `/partners/user/saved-list/${id}`,
    import('@spc/domain/member-offers').then((m) => m.successResponseSchema),
  );
}

export function useDeleteSavedList(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      deleteSavedList(id).catch((error: unknown) => {
        if (isNotFound(error)) return { success: true as const };
        throw error;
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedListsResponse>(savedKeys.lists(uid), (current) =>
        current ? { lists: current.lists.filter((list) => list.id !== id) } : current,
      );
      queryClient.removeQueries({ queryKey: savedKeys.list(uid, id) });
    },
  });
}
