// The staff console's campaigns area (issue 20 item 3; decision 034): ads and e-mail opt modals with their
// display rules (decision 027), contests with their rules, eligibility and the recorded winner draw
// (decision 026), campus code pools (decision 025), promo, school and VIP codes, and the travel-photo
// review queue. One schema per call, shared by the API's validation and the console's forms.
import { z } from 'zod';
import { CAMPUS_CODE_PATTERN, normaliseCampusCode } from './campus-access.ts';
import { CONTEST_KINDS } from './contests.ts';
import { safeText } from './input-rules.ts';
import { AD_DISPLAY_PAGES } from './offers.ts';
import { PROVINCES } from './provinces.ts';
import { CODE_PATTERN, DISCOUNT_KINDS, normaliseCode } from './store-rules.ts';

// ---- Shared pieces -------------------------------------------------------------------------------

const HOURS_IN_A_YEAR = 8760;

const text = (max: number) => safeText().trim().min(1, 'Required.').max(max, `At most ${max} characters.`);

/** A picture's media key (decision 021: `ad/12/en`), or a site path (`/images/…`). */
export const MEDIA_REFERENCE_PATTERN = /^(\/)?[a-z0-9][a-z0-9/_.-]{0,199}$/i;
const mediaReference = safeText()
  .trim()
  .min(1, 'Choose a picture.')
  .max(200, 'At most 200 characters.')
  .regex(MEDIA_REFERENCE_PATTERN, 'A media key such as ad/12/en, or a site path.');

/** Where a clickable ad leads: a path on our site or an https address. */
const adUrl = safeText()
  .trim()
  .max(500, 'At most 500 characters.')
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'A path on our site (/deals) or an https:// address.');

const ids = z.coerce.number().int('A whole number.').positive('A whole number.').max(2_147_483_647);
export const staffIdParamsSchema = z.object({ id: ids });

/** An instant, as the console's date-time fields send it (ISO 8601 with an offset), or null. */
const instant = z.iso.datetime({ offset: true, error: 'A date and time.' });
const optionalInstant = instant.nullable().default(null);

/** Epoch ms in answers (the console formats them in the reader's language). */
const epoch = z.number().int();

// ---- Ads modals (spec §3 "Ad", decision 027) -------------------------------------------------------

export const staffAdInputSchema = z
  .object({
    is_clickable: z.boolean(),
    url_en: adUrl.nullable().default(null),
    url_fr: adUrl.nullable().default(null),
    image_en: mediaReference,
    image_fr: mediaReference,
    image_mobile_en: mediaReference,
    image_mobile_fr: mediaReference,
    /** Which pages show it (`adPageOf`): the deals page, category pages, search pages. */
    display_page: z.enum(AD_DISPLAY_PAGES),
    /** Audience: SPC+ members get the SPC+ ads, everyone else the others. */
    is_spc_plus: z.boolean(),
    /** At most display_count showings in display_period hours, none within display_cooldown_hours. */
    display_count: z.number().int('A whole number.').min(1, 'At least 1.').max(50, 'At most 50.'),
    display_period: z.number().int('A whole number.').min(1, 'At least 1 hour.').max(HOURS_IN_A_YEAR),
    display_cooldown_hours: z.number().int('A whole number.').min(0, 'At least 0.').max(HOURS_IN_A_YEAR),
    active: z.boolean().default(true),
  })
  .superRefine((ad, ctx) => {
    if (ad.is_clickable) {
      for (const key of ['url_en', 'url_fr'] as const) {
        if (!ad[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'A clickable ad needs a link.' });
      }
    }
    if (ad.display_cooldown_hours > ad.display_period) {
      ctx.addIssue({
        code: 'custom',
        path: ['display_cooldown_hours'],
        message: 'The pause between showings cannot be longer than the period.',
      });
    }
  });
export type StaffAdInput = z.input<typeof staffAdInputSchema>;
export type StaffAdValues = z.output<typeof staffAdInputSchema>;

export const staffAdSchema = z.object({
  id: z.number().int(),
  is_clickable: z.boolean(),
  url_en: z.string().nullable(),
  url_fr: z.string().nullable(),
  image_en: z.string(),
  image_fr: z.string(),
  image_mobile_en: z.string(),
  image_mobile_fr: z.string(),
  display_page: z.enum(AD_DISPLAY_PAGES),
  is_spc_plus: z.boolean(),
  display_count: z.number().int(),
  display_period: z.number().int(),
  display_cooldown_hours: z.number().int(),
  active: z.boolean(),
});
export type StaffAd = z.infer<typeof staffAdSchema>;

// ---- E-mail opt modals (spec §3 "Email opt modal") -------------------------------------------------

export const staffEmailOptInputSchema = z.object({
  title_en: text(120),
  title_fr: text(120),
  description_en: text(500),
  description_fr: text(500),
  /** The button's words. */
  text_en: text(80),
  text_fr: text(80),
  image_en: mediaReference,
  image_fr: mediaReference,
  image_mobile_en: mediaReference,
  image_mobile_fr: mediaReference,
  is_spc_plus: z.boolean(),
  active: z.boolean().default(true),
});
export type StaffEmailOptInput = z.input<typeof staffEmailOptInputSchema>;
export type StaffEmailOptValues = z.output<typeof staffEmailOptInputSchema>;

export const staffEmailOptSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  text_en: z.string(),
  text_fr: z.string(),
  image_en: z.string(),
  image_fr: z.string(),
  image_mobile_en: z.string(),
  image_mobile_fr: z.string(),
  is_spc_plus: z.boolean(),
  active: z.boolean(),
});
export type StaffEmailOpt = z.infer<typeof staffEmailOptSchema>;

/** The modals' schedule the console shows beside them (decision 027; not editable: the code's rules). */
export const EMAIL_CAPTURE_SCHEDULE = { perDays: 7, fromPage: 2 } as const;

// ---- Contests (decision 026) -----------------------------------------------------------------------

export const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [string, ...string[]];

export const staffContestInputSchema = z
  .object({
    url_name: safeText()
      .trim()
      .min(3, 'At least 3 characters.')
      .max(80, 'At most 80 characters.')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and single dashes.'),
    title_en: text(160),
    title_fr: text(160),
    description_en: text(2000),
    description_fr: text(2000),
    rule_en: text(20_000),
    rule_fr: text(20_000),
    start_date: instant,
    end_date: instant,
    is_public: z.boolean(),
    auto_login: z.boolean(),
    kind: z.enum(CONTEST_KINDS),
    requires_membership: z.boolean(),
    /** Null: no age rule. 16 is the site's own minimum (MIN_AGE). */
    min_age: z.number().int('A whole number.').min(16, 'At least 16.').max(99, 'At most 99.').nullable(),
    /** Null: every province; else the ones the contest is open to. */
    provinces: z
      .array(z.enum(PROVINCE_CODES, { error: 'A province code.' }))
      .min(1, 'Choose at least one province, or open it to all.')
      .nullable(),
  })
  .superRefine((contest, ctx) => {
    if (Date.parse(contest.end_date) <= Date.parse(contest.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end comes after the start.' });
    }
  });
export type StaffContestInput = z.input<typeof staffContestInputSchema>;
export type StaffContestValues = z.output<typeof staffContestInputSchema>;

export const staffContestSchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  rule_en: z.string(),
  rule_fr: z.string(),
  start_date: epoch,
  end_date: epoch,
  is_public: z.boolean(),
  auto_login: z.boolean(),
  kind: z.enum(CONTEST_KINDS),
  requires_membership: z.boolean(),
  min_age: z.number().int().nullable(),
  provinces: z.array(z.string()).nullable(),
  entries_count: z.number().int(),
  entrants_count: z.number().int(),
  draws_count: z.number().int(),
});
export type StaffContest = z.infer<typeof staffContestSchema>;

/** POST /api/staff/campaigns/contests/:id/draws */
export const staffDrawBodySchema = z.object({
  winners: z.number().int('A whole number.').min(1, 'At least 1.').max(1000, 'At most 1000.'),
});
export type StaffDrawBody = z.input<typeof staffDrawBodySchema>;

export const staffDrawSchema = z.object({
  id: z.number().int(),
  contest_id: z.number().int(),
  /** The 64-hex seed the winners were drawn from: anyone can re-run it (`npm run contest:draw -- --verify`). */
  seed: z.string(),
  entrants_hash: z.string(),
  entrant_count: z.number().int(),
  winner_count: z.number().int(),
  winners: z.array(z.object({ user_id: z.string(), email: z.string().nullable() })),
  drawn_by: z.string(),
  drawn_at: epoch,
});
export type StaffDraw = z.infer<typeof staffDrawSchema>;

export const staffDrawListSchema = z.object({ draws: z.array(staffDrawSchema) });

/** A recorded draw re-run from its seed. */
export const staffDrawVerifySchema = z.object({
  draw_id: z.number().int(),
  seed: z.string(),
  same_entrants: z.boolean(),
  reproduced: z.boolean(),
  recorded: z.array(z.string()),
  redrawn: z.array(z.string()),
});
export type StaffDrawVerify = z.infer<typeof staffDrawVerifySchema>;

export const staffDrawParamsSchema = z.object({ id: ids, drawId: ids });

/** A contest is drawn at most once per Eastern day from the console (a redraw until a result pleases is what the record exposes). */
export const DRAW_ERRORS = {
  DRAW_ALREADY_TODAY: 'This contest was already drawn today. Re-run the recorded draw from its seed instead.',
  DRAW_NO_ENTRIES: 'Nobody has entered this contest yet.',
} as const;

// ---- Codes -------------------------------------------------------------------------------------------

const codePrefix = safeText()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, '2 to 10 letters or digits.'));

const generateCount = (max: number) =>
  z.number().int('A whole number.').min(1, 'At least 1.').max(max, `At most ${max} at a time.`);

/** Letters and digits a generated code uses: no 0/O or 1/I/L, which people misread. */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;

// Campus codes (decision 025)

export const staffCampusPoolSchema = z.object({
  campus_id: z.number().int(),
  campus_name_en: z.string(),
  campus_name_fr: z.string(),
  school_name_en: z.string(),
  school_name_fr: z.string(),
  total: z.number().int(),
  remaining: z.number().int(),
  redeemed: z.number().int(),
  expired: z.number().int(),
});
export type StaffCampusPool = z.infer<typeof staffCampusPoolSchema>;

export const staffCampusCodeSchema = z.object({
  id: z.number().int(),
  campus_id: z.number().int(),
  code: z.string(),
  redeemed_at: epoch.nullable(),
  valid_until: epoch.nullable(),
  /** available, redeemed, expired (past its end or disabled). */
  state: z.enum(['available', 'redeemed', 'expired']),
});
export type StaffCampusCode = z.infer<typeof staffCampusCodeSchema>;

export const staffCampusGenerateSchema = z.object({
  prefix: codePrefix,
  count: generateCount(5000),
  valid_until: optionalInstant,
});
export type StaffCampusGenerate = z.input<typeof staffCampusGenerateSchema>;

/** A pasted list or a CSV's first column: one code a line. Nothing is imported unless every line is good. */
export const staffCampusImportSchema = z.object({
  codes: safeText().max(200_000, 'At most 200,000 characters at a time.'),
  valid_until: optionalInstant,
  /** A dry run reports the lines without writing. */
  dry_run: z.boolean().default(false),
});
export type StaffCampusImport = z.input<typeof staffCampusImportSchema>;

export const CAMPUS_IMPORT_MAX_LINES = 10_000;

/** One line of an import, checked: the code it reads, or why not. */
export function checkCampusCodeLine(line: string): { code: string } | { problem: 'format' } {
  const code = normaliseCampusCode(line.split(',')[0]!.replace(/^"|"$/g, ''));
  return CAMPUS_CODE_PATTERN.test(code) ? { code } : { problem: 'format' };
}

export const staffImportReportSchema = z.object({
  imported: z.number().int(),
  dry_run: z.boolean(),
  /** Lines (1-based) refused, with why: `format`, `duplicate` (twice in the list) or `exists` (already a code). */
  problems: z.array(
    z.object({ line: z.number().int(), code: z.string(), problem: z.enum(['format', 'duplicate', 'exists']) }),
  ),
});
export type StaffImportReport = z.infer<typeof staffImportReportSchema>;

export const staffGenerateReportSchema = z.object({ created: z.array(z.string()) });

// Promo codes (spec §3 "Payment state")

const storeCode = safeText()
  .trim()
  .transform(normaliseCode)
  .pipe(z.string().regex(CODE_PATTERN, '3 to 32 letters, digits or dashes.'));

const discount = {
  kind: z.enum(DISCOUNT_KINDS),
  /** percent: 1–100; amount: cents. */
  value: z.number().int('A whole number.').min(1, 'At least 1.'),
};
const percentAtMost100 = (row: { kind: string; value: number }, ctx: z.RefinementCtx) => {
  if (row.kind === 'percent' && row.value > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100.' });
  }
  if (row.kind === 'amount' && row.value > 100_000) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'At most $1,000 off.' });
  }
};
const maxRedemptions = z.number().int('A whole number.').min(1, 'At least 1.').max(1_000_000).nullable().default(null);

export const staffPromoInputSchema = z
  .object({
    code: storeCode,
    ...discount,
    valid_from: optionalInstant,
    valid_until: optionalInstant,
    max_redemptions: maxRedemptions,
  })
  .superRefine(percentAtMost100);
export type StaffPromoInput = z.input<typeof staffPromoInputSchema>;

export const staffPromoGenerateSchema = z
  .object({
    prefix: codePrefix,
    count: generateCount(1000),
    ...discount,
    valid_from: optionalInstant,
    valid_until: optionalInstant,
    /** Each generated code's own limit (1: single use). */
    max_redemptions: maxRedemptions,
  })
  .superRefine(percentAtMost100);
export type StaffPromoGenerate = z.input<typeof staffPromoGenerateSchema>;

export const staffPromoSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  valid_from: epoch.nullable(),
  valid_until: epoch.nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  created_at: epoch,
});
export type StaffPromo = z.infer<typeof staffPromoSchema>;

export const staffSchoolInputSchema = z
  .object({
    code: storeCode,
    school_name: text(160),
    ...discount,
    valid_until: optionalInstant,
    max_redemptions: maxRedemptions,
  })
  .superRefine(percentAtMost100);
export type StaffSchoolInput = z.input<typeof staffSchoolInputSchema>;

export const staffSchoolSchema = z.object({
  code: z.string(),
  school_name: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  valid_until: epoch.nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  created_at: epoch,
});
export type StaffSchool = z.infer<typeof staffSchoolSchema>;

// VIP codes

const vipCode = safeText()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,64}$/, '3 to 64 letters, digits or dashes.'));

export const staffVipInputSchema = z.object({
  code: vipCode,
  valid_until: optionalInstant,
  max_redemptions: maxRedemptions,
});
export type StaffVipInput = z.input<typeof staffVipInputSchema>;

export const staffVipGenerateSchema = z.object({
  prefix: codePrefix,
  count: generateCount(1000),
  valid_until: optionalInstant,
  max_redemptions: maxRedemptions,
});
export type StaffVipGenerate = z.input<typeof staffVipGenerateSchema>;

export const staffVipSchema = z.object({
  code: z.string(),
  valid_until: epoch.nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  created_at: epoch,
});
export type StaffVip = z.infer<typeof staffVipSchema>;

/** A code named in a path: letters, digits, dashes. */
export const staffCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,64}$/, 'A code is letters, digits or dashes.')
    .transform((value) => value.toUpperCase()),
});

// ---- Travel photos (decision 027) -------------------------------------------------------------------

export const staffTravelPhotoSchema = z.object({
  id: z.number().int(),
  contest_id: z.number().int(),
  contest_title_en: z.string().nullable(),
  contest_title_fr: z.string().nullable(),
  user_id: z.string(),
  caption: z.string().nullable(),
  type: z.string(),
  bytes: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: epoch,
});
export type StaffTravelPhoto = z.infer<typeof staffTravelPhotoSchema>;

export const staffTravelPhotoDecisionSchema = z.object({ decision: z.enum(['approved', 'rejected']) });

// ---- Lists -------------------------------------------------------------------------------------------

/** Every list of the area answers its rows with the total (the console's table pages on the server). */
export const staffListOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

export const staffAdListSchema = staffListOf(staffAdSchema);
export const staffEmailOptListSchema = staffListOf(staffEmailOptSchema);
export const staffContestListSchema = staffListOf(staffContestSchema);
export const staffCampusPoolListSchema = staffListOf(staffCampusPoolSchema);
export const staffCampusCodeListSchema = staffListOf(staffCampusCodeSchema);
export const staffPromoListSchema = staffListOf(staffPromoSchema);
export const staffSchoolListSchema = staffListOf(staffSchoolSchema);
export const staffVipListSchema = staffListOf(staffVipSchema);
export const staffTravelPhotoListSchema = staffListOf(staffTravelPhotoSchema);

/** Travel photos: which ones (the queue is `pending`). */
export const staffTravelPhotoQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
