// Offers (spec §3 "Offer", §4 "Offers"): the wire shapes, the filters and the sorts. The API sorts in
// SQL by the same keys; `compareOffers` and `matchesOfferFilters` are the reference the UI and the
// tests use, so the two can never disagree.
import { z } from 'zod';
import { adSchema } from './ads.ts';
import { imageSchema } from './images.ts';
import { safeText } from './input-rules.ts';
import { postalCodeParam, resolvedLocationSchema } from './location.ts';
import { pageQueryFields, pageResponseFields } from './paging.ts';
import { CODE_TYPES, DEFAULT_OFFER_SORT, DISPLAY_KINDS, OFFER_FILTERS, OFFER_SORTS, splitList } from './offer-rules.ts';

// The zod-free rules live in offer-rules.ts, so the web's first page can use them without zod.
export * from './offer-rules.ts';

export const offerSchema = z.object({
  offer_id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  /** Category id. */
  category: z.number().int(),
  online: z.boolean(),
  in_store: z.boolean(),
  is_spc_plus: z.boolean(),
  /** Issue 18 item 7: for verified students only (gated like SPC+); the API always sends it, absent = false. */
  is_verified_students_only: z.boolean().optional(),
  is_limited_time: z.boolean(),
  /** Epoch milliseconds, or null when the offer is not limited in time. */
  lto_start_date: z.number().int().nullable(),
  lto_end_date: z.number().int().nullable(),
  is_new_offer: z.boolean(),
  is_new_partner: z.boolean(),
  subcategory_ids: z.array(z.number().int()),
  views: z.number().int(),
  discount_rank: z.number().int(),
  /** Epoch milliseconds. */
  start_date: z.number().int(),
  end_date: z.number().int().nullable(),
  code_type: z.enum(CODE_TYPES),
  display_kind: z.enum(DISPLAY_KINDS),
  /**
   * Km from the request's location to the partner's nearest store; present only when a location is
   * known and the offer is usable in store at a partner with stores (docs/decisions/004-location.md).
   */
  distance_km: z.number().optional(),
  /** The offer's cover picture (issue 17 item 4): the partner's colours with its category's motif. */
  cover: imageSchema.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const partnerSchema = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  url_name: z.string(),
  /** Kept for older clients: the logo picture's fallback URL (`logo.src`) when it has one. */
  logo_url: z.string(),
  website_url: z.string().nullable(),
  /** The partner's logo picture (issue 17 item 4). */
  logo: imageSchema.nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const offerFiltersParam = safeText()
  .max(200)
  .transform(splitList)
  .pipe(z.array(z.enum(OFFER_FILTERS, { error: `offer_filters must be among ${OFFER_FILTERS.join(', ')}` })));

export const subcategoryFiltersParam = safeText()
  .max(500)
  .transform(splitList)
  .pipe(
    z.array(
      safeText()
        .regex(/^[1-9]\d{0,8}$/, 'subcategory_filters must be subcategory ids')
        .transform(Number),
    ),
  );

/** A query flag: `true`/`1` or `false`/`0` (z.coerce.boolean would read "false" as true). */
export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

export const distanceParam = z.coerce.number().positive().max(1000);

export const offersSummaryQuerySchema = z.object({
  firebase_uid: safeText().max(128).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  ...pageQueryFields,
  sort_by: z
    .enum(OFFER_SORTS, { error: `sort_by must be one of ${OFFER_SORTS.join(', ')}` })
    .default(DEFAULT_OFFER_SORT),
  offer_filters: offerFiltersParam.optional(),
  subcategory_filters: subcategoryFiltersParam.optional(),
  postal_code: postalCodeParam.optional(),
  /** Radius in km for in-store offers; needs postal_code or lat and lon. */
  distance: distanceParam.optional(),
});
export type OffersSummaryQuery = z.infer<typeof offersSummaryQuerySchema>;

export const collectionSchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  offer_ids: z.array(z.number().int()),
});
export type Collection = z.infer<typeof collectionSchema>;

export const contestSchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  start_date: z.number().int(),
  end_date: z.number().int(),
  is_public: z.boolean(),
});
export type Contest = z.infer<typeof contestSchema>;

export { AD_DISPLAY_PAGES, adSchema, type Ad } from './ads.ts';

export const termsSchema = z.object({
  term_en_ca: z.string(),
  term_en_us: z.string(),
  term_fr_ca: z.string(),
});
export type Terms = z.infer<typeof termsSchema>;

export const offersSummaryResponseSchema = z.object({
  categories: z.array(
    z.object({ id: z.number().int(), name_en: z.string(), name_fr: z.string(), url_name: z.string() }),
  ),
  offers: z.array(offerSchema),
  partners_by_id: z.record(z.string(), partnerSchema),
  limited_time_offers: z.array(offerSchema),
  collections: z.array(collectionSchema),
  contests: z.array(contestSchema),
  ads: z.array(adSchema),
  legal: termsSchema,
  ...pageResponseFields,
  /** The location the page was computed for (postal_code or lat/lon), null without one. */
  location: resolvedLocationSchema.nullable().optional(),
});
export type OffersSummaryResponse = z.infer<typeof offersSummaryResponseSchema>;
