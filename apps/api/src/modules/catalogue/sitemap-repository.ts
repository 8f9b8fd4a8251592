// What sitemap.xml lists, read from the catalogue (the seo module asks through the catalogue service): the categories, the partners with listed offers and
// the listed offers themselves (active, started, not expired: `listedOffers`), each with the last time
// its page changed as far as the data knows (an offer's is when it was added or started, whichever is
// later; a partner's or category's, its newest listed offer's). Offers are read one sitemap file at a
// time, as a range of the primary key, so a file costs one indexed query whatever the catalogue size.
import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, offers, partners } from '../../db/schema/index.ts';
import { listedOffers } from './repository.ts';

/** When an offer's page last changed, as far as the data says. */
const offerLastmod = sql`greatest(${offers.startDate}, ${offers.createdAt})`;

/** Epoch milliseconds of a timestamp expression: a plain number with either driver. */
const epochMs = (value: SQL) => sql<number>`(extract(epoch from ${value}) * 1000)::float8`.mapWith(Number);

/** An integer we computed, written into the SQL text (group and order by need the same expression). */
const literal = (value: number) => sql.raw(String(Math.trunc(value)));

export interface ListedGroup {
  partnerUrlName: string;
  categoryId: number;
  offers: number;
  /** Newest `offerLastmod` of the group, epoch ms. */
  lastmod: number;
}

/** Listed offers counted per partner and category: a few hundred rows, whatever the catalogue size. */
export function findListedGroups(db: Db, now: Date): Promise<ListedGroup[]> {
  return db
    .select({
      partnerUrlName: partners.urlName,
      categoryId: offers.categoryId,
      offers: count(),
      lastmod: epochMs(sql`max(${offerLastmod})`),
    })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(listedOffers(now))
    .groupBy(partners.urlName, offers.categoryId);
}

export function findCategories(db: Db): Promise<{ id: number; urlName: string }[]> {
  return db
    .select({ id: categories.id, urlName: categories.urlName })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export interface OfferChunk {
  /** The sitemap file (0-based) these offers fall in. */
  file: number;
  /** The smallest offer id in the file; the file's offers run up to the next chunk's first id. */
  firstOfferId: number;
  offers: number;
  lastmod: number;
}

/**
 * How the listed offers, in offer id order, fall into files of `perFile` pages when `before` pages
 * (home, categories, partners) come first: one pass over the listed offers, done once per plan.
 */
export function findOfferChunks(db: Db, now: Date, before: number, perFile: number): Promise<OfferChunk[]> {
  const ranked = db
    .select({
      offerId: offers.offerId,
      lastmod: sql`${offerLastmod}`.as('lastmod'),
      rank: sql<number>`row_number() over (order by ${offers.offerId})`.as('rank'),
    })
    .from(offers)
    .where(listedOffers(now))
    .as('ranked');
  const file = sql<number>`((${ranked.rank} - 1 + ${literal(before)}) / ${literal(perFile)})::int`.mapWith(Number);
  return db
    .select({
      file,
      firstOfferId: sql<number>`min(${ranked.offerId})`.mapWith(Number),
      offers: count(),
      lastmod: epochMs(sql`max(${ranked.lastmod})`),
    })
    .from(ranked)
    .groupBy(file)
    .orderBy(file);
}

export interface OfferEntry {
  offerId: number;
  partnerUrlName: string;
  lastmod: number;
}

/** The listed offers with `fromId <= offer_id < toId` (no upper bound when `toId` is null), at most `limit`. */
export function findOfferEntries(
  db: Db,
  now: Date,
  fromId: number,
  toId: number | null,
  limit: number,
): Promise<OfferEntry[]> {
  const range =
    toId === null ? gte(offers.offerId, fromId) : and(gte(offers.offerId, fromId), lt(offers.offerId, toId));
  return db
    .select({ offerId: offers.offerId, partnerUrlName: partners.urlName, lastmod: epochMs(offerLastmod) })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(and(listedOffers(now), range))
    .orderBy(asc(offers.offerId))
    .limit(limit);
}
