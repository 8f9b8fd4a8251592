// Favourites and saved lists (spec §3 "Saved list", "Favourites"; §4 "Updates", "Create list",
// "Choosing a list"; §5 list-name rule; §2 saved-list chooser). Zod-free, so the offer cards of the
// first page can use them without pulling zod into the home page's JavaScript.

/** Spec §2 "Saved-list chooser": a name longer than 45 characters is shown as 40 plus an ellipsis. */
export const LIST_NAME_DISPLAY_LIMIT = 45;
export const LIST_NAME_TRUNCATED_LENGTH = 40;
/** Longest list name we store (the spec sets none; ours, so a name still fits a tooltip). */
export const LIST_NAME_MAX_LENGTH = 100;
/** Most lists one member keeps, and most offers in one list or among favourites (ours: bounds each body). */
export const SAVED_LISTS_MAX = 50;
export const LIST_OFFERS_MAX = 500;
export const FAVOURITES_MAX = 500;

/** Spec §5: a list name is trimmed; an empty one is invalid ('Enter valid list name'). Null when invalid. */
export function normaliseListName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > LIST_NAME_MAX_LENGTH) return null;
  return name;
}

/** Two list names are the same list when they match ignoring case ('list already exists!'). */
export function listNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-CA');
}

/** Spec §2: the chooser shows 40 characters and an ellipsis for a name longer than 45. */
export function displayListName(name: string): { text: string; truncated: boolean } {
  const chars = [...name];
  if (chars.length <= LIST_NAME_DISPLAY_LIMIT) return { text: name, truncated: false };
  return { text: `${chars.slice(0, LIST_NAME_TRUNCATED_LENGTH).join('')}…`, truncated: true };
}

/** Spec §3: a list's offer_ids may be absent, meaning zero items. */
export function listItemCount(list: { offer_ids?: readonly number[] | null }): number {
  return list.offer_ids?.length ?? 0;
}

/** Spec §4 "Choosing a list": the pending offer is appended to the list's offers (once). */
export function appendOffer(offerIds: readonly number[] | null | undefined, offerId: number): number[] {
  const current = offerIds ?? [];
  return current.includes(offerId) ? [...current] : [...current, offerId];
}

/** Adds or removes one id, keeping the order of the rest (a favourite toggled locally). */
export function toggleId(ids: readonly number[], id: number, on: boolean): number[] {
  const without = ids.filter((value) => value !== id);
  return on ? [...without, id] : without;
}

/**
 * Spec §4 "Updates": a favourites update applies locally, fetches the server's list, and merges the
 * local additions and removals into it before saving. `before` and `after` are the local list around
 * the change; ids the server gained meanwhile (another tab, another device) are kept.
 */
export function mergeFavourites(
  server: readonly number[],
  before: readonly number[],
  after: readonly number[],
): number[] {
  const beforeSet = new Set(before);
  const afterSet = new Set(after);
  const added = after.filter((id) => !beforeSet.has(id));
  const removed = new Set(before.filter((id) => !afterSet.has(id)));
  const merged = server.filter((id) => !removed.has(id));
  for (const id of added) if (!merged.includes(id)) merged.push(id);
  return merged;
}
