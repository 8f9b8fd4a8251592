// PUT /api/partners/user/saved-list/{id} { name, offer_ids } (member; spec §3 "an update sends offerIds,
// listId, listName"): replaces the list's name and items and answers the list. Renaming onto another
// list's name → 409 LIST_EXISTS; an unknown offer → 422 UNKNOWN_OFFERS (nothing stored). The optimistic
// use of it (spec §4 "Saved list updates roll back on error") is hooks/use-update-saved-list.ts.
import type { SavedList, UpdateListBody } from '@spc/domain/member-offers';
import { apiPut } from '../../../lib/api-client.ts';

export function updateSavedList(id: number, body: UpdateListBody): Promise<SavedList> {
  return apiPut(
    `/partners/user/saved-list/${id}`,
    body,
    import('@spc/domain/member-offers').then((m) => m.savedListSchema),
  );
}
