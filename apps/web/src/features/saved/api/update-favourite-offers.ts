// PUT /api/users/v2/user/favouriteOffers { favourite_offer_ids } (member): replaces the set and answers
// the stored one; an unknown id → 422 UNKNOWN_OFFERS, nothing stored. Called by the optimistic toggle
// (hooks/use-favourite-toggle.ts) with the list merged against the server's.
import type { FavouriteOffersResponse } from '@spc/domain/member-offers';
import { apiPut } from '../../../lib/api-client.ts';

export function updateFavouriteOffers(ids: readonly number[]): Promise<FavouriteOffersResponse> {
  return apiPut(
    '/users/v2/user/favouriteOffers',
    { favourite_offer_ids: ids },
    import('@spc/domain/member-offers').then((m) => m.favouriteOffersResponseSchema),
  );
}
