// The optimistic favourites update (spec §4 "Updates"; house rule 3), for offers and for categories.
// The cached list changes at once, here; the rest — fetch the server's list, merge the local addition
// or removal into it, save, restore the prior list on failure (save-favourites.ts) — loads with the
// first toggle, so the pages whose cards carry a heart (the home page's included) stay light.
import { toggleId } from '@spc/domain/saved-rules';
import { useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_KINDS, type FavouriteKind } from '../api/saved-keys.ts';

/** Adds (`on`) or removes `id` for the member `uid`; rejects when it could not be saved (list restored). */
export type FavouriteToggle = (uid: string, id: number, on: boolean) => Promise<number[]>;

export function useFavouriteToggle(kind: FavouriteKind): FavouriteToggle {
  const queryClient = useQueryClient();
  return async (uid, id, on) => {
    const { key, field } = FAVOURITE_KINDS[kind];
    const queryKey = key(uid);
    const read = () => queryClient.getQueryData<Record<string, number[] | undefined>>(queryKey)?.[field] ?? [];
    const write = (ids: number[]) =>
      queryClient.setQueryData(queryKey, (data: object | undefined) => ({ ...data, [field]: ids }));

    const before = read();
    const after = toggleId(before, id, on);
    // A read in flight must not land after the optimistic list and undo it.
    void queryClient.cancelQueries({ queryKey, exact: true });
    write(after);
    let saving: Promise<number[]>;
    try {
      const { saveFavourites } = await import('../save-favourites.ts');
      saving = saveFavourites(queryClient, kind, { uid, id, on, before, after });
    } catch (error) {
      // The saving code could not be loaded (offline): this change is undone here.
      write(toggleId(read(), id, !on));
      throw error;
    }
    return saving;
  };
}
