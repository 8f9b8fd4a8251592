// The catalogue editor's rows (issue 20 item 3): partners with their stores, offers with their legal
// text, tags and subcategories, as staff read and write them — every offer, whatever its state (the
// public reads in modules/catalogue show only listed ones). Writes run in the service's transactions.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OfferState } from '@spc/domain/staff-catalogue';
import type { Queryable } from '../../db/queryable.ts';
import {
  categories,
  offerLegal,
  offerSubcategories,
  offerTags,
  offers,
  partnerLocations,
  partners,
  subcategories,
  tags,
} from '../../db/schema/index.ts';

/** Staff search: a `%…%` pattern with LIKE's own characters taken literally. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Serialises the creation of partners or offers (their ids are taken as the next number). */
export async function lockIds(tx: Queryable, table: 'partners' | 'offers'): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-catalogue:${table}`}))`);
}

// ---- Partners -------------------------------------------------------------------------------------------

const liveCondition = (now: Date) =>
  and(eq(offers.status, 'active'), lte(offers.startDate, now), or(isNull(offers.endDate), gt(offers.endDate, now)));

export async function listPartners(
  db: Queryable,
  query: {
    q?: string | undefined;
    sort: { column: string; descending: boolean };
    limit: number;
    offset: number;
    now: Date;
  },
) {
  // The outer row's id, written out: inside a sub-select over offers an unqualified "partner_id" is
  // the offer's own (drizzle leaves a single table's columns unqualified).
  const partnerId = sql.raw('"partners"."partner_id"');
  const offerCount = sql<number>`(select count(*)::int from ${offers} where ${offers}."partner_id" = ${partnerId})`;
  const liveCount = sql<number>`(select count(*)::int from ${offers} where ${offers}."partner_id" = ${partnerId} and ${liveCondition(query.now)})`;
  const locationCount = sql<number>`(select count(*)::int from ${partnerLocations} where ${partnerLocations}."partner_id" = ${partnerId})`;
  const where = query.q
    ? or(ilike(partners.partnerName, like(query.q)), ilike(partners.urlName, like(query.q)))
    : undefined;
  const sortColumn: Record<string, SQL | typeof partners.partnerName> = {
    partner_name: sql`${partners.sortName}`,
    url_name: sql`${partners.urlName}`,
    offers: offerCount,
    live_offers: liveCount,
    locations: locationCount,
    created_at: sql`${partners.createdAt}`,
  };
  const column = sortColumn[query.sort.column] ?? sql`${partners.sortName}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        partnerId: partners.partnerId,
        partnerName: partners.partnerName,
        urlName: partners.urlName,
        websiteUrl: partners.websiteUrl,
        createdAt: partners.createdAt,
        offers: offerCount,
        liveOffers: liveCount,
        locations: locationCount,
      })
      .from(partners)
      .where(where)
      .orderBy(query.sort.descending ? desc(column) : asc(column), asc(partners.partnerId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(partners).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findPartner(db: Queryable, partnerId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.partnerId, partnerId)).limit(1);
  return row;
}
export type PartnerTableRow = typeof partners.$inferSelect;

export function findLocations(db: Queryable, partnerId: number) {
  return db
    .select()
    .from(partnerLocations)
    .where(eq(partnerLocations.partnerId, partnerId))
    .orderBy(asc(partnerLocations.id));
}
export type LocationRow = typeof partnerLocations.$inferSelect;

/** The url name of the category most of the partner's offers are in (ties: the lower id); undefined without offers. */
export async function mainCategoryOf(db: Queryable, partnerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ urlName: categories.urlName })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(eq(offers.partnerId, partnerId))
    .groupBy(categories.id, categories.urlName)
    .orderBy(desc(count()), asc(categories.id))
    .limit(1);
  return row?.urlName;
}

export async function urlNameTaken(db: Queryable, urlName: string, exceptPartnerId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.partnerId })
    .from(partners)
    .where(
      exceptPartnerId === undefined
        ? eq(partners.urlName, urlName)
        : and(eq(partners.urlName, urlName), ne(partners.partnerId, exceptPartnerId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function nextPartnerId(tx: Queryable): Promise<number> {
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${partners.partnerId}), 0)::int` }).from(partners);
  return (row?.max ?? 0) + 1;
}

export async function insertPartner(tx: Queryable, values: typeof partners.$inferInsert): Promise<void> {
  await tx.insert(partners).values(values);
}

export async function updatePartner(
  tx: Queryable,
  partnerId: number,
  values: Partial<typeof partners.$inferInsert>,
): Promise<void> {
  await tx.update(partners).set(values).where(eq(partners.partnerId, partnerId));
}

/** The partner's stores become `rows` (the old ones go). */
export async function replaceLocations(
  tx: Queryable,
  partnerId: number,
  rows: Omit<typeof partnerLocations.$inferInsert, 'partnerId' | 'id'>[],
): Promise<void> {
  await tx.delete(partnerLocations).where(eq(partnerLocations.partnerId, partnerId));
  if (rows.length > 0) await tx.insert(partnerLocations).values(rows.map((row) => ({ ...row, partnerId })));
}

// ---- Offers -------------------------------------------------------------------------------------------------

function stateCondition(state: OfferState, now: Date): SQL {
  switch (state) {
    case 'delisted':
      return eq(offers.status, 'delisted');
    case 'expired':
      return and(eq(offers.status, 'active'), isNotNull(offers.endDate), lte(offers.endDate, now)) as SQL;
    case 'scheduled':
      return and(
        eq(offers.status, 'active'),
        gt(offers.startDate, now),
        or(isNull(offers.endDate), gt(offers.endDate, now)),
      ) as SQL;
    case 'live':
      return liveCondition(now) as SQL;
  }
}

export async function listOffers(
  db: Queryable,
  query: {
    q?: string | undefined;
    state?: OfferState | undefined;
    partnerId?: number | undefined;
    sort: { column: string; descending: boolean };
    limit: number;
    offset: number;
    now: Date;
  },
) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = like(query.q);
    const byId = /^\d{1,9}$/.test(query.q) ? [eq(offers.offerId, Number(query.q))] : [];
    conditions.push(
      or(
        ilike(offers.titleEn, pattern),
        ilike(offers.titleFr, pattern),
        ilike(partners.partnerName, pattern),
        ...byId,
      ) as SQL,
    );
  }
  if (query.state) conditions.push(stateCondition(query.state, query.now));
  if (query.partnerId !== undefined) conditions.push(eq(offers.partnerId, query.partnerId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const sortColumn: Record<string, SQL> = {
    offer_id: sql`${offers.offerId}`,
    title_en: sql`${offers.titleEn}`,
    partner_name: sql`${partners.sortName}`,
    start_date: sql`${offers.startDate}`,
    end_date: sql`${offers.endDate}`,
    views: sql`${offers.views}`,
  };
  const column = sortColumn[query.sort.column] ?? sql`${offers.offerId}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        offerId: offers.offerId,
        partnerId: offers.partnerId,
        partnerName: partners.partnerName,
        titleEn: offers.titleEn,
        titleFr: offers.titleFr,
        status: offers.status,
        startDate: offers.startDate,
        endDate: offers.endDate,
        codeType: offers.codeType,
        isSpcPlus: offers.isSpcPlus,
        verifiedStudentsOnly: offers.verifiedStudentsOnly,
        views: offers.views,
      })
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
      .where(where)
      .orderBy(
        query.sort.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
        asc(offers.offerId),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findOffer(db: Queryable, offerId: number) {
  const [row] = await db
    .select({
      offer: offers,
      partnerName: partners.partnerName,
      partnerUrlName: partners.urlName,
      partnerWebsiteUrl: partners.websiteUrl,
      legalEn: offerLegal.legalEn,
      legalFr: offerLegal.legalFr,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .leftJoin(offerLegal, eq(offerLegal.offerId, offers.offerId))
    .where(eq(offers.offerId, offerId))
    .limit(1);
  if (!row) return undefined;
  const [tagRows, subRows] = await Promise.all([
    db
      .select({ name: tags.name })
      .from(offerTags)
      .innerJoin(tags, eq(tags.id, offerTags.tagId))
      .where(eq(offerTags.offerId, offerId))
      .orderBy(asc(tags.name)),
    db
      .select({ id: offerSubcategories.subcategoryId })
      .from(offerSubcategories)
      .where(eq(offerSubcategories.offerId, offerId))
      .orderBy(asc(offerSubcategories.subcategoryId)),
  ]);
  return { ...row, tags: tagRows.map((tag) => tag.name), subcategoryIds: subRows.map((sub) => sub.id) };
}
export type OfferDetailRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

export async function categoryExists(db: Queryable, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  return row !== undefined;
}

/** Which of `ids` are subcategories of the category. */
export async function subcategoriesIn(db: Queryable, categoryId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, categoryId), inArray(subcategories.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function categoriesWithSubcategories(db: Queryable) {
  const [categoryRows, subRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder)),
    db.select().from(subcategories).orderBy(asc(subcategories.nameEn)),
  ]);
  return categoryRows.map((category) => ({
    ...category,
    subcategories: subRows.filter((sub) => sub.categoryId === category.id),
  }));
}

export async function nextOfferId(tx: Queryable): Promise<number> {
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${offers.offerId}), 0)::int` }).from(offers);
  return (row?.max ?? 0) + 1;
}

export async function insertOffer(tx: Queryable, values: typeof offers.$inferInsert): Promise<void> {
  await tx.insert(offers).values(values);
}

export async function updateOffer(
  tx: Queryable,
  offerId: number,
  values: Partial<typeof offers.$inferInsert>,
): Promise<void> {
  await tx.update(offers).set(values).where(eq(offers.offerId, offerId));
}

/** The offer's legal text; both empty removes it (the offer page then shows none). */
export async function setLegal(tx: Queryable, offerId: number, legalEn: string, legalFr: string): Promise<void> {
  if (legalEn === '' && legalFr === '') {
    await tx.delete(offerLegal).where(eq(offerLegal.offerId, offerId));
    return;
  }
  await tx
    .insert(offerLegal)
    .values({ offerId, legalEn, legalFr })
    .onConflictDoUpdate({ target: offerLegal.offerId, set: { legalEn, legalFr } });
}

/** The offer's tags become `names` (tags are found by name, case aside, or made). */
export async function setTags(tx: Queryable, offerId: number, names: readonly string[]): Promise<void> {
  await tx.delete(offerTags).where(eq(offerTags.offerId, offerId));
  if (names.length === 0) return;
  const ids: number[] = [];
  for (const name of names) {
    const [found] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(sql`lower(${tags.name}) = lower(${name})`)
      .limit(1);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [made] = await tx.insert(tags).values({ name }).returning({ id: tags.id });
    ids.push(made!.id);
  }
  await tx.insert(offerTags).values([...new Set(ids)].map((tagId) => ({ offerId, tagId })));
}

export async function setSubcategories(tx: Queryable, offerId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(offerSubcategories).where(eq(offerSubcategories.offerId, offerId));
  if (ids.length > 0) {
    await tx.insert(offerSubcategories).values(ids.map((subcategoryId) => ({ offerId, subcategoryId })));
  }
}
