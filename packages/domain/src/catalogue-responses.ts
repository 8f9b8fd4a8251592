// Request and response shapes of the partners service's browsing calls (spec §3, §7 "Partners")
// beyond the summary: category pages, the offer page, tag search, collections and weekly deals,
// trending, limited-time offers, contests, ads, offer legal, partner and related offers, SPC+ offers.
// The contract, endpoint by endpoint, is docs/api-partners.md.
import { z } from 'zod';
import { isIdInRange, URL_NAME_MAX_LENGTH } from './id-rules.ts';
import { ID_INVALID_MESSAGE, idParamSchema, safeText } from './input-rules.ts';
import { categorySchema } from './categories.ts';
import { OFFERS_PAGE_SIZE_MAX, TAG_FILTER_LIMIT_DEFAULT } from './constants.ts';
import { postalCodeParam, resolvedLocationSchema } from './location.ts';
import {
  AD_DISPLAY_PAGES,
  adSchema,
  booleanParam,
  collectionSchema,
  contestSchema,
  DEFAULT_OFFER_SORT,
  distanceParam,
  OFFER_SORTS,
  offerFiltersParam,
  offerSchema,
  partnerSchema,
  subcategoryFiltersParam,
} from './offers.ts';
import { pageQueryFields, pageResponseFields } from './paging.ts';
import { SEARCH_TAG_MAX_LENGTH, SEARCH_TAGS_MAX } from './tag-rules.ts';

// ---------------------------------------------------------------- parameters

/** A numeric id (1..INT4_MAX; a larger one is refused as malformed, like any other bad id). */
export const idParamsSchema = z.object({ id: idParamSchema });
/** A numeric id or a url name (`food`, `back-to-school`, `lululemon`). */
export const idOrUrlNameParamsSchema = z.object({
  id: safeText()
    .max(URL_NAME_MAX_LENGTH)
    .regex(/^(\d{1,10}|[a-z0-9]+(-[a-z0-9]+)*)$/, 'id must be a number or a url name')
    .refine((value) => !/^\d+$/.test(value) || isIdInRange(value), ID_INVALID_MESSAGE),
});

const pageQuery = {
  ...pageQueryFields,
  sort_by: z
    .enum(OFFER_SORTS, { error: `sort_by must be one of ${OFFER_SORTS.join(', ')}` })
    .default(DEFAULT_OFFER_SORT),
  offer_filters: offerFiltersParam.optional(),
  subcategory_filters: subcategoryFiltersParam.optional(),
};
const locationQuery = {
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  postal_code: postalCodeParam.optional(),
  distance: distanceParam.optional(),
};

/** Paging, filters, sort and location shared by every paged listing. */
export const offersPageQuerySchema = z.object({ ...pageQuery, ...locationQuery });
export type OffersPageQuery = z.infer<typeof offersPageQuerySchema>;

/** GET /v4/offers/summary: SPC+ offers (`spc_plus=true`) or in-store offers near `postal_code`. */
export const offersSummaryV4QuerySchema = offersPageQuerySchema.extend({
  spc_plus: booleanParam.optional(),
});
export type OffersSummaryV4Query = z.infer<typeof offersSummaryV4QuerySchema>;

/** GET /v4/offers/category/{id}. */
export const categoryOffersQuerySchema = offersPageQuerySchema.extend({
  load_feature_offers: booleanParam.default(false),
});
export type CategoryOffersQuery = z.infer<typeof categoryOffersQuerySchema>;

/** POST /v2/search query. */
export const searchQuerySchema = offersPageQuerySchema.extend({
  include_generated_urls: booleanParam.default(false),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

// The limits live with the search tag rules, without zod, for the search pages (tag-rules.ts).
export { SEARCH_TAG_MAX_LENGTH, SEARCH_TAGS_MAX };
/** POST /v2/search body: the tags list itself (a bare JSON array of tag names). */
export const searchBodySchema = z
  .array(
    safeText({ error: 'each tag must be a string' })
      .trim()
      .min(1, 'a tag must not be empty')
      .max(SEARCH_TAG_MAX_LENGTH, `a tag must be at most ${SEARCH_TAG_MAX_LENGTH} characters`),
    { error: 'the body must be a list of tag names' },
  )
  .min(1, 'give at least one tag')
  .max(SEARCH_TAGS_MAX, `give at most ${SEARCH_TAGS_MAX} tags`);
export type SearchBody = z.infer<typeof searchBodySchema>;

/** GET /v2/offers/{id}. */
export const offerQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
});

/** GET /v2/tags. */
export const tagsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(TAG_FILTER_LIMIT_DEFAULT),
});

export const TRENDING_LIMIT_DEFAULT = 24;
/** GET /v2/partners: every partner with a listed offer, A–Z (the brands page). */
export const brandSchema = partnerSchema.extend({
  offer_count: z.number().int(),
  category_ids: z.array(z.number().int()),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandsResponseSchema = z.object({ partners: z.array(brandSchema) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;

/** GET /v2/trendingOffers (all categories, or `category` = id or url name). */
export const trendingQuerySchema = z.object({
  category: idOrUrlNameParamsSchema.shape.id.optional(),
  limit: z.coerce.number().int().min(1).max(OFFERS_PAGE_SIZE_MAX).default(TRENDING_LIMIT_DEFAULT),
});

/** GET /v4/ads. */
export const adsQuerySchema = z.object({
  display_page: z
    .enum(AD_DISPLAY_PAGES, { error: `display_page must be one of ${AD_DISPLAY_PAGES.join(', ')}` })
    .optional(),
  is_spc_plus: booleanParam.optional(),
});

/** GET /offerLegal. */
export const offerLegalQuerySchema = z.object({ offer_id: idParamSchema });

// ---------------------------------------------------------------- responses

const partnersById = z.record(z.string(), partnerSchema);

/** One page of offers (category, search, SPC+ offers, v4 summary). */
export const offersPageResponseSchema = z.object({
  offers: z.array(offerSchema),
  partners_by_id: partnersById,
  ...pageResponseFields,
  location: resolvedLocationSchema.nullable(),
});
export type OffersPageResponse = z.infer<typeof offersPageResponseSchema>;

/** GET /v4/offers/category/{id}: the page plus the category and, when asked, its featured offers. */
export const categoryOffersResponseSchema = offersPageResponseSchema.extend({
  category: categorySchema,
  /** The category's most viewed offers; empty unless load_feature_offers=true. */
  feature_offers: z.array(offerSchema),
});
export type CategoryOffersResponse = z.infer<typeof categoryOffersResponseSchema>;

/** GET /v4/categoryData/{id} (spec §3 "Category data"). */
export const categoryDataResponseSchema = z.object({
  category: categorySchema,
  offers: z.array(offerSchema),
  partners_by_id: partnersById,
});
export type CategoryDataResponse = z.infer<typeof categoryDataResponseSchema>;

/** POST /v2/search: the page plus the tags that matched known tags. */
export const searchResponseSchema = offersPageResponseSchema.extend({
  tags: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Km from the request's lat/lon; absent without them. */
  distance_km: z.number().optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const partnerDetailSchema = partnerSchema.extend({
  description_en: z.string(),
  description_fr: z.string(),
  is_bank: z.boolean(),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

export const offerLegalSchema = z.object({
  offer_id: z.number().int(),
  legal_en: z.string(),
  legal_fr: z.string(),
});
export type OfferLegal = z.infer<typeof offerLegalSchema>;

/**
 * GET /v2/offers/{id} (spec §3 "on the offer-page load: id, partner (url_name), legal, offer").
 * Failures: 404 'Offer not found', 410 'Offer delisted' / 'Offer expired' (offerErrorResponseSchema
 * in errors.ts, with partner_url_name).
 */
export const offerPageResponseSchema = z.object({
  id: z.number().int(),
  partner: partnerDetailSchema,
  legal: offerLegalSchema,
  offer: offerSchema,
  /** The partner's stores, nearest first when lat/lon are given (at most 20). */
  stores: z.array(storeSchema),
});
export type OfferPageResponse = z.infer<typeof offerPageResponseSchema>;

/** Offers with their partners: related, partner's other offers, limited-time offers lists. */
export const offersListResponseSchema = z.object({
  offers: z.array(offerSchema),
  partners_by_id: partnersById,
});
export type OffersListResponse = z.infer<typeof offersListResponseSchema>;

/** GET /v2/offers/partner/{id}: a partner and its listed offers (most viewed first). */
export const partnerOffersResponseSchema = offersListResponseSchema.extend({
  partner: partnerDetailSchema,
});
export type PartnerOffersResponse = z.infer<typeof partnerOffersResponseSchema>;

/** GET /v2/trendingOffers, /offer/trending/active (spec §3 "Trending response"). */
export const trendingResponseSchema = z.object({
  trending_offers: z.array(offerSchema),
  partners_by_id: partnersById,
});
export type TrendingResponse = z.infer<typeof trendingResponseSchema>;

/** GET /v4/limitedTimeOffers: the running ones, most viewed first. */
export const limitedTimeOffersResponseSchema = z.object({
  limited_time_offers: z.array(offerSchema),
  partners_by_id: partnersById,
});
export type LimitedTimeOffersResponse = z.infer<typeof limitedTimeOffersResponseSchema>;

export const COLLECTION_KINDS = ['collection', 'weekly'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** GET /v2/collection: every (non-weekly) collection, ids of its listed offers in order. */
export const collectionsResponseSchema = z.object({ collections: z.array(collectionSchema) });
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** GET /v2/collection/{id} and /v2/weekly-deals/{id}: one collection with its listed offers. */
export const collectionResponseSchema = z.object({
  collection: collectionSchema.extend({
    kind: z.enum(COLLECTION_KINDS),
    /** Epoch ms; set for weekly deals. */
    start_date: z.number().int().nullable(),
    end_date: z.number().int().nullable(),
  }),
  offers: z.array(offerSchema),
  partners_by_id: partnersById,
});
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

/** GET /v2/weekly-deals: the weekly collections, the current week first. */
export const weeklyDealsListResponseSchema = z.object({
  weekly_deals: z.array(collectionResponseSchema.shape.collection),
});
export type WeeklyDealsListResponse = z.infer<typeof weeklyDealsListResponseSchema>;

export const COLLECTION_PREVIEW_SIZE = 12;
/** GET /v4/collections: every collection with its first listed offers, for carousels. */
export const collectionsWithOffersResponseSchema = z.object({
  collections: z.array(collectionSchema.extend({ offers: z.array(offerSchema) })),
  partners_by_id: partnersById,
});
export type CollectionsWithOffersResponse = z.infer<typeof collectionsWithOffersResponseSchema>;

/** GET /v4/contests: public contests running now. */
export const contestsResponseSchema = z.object({ contests: z.array(contestSchema) });
export type ContestsResponse = z.infer<typeof contestsResponseSchema>;

/** GET /v4/ads. */
export const adsResponseSchema = z.object({ ads: z.array(adSchema) });
export type AdsResponse = z.infer<typeof adsResponseSchema>;
