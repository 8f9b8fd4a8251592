// Identity tables (Better Auth's core schema: user, session, account, verification, under our names)
// plus what we add around it: the per-account sign-in lockout and the mail outbox. The auth user's
// id is the spec's firebase_uid; user_profiles.user_id references it, so deleting a user removes
// everything they own (docs/decisions/008-identity.md).
import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  // What the sign-up form collected (spec §3 "Account creation"), kept on the auth user until the
  // address is verified; the profile and registration are created from it at verification.
  firstName: text('first_name'),
  lastName: text('last_name'),
  birthDate: text('birth_date'),
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  language: varchar('language', { length: 2 }).notNull().default('en'),
  /** JSON of the stored affiliate marker and token at sign-up, if any. */
  signupAffiliate: text('signup_affiliate'),
  // Better Auth's admin plugin: a staff role (support, editor, admin; members keep "user") and bans;
  // its two-factor plugin: whether TOTP sign-in is on (issue 20, @spc/domain/staff).
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: tz('ban_expires'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: tz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The admin plugin's impersonation marker (unused by the console: staff never act as a member). */
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tz('access_token_expires_at'),
    refreshTokenExpiresAt: tz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_accounts_user').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier').on(t.identifier)],
);

/** Failed sign-ins per e-mail address (spec §7 /isAllowedLogin, /updateLoginFailAttempt). Kept in the
 * database, so every instance behind a load balancer sees the same lock. Rows exist for addresses
 * without an account too, so the answers reveal nothing. */
export const loginAttempts = pgTable('login_attempts', {
  emailLower: text('email_lower').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: tz('last_failed_at'),
  lockedUntil: tz('locked_until'),
});

/** Every e-mail the product sends, kept whether or not SMTP delivered it (viewable at /dev/mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** verification, reset, welcome, unlock… */
    kind: varchar('kind', { length: 32 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    /** The action link the message carries, for tests and the development viewer. */
    link: text('link'),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
    /** The last delivery failure (kept after a later success is not: cleared when sent). */
    error: text('error'),
    /** Delivery attempts so far (issue 16: retried with backoff, then given up). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the delivery job may (next) try it; null = not queued: sent, given up, or written while no
     * SMTP was configured (the outbox alone), so such a row is never sent later by surprise.
     */
    nextAttemptAt: tz('next_attempt_at'),
    /** A runner's claim: no other runner takes the row before this (a crashed runner's claim lapses). */
    claimedUntil: tz('claimed_until'),
    /** Given up after the last attempt (the dead state); `error` says why. */
    failedAt: tz('failed_at'),
    /** Issue 22: the request or background job that wrote it (also its `X-Request-ID` header). */
    requestId: varchar('request_id', { length: 64 }),
  },
  (t) => [index('mail_outbox_to').on(t.to), index('mail_outbox_next_attempt').on(t.nextAttemptAt)],
);

/** Resend counters for the verification e-mail (spec §7 /update/resendratelimit, §9 step limit 5). */
export const resendLimits = pgTable('resend_limits', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  windowStartedAt: tz('window_started_at').notNull().defaultNow(),
  lastSentAt: tz('last_sent_at'),
});
