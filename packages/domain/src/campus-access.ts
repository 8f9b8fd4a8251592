// Campus access (issue 18 item 5; spec §6 "Campus members are tied to a campus", "need no student ID",
// §7 users POST /user/accesstoken, §8 recognised messages and "School-portal card registration"):
// campus access codes drawn from a pool per campus, the school-portal token mailed to a school address,
// and the campus card both give. The §8 messages are answered verbatim; the web shows its own
// translation by code. Rules: docs/decisions/025-age-rules.md (age) and docs/api-campus-access.md.
import { z } from 'zod';
import { safeText } from './input-rules.ts';
import { LANGUAGES } from './constants.ts';

// ---- Constants -----------------------------------------------------------------------------------

/** A campus card lasts a school year: 12 months, like any SPC membership. */
export const CAMPUS_MEMBERSHIP_MONTHS = 12;
/** A school-portal token works for a day after it is mailed. */
export const SCHOOL_PORTAL_TOKEN_TTL_MS = 24 * 60 * 60_000;
/** Campus codes: 6 to 20 letters and digits (dashes allowed), compared upper-case. */
export const CAMPUS_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{4,18}[A-Z0-9]$/;
export const CAMPUS_CODE_MAX_LENGTH = 20;

/** Spec §8, word for word (plus the web's one alert of §8 "Handling"). */
export const CAMPUS_ACCESS_MESSAGES = {
  NO_REMAINING_CAMPUS_CODE: 'There is no Remaining Campus Code',
  ACCESS_CODE_NOT_VALID: 'Access Code Not Valid',
  TOKEN_CREATED: 'Created Token, Sent to mail',
  TOKEN_REFRESHED: 'Refreshed Token, Sent to mail',
  TOKEN_VERIFIED: 'Verified Token',
  BTS_TOKEN_VERIFIED: 'BTS Account Active and Verified Token',
  MEMBERSHIP_EXISTS: 'User already has active membership',
  TOKEN_EXPIRED: 'Token Expired Create new Token',
  TOKEN_REPLACED: 'Token Refreshed, Create or Use new Token',
  ALREADY_REDEEMED: 'Already Redeemed your SPC Membership',
  DOMAIN_INVALID: 'Domain Validation Failed (invalid email)',
  OFFER_ALREADY_REDEEMED: 'Already Redeemed Offer',
  CARD_ALREADY_ACTIVE: 'User has Active Card',
  /** Not a server message: the web's alert for any other failure of the portal registration (§8). */
  SCHOOL_PORTAL_FAILED: 'School Portal Registration failed',
  /** Ours: an unknown campus id. */
  CAMPUS_NOT_FOUND: 'No campus has this id',
  /** Ours: a token that never existed (nothing to tell apart from a mistyped link). */
  TOKEN_INVALID: 'This link is not valid: ask your school portal for a new one',
  /** Ours: the member is tied to another campus already. */
  OTHER_CAMPUS: 'You are already a member of another campus',
} as const;
export type CampusAccessCode = keyof typeof CAMPUS_ACCESS_MESSAGES;

/** §8 "Handling": 'User has Active Card' means the card is already registered (not a failure). */
export const isAlreadyRegisteredMessage = (message: string | undefined): boolean =>
  message === CAMPUS_ACCESS_MESSAGES.CARD_ALREADY_ACTIVE;

/** Codes are stored upper-case without spaces; people type them any way. */
export const normaliseCampusCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

// ---- Schemas -------------------------------------------------------------------------------------

const campusIdSchema = z.coerce
  .number({ error: CAMPUS_ACCESS_MESSAGES.CAMPUS_NOT_FOUND })
  .int(CAMPUS_ACCESS_MESSAGES.CAMPUS_NOT_FOUND)
  .positive(CAMPUS_ACCESS_MESSAGES.CAMPUS_NOT_FOUND)
  .max(2_147_483_647, CAMPUS_ACCESS_MESSAGES.CAMPUS_NOT_FOUND);

export const campusCodeSchema = safeText({ error: CAMPUS_ACCESS_MESSAGES.ACCESS_CODE_NOT_VALID })
  .max(CAMPUS_CODE_MAX_LENGTH * 2, CAMPUS_ACCESS_MESSAGES.ACCESS_CODE_NOT_VALID)
  .transform(normaliseCampusCode)
  .refine((code) => CAMPUS_CODE_PATTERN.test(code), CAMPUS_ACCESS_MESSAGES.ACCESS_CODE_NOT_VALID);

/** POST /api/users/campus-code: the code typed in the campus code modal (the campus is the code's). */
export const campusCodeBodySchema = z.strictObject({ code: campusCodeSchema });
export type CampusCodeBody = z.output<typeof campusCodeBodySchema>;

export const campusCardSchema = z.object({
  card_number: z.string(),
  csv: z.string(),
  cobrand: z.literal('campus'),
  campus: z.string(),
  expiry_date: z.string(),
});

export const campusRefSchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  school_name_en: z.string(),
  school_name_fr: z.string(),
});
export type CampusRef = z.infer<typeof campusRefSchema>;

/** A campus membership given: the §8 message, the campus the member is now tied to, the card. */
export const campusMembershipResponseSchema = z.object({
  message: z.string(),
  campus: campusRefSchema,
  card: campusCardSchema,
});
export type CampusMembershipResponse = z.infer<typeof campusMembershipResponseSchema>;

/** GET /api/users/campus-member: the campus the member is tied to, if any (§6). */
export const campusMemberResponseSchema = z.object({
  campus: campusRefSchema.nullable(),
  joined_at: z.string().nullable(),
  /** §6: campus members need no student ID. */
  needs_student_id: z.boolean(),
});
export type CampusMemberResponse = z.infer<typeof campusMemberResponseSchema>;

const schoolEmailSchema = safeText({ error: CAMPUS_ACCESS_MESSAGES.DOMAIN_INVALID })
  .trim()
  .toLowerCase()
  .max(254, CAMPUS_ACCESS_MESSAGES.DOMAIN_INVALID)
  .pipe(z.email({ error: CAMPUS_ACCESS_MESSAGES.DOMAIN_INVALID }));

/**
 * POST /api/users/school-portal/accesstoken: a school portal (or the student on it) asks for the token
 * that registers the campus card, mailed to the school address. `resend_verification` asks for a new
 * one in place of a live one (spec §7's field).
 */
export const schoolPortalTokenBodySchema = z.strictObject({
  school_email: schoolEmailSchema,
  campus_id: campusIdSchema,
  language: z.enum(LANGUAGES).optional(),
  resend_verification: z.boolean().optional(),
});
export type SchoolPortalTokenBody = z.output<typeof schoolPortalTokenBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const tokenSchema = safeText({ error: CAMPUS_ACCESS_MESSAGES.TOKEN_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, CAMPUS_ACCESS_MESSAGES.TOKEN_INVALID);

export const schoolPortalTokenSchema = z.strictObject({ token: tokenSchema });

/** POST /api/users/school-portal/verify: the link's token checked (no state change but the look). */
export const schoolPortalVerifyResponseSchema = z.object({
  message: z.string(),
  campus: campusRefSchema,
  school_email: z.string(),
});
export type SchoolPortalVerifyResponse = z.infer<typeof schoolPortalVerifyResponseSchema>;

/** POST /api/users/school-portal/register (§8 "School-portal card registration"). */
export type SchoolPortalRegisterResponse = CampusMembershipResponse;

// ---- The age check after sign-in (spec §4; docs/decisions/025-age-rules.md) ------------------------

export const STUDENT_PROMPT_REASONS = ['verify', 'renew'] as const;
export type StudentPromptReason = (typeof STUDENT_PROMPT_REASONS)[number];

/** GET /api/users/age-check: whether the member is asked to confirm their student status, and why. */
export const ageCheckResponseSchema = z.object({
  prompt: z.boolean(),
  reason: z.enum(STUDENT_PROMPT_REASONS).nullable(),
});
export type AgeCheckResponse = z.infer<typeof ageCheckResponseSchema>;

/**
 * Pages where the prompt never opens (spec §4 "unless certain page conditions hold"): the steps of
 * signing up, buying, activating and verifying, the back-to-school and campus pages (a campus member
 * needs no student ID), e-mail actions and the partner hand-off.
 */
export const AGE_CHECK_SKIPPED_PATHS: readonly RegExp[] = [
  /^\/(signup|register|login|logout|purchase|activate|billing)(\/|$)/,
  /^\/(bts-2025|bts-easy-promo|campus|student-verification|highschool)(\/|$)/,
  /^\/(profile\/edit|emailverification|__\/auth\/action|redirect-to-partner|membership-screen)(\/|$)/,
];

export const ageCheckSkipsPath = (pathname: string): boolean =>
  AGE_CHECK_SKIPPED_PATHS.some((pattern) => pattern.test(pathname));

/** After a dismissal the prompt stays closed this long (kept in the browser). */
export const AGE_CHECK_SNOOZE_MS = 7 * 24 * 60 * 60_000;
