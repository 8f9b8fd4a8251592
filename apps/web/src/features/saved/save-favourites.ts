// The server side of a favourites toggle (spec §4 "Updates"), after hooks/use-favourite-toggle.ts has
// changed the cached list: fetch the server's current list, merge the local addition or removal into
// it (mergeFavourites: what another tab or device added meanwhile is kept), save the result. On failure
// the prior list comes back. Toggles of one kind run one after another (the mutation's scope), each
// merging onto the last one's result.
import { mergeFavourites, toggleId } from '@spc/domain/saved-rules';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { getFavouriteCategories } from './api/get-favourite-categories.ts';
import { getFavouriteOffers } from './api/get-favourite-offers.ts';
import { FAVOURITE_KINDS, savedKeys, type FavouriteKind } from './api/saved-keys.ts';
import { updateFavouriteCategories } from './api/update-favourite-categories.ts';
import { updateFavouriteOffers } from './api/update-favourite-offers.ts';

export interface FavouritesChange {
  uid: string;
  id: number;
  on: boolean;
  /** The cached list before and after the local change. */
  before: number[];
  after: number[];
}

const server: Record<FavouriteKind, { fetch: () => Promise<number[]>; save: (ids: number[]) => Promise<number[]> }> = {
  offers: {
    fetch: async () => (await getFavouriteOffers()).favourite_offer_ids,
    save: async (ids) => (await updateFavouriteOffers(ids)).favourite_offer_ids,
  },
  categories: {
    fetch: async () => (await getFavouriteCategories()).favourite_categories,
    save: async (ids) => (await updateFavouriteCategories(ids)).favourite_categories,
  },
};

export function saveFavourites(
  queryClient: QueryClient,
  kind: FavouriteKind,
  change: FavouritesChange,
): Promise<number[]> {
  const { key, field, mutationKey } = FAVOURITE_KINDS[kind];
  const write = (uid: string, ids: (current: number[]) => number[]) =>
    queryClient.setQueryData(key(uid), (data: Record<string, unknown> | undefined) => ({
      ...data,
      [field]: ids((data?.[field] as number[] | undefined) ?? []),
    }));
  // Other toggles of this kind still under way (this one counts itself while its callbacks run).
  const othersPending = () => queryClient.isMutating({ mutationKey }) > 1;

  const observer = new MutationObserver(queryClient, {
    mutationKey,
    scope: { id: mutationKey.join('/') },
    mutationFn: async ({ before, after }: FavouritesChange) =>
      server[kind].save(mergeFavourites(await server[kind].fetch(), before, after)),
    onError: (_error, { uid, id, on, before }) => {
      // Alone: the prior list comes back. With other toggles under way, only this one is undone.
      write(uid, (current) => (othersPending() ? toggleId(current, id, !on) : before));
    },
    onSuccess: (saved, { uid }) => {
      // The server's list is the truth, unless later toggles are still waiting: theirs shows until then.
      if (!othersPending()) write(uid, () => saved);
    },
    onSettled: (_data, _error, { uid }) => {
      // /favourites lists the offers themselves.
      if (kind === 'offers') void queryClient.invalidateQueries({ queryKey: savedKeys.favouriteOffersWithOffers(uid) });
    },
  });
  return observer.mutate(change);
}
