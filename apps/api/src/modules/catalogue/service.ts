// Partners service, read side: turns catalogue rows into the spec's wire shapes (§3).
import type { Category, CategoriesResponse } from '@spc/domain/categories';
import {
  isWithinLtoWindow,
  type Ad,
  type Collection,
  type Contest,
  type Offer,
  type OfferFilter,
  type OffersSummaryQuery,
  type OffersSummaryResponse,
  type Partner,
  type Terms,
} from '@spc/domain/offers';
import {
  COLLECTION_PREVIEW_SIZE,
  type BrandsResponse,
  type CategoryDataResponse,
  type CategoryOffersQuery,
  type CategoryOffersResponse,
  type CollectionKind,
  type CollectionResponse,
  type CollectionsWithOffersResponse,
  type LimitedTimeOffersResponse,
  type OfferLegal,
  type OfferPageResponse,
  type OffersListResponse,
  type OffersPageQuery,
  type OffersPageResponse,
  type OffersSummaryV4Query,
  type PartnerDetail,
  type PartnerOffersResponse,
  type SearchBody,
  type SearchQuery,
  type SearchResponse,
  type Store,
  type TrendingResponse,
  type AdsResponse,
  type WeeklyDealsListResponse,
} from '@spc/domain/catalogue-responses';
import { OFFER_ERRORS } from '@spc/domain/errors';
import type { Point } from '@spc/domain/location';
import { normaliseSearch, suggestTags, type TagsResponse } from '@spc/domain/tags';
import { notFound, offerUnavailable } from '../../errors.ts';
import type { Cache } from '../../cache.ts';
import type { Db } from '../../db/client.ts';
import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import * as repo from './repository.ts';
import { type Location, resolveLocation } from './location.ts';

export interface PartnersContext {
  db: Db;
  cache: Cache;
  geocoder: Geocoder;
}

const LIMITED_TIME_OFFERS_IN_SUMMARY = 12;
/** Reference data (categories, collections, contests, ads, legal) is re-read at most once a minute. */
const REFERENCE_TTL_MS = 60_000;

const ms = (date: Date) => date.getTime();
const msOrNull = (date: Date | null) => (date ? date.getTime() : null);

export function toOffer(row: repo.OfferRow & { distanceKm?: number | null }): Offer {
  const offer: Offer = {
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
  if (row.distanceKm !== undefined && row.distanceKm !== null) offer.distance_km = row.distanceKm;
  return offer;
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

/** GET /v2/partners: the brands page. */
export function getBrands({ db, cache }: PartnersContext, now: Date): Promise<BrandsResponse> {
  return cache.get('partners:brands', REFERENCE_TTL_MS, async () => {
    const rows = await repo.findBrands(db, now);
    return {
      partners: rows.map((row) => ({
        partner_id: row.partnerId,
        partner_name: row.partnerName,
        url_name: row.urlName,
        logo_url: partnerLogoPath(row.partnerId),
        website_url: row.websiteUrl,
        offer_count: row.offerCount,
        category_ids: row.categoryIds.map(Number),
      })),
    };
  });
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

export interface CollectionEntry extends Collection {
  kind: CollectionKind;
  start_date: number | null;
  end_date: number | null;
}

/** Every collection and weekly deal with the ids of its offers in order (reference data, cached). */
export function getAllCollections({ db, cache }: PartnersContext): Promise<CollectionEntry[]> {
  return cache.get('partners:collections', REFERENCE_TTL_MS, async () => {
    const { collectionRows, links } = await repo.findCollections(db);
    return collectionRows.map((collection) => ({
      id: collection.id,
      url_name: collection.urlName,
      name_en: collection.nameEn,
      name_fr: collection.nameFr,
      offer_ids: links.filter((link) => link.collectionId === collection.id).map((link) => link.offerId),
      kind: collection.kind,
      start_date: msOrNull(collection.startDate),
      end_date: msOrNull(collection.endDate),
    }));
  });
}

/** The ordinary (non-weekly) collections, in the wire shape of spec §3. */
export async function getCollections(context: PartnersContext): Promise<Collection[]> {
  return (await getAllCollections(context))
    .filter((entry) => entry.kind === 'collection')
    .map(({ id, url_name, name_en, name_fr, offer_ids }) => ({ id, url_name, name_en, name_fr, offer_ids }));
}

/** Public contests running at `now`. */
export async function getContests({ db, cache }: PartnersContext, now: Date): Promise<Contest[]> {
  const contests = await cache.get('partners:contests', REFERENCE_TTL_MS, () => loadPublicContests(db));
  const at = now.getTime();
  return contests.filter((contest) => contest.start_date <= at && at <= contest.end_date);
}

/**
 * GET /v4/contests: every contest not yet over (running or upcoming), soonest ending first. A contest
 * with is_public false needs a signed-in visitor (spec §2: without login its page goes to /login).
 */
export async function getCurrentContests({ db, cache }: PartnersContext, now: Date): Promise<Contest[]> {
  const contests = await cache.get('partners:contests:all', REFERENCE_TTL_MS, async () =>
    (await repo.findAllContests(db)).map(toContest),
  );
  return contests.filter((contest) => now.getTime() <= contest.end_date);
}

async function loadPublicContests(db: Db): Promise<Contest[]> {
  return (await repo.findPublicContests(db)).map(toContest);
}

function toContest(contest: Awaited<ReturnType<typeof repo.findAllContests>>[number]): Contest {
  return {
    id: contest.id,
    url_name: contest.urlName,
    title_en: contest.titleEn,
    title_fr: contest.titleFr,
    start_date: ms(contest.startDate),
    end_date: ms(contest.endDate),
    is_public: contest.isPublic,
  };
}

export function getAds({ db, cache }: PartnersContext): Promise<Ad[]> {
  return cache.get('partners:ads', REFERENCE_TTL_MS, () => loadAds(db));
}

async function loadAds(db: Db): Promise<Ad[]> {
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
export async function getRunningLimitedTimeOffers({ db, cache }: PartnersContext, now: Date): Promise<Offer[]> {
  const candidates = await cache.get('partners:lto', REFERENCE_TTL_MS, async () =>
    (await repo.findRunningLimitedTimeOffers(db, now, LIMITED_TIME_OFFERS_IN_SUMMARY * 2)).map(toOffer),
  );
  return candidates.filter((offer) => isWithinLtoWindow(offer, now.getTime())).slice(0, LIMITED_TIME_OFFERS_IN_SUMMARY);
}

/** Totals are counted at most once a minute per selection: counting scans every listed offer. */
const TOTAL_TTL_MS = 60_000;

/**
 * A page of listed offers with the total of its selection. The page is always fresh; the total may
 * be up to a minute old, which paging tolerates and which keeps a large catalogue fast.
 */
async function findOffersPageCounted(context: PartnersContext, query: repo.OfferQuery) {
  const { now, sort: _sort, limit: _limit, offset: _offset, withTotal: _withTotal, ...selection } = query;
  const key = `partners:total:${JSON.stringify(selection)}`;
  const [page, total] = await Promise.all([
    repo.findOffersPage(context.db, { ...query, withTotal: false }),
    context.cache.get(key, TOTAL_TTL_MS, () => repo.countOffers(context.db, { ...selection, now })),
  ]);
  return { rows: page.rows, total };
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
  const partners =
    missing.length > 0 ? { ...page.partners_by_id, ...(await partnersById(db, missing)) } : page.partners_by_id;
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

export async function getPartnerLogo(db: Db, partnerId: number): Promise<string | undefined> {
  return repo.findPartnerLogo(db, partnerId);
}

// ---------------------------------------------------------------- browsing calls (issue 3)

const FEATURE_OFFERS = 8;
const CATEGORY_DATA_OFFERS = 24;
const RELATED_OFFERS = 12;
const PARTNER_OFFERS_MAX = 100;
const LIMITED_TIME_OFFERS_MAX = 100;
const STORES_ON_OFFER_PAGE = 20;

type PageParams = Pick<
  OffersPageQuery,
  'current_page' | 'page_size' | 'sort_by' | 'offer_filters' | 'subcategory_filters'
>;

/** One page of listed offers with their partners and paging, for every paged listing. */
async function queryOffersPage(
  context: PartnersContext,
  query: PageParams,
  now: Date,
  scope: Pick<repo.OfferQuery, 'categoryId' | 'tagIds' | 'near'> & { extraFilters?: OfferFilter[] },
  location: Location | null,
): Promise<OffersPageResponse> {
  const pageSize = query.page_size;
  const filters = [...new Set([...(query.offer_filters ?? []), ...(scope.extraFilters ?? [])])];
  const page = await findOffersPageCounted(context, {
    now,
    filters,
    subcategoryIds: query.subcategory_filters ?? [],
    ...(scope.categoryId !== undefined && { categoryId: scope.categoryId }),
    ...(scope.tagIds !== undefined && { tagIds: scope.tagIds }),
    ...(location && { near: location.near }),
    sort: query.sort_by,
    limit: pageSize,
    offset: (query.current_page - 1) * pageSize,
  });
  const offers = page.rows.map(toOffer);
  return {
    offers,
    partners_by_id: await partnersById(
      context.db,
      offers.map((offer) => offer.partner_id),
    ),
    current_page: query.current_page,
    page_size: pageSize,
    total_count: page.total,
    total_pages: Math.max(1, Math.ceil(page.total / pageSize)),
    location: location?.resolved ?? null,
  };
}

/** A short list of listed offers (no paging, no total), with their partners. */
async function listOffers(
  context: PartnersContext,
  now: Date,
  scope: Omit<repo.OfferQuery, 'now' | 'filters' | 'subcategoryIds' | 'offset' | 'withTotal'> & {
    filters?: OfferFilter[];
  },
): Promise<OffersListResponse> {
  const { rows } = await repo.findOffersPage(context.db, {
    now,
    filters: [],
    subcategoryIds: [],
    offset: 0,
    withTotal: false,
    ...scope,
  });
  const offers = rows.map(toOffer);
  return {
    offers,
    partners_by_id: await partnersById(
      context.db,
      offers.map((offer) => offer.partner_id),
    ),
  };
}

/** A category by numeric id or url name. */
async function findCategory(context: PartnersContext, idOrName: string): Promise<Category> {
  const { categories } = await getCategories(context);
  const category = /^\d+$/.test(idOrName)
    ? categories.find((c) => c.id === Number(idOrName))
    : categories.find((c) => c.url_name === idOrName);
  if (!category) throw notFound('Category not found');
  return category;
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

/** GET /v4/offers/category/{id}. */
export async function getCategoryOffers(
  context: PartnersContext,
  idOrName: string,
  query: CategoryOffersQuery,
  now: Date,
): Promise<CategoryOffersResponse> {
  const category = await findCategory(context, idOrName);
  const location = await resolveLocation(context, query);
  const [page, featured] = await Promise.all([
    queryOffersPage(context, query, now, { categoryId: category.id }, location),
    query.load_feature_offers
      ? listOffers(context, now, { categoryId: category.id, sort: 'views', limit: FEATURE_OFFERS })
      : undefined,
  ]);
  return {
    ...page,
    partners_by_id: { ...featured?.partners_by_id, ...page.partners_by_id },
    category,
    feature_offers: featured?.offers ?? [],
  };
}

/** GET /v4/categoryData/{id}: the category's most viewed offers. */
export async function getCategoryData(
  context: PartnersContext,
  idOrName: string,
  now: Date,
): Promise<CategoryDataResponse> {
  const category = await findCategory(context, idOrName);
  const list = await listOffers(context, now, { categoryId: category.id, sort: 'views', limit: CATEGORY_DATA_OFFERS });
  return { category, ...list };
}

interface TagEntry {
  id: number;
  name: string;
  key: string;
  offerCount: number;
}

/** Tags carried by at least one listed offer, most used first (reference data, cached). */
function getUsedTags({ db, cache }: PartnersContext, now: Date): Promise<TagEntry[]> {
  return cache.get('partners:tags', REFERENCE_TTL_MS, async () =>
    (await repo.findTagsWithCounts(db, now))
      .filter((tag) => tag.offerCount > 0)
      .map((tag) => ({ ...tag, key: normaliseSearch(tag.name) })),
  );
}

/** GET /v2/tags. */
export async function getTags(context: PartnersContext, limit: number, now: Date): Promise<TagsResponse> {
  const used = await getUsedTags(context, now);
  return { tags: used.slice(0, limit).map(({ name }) => ({ name })) };
}

/** GET /v2/tags/suggestions: the domain rule over the cached tag list. */
export async function getTagSuggestions(context: PartnersContext, q: string, now: Date): Promise<TagsResponse> {
  const used = await getUsedTags(context, now);
  return {
    tags: suggestTags(
      used.map((tag) => tag.name),
      q,
    ).map((name) => ({ name })),
  };
}

/** POST /v2/search: offers carrying any of the tags (case-insensitive, quotes normalised). */
export async function searchByTags(
  context: PartnersContext,
  body: SearchBody,
  query: SearchQuery,
  now: Date,
): Promise<SearchResponse> {
  const wanted = new Set(body.map(normaliseSearch));
  const matched = (await getUsedTags(context, now)).filter((tag) => wanted.has(tag.key));
  const location = await resolveLocation(context, query);
  const page = await queryOffersPage(context, query, now, { tagIds: matched.map((tag) => tag.id) }, location);
  return { ...page, tags: matched.map((tag) => tag.name) };
}

/** GET /v2/offers/{id}: the offer page, or the spec's offer errors naming the partner. */
export async function getOfferPage(
  context: PartnersContext,
  offerId: number,
  point: Point | undefined,
  now: Date,
): Promise<OfferPageResponse> {
  const row = await repo.findOfferForPage(context.db, offerId);
  if (!row) throw notFound(OFFER_ERRORS.notFound);
  const unavailable = offerUnavailable(row, now);
  if (unavailable) throw unavailable;
  const [detail, stores] = await Promise.all([
    repo.findPartnerDetail(context.db, { partnerId: row.partnerId }),
    repo.findPartnerStores(context.db, row.partnerId, point, STORES_ON_OFFER_PAGE),
  ]);
  if (!detail) throw notFound(OFFER_ERRORS.notFound);
  const storeList = stores.map(toStore);
  const nearest = storeList[0]?.distance_km;
  const offer = toOffer({ ...row, distanceKm: row.inStore && nearest !== undefined ? nearest : null });
  return {
    id: offer.offer_id,
    partner: toPartnerDetail(detail),
    legal: { offer_id: offer.offer_id, legal_en: row.legalEn ?? '', legal_fr: row.legalFr ?? '' },
    offer,
    stores: storeList,
  };
}

function toStore(row: Awaited<ReturnType<typeof repo.findPartnerStores>>[number]): Store {
  const store: Store = {
    id: row.id,
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    lat: row.lat,
    lon: row.lon,
  };
  if (row.distanceKm !== null) store.distance_km = row.distanceKm;
  return store;
}

function toPartnerDetail(row: repo.PartnerDetailRow): PartnerDetail {
  return {
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    url_name: row.urlName,
    logo_url: partnerLogoPath(row.partnerId),
    website_url: row.websiteUrl,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    is_bank: row.isBank,
  };
}

/** GET /offerLegal. */
export async function getOfferLegal({ db }: PartnersContext, offerId: number): Promise<OfferLegal> {
  const row = await repo.findOfferLegal(db, offerId);
  if (!row) throw notFound(OFFER_ERRORS.notFound);
  return { offer_id: row.offerId, legal_en: row.legalEn, legal_fr: row.legalFr };
}

/** GET /v2/offers/partner/{id}: a partner (id or url name) and its listed offers. */
export async function getPartnerOffers(
  context: PartnersContext,
  idOrName: string,
  now: Date,
): Promise<PartnerOffersResponse> {
  const detail = await repo.findPartnerDetail(
    context.db,
    /^\d+$/.test(idOrName) ? { partnerId: Number(idOrName) } : { urlName: idOrName },
  );
  if (!detail) throw notFound('Partner not found');
  const list = await listOffers(context, now, {
    partnerId: detail.partnerId,
    sort: 'views',
    limit: PARTNER_OFFERS_MAX,
  });
  return { partner: toPartnerDetail(detail), ...list };
}

async function offerKey(context: PartnersContext, offerId: number) {
  const key = await repo.findOfferKey(context.db, offerId);
  if (!key) throw notFound(OFFER_ERRORS.notFound);
  return key;
}

/** GET /offer/{id}/partner/offers: the same partner's other listed offers. */
export async function getOtherPartnerOffers(context: PartnersContext, offerId: number, now: Date) {
  const key = await offerKey(context, offerId);
  return listOffers(context, now, {
    partnerId: key.partnerId,
    excludeOfferId: offerId,
    sort: 'views',
    limit: PARTNER_OFFERS_MAX,
  });
}

/** GET /offer/{id}/related/offers: the most viewed listed offers of the same category, not this one. */
export async function getRelatedOffers(context: PartnersContext, offerId: number, now: Date) {
  const key = await offerKey(context, offerId);
  return listOffers(context, now, {
    categoryId: key.categoryId,
    excludeOfferId: offerId,
    sort: 'views',
    limit: RELATED_OFFERS,
  });
}

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

/** GET /v4/limitedTimeOffers: every running limited-time offer, most viewed first. */
export async function getLimitedTimeOffers(context: PartnersContext, now: Date): Promise<LimitedTimeOffersResponse> {
  const list = await listOffers(context, now, { filters: ['lto'], sort: 'views', limit: LIMITED_TIME_OFFERS_MAX });
  return { limited_time_offers: list.offers, partners_by_id: list.partners_by_id };
}

/** GET /v4/ads. */
export async function getAdsFor(
  context: PartnersContext,
  query: { display_page?: Ad['display_page'] | undefined; is_spc_plus?: boolean | undefined },
): Promise<AdsResponse> {
  const ads = await getAds(context);
  return {
    ads: ads.filter(
      (ad) =>
        (query.display_page === undefined || ad.display_page === query.display_page) &&
        (query.is_spc_plus === undefined || ad.is_spc_plus === query.is_spc_plus),
    ),
  };
}

/** The listed offers among `ids`, in that order (collections here, holiday events in the careers module). */
export async function listedInOrder(context: PartnersContext, ids: readonly number[], now: Date) {
  if (ids.length === 0) return { offers: [] as Offer[], partners_by_id: {} };
  const list = await listOffers(context, now, { offerIds: ids, sort: 'views', limit: ids.length });
  const byId = new Map(list.offers.map((offer) => [offer.offer_id, offer]));
  return {
    offers: ids.flatMap((id) => byId.get(id) ?? []),
    partners_by_id: list.partners_by_id,
  };
}

async function findCollectionEntry(context: PartnersContext, idOrName: string, kind: CollectionKind) {
  const entries = (await getAllCollections(context)).filter((entry) => entry.kind === kind);
  const entry = /^\d+$/.test(idOrName)
    ? entries.find((e) => e.id === Number(idOrName))
    : entries.find((e) => e.url_name === idOrName);
  if (!entry) throw notFound(kind === 'weekly' ? 'Weekly deals not found' : 'Collection not found');
  return entry;
}

/** GET /v2/collection/{id} and /v2/weekly-deals/{id}. */
export async function getCollection(
  context: PartnersContext,
  idOrName: string,
  kind: CollectionKind,
  now: Date,
): Promise<CollectionResponse> {
  const entry = await findCollectionEntry(context, idOrName, kind);
  const list = await listedInOrder(context, entry.offer_ids, now);
  return {
    collection: { ...entry, offer_ids: list.offers.map((offer) => offer.offer_id) },
    ...list,
  };
}

/** GET /v2/weekly-deals: weekly collections, the latest week first. */
export async function getWeeklyDeals(context: PartnersContext): Promise<WeeklyDealsListResponse> {
  return { weekly_deals: (await getAllCollections(context)).filter((entry) => entry.kind === 'weekly') };
}

/** GET /v4/collections: each collection with its first listed offers. */
export async function getCollectionsWithOffers(
  context: PartnersContext,
  now: Date,
): Promise<CollectionsWithOffersResponse> {
  const collections = await getCollections(context);
  const list = await listedInOrder(
    context,
    [...new Set(collections.flatMap((collection) => collection.offer_ids))],
    now,
  );
  const byId = new Map(list.offers.map((offer) => [offer.offer_id, offer]));
  return {
    collections: collections.map((collection) => {
      const offers = collection.offer_ids.flatMap((id) => byId.get(id) ?? []).slice(0, COLLECTION_PREVIEW_SIZE);
      return { ...collection, offer_ids: offers.map((offer) => offer.offer_id), offers };
    }),
    partners_by_id: list.partners_by_id,
  };
}

// ---- For other modules ---------------------------------------------------------------------------

/** The listed offers (active, started, not ended) among `ids`, as rows, in no particular order (saved). */
export const findListedOffers = repo.findListedOffers;

/** What a visitor without a membership can use, most viewed first, as rows (membership). */
export const findFreemiumOffers = repo.findFreemiumOffers;

/** What sitemap.xml lists (seo): listed offers by partner and category, categories, offer pages. */
export * as sitemap from './sitemap-repository.ts';
