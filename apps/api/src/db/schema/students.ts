// Schools, campuses and student verification by school e-mail (issue 18 items 1–2; spec §5, §6, §7;
// packages/domain/src/student.ts holds the rules). Codes and link tokens are stored as hashes only.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StudentIdRefusalReason, StudentIdReviewStatus, StudentMethod } from '@spc/domain/student';
import type { SchoolType } from '@spc/domain/users';
import { tz } from './columns.ts';
import { authUsers } from './identity.ts';

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  /** Province or territory code (QC, ON…). */
  province: text('province').notNull(),
  schoolType: text('school_type').$type<SchoolType>().notNull(),
  /** The students' e-mail domains, lower-case (mail.utoronto.ca); empty → verification by ID only. */
  emailDomains: text('email_domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
});

export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    /** The campus page's address: /campus/{url_name}. */
    urlName: text('url_name').notNull(),
  },
  (t) => [uniqueIndex('campuses_url_name').on(t.urlName), index('campuses_school').on(t.schoolId)],
);

/** One code-and-link send to a school address (POST /student/verification). */
export const studentVerifications = pgTable(
  'student_verifications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentEmail: text('student_email').notNull(),
    /** SHA-256 (hex) of the 6-digit code, salted with the send's token hash. */
    codeHash: text('code_hash').notNull(),
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    sentAt: tz('sent_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    /** Wrong codes tried against this send. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('student_verifications_token').on(t.tokenHash),
    index('student_verifications_user').on(t.userId, t.sentAt),
  ],
);

/** A member's verified student status: one row per member; one school address per member at a time. */
export const studentStatuses = pgTable(
  'student_statuses',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The school address that verified the member; null when a student ID did (method `id`). */
    studentEmail: text('student_email'),
    /** How the status was obtained: `email` (a code mailed to the school) or `id` (a card reviewed by staff). */
    method: text('method').$type<StudentMethod>().notNull().default('email'),
    verifiedAt: tz('verified_at').notNull(),
    verifiedUntil: tz('verified_until').notNull(),
    /** The re-verification reminders already queued (30 and 7 days before), so each goes once. */
    remindedDays: integer('reminded_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('student_statuses_email').on(t.studentEmail)],
);

/**
 * A photo of a student card sent for review (issue 18 item 3; decision 024). The photo itself is in the
 * file storage's private area (`private/student-ids/…`, never served), under `photoKey` until the
 * deletion job removes it 30 days after the decision (then null, with `photoDeletedAt`).
 */
export const studentIdReviews = pgTable(
  'student_id_reviews',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    status: text('status').$type<StudentIdReviewStatus>().notNull().default('pending'),
    reason: text('reason').$type<StudentIdRefusalReason>(),
    photoKey: text('photo_key'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    submittedAt: tz('submitted_at').notNull(),
    decidedAt: tz('decided_at'),
    photoDeletedAt: tz('photo_deleted_at'),
  },
  (t) => [
    index('student_id_reviews_user').on(t.userId, t.submittedAt),
    index('student_id_reviews_status').on(t.status, t.submittedAt),
  ],
);
