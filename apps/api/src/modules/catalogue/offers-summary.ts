// The offers summaries (spec §7 /v5/offers/summary, /v4/offers/summary) and SPC+ offers.
import {
  type Offer,
  type OffersSummaryQuery,
  type OffersSummaryResponse,
  type Partner,
  type Terms,
} from '@spc/domain/offers';
import {
  type OffersPageQuery,
  type OffersPageResponse,
  type OffersSummaryV4Query,
} from '@spc/domain/catalogue-responses';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { resolveLocation } from './location.ts';
import { REFERENCE_TTL_MS, partnersById, queryOffersPage, type PartnersContext } from './offer-listing.ts';
import { getCategories } from './categories.ts';
import { getCollections } from './collections.ts';
import { getContests } from './contests.ts';
import { getAds } from './ads.ts';
import { getRunningLimitedTimeOffers } from './limited-time-offers.ts';

const EMPTY_TERMS: Terms = { term_en_ca: '', term_en_us: '', term_fr_ca: '' };

async function getLegal(db: Db, key: string): Promise<Terms> {
  const row = await repo.findLegalText(db, key);
  return row ? { term_en_ca: row.termEnCa, term_en_us: row.termEnUs, term_fr_ca: row.termFrCa } : EMPTY_TERMS;
}

/**
 * The partners of the running limited-time offers, re-read at most once a minute like the offers
 * themselves (a partner's name or address changing shows within a minute).
 */
function limitedTimePartners(
  { db, cache }: PartnersContext,
  offers: readonly Offer[],
): Promise<Record<string, Partner>> {
  const ids = [...new Set(offers.map((offer) => offer.partner_id))].sort((a, b) => a - b);
  return cache.get(`partners:lto:partners:${ids.join(',')}`, REFERENCE_TTL_MS, () => partnersById(db, ids));
}

function pick(partners: Record<string, Partner>, ids: readonly number[]): Record<string, Partner> {
  return Object.fromEntries(ids.flatMap((id) => (partners[String(id)] ? [[String(id), partners[String(id)]!]] : [])));
}

/** GET /v5/offers/summary: one page of offers plus what the deals page shows around them. */
export async function getOffersSummary(
  context: PartnersContext,
  query: OffersSummaryQuery,
  now: Date,
): Promise<OffersSummaryResponse> {
  const { db, cache } = context;
  const location = await resolveLocation(context, query);
  const [page, limitedTimeOffers, { categories }, collections, contests, ads, legal] = await Promise.all([
    queryOffersPage(context, query, now, {}, location),
    getRunningLimitedTimeOffers(context, now),
    getCategories(context),
    getCollections(context),
    getContests(context, now),
    getAds(context),
    cache.get('partners:legal:deals', REFERENCE_TTL_MS, () => getLegal(db, 'deals')),
  ]);
  // The page named its own partners; only those of limited-time offers outside the page are missing.
  const missing = limitedTimeOffers
    .map((offer) => offer.partner_id)
    .filter((id) => !(String(id) in page.partners_by_id));
  // Those come with the limited-time offers' reference data (cached like them): no query per summary.
  const partners =
    missing.length > 0
      ? { ...page.partners_by_id, ...pick(await limitedTimePartners(context, limitedTimeOffers), missing) }
      : page.partners_by_id;
  return {
    ...page,
    categories: categories.map(({ id, name_en, name_fr, url_name }) => ({ id, name_en, name_fr, url_name })),
    partners_by_id: partners,
    limited_time_offers: limitedTimeOffers,
    collections,
    contests,
    ads,
    legal,
  };
}

/** GET /v4/offers/summary: SPC+ offers, or in-store offers near a postal code. */
export async function getOffersSummaryV4(
  context: PartnersContext,
  query: OffersSummaryV4Query,
  now: Date,
): Promise<OffersPageResponse> {
  if (query.spc_plus) {
    const location = await resolveLocation(context, query);
    return queryOffersPage(context, query, now, { extraFilters: ['spc_plus'] }, location);
  }
  const location = await resolveLocation(context, { ...query, lat: undefined, lon: undefined }, { required: true });
  return queryOffersPage(context, query, now, { extraFilters: ['instore'] }, location);
}

/** GET /v2/plus-offers: SPC+ offers, paged like every listing. */
export async function getPlusOffers(context: PartnersContext, query: OffersPageQuery, now: Date) {
  const location = await resolveLocation(context, query);
  return queryOffersPage(context, query, now, { extraFilters: ['spc_plus'] }, location);
}
