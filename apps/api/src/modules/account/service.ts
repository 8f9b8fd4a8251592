// Users service, accounts side (docs/api-accounts.md "Users service"; spec §3 "User profile",
// "Registration", "Referral", §4 "Email verification", §5, §7 "Users"): registration, the profile,
// e-mail and password changes with re-authentication, the verification resend limit, custom tokens,
// the per-account sign-in lock and account deletion. Every call acts on the signed-in user only.
import { randomBytes, randomInt } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import {
  AUTH_ERROR_MESSAGES,
  buildEmailActionUrl,
  EMAIL_ACTION_TTL_MINUTES,
  RATE_LIMITED_MESSAGE,
  RESEND_LIMIT,
  type AuthErrorCode,
} from '@spc/domain/auth';
import type { Card, cardsResponseSchema } from '@spc/domain/cards';
import type { Language } from '@spc/domain/constants';
import {
  GEOCODING_ERRORS,
  isValidPostalCode,
  normalisePostal,
  postalRegion,
  provinceCodeOf,
} from '@spc/domain/location';
import {
  isOldEnough,
  isoDateOf,
  isProfileComplete,
  MIN_AGE,
  normaliseEmail,
  schoolRuleIssue,
  VALIDATION_MESSAGES,
  type AdditionalQuestions,
  type ChangeEmail,
  type ChangePassword,
  type Profile,
  type ProfileUpdate,
  type Referral,
  type RegisterBody,
  type Registration,
} from '@spc/domain/users';
import type { z } from 'zod';
import { claimOnce } from '../../adapters/redis.ts';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { clearAttempts, getLockState, recordFailedAttempt } from '../../auth/lockout.ts';
import { HttpError } from '../../errors.ts';
import type { SignedIn } from '../../plugins/auth.ts';
import { languageOf, sendAccountMail } from './hooks.ts';
import { PROVINCES, type Province } from '@spc/domain/provinces';
import * as repo from './repository.ts';
import type {
  accessTokenBodySchema,
  isAllowedLoginResponseSchema,
  loginFailResponseSchema,
  postalValidationResponseSchema,
  resendRateLimitResponseSchema,
  verifyEmailResponseSchema,
} from '@spc/domain/account-responses';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type AccountsDeps = Pick<Deps, 'db' | 'cache' | 'config' | 'mail' | 'log' | 'redis' | 'auth'>;

type User = SignedIn['user'];

/** A refusal that says when to try again: the route answers `retry_after` and a Retry-After header. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 423 | 429,
    code: AuthErrorCode,
    message: string,
    readonly retryAfter: number,
  ) {
    super(statusCode, code, message);
  }
}

const authError = (code: AuthErrorCode, field?: string) => new HttpError(401, code, AUTH_ERROR_MESSAGES[code], field);
const forbidden = (field: string) => new HttpError(403, 'FORBIDDEN', 'You can only act on your own account.', field);
const notRegistered = () =>
  new HttpError(404, 'NOT_REGISTERED', 'This account has no profile yet. Finish signing up first.');
const alreadyRegistered = () => new HttpError(409, 'ALREADY_REGISTERED', AUTH_ERROR_MESSAGES.ALREADY_REGISTERED);
const accountLocked = (retryAfter: number) =>
  new RetryLaterError(423, 'ACCOUNT_LOCKED', AUTH_ERROR_MESSAGES.ACCOUNT_LOCKED, retryAfter);

async function sendQuietly(deps: AccountsDeps, what: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    // The outbox could not be written: the account change stands, the message is lost (logged).
    deps.log.error({ err: error }, `could not send the ${what} e-mail`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Registration and profile

export function toProfile(row: repo.ProfileRow, emailVerified: boolean): Profile {
  const profile = {
    firebase_uid: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email_lower: row.emailLower,
    language: row.language,
    postal: row.postal,
    birth_date: row.birthDate,
    gender: row.gender,
    school_type: row.schoolType,
    school_name: row.schoolName,
    international: row.international,
    province: row.province,
    referred_by: row.referredBy,
    is_auto_renew: row.isAutoRenew,
    email_opt_in: row.emailOptIn,
    theme_id: row.themeId,
    alerts_policy: row.alertsPolicy,
    country: row.country,
  };
  return { ...profile, email_verified: emailVerified, is_complete: isProfileComplete(profile) };
}

/** The profile and whether registration is finished: the kernel's caller guards ask it (app.ts). */
export function findMember(db: Db, userId: string) {
  return repo.findMember(db, userId);
}

/** Records that the member holds a card (registrations.has_card), inside the caller's transaction. */
export function markHasCard(tx: Queryable, userId: string) {
  return repo.markHasCard(tx, userId);
}

export async function isRegistered(deps: AccountsDeps, userId: string): Promise<boolean> {
  return (await repo.findRegistration(deps.db, userId))?.registered ?? false;
}

export async function getRegistration(deps: AccountsDeps, userId: string): Promise<Registration> {
  const [row, cardCount] = await Promise.all([
    repo.findRegistration(deps.db, userId),
    repo.countCards(deps.db, userId),
  ]);
  return {
    membership_type: row?.membershipType ?? null,
    registered: row?.registered ?? false,
    hasCard: (row?.hasCard ?? false) || cardCount > 0,
    bmo: row?.bmo ?? false,
  };
}

/**
 * POST /register: the member record for a signed-in user without one (social sign-ups, or an e-mail
 * sign-up whose form data did not reach verification). Sends the welcome e-mail.
 */
export async function register(
  deps: AccountsDeps,
  user: User,
  body: RegisterBody,
  today = isoDateOf(new Date()),
): Promise<{ registered: true }> {
  if (body.firebase_uid !== user.id) throw forbidden('firebase_uid');
  if (await isRegistered(deps, user.id)) throw alreadyRegistered();
  if (!isOldEnough(body.birth_date, today, MIN_AGE)) {
    throw new HttpError(422, 'AGE_RESTRICTED', AUTH_ERROR_MESSAGES.AGE_RESTRICTED, 'birth_date');
  }
  const created = await repo.registerUser(deps.db, user.id, user.email, {
    firstName: body.first_name,
    lastName: body.last_name,
    birthDate: body.birth_date,
    emailOptIn: body.email_opt_in,
    language: body.language,
    affiliate: body.affiliate ?? null,
  });
  if (!created) throw alreadyRegistered();
  await sendQuietly(deps, 'welcome', () =>
    sendAccountMail(
      deps,
      'welcome',
      { email: user.email, firstName: body.first_name, language: body.language },
      `${deps.config.publicUrl}/deals`,
    ),
  );
  return { registered: true };
}

/** Unambiguous when read aloud or typed from a phone: no 0/O, 1/I/L. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;

function drawReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_LENGTH; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** GET /register: the caller's referral code (created on first read) and its counts. */
export async function getReferral(
  deps: Pick<Deps, 'db'>,
  userId: string,
  headerUid: string | undefined,
): Promise<Referral> {
  if (headerUid !== undefined && headerUid !== userId) throw forbidden('firebase_uid');
  if (!(await repo.findProfile(deps.db, userId))) throw notRegistered();
  let row = await repo.findReferral(deps.db, userId);
  // 31^8 codes: a collision is rare, and another draw settles it.
  for (let attempt = 0; !row && attempt < 5; attempt++)
    row = await repo.insertReferral(deps.db, userId, drawReferralCode());
  if (!row) throw new Error('could not draw a free referral code');
  return {
    referral_code: row.referralCode,
    referral_count: row.referralCount,
    referral_redemption_count: row.referralRedemptionCount,
  };
}

async function requireProfile(deps: AccountsDeps, userId: string) {
  const profile = await repo.findProfile(deps.db, userId);
  if (!profile) throw notRegistered();
  return profile;
}

/** The province of a Canadian postal code; null for a ZIP code or a first letter Canada Post does not use. */
function provinceOf(postal: string | null, country: string): string | null {
  if (!postal || country !== 'ca' || postalRegion(postal) !== 'ca') return null;
  return provinceCodeOf(postal) ?? null;
}

export async function getProfile(deps: AccountsDeps, user: User): Promise<Profile> {
  return toProfile(await requireProfile(deps, user.id), user.emailVerified);
}

/** PUT /v2/user/register: the additional questions; the province follows from the postal code. */
export async function saveAdditionalQuestions(
  deps: AccountsDeps,
  user: User,
  answers: AdditionalQuestions,
): Promise<Profile> {
  await requireProfile(deps, user.id);
  const updated = await repo.updateProfile(deps.db, user.id, {
    postal: answers.postal,
    schoolType: answers.school_type ?? null,
    schoolName: answers.school_name ?? null,
    international: answers.international,
    country: answers.country,
    province: provinceOf(answers.postal, answers.country),
  });
  if (!updated) throw notRegistered();
  return toProfile(updated, user.emailVerified);
}

/**
 * PUT /v2/user/profile. The school rule (spec §5) is checked on the merged profile whenever the update
 * touches the school or the country, so a member can still fix a name while the school is unanswered.
 * A new postal code without a country takes the postal code's country, as the additional questions do.
 */
export async function updateProfile(deps: AccountsDeps, user: User, update: ProfileUpdate): Promise<Profile> {
  const stored = await requireProfile(deps, user.id);
  const country = update.country ?? (update.postal !== undefined ? postalRegion(update.postal) : stored.country);
  const schoolType = update.school_type !== undefined ? update.school_type : stored.schoolType;
  const schoolName = update.school_name !== undefined ? update.school_name : stored.schoolName;
  if (update.school_type !== undefined || update.school_name !== undefined || country !== stored.country) {
    const issue = schoolRuleIssue({ country, school_type: schoolType, school_name: schoolName });
    if (issue) throw new HttpError(400, 'VALIDATION_ERROR', VALIDATION_MESSAGES[issue.code], issue.field);
  }
  const postal = update.postal ?? stored.postal;
  const patch: repo.ProfilePatch = {
    ...(update.first_name !== undefined && { firstName: update.first_name }),
    ...(update.last_name !== undefined && { lastName: update.last_name }),
    ...(update.birth_date !== undefined && { birthDate: update.birth_date }),
    ...(update.gender !== undefined && { gender: update.gender }),
    ...(update.international !== undefined && { international: update.international }),
    ...(update.email_opt_in !== undefined && { emailOptIn: update.email_opt_in }),
    ...(update.language !== undefined && { language: update.language }),
    ...(update.theme_id !== undefined && { themeId: update.theme_id }),
    schoolType,
    schoolName,
    postal,
    country,
    province: update.postal !== undefined || country !== stored.country ? provinceOf(postal, country) : stored.province,
  };
  const updated = await repo.updateProfile(deps.db, user.id, patch);
  if (!updated) throw notRegistered();
  // The auth user keeps the names and language too: the e-mails sent before a profile exists use them.
  await repo.updateAuthUser(deps.db, user.id, {
    ...(patch.firstName !== undefined || patch.lastName !== undefined
      ? { firstName: updated.firstName, lastName: updated.lastName, name: `${updated.firstName} ${updated.lastName}` }
      : {}),
    ...(patch.language !== undefined && { language: patch.language }),
  });
  return toProfile(updated, user.emailVerified);
}

export async function updateLanguage(deps: AccountsDeps, userId: string, language: Language) {
  await repo.updateAuthUser(deps.db, userId, { language });
  await repo.updateProfile(deps.db, userId, { language });
  return { language };
}

export async function acknowledgeAlertsPolicy(deps: AccountsDeps, userId: string, alertsPolicy: number) {
  await requireProfile(deps, userId);
  const updated = await repo.updateProfile(deps.db, userId, { alertsPolicy });
  return { alerts_policy: updated?.alertsPolicy ?? alertsPolicy };
}

// ---------------------------------------------------------------------------------------------------
// Passwords, re-authentication and the per-account lock

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
  if (valid) await clearAttempts(deps.db, user.email);
  else await recordFailedAttempt(deps.db, user.email);
  return valid;
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
async function verificationLink(
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

// ---------------------------------------------------------------------------------------------------
// Verification e-mail resends (spec §4 "Email verification", §9 "Default resend step limit 5")

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
  user: User,
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

// ---------------------------------------------------------------------------------------------------
// Custom tokens (spec §4 "Auto-login", the extension hand-off)

export async function createAccessToken(
  deps: AccountsDeps,
  user: User,
  body: z.infer<typeof accessTokenBodySchema>,
): Promise<{ custom_token: string; url: string }> {
  // The token signs in a session of its own, not the caller's: auto-login signs out whatever session
  // the browser has first (spec §4 "Auto-login"), and that must not be the one the token points at.
  const context = await deps.auth.$context;
  const session = await context.internalAdapter.createSession(user.id);
  const { token } = await deps.auth.api.generateOneTimeToken({
    headers: new Headers({ authorization: `Bearer ${session.token}` }),
  });
  const url = new URL(`${deps.config.publicUrl}${body?.redirect ?? '/deals'}`);
  url.searchParams.set('auto_login', 'yes');
  url.searchParams.set('custom_token', token);
  if (body?.card_number) url.searchParams.set('card_number', body.card_number);
  for (const [key, value] of Object.entries(body?.utm_data ?? {})) {
    if (value) url.searchParams.set(`utm_${key}`, value);
  }
  if (body?.resend_verification && !user.emailVerified) {
    try {
      await sendVerification(deps, user, undefined);
    } catch (error) {
      // The token is what was asked for; a resend the limit holds back is simply not sent.
      if (!(error instanceof RetryLaterError)) throw error;
    }
  }
  return { custom_token: token, url: url.toString() };
}

// ---------------------------------------------------------------------------------------------------
// The sign-in lock as the web app sees it (same answers whether or not the address has an account)

export async function isAllowedLogin(
  deps: AccountsDeps,
  email: string,
): Promise<z.infer<typeof isAllowedLoginResponseSchema>> {
  const lock = await getLockState(deps.db, email);
  return lock.allowed ? { allowed: true } : { allowed: false, retry_after: lock.retryAfter ?? 0 };
}

export async function updateLoginFailAttempt(
  deps: AccountsDeps,
  email: string,
): Promise<z.infer<typeof loginFailResponseSchema>> {
  const lock = await recordFailedAttempt(deps.db, email);
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

// ---------------------------------------------------------------------------------------------------
// Reference answers

/** Spec §8 "Geocoding": 'No postal code provided.' */
export const noPostalCode = () =>
  new HttpError(400, 'VALIDATION_ERROR', GEOCODING_ERRORS.noPostalCodeProvided, 'postal');

export function validatePostal(raw: string): z.infer<typeof postalValidationResponseSchema> {
  const postal = raw.trim();
  if (postal === '') throw noPostalCode();
  if (!isValidPostalCode(postal)) return { valid: false, postal };
  const normalised = normalisePostal(postal);
  const country = postalRegion(normalised);
  const province = provinceOf(normalised, country);
  return { valid: true, postal: normalised, country, ...(province && { province_code: province }) };
}

export function listProvinces(): { provinces: Province[] } {
  return { provinces: [...PROVINCES] };
}

// ---------------------------------------------------------------------------------------------------
// Cards and deletion

export function toCard(row: repo.CardRow, now: Date): Card {
  return {
    card_number: row.cardNumber,
    csv: row.csv,
    cobrand: row.cobrand,
    status: row.status,
    is_expired: row.expiryDate !== null && row.expiryDate.getTime() <= now.getTime(),
    expiry_date: row.expiryDate?.toISOString() ?? null,
    is_primary: row.isPrimary,
    is_g_ticket: row.isGTicket,
    is_online_purchased: row.isOnlinePurchased,
    is_free_trial: row.isFreeTrial,
    campus: row.campus,
    retailer: row.retailer,
  };
}

export async function cardsForUser(
  deps: AccountsDeps,
  userId: string,
  now = new Date(),
): Promise<z.infer<typeof cardsResponseSchema>> {
  return { cards: (await repo.findCards(deps.db, userId)).map((row) => toCard(row, now)) };
}

/**
 * Deletes the caller: the auth user with its sessions and accounts; the database cascades to the
 * profile, registration, favourites, lists, referral code and resend counter, and detaches cards.
 */
export async function deleteUser(
  deps: AccountsDeps,
  user: User,
  firebaseUid: string | undefined,
): Promise<{ success: true }> {
  if (firebaseUid !== undefined && firebaseUid !== user.id) throw forbidden('firebaseUid');
  const context = await deps.auth.$context;
  await context.internalAdapter.deleteUser(user.id);
  await clearAttempts(deps.db, user.email);
  return { success: true };
}
