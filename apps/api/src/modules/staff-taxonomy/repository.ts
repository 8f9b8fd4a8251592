// The staff console's writes to the catalogue's taxonomy (categories, subcategories, collections and
// weekly deals) and to the holiday events, and the offer and partner rows the bulk CSV reads and writes.
// The public modules (catalogue, holidays) read these tables; this module is their write side
// (docs/decisions/032-staff-write-side.md).
import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/queryable.ts';
import {
  categories,
  collectionOffers,
  collections,
  holidayEventOffers,
  holidayEvents,
  offerLegal,
  offerSubcategories,
  offerTags,
  offers,
  partners,
  subcategories,
  tags,
} from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type HolidayEventRow = typeof holidayEvents.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

const count = sql<number>`count(*)::int`.mapWith(Number);

/**
 * The next id of a table whose ids are given, not generated (the catalogue's ids are the spec's). The
 * advisory lock holds until the transaction ends, so two staff creating at once get different ids.
 */
export async function nextId(tx: Queryable, table: PgTable, idColumn: PgColumn, scope: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-ids:${scope}`}))`);
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${idColumn}), 0)::int`.mapWith(Number) }).from(table);
  return (row?.max ?? 0) + 1;
}

// ---------------------------------------------------------------------------------------------------
// Categories and subcategories

export async function findCategories(db: Queryable, ids?: number[]) {
  const where = ids ? inArray(categories.id, ids) : undefined;
  const [categoryRows, subcategoryRows, offerCounts, subcategoryCounts] = await Promise.all([
    db.select().from(categories).where(where).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select()
      .from(subcategories)
      .where(ids ? inArray(subcategories.categoryId, ids) : undefined)
      .orderBy(asc(subcategories.id)),
    db
      .select({ categoryId: offers.categoryId, count })
      .from(offers)
      .where(ids ? inArray(offers.categoryId, ids) : undefined)
      .groupBy(offers.categoryId),
    db
      .select({ subcategoryId: offerSubcategories.subcategoryId, count })
      .from(offerSubcategories)
      .innerJoin(subcategories, eq(subcategories.id, offerSubcategories.subcategoryId))
      .where(ids ? inArray(subcategories.categoryId, ids) : undefined)
      .groupBy(offerSubcategories.subcategoryId),
  ]);
  return { categoryRows, subcategoryRows, offerCounts, subcategoryCounts };
}

/** Whether another row of `table` than `exceptId` has this url name. */
export async function urlNameTaken(
  db: Queryable,
  table: typeof categories | typeof collections | typeof holidayEvents,
  urlName: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      exceptId === undefined
        ? eq(table.urlName, urlName)
        : and(eq(table.urlName, urlName), sql`${table.id} <> ${exceptId}`),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCategory(tx: Queryable, row: typeof categories.$inferInsert): Promise<void> {
  await tx.insert(categories).values(row);
}

export async function updateCategory(
  tx: Queryable,
  id: number,
  fields: Omit<typeof categories.$inferInsert, 'id'>,
): Promise<void> {
  await tx.update(categories).set(fields).where(eq(categories.id, id));
}

export async function countOffersInCategory(db: Queryable, id: number): Promise<number> {
  const [row] = await db.select({ count }).from(offers).where(eq(offers.categoryId, id));
  return row?.count ?? 0;
}

/** Offers tagged with any of these subcategories. */
export async function countOffersWithSubcategories(db: Queryable, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count })
    .from(offerSubcategories)
    .where(inArray(offerSubcategories.subcategoryId, ids));
  return row?.count ?? 0;
}

export async function insertSubcategories(tx: Queryable, rows: (typeof subcategories.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(subcategories).values(rows);
}

export async function updateSubcategory(
  tx: Queryable,
  id: number,
  fields: { urlName: string; nameEn: string; nameFr: string },
): Promise<void> {
  await tx.update(subcategories).set(fields).where(eq(subcategories.id, id));
}

export async function deleteSubcategories(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(subcategories).where(inArray(subcategories.id, ids));
}

/** The category and its subcategories (members' favourite categories go with it: cascade). */
export async function deleteCategory(tx: Queryable, id: number): Promise<void> {
  await tx.delete(subcategories).where(eq(subcategories.categoryId, id));
  await tx.delete(categories).where(eq(categories.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Collections and weekly deals

export async function findCollections(db: Queryable, kind: 'collection' | 'weekly', id?: number) {
  const where = id === undefined ? eq(collections.kind, kind) : and(eq(collections.kind, kind), eq(collections.id, id));
  const rows = await db
    .select()
    .from(collections)
    .where(where)
    .orderBy(asc(collections.sortOrder), asc(collections.id));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ collectionId: collectionOffers.collectionId, offerId: collectionOffers.offerId })
          .from(collectionOffers)
          .where(
            inArray(
              collectionOffers.collectionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(collectionOffers.collectionId), asc(collectionOffers.position));
  return { rows, links };
}

export async function insertCollection(tx: Queryable, row: typeof collections.$inferInsert): Promise<void> {
  await tx.insert(collections).values(row);
}

export async function updateCollection(
  tx: Queryable,
  id: number,
  fields: Omit<typeof collections.$inferInsert, 'id' | 'kind'>,
): Promise<void> {
  await tx.update(collections).set(fields).where(eq(collections.id, id));
}

export async function replaceCollectionOffers(tx: Queryable, id: number, offerIds: number[]): Promise<void> {
  await tx.delete(collectionOffers).where(eq(collectionOffers.collectionId, id));
  if (offerIds.length > 0) {
    await tx
      .insert(collectionOffers)
      .values(offerIds.map((offerId, index) => ({ collectionId: id, offerId, position: index + 1 })));
  }
}

export async function deleteCollection(tx: Queryable, id: number): Promise<void> {
  await tx.delete(collections).where(eq(collections.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Holiday events

export async function findHolidayEvents(db: Queryable, id?: number) {
  const rows = await db
    .select()
    .from(holidayEvents)
    .where(id === undefined ? undefined : eq(holidayEvents.id, id))
    .orderBy(asc(holidayEvents.startDate), asc(holidayEvents.id));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ eventId: holidayEventOffers.eventId, offerId: holidayEventOffers.offerId })
          .from(holidayEventOffers)
          .where(
            inArray(
              holidayEventOffers.eventId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(holidayEventOffers.eventId), asc(holidayEventOffers.position));
  return { rows, links };
}

export async function insertHolidayEvent(tx: Queryable, row: typeof holidayEvents.$inferInsert): Promise<void> {
  await tx.insert(holidayEvents).values(row);
}

export async function updateHolidayEvent(
  tx: Queryable,
  id: number,
  fields: Omit<typeof holidayEvents.$inferInsert, 'id'>,
): Promise<void> {
  await tx.update(holidayEvents).set(fields).where(eq(holidayEvents.id, id));
}

export async function replaceHolidayEventOffers(tx: Queryable, id: number, offerIds: number[]): Promise<void> {
  await tx.delete(holidayEventOffers).where(eq(holidayEventOffers.eventId, id));
  if (offerIds.length > 0) {
    await tx
      .insert(holidayEventOffers)
      .values(offerIds.map((offerId, index) => ({ eventId: id, offerId, position: index + 1 })));
  }
}

export async function deleteHolidayEvent(tx: Queryable, id: number): Promise<void> {
  await tx.delete(holidayEvents).where(eq(holidayEvents.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Offers as the forms pick them

const offerOptionColumns = {
  offerId: offers.offerId,
  titleEn: offers.titleEn,
  titleFr: offers.titleFr,
  partnerName: partners.partnerName,
  status: offers.status,
};

export function findOfferOptions(db: Queryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(offerOptionColumns)
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(inArray(offers.offerId, ids));
}

/** Up to `limit` offers whose id is `q`, or whose title or partner contains it. */
export function searchOfferOptions(db: Queryable, q: string, limit: number) {
  const pattern = `%${q.replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const conditions: SQL[] = [
    ilike(offers.titleEn, pattern),
    ilike(offers.titleFr, pattern),
    ilike(partners.partnerName, pattern),
  ];
  const id = /^\d{1,9}$/.test(q) ? Number(q) : 0;
  if (id > 0) conditions.push(eq(offers.offerId, id));
  return (
    db
      .select(offerOptionColumns)
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
      .where(q === '' ? undefined : or(...conditions))
      // The offer whose id was typed comes first.
      .orderBy(sql`${offers.offerId} = ${id} desc`, asc(partners.sortName), asc(offers.offerId))
      .limit(limit)
  );
}

// ---------------------------------------------------------------------------------------------------
// Bulk: offers and partners with everything their CSV rows carry

export interface OfferEntity extends OfferRow {
  partnerName: string;
  categoryUrlName: string;
  subcategoryUrlNames: string[];
  tagNames: string[];
  legalEn: string;
  legalFr: string;
}

/** Offers by id, or the batch after `afterId` (export), with their partner, category, lists and legal. */
export async function findOfferEntities(
  db: Queryable,
  select: { ids: number[] } | { afterId: number; limit: number },
): Promise<OfferEntity[]> {
  const base = db
    .select({ offer: offers, partnerName: partners.partnerName, categoryUrlName: categories.urlName })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .innerJoin(categories, eq(categories.id, offers.categoryId));
  const rows =
    'ids' in select
      ? select.ids.length === 0
        ? []
        : await base.where(inArray(offers.offerId, select.ids)).orderBy(asc(offers.offerId))
      : await base.where(gt(offers.offerId, select.afterId)).orderBy(asc(offers.offerId)).limit(select.limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.offer.offerId);
  const [subRows, tagRows, legalRows] = await Promise.all([
    db
      .select({ offerId: offerSubcategories.offerId, urlName: subcategories.urlName })
      .from(offerSubcategories)
      .innerJoin(subcategories, eq(subcategories.id, offerSubcategories.subcategoryId))
      .where(inArray(offerSubcategories.offerId, ids)),
    db
      .select({ offerId: offerTags.offerId, name: tags.name })
      .from(offerTags)
      .innerJoin(tags, eq(tags.id, offerTags.tagId))
      .where(inArray(offerTags.offerId, ids)),
    db.select().from(offerLegal).where(inArray(offerLegal.offerId, ids)),
  ]);
  const group = <T extends { offerId: number }>(items: T[], pick: (item: T) => string) => {
    const byOffer = new Map<number, string[]>();
    for (const item of items) byOffer.set(item.offerId, [...(byOffer.get(item.offerId) ?? []), pick(item)]);
    return byOffer;
  };
  const subsByOffer = group(subRows, (row) => row.urlName);
  const tagsByOffer = group(tagRows, (row) => row.name);
  const legalByOffer = new Map(legalRows.map((row) => [row.offerId, row]));
  return rows.map(({ offer, partnerName, categoryUrlName }) => ({
    ...offer,
    partnerName,
    categoryUrlName,
    subcategoryUrlNames: subsByOffer.get(offer.offerId) ?? [],
    tagNames: tagsByOffer.get(offer.offerId) ?? [],
    legalEn: legalByOffer.get(offer.offerId)?.legalEn ?? '',
    legalFr: legalByOffer.get(offer.offerId)?.legalFr ?? '',
  }));
}

export async function findPartnerEntities(
  db: Queryable,
  select: { ids: number[] } | { afterId: number; limit: number },
): Promise<PartnerRow[]> {
  if ('ids' in select) {
    if (select.ids.length === 0) return [];
    return db.select().from(partners).where(inArray(partners.partnerId, select.ids)).orderBy(asc(partners.partnerId));
  }
  return db
    .select()
    .from(partners)
    .where(gt(partners.partnerId, select.afterId))
    .orderBy(asc(partners.partnerId))
    .limit(select.limit);
}

/** What an import checks its rows against: categories, subcategories, partners' ids and url names. */
export async function importReferences(db: Queryable) {
  const [categoryRows, subcategoryRows, partnerRows] = await Promise.all([
    db.select({ id: categories.id, urlName: categories.urlName }).from(categories),
    db
      .select({ id: subcategories.id, categoryId: subcategories.categoryId, urlName: subcategories.urlName })
      .from(subcategories),
    db.select({ partnerId: partners.partnerId, urlName: partners.urlName }).from(partners),
  ]);
  return { categoryRows, subcategoryRows, partnerRows };
}

export type OfferFields = Omit<typeof offers.$inferInsert, 'offerId' | 'views' | 'createdAt'>;

export async function insertOffer(tx: Queryable, offerId: number, fields: OfferFields): Promise<void> {
  await tx.insert(offers).values({ offerId, ...fields });
}

export async function updateOffer(tx: Queryable, offerId: number, fields: OfferFields): Promise<void> {
  await tx.update(offers).set(fields).where(eq(offers.offerId, offerId));
}

export async function replaceOfferSubcategories(tx: Queryable, offerId: number, ids: number[]): Promise<void> {
  await tx.delete(offerSubcategories).where(eq(offerSubcategories.offerId, offerId));
  if (ids.length > 0) {
    await tx.insert(offerSubcategories).values(ids.map((subcategoryId) => ({ offerId, subcategoryId })));
  }
}

/** Replaces an offer's tags by these names, adding the names the tag list lacks. */
export async function replaceOfferTags(tx: Queryable, offerId: number, names: string[]): Promise<void> {
  await tx.delete(offerTags).where(eq(offerTags.offerId, offerId));
  if (names.length === 0) return;
  await tx
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: tags.name });
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.name, names));
  await tx.insert(offerTags).values(rows.map((row) => ({ offerId, tagId: row.id })));
}

/** The offer's legal text; both empty removes it. */
export async function writeOfferLegal(tx: Queryable, offerId: number, legalEn: string, legalFr: string) {
  if (legalEn === '' && legalFr === '') {
    await tx.delete(offerLegal).where(eq(offerLegal.offerId, offerId));
    return;
  }
  await tx
    .insert(offerLegal)
    .values({ offerId, legalEn, legalFr })
    .onConflictDoUpdate({ target: offerLegal.offerId, set: { legalEn, legalFr } });
}

export type PartnerFields = Omit<typeof partners.$inferInsert, 'partnerId' | 'createdAt' | 'logoSvg'>;

export async function insertPartner(
  tx: Queryable,
  partnerId: number,
  fields: PartnerFields & { logoSvg: string },
): Promise<void> {
  await tx.insert(partners).values({ partnerId, ...fields });
}

export async function updatePartner(tx: Queryable, partnerId: number, fields: PartnerFields): Promise<void> {
  await tx.update(partners).set(fields).where(eq(partners.partnerId, partnerId));
}

export const idColumns = {
  categories: [categories, categories.id],
  subcategories: [subcategories, subcategories.id],
  collections: [collections, collections.id],
  holidayEvents: [holidayEvents, holidayEvents.id],
  offers: [offers, offers.offerId],
  partners: [partners, partners.partnerId],
} as const;

/** The next id of one of the catalogue's tables (see `nextId`). */
export function nextIdOf(tx: Queryable, table: keyof typeof idColumns): Promise<number> {
  const [pgTable, column] = idColumns[table];
  return nextId(tx, pgTable, column, table);
}
