// Catalogue reads. The sort keys mirror `compareOffers` in packages/domain (the tests hold them
// to it); every listing shows only offers that are active, started and not past their end date.
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL, isNull, gt } from 'drizzle-orm';
import type { OfferFilter, OfferSort } from '@spc/domain/offers';
import type { Db } from '../../db/client.ts';
import {
  ads,
  categories,
  collectionOffers,
  collections,
  contests,
  legalTexts,
  offerSubcategories,
  offers,
  partners,
  subcategories,
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

export interface OfferQuery {
  now: Date;
  filters: readonly OfferFilter[];
  subcategoryIds: readonly number[];
  categoryId?: number;
  sort: OfferSort;
  limit: number;
  offset: number;
}

function offerQueryWhere(query: OfferQuery): SQL {
  const conditions: SQL[] = [listedOffers(query.now), ...query.filters.map((f) => filterCondition(f, query.now))];
  if (query.categoryId !== undefined) conditions.push(eq(offers.categoryId, query.categoryId));
  if (query.subcategoryIds.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${offerSubcategories} where ${offerSubcategories.offerId} = ${offers.offerId} and ${inArray(offerSubcategories.subcategoryId, [...query.subcategoryIds])})`,
    );
  }
  return and(...conditions) as SQL;
}

export async function findOffersPage(db: Db, query: OfferQuery): Promise<{ rows: OfferRow[]; total: number }> {
  const where = offerQueryWhere(query);
  const [rows, totals] = await Promise.all([
    selectOffers(db)
      .where(where)
      .orderBy(...orderFor(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Limited-time offers whose window contains `now`, most viewed first. */
export async function findRunningLimitedTimeOffers(db: Db, now: Date, limit: number): Promise<OfferRow[]> {
  return selectOffers(db)
    .where(and(listedOffers(now), filterCondition('lto', now)))
    .orderBy(desc(offers.views), asc(offers.offerId))
    .limit(limit);
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
    db.select().from(collections).orderBy(asc(collections.sortOrder), asc(collections.id)),
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

export async function findActiveAds(db: Db) {
  return db.select().from(ads).where(eq(ads.active, true)).orderBy(asc(ads.id));
}

export async function findLegalText(db: Db, key: string) {
  const [row] = await db.select().from(legalTexts).where(eq(legalTexts.key, key));
  return row;
}
