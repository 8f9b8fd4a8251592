// The sign-in lock as the web app sees it (same answers whether or not the address has an account).
import { randomBytes } from 'node:crypto';
import { buildEmailActionUrl, EMAIL_ACTION_TTL_MINUTES } from '@spc/domain/auth';
import { normaliseEmail } from '@spc/domain/users';
import type { z } from 'zod';
import { claimOnce } from '../../adapters/redis.ts';
import { getLockState } from '../../auth/lockout.ts';
import { languageOf, sendAccountMail } from './hooks.ts';
import * as repo from './repository.ts';
import type { isAllowedLoginResponseSchema, loginFailResponseSchema } from '@spc/domain/account-responses';
import { type AccountsDeps } from './account-deps.ts';

export async function isAllowedLogin(
  deps: AccountsDeps,
  email: string,
): Promise<z.infer<typeof isAllowedLoginResponseSchema>> {
  const lock = await getLockState(deps.db, email);
  return lock.allowed ? { allowed: true } : { allowed: false, retry_after: lock.retryAfter ?? 0 };
}

/**
 * POST /updateLoginFailAttempt (spec §7): kept for the clients that call it, but it counts nothing
 * (issue 16 item 4) — anyone could otherwise lock anyone's account with five anonymous calls. The
 * server counts the real failed sign-ins itself (plugins/auth.ts); this answers the state they left.
 */
export async function updateLoginFailAttempt(
  deps: AccountsDeps,
  email: string,
): Promise<z.infer<typeof loginFailResponseSchema>> {
  const lock = await getLockState(deps.db, email);
  return {
    allowed: lock.allowed,
    remaining_attempts: lock.remainingAttempts,
    ...(lock.retryAfter !== undefined && { retry_after: lock.retryAfter }),
  };
}

/**
 * POST /unlock-account: when the address is locked and has an account, e-mails a single-use reset
 * link (a reset clears the lock). At most one message per lock, so the call cannot be used to flood
 * someone's inbox: claimed in Redis across instances when REDIS_URL is set, else per instance.
 */
export async function unlockAccount(deps: AccountsDeps, email: string): Promise<{ success: true }> {
  const lock = await getLockState(deps.db, email);
  if (lock.allowed) return { success: true };
  const normalised = normaliseEmail(email);
  const key = `accounts:unlock-mail:${normalised}`;
  const ttlMs = (lock.retryAfter ?? 1) * 1000;
  const { redis } = deps;
  if (!redis) {
    await deps.cache.get(key, ttlMs, () => sendUnlockMail(deps, normalised));
    return { success: true };
  }
  if (await claimOnce(redis, key, ttlMs)) {
    try {
      await sendUnlockMail(deps, normalised);
    } catch (error) {
      // A message that was not sent must not hold back the next request.
      await redis.del(key);
      throw error;
    }
  }
  return { success: true };
}

/** Sends the unlock e-mail with a fresh reset link; false when the address has no account. */
async function sendUnlockMail(deps: AccountsDeps, normalised: string): Promise<boolean> {
  const user = await repo.findAuthUserByEmail(deps.db, normalised);
  if (!user) return false;
  const context = await deps.auth.$context;
  const token = randomBytes(18).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    value: user.id,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + EMAIL_ACTION_TTL_MINUTES.resetPassword * 60_000),
  });
  const profile = await repo.findProfile(deps.db, user.id);
  const language = languageOf(profile?.language ?? user.language);
  const link = buildEmailActionUrl(deps.config.publicUrl, { mode: 'resetPassword', oobCode: token, lang: language });
  await sendAccountMail(
    deps,
    'unlock',
    { email: user.email, firstName: profile?.firstName ?? user.firstName, language },
    link,
  );
  return true;
}
