// Partners service, read side: turns catalogue rows into the spec's wire shapes (§3).
import type { Category, CategoriesResponse } from '@spc/domain/categories';
import {
  isWithinLtoWindow,
  type Ad,
  type Collection,
  type Contest,
  type Offer,
  type OffersSummaryQuery,
  type OffersSummaryResponse,
  type Partner,
  type Terms,
} from '@spc/domain/offers';
import type { Cache } from '../../cache.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

export interface PartnersContext {
  db: Db;
  cache: Cache;
}

const LIMITED_TIME_OFFERS_IN_SUMMARY = 12;
/** Reference data (categories, collections, contests, ads, legal) is re-read at most once a minute. */
const REFERENCE_TTL_MS = 60_000;

const ms = (date: Date) => date.getTime();
const msOrNull = (date: Date | null) => (date ? date.getTime() : null);

export function toOffer(row: repo.OfferRow): Offer {
  return {
    offer_id: row.offerId,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    category: row.categoryId,
    online: row.online,
    in_store: row.inStore,
    is_spc_plus: row.isSpcPlus,
    is_limited_time: row.isLimitedTime,
    lto_start_date: msOrNull(row.ltoStartDate),
    lto_end_date: msOrNull(row.ltoEndDate),
    is_new_offer: row.isNewOffer,
    is_new_partner: row.isNewPartner,
    subcategory_ids: row.subcategoryIds.map(Number),
    views: row.views,
    discount_rank: row.discountRank,
    start_date: ms(row.startDate),
    end_date: msOrNull(row.endDate),
    code_type: row.codeType,
    display_kind: row.displayKind,
  };
}

export const partnerLogoPath = (partnerId: number) => `/api/partners/v2/partners/${partnerId}/logo.svg`;

export async function partnersById(db: Db, partnerIds: Iterable<number>): Promise<Record<string, Partner>> {
  const rows = await repo.findPartnersByIds(db, [...new Set(partnerIds)]);
  const result: Record<string, Partner> = {};
  for (const row of rows) {
    result[String(row.partnerId)] = {
      partner_id: row.partnerId,
      partner_name: row.partnerName,
      url_name: row.urlName,
      logo_url: partnerLogoPath(row.partnerId),
      website_url: row.websiteUrl,
    };
  }
  return result;
}

export function getCategories({ db, cache }: PartnersContext): Promise<CategoriesResponse> {
  return cache.get('partners:categories', REFERENCE_TTL_MS, () => loadCategories(db));
}

async function loadCategories(db: Db): Promise<CategoriesResponse> {
  const { categoryRows, subcategoryRows } = await repo.findCategories(db);
  const categories: Category[] = categoryRows.map((category) => ({
    id: category.id,
    name_en: category.nameEn,
    name_fr: category.nameFr,
    url_name: category.urlName,
    subcategories: subcategoryRows
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({ id: sub.id, category_id: sub.categoryId, name_en: sub.nameEn, name_fr: sub.nameFr })),
  }));
  return { categories };
}

async function getCollections(db: Db): Promise<Collection[]> {
  const { collectionRows, links } = await repo.findCollections(db);
  return collectionRows.map((collection) => ({
    id: collection.id,
    url_name: collection.urlName,
    name_en: collection.nameEn,
    name_fr: collection.nameFr,
    offer_ids: links.filter((link) => link.collectionId === collection.id).map((link) => link.offerId),
  }));
}

/** Public contests running at `now`. */
async function getContests({ db, cache }: PartnersContext, now: Date): Promise<Contest[]> {
  const contests = await cache.get('partners:contests', REFERENCE_TTL_MS, () => loadPublicContests(db));
  const at = now.getTime();
  return contests.filter((contest) => contest.start_date <= at && at <= contest.end_date);
}

async function loadPublicContests(db: Db): Promise<Contest[]> {
  const rows = await repo.findPublicContests(db);
  return rows.map((contest) => ({
    id: contest.id,
    url_name: contest.urlName,
    title_en: contest.titleEn,
    title_fr: contest.titleFr,
    start_date: ms(contest.startDate),
    end_date: ms(contest.endDate),
    is_public: contest.isPublic,
  }));
}

async function getAds(db: Db): Promise<Ad[]> {
  const rows = await repo.findActiveAds(db);
  return rows.map((ad) => ({
    id: ad.id,
    is_clickable: ad.isClickable,
    url_en: ad.urlEn,
    url_fr: ad.urlFr,
    image_en: ad.imageEn,
    image_fr: ad.imageFr,
    image_mobile_en: ad.imageMobileEn,
    image_mobile_fr: ad.imageMobileFr,
    display_page: ad.displayPage,
    display_period: ad.displayPeriod,
    display_cooldown_hours: ad.displayCooldownHours,
    display_count: ad.displayCount,
    is_spc_plus: ad.isSpcPlus,
  }));
}

const EMPTY_TERMS: Terms = { term_en_ca: '', term_en_us: '', term_fr_ca: '' };

async function getLegal(db: Db, key: string): Promise<Terms> {
  const row = await repo.findLegalText(db, key);
  return row ? { term_en_ca: row.termEnCa, term_en_us: row.termEnUs, term_fr_ca: row.termFrCa } : EMPTY_TERMS;
}

/**
 * The most viewed limited-time offers running at `now`. The list is cached like reference data, then
 * re-checked against `now`, so an offer whose window closes drops out at once.
 */
async function getRunningLimitedTimeOffers({ db, cache }: PartnersContext, now: Date): Promise<Offer[]> {
  const candidates = await cache.get('partners:lto', REFERENCE_TTL_MS, async () =>
    (await repo.findRunningLimitedTimeOffers(db, now, LIMITED_TIME_OFFERS_IN_SUMMARY * 2)).map(toOffer),
  );
  return candidates.filter((offer) => isWithinLtoWindow(offer, now.getTime())).slice(0, LIMITED_TIME_OFFERS_IN_SUMMARY);
}

/** GET /v5/offers/summary: one page of offers plus what the deals page shows around them. */
export async function getOffersSummary(
  context: PartnersContext,
  query: OffersSummaryQuery,
  now: Date,
): Promise<OffersSummaryResponse> {
  const pageSize = query.page_size;
  const { db, cache } = context;
  const [page, limited, { categories }, collections, contests, ads, legal] = await Promise.all([
    repo.findOffersPage(db, {
      now,
      filters: query.offer_filters ?? [],
      subcategoryIds: query.subcategory_filters ?? [],
      sort: query.sort_by,
      limit: pageSize,
      offset: (query.current_page - 1) * pageSize,
    }),
    getRunningLimitedTimeOffers(context, now),
    getCategories(context),
    cache.get('partners:collections', REFERENCE_TTL_MS, () => getCollections(db)),
    getContests(context, now),
    cache.get('partners:ads', REFERENCE_TTL_MS, () => getAds(db)),
    cache.get('partners:legal:deals', REFERENCE_TTL_MS, () => getLegal(db, 'deals')),
  ]);
  const offers = page.rows.map(toOffer);
  const limitedTimeOffers = limited;
  const partners = await partnersById(
    db,
    [...offers, ...limitedTimeOffers].map((offer) => offer.partner_id),
  );
  return {
    categories: categories.map(({ id, name_en, name_fr, url_name }) => ({ id, name_en, name_fr, url_name })),
    offers,
    partners_by_id: partners,
    limited_time_offers: limitedTimeOffers,
    collections,
    contests,
    ads,
    legal,
    current_page: query.current_page,
    page_size: pageSize,
    total_count: page.total,
    total_pages: Math.max(1, Math.ceil(page.total / pageSize)),
  };
}

export async function getPartnerLogo(db: Db, partnerId: number): Promise<string | undefined> {
  return repo.findPartnerLogo(db, partnerId);
}
