// Registration (spec §3 "Registration", "Referral"): whether a user has finished signing up, the
// sign-up's second step, the member's referral code, and the has-card flag other modules set.
import { randomInt } from 'node:crypto';
import { AUTH_ERROR_MESSAGES } from '@spc/domain/auth';
import {
  isOldEnough,
  isoDateOf,
  MIN_AGE,
  type Referral,
  type RegisterBody,
  type Registration,
} from '@spc/domain/users';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { HttpError } from '../../errors.ts';
import { sendAccountMail } from './hooks.ts';
import { countCards } from '../membership-card/service.ts';
import { currentPrivacyVersion } from '../content/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';
import { sendQuietly, type AccountsDeps, type User } from './account-deps.ts';
import { alreadyRegistered, forbidden, notRegistered } from './account-errors.ts';
import { feedMarketingList } from './marketing-list.ts';

/** The profile and whether registration is finished: the kernel's caller guards ask it (app.ts). */
export function findMember(db: Db, userId: string) {
  return repo.findMember(db, userId);
}

/**
 * Records that the member holds a card (registrations.has_card) and its membership type (`spc` unless
 * said: membership's activation and trial say theirs, with the activation's affiliate data), inside the
 * caller's transaction.
 */
export function markHasCard(
  tx: Queryable,
  userId: string,
  membershipType?: string,
  affiliate?: Record<string, string>,
) {
  return repo.markHasCard(tx, userId, membershipType, affiliate);
}

export async function isRegistered(deps: AccountsDeps, userId: string): Promise<boolean> {
  return (await repo.findRegistration(deps.db, userId))?.registered ?? false;
}

export async function getRegistration(deps: AccountsDeps, userId: string): Promise<Registration> {
  const [row, cardCount] = await Promise.all([repo.findRegistration(deps.db, userId), countCards(deps.db, userId)]);
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
    // Registering accepts the privacy policy in effect (issue 17): no policy-update notice follows.
    privacyVersion: await currentPrivacyVersion(deps.db, new Date()),
  });
  if (!created) throw alreadyRegistered();
  // Opting in at sign-up puts the account's address on the marketing list (issue 19 item 3).
  if (body.email_opt_in) {
    await feedMarketingList(deps, { userId: user.id, email: user.email, language: body.language }, true);
  }
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
