// Per-account sign-in lockout (spec §7 /isAllowedLogin, /updateLoginFailAttempt, /unlock-account).
// Counted per e-mail address in the database, so every instance sees the same lock, and counted the
// same way for addresses without an account, so the answers reveal nothing.
import { LOGIN_LOCK } from '@spc/domain/auth';
import { normaliseEmail } from '@spc/domain/users';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { loginAttempts } from '../db/schema/index.ts';

export interface LockState {
  allowed: boolean;
  /** Seconds until the lock ends (only when locked). */
  retryAfter?: number;
  remainingAttempts: number;
}

const LOCK_MS = LOGIN_LOCK.lockMinutes * 60_000;

function stateOf(row: { failedCount: number; lockedUntil: Date | null } | undefined, now: Date): LockState {
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    return {
      allowed: false,
      retryAfter: Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000),
      remainingAttempts: 0,
    };
  }
  // An expired lock starts a fresh count.
  const failed = row?.lockedUntil ? 0 : (row?.failedCount ?? 0);
  return { allowed: true, remainingAttempts: Math.max(0, LOGIN_LOCK.maxAttempts - failed) };
}

export async function getLockState(db: Queryable, email: string, now = new Date()): Promise<LockState> {
  const [row] = await db
    .select({ failedCount: loginAttempts.failedCount, lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.emailLower, normaliseEmail(email)));
  return stateOf(row, now);
}

/**
 * Records one failed attempt in a single statement (INSERT … ON CONFLICT DO UPDATE … RETURNING): the
 * row is locked by the database while it is counted, so concurrent failures each add one, and the
 * failure that reaches the maximum sets the lock in the same statement (issue 16 item 3). A failure
 * while locked leaves the lock as it is; a lock that has run out starts the count again.
 */
export async function recordFailedAttempt(db: Db, email: string, now = new Date()): Promise<LockState> {
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const max = LOGIN_LOCK.maxAttempts;
  const expired = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now}`;
  const locked = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} > ${now}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ emailLower: normaliseEmail(email), failedCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.emailLower,
      set: {
        failedCount: sql`case when ${expired} then 1
          when ${locked} then ${loginAttempts.failedCount}
          else ${loginAttempts.failedCount} + 1 end`,
        lockedUntil: sql`case when ${expired} then null
          when ${locked} then ${loginAttempts.lockedUntil}
          when ${loginAttempts.failedCount} + 1 >= ${max} then ${lockUntil}::timestamptz
          else null end`,
        lastFailedAt: now,
      },
    })
    .returning({ failedCount: loginAttempts.failedCount, lockedUntil: loginAttempts.lockedUntil });
  return stateOf(row, now);
}

/**
 * A successful sign-in (or re-authentication) clears the count — unless the account is locked at that
 * moment. A right password that finishes while concurrent failures have earned a lock must not lift
 * it (issue 16 item 3): the lock stands until it runs out or a password reset clears it. Answers true
 * when the count was cleared (or there was none), false when a lock held.
 */
export async function clearAttemptsUnlessLocked(db: Db, email: string, now = new Date()): Promise<boolean> {
  const normalised = normaliseEmail(email);
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.emailLower, normalised),
        or(isNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, now)),
      ),
    );
  return (await getLockState(db, normalised, now)).allowed;
}

/** A password reset clears the count and the lock: proving the mailbox is the way out of a lock. */
export async function clearAttempts(db: Queryable, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.emailLower, normaliseEmail(email)));
}
