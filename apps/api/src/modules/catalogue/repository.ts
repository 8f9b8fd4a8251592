// Catalogue reads. The sort keys mirror `compareOffers` in packages/domain (the tests hold them
// to it); every listing shows only offers that are active, started and not past their end date.
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL, isNull, gt } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type Point } from '@spc/domain/location';
import type { OfferFilter, OfferSort } from '@spc/domain/offers';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  ads,
  categories,
  collectionOffers,
  collections,
  contests,
  legalTexts,
  offerLegal,
  offerSubcategories,
  offerTags,
  offers,
  partnerLocations,
  partners,
  subcategories,
  tags,
} from '../../db/schema/index.ts';

export const offerColumns = {
  offerId: offers.offerId,
  partnerId: offers.partnerId,
  partnerName: partners.partnerName,
  titleEn: offers.titleEn,
  titleFr: offers.titleFr,
  descriptionEn: offers.descriptionEn,
  descriptionFr: offers.descriptionFr,
  categoryId: offers.categoryId,
  online: offers.online,
  inStore: offers.inStore,
  isSpcPlus: offers.isSpcPlus,
  verifiedStudentsOnly: offers.verifiedStudentsOnly,
  isLimitedTime: offers.isLimitedTime,
  ltoStartDate: offers.ltoStartDate,
  ltoEndDate: offers.ltoEndDate,
  isNewOffer: offers.isNewOffer,
  isNewPartner: offers.isNewPartner,
  views: offers.views,
  discountRank: offers.discountRank,
  startDate: offers.startDate,
  endDate: offers.endDate,
  codeType: offers.codeType,
  displayKind: offers.displayKind,
  subcategoryIds: sql<
    number[]
  >`coalesce((select array_agg(${offerSubcategories.subcategoryId} order by ${offerSubcategories.subcategoryId}) from ${offerSubcategories} where ${offerSubcategories.offerId} = ${offers.offerId}), '{}')`,
};

function selectOffers(db: Db) {
  return db.select(offerColumns).from(offers).innerJoin(partners, eq(partners.partnerId, offers.partnerId));
}

export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

/** Offers a visitor may see at `now`. */
export function listedOffers(now: Date): SQL {
  return and(
    eq(offers.status, 'active'),
    lte(offers.startDate, now),
    or(isNull(offers.endDate), gt(offers.endDate, now)),
  ) as SQL;
}

function filterCondition(filter: OfferFilter, now: Date): SQL {
  switch (filter) {
    case 'online':
      return eq(offers.online, true);
    case 'instore':
      return eq(offers.inStore, true);
    case 'spc_plus':
      return eq(offers.isSpcPlus, true);
    case 'lto':
      return and(eq(offers.isLimitedTime, true), lte(offers.ltoStartDate, now), gte(offers.ltoEndDate, now)) as SQL;
    case 'new':
      return eq(offers.isNewOffer, true);
  }
}

function orderFor(sort: OfferSort): SQL[] {
  switch (sort) {
    case 'views':
    case 'most_redeemed':
      return [desc(offers.views), asc(offers.offerId)];
    case 'highest_discount':
      return [desc(offers.discountRank), desc(offers.views), asc(offers.offerId)];
    case 'alphabetical':
      return [sql`${partners.sortName} collate "C" asc`, asc(offers.offerId)];
    case 'new':
      return [desc(offers.startDate), asc(offers.offerId)];
  }
}

/**
 * Great-circle distance in km (haversine) from a fixed point to a row's lat/lon, in plain SQL that
 * PostgreSQL 15 runs without PostGIS or earthdistance; `haversineKm` in packages/domain is the same
 * formula.
 */
export function haversineSql(
  point: Point,
  lat: SQL | typeof partnerLocations.lat,
  lon: SQL | typeof partnerLocations.lon,
): SQL {
  const pLat = sql`${point.lat}::double precision`;
  const pLon = sql`${point.lon}::double precision`;
  return sql`(2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1::double precision, sqrt(
    power(sin(radians(${lat} - ${pLat}) / 2), 2)
    + cos(radians(${pLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${pLon}) / 2), 2)))))`;
}

/** Where the visitor is, and what the distance does to the listing (docs/decisions/004-location.md). */
export interface NearQuery {
  point: Point;
  /** In-store offers farther than this (km) from their partner's nearest store are left out. */
  radiusKm: number | null;
  /** With the default sort, offers within this many km come first, nearest first. */
  nearFirstKm: number | null;
}

export interface OfferQuery {
  now: Date;
  filters: readonly OfferFilter[];
  subcategoryIds: readonly number[];
  categoryId?: number;
  partnerId?: number;
  /** Offers carrying any of these tags. */
  tagIds?: readonly number[];
  offerIds?: readonly number[];
  excludeOfferId?: number;
  near?: NearQuery;
  sort: OfferSort;
  limit: number;
  offset: number;
  /** Skip the count query when the caller needs no total (trending, related, …). */
  withTotal?: boolean;
}

export type ListedOfferRow = OfferRow & {
  partnerUrlName: string;
  partnerWebsiteUrl: string | null;
  distanceKm: number | null;
};

/** The nearest store of each partner, as a joinable subquery named "nearest". */
function nearestStores(db: Db, point: Point) {
  return db
    .select({
      partnerId: partnerLocations.partnerId,
      km: sql<number>`min(${haversineSql(point, partnerLocations.lat, partnerLocations.lon)})`.as('km'),
    })
    .from(partnerLocations)
    .groupBy(partnerLocations.partnerId)
    .as('nearest');
}

/** An offer's distance: to its partner's nearest store, only for offers usable in store. */
const distanceKm = sql<number | null>`(case when ${offers.inStore} then "nearest"."km" end)`;

function offerQueryWhere(query: Omit<OfferQuery, 'sort' | 'limit' | 'offset'>): SQL {
  const conditions: SQL[] = [listedOffers(query.now), ...query.filters.map((f) => filterCondition(f, query.now))];
  if (query.categoryId !== undefined) conditions.push(eq(offers.categoryId, query.categoryId));
  if (query.partnerId !== undefined) conditions.push(eq(offers.partnerId, query.partnerId));
  if (query.excludeOfferId !== undefined) conditions.push(ne(offers.offerId, query.excludeOfferId));
  if (query.offerIds !== undefined) conditions.push(inArray(offers.offerId, [...query.offerIds]));
  if (query.subcategoryIds.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${offerSubcategories} where ${offerSubcategories.offerId} = ${offers.offerId} and ${inArray(offerSubcategories.subcategoryId, [...query.subcategoryIds])})`,
    );
  }
  if (query.tagIds !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${offerTags} where ${offerTags.offerId} = ${offers.offerId} and ${inArray(offerTags.tagId, [...query.tagIds])})`,
    );
  }
  if (query.near?.radiusKm != null) {
    const within = sql`${distanceKm} <= ${query.near.radiusKm}::double precision`;
    // Online offers are usable anywhere, unless the visitor asked for in-store offers.
    conditions.push(query.filters.includes('instore') ? within : (or(eq(offers.online, true), within) as SQL));
  }
  return and(...conditions) as SQL;
}

function orderForQuery(query: OfferQuery): SQL[] {
  const nearFirstKm = query.near?.nearFirstKm;
  if (query.sort !== 'views' || nearFirstKm == null) return orderFor(query.sort);
  const isNear = sql`${distanceKm} <= ${nearFirstKm}::double precision`;
  return [
    sql`(case when ${isNear} then 0 else 1 end) asc`,
    sql`(case when ${isNear} then ${distanceKm} end) asc nulls last`,
    ...orderFor('views'),
  ];
}

/**
 * One page of listed offers: the visibility rule, the §4 filters and sorts, and the optional
 * category, partner, tag, id and distance restrictions. Every paged listing goes through here.
 */
export async function findOffersPage(db: Db, query: OfferQuery): Promise<{ rows: ListedOfferRow[]; total: number }> {
  const where = offerQueryWhere(query);
  const near = query.near;
  const nearest = near ? nearestStores(db, near.point) : undefined;
  let page = db
    .select({
      ...offerColumns,
      // The partner's page fields, from the join the listing makes anyway: the page's partners need no
      // second query (one round trip per listing, issue 24).
      partnerUrlName: partners.urlName,
      partnerWebsiteUrl: partners.websiteUrl,
      distanceKm: near ? distanceKm : sql<number | null>`null::double precision`,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .$dynamic();
  if (nearest) page = page.leftJoin(nearest, eq(nearest.partnerId, offers.partnerId));
  const [rows, total] = await Promise.all([
    page
      .where(where)
      .orderBy(...orderForQuery(query))
      .limit(query.limit)
      .offset(query.offset),
    query.withTotal === false ? Promise.resolve(undefined) : countOffers(db, query),
  ]);
  return { rows, total: total ?? rows.length };
}

/** How many listed offers a query selects (its paging and sort aside). */
export async function countOffers(db: Db, query: Omit<OfferQuery, 'sort' | 'limit' | 'offset'>): Promise<number> {
  const nearest = query.near ? nearestStores(db, query.near.point) : undefined;
  let total = db
    .select({ total: count() })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .$dynamic();
  if (nearest) total = total.leftJoin(nearest, eq(nearest.partnerId, offers.partnerId));
  const [row] = await total.where(offerQueryWhere(query));
  return row?.total ?? 0;
}

/** Limited-time offers whose window contains `now`, most viewed first. */
export async function findRunningLimitedTimeOffers(db: Db, now: Date, limit: number): Promise<OfferRow[]> {
  return selectOffers(db)
    .where(and(listedOffers(now), filterCondition('lto', now)))
    .orderBy(desc(offers.views), asc(offers.offerId))
    .limit(limit);
}

/** An offer in any state (delisted, expired, not started), with what its page needs. */
export async function findOfferForPage(db: Db, offerId: number) {
  const [row] = await db
    .select({
      ...offerColumns,
      status: offers.status,
      partnerUrlName: partners.urlName,
      legalEn: offerLegal.legalEn,
      legalFr: offerLegal.legalFr,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .leftJoin(offerLegal, eq(offerLegal.offerId, offers.offerId))
    .where(eq(offers.offerId, offerId));
  return row;
}

/** Just enough of an offer to relate others to it. */
export async function findOfferKey(db: Db, offerId: number) {
  const [row] = await db
    .select({ offerId: offers.offerId, partnerId: offers.partnerId, categoryId: offers.categoryId })
    .from(offers)
    .where(eq(offers.offerId, offerId));
  return row;
}

export async function findOfferLegal(db: Db, offerId: number) {
  const [row] = await db.select().from(offerLegal).where(eq(offerLegal.offerId, offerId));
  return row;
}

const partnerDetailColumns = {
  partnerId: partners.partnerId,
  partnerName: partners.partnerName,
  urlName: partners.urlName,
  websiteUrl: partners.websiteUrl,
  descriptionEn: partners.descriptionEn,
  descriptionFr: partners.descriptionFr,
  isBank: partners.isBank,
};

export async function findPartnerDetail(db: Db, by: { partnerId: number } | { urlName: string }) {
  const [row] = await db
    .select(partnerDetailColumns)
    .from(partners)
    .where('partnerId' in by ? eq(partners.partnerId, by.partnerId) : eq(partners.urlName, by.urlName));
  return row;
}
export type PartnerDetailRow = NonNullable<Awaited<ReturnType<typeof findPartnerDetail>>>;

/** A partner's stores, nearest first from `point`, else by city and address. */
export async function findPartnerStores(db: Db, partnerId: number, point: Point | undefined, limit: number) {
  const km = point
    ? haversineSql(point, partnerLocations.lat, partnerLocations.lon)
    : sql<number | null>`null::double precision`;
  return db
    .select({
      id: partnerLocations.id,
      address: partnerLocations.address,
      city: partnerLocations.city,
      province: partnerLocations.province,
      postalCode: partnerLocations.postalCode,
      lat: partnerLocations.lat,
      lon: partnerLocations.lon,
      distanceKm: sql<number | null>`${km}`,
    })
    .from(partnerLocations)
    .where(eq(partnerLocations.partnerId, partnerId))
    .orderBy(
      ...(point ? [sql`${km} asc`] : [asc(partnerLocations.city), asc(partnerLocations.address)]),
      asc(partnerLocations.id),
    )
    .limit(limit);
}

/** Every tag with the number of offers listed at `now` that carry it. */
export async function findTagsWithCounts(db: Db, now: Date) {
  const used = sql<number>`count(${offers.offerId})::int`;
  return db
    .select({ id: tags.id, name: tags.name, offerCount: used })
    .from(tags)
    .leftJoin(offerTags, eq(offerTags.tagId, tags.id))
    .leftJoin(offers, and(eq(offers.offerId, offerTags.offerId), listedOffers(now)))
    .groupBy(tags.id, tags.name)
    .orderBy(desc(used), asc(tags.name));
}

export async function findPartnersByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      partnerId: partners.partnerId,
      partnerName: partners.partnerName,
      urlName: partners.urlName,
      websiteUrl: partners.websiteUrl,
    })
    .from(partners)
    .where(inArray(partners.partnerId, [...ids]));
}

/** Partners with at least one listed offer, A–Z by the alphabetical sort's key. */
export async function findBrands(db: Db, now: Date) {
  return db
    .select({
      partnerId: partners.partnerId,
      partnerName: partners.partnerName,
      urlName: partners.urlName,
      websiteUrl: partners.websiteUrl,
      offerCount: count(offers.offerId),
      categoryIds: sql<number[]>`array_agg(distinct ${offers.categoryId} order by ${offers.categoryId})`,
    })
    .from(partners)
    .innerJoin(offers, eq(offers.partnerId, partners.partnerId))
    .where(listedOffers(now))
    .groupBy(partners.partnerId)
    .orderBy(sql`${partners.sortName} collate "C" asc`, asc(partners.partnerId));
}

export async function findPartnerLogo(db: Db, partnerId: number): Promise<string | undefined> {
  const [row] = await db.select({ logoSvg: partners.logoSvg }).from(partners).where(eq(partners.partnerId, partnerId));
  return row?.logoSvg;
}

export async function findCategories(db: Db) {
  const [categoryRows, subcategoryRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.id)),
  ]);
  return { categoryRows, subcategoryRows };
}

export async function findCollections(db: Db) {
  const [collectionRows, links] = await Promise.all([
    db
      .select()
      .from(collections)
      .orderBy(asc(collections.kind), desc(collections.startDate), asc(collections.sortOrder), asc(collections.id)),
    db
      .select({ collectionId: collectionOffers.collectionId, offerId: collectionOffers.offerId })
      .from(collectionOffers)
      .orderBy(asc(collectionOffers.collectionId), asc(collectionOffers.position)),
  ]);
  return { collectionRows, links };
}

export async function findPublicContests(db: Db) {
  return db.select().from(contests).where(eq(contests.isPublic, true)).orderBy(asc(contests.endDate), asc(contests.id));
}

export async function findAllContests(db: Db) {
  return db.select().from(contests).orderBy(asc(contests.endDate), asc(contests.id));
}

export async function findActiveAds(db: Db) {
  return db.select().from(ads).where(eq(ads.active, true)).orderBy(asc(ads.id));
}

export async function findLegalText(db: Db, key: string) {
  const [row] = await db.select().from(legalTexts).where(eq(legalTexts.key, key));
  return row;
}

// ---- Offers other modules list (saved lists, freemium offers) ----------------------------------------

/** The listed offers (active, started, not ended) among `ids`, in no particular order. */
export async function findListedOffers(db: Queryable, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(and(listedOffers(now), inArray(offers.offerId, [...ids])));
}

/** What a visitor without a membership can use: listed, online, not SPC+, no code or one static code. */
function freemiumWhere(now: Date) {
  return and(
    listedOffers(now),
    eq(offers.online, true),
    eq(offers.isSpcPlus, false),
    or(eq(offers.displayKind, 'no_code'), eq(offers.displayKind, 'static')),
  );
}

export async function findFreemiumOffers(db: Queryable, query: { now: Date; limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(offerColumns)
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
      .where(freemiumWhere(query.now))
      .orderBy(desc(offers.views), asc(offers.offerId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(offers).where(freemiumWhere(query.now)),
  ]);
  return { rows, total: total?.total ?? 0 };
}
