// Favourites and saved lists (docs/api-member-offers.md "Favourites", "Saved lists"; spec §3, §4, §5):
// replace-the-set writes in one transaction per call, list names unique per member ignoring case, and
// the live offers of a list or of the favourites for the pages that show them.
import {
  listNameKey,
  MEMBER_OFFER_ERRORS,
  SAVED_LISTS_MAX,
  type FavouriteOffersResponse,
  type MemberOfferErrorCode,
  type SavedList,
  type SavedListDetail,
} from '@spc/domain/member-offers';
import type { Offer, Partner } from '@spc/domain/offers';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../errors.ts';
import { lockProfile } from '../account/service.ts';
import { findListedOffers, partnersById, toOffer, withCovers } from '../catalogue/service.ts';
import type { Member } from '../../plugins/caller.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type SavedDeps = Pick<Deps, 'db'>;

export const savedError = (status: number, code: MemberOfferErrorCode, field?: string) =>
  new HttpError(status, code, MEMBER_OFFER_ERRORS[code], field);

const toList = (row: repo.ListRow): SavedList => ({ id: row.id, name: row.name, offer_ids: row.offerIds });

/** The listed offers among `ids` in that order (ended or delisted ones left out), with their partners. */
async function liveOffers(
  deps: SavedDeps,
  ids: readonly number[],
  now: Date,
): Promise<{ offers: Offer[]; partners_by_id: Record<string, Partner> }> {
  const rows = await findListedOffers(deps.db, ids, now);
  const byId = new Map(rows.map((row) => [row.offerId, toOffer(row)]));
  const offers = await withCovers(
    deps.db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
  return {
    offers,
    partners_by_id: await partnersById(
      deps.db,
      offers.map((offer) => offer.partner_id),
    ),
  };
}

// ---- Favourites ----------------------------------------------------------------------------------------

export async function getFavouriteCategories(deps: SavedDeps, member: Member) {
  return { favourite_categories: await repo.findFavouriteCategoryIds(deps.db, member.userId) };
}

/** Replaces the member's favourite categories; an unknown id refuses the whole set (nothing stored). */
export async function putFavouriteCategories(deps: SavedDeps, member: Member, ids: readonly number[]) {
  const stored = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, member.userId);
    const known = await repo.findCategoryIds(tx, ids);
    if (ids.some((id) => !known.has(id))) throw savedError(422, 'UNKNOWN_CATEGORIES', 'favourite_categories');
    await repo.replaceFavouriteCategories(tx, member.userId, ids);
    return repo.findFavouriteCategoryIds(tx, member.userId);
  });
  return { favourite_categories: stored };
}

export async function getFavouriteOffers(
  deps: SavedDeps,
  member: Member,
  { includeOffers }: { includeOffers: boolean },
  now = new Date(),
): Promise<FavouriteOffersResponse> {
  const ids = await repo.findFavouriteOfferIds(deps.db, member.userId);
  if (!includeOffers) return { favourite_offer_ids: ids };
  return { favourite_offer_ids: ids, ...(await liveOffers(deps, ids, now)) };
}

/**
 * Replaces the member's favourite offers. Kept ones keep their place, new ones follow in the order
 * given; an unknown id refuses the whole set. Ended or delisted offers the member already had are
 * still offers, so the web can send back what it was given.
 */
export async function putFavouriteOffers(
  deps: SavedDeps,
  member: Member,
  ids: readonly number[],
): Promise<FavouriteOffersResponse> {
  const stored = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, member.userId);
    const known = await repo.findOfferIds(tx, ids);
    if (ids.some((id) => !known.has(id))) throw savedError(422, 'UNKNOWN_OFFERS', 'favourite_offer_ids');
    await repo.replaceFavouriteOffers(tx, member.userId, ids);
    return repo.findFavouriteOfferIds(tx, member.userId);
  });
  return { favourite_offer_ids: stored };
}

// ---- Saved lists ---------------------------------------------------------------------------------------

/**
 * The list a path names: a numeric ref is the list's id when the member has one by that id, else
 * (like any other ref) a name, matched ignoring case and spacing. Only the member's own lists are
 * searched, so another member's list is as unknown as a missing one.
 */
export function findListByRef<T extends { id: number; name: string }>(lists: readonly T[], ref: string): T | undefined {
  if (/^\d+$/.test(ref)) {
    const byId = lists.find((list) => list.id === Number(ref));
    if (byId) return byId;
  }
  const key = listNameKey(ref);
  return lists.find((list) => listNameKey(list.name) === key);
}

function requireList<T extends { id: number; name: string }>(lists: readonly T[], ref: string): T {
  const list = findListByRef(lists, ref);
  if (!list) throw savedError(404, 'LIST_NOT_FOUND');
  return list;
}

/** 409 when another of the member's lists has this name ignoring case (`except`: the list being renamed). */
function refuseNameClash(lists: readonly repo.ListRow[], name: string, except?: number): void {
  const key = listNameKey(name);
  if (lists.some((list) => list.id !== except && listNameKey(list.name) === key)) {
    throw savedError(409, 'LIST_EXISTS', 'name');
  }
}

/**
 * The database's unique index on the member's list names is the last word (issue 16): should the
 * name check above ever disagree with it, the answer is still the spec's 'list already exists!'.
 */
function nameTakenAsClash(error: unknown): never {
  if (isUniqueViolation(error)) throw savedError(409, 'LIST_EXISTS', 'name');
  throw error;
}

export async function getLists(deps: SavedDeps, member: Member): Promise<{ lists: SavedList[] }> {
  return { lists: (await repo.findListsOf(deps.db, member.userId)).map(toList) };
}

/** POST: a new empty list; `name` is already trimmed by `listNameSchema`. */
export async function createList(deps: SavedDeps, member: Member, name: string, now = new Date()): Promise<SavedList> {
  const row = await deps.db
    .transaction(async (tx) => {
      await lockProfile(tx, member.userId);
      const lists = await repo.findListsOf(tx, member.userId);
      refuseNameClash(lists, name);
      if (lists.length >= SAVED_LISTS_MAX) throw savedError(422, 'TOO_MANY_LISTS');
      return repo.insertList(tx, member.userId, name, now);
    })
    .catch(nameTakenAsClash);
  return toList(row);
}

export async function getList(
  deps: SavedDeps,
  member: Member,
  ref: string,
  now = new Date(),
): Promise<SavedListDetail> {
  const list = requireList(await repo.findListsOf(deps.db, member.userId), ref);
  return { ...toList(list), ...(await liveOffers(deps, list.offerIds, now)) };
}

/** PUT: renames the list and replaces its items (order kept, duplicates already dropped by the schema). */
export async function updateList(
  deps: SavedDeps,
  member: Member,
  ref: string,
  body: { name: string; offer_ids: readonly number[] },
): Promise<SavedList> {
  return deps.db
    .transaction(async (tx) => {
      await lockProfile(tx, member.userId);
      const lists = await repo.findListsOf(tx, member.userId);
      const list = requireList(lists, ref);
      refuseNameClash(lists, body.name, list.id);
      const known = await repo.findOfferIds(tx, body.offer_ids);
      if (body.offer_ids.some((id) => !known.has(id))) throw savedError(422, 'UNKNOWN_OFFERS', 'offer_ids');
      await repo.updateList(tx, { userId: member.userId, listId: list.id, name: body.name, offerIds: body.offer_ids });
      return { id: list.id, name: body.name, offer_ids: [...body.offer_ids] };
    })
    .catch(nameTakenAsClash);
}

export async function deleteList(deps: SavedDeps, member: Member, ref: string): Promise<{ success: true }> {
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, member.userId);
    const list = requireList(await repo.findListsOf(tx, member.userId), ref);
    await repo.deleteList(tx, member.userId, list.id);
  });
  return { success: true };
}
