// The public pages' keys for sitemap.xml: listed offers with their partner's url name, the partners
// that have listed offers, and the categories.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, offers, partners } from '../../db/schema/index.ts';
import { listedOffers } from '../partners/repository.ts';

export async function findSitemapKeys(db: Db, now: Date, limit: number) {
  const [offerRows, categoryRows] = await Promise.all([
    db
      .select({ offerId: offers.offerId, partnerUrlName: partners.urlName })
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
      .where(listedOffers(now))
      .orderBy(asc(offers.offerId))
      .limit(limit),
    db.select({ urlName: categories.urlName }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
  ]);
  const partnerUrlNames = [...new Set(offerRows.map((row) => row.partnerUrlName))].sort();
  return { offerRows, categoryRows, partnerUrlNames };
}
