// Password and e-mail changes, each after re-authenticating with the current password.
import { createEmailVerificationToken } from 'better-auth/api';
import { AUTH_ERROR_MESSAGES, buildEmailActionUrl, EMAIL_ACTION_TTL_MINUTES } from '@spc/domain/auth';
import type { Language } from '@spc/domain/constants';
import { normaliseEmail, type ChangeEmail, type ChangePassword } from '@spc/domain/users';
import { clearAttemptsUnlessLocked, getLockState, recordFailedAttempt } from '../../auth/lockout.ts';
import { HttpError } from '../../errors.ts';
import type { SignedIn } from '../../plugins/auth.ts';
import { languageOf, sendAccountMail } from './hooks.ts';
import * as repo from './repository.ts';
import { type AccountsDeps, type User } from './account-deps.ts';
import { accountLocked, authError, forbidden } from './account-errors.ts';

async function passwordMatches(deps: AccountsDeps, userId: string, password: string): Promise<boolean> {
  const context = await deps.auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return context.password.verify({ hash: account.password, password });
}

/**
 * Re-authentication by password. It is held to the sign-in lock: while the account is locked nothing
 * is checked (423), a wrong password counts as a failed attempt, a right one clears the count.
 */
async function reauthenticate(deps: AccountsDeps, user: User, password: string): Promise<boolean> {
  const lock = await getLockState(deps.db, user.email);
  if (!lock.allowed) throw accountLocked(lock.retryAfter ?? 0);
  const valid = await passwordMatches(deps, user.id, password);
  if (!valid) {
    await recordFailedAttempt(deps.db, user.email);
    return false;
  }
  // A lock earned by concurrent failures while this password was being checked stands (lockout.ts).
  if (!(await clearAttemptsUnlessLocked(deps.db, user.email))) {
    throw accountLocked((await getLockState(deps.db, user.email)).retryAfter ?? 0);
  }
  return true;
}

/** POST /passwordIsValid: the caller's own address only. */
export async function passwordIsValid(deps: AccountsDeps, user: User, body: { email: string; password: string }) {
  if (normaliseEmail(body.email) !== normaliseEmail(user.email)) throw forbidden('email');
  return { valid: await reauthenticate(deps, user, body.password) };
}

export async function changePassword(
  deps: AccountsDeps,
  signedIn: SignedIn,
  body: ChangePassword,
): Promise<{ success: true }> {
  const { user, session } = signedIn;
  if (!(await reauthenticate(deps, user, body.current_password)))
    throw authError('INVALID_PASSWORD', 'current_password');
  const context = await deps.auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(user.id);
  if (!account) throw authError('INVALID_PASSWORD', 'current_password');
  await context.internalAdapter.updateAccount(account.id, { password: await context.password.hash(body.new_password) });
  // Whoever else holds a session (a stolen cookie, another device) has to sign in again.
  const others = (await context.internalAdapter.listSessions(user.id))
    .map((other) => other.token)
    .filter((token) => token !== session.token);
  if (others.length > 0) await context.internalAdapter.deleteSessions(others);
  return { success: true };
}

/** PostgreSQL's unique_violation, on the error or the driver error drizzle wraps (both drivers say 23505). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A verification link for `email` (Better Auth's token, bound to the user) as the app's action link. */
export async function verificationLink(
  deps: AccountsDeps,
  userId: string,
  email: string,
  continuePath: string,
  language: Language,
) {
  const context = await deps.auth.$context;
  const token = await createEmailVerificationToken(
    context.secret,
    email,
    undefined,
    EMAIL_ACTION_TTL_MINUTES.verifyEmail * 60,
    { userId },
  );
  return buildEmailActionUrl(deps.config.publicUrl, {
    mode: 'verifyEmail',
    oobCode: token,
    continueUrl: `${deps.config.publicUrl}${continuePath}`,
    lang: language,
  });
}

/**
 * PUT /user/email: re-authenticated by the password. The address changes at once and is unverified
 * until the link sent to it is followed (sign-in by password waits for that, the current session
 * stays).
 */
export async function changeEmail(
  deps: AccountsDeps,
  user: User,
  body: ChangeEmail,
): Promise<{ email: string; email_verified: boolean }> {
  if (!(await reauthenticate(deps, user, body.password))) throw authError('INVALID_PASSWORD', 'password');
  const email = normaliseEmail(body.email);
  if (email === normaliseEmail(user.email)) return { email: user.email, email_verified: user.emailVerified };
  const taken = () => new HttpError(409, 'EMAIL_TAKEN', AUTH_ERROR_MESSAGES.EMAIL_TAKEN, 'email');
  if (await repo.findAuthUserByEmail(deps.db, email)) throw taken();
  try {
    await repo.changeEmail(deps.db, user.id, email);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const [profile, authUser] = await Promise.all([
    repo.findProfile(deps.db, user.id),
    repo.findAuthUser(deps.db, user.id),
  ]);
  const language = languageOf(profile?.language ?? authUser?.language);
  const link = await verificationLink(deps, user.id, email, '/profile', language);
  await sendAccountMail(
    deps,
    'email-change',
    { email, firstName: profile?.firstName ?? authUser?.firstName, language },
    link,
    { newEmail: email },
  );
  return { email, email_verified: false };
}
