// Trending offers (spec §7 /v2/trending).
import { type TrendingResponse } from '@spc/domain/catalogue-responses';
import { listOffers, type PartnersContext } from './offer-listing.ts';
import { findCategory } from './categories.ts';

/** GET /v2/trendingOffers and /offer/trending/active: the most viewed listed offers. */
export async function getTrending(
  context: PartnersContext,
  query: { category?: string | undefined; limit: number },
  now: Date,
): Promise<TrendingResponse> {
  const category = query.category === undefined ? undefined : await findCategory(context, query.category);
  const list = await listOffers(context, now, {
    ...(category && { categoryId: category.id }),
    sort: 'views',
    limit: query.limit,
  });
  return { trending_offers: list.offers, partners_by_id: list.partners_by_id };
}
