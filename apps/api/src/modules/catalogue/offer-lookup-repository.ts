// What partner analytics (staff-analytics, through the catalogue service) needs of the catalogue: each
// offer's partner (the rollup files a day's rows under it), the names a report shows, and the pickers'
// partners by name and a partner's offers. Every query is by primary key or limited.
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { offers, partners } from '../../db/schema/index.ts';

/** Each of `offerIds`' partner (ids no longer in the catalogue are left out); one query, the ids as one array. */
export async function partnersOfOffers(db: Queryable, offerIds: number[]): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const ids = `{${offerIds.filter((id) => Number.isSafeInteger(id)).join(',')}}`;
  const rows = await db
    .select({ offerId: offers.offerId, partnerId: offers.partnerId })
    .from(offers)
    .where(sql`${offers.offerId} = any(${ids}::int[])`);
  return new Map(rows.map((row) => [row.offerId, row.partnerId]));
}

export interface OfferLabel {
  offerId: number;
  partnerId: number;
  partnerName: string;
  titleEn: string;
  titleFr: string;
}

/** The titles and partner names of `offerIds` (a report's page of offers). */
export async function offerLabels(db: Queryable, offerIds: number[]): Promise<Map<number, OfferLabel>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select({
      offerId: offers.offerId,
      partnerId: offers.partnerId,
      partnerName: partners.partnerName,
      titleEn: offers.titleEn,
      titleFr: offers.titleFr,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(inArray(offers.offerId, offerIds));
  return new Map(rows.map((row) => [row.offerId, row]));
}

const likeEscaped = (text: string) => text.replaceAll(/[\\%_]/g, (char) => `\\${char}`);

/** Partners whose name contains `q` (all when empty), by name, at most `limit`. */
export function findPartnersByName(db: Queryable, q: string | undefined, limit: number) {
  return db
    .select({ partnerId: partners.partnerId, name: partners.partnerName })
    .from(partners)
    .where(q ? ilike(partners.partnerName, `%${likeEscaped(q)}%`) : undefined)
    .orderBy(asc(sql`lower(${partners.partnerName})`), asc(partners.partnerId))
    .limit(limit);
}

/** The partners of `ids` (the picker's chosen one). */
export function findPartnersById(db: Queryable, ids: number[]) {
  return db
    .select({ partnerId: partners.partnerId, name: partners.partnerName })
    .from(partners)
    .where(inArray(partners.partnerId, ids));
}

/** A partner's offers (every status), by English title, at most `limit`. */
export function findPartnerOffers(db: Queryable, partnerId: number, limit: number) {
  return db
    .select({ offerId: offers.offerId, titleEn: offers.titleEn, titleFr: offers.titleFr })
    .from(offers)
    .where(eq(offers.partnerId, partnerId))
    .orderBy(asc(offers.titleEn), asc(offers.offerId))
    .limit(limit);
}
