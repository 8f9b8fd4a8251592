// Per-account sign-in lockout (spec §7 /isAllowedLogin, /updateLoginFailAttempt, /unlock-account).
// Counted per e-mail address in the database, so every instance sees the same lock, and counted the
// same way for addresses without an account, so the answers reveal nothing.
import { LOGIN_LOCK } from '@spc/domain/auth';
import { normaliseEmail } from '@spc/domain/users';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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

export async function getLockState(db: Db, email: string, now = new Date()): Promise<LockState> {
  const [row] = await db
    .select({ failedCount: loginAttempts.failedCount, lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.emailLower, normaliseEmail(email)));
  return stateOf(row, now);
}

/** Records one failed attempt atomically; the attempt that reaches the maximum starts the lock. */
export async function recordFailedAttempt(db: Db, email: string, now = new Date()): Promise<LockState> {
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const [row] = await db
    .insert(loginAttempts)
    .values({ emailLower: normaliseEmail(email), failedCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.emailLower,
      set: {
        // A lock that has run out starts the count again.
        failedCount: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now} then 1
          when ${loginAttempts.lockedUntil} is not null then ${loginAttempts.failedCount}
          else ${loginAttempts.failedCount} + 1 end`,
        lockedUntil: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now} then null
          else ${loginAttempts.lockedUntil} end`,
        lastFailedAt: now,
      },
    })
    .returning({ failedCount: loginAttempts.failedCount, lockedUntil: loginAttempts.lockedUntil });
  if (row && !row.lockedUntil && row.failedCount >= LOGIN_LOCK.maxAttempts) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: lockUntil })
      .where(eq(loginAttempts.emailLower, normaliseEmail(email)));
    return stateOf({ failedCount: row.failedCount, lockedUntil: lockUntil }, now);
  }
  return stateOf(row, now);
}

/** A successful sign-in or a password reset clears the count and the lock. */
export async function clearAttempts(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.emailLower, normaliseEmail(email)));
}
