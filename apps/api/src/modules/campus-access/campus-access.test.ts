// Issue 18 item 5 (and item 4's age rules): campus codes from a campus's pool (valid, unknown, reused,
// expired, malformed, the member tied to the campus, a paid membership refused), the school-portal
// token (bad domain, created, refreshed, the replaced token, expired, verified, BTS-verified, another
// member's token, registered once, 'User has Active Card'), the age check after sign-in, and sign-up
// under 16 refused. Every spec §8 message compared word for word.
import { CAMPUS_ACCESS_MESSAGES as M, campusMembershipResponseSchema } from '@spc/domain/campus-access';
import { MIN_AGE, isoDateOf } from '@spc/domain/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  authHeaders,
  latestMail,
  mailsTo,
  nextClientAddress,
  signUp,
  signUpAndVerify,
  type SignedUp,
} from '../../../test/auth-helpers.ts';
import {
  campusCodes,
  campusMembers,
  cards,
  campuses,
  schoolPortalTokens,
  studentStatuses,
} from '../../db/schema/index.ts';
import { campusCodeOf, CAMPUS_CODE_POOLS, seedCampusAccess } from '../../db/seed/campus-access-data.ts';
import { seedStudents } from '../../db/seed/students-data.ts';
import { issueCard } from '../membership-card/service.ts';

interface Body {
  message?: string;
  error?: string;
  prompt?: boolean;
  reason?: string | null;
  campus?: { id: number; url_name: string } | null;
  card?: { cobrand: string; campus: string; card_number: string };
  needs_student_id?: boolean;
  school_email?: string;
}

let t: TestApp;
let people = 0;
let mcgillId = 0;
const DAY = 86_400_000;
const mcgillPool = CAMPUS_CODE_POOLS.find((pool) => pool.campus === 'mcgill-downtown')!;
let nextCode = 0;
/** A fresh code of McGill downtown's pool (each test its own). */
const freshCode = () => campusCodeOf(mcgillPool.prefix, (nextCode += 1));

const person = (): Promise<SignedUp> => signUpAndVerify(t, { email: `campus${(people += 1)}@example.com` });
let addresses = 0;
const mcgillAddress = () => `student${(addresses += 1)}@mail.mcgill.ca`;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextClientAddress(),
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    ...(body !== undefined && { payload: body as object }),
  });
const redeem = (cookie: string | undefined, code: unknown) => call('POST', '/api/users/campus-code', cookie, { code });
const askToken = (cookie: string, body: object) => call('POST', '/api/users/school-portal/accesstoken', cookie, body);
const verify = (cookie: string, token: string) => call('POST', '/api/users/school-portal/verify', cookie, { token });
const register = (cookie: string, token: string) =>
  call('POST', '/api/users/school-portal/register', cookie, { token });

async function mailedToken(email: string): Promise<string> {
  const mail = await latestMail(t, email, 'school-portal-token');
  const token = new URL(mail?.link ?? 'http://x').searchParams.get('portal_token');
  if (!token) throw new Error(`no token mailed to ${email}`);
  return token;
}

/** A paid SPC card running for a year. */
async function givePaidCard(userId: string, cobrand: 'spc' | 'cibc' = 'spc') {
  await issueCard(t.database.db, {
    cobrand,
    status: 'active',
    userId,
    expiryDate: new Date(Date.now() + 300 * DAY),
    isPrimary: true,
    source: 'online',
    activatedAt: new Date(),
    createdAt: new Date(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedStudents(tx);
    await seedCampusAccess(tx, new Date());
  });
  const [row] = await t.database.db.select().from(campuses).where(eq(campuses.urlName, 'mcgill-downtown'));
  mcgillId = row!.id;
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/users/campus-code (the campus code modal)', () => {
  it("gives a campus card and ties the member to the code's campus; they need no student ID", async () => {
    const member = await person();
    const res = await redeem(member.cookie, ` ${freshCode().toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    const body = campusMembershipResponseSchema.parse(res.json());
    expect(body.campus).toMatchObject({ id: mcgillId, url_name: 'mcgill-downtown' });
    expect(body.card).toMatchObject({ cobrand: 'campus', campus: 'mcgill-downtown' });
    const [card] = await t.database.db.select().from(cards).where(eq(cards.userId, member.userId));
    expect(card).toMatchObject({ cobrand: 'campus', status: 'active', source: 'campus', isPrimary: true });
    expect(card!.expiryDate!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    const [tie] = await t.database.db.select().from(campusMembers).where(eq(campusMembers.userId, member.userId));
    expect(tie).toMatchObject({ campusId: mcgillId, source: 'code', cardId: card!.id });

    const mine = await call('GET', '/api/users/campus-member', member.cookie);
    expect(mine.json<Body>()).toMatchObject({ campus: { url_name: 'mcgill-downtown' }, needs_student_id: false });
  });

  it("answers 'Access Code Not Valid' for an unknown code, another member's used code and an expired one", async () => {
    const first = await person();
    const second = await person();
    const code = freshCode();
    expect((await redeem(first.cookie, code)).statusCode).toBe(200);

    const reused = await redeem(second.cookie, code);
    expect(reused.statusCode).toBe(404);
    expect(reused.json<Body>().message).toBe('Access Code Not Valid');

    const unknown = await redeem(second.cookie, 'NOPE-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Body>().message).toBe(M.ACCESS_CODE_NOT_VALID);

    const expired = freshCode();
    await t.database.db
      .update(campusCodes)
      .set({ validUntil: new Date(Date.now() - DAY) })
      .where(eq(campusCodes.code, expired));
    const late = await redeem(second.cookie, expired);
    expect(late.statusCode).toBe(404);
    expect(late.json<Body>().message).toBe('Access Code Not Valid');
    expect(await t.database.db.select().from(cards).where(eq(cards.userId, second.userId))).toHaveLength(0);
  });

  it("answers 'Already Redeemed your SPC Membership' to the member redeeming their code again, or a second code", async () => {
    const member = await person();
    const code = freshCode();
    expect((await redeem(member.cookie, code)).statusCode).toBe(200);
    const again = await redeem(member.cookie, code);
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('Already Redeemed your SPC Membership');
    const other = await redeem(member.cookie, freshCode());
    expect(other.statusCode).toBe(409);
    expect(other.json<Body>().message).toBe('Already Redeemed your SPC Membership');
  });

  it("answers 'User already has active membership' to a member with a paid card, and keeps the code in the pool", async () => {
    const member = await person();
    await givePaidCard(member.userId);
    const code = freshCode();
    const res = await redeem(member.cookie, code);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe('User already has active membership');
    const [row] = await t.database.db.select().from(campusCodes).where(eq(campusCodes.code, code));
    expect(row!.redeemedAt).toBeNull();
  });

  it('refuses malformed codes with 400 and visitors with 401', async () => {
    const member = await person();
    for (const code of ['', 'ab', 'x'.repeat(60), 42, 'MCGILL25\u00000001', "'; drop table cards; --"]) {
      const res = await redeem(member.cookie, code);
      expect(res.statusCode, String(code)).toBe(400);
    }
    expect((await redeem(undefined, freshCode())).statusCode).toBe(401);
  });
});

describe('POST /api/users/school-portal/* (spec §8 "School-portal card registration")', () => {
  it("answers 'Domain Validation Failed (invalid email)' for an address that is not the campus's school's", async () => {
    const member = await person();
    for (const school_email of ['someone@gmail.com', 'someone@mail.utoronto.ca', 'mcgill.ca@evil.com']) {
      const res = await askToken(member.cookie, { school_email, campus_id: mcgillId });
      expect(res.statusCode, school_email).toBe(422);
      expect(res.json<Body>().message).toBe('Domain Validation Failed (invalid email)');
    }
    const notAnAddress = await askToken(member.cookie, { school_email: 'not an address', campus_id: mcgillId });
    expect(notAnAddress.statusCode).toBe(400);
    expect(notAnAddress.json<Body>().message).toContain('Domain Validation Failed (invalid email)');
    expect(await mailsTo(t, 'someone@gmail.com')).toHaveLength(0);
  });

  it('creates, refreshes (the older token then says so), verifies and registers once', async () => {
    const member = await person();
    const email = mcgillAddress();
    const created = await askToken(member.cookie, { school_email: email, campus_id: mcgillId, language: 'fr' });
    expect(created.statusCode).toBe(200);
    expect(created.json<Body>().message).toBe('Created Token, Sent to mail');
    const first = await mailedToken(email);
    const firstMail = await latestMail(t, email, 'school-portal-token');
    expect(firstMail?.subject).toBe('Votre lien d’abonnement campus Carte SPC');

    const refreshed = await askToken(member.cookie, {
      school_email: email,
      campus_id: mcgillId,
      resend_verification: true,
    });
    expect(refreshed.json<Body>().message).toBe('Refreshed Token, Sent to mail');
    const second = await mailedToken(email);
    expect(second).not.toBe(first);

    const old = await verify(member.cookie, first);
    expect(old.statusCode).toBe(410);
    expect(old.json<Body>().message).toBe('Token Refreshed, Create or Use new Token');

    const verified = await verify(member.cookie, second);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<Body>()).toMatchObject({ message: 'Verified Token', school_email: email });

    const registered = await register(member.cookie, second);
    expect(registered.statusCode).toBe(200);
    expect(registered.json<Body>().card).toMatchObject({ cobrand: 'campus', campus: 'mcgill-downtown' });
    const [tie] = await t.database.db.select().from(campusMembers).where(eq(campusMembers.userId, member.userId));
    expect(tie).toMatchObject({ campusId: mcgillId, source: 'portal' });

    // The card runs now: a reused token is already registered, and the address has had its membership.
    const reused = await register(member.cookie, second);
    expect(reused.statusCode).toBe(409);
    expect(reused.json<Body>().message).toBe('User has Active Card');
    const other = await person();
    const again = await askToken(other.cookie, { school_email: email, campus_id: mcgillId });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('Already Redeemed your SPC Membership');
  });

  it("answers 'Token Expired Create new Token' once the day is over", async () => {
    const member = await person();
    const email = mcgillAddress();
    await askToken(member.cookie, { school_email: email, campus_id: mcgillId });
    const token = await mailedToken(email);
    await t.database.db
      .update(schoolPortalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schoolPortalTokens.schoolEmail, email));
    for (const res of [await verify(member.cookie, token), await register(member.cookie, token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json<Body>().message).toBe('Token Expired Create new Token');
    }
  });

  it("answers 'User has Active Card' when a paid card runs, and 'User already has active membership' before mailing", async () => {
    const member = await person();
    const email = mcgillAddress();
    await askToken(member.cookie, { school_email: email, campus_id: mcgillId });
    const token = await mailedToken(email);
    await givePaidCard(member.userId);
    const res = await register(member.cookie, token);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe('User has Active Card');
    const ask = await askToken(member.cookie, { school_email: mcgillAddress(), campus_id: mcgillId });
    expect(ask.statusCode).toBe(409);
    expect(ask.json<Body>().message).toBe('User already has active membership');
  });

  it("treats another member's token as unknown, and malformed tokens as bad input", async () => {
    const owner = await person();
    const stranger = await person();
    const email = mcgillAddress();
    await askToken(owner.cookie, { school_email: email, campus_id: mcgillId });
    const token = await mailedToken(email);
    expect((await verify(stranger.cookie, token)).statusCode).toBe(404);
    expect((await register(stranger.cookie, token)).statusCode).toBe(404);
    expect((await verify(owner.cookie, 'short')).statusCode).toBe(400);
    expect((await askToken(owner.cookie, { school_email: email, campus_id: 0 })).statusCode).toBe(400);
    expect((await askToken(owner.cookie, { school_email: email, campus_id: 2_147_483_647 })).statusCode).toBe(404);
  });

  it("answers 'BTS Account Active and Verified Token' to a member who joined at a back-to-school event", async () => {
    const member = await person();
    // A token asked before the join (a campus member asks for none), the join at a booth after it.
    const email = mcgillAddress();
    await askToken(member.cookie, { school_email: email, campus_id: mcgillId });
    const token = await mailedToken(email);
    await t.database.db
      .insert(campusMembers)
      .values({ userId: member.userId, campusId: mcgillId, source: 'event', joinedAt: new Date() });
    const res = await verify(member.cookie, token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('BTS Account Active and Verified Token');
  });
});

describe('GET /api/users/age-check (spec §4 "Age check after sign-in", decision 025)', () => {
  const check = async (cookie: string) => (await call('GET', '/api/users/age-check', cookie)).json<Body>();

  it('asks nothing of a member without a membership', async () => {
    const member = await person();
    expect(await check(member.cookie)).toEqual({ prompt: false, reason: null });
  });

  it('asks a member with a paid membership and no student status to verify, and stops once verified', async () => {
    const member = await person();
    await givePaidCard(member.userId);
    expect(await check(member.cookie)).toEqual({ prompt: true, reason: 'verify' });
    const [school] = await t.database.db.select().from(campuses).where(eq(campuses.id, mcgillId));
    const status = {
      userId: member.userId,
      schoolId: school!.schoolId,
      studentEmail: mcgillAddress(),
      verifiedAt: new Date(),
      verifiedUntil: new Date(Date.now() + 100 * DAY),
    };
    await t.database.db.insert(studentStatuses).values(status);
    expect(await check(member.cookie)).toEqual({ prompt: false, reason: null });
    await t.database.db
      .update(studentStatuses)
      .set({ verifiedUntil: new Date(Date.now() - 5 * DAY) })
      .where(eq(studentStatuses.userId, member.userId));
    expect(await check(member.cookie)).toEqual({ prompt: true, reason: 'renew' });
  });

  it('never asks bank-linked or campus members (spec §6: no student ID)', async () => {
    const bank = await person();
    await givePaidCard(bank.userId, 'cibc');
    expect(await check(bank.cookie)).toEqual({ prompt: false, reason: null });
    const campus = await person();
    expect((await redeem(campus.cookie, freshCode())).statusCode).toBe(200);
    expect(await check(campus.cookie)).toEqual({ prompt: false, reason: null });
  });

  it('answers 401 to a visitor', async () => {
    expect((await call('GET', '/api/users/age-check')).statusCode).toBe(401);
  });
});

describe(`sign-up under the minimum age (${MIN_AGE})`, () => {
  it('is refused with AGE_RESTRICTED (the web opens the age-restricted modal), and a 16th birthday today is accepted', async () => {
    const today = new Date();
    const yearsAgo = (years: number, plusDays = 0) => {
      const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + plusDays);
      return isoDateOf(date);
    };
    const young = await signUp(t, { email: 'too.young@example.com', birthDate: yearsAgo(MIN_AGE, 1) });
    expect(young.statusCode).toBe(422);
    expect(young.json<Body>().error).toBe('AGE_RESTRICTED');
    const sixteen = await signUp(t, { email: 'sixteen.today@example.com', birthDate: yearsAgo(MIN_AGE) });
    expect(sixteen.statusCode).toBe(200);
  });
});
