// Limited-time offers (spec §4): the ones whose window holds now.
import { isWithinLtoWindow, type Offer } from '@spc/domain/offers';
import { type LimitedTimeOffersResponse } from '@spc/domain/catalogue-responses';
import * as repo from './repository.ts';
import { REFERENCE_TTL_MS, listOffers, toOffer, withCovers, type PartnersContext } from './offer-listing.ts';

const LIMITED_TIME_OFFERS_IN_SUMMARY = 12;

/**
 * The most viewed limited-time offers running at `now`. The list is cached like reference data, then
 * re-checked against `now`, so an offer whose window closes drops out at once.
 */
export async function getRunningLimitedTimeOffers({ db, cache }: PartnersContext, now: Date): Promise<Offer[]> {
  const candidates = await cache.get('partners:lto', REFERENCE_TTL_MS, async () =>
    withCovers(db, (await repo.findRunningLimitedTimeOffers(db, now, LIMITED_TIME_OFFERS_IN_SUMMARY * 2)).map(toOffer)),
  );
  return candidates.filter((offer) => isWithinLtoWindow(offer, now.getTime())).slice(0, LIMITED_TIME_OFFERS_IN_SUMMARY);
}
const LIMITED_TIME_OFFERS_MAX = 100;

/** GET /v4/limitedTimeOffers: every running limited-time offer, most viewed first. */
export async function getLimitedTimeOffers(context: PartnersContext, now: Date): Promise<LimitedTimeOffersResponse> {
  const list = await listOffers(context, now, { filters: ['lto'], sort: 'views', limit: LIMITED_TIME_OFFERS_MAX });
  return { limited_time_offers: list.offers, partners_by_id: list.partners_by_id };
}
