// The per-account sign-in lock as the users service exposes it (spec §7 /isAllowedLogin,
// /updateLoginFailAttempt, /unlock-account, /passwordIsValid; docs/api-accounts.md): the answers are
// the same whether or not an address has an account, the unlock e-mail carries a real single-use
// reset link, and the public calls are rate limited per client address.
import { LOGIN_LOCK, RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  latestMail,
  mailsTo,
  nextClientAddress,
  oobCodeOf,
  PASSWORD,
  signIn,
  signUpAndVerify,
  type SignedUp,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { PUBLIC_CALLS_RATE_LIMIT } from './routes.ts';

let t: TestApp;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A public call from its own client address unless one is given, so the rate limit stays out of the way. */
function post(
  url: string,
  payload: unknown,
  { cookie, remoteAddress }: { cookie?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: remoteAddress ?? nextClientAddress(),
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    payload: payload as Record<string, unknown>,
  });
}

/** Locks an address the only way there is: real failed sign-ins; answers the state as the client call reports it. */
async function lock(email: string) {
  for (let i = 0; i < LOGIN_LOCK.maxAttempts; i++)
    expect((await signIn(t, email, `Wrong${i}guess`)).statusCode).toBe(401);
  return post('/api/users/updateLoginFailAttempt', { email });
}

describe('POST /api/users/isAllowedLogin and /updateLoginFailAttempt', () => {
  it(`reports failed sign-ins counted down from ${LOGIN_LOCK.maxAttempts}, then a lock of ${LOGIN_LOCK.lockMinutes} minutes`, async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('counted') });
    expect((await post('/api/users/isAllowedLogin', { email: user.email })).json()).toEqual({ allowed: true });
    for (let remaining = LOGIN_LOCK.maxAttempts - 1; remaining > 0; remaining--) {
      expect((await signIn(t, user.email, 'Wrong1guess')).statusCode).toBe(401);
      const res = await post('/api/users/updateLoginFailAttempt', { email: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ allowed: true, remaining_attempts: remaining });
    }
    expect((await signIn(t, user.email, 'Wrong1guess')).statusCode).toBe(401);
    const locked = await post('/api/users/updateLoginFailAttempt', { email: user.email.toUpperCase() });
    expect(locked.json()).toMatchObject({ allowed: false, remaining_attempts: 0 });
    const retryAfter = locked.json<{ retry_after: number }>().retry_after;
    expect(retryAfter).toBeGreaterThan(LOGIN_LOCK.lockMinutes * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LOCK.lockMinutes * 60);

    const allowed = await post('/api/users/isAllowedLogin', { email: ` ${user.email} ` });
    expect(allowed.json()).toMatchObject({ allowed: false });
    expect(allowed.json<{ retry_after: number }>().retry_after).toBeGreaterThan(0);
    // The sign-in itself refuses, even with the right password.
    const refused = await signIn(t, user.email, PASSWORD);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
  });

  it('a lock that has run out allows sign-in again and starts a fresh count', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('expired') });
    await lock(user.email);
    await t.database.db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginAttempts.emailLower, user.email));
    expect((await post('/api/users/isAllowedLogin', { email: user.email })).json()).toEqual({ allowed: true });
    expect((await signIn(t, user.email, 'Wrong1guess')).statusCode).toBe(401);
    expect((await post('/api/users/updateLoginFailAttempt', { email: user.email })).json()).toEqual({
      allowed: true,
      remaining_attempts: LOGIN_LOCK.maxAttempts - 1,
    });
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a stranger cannot lock an account: the client call counts nothing (issue 16 item 4)', async () => {
    const victim = await signUpAndVerify(t, { email: nextEmail('victim') });
    for (let i = 0; i < LOGIN_LOCK.maxAttempts * 3; i++) {
      const res = await post('/api/users/updateLoginFailAttempt', { email: victim.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ allowed: true, remaining_attempts: LOGIN_LOCK.maxAttempts });
    }
    const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.emailLower, victim.email));
    expect(row).toBeUndefined();
    expect((await post('/api/users/isAllowedLogin', { email: victim.email })).json()).toEqual({ allowed: true });
    expect((await signIn(t, victim.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    const known = await signUpAndVerify(t, { email: nextEmail('known') });
    const unknown = nextEmail('nobody');
    for (const url of ['/api/users/isAllowedLogin', '/api/users/updateLoginFailAttempt']) {
      const a = await post(url, { email: known.email });
      const b = await post(url, { email: unknown });
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.json()).toEqual(a.json());
    }
    const lockedKnown = await lock(known.email);
    const lockedUnknown = await lock(unknown);
    expect(Object.keys(lockedUnknown.json<object>()).sort()).toEqual(Object.keys(lockedKnown.json<object>()).sort());
    expect(lockedUnknown.json()).toMatchObject({ allowed: false, remaining_attempts: 0 });
  });

  it.each([
    ['/api/users/isAllowedLogin', {}],
    ['/api/users/isAllowedLogin', { email: 'not-an-email' }],
    ['/api/users/isAllowedLogin', { email: 42 }],
    ['/api/users/updateLoginFailAttempt', { email: '' }],
    ['/api/users/updateLoginFailAttempt', { email: ['a@example.com'] }],
    ['/api/users/unlock-account', { email: 'a@' }],
    ['/api/users/unlock-account', {}],
  ])('%s with %j is 400 naming email', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'email' });
  });
});

describe('POST /api/users/unlock-account', () => {
  it('e-mails a locked account a single-use reset link; the reset unlocks it and ends its sessions', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('unlock'), language: 'fr' });
    await lock(user.email);
    const res = await post('/api/users/unlock-account', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const mail = await latestMail(t, user.email, 'unlock');
    expect(mail?.language).toBe('fr');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/__/auth/action');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('apiKey')).toBeTruthy();

    // Asking again during the same lock sends nothing more.
    await post('/api/users/unlock-account', { email: user.email });
    expect(await mailsTo(t, user.email, 'unlock')).toHaveLength(1);

    const reset = await post('/api/auth/reset-password', { newPassword: 'Unlocked9now', token: oobCodeOf(mail!.link) });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await post('/api/auth/reset-password', { newPassword: 'Another9pass', token: oobCodeOf(mail!.link) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'INVALID_TOKEN' });

    expect((await post('/api/users/isAllowedLogin', { email: user.email })).json()).toEqual({ allowed: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/v2/user/profile', headers: authHeaders(t, user.cookie) }))
        .statusCode,
    ).toBe(401);
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'Unlocked9now')).statusCode).toBe(200);
  });

  it('answers success and sends nothing for an unlocked account or an unknown address', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('open') });
    const open = await post('/api/users/unlock-account', { email: user.email });
    const lockedNobody = nextEmail('ghost');
    await lock(lockedNobody);
    const nobody = await post('/api/users/unlock-account', { email: lockedNobody });
    for (const res of [open, nobody]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect(await mailsTo(t, user.email, 'unlock')).toHaveLength(0);
    expect(await mailsTo(t, lockedNobody)).toHaveLength(0);
  });
});

describe('POST /api/users/passwordIsValid', () => {
  let user: SignedUp;
  beforeAll(async () => {
    user = await signUpAndVerify(t, { email: nextEmail('checker') });
  });

  it('answers valid for the right password and false for a wrong one, which counts as a failure', async () => {
    const right = await post(
      '/api/users/passwordIsValid',
      { email: user.email.toUpperCase(), password: PASSWORD },
      { cookie: user.cookie },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ valid: true });

    const wrong = await post(
      '/api/users/passwordIsValid',
      { email: user.email, password: 'Wrong1guess' },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ valid: false });
    const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.emailLower, user.email));
    expect(row?.failedCount).toBe(1);

    // A right answer clears the count, as a successful sign-in does.
    await post('/api/users/passwordIsValid', { email: user.email, password: PASSWORD }, { cookie: user.cookie });
    expect((await post('/api/users/isAllowedLogin', { email: user.email })).json()).toEqual({ allowed: true });
    const [cleared] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.emailLower, user.email));
    expect(cleared).toBeUndefined();
  });

  it("refuses to check someone else's address with 403", async () => {
    const other = await signUpAndVerify(t, { email: nextEmail('other') });
    const res = await post(
      '/api/users/passwordIsValid',
      { email: other.email, password: PASSWORD },
      { cookie: user.cookie },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'FORBIDDEN', field: 'email' });
    const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.emailLower, other.email));
    expect(row).toBeUndefined();
  });

  it('while locked, checks nothing: 423 with retry_after', async () => {
    const locked = await signUpAndVerify(t, { email: nextEmail('locked-checker') });
    await lock(locked.email);
    const res = await post(
      '/api/users/passwordIsValid',
      { email: locked.email, password: PASSWORD },
      { cookie: locked.cookie },
    );
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
    expect(res.headers['retry-after']).toBe(String(res.json<{ retry_after: number }>().retry_after));
  });

  it('401 without a session; 400 per field', async () => {
    expect((await post('/api/users/passwordIsValid', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    for (const [field, body] of [
      ['email', { password: PASSWORD }],
      ['email', { email: 'nope', password: PASSWORD }],
      ['password', { email: user.email }],
      ['password', { email: user.email, password: '' }],
      ['password', { email: user.email, password: true }],
    ] as const) {
      const res = await post('/api/users/passwordIsValid', body, { cookie: user.cookie });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
  });
});

describe('rate limits on the public calls', () => {
  it.each([
    '/api/users/isAllowedLogin',
    '/api/users/updateLoginFailAttempt',
    '/api/users/unlock-account',
    '/api/users/passwordIsValid',
  ])(
    `%s answers ${PUBLIC_CALLS_RATE_LIMIT.max} calls a minute per client address, then 429 RATE_LIMITED`,
    async (url) => {
      const user = await signUpAndVerify(t, { email: nextEmail('flood') });
      const remoteAddress = nextClientAddress();
      const call = (from = remoteAddress) =>
        post(url, { email: nextEmail('probe'), password: PASSWORD }, { remoteAddress: from, cookie: user.cookie });
      for (let i = 0; i < PUBLIC_CALLS_RATE_LIMIT.max; i++) expect((await call()).statusCode).not.toBe(429);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not held back.
      expect((await call(nextClientAddress())).statusCode).not.toBe(429);
    },
  );
});
