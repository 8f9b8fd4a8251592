// The staff console's kernel tables (issue 20): the identity library's TOTP secrets, the staff
// sessions' last activity (the 30-minute idle limit), and the audit trail of every staff write.
// The audit trail is append-only in the database itself: a trigger (migration 0024) refuses UPDATE
// and DELETE on staff_audit, so no code path, staff's or ours, can rewrite history.
import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AuditAction, StaffRole } from '@spc/domain/staff';
import { tz } from './columns.ts';
import { authSessions, authUsers } from './identity.ts';

/** Better Auth's two-factor plugin: one TOTP secret and backup codes per user (encrypted by the library). */
export const authTwoFactors = pgTable(
  'auth_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: tz('locked_until'),
  },
  (t) => [index('auth_two_factors_user').on(t.userId), index('auth_two_factors_secret').on(t.secret)],
);

/** When a staff session last made a staff request; older than STAFF_IDLE_MINUTES → the session ends. */
export const staffSessionActivity = pgTable('staff_session_activity', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
});

/** Every staff write: who, when, what, before and after. Rows outlive the staff account (no FK). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tz('at').notNull().defaultNow(),
    staffUserId: text('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    staffRole: text('staff_role').$type<StaffRole>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('staff_audit_at').on(t.at),
    index('staff_audit_entity').on(t.entity, t.entityId),
    index('staff_audit_staff').on(t.staffEmail),
  ],
);
