// Campus access (issue 18 item 5; spec §6, §7, §8; packages/domain/src/campus-access.ts): a campus code
// from the campus's pool, a school-portal token mailed to a school address, or (through `grantFromPool`)
// a back-to-school event's join gives a campus card and ties the member to that campus. The §8 messages
// are answered verbatim. The age check after sign-in (spec §4, decision 025) is in age-check.ts.
import { createHash, randomBytes } from 'node:crypto';
import {
  CAMPUS_ACCESS_MESSAGES as M,
  CAMPUS_MEMBERSHIP_MONTHS,
  SCHOOL_PORTAL_TOKEN_TTL_MS,
  type CampusAccessCode,
  type CampusMemberResponse,
  type CampusMembershipResponse,
  type CampusRef,
  type MessageResponse,
  type SchoolPortalTokenBody,
  type SchoolPortalVerifyResponse,
} from '@spc/domain/campus-access';
import { addMonths } from '@spc/domain/store';
import type { Language } from '@spc/domain/constants';
import { renderMail } from '../../adapters/mail/templates.ts';
import { lockScope, type Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import type { Member } from '../../plugins/caller.ts';
import { markHasCard } from '../account/service.ts';
import {
  findValidCards,
  hasPaidMembership,
  issueCard,
  retireOtherCards,
  type CardRow,
} from '../membership-card/service.ts';
import * as student from '../student/service.ts';
import * as repo from './repository.ts';

export type CampusAccessDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'log'>;

/** School-portal tokens a member may ask for in an hour. */
export const PORTAL_TOKENS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
/** Ours (no §8 message names a success of these calls). */
export const CAMPUS_MEMBERSHIP_ACTIVE = 'Campus membership active';

export const fail = (status: number, code: CampusAccessCode, field?: string) =>
  new HttpError(status, code, M[code], field);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// ---- Campuses (the student module's rows, through its service) ------------------------------------

export interface CampusInfo extends CampusRef {
  schoolId: number;
}

/** A campus with its school's names, by id; undefined when no campus has it. */
export async function findCampus(deps: Pick<Deps, 'db'>, campusId: number): Promise<CampusInfo | undefined> {
  const { schools } = await student.getCampusList(deps);
  for (const school of schools) {
    const campus = school.campuses.find((entry) => entry.id === campusId);
    if (campus) {
      return {
        id: campus.id,
        url_name: campus.url_name,
        name_en: campus.name_en,
        name_fr: campus.name_fr,
        school_name_en: school.name_en,
        school_name_fr: school.name_fr,
        schoolId: school.id,
      };
    }
  }
  return undefined;
}

const refOf = ({ schoolId: _schoolId, ...ref }: CampusInfo): CampusRef => ref;

function cardOf(card: CardRow, campus: CampusInfo) {
  return {
    card_number: card.cardNumber,
    csv: card.csv,
    cobrand: 'campus' as const,
    campus: campus.url_name,
    expiry_date: (card.expiryDate ?? new Date()).toISOString(),
  };
}

// ---- The campus card -------------------------------------------------------------------------------

/**
 * Issues the campus card and ties the member to the campus, inside the caller's transaction (which
 * holds the member's lock). A free trial is retired like a purchase retires it; a paid membership is
 * refused before this point. Throws ALREADY_REDEEMED when a racing twin tied the member first.
 */
async function grantCampusCard(
  tx: Queryable,
  member: Member,
  campus: CampusInfo,
  source: repo.CampusMemberSource,
  now: Date,
): Promise<CardRow> {
  await retireOtherCards(tx, member.userId);
  const card = await issueCard(tx, {
    cobrand: 'campus',
    campus: campus.url_name,
    status: 'active',
    userId: member.userId,
    expiryDate: addMonths(now, CAMPUS_MEMBERSHIP_MONTHS),
    isPrimary: true,
    source: 'campus',
    activatedAt: now,
    createdAt: now,
  });
  const tied = await repo.insertCampusMember(tx, {
    userId: member.userId,
    campusId: campus.id,
    source,
    cardId: card.id,
    joinedAt: now,
  });
  if (!tied) throw fail(409, 'ALREADY_REDEEMED');
  await markHasCard(tx, member.userId, 'campus');
  return card;
}

/** Refusals before any campus membership: already a campus member, or a paid membership running. */
async function assertCanJoin(db: Queryable, member: Member, now: Date): Promise<void> {
  if (await repo.findCampusMember(db, member.userId)) throw fail(409, 'ALREADY_REDEEMED');
  if (await hasPaidMembership(db, member.userId, now)) throw fail(409, 'MEMBERSHIP_EXISTS');
}

/** POST /api/users/campus-code: a code typed in the campus code modal; the campus is the code's pool's. */
export async function redeemCampusCode(
  deps: Pick<Deps, 'db'>,
  member: Member,
  code: string,
  now: Date,
): Promise<CampusMembershipResponse> {
  const row = await repo.findCode(deps.db, code);
  // One answer for unknown, used (by anyone else) and past codes: nothing to probe.
  if (!row || (row.redeemedAt && row.redeemedBy !== member.userId) || (row.validUntil && row.validUntil <= now)) {
    throw fail(404, 'ACCESS_CODE_NOT_VALID', 'code');
  }
  if (row.redeemedAt) throw fail(409, 'ALREADY_REDEEMED', 'code');
  const campus = await findCampus(deps, row.campusId);
  if (!campus) throw fail(404, 'ACCESS_CODE_NOT_VALID', 'code');
  await assertCanJoin(deps.db, member, now);
  const card = await deps.db.transaction(async (tx) => {
    await lockScope(tx, member.scope);
    await assertCanJoin(tx, member, now);
    if (!(await repo.takeCode(tx, row.id, member.userId, now))) throw fail(404, 'ACCESS_CODE_NOT_VALID', 'code');
    return grantCampusCard(tx, member, campus, 'code', now);
  });
  return { message: CAMPUS_MEMBERSHIP_ACTIVE, campus: refOf(campus), card: cardOf(card, campus) };
}

/**
 * A back-to-school event's join (the bts module): the next code of the campus's pool goes to the
 * member, with the campus card. `within` runs in the same transaction (the event's join row).
 * 'There is no Remaining Campus Code' when the pool is empty.
 */
export async function grantFromPool(
  deps: Pick<Deps, 'db'>,
  member: Member,
  campusId: number,
  now: Date,
  within: (tx: Queryable) => Promise<void>,
): Promise<CampusMembershipResponse> {
  const campus = await findCampus(deps, campusId);
  if (!campus) throw fail(404, 'CAMPUS_NOT_FOUND', 'campus_id');
  await assertCanJoin(deps.db, member, now);
  const card = await deps.db.transaction(async (tx) => {
    await lockScope(tx, member.scope);
    await assertCanJoin(tx, member, now);
    const code = await repo.nextPoolCode(tx, campus.id, now);
    if (!code || !(await repo.takeCode(tx, code.id, member.userId, now))) throw fail(409, 'NO_REMAINING_CAMPUS_CODE');
    const issued = await grantCampusCard(tx, member, campus, 'event', now);
    await within(tx);
    return issued;
  });
  return { message: CAMPUS_MEMBERSHIP_ACTIVE, campus: refOf(campus), card: cardOf(card, campus) };
}

/** GET /api/users/campus-member: the campus the member is tied to (§6), and whether they need a student ID. */
export async function getCampusMember(deps: Pick<Deps, 'db'>, userId: string): Promise<CampusMemberResponse> {
  const row = await repo.findCampusMember(deps.db, userId);
  const campus = row ? await findCampus(deps, row.campusId) : undefined;
  return {
    campus: campus ? refOf(campus) : null,
    joined_at: row ? row.joinedAt.toISOString() : null,
    needs_student_id: campus === undefined,
  };
}

/** Whether the member is tied to a campus (spec §6: then they need no student ID). */
export async function isCampusMember(db: Queryable, userId: string): Promise<boolean> {
  return (await repo.findCampusMember(db, userId)) !== undefined;
}

// ---- School portal ---------------------------------------------------------------------------------

/**
 * POST /api/users/school-portal/accesstoken: a token for the school address, mailed there. 'Created
 * Token, Sent to mail' the first time, 'Refreshed Token, Sent to mail' when it takes the place of
 * earlier ones (which then answer 'Token Refreshed, Create or Use new Token').
 */
export async function createPortalToken(
  deps: CampusAccessDeps,
  member: Member,
  body: SchoolPortalTokenBody,
  now: Date,
): Promise<MessageResponse> {
  const campus = await findCampus(deps, body.campus_id);
  if (!campus) throw fail(404, 'CAMPUS_NOT_FOUND', 'campus_id');
  const { eligible } = await student.checkDomain(deps, {
    student_email: body.school_email,
    school_id: campus.schoolId,
  });
  if (!eligible) throw fail(422, 'DOMAIN_INVALID', 'school_email');
  if (await repo.emailRedeemed(deps.db, body.school_email)) throw fail(409, 'ALREADY_REDEEMED', 'school_email');
  await assertCanJoin(deps.db, member, now);
  if (
    (await repo.countTokensSince(deps.db, member.userId, new Date(now.getTime() - HOUR_MS))) >= PORTAL_TOKENS_PER_HOUR
  ) {
    throw new HttpError(429, 'RATE_LIMITED', 'Too many requests at the moment. Please try again later');
  }
  const token = randomBytes(24).toString('base64url');
  const replaced = await deps.db.transaction(async (tx) => {
    const count = await repo.replaceTokens(tx, body.school_email, now);
    await repo.insertToken(tx, {
      userId: member.userId,
      campusId: campus.id,
      schoolEmail: body.school_email,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SCHOOL_PORTAL_TOKEN_TTL_MS),
    });
    return count > 0;
  });
  const language: Language = body.language ?? member.profile.language ?? 'en';
  const link = `${deps.config.publicUrl}/campus/${campus.url_name}?portal_token=${token}`;
  const rendered = renderMail('school-portal-token', language, {
    link,
    publicUrl: deps.config.publicUrl,
    firstName: member.profile.firstName,
    campusName: language === 'fr' ? campus.school_name_fr : campus.school_name_en,
    refreshed: replaced,
  });
  await deps.mail.send({ to: body.school_email, kind: 'school-portal-token', language, ...rendered, link });
  return { message: replaced ? M.TOKEN_REFRESHED : M.TOKEN_CREATED };
}

/** The token's row when it can still be used by `member`; the §8 refusal otherwise. */
async function usableToken(db: Queryable, member: Member, token: string, now: Date): Promise<repo.PortalTokenRow> {
  const row = await repo.findTokenByHash(db, sha256(token));
  // Another member's token is as unknown as a mistyped one.
  if (!row || row.userId !== member.userId) throw fail(404, 'TOKEN_INVALID', 'token');
  if (row.redeemedAt) throw fail(409, 'ALREADY_REDEEMED', 'token');
  if (row.replacedAt) throw fail(410, 'TOKEN_REPLACED', 'token');
  if (row.expiresAt <= now) throw fail(410, 'TOKEN_EXPIRED', 'token');
  return row;
}

/** POST /api/users/school-portal/verify: 'Verified Token', or 'BTS Account Active and Verified Token'. */
export async function verifyPortalToken(
  deps: Pick<Deps, 'db'>,
  member: Member,
  token: string,
  now: Date,
): Promise<SchoolPortalVerifyResponse> {
  const row = await usableToken(deps.db, member, token, now);
  const campus = await findCampus(deps, row.campusId);
  if (!campus) throw fail(404, 'TOKEN_INVALID', 'token');
  const tied = await repo.findCampusMember(deps.db, member.userId);
  return {
    message: tied?.source === 'event' ? M.BTS_TOKEN_VERIFIED : M.TOKEN_VERIFIED,
    campus: refOf(campus),
    school_email: row.schoolEmail,
  };
}

/**
 * POST /api/users/school-portal/register (§8 "School-portal card registration"): the campus card for
 * the token's campus. 'User has Active Card' when a card is already running (the web takes it as
 * registered and clears the stored school data).
 */
export async function registerPortalCard(
  deps: Pick<Deps, 'db'>,
  member: Member,
  token: string,
  now: Date,
): Promise<CampusMembershipResponse> {
  const hasRunningCard = async (db: Queryable) =>
    (await findValidCards(db, member.userId, now)).some((entry) => !entry.isFreeTrial);
  // The member's own token, used or not: a running card answers first (the web's "already registered").
  const known = await repo.findTokenByHash(deps.db, sha256(token));
  if (known?.userId === member.userId && (await hasRunningCard(deps.db))) throw fail(409, 'CARD_ALREADY_ACTIVE');
  const row = await usableToken(deps.db, member, token, now);
  const campus = await findCampus(deps, row.campusId);
  if (!campus) throw fail(404, 'TOKEN_INVALID', 'token');
  const card = await deps.db.transaction(async (tx) => {
    await lockScope(tx, member.scope);
    if (await hasRunningCard(tx)) throw fail(409, 'CARD_ALREADY_ACTIVE');
    if (await repo.findCampusMember(tx, member.userId)) throw fail(409, 'ALREADY_REDEEMED');
    if (!(await repo.redeemToken(tx, row.id, now))) throw fail(409, 'ALREADY_REDEEMED', 'token');
    return grantCampusCard(tx, member, campus, 'portal', now);
  });
  return { message: CAMPUS_MEMBERSHIP_ACTIVE, campus: refOf(campus), card: cardOf(card, campus) };
}

/** The staff console's campus code pools (staff-campaigns, issue 20 item 3). */
export * as staffRows from './staff-repository.ts';
