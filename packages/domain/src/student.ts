// Student status (issue 18 items 1–2; spec §1 "verify student status", §5 student e-mail rules, §7 users
// /campus/list, /student/*, /verification-status, /update/resendratelimit): schools and campuses, the
// rules of verification by school e-mail, its constants, messages and the API's schemas.
import { z } from 'zod';
import { trendingResponseSchema } from './catalogue-responses.ts';
import { SCHOOL_TYPES } from './users.ts';

// ---- Constants -----------------------------------------------------------------------------------

/** A code and its link work for half an hour after they are sent. */
export const STUDENT_CODE_TTL_MS = 30 * 60_000;
/** Digits of the code mailed with the link. */
export const STUDENT_CODE_LENGTH = 6;
/** Sends per member in a sliding hour (POST /student/verification). */
export const STUDENT_SENDS_PER_HOUR = 5;
export const STUDENT_SEND_WINDOW_MS = 60 * 60_000;
/** Wrong codes tried against one send before it stops working (a 6-digit code must not be guessed). */
export const STUDENT_CODE_MAX_ATTEMPTS = 5;
/** A verification holds for a year; reminders a month and a week before; then 30 days of grace. */
export const STUDENT_VERIFIED_MONTHS = 12;
export const STUDENT_REMINDER_DAYS = [30, 7] as const;
export const STUDENT_GRACE_DAYS = 30;
export const STUDENT_EMAIL_MAX_LENGTH = 254;

const DAY_MS = 86_400_000;

export const STUDENT_STATUSES = ['none', 'pending', 'verified', 'grace', 'expired'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

// ---- Messages (API answers; the web shows its own catalogue text by code) --------------------------

export const STUDENT_MESSAGES = {
  email_invalid: 'student_email must be an e-mail address',
  school_invalid: 'school_id must be the id of a school from /campus/list',
  school_not_found: 'No school has this id',
  domain_not_eligible: "This e-mail address is not one of this school's student addresses",
  email_taken: 'This school e-mail address already verifies another member',
  rate_limited: 'Too many codes sent: try again later',
  code_invalid: 'This code is not valid: check it or ask for a new one',
  code_expired: 'This code has expired: ask for a new one',
  code_used: 'This code has already been used',
  token_invalid: 'This link is not valid: ask for a new one',
  confirm_body: 'Send either code (6 digits) or token',
  campus_not_found: 'No campus has this id',
} as const;
export type StudentErrorCode = keyof typeof STUDENT_MESSAGES;

// ---- Rules ---------------------------------------------------------------------------------------

/** The domain of an address, lower-case; undefined when it is not an address. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return undefined;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** True when `email`'s domain is one of the school's domains or a subdomain of one (x.utoronto.ca). */
export function isSchoolEmail(email: string, schoolDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  return schoolDomains.some((listed) => domain === listed || domain.endsWith(`.${listed}`));
}

/** The day a verification made at `at` ends: STUDENT_VERIFIED_MONTHS later. */
export function verifiedUntilFrom(at: Date): Date {
  const until = new Date(at);
  until.setUTCMonth(until.getUTCMonth() + STUDENT_VERIFIED_MONTHS);
  return until;
}

/** The end of the grace period after `verifiedUntil`. */
export function graceEndsAt(verifiedUntil: Date): Date {
  return new Date(verifiedUntil.getTime() + STUDENT_GRACE_DAYS * DAY_MS);
}

/** A verified member's status at `now`: verified until the date, then `grace` 30 days, then expired. */
export function studentStatusAt(verifiedUntil: Date, now: Date): 'verified' | 'grace' | 'expired' {
  if (now.getTime() < verifiedUntil.getTime()) return 'verified';
  if (now.getTime() < graceEndsAt(verifiedUntil).getTime()) return 'grace';
  return 'expired';
}

/** True while a status still holds its school address (verified or in grace). */
export const holdsAddress = (verifiedUntil: Date, now: Date): boolean =>
  studentStatusAt(verifiedUntil, now) !== 'expired';

/** The reminder due at `now` (days before the end), the nearest first; undefined when none. */
export function reminderDue(verifiedUntil: Date, now: Date): (typeof STUDENT_REMINDER_DAYS)[number] | undefined {
  const left = verifiedUntil.getTime() - now.getTime();
  if (left <= 0) return undefined;
  const due = STUDENT_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  return due.length === 0 ? undefined : (Math.min(...due) as (typeof STUDENT_REMINDER_DAYS)[number]);
}

// ---- Schemas -------------------------------------------------------------------------------------

export const studentEmailSchema = z
  .string({ error: STUDENT_MESSAGES.email_invalid })
  .trim()
  .toLowerCase()
  .max(STUDENT_EMAIL_MAX_LENGTH, STUDENT_MESSAGES.email_invalid)
  .pipe(z.email({ error: STUDENT_MESSAGES.email_invalid }));

export const schoolIdSchema = z.coerce
  .number({ error: STUDENT_MESSAGES.school_invalid })
  .int(STUDENT_MESSAGES.school_invalid)
  .positive(STUDENT_MESSAGES.school_invalid)
  .max(2_147_483_647, STUDENT_MESSAGES.school_invalid);

export const studentEmailQuerySchema = z.object({ student_email: studentEmailSchema, school_id: schoolIdSchema });
export type StudentEmailQuery = z.infer<typeof studentEmailQuerySchema>;
export const studentVerificationBodySchema = z.strictObject({
  student_email: studentEmailSchema,
  school_id: schoolIdSchema,
});
export type StudentVerificationBody = z.infer<typeof studentVerificationBodySchema>;

export const studentConfirmBodySchema = z
  .strictObject({
    code: z
      .string({ error: STUDENT_MESSAGES.code_invalid })
      .trim()
      .regex(new RegExp(`^\\d{${STUDENT_CODE_LENGTH}}$`), STUDENT_MESSAGES.code_invalid)
      .optional(),
    token: z
      .string({ error: STUDENT_MESSAGES.token_invalid })
      .trim()
      .min(20, STUDENT_MESSAGES.token_invalid)
      .max(200, STUDENT_MESSAGES.token_invalid)
      .optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.token === undefined), { error: STUDENT_MESSAGES.confirm_body });
export type StudentConfirmBody = z.infer<typeof studentConfirmBodySchema>;

export const eligibleResponseSchema = z.object({ eligible: z.boolean() });

export const campusSchema = z.object({
  id: z.number().int(),
  school_id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  city: z.string(),
  province: z.string(),
  url_name: z.string(),
});
export type Campus = z.infer<typeof campusSchema>;

export const schoolSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  province: z.string(),
  school_type: z.enum(SCHOOL_TYPES),
  /** True when the school has student e-mail domains (verification by e-mail is possible). */
  has_email_domain: z.boolean(),
});
export type School = z.infer<typeof schoolSchema>;

export const campusListResponseSchema = z.object({
  schools: z.array(schoolSchema.extend({ campuses: z.array(campusSchema) })),
});
export type CampusListResponse = z.infer<typeof campusListResponseSchema>;

/** GET /campus/{id}: the campus, its school with the page's text, and offers to show there. */
export const campusResponseSchema = z.object({
  campus: campusSchema,
  school: schoolSchema.extend({ description_en: z.string(), description_fr: z.string() }),
  offers: trendingResponseSchema.shape.trending_offers,
  partners_by_id: trendingResponseSchema.shape.partners_by_id,
});
export type CampusResponse = z.infer<typeof campusResponseSchema>;

export const campusIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, STUDENT_MESSAGES.campus_not_found)
    .max(120, STUDENT_MESSAGES.campus_not_found)
    .regex(/^[a-z0-9-]+$/, STUDENT_MESSAGES.campus_not_found),
});

export const studentSendResponseSchema = z.object({
  sent: z.literal(true),
  expires_at: z.string(),
  remaining: z.number().int(),
});

export const resendRateLimitResponseSchema = z.object({
  limit: z.number().int(),
  remaining: z.number().int(),
  /** When the oldest send in the window leaves it (one more send possible); null when none counted. */
  resets_at: z.string().nullable(),
});
export type ResendRateLimitResponse = z.infer<typeof resendRateLimitResponseSchema>;

export const verificationStatusResponseSchema = z.object({
  status: z.enum(STUDENT_STATUSES),
  school: schoolSchema.nullable(),
  verified_until: z.string().nullable(),
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;
