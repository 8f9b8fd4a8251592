// GET /api/users/v2/user/categories (member; spec §7, docs/api-member-offers.md "Favourites"): the
// member's favourite category ids, for the favourite toggle of a category page.
import type { FavouriteCategories } from '@spc/domain/member-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { savedKeys } from './saved-keys.ts';

export function getFavouriteCategories({ signal }: { signal?: AbortSignal } = {}): Promise<FavouriteCategories> {
  return apiGet(
    '/users/v2/user/categories',
    import('@spc/domain/member-offers').then((m) => m.favouriteCategoriesResponseSchema),
    { signal },
  );
}

export function getFavouriteCategoriesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: savedKeys.favouriteCategories(uid),
    queryFn: ({ signal }) => getFavouriteCategories({ signal }),
    staleTime: 60_000,
  });
}

/** The member's favourite category ids; `uid` null (visitor, unregistered) asks nothing. */
export function useFavouriteCategories(uid: string | null) {
  return useQuery({ ...getFavouriteCategoriesQueryOptions(uid ?? ''), enabled: uid !== null });
}
