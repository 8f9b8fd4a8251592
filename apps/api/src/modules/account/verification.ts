// Verification e-mail resends (spec §4 "Email verification", §9 "Default resend step limit 5").
import { RATE_LIMITED_MESSAGE, RESEND_LIMIT } from '@spc/domain/auth';
import type { Language } from '@spc/domain/constants';
import type { z } from 'zod';
import { languageOf, sendAccountMail } from './hooks.ts';
import * as repo from './repository.ts';
import type { resendRateLimitResponseSchema, verifyEmailResponseSchema } from '@spc/domain/account-responses';
import { type AccountsDeps, type User } from './account-deps.ts';
import { RetryLaterError, authError } from './account-errors.ts';
import { verificationLink } from './credentials.ts';

type ResendState = z.infer<typeof resendRateLimitResponseSchema>;

export function resendStateOf(row: repo.ResendLimitRow | undefined, now: Date): ResendState {
  const windowMs = RESEND_LIMIT.windowMinutes * 60_000;
  const inWindow = row !== undefined && row.windowStartedAt.getTime() + windowMs > now.getTime();
  const count = inWindow ? row.count : 0;
  const gapWait = row?.lastSentAt
    ? row.lastSentAt.getTime() + RESEND_LIMIT.minSecondsBetween * 1000 - now.getTime()
    : 0;
  const windowWait =
    inWindow && count >= RESEND_LIMIT.max ? row.windowStartedAt.getTime() + windowMs - now.getTime() : 0;
  return { count, limit: RESEND_LIMIT.max, retry_after: Math.max(0, Math.ceil(Math.max(gapWait, windowWait) / 1000)) };
}

export async function getResendRateLimit(deps: AccountsDeps, userId: string, now = new Date()): Promise<ResendState> {
  return resendStateOf(await repo.findResendLimit(deps.db, userId), now);
}

/**
 * POST /user/verifyemail: sends the verification e-mail again, in the language asked for, unless the
 * address is verified already (nothing to do) or the resend limit holds (429 with retry_after).
 */
export async function sendVerification(
  deps: AccountsDeps,
  user: Pick<User, 'id'>,
  language: Language | undefined,
  now = new Date(),
): Promise<z.infer<typeof verifyEmailResponseSchema>> {
  const authUser = await repo.findAuthUser(deps.db, user.id);
  if (!authUser) throw authError('UNAUTHENTICATED');
  if (authUser.emailVerified) {
    return { sent: false, email_verified: true, ...(await getResendRateLimit(deps, user.id, now)) };
  }
  const claimed = await repo.claimResendSlot(deps.db, user.id, now);
  if (!claimed) {
    const state = await getResendRateLimit(deps, user.id, now);
    throw new RetryLaterError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, Math.max(1, state.retry_after));
  }
  const profile = await repo.findProfile(deps.db, user.id);
  const lang = language ?? languageOf(profile?.language ?? authUser.language);
  const link = await verificationLink(deps, user.id, authUser.email, '/signup/additional', lang);
  await sendAccountMail(
    deps,
    'verification',
    { email: authUser.email, firstName: profile?.firstName ?? authUser.firstName, language: lang },
    link,
  );
  return { sent: true, email_verified: false, ...resendStateOf(claimed, now) };
}
