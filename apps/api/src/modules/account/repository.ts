// The account's rows: the profile, registration, referral and resend-limit rows kept beside the identity
// tables (cards are membership-card's). The only file of the account module that touches the database.
import { RESEND_LIMIT } from '@spc/domain/auth';
import { and, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { authUsers, referralCodes, registrations, resendLimits, userProfiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type AuthUserRow = typeof authUsers.$inferSelect;
export type ResendLimitRow = typeof resendLimits.$inferSelect;

export async function findAuthUser(db: Db, userId: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  return row;
}

/** The auth user with this address (addresses are stored lower-cased by the identity provider). */
export async function findAuthUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email.trim().toLowerCase()));
  return row;
}

export async function findProfile(db: Queryable, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

/** The profile and whether registration is finished (the kernel's caller guards ask it). */
export async function findMember(db: Db, userId: string) {
  const [row] = await db
    .select({ profile: userProfiles, registered: registrations.registered })
    .from(userProfiles)
    .leftJoin(registrations, eq(registrations.userId, userProfiles.userId))
    .where(eq(userProfiles.userId, userId));
  return row;
}

export async function findRegistration(db: Db, userId: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.userId, userId));
  return row;
}

function parseAffiliate(json: string | null): Record<string, string> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return Object.fromEntries(entries.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * Creates the profile and the registration from what the sign-up form stored on the auth user, once
 * the address is verified. Idempotent: a second verification changes nothing. Returns true when it
 * created them.
 */
export async function createProfileFromSignup(db: Db, userId: string, privacyVersion: number | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, userId));
    if (!user?.firstName || !user.lastName || !user.birthDate) return false;
    const inserted = await tx
      .insert(userProfiles)
      .values({
        userId,
        firstName: user.firstName,
        lastName: user.lastName,
        emailLower: user.email.toLowerCase(),
        birthDate: user.birthDate,
        emailOptIn: user.emailOptIn,
        language: user.language === 'fr' ? 'fr' : 'en',
        privacyVersion,
      })
      .onConflictDoNothing()
      .returning({ userId: userProfiles.userId });
    if (inserted.length === 0) return false;
    await tx
      .insert(registrations)
      .values({ userId, registered: true, affiliate: parseAffiliate(user.signupAffiliate) })
      .onConflictDoNothing();
    return true;
  });
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  birthDate: string;
  emailOptIn: boolean;
  language: 'en' | 'fr';
  affiliate: Record<string, string> | null;
  /** The privacy policy version in effect, accepted with the registration (null: none published). */
  privacyVersion: number | null;
}

/**
 * POST /register: the profile (created, or completed when one exists without a registration) and the
 * registration, in one transaction. Answers false when the user was already registered, so two
 * racing calls register once.
 */
export async function registerUser(db: Db, userId: string, email: string, input: RegistrationInput): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const profile = {
        firstName: input.firstName,
        lastName: input.lastName,
        birthDate: input.birthDate,
        emailOptIn: input.emailOptIn,
        language: input.language,
        privacyVersion: input.privacyVersion,
        updatedAt: new Date(),
      };
      await tx
        .insert(userProfiles)
        .values({ userId, emailLower: email.toLowerCase(), ...profile })
        .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
      const [registration] = await tx
        .insert(registrations)
        .values({ userId, registered: true, affiliate: input.affiliate })
        .onConflictDoUpdate({
          target: registrations.userId,
          set: { registered: true, affiliate: sql`coalesce(excluded.affiliate, ${registrations.affiliate})` },
          setWhere: eq(registrations.registered, false),
        })
        .returning({ userId: registrations.userId });
      // Already registered (perhaps by a racing call): undo this call's profile changes.
      if (!registration) tx.rollback();
      await tx
        .update(authUsers)
        .set({
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          birthDate: input.birthDate,
          emailOptIn: input.emailOptIn,
          language: input.language,
          updatedAt: new Date(),
        })
        .where(eq(authUsers.id, userId));
      return true;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

export type ProfilePatch = Partial<
  Pick<
    ProfileRow,
    | 'firstName'
    | 'lastName'
    | 'birthDate'
    | 'postal'
    | 'gender'
    | 'schoolType'
    | 'schoolName'
    | 'international'
    | 'emailOptIn'
    | 'language'
    | 'country'
    | 'province'
    | 'themeId'
    | 'alertsPolicy'
    | 'privacyVersion'
    | 'emailLower'
  >
>;

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(userProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId))
    .returning();
  return row;
}

export type AuthUserPatch = Partial<
  Pick<AuthUserRow, 'name' | 'firstName' | 'lastName' | 'birthDate' | 'emailOptIn' | 'language'>
>;

/** Keeps the sign-up data on the auth user in step with the profile (names, language). */
export async function updateAuthUser(db: Db, userId: string, patch: AuthUserPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(authUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authUsers.id, userId));
}

/** A new address for the user, unverified until its link is followed; the profile follows it. */
export async function changeEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(authUsers).set({ email, emailVerified: false, updatedAt: now }).where(eq(authUsers.id, userId));
    await tx.update(userProfiles).set({ emailLower: email, updatedAt: now }).where(eq(userProfiles.userId, userId));
  });
}

export async function findReferral(db: Db, userId: string) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return row;
}

/**
 * The user's referral row, created with `code` when there is none. Answers undefined when `code`
 * belongs to someone else already (the caller draws another).
 */
export async function insertReferral(db: Db, userId: string, code: string) {
  await db.insert(referralCodes).values({ userId, referralCode: code }).onConflictDoNothing();
  return findReferral(db, userId);
}

export async function findResendLimit(db: Db, userId: string): Promise<ResendLimitRow | undefined> {
  const [row] = await db.select().from(resendLimits).where(eq(resendLimits.userId, userId));
  return row;
}

/**
 * Takes one verification-send slot atomically (RESEND_LIMIT: so many per window, a minimum gap
 * between two). Answers the updated row, or undefined when the limit holds, so two racing requests
 * cannot both send.
 */
export async function claimResendSlot(db: Db, userId: string, now: Date): Promise<ResendLimitRow | undefined> {
  const windowStart = new Date(now.getTime() - RESEND_LIMIT.windowMinutes * 60_000);
  const gapStart = new Date(now.getTime() - RESEND_LIMIT.minSecondsBetween * 1000);
  const windowOver = sql`${resendLimits.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(resendLimits)
    .values({ userId, count: 1, windowStartedAt: now, lastSentAt: now })
    .onConflictDoUpdate({
      target: resendLimits.userId,
      set: {
        count: sql`case when ${windowOver} then 1 else ${resendLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now} else ${resendLimits.windowStartedAt} end`,
        lastSentAt: now,
      },
      setWhere: and(
        sql`(${resendLimits.lastSentAt} is null or ${resendLimits.lastSentAt} <= ${gapStart})`,
        sql`(${windowOver} or ${resendLimits.count} < ${RESEND_LIMIT.max})`,
      ),
    })
    .returning();
  return row;
}

/**
 * The member holds a card now (a purchase, a VIP code: `spc`; an activated card or a trial: its type),
 * with the affiliate data the activation sent, when it sent some.
 */
export async function markHasCard(
  db: Queryable,
  userId: string,
  membershipType = 'spc',
  affiliate?: Record<string, string>,
): Promise<void> {
  await db
    .update(registrations)
    .set({ hasCard: true, membershipType, ...(affiliate && { affiliate }) })
    .where(eq(registrations.userId, userId));
}

// ---- Profile rows other modules act on (through service.ts) -----------------------------------------

/** The profile's `referred_by`: the code the member came with (kept when one is already there). */
export async function setReferredBy(db: Queryable, userId: string, code: string, now: Date): Promise<void> {
  await db
    .update(userProfiles)
    .set({ referredBy: code, updatedAt: now })
    .where(and(eq(userProfiles.userId, userId), isNull(userProfiles.referredBy)));
}

/**
 * The e-mail opt-in off for the account at `emailLower` (a marketing e-mail's unsubscribe link): the
 * profile's switch, and the sign-up form's answer on the auth user (a profile not yet created at
 * verification starts from it).
 */
export async function clearEmailOptIn(db: Queryable, emailLower: string, now: Date): Promise<void> {
  await db
    .update(userProfiles)
    .set({ emailOptIn: false, updatedAt: now })
    .where(and(eq(userProfiles.emailLower, emailLower), eq(userProfiles.emailOptIn, true)));
  await db
    .update(authUsers)
    .set({ emailOptIn: false, updatedAt: now })
    .where(and(sql`lower(${authUsers.email}) = ${emailLower}`, eq(authUsers.emailOptIn, true)));
}

/** Holds the member's profile row until the transaction ends (`for no key update`). */
export async function lockProfile(db: Queryable, userId: string): Promise<void> {
  await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .for('no key update');
}

/** The profiles' auto-renew flag on or off (billing's auto-renew, its revoked cards on file, an upgrade). */
export async function setAutoRenew(db: Queryable, userIds: readonly string[], on: boolean, now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(userProfiles)
    .set({ isAutoRenew: on, updatedAt: now })
    .where(inArray(userProfiles.userId, [...userIds]));
}

/** Which of `userIds` have auto-renew on (billing's renewal work list): one query for the whole list. */
export async function findAutoRenewing(db: Queryable, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(and(inArray(userProfiles.userId, [...userIds]), eq(userProfiles.isAutoRenew, true)));
  return new Set(rows.map((row) => row.userId));
}

// ---- The staff console's member search (issue 20) ----------------------------------------------------

/** `%`, `_` and `\` typed by staff are letters, not wildcards. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export type MemberSort = 'email' | '-email' | 'created_at' | '-created_at';

/**
 * Accounts whose address starts with `prefix` (addresses are stored lower-cased), a page of them with
 * the total; a `text_pattern_ops`-free prefix match is fine at our size (the unique index on the
 * address serves the exact case).
 */
export async function searchAuthUsersByEmail(
  db: Queryable,
  prefix: string,
  { sort, limit, offset }: { sort: MemberSort; limit: number; offset: number },
) {
  const where = sql`${authUsers.email} like ${`${likeLiteral(prefix.trim().toLowerCase())}%`}`;
  const column = sort.endsWith('email') ? authUsers.email : authUsers.createdAt;
  const order = sort.startsWith('-') ? sql`${column} desc` : sql`${column} asc`;
  const rows = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
      createdAt: authUsers.createdAt,
      accountFirstName: authUsers.firstName,
      accountLastName: authUsers.lastName,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.userId, authUsers.id))
    .where(where)
    .orderBy(order, authUsers.id)
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(authUsers)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The account, its profile and registration as the console's member page shows them. */
export async function findAccountForStaff(db: Queryable, userId: string) {
  const [row] = await db
    .select({ user: authUsers, profile: userProfiles, registered: registrations.registered })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.userId, authUsers.id))
    .leftJoin(registrations, eq(registrations.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row;
}
