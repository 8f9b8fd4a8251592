// Favourites' and saved lists' rows. Every write runs inside the service's transaction, after
// account's `lockProfile` has serialised the member's writes (a list count and a name clash are
// checked, then written, without another request of the same member slipping in between).
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  categories,
  favouriteCategories,
  favouriteOffers,
  offers,
  savedListOffers,
  savedLists,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export interface ListRow {
  id: number;
  name: string;
  offerIds: number[];
}

/** The ids among `ids` that are categories. */
export async function findCategoryIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that are offers, in any state (a member keeps what they saved once it ends). */
export async function findOfferIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: offers.offerId })
    .from(offers)
    .where(inArray(offers.offerId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

// ---- Favourites ----------------------------------------------------------------------------------------

export async function findFavouriteCategoryIds(db: Queryable, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteCategories.categoryId })
    .from(favouriteCategories)
    .where(eq(favouriteCategories.userId, userId))
    .orderBy(asc(favouriteCategories.categoryId));
  return rows.map((row) => row.id);
}

export async function replaceFavouriteCategories(db: Queryable, userId: string, ids: readonly number[]): Promise<void> {
  await db
    .delete(favouriteCategories)
    .where(
      ids.length === 0
        ? eq(favouriteCategories.userId, userId)
        : and(eq(favouriteCategories.userId, userId), notInArray(favouriteCategories.categoryId, [...ids])),
    );
  if (ids.length === 0) return;
  await db
    .insert(favouriteCategories)
    .values(ids.map((categoryId) => ({ userId, categoryId })))
    .onConflictDoNothing();
}

/** The member's favourite offers in the order they were added. */
export async function findFavouriteOfferIds(db: Queryable, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteOffers.offerId })
    .from(favouriteOffers)
    .where(eq(favouriteOffers.userId, userId))
    .orderBy(asc(favouriteOffers.createdAt), asc(favouriteOffers.offerId));
  return rows.map((row) => row.id);
}

/**
 * Keeps the favourites in `ids` (with the time each was added), drops the others, and adds the new
 * ones after every kept one, one microsecond apart in the order given, so "the order they were added"
 * holds even for several added in one call.
 */
export async function replaceFavouriteOffers(db: Queryable, userId: string, ids: readonly number[]): Promise<void> {
  await db
    .delete(favouriteOffers)
    .where(
      ids.length === 0
        ? eq(favouriteOffers.userId, userId)
        : and(eq(favouriteOffers.userId, userId), notInArray(favouriteOffers.offerId, [...ids])),
    );
  if (ids.length === 0) return;
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  )}]::integer[]`;
  await db.execute(sql`
    insert into ${favouriteOffers} (user_id, offer_id, created_at)
    select ${userId}, added.offer_id, base.at + added.n * interval '1 microsecond'
      from unnest(${idArray}) with ordinality as added(offer_id, n)
      cross join (
        select greatest(now(), coalesce(max(${favouriteOffers.createdAt}), now())) as at
          from ${favouriteOffers} where ${favouriteOffers.userId} = ${userId}
      ) base
    on conflict do nothing`);
}

// ---- Saved lists ---------------------------------------------------------------------------------------

/** The member's lists, oldest first, each with its offer ids in the order saved. */
export async function findListsOf(db: Queryable, userId: string): Promise<ListRow[]> {
  const lists = await db
    .select({ id: savedLists.id, name: savedLists.name })
    .from(savedLists)
    .where(eq(savedLists.userId, userId))
    .orderBy(asc(savedLists.createdAt), asc(savedLists.id));
  if (lists.length === 0) return [];
  const items = await db
    .select({ listId: savedListOffers.listId, offerId: savedListOffers.offerId })
    .from(savedListOffers)
    .where(
      inArray(
        savedListOffers.listId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(savedListOffers.listId), asc(savedListOffers.position));
  const byList = new Map<number, number[]>(lists.map((list) => [list.id, []]));
  for (const item of items) byList.get(item.listId)?.push(item.offerId);
  return lists.map((list) => ({ ...list, offerIds: byList.get(list.id) ?? [] }));
}

export async function insertList(db: Queryable, userId: string, name: string, now: Date): Promise<ListRow> {
  const [row] = await db
    .insert(savedLists)
    .values({ userId, name, createdAt: now })
    .returning({ id: savedLists.id, name: savedLists.name });
  return { ...row!, offerIds: [] };
}

/** Renames the member's list and replaces its items with `offerIds`, positions in that order. */
export async function updateList(
  db: Queryable,
  { userId, listId, name, offerIds }: { userId: string; listId: number; name: string; offerIds: readonly number[] },
): Promise<void> {
  await db
    .update(savedLists)
    .set({ name })
    .where(and(eq(savedLists.id, listId), eq(savedLists.userId, userId)));
  await db.delete(savedListOffers).where(eq(savedListOffers.listId, listId));
  if (offerIds.length === 0) return;
  await db.insert(savedListOffers).values(offerIds.map((offerId, position) => ({ listId, offerId, position })));
}

/** Deletes the member's list (its items go with it). */
export async function deleteList(db: Queryable, userId: string, listId: number): Promise<void> {
  await db.delete(savedLists).where(and(eq(savedLists.id, listId), eq(savedLists.userId, userId)));
}
