// A saved list's optimistic update (spec §4 "Saved list updates roll back on error"; house rule 3): the
// cached lists and the list's page change at once, PUT /user/saved-list/{id} sends the name and items,
// and a refusal puts both back as they were (the promise rejects, so the caller can say so). Used by the
// chooser (append the pending offer), a list's page (remove an offer) and /favourites (rename).
import type { SavedList, SavedListDetail, SavedListsResponse } from '@spc/domain/member-offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedKeys, savedMutationKeys } from '../api/saved-keys.ts';
import { updateSavedList } from '../api/update-saved-list.ts';

export interface SavedListChange {
  list: SavedList;
  name: string;
  offerIds: number[];
}

function replaceList(lists: SavedListsResponse | undefined, list: SavedList): SavedListsResponse | undefined {
  return lists ? { lists: lists.lists.map((item) => (item.id === list.id ? list : item)) } : lists;
}

function applyToDetail(detail: SavedListDetail | undefined, name: string, offerIds: number[]) {
  return detail
    ? {
        ...detail,
        name,
        offer_ids: offerIds,
        offers: detail.offers.filter((offer) => offerIds.includes(offer.offer_id)),
      }
    : detail;
}

export function useUpdateSavedList(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savedMutationKeys.lists,
    scope: { id: savedMutationKeys.lists.join('/') },
    mutationFn: ({ list, name, offerIds }: SavedListChange) => updateSavedList(list.id, { name, offer_ids: offerIds }),
    onMutate: async ({ list, name, offerIds }) => {
      const listsKey = savedKeys.lists(uid);
      const detailKey = savedKeys.list(uid, list.id);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: listsKey, exact: true }),
        queryClient.cancelQueries({ queryKey: detailKey, exact: true }),
      ]);
      const previous = {
        lists: queryClient.getQueryData<SavedListsResponse>(listsKey),
        detail: queryClient.getQueryData<SavedListDetail>(detailKey),
      };
      queryClient.setQueryData(listsKey, replaceList(previous.lists, { ...list, name, offer_ids: offerIds }));
      queryClient.setQueryData(detailKey, applyToDetail(previous.detail, name, offerIds));
      return previous;
    },
    onError: (_error, { list }, previous) => {
      if (!previous) return;
      queryClient.setQueryData(savedKeys.lists(uid), previous.lists);
      queryClient.setQueryData(savedKeys.list(uid, list.id), previous.detail);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedListsResponse>(savedKeys.lists(uid), (lists) => replaceList(lists, saved));
      queryClient.setQueryData<SavedListDetail>(savedKeys.list(uid, saved.id), (detail) =>
        applyToDetail(detail, saved.name, saved.offer_ids ?? []),
      );
    },
    onSettled: (_data, _error, { list }) => {
      // An added offer's card comes with the list's next read.
      void queryClient.invalidateQueries({ queryKey: savedKeys.list(uid, list.id) });
    },
  });
}
