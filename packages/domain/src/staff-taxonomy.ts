// The staff console's taxonomy and bulk areas (issue 20 item 3): categories with their subcategories,
// collections, weekly deals and holiday events as staff edit them, and the CSV export and import of
// offers and partners (dry run first). The API validates with these schemas and the console's forms use
// the same ones. The CSV format itself (columns, quoting, values) is staff-csv.ts.
import { z } from 'zod';
import { idSchema, safeText } from './input-rules.ts';

/** A url name: lower-case letters, digits and single dashes (`tech-mobile`, `week-of-2026-11-23`). */
export const URL_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_NAME_MESSAGE = 'Use lower-case letters, digits and dashes (no spaces or accents).';

export const urlNameSchema = safeText()
  .trim()
  .min(1, 'A url name is required.')
  .max(64, 'A url name is at most 64 characters.')
  .regex(URL_NAME_PATTERN, URL_NAME_MESSAGE);

const nameSchema = (what: string) =>
  safeText().trim().min(1, `${what} is required.`).max(120, `${what} is at most 120 characters.`);

const sortOrderSchema = z
  .number({ error: 'The order is a whole number.' })
  .int('The order is a whole number.')
  .min(0, 'The order is 0 or more.')
  .max(10_000, 'The order is at most 10,000.');

/** Offers a collection, weekly deal or event features, in order: each once. */
export const MAX_FEATURED_OFFERS = 200;
const offerIdsSchema = z
  .array(idSchema)
  .max(MAX_FEATURED_OFFERS, `At most ${MAX_FEATURED_OFFERS} offers.`)
  .refine((ids) => new Set(ids).size === ids.length, 'An offer is listed twice.');

/** The staff lists' paging answer. */
function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** An offer as the taxonomy forms show a featured one. */
export const offerOptionSchema = z.object({
  offer_id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  partner_name: z.string(),
  status: z.enum(['active', 'delisted']),
});
export type OfferOption = z.infer<typeof offerOptionSchema>;

/** GET /api/staff/taxonomy/offer-options?q=…: the offers a form may pick, by id, title or partner. */
export const offerOptionsQuerySchema = z.object({
  q: safeText().trim().max(120).default(''),
});
export const offerOptionsResponseSchema = z.object({ offers: z.array(offerOptionSchema) });

// ---------------------------------------------------------------------------------------------------
// Categories and their subcategories

export const staffSubcategorySchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  /** Offers tagged with it: a subcategory in use cannot be removed. */
  offer_count: z.number().int(),
});

export const staffCategorySchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  sort_order: z.number().int(),
  /** Offers in the category: a category in use cannot be deleted. */
  offer_count: z.number().int(),
  subcategories: z.array(staffSubcategorySchema),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;
export const staffCategoryListSchema = pageOf(staffCategorySchema);

export const MAX_SUBCATEGORIES = 40;

export const subcategoryInputSchema = z.object({
  /** Absent for a new subcategory. */
  id: idSchema.optional(),
  url_name: urlNameSchema,
  name_en: nameSchema('The English name'),
  name_fr: nameSchema('The French name'),
});

/** POST and PUT /api/staff/taxonomy/categories: a subcategory left out of the list is removed. */
export const categoryInputSchema = z.object({
  url_name: urlNameSchema,
  name_en: nameSchema('The English name'),
  name_fr: nameSchema('The French name'),
  sort_order: sortOrderSchema,
  subcategories: z
    .array(subcategoryInputSchema)
    .max(MAX_SUBCATEGORIES, `At most ${MAX_SUBCATEGORIES} subcategories.`)
    .refine(
      (subs) => new Set(subs.map((sub) => sub.url_name)).size === subs.length,
      'Two subcategories have the same url name.',
    ),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Collections and weekly deals (one table: weekly deals are collections of kind `weekly`)

export const staffCollectionSchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  sort_order: z.number().int(),
  offer_ids: z.array(z.number().int()),
  offers: z.array(offerOptionSchema),
});
export type StaffCollection = z.infer<typeof staffCollectionSchema>;
export const staffCollectionListSchema = pageOf(staffCollectionSchema);

export const collectionInputSchema = z.object({
  url_name: urlNameSchema,
  name_en: nameSchema('The English name'),
  name_fr: nameSchema('The French name'),
  sort_order: sortOrderSchema,
  offer_ids: offerIdsSchema,
});
export type CollectionInput = z.infer<typeof collectionInputSchema>;

export const WEEK_START_MESSAGE = 'A week starts on a Monday (YYYY-MM-DD).';

/** Whether `isoDate` (YYYY-MM-DD) is a Monday. */
export function isMonday(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.getUTCDay() === 1;
}

const DAY_MS = 86_400_000;

/** A weekly deal's window, as the public weekly deals are dated: Monday 00:00 UTC to Sunday 23:59:59. */
export function weekWindow(weekStart: string): { start: number; end: number } {
  const start = Date.parse(`${weekStart}T00:00:00Z`);
  return { start, end: start + 7 * DAY_MS - 1000 };
}

export const staffWeeklyDealSchema = staffCollectionSchema.extend({
  /** The Monday the week starts, YYYY-MM-DD. */
  week_start: z.string(),
  /** Epoch ms: the week's first and last second. */
  start_date: z.number().int(),
  end_date: z.number().int(),
});
export type StaffWeeklyDeal = z.infer<typeof staffWeeklyDealSchema>;
export const staffWeeklyDealListSchema = pageOf(staffWeeklyDealSchema);

export const weeklyDealInputSchema = collectionInputSchema.extend({
  week_start: z.iso.date(WEEK_START_MESSAGE).refine(isMonday, WEEK_START_MESSAGE),
});
export type WeeklyDealInput = z.infer<typeof weeklyDealInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Holiday events (the catch-all page /{url_name}: spec §2)

/**
 * First path segments the site itself answers (spec §2): an event there would never be reached.
 * Lower-case, as url names are.
 */
export const RESERVED_PAGE_SEGMENTS = [
  'about',
  'account',
  'activate',
  'admin',
  'api',
  'billing',
  'blog',
  'blogs',
  'brands',
  'business',
  'buyspc',
  'campus',
  'careers',
  'cibc',
  'coming-soon',
  'confidentialite',
  'conditions-dutilisation',
  'contact',
  'contact-us',
  'contactez-nous',
  'deals',
  'en',
  'faq-help',
  'fr',
  'freesamples',
  'fundraise',
  'fundraising',
  'landingcontest',
  'login',
  'media',
  'mobile',
  'offer',
  'partner',
  'partners',
  'plus-offers',
  'privacy',
  'privacy-policy',
  'profile',
  'qrlanding',
  'register',
  'rktcki',
  'search',
  'spc-plus',
  'sportchek',
  'terms',
  'terms-of-service',
  'terms-of-use',
  'trending',
  'verifyemail',
  'weekly-deals',
  'why-spc',
] as const;

export const RESERVED_SEGMENT_MESSAGE = 'This url name is already a page of the site; choose another.';

export const staffHolidayEventSchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  /** Epoch ms; the event runs from start_date to end_date, both included. */
  start_date: z.number().int(),
  end_date: z.number().int(),
  offer_ids: z.array(z.number().int()),
  offers: z.array(offerOptionSchema),
});
export type StaffHolidayEvent = z.infer<typeof staffHolidayEventSchema>;
export const staffHolidayEventListSchema = pageOf(staffHolidayEventSchema);

const epochMsSchema = z
  .number({ error: 'A date is required.' })
  .int('A date is a whole number of milliseconds.')
  .min(Date.UTC(2000, 0, 1), 'A date is after 2000.')
  .max(Date.UTC(2100, 0, 1), 'A date is before 2100.');

export const holidayEventInputSchema = z
  .object({
    url_name: urlNameSchema.refine(
      (name) => !(RESERVED_PAGE_SEGMENTS as readonly string[]).includes(name),
      RESERVED_SEGMENT_MESSAGE,
    ),
    title_en: nameSchema('The English title'),
    title_fr: nameSchema('The French title'),
    description_en: safeText().trim().max(4000, 'The English text is at most 4,000 characters.'),
    description_fr: safeText().trim().max(4000, 'The French text is at most 4,000 characters.'),
    start_date: epochMsSchema,
    end_date: epochMsSchema,
    offer_ids: offerIdsSchema,
  })
  .refine((event) => event.start_date <= event.end_date, {
    message: 'The event ends after it starts.',
    path: ['end_date'],
  });
export type HolidayEventInput = z.infer<typeof holidayEventInputSchema>;

/** DELETE answers. */
export const deletedResponseSchema = z.object({ deleted: z.number().int() });

/** The refusals of this area, with the sentence the API sends (the console shows its own words). */
export const TAXONOMY_ERRORS = {
  CATEGORY_IN_USE: 'This category still has offers. Move them to another category before deleting it.',
  SUBCATEGORY_IN_USE: 'A subcategory you removed is still used by offers. Take it off those offers first.',
  URL_NAME_TAKEN: 'Another entry already uses this url name.',
  UNKNOWN_OFFER: 'An offer in the list does not exist.',
  UNKNOWN_SUBCATEGORY: 'A subcategory in the list does not belong to this category.',
  CATEGORY_FIXED:
    'The site’s nine main categories keep their url names and cannot be deleted: the menus, the search and people’s bookmarks link to them.',
} as const;
export type TaxonomyErrorCode = keyof typeof TAXONOMY_ERRORS;
