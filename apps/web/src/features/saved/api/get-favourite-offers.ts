// GET /api/users/v2/user/favouriteOffers (member; spec §7, docs/api-member-offers.md "Favourites"): the
// member's favourite offer ids in the order added; with `?include=offers` also the live offers and
// their partners, for /favourites. The hearts on offer cards read the ids only.
import type { FavouriteOffersResponse } from '@spc/domain/member-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { savedKeys } from './saved-keys.ts';

export function getFavouriteOffers({
  includeOffers = false,
  signal,
}: { includeOffers?: boolean; signal?: AbortSignal } = {}): Promise<FavouriteOffersResponse> {
  return apiGet(
    '/users/v2/user/favouriteOffers',
    // The schema (and zod) loads with the first call, never with the first page.
    import('@spc/domain/member-offers').then((m) => m.favouriteOffersResponseSchema),
    { query: { include: includeOffers ? 'offers' : undefined }, signal },
  );
}

export function getFavouriteOffersQueryOptions(uid: string) {
  return queryOptions({
    queryKey: savedKeys.favouriteOffers(uid),
    queryFn: ({ signal }) => getFavouriteOffers({ signal }),
    staleTime: 60_000,
  });
}

export function getFavouriteOffersWithOffersQueryOptions(uid: string) {
  return queryOptions({
    queryKey: savedKeys.favouriteOffersWithOffers(uid),
    queryFn: ({ signal }) => getFavouriteOffers({ includeOffers: true, signal }),
    staleTime: 30_000,
  });
}

/** The member's favourite offer ids; `uid` null (visitor, unregistered) asks nothing. */
export function useFavouriteOffers(uid: string | null) {
  return useQuery({ ...getFavouriteOffersQueryOptions(uid ?? ''), enabled: uid !== null });
}

export function useFavouriteOffersWithOffers(uid: string) {
  return useQuery(getFavouriteOffersWithOffersQueryOptions(uid));
}
