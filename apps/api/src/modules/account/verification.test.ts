// Verification e-mail resends and custom tokens (docs/api-accounts.md; spec §4 "Email verification",
// "Auto-login", §9 "Default resend step limit 5"): 5 an hour, 60 s apart, 429 with retry_after; a
// one-time token that signs in once through POST /api/auth/one-time-token/verify.
import { RATE_LIMITED_MESSAGE, RESEND_LIMIT } from '@spc/domain/auth';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  cookieOf,
  latestMail,
  mailsTo,
  oobCodeOf,
  signIn,
  signUpAndVerify,
  socialSignIn,
  type SignedUp,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { verificationContinueUrl } from '../../auth/auth.ts';
import { authVerifications, resendLimits } from '../../db/schema/index.ts';

let t: TestApp;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function post(url: string, cookie: string | undefined, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    payload: payload as Record<string, unknown>,
  });
}

const rateLimitOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/update/resendratelimit', headers: authHeaders(t, cookie) });

/** Moves the user's resend counter back in time, as if `seconds` had passed. */
async function travel(userId: string, seconds: number) {
  const [row] = await t.database.db.select().from(resendLimits).where(eq(resendLimits.userId, userId));
  if (!row) return;
  const back = (date: Date | null) => (date ? new Date(date.getTime() - seconds * 1000) : null);
  await t.database.db
    .update(resendLimits)
    .set({ windowStartedAt: back(row.windowStartedAt)!, lastSentAt: back(row.lastSentAt) })
    .where(eq(resendLimits.userId, userId));
}

describe('POST /api/users/user/verifyemail and GET /api/users/update/resendratelimit', () => {
  let user: SignedUp;
  beforeAll(async () => {
    user = await socialSignIn(t, nextEmail('unverified'), { emailVerified: false });
  });

  it('starts with nothing sent', async () => {
    const res = await rateLimitOf(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, limit: RESEND_LIMIT.max, retry_after: 0 });
  });

  it('sends the verification e-mail in the language asked for, and its link verifies the address', async () => {
    const res = await post('/api/users/user/verifyemail', user.cookie, { language: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sent: true,
      email_verified: false,
      count: 1,
      limit: RESEND_LIMIT.max,
      retry_after: RESEND_LIMIT.minSecondsBetween,
    });
    const mail = await latestMail(t, user.email, 'verification');
    expect(mail?.language).toBe('fr');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/__/auth/action');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('lang')).toBe('fr');
    expect((await rateLimitOf(user.cookie)).json()).toMatchObject({ count: 1, limit: RESEND_LIMIT.max });
  });

  it(`refuses a resend within ${RESEND_LIMIT.minSecondsBetween} s: 429 RATE_LIMITED with retry_after, nothing sent`, async () => {
    const before = (await mailsTo(t, user.email, 'verification')).length;
    const res = await post('/api/users/user/verifyemail', user.cookie, {});
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    const retryAfter = res.json<{ retry_after: number }>().retry_after;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RESEND_LIMIT.minSecondsBetween);
    expect(res.headers['retry-after']).toBe(String(retryAfter));
    expect(await mailsTo(t, user.email, 'verification')).toHaveLength(before);
  });

  it(`allows ${RESEND_LIMIT.max} an hour, then waits for the hour to end`, async () => {
    for (let count = 2; count <= RESEND_LIMIT.max; count++) {
      await travel(user.userId, RESEND_LIMIT.minSecondsBetween + 1);
      const res = await post('/api/users/user/verifyemail', user.cookie, { language: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ sent: true, count });
    }
    await travel(user.userId, RESEND_LIMIT.minSecondsBetween + 1);
    const state = (await rateLimitOf(user.cookie)).json<{ count: number; retry_after: number }>();
    expect(state.count).toBe(RESEND_LIMIT.max);
    expect(state.retry_after).toBeGreaterThan(RESEND_LIMIT.minSecondsBetween);

    const refused = await post('/api/users/user/verifyemail', user.cookie, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ retry_after: number }>().retry_after).toBe(state.retry_after);

    // A new hour starts a new count.
    await travel(user.userId, RESEND_LIMIT.windowMinutes * 60);
    const fresh = await post('/api/users/user/verifyemail', user.cookie, {});
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ sent: true, count: 1 });
  });

  it('the newest link verifies the address; then there is nothing more to send', async () => {
    const mail = await latestMail(t, user.email, 'verification');
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(oobCodeOf(mail?.link))}`,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(true);

    await travel(user.userId, RESEND_LIMIT.minSecondsBetween + 1);
    const before = (await mailsTo(t, user.email, 'verification')).length;
    const res = await post('/api/users/user/verifyemail', user.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: false, email_verified: true });
    expect(await mailsTo(t, user.email, 'verification')).toHaveLength(before);
  });

  it('400 for a language outside en/fr; 401 without a session', async () => {
    const bad = await post('/api/users/user/verifyemail', user.cookie, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'language' });
    expect((await post('/api/users/user/verifyemail', undefined, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/update/resendratelimit' })).statusCode).toBe(401);
  });

  it('each user has a counter of their own', async () => {
    const other = await socialSignIn(t, nextEmail('other-unverified'), { emailVerified: false });
    expect((await rateLimitOf(other.cookie)).json()).toEqual({ count: 0, limit: RESEND_LIMIT.max, retry_after: 0 });
    expect((await post('/api/users/user/verifyemail', other.cookie, {})).statusCode).toBe(200);
  });
});

describe('POST /api/users/user/accesstoken (custom tokens)', () => {
  let member: SignedUp;
  beforeAll(async () => {
    member = await signUpAndVerify(t, { email: nextEmail('handoff') });
  });

  it('answers a token and the auto-login URL; the token signs in once, for three minutes', async () => {
    const res = await post('/api/users/user/accesstoken', member.cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    const { custom_token, url } = res.json<{ custom_token: string; url: string }>();
    expect(custom_token.length).toBeGreaterThanOrEqual(32);
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${t.config.publicUrl}/deals`);
    expect(parsed.searchParams.get('auto_login')).toBe('yes');
    expect(parsed.searchParams.get('custom_token')).toBe(custom_token);

    const [stored] = await t.database.db
      .select()
      .from(authVerifications)
      .where(like(authVerifications.identifier, 'one-time-token:%'));
    const lifetime = stored!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(2.5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(3 * 60_000);
    // Stored hashed: the database never holds a usable token.
    expect(stored!.identifier).not.toContain(custom_token);

    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/one-time-token/verify',
      headers: { origin: t.config.publicUrl },
      payload: { token: custom_token },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ user: { id: string } }>().user.id).toBe(member.userId);
    const cookie = cookieOf(first);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/v2/user/profile',
      headers: authHeaders(t, cookie),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ firebase_uid: member.userId });

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/one-time-token/verify',
      headers: { origin: t.config.publicUrl },
      payload: { token: custom_token },
    });
    expect(second.statusCode).toBe(400);
    expect(cookieOf(second)).toBe('');
  });

  it('still signs in after the issuing session signed out (auto-login signs out first)', async () => {
    const session = cookieOf(await signIn(t, member.email, member.password));
    const issued = await post('/api/users/user/accesstoken', session, {});
    const { custom_token } = issued.json<{ custom_token: string }>();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...authHeaders(t, session), 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/one-time-token/verify',
      headers: { origin: t.config.publicUrl },
      payload: { token: custom_token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: { id: string } }>().user.id).toBe(member.userId);
  });

  it('an expired token is refused', async () => {
    const issued = await post('/api/users/user/accesstoken', member.cookie, {});
    const { custom_token } = issued.json<{ custom_token: string }>();
    await t.database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerifications.identifier, 'one-time-token:%'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/one-time-token/verify',
      headers: { origin: t.config.publicUrl },
      payload: { token: custom_token },
    });
    expect(res.statusCode).toBe(400);
  });

  it('carries the redirect path, card number and UTM data into the URL', async () => {
    const res = await post('/api/users/user/accesstoken', member.cookie, {
      redirect: '/offer/42?from=extension',
      card_number: '6018123412341234',
      utm_data: { source: 'extension', campaign: 'back to school' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.pathname).toBe('/offer/42');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      from: 'extension',
      auto_login: 'yes',
      card_number: '6018123412341234',
      utm_source: 'extension',
      utm_campaign: 'back to school',
    });
  });

  it('resend_verification sends the verification e-mail to an unverified caller', async () => {
    const user = await socialSignIn(t, nextEmail('handoff-unverified'), { emailVerified: false });
    const res = await post('/api/users/user/accesstoken', user.cookie, { resend_verification: true });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t, user.email, 'verification')).toHaveLength(1);
    // A second one right away is held back by the resend limit, but the token still comes.
    const again = await post('/api/users/user/accesstoken', user.cookie, { resend_verification: true });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(t, user.email, 'verification')).toHaveLength(1);
  });

  it.each([
    ['redirect', { redirect: 'https://evil.example/' }],
    ['redirect', { redirect: '//evil.example/path' }],
    ['redirect', { redirect: '/\\evil.example' }],
    ['card_number', { card_number: '6018-1234' }],
    ['card_number', { card_number: 6018123412341234 }],
    ['utm_data', { utm_data: { tracker: 'x' } }],
    ['utm_data', { utm_data: 'source=x' }],
    ['resend_verification', { resend_verification: 'yes' }],
  ])('400 naming %s for %j', async (field, body) => {
    const res = await post('/api/users/user/accesstoken', member.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field: string }>().field).toMatch(new RegExp(`^${field}`));
  });

  it('401 without a session', async () => {
    expect((await post('/api/users/user/accesstoken', undefined, {})).statusCode).toBe(401);
  });
});

describe("the verification link's continue address (the easy registration modal)", () => {
  const signUpWith = (email: string, callbackURL?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl },
      payload: {
        email,
        password: 'Booth2025pass',
        name: 'Maya Booth',
        firstName: 'Maya',
        lastName: 'Booth',
        birthDate: '2005-03-02',
        language: 'fr',
        ...(callbackURL !== undefined && { callbackURL }),
      },
    });
  const continueOf = async (email: string) => {
    const mail = await latestMail(t, email, 'verification');
    return new URL(mail!.link!).searchParams.get('continueUrl');
  };

  it('continues to the page of this site the sign-up named, else to the additional questions', async () => {
    const booth = nextEmail('booth');
    const page = '/bts-2025?event_id=bts-mcgill-2025&campus_id=3';
    expect((await signUpWith(booth, page)).statusCode).toBe(200);
    expect(await continueOf(booth)).toBe(`${new URL(t.config.publicUrl).origin}${page}`);

    const plain = nextEmail('plain');
    expect((await signUpWith(plain)).statusCode).toBe(200);
    expect(await continueOf(plain)).toBe(`${t.config.publicUrl}/signup/additional`);
  });

  it('never continues to another site', () => {
    const library = (callback: string) =>
      `${t.config.publicUrl}/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callback)}`;
    const fallback = `${t.config.publicUrl}/signup/additional`;
    expect(verificationContinueUrl(t.config.publicUrl, library('https://evil.example/x'))).toBe(fallback);
    expect(verificationContinueUrl(t.config.publicUrl, library('//evil.example/x'))).toBe(fallback);
    expect(verificationContinueUrl(t.config.publicUrl, library('/'))).toBe(fallback);
    expect(verificationContinueUrl(t.config.publicUrl, 'not a url')).toBe(fallback);
    expect(verificationContinueUrl(t.config.publicUrl, library('/bts-easy-promo'))).toBe(
      `${new URL(t.config.publicUrl).origin}/bts-easy-promo`,
    );
  });
});
