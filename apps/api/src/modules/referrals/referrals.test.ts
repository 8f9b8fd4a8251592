// Referrals (docs/api-membership.md "Referrals"): the member's code and counts at
// /api/store/v2/referrals_codes (the same as GET /api/users/register), and POST /api/users/redeemReferral
// with its refusals — unknown, own code, second time — counted once for the referrer.
import {
  redeemReferralResponseSchema,
  referralCheckResponseSchema,
  referralCodesResponseSchema,
} from '@spc/domain/membership';
import { referralSchema } from '@spc/domain/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { referralCodes, referralRedemptions, userProfiles } from '../../db/schema/index.ts';

let t: TestApp;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const newMember = () => {
  people += 1;
  return signUpAndVerify(t, { email: `referral${people}@example.com` });
};

const codes = (member: SignedUp | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/store/v2/referrals_codes',
    headers: member ? authHeaders(t, member.cookie) : {},
  });

const redeem = (member: SignedUp | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/redeemReferral',
    headers: member ? authHeaders(t, member.cookie) : { origin: t.config.publicUrl },
    payload: payload as Record<string, unknown>,
  });

async function codeOf(member: SignedUp): Promise<string> {
  const response = await codes(member);
  expect(response.statusCode, response.body).toBe(200);
  return referralCodesResponseSchema.parse(response.json()).referral_code;
}

const countsOf = async (userId: string) => {
  const [row] = await t.database.db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return { referrals: row!.referralCount, purchases: row!.referralRedemptionCount };
};

describe('GET /api/store/v2/referrals_codes', () => {
  it('answers the code of GET /api/users/register, its counts and the link to share', async () => {
    const member = await newMember();
    const response = await codes(member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = referralCodesResponseSchema.parse(response.json());
    expect(body.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(body).toMatchObject({ referral_count: 0, referral_redemption_count: 0 });
    expect(body.share_url).toBe(`${t.config.publicUrl}/purchase?referral=${body.referral_code}`);

    const register = await t.app.inject({
      method: 'GET',
      url: '/api/users/register',
      headers: authHeaders(t, member.cookie),
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(referralSchema.parse(register.json())).toEqual({
      referral_code: body.referral_code,
      referral_count: 0,
      referral_redemption_count: 0,
    });
    // Read again: the same code, not a new one.
    expect(await codeOf(member)).toBe(body.referral_code);
  });

  it('creates the code on first read here too, then /register answers the same', async () => {
    const member = await newMember();
    const code = await codeOf(member);
    const register = await t.app.inject({
      method: 'GET',
      url: '/api/users/register',
      headers: authHeaders(t, member.cookie),
    });
    expect(register.json()).toMatchObject({ referral_code: code });
    expect(await t.database.db.$count(referralCodes, eq(referralCodes.userId, member.userId))).toBe(1);
  });

  it('refuses a visitor (401) and a user who has not registered (403)', async () => {
    expect((await codes(null)).statusCode).toBe(401);
    const social = await socialSignIn(t, 'referral-social@example.com');
    const response = await codes(social);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'NOT_REGISTERED' });
  });
});

describe('POST /api/users/redeemReferral', () => {
  let referrer: SignedUp;
  let code: string;

  beforeAll(async () => {
    referrer = await newMember();
    code = await codeOf(referrer);
  });

  it('records who referred the member, once, and counts it for the referrer', async () => {
    const member = await newMember();
    const response = await redeem(member, { referral_code: code, source: 'why_spc' });
    expect(response.statusCode, response.body).toBe(200);
    expect(redeemReferralResponseSchema.parse(response.json())).toEqual({ success: true });

    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 0 });
    const [row] = await t.database.db
      .select()
      .from(referralRedemptions)
      .where(eq(referralRedemptions.refereeUserId, member.userId));
    expect(row).toMatchObject({ referrerUserId: referrer.userId, source: 'why_spc', purchasedAt: null });
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, member.userId));
    expect(profile!.referredBy).toBe(code);
    // The referrer reads the new count through both calls.
    expect((await codes(referrer)).json()).toMatchObject({ referral_count: 1, referral_redemption_count: 0 });

    // A second time — with the same code or another member's — is refused and counts nothing.
    const again = await redeem(member, { referral_code: code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'REFERRAL_ALREADY_USED',
      message: 'You have already used a referral code.',
    });
    const other = await newMember();
    const otherCode = await codeOf(other);
    expect((await redeem(member, { referral_code: otherCode })).statusCode).toBe(409);
    expect(await countsOf(referrer.userId)).toEqual({ referrals: 1, purchases: 0 });
    expect(await countsOf(other.userId)).toEqual({ referrals: 0, purchases: 0 });
  });

  it('takes the code in any case, with spaces around it', async () => {
    const member = await newMember();
    const before = await countsOf(referrer.userId);
    const response = await redeem(member, { referral_code: `  ${code.toLowerCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await countsOf(referrer.userId)).toEqual({ ...before, referrals: before.referrals + 1 });
  });

  it('counts two racing redeems of one member once', async () => {
    const member = await newMember();
    const before = await countsOf(referrer.userId);
    const answers = await Promise.all([
      redeem(member, { referral_code: code }),
      redeem(member, { referral_code: code }),
      redeem(member, { referral_code: code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await countsOf(referrer.userId)).toEqual({ ...before, referrals: before.referrals + 1 });
  });

  it('refuses an unknown code (404) and the member’s own code (422)', async () => {
    const member = await newMember();
    const unknown = await redeem(member, { referral_code: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'REFERRAL_NOT_FOUND',
      message: 'This referral code does not exist.',
    });

    const own = await redeem(member, { referral_code: await codeOf(member) });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ error: 'REFERRAL_SELF', message: 'You cannot use your own referral code.' });
    // Neither refusal used up the member's one referral.
    expect((await redeem(member, { referral_code: code })).statusCode).toBe(200);
  });

  it('refuses a visitor (401) and a user who has not registered (403)', async () => {
    expect((await redeem(null, { referral_code: code })).statusCode).toBe(401);
    const social = await socialSignIn(t, 'referral-social-2@example.com');
    const response = await redeem(social, { referral_code: code });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.$count(referralRedemptions, eq(referralRedemptions.refereeUserId, social.userId))).toBe(
      0,
    );
  });

  it.each([
    ['no code', {}],
    ['an empty code', { referral_code: '' }],
    ['a code too short', { referral_code: 'AB' }],
    ['a code too long', { referral_code: 'A'.repeat(33) }],
    ['a code that is not a string', { referral_code: 12345678 }],
    ['an unknown source', { referral_code: 'ABCDEFGH', source: 'billboard' }],
  ])('answers 400 for %s', async (_label, payload) => {
    const member = await newMember();
    const response = await redeem(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe('GET /api/users/v2/referral/{code}', () => {
  const check = (member: SignedUp | null, code: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/v2/referral/${encodeURIComponent(code)}`,
      headers: member ? authHeaders(t, member.cookie) : {},
    });

  it("recognises a friend's code however it is typed, and says when it is the caller's own, recording nothing", async () => {
    const friend = await newMember();
    const member = await newMember();
    const code = await codeOf(friend);

    const response = await check(member, ` ${code.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(referralCheckResponseSchema.parse(response.json())).toEqual({ referral_code: code, own: false });
    expect((await check(friend, code)).json()).toEqual({ referral_code: code, own: true });
    // A read: nobody was referred.
    expect(await countsOf(friend.userId)).toEqual({ referrals: 0, purchases: 0 });
    const redemptions = await t.database.db
      .select()
      .from(referralRedemptions)
      .where(eq(referralRedemptions.refereeUserId, member.userId));
    expect(redemptions).toEqual([]);
  });

  it('answers 404 for a promo code or an unknown code, 400 for a malformed one, 401 for a visitor', async () => {
    const member = await newMember();
    const unknown = await check(member, 'STUDENT5');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'REFERRAL_NOT_FOUND', field: 'referral_code' });
    expect((await check(member, 'x'.repeat(40))).statusCode).toBe(400);
    expect((await check(null, 'ABCDEFGH')).statusCode).toBe(401);
  });
});
