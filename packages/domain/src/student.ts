// Student status (issue 18 items 1–2; spec §1 "verify student status", §5 student e-mail rules, §7 users
// /campus/list, /student/*, /verification-status, /update/resendratelimit): schools and campuses, the
// rules of verification by school e-mail, its constants, messages and the API's schemas.
import { z } from 'zod';
import { trendingResponseSchema } from './catalogue-responses.ts';
import { detectPictureType } from './images.ts';
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

// ---- Verification by student ID (issue 18 item 3; decision 024) ----------------------------------
// For students whose school has no e-mail domain: a photo of the student card, reviewed by staff,
// approved (a verified student of the school, as by e-mail) or refused with one reason of a fixed list.

/** The photo's largest size: 10 MB. */
export const STUDENT_ID_MAX_BYTES = 10 * 1024 * 1024;
/** The picture types accepted, recognised by their first bytes (never by the file's name). */
export const STUDENT_ID_TYPES = ['jpeg', 'png', 'heic'] as const;
export type StudentIdType = (typeof STUDENT_ID_TYPES)[number];
export const STUDENT_ID_CONTENT_TYPES: Record<StudentIdType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};
/** The file picker's filter: phones offer their camera and photos, computers their files. */
export const STUDENT_ID_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';
/** The photo is deleted this many days after the decision (an appeal can still look at it until then). */
export const STUDENT_ID_KEEP_DAYS = 30;
/** What the member is told to expect: an answer usually within this many business days. */
export const STUDENT_ID_REVIEW_BUSINESS_DAYS = 2;

/** Why a photo is refused: the member is told this exact reason. */
export const STUDENT_ID_REFUSAL_REASONS = [
  'date_missing',
  'name_unreadable',
  'school_not_matching',
  'card_expired',
  'not_student_card',
  'photo_unreadable',
] as const;
export type StudentIdRefusalReason = (typeof STUDENT_ID_REFUSAL_REASONS)[number];

/** English names of the reasons (the staff API and the logs; members read their catalogue's). */
export const STUDENT_ID_REFUSAL_TEXT: Record<StudentIdRefusalReason, string> = {
  date_missing: 'The card shows no date (a year or a session)',
  name_unreadable: 'The name on the card cannot be read',
  school_not_matching: 'The card is not from the school chosen',
  card_expired: 'The card has expired',
  not_student_card: 'The picture is not of a student card',
  photo_unreadable: 'The photo is too blurry, dark or cropped to read',
};

export const STUDENT_ID_REVIEW_STATUSES = ['pending', 'approved', 'refused'] as const;
export type StudentIdReviewStatus = (typeof STUDENT_ID_REVIEW_STATUSES)[number];

export const STUDENT_ID_MESSAGES = {
  id_empty: 'Send the photo of your student card',
  id_too_large: 'The photo is larger than 10 MB',
  id_type: 'The photo must be a JPEG, PNG or HEIC picture',
  id_school_has_email: "This school's students verify with their school e-mail address",
  id_not_needed: 'Bank-linked and VIP members need no student ID',
  id_already_verified: 'You are already a verified student',
  id_pending: 'Your student card is already waiting for review',
  review_not_found: 'No student ID review has this id',
  review_decided: 'This review has already been decided',
  decision_invalid: "Send decision 'approve', or 'refuse' with a reason from the list",
  staff_only: 'Only SPC staff can do this',
} as const;
export type StudentIdErrorCode = keyof typeof STUDENT_ID_MESSAGES;

/**
 * The picture type `bytes` start with (JPEG, PNG or HEIC/HEIF), or undefined for anything else: the
 * product's one sniffing rule (images.ts `detectPictureType`), narrowed to what a student ID may be.
 */
export function detectStudentIdType(bytes: Uint8Array): StudentIdType | undefined {
  const type = detectPictureType(bytes);
  return type === 'jpeg' || type === 'png' || type === 'heic' ? type : undefined;
}

/** Bank-linked and VIP members are never asked for a student ID (spec §6). */
export const needsNoStudentId = (member: { bankLinked: boolean; vip: boolean }) => member.bankLinked || member.vip;

export const studentIdQuerySchema = z.object({ school_id: schoolIdSchema });

export const studentIdReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(STUDENT_ID_REVIEW_STATUSES),
  school: schoolSchema.nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.enum(STUDENT_ID_REFUSAL_REASONS).nullable(),
  /** When the photo is (or was) deleted: 30 days after the decision; null while it waits. */
  photo_deleted_by: z.string().nullable(),
});
export type StudentIdReview = z.infer<typeof studentIdReviewSchema>;

/** The staff queue's row: the review, whose it is, and where staff read the photo. */
export const staffStudentIdReviewSchema = studentIdReviewSchema.extend({
  user_id: z.string(),
  member_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  photo_url: z.string().nullable(),
});
export type StaffStudentIdReview = z.infer<typeof staffStudentIdReviewSchema>;
export const staffStudentIdQueueResponseSchema = z.object({ reviews: z.array(staffStudentIdReviewSchema) });

export const studentIdDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve') }),
    z.strictObject({
      decision: z.literal('refuse'),
      reason: z.enum(STUDENT_ID_REFUSAL_REASONS, { error: STUDENT_ID_MESSAGES.decision_invalid }),
    }),
  ],
  { error: STUDENT_ID_MESSAGES.decision_invalid },
);
export type StudentIdDecisionBody = z.infer<typeof studentIdDecisionBodySchema>;
export const reviewIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: STUDENT_ID_MESSAGES.review_not_found })
    .int(STUDENT_ID_MESSAGES.review_not_found)
    .positive(STUDENT_ID_MESSAGES.review_not_found)
    .max(2_147_483_647, STUDENT_ID_MESSAGES.review_not_found),
});

/** How the member's status was verified: by school e-mail or by a student ID reviewed by staff. */
export const STUDENT_METHODS = ['email', 'id'] as const;
export type StudentMethod = (typeof STUDENT_METHODS)[number];

export const verificationStatusResponseSchema = z.object({
  status: z.enum(STUDENT_STATUSES),
  school: schoolSchema.nullable(),
  verified_until: z.string().nullable(),
  /** How the status (verified, grace, expired) was obtained; null without one. */
  method: z.enum(STUDENT_METHODS).nullable(),
  /** The member's latest student ID review (waiting, approved or refused with its reason), if any. */
  id_review: studentIdReviewSchema.nullable(),
  /** Bank-linked and VIP members: never asked for a student ID (spec §6). */
  needs_no_student_id: z.boolean(),
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;

/** A verified student now: verified, or in the grace period (their discounts do not stop at once). */
export const isVerifiedStudentStatus = (status: StudentStatus) => status === 'verified' || status === 'grace';
