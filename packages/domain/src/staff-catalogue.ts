// The staff console's catalogue editor (issue 20 item 3): partners, offers and their code pools. The
// rules an editor's input must meet live here once — the API validates with these schemas and the
// console's forms resolve with them — with the states an offer goes through (live, scheduled, expired,
// delisted: spec §4 and the offer page's errors) and the code pool CSV's reading (preview and commit read
// a file the same way, so the commit refuses exactly what the preview reported).
import { z } from 'zod';
import { offerPageResponseSchema } from './catalogue-responses.ts';
import { CATEGORY_SLUGS } from './category-names.ts';
import { URL_NAME_MAX_LENGTH } from './id-rules.ts';
import { safeText } from './input-rules.ts';
import { postalCodeSchema } from './location.ts';
import { CODE_TYPES, DISPLAY_KINDS, type CodeType, type DisplayKind } from './offer-rules.ts';
import { staffPageQuerySchema } from './staff.ts';

// ---- Offer states -----------------------------------------------------------------------------------

/** Where an offer stands for members at a moment (the console's status filter). */
export const OFFER_STATES = ['live', 'scheduled', 'expired', 'delisted'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/**
 * The offer's state at `now` (epoch ms), in the order the public offer page checks them (errors.ts
 * `offerUnavailable`): delisted, then past its end date, then not started yet, else live.
 */
export function offerState(
  offer: { status: 'active' | 'delisted'; start_date: number; end_date: number | null },
  now: number,
): OfferState {
  if (offer.status === 'delisted') return 'delisted';
  if (offer.end_date !== null && offer.end_date <= now) return 'expired';
  if (offer.start_date > now) return 'scheduled';
  return 'live';
}

// ---- Code types and display kinds ---------------------------------------------------------------------

/**
 * Which display kinds each code type can be shown as (spec §3 "Code types", "Display kinds"): a static
 * code is shown as itself, or the member shows their card, or there is nothing to show; made-up and
 * pooled codes are shown as the code each member gets.
 */
export const DISPLAY_KINDS_BY_CODE_TYPE: Record<CodeType, readonly DisplayKind[]> = {
  static: ['static', 'card_number', 'no_code'],
  generated: ['random', 'unique'],
  upload_unique: ['unique'],
  upload_random: ['random'],
};

/** Code types whose codes come from a pool uploaded by staff. */
export const POOLED_CODE_TYPES: readonly CodeType[] = ['upload_unique', 'upload_random'];

// ---- Field rules ------------------------------------------------------------------------------------------

/**
 * A partner's url name (`/deals/<url name>`): lower-case letters, digits and single dashes, at most 80
 * characters, and not digits alone (a number in that place is a partner id: id-rules.ts `canNamePartner`).
 */
export const partnerUrlNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a url name.')
  .max(URL_NAME_MAX_LENGTH, `A url name is at most ${URL_NAME_MAX_LENGTH} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes (like pizza-nova).')
  .refine((value) => !/^\d+$/.test(value), 'A url name cannot be digits only.');

/** The url name a partner's name suggests: accents off, lower-case, dashes between words. */
export function suggestUrlName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, URL_NAME_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** A web address: http or https, at most 500 characters. */
export const webAddressSchema = safeText()
  .trim()
  .max(500, 'A web address is at most 500 characters.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Enter a full web address starting with https://');

/** A media key of the picture library (`partner/pizza-nova/logo`, `upload/…`): the picture must exist. */
export const mediaKeySchema = safeText()
  .trim()
  .min(1)
  .max(200, 'A picture key is at most 200 characters.')
  .regex(/^[a-z0-9][a-z0-9/_.-]*$/, 'A picture key is lower-case letters, digits, slashes, dots and dashes.');

const requiredText = (max: number, missing: string) =>
  safeText().trim().min(1, missing).max(max, `At most ${max} characters.`);
const optionalText = (max: number) => safeText().trim().max(max, `At most ${max} characters.`);

/** A nullable field the console sends as '' when left empty. */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

// ---- Partners ----------------------------------------------------------------------------------------------

export const partnerLocationInputSchema = z.object({
  address: requiredText(200, 'Enter the street address.'),
  /** Geocoded by the API (city, province and coordinates come from it). */
  postal_code: postalCodeSchema,
});
export type PartnerLocationInput = z.infer<typeof partnerLocationInputSchema>;

export const partnerInputSchema = z.object({
  partner_name: requiredText(120, 'Enter the partner’s name.'),
  url_name: partnerUrlNameSchema,
  website_url: emptyAsNull(webAddressSchema),
  /**
   * The category whose colours the generated logo takes (the logo the site shows until a picture of the
   * library is chosen); null: the partner's most frequent offer category, else "local".
   */
  category: emptyAsNull(z.enum(CATEGORY_SLUGS, { error: 'Choose a category.' })),
  /** A picture of the library to use as the logo; null keeps the current one (or the generated logo). */
  logo_media_key: emptyAsNull(mediaKeySchema),
  description_en: optionalText(2000),
  description_fr: optionalText(2000),
  locations: z.array(partnerLocationInputSchema).max(200, 'At most 200 stores per partner.'),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

export const partnerLocationSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  lat: z.number(),
  lon: z.number(),
});

export const staffPartnerSchema = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  url_name: z.string(),
  website_url: z.string().nullable(),
  description_en: z.string(),
  description_fr: z.string(),
  is_bank: z.boolean(),
  /** The category of most of its offers (the generated logo's colours), null without offers. */
  category: z.enum(CATEGORY_SLUGS).nullable(),
  /** The logo's URL as the public site shows it. */
  logo_url: z.string(),
  logo_media_key: z.string().nullable(),
  locations: z.array(partnerLocationSchema),
  created_at: z.number().int(),
});
export type StaffPartner = z.infer<typeof staffPartnerSchema>;

export const partnerRowSchema = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  url_name: z.string(),
  website_url: z.string().nullable(),
  offers: z.number().int(),
  live_offers: z.number().int(),
  locations: z.number().int(),
  created_at: z.number().int(),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;

export const PARTNER_SORTS = ['partner_name', 'url_name', 'offers', 'live_offers', 'locations', 'created_at'] as const;

export const partnerListQuerySchema = staffPageQuerySchema;

export const partnerListResponseSchema = z.object({
  rows: z.array(partnerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PartnerListResponse = z.infer<typeof partnerListResponseSchema>;

// ---- Offers ----------------------------------------------------------------------------------------------------

const epochMs = z.number({ error: 'Enter a date.' }).int().min(0);
const tagName = safeText().trim().min(1).max(80, 'A tag is at most 80 characters.');

export const offerInputSchema = z
  .object({
    partner_id: z.number({ error: 'Choose a partner.' }).int().positive(),
    category_id: z.number({ error: 'Choose a category.' }).int().positive(),
    subcategory_ids: z.array(z.number().int().positive()).max(20),
    title_en: requiredText(200, 'Enter the English title.'),
    title_fr: requiredText(200, 'Enter the French title.'),
    description_en: requiredText(4000, 'Enter the English description.'),
    description_fr: requiredText(4000, 'Enter the French description.'),
    legal_en: optionalText(8000),
    legal_fr: optionalText(8000),
    tags: z.array(tagName).max(30, 'At most 30 tags.'),
    online: z.boolean(),
    in_store: z.boolean(),
    is_spc_plus: z.boolean(),
    verified_students_only: z.boolean(),
    is_new_offer: z.boolean(),
    is_new_partner: z.boolean(),
    is_limited_time: z.boolean(),
    lto_start_date: epochMs.nullable(),
    lto_end_date: epochMs.nullable(),
    /** When members first see it: a future date schedules the offer. */
    start_date: epochMs,
    /** After this the offer is expired; null for open-ended. */
    end_date: epochMs.nullable(),
    code_type: z.enum(CODE_TYPES),
    display_kind: z.enum(DISPLAY_KINDS),
    static_code: emptyAsNull(safeText().trim().min(1).max(64, 'A code is at most 64 characters.')),
    /** The partner page the offer leads to; it must be on the partner's own site. Null: the partner's site. */
    website_url: emptyAsNull(webAddressSchema),
    value_cents: z.number().int().min(0).max(10_000_000),
    discount_rank: z.number().int().min(0).max(1_000_000),
    /** A picture of the library to use as the cover; null keeps the current one. */
    cover_media_key: emptyAsNull(mediaKeySchema),
  })
  .superRefine((offer, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!offer.online && !offer.in_store) issue('online', 'An offer is used online, in store, or both.');
    if (offer.end_date !== null && offer.end_date <= offer.start_date) {
      issue('end_date', 'The end date must come after the start date.');
    }
    if (offer.is_limited_time) {
      if (offer.lto_start_date === null) issue('lto_start_date', 'A limited-time offer needs a start date.');
      if (offer.lto_end_date === null) issue('lto_end_date', 'A limited-time offer needs an end date.');
      if (offer.lto_start_date !== null && offer.lto_end_date !== null && offer.lto_end_date < offer.lto_start_date) {
        issue('lto_end_date', 'The limited-time end date must come after its start date.');
      }
    }
    if (!DISPLAY_KINDS_BY_CODE_TYPE[offer.code_type].includes(offer.display_kind)) {
      issue(
        'display_kind',
        `A ${offer.code_type} code is shown as ${DISPLAY_KINDS_BY_CODE_TYPE[offer.code_type].join(' or ')}.`,
      );
    }
    if (offer.code_type === 'static' && offer.display_kind === 'static' && offer.static_code === null) {
      issue('static_code', 'Enter the code members will see.');
    }
    if (offer.code_type !== 'static' && offer.static_code !== null) {
      issue('static_code', 'Only a static code type has a code of its own.');
    }
    if (new Set(offer.tags.map((tag) => tag.toLowerCase())).size !== offer.tags.length) {
      issue('tags', 'Each tag once.');
    }
    if (new Set(offer.subcategory_ids).size !== offer.subcategory_ids.length) {
      issue('subcategory_ids', 'Each subcategory once.');
    }
  });
export type OfferInput = z.infer<typeof offerInputSchema>;

export const codePoolSummarySchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** An e-mail goes to the staff address when `remaining` falls under this; 0 means never. */
  low_threshold: z.number().int(),
  /** Epoch ms of the last low-pool e-mail since the pool was last refilled, or null. */
  low_alerted_at: z.number().int().nullable(),
});
export type CodePoolSummary = z.infer<typeof codePoolSummarySchema>;

export const staffOfferSchema = z.object({
  offer_id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  partner_url_name: z.string(),
  category_id: z.number().int(),
  subcategory_ids: z.array(z.number().int()),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  legal_en: z.string(),
  legal_fr: z.string(),
  tags: z.array(z.string()),
  online: z.boolean(),
  in_store: z.boolean(),
  is_spc_plus: z.boolean(),
  verified_students_only: z.boolean(),
  is_new_offer: z.boolean(),
  is_new_partner: z.boolean(),
  is_limited_time: z.boolean(),
  lto_start_date: z.number().int().nullable(),
  lto_end_date: z.number().int().nullable(),
  start_date: z.number().int(),
  end_date: z.number().int().nullable(),
  code_type: z.enum(CODE_TYPES),
  display_kind: z.enum(DISPLAY_KINDS),
  static_code: z.string().nullable(),
  website_url: z.string().nullable(),
  value_cents: z.number().int(),
  discount_rank: z.number().int(),
  views: z.number().int(),
  status: z.enum(['active', 'delisted']),
  state: z.enum(OFFER_STATES),
  cover_media_key: z.string().nullable(),
  /** The public offer page's path (shows the offer only while it is live). */
  public_path: z.string(),
  pool: codePoolSummarySchema.nullable(),
  created_at: z.number().int(),
});
export type StaffOffer = z.infer<typeof staffOfferSchema>;

export const offerRowSchema = z.object({
  offer_id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  state: z.enum(OFFER_STATES),
  start_date: z.number().int(),
  end_date: z.number().int().nullable(),
  code_type: z.enum(CODE_TYPES),
  is_spc_plus: z.boolean(),
  verified_students_only: z.boolean(),
  views: z.number().int(),
  /** Free codes left, for pooled code types; null otherwise. */
  codes_remaining: z.number().int().nullable(),
});
export type OfferRow = z.infer<typeof offerRowSchema>;

export const OFFER_LIST_SORTS = ['offer_id', 'title_en', 'partner_name', 'start_date', 'end_date', 'views'] as const;

export const offerListQuerySchema = staffPageQuerySchema.extend({
  state: z.enum(OFFER_STATES).optional(),
  partner_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const offerListResponseSchema = z.object({
  rows: z.array(offerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;

/** What the offer form offers to choose from: partners are searched, the categories are few. */
export const offerFormOptionsSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      url_name: z.string(),
      name_en: z.string(),
      name_fr: z.string(),
      subcategories: z.array(
        z.object({ id: z.number().int(), url_name: z.string(), name_en: z.string(), name_fr: z.string() }),
      ),
    }),
  ),
});
export type OfferFormOptions = z.infer<typeof offerFormOptionsSchema>;

// ---- Code pools: the CSV --------------------------------------------------------------------------------------

/** Rows one file may hold (a JSON body of about 1 MB). */
export const CODE_CSV_MAX_ROWS = 20_000;
export const CODE_MAX_LENGTH = 64;
/** A code is printable ASCII without spaces or quotes: what a member can type at a till or a checkout. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-#+/]*$/;

export const CODE_ROW_PROBLEMS = [
  'empty',
  'too_long',
  'bad_characters',
  'duplicate_in_file',
  'already_in_pool',
] as const;
export type CodeRowProblem = (typeof CODE_ROW_PROBLEMS)[number];

export const codeUploadBodySchema = z.object({
  /** The file's text: one code a line, in the first column; a first line "code" is a header. */
  csv: z.string().max(1_000_000, 'The file is too large: at most 20,000 codes at a time.'),
});

export const codeUploadReportSchema = z.object({
  /** Lines read (blank lines and the header aside). */
  rows: z.number().int(),
  /** Codes that would be added. */
  accepted: z.number().int(),
  duplicates_in_file: z.number().int(),
  already_in_pool: z.number().int(),
  bad_rows: z.number().int(),
  /** Every refused line (the first 200): its line number in the file, the value and why. */
  problems: z.array(z.object({ line: z.number().int(), value: z.string(), problem: z.enum(CODE_ROW_PROBLEMS) })),
  /** A commit adds the codes only when nothing was refused (all or nothing). */
  can_commit: z.boolean(),
  /** After a commit: the pool as it now stands. */
  pool: codePoolSummarySchema.optional(),
});
export type CodeUploadReport = z.infer<typeof codeUploadReportSchema>;

export interface ParsedCodeRow {
  line: number;
  value: string;
  problem?: CodeRowProblem;
}

/** The first field of a CSV line: a quoted field loses its quotes (doubled quotes are one). */
function firstField(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    let value = '';
    for (let i = 1; i < trimmed.length; i++) {
      const char = trimmed[i]!;
      if (char === '"') {
        if (trimmed[i + 1] === '"') {
          value += '"';
          i++;
        } else return value.trim();
      } else value += char;
    }
    return value.trim();
  }
  const end = trimmed.search(/[,;\t]/);
  return (end === -1 ? trimmed : trimmed.slice(0, end)).trim();
}

/**
 * Reads a code file: one code a line in the first column (other columns are ignored), an optional
 * header line `code`, blank lines skipped. Each row carries its 1-based line number and, when refused,
 * why: empty, too long, characters a member could not type, or a repeat of an earlier line.
 * Whether a code is already in the pool is the caller's to add (it needs the database).
 */
export function parseCodeCsv(text: string): ParsedCodeRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: ParsedCodeRow[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const value = firstField(raw);
    if (rows.length === 0 && index === lines.findIndex((l) => l.trim() !== '') && /^codes?$/i.test(value)) return;
    const row: ParsedCodeRow = { line: index + 1, value };
    if (value === '') row.problem = 'empty';
    else if (value.length > CODE_MAX_LENGTH) row.problem = 'too_long';
    else if (!CODE_PATTERN.test(value)) row.problem = 'bad_characters';
    else if (seen.has(value)) row.problem = 'duplicate_in_file';
    if (!row.problem) seen.add(value);
    rows.push(row);
  });
  return rows;
}

/** The report of a read file, once `existing` (codes of the file already in the pool) is known. */
export function codeUploadReport(rows: ParsedCodeRow[], existing: ReadonlySet<string>): CodeUploadReport {
  const checked = rows.map((row) =>
    !row.problem && existing.has(row.value) ? { ...row, problem: 'already_in_pool' as const } : row,
  );
  const problems = checked.filter((row) => row.problem);
  const count = (problem: CodeRowProblem) => problems.filter((row) => row.problem === problem).length;
  const accepted = checked.length - problems.length;
  const tooMany = checked.length > CODE_CSV_MAX_ROWS;
  return {
    rows: checked.length,
    accepted,
    duplicates_in_file: count('duplicate_in_file'),
    already_in_pool: count('already_in_pool'),
    bad_rows: count('empty') + count('too_long') + count('bad_characters'),
    problems: problems
      .slice(0, 200)
      .map((row) => ({ line: row.line, value: row.value.slice(0, 80), problem: row.problem! })),
    can_commit: problems.length === 0 && accepted > 0 && !tooMany,
  };
}

export const codeThresholdBodySchema = z.object({
  low_threshold: z.number().int().min(0, 'At least 0 (0 turns the alert off).').max(1_000_000),
});

/** 422 CODES_REJECTED: the commit refused the file (nothing added), with the report of why. */
export const codeUploadRejectedSchema = z.object({
  error: z.literal('CODES_REJECTED'),
  message: z.string(),
  field: z.string().optional(),
  report: codeUploadReportSchema,
});

// ---- Delist, preview ------------------------------------------------------------------------------------------

export const offerIdParamsSchema = z.object({ offerId: z.coerce.number().int().positive().max(2_147_483_647) });
export const partnerIdParamsSchema = z.object({ partnerId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Refusals of the catalogue editor the console words itself. */
export const STAFF_CATALOGUE_ERRORS = {
  URL_NAME_TAKEN: 'Another partner already uses this url name.',
  POSTAL_CODE_UNKNOWN: 'No location found for this postal code.',
  GEOCODER_UNAVAILABLE: 'Postal codes cannot be looked up right now. Try again in a moment.',
  MEDIA_NOT_FOUND: 'No picture in the library has this key.',
  PARTNER_NOT_FOUND: 'No partner has this id.',
  OFFER_NOT_FOUND: 'No offer has this id.',
  CATEGORY_NOT_FOUND: 'No category has this id.',
  SUBCATEGORY_NOT_IN_CATEGORY: 'A chosen subcategory is not in the offer’s category.',
  WEBSITE_NOT_PARTNER: 'The offer’s link must be on the partner’s own website.',
  NOT_A_POOL: 'Only an offer with uploaded codes has a code pool.',
  CODES_REJECTED: 'Nothing was added: fix the refused lines and upload the file again.',
} as const;
export type StaffCatalogueErrorCode = keyof typeof STAFF_CATALOGUE_ERRORS;

/**
 * GET …/offers/{id}/preview: the offer page as a member would load it (the public offer call's answer),
 * whatever the offer's state, with the state and the public page's path.
 */
export const offerPreviewResponseSchema = z.object({
  state: z.enum(OFFER_STATES),
  public_path: z.string(),
  page: offerPageResponseSchema,
});
export type OfferPreviewResponse = z.infer<typeof offerPreviewResponseSchema>;
