// PUT /api/users/v2/user/categories { favourite_categories } (member): replaces the set and answers the
// stored one; an unknown id → 422 UNKNOWN_CATEGORIES, nothing stored.
import type { FavouriteCategories } from '@spc/domain/member-offers';
import { apiPut } from '../../../lib/api-client.ts';

export function updateFavouriteCategories(ids: readonly number[]): Promise<FavouriteCategories> {
  return apiPut(
    '/users/v2/user/categories',
    { favourite_categories: ids },
    import('@spc/domain/member-offers').then((m) => m.favouriteCategoriesResponseSchema),
  );
}
