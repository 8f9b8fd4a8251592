// Identity probed over HTTP the way issue 4 is judged (docs/api-accounts.md "Identity"): the sign-in
// lock end to end, no answer that tells whether an address has an account, single-use reset links,
// sessions revoked by a reset, session cookie attributes, the Origin check, and argon2id hashes.
import { LOGIN_LOCK } from '@spc/domain/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  awaitMail,
  cookieOf,
  latestMail,
  mailsTo,
  nextClientAddress,
  oobCodeOf,
  PASSWORD,
  signIn,
  signUp,
  signUpAndVerify,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authAccounts, authUsers } from '../../db/schema/index.ts';

let t: TestApp;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown, headers: Record<string, string> = { origin: t.config.publicUrl }) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientAddress(),
    headers,
    payload: payload as Record<string, unknown>,
  });
}

const profile = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/v2/user/profile', headers: authHeaders(t, cookie) });

async function requestReset(email: string) {
  return post('/api/auth/request-password-reset', { email, redirectTo: `${t.config.publicUrl}/login` });
}

describe('the sign-in lock through POST /api/auth/sign-in/email', () => {
  it(`${LOGIN_LOCK.maxAttempts} wrong passwords lock the account (423 with retry_after); a password reset clears it`, async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('locked') });
    const from = nextClientAddress();
    for (let i = 0; i < LOGIN_LOCK.maxAttempts; i++) {
      const res = await signIn(t, user.email, `Wrong${i}password`, from);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'INVALID_EMAIL_OR_PASSWORD' });
    }
    const locked = await signIn(t, user.email, 'Wrong9password', from);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
    const retryAfter = locked.json<{ retry_after: number }>().retry_after;
    expect(retryAfter).toBeGreaterThan(LOGIN_LOCK.lockMinutes * 60 - 10);
    expect(locked.headers['retry-after']).toBe(String(retryAfter));

    // The right password is refused while the lock holds, from any address.
    const right = await signIn(t, user.email, PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(right.headers['set-cookie']).toBeUndefined();

    expect((await requestReset(user.email)).statusCode).toBe(200);
    const mail = await awaitMail(t, user.email, 'reset');
    const reset = await post('/api/auth/reset-password', { newPassword: 'Fresh5start', token: oobCodeOf(mail?.link) });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await signIn(t, user.email, 'Fresh5start');
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('password reset links', () => {
  it('work once: the second use is 400 INVALID_TOKEN and the first password set stays', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('reuse') });
    await requestReset(user.email);
    const token = oobCodeOf((await awaitMail(t, user.email, 'reset'))?.link);
    expect((await post('/api/auth/reset-password', { newPassword: 'First1reset', token })).statusCode).toBe(200);
    const second = await post('/api/auth/reset-password', { newPassword: 'Second2reset', token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await signIn(t, user.email, 'First1reset')).statusCode).toBe(200);
    expect((await signIn(t, user.email, 'Second2reset')).statusCode).toBe(401);
  });

  it('end every session of the user: an old cookie is no longer signed in', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('revoked') });
    const other = cookieOf(await signIn(t, user.email, PASSWORD));
    expect((await profile(user.cookie)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(200);

    await requestReset(user.email);
    const token = oobCodeOf((await awaitMail(t, user.email, 'reset'))?.link);
    expect((await post('/api/auth/reset-password', { newPassword: 'After1reset', token })).statusCode).toBe(200);

    for (const cookie of [user.cookie, other]) {
      const res = await profile(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
  });

  it('an unknown or made-up token is refused', async () => {
    const res = await post('/api/auth/reset-password', { newPassword: 'Whatever1pass', token: 'made-up-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_TOKEN' });
  });
});

describe('nothing tells whether an address has an account', () => {
  it('sign-up with a taken address answers like a new one, without a session, and tells the owner', async () => {
    const owner = await signUpAndVerify(t, { email: nextEmail('owner') });
    const fresh = await signUp(t, { email: nextEmail('newcomer') });
    const taken = await signUp(t, { email: owner.email, password: 'Other1password' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(200);
    const freshBody = fresh.json<{ token: unknown; user: Record<string, unknown> }>();
    const takenBody = taken.json<{ token: unknown; user: Record<string, unknown> }>();
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(takenBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(takenBody.token).toBeNull();
    expect(freshBody.token).toBeNull();
    expect(takenBody.user.email).toBe(owner.email);
    expect(takenBody.user.id).not.toBe(owner.userId);
    expect(cookieOf(taken)).toBe('');

    const notice = await latestMail(t, owner.email, 'signup-attempt');
    expect(notice).toBeDefined();
    // The owner's password is unchanged.
    expect((await signIn(t, owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, owner.email, 'Other1password')).statusCode).toBe(401);
  });

  it('request-password-reset answers an unknown address as a known one, and mails only the known', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('resetter') });
    const unknown = nextEmail('stranger');
    const known = await requestReset(user.email);
    const other = await requestReset(unknown);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.json()).toEqual(known.json());
    await awaitMail(t, user.email, 'reset');
    expect(await mailsTo(t, user.email, 'reset')).toHaveLength(1);
    expect(await mailsTo(t, unknown)).toHaveLength(0);
  });

  it('sign-in with an unknown address answers as a wrong password does', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('signer') });
    const wrong = await signIn(t, user.email, 'Wrong1password');
    const unknown = await signIn(t, nextEmail('nobody'), 'Wrong1password');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('session cookies', () => {
  function sessionCookie(res: Awaited<ReturnType<typeof signIn>>) {
    const cookie = res.cookies.find((c) => c.name.endsWith('better-auth.session_token'));
    expect(cookie, JSON.stringify(res.headers['set-cookie'])).toBeDefined();
    return cookie!;
  }

  it('are HttpOnly and SameSite=Lax, and not Secure on plain http outside production', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('cookie') });
    const cookie = sessionCookie(await signIn(t, user.email, PASSWORD));
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
  });

  it('are Secure (and __Secure- prefixed) in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://spc.example',
      LOG_LEVEL: 'silent',
    });
    try {
      const email = 'prod-cookie@example.com';
      const signedUp = await signUp(prod, { email });
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      const mail = await latestMail(prod, email, 'verification');
      expect(mail?.link?.startsWith('https://spc.example/__/auth/action?')).toBe(true);
      const verified = await prod.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(oobCodeOf(mail?.link))}`,
      });
      expect(verified.statusCode).toBe(200);
      const res = await signIn(prod, email, PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
      const cookie = sessionCookie(res);
      expect(cookie.name).toBe('__Secure-better-auth.session_token');
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
    } finally {
      await prod.close();
    }
  });
});

describe('the Origin check on state-changing requests', () => {
  it.each([
    ['no Origin', () => ({})],
    ['another site', () => ({ origin: 'https://evil.example' })],
    ['a look-alike host', () => ({ origin: `${t.config.publicUrl}.evil.example` })],
    ['the right host on another scheme', () => ({ origin: t.config.publicUrl.replace(/^http:/, 'https:') })],
  ])('a cookie-carrying write from %s is 403 FORBIDDEN_ORIGIN and changes nothing', async (_label, origin) => {
    const user = await signUpAndVerify(t, { email: nextEmail('origin') });
    const originHeader: Record<string, string> = origin();
    for (const [method, url, payload] of [
      ['PUT', '/api/users/user/update_language', { language: 'fr' }],
      ['POST', '/api/users/deleteFirebaseUser', {}],
      ['DELETE', '/api/users/deleteUser', { firebaseUid: user.userId }],
      ['POST', '/api/auth/sign-out', {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: user.cookie, ...originHeader }, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
    }
    const still = await profile(user.cookie);
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ language: 'en' });
  });

  it('reads with a cookie need no Origin', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('reader') });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/v2/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('password hashes', () => {
  it('are argon2id with m=19456 KiB, t=2, p=1', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('hash') });
    const [account] = await t.database.db
      .select({ password: authAccounts.password })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, user.userId), eq(authAccounts.providerId, 'credential')));
    expect(account?.password?.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(account?.password).not.toContain(PASSWORD);
    const [stored] = await t.database.db.select().from(authUsers).where(eq(authUsers.id, user.userId));
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });
});
