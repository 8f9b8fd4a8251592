// Two instances of the product on one Redis (REDIS_URL; collected only when TEST_REDIS_URL is set):
// the per-address limits of the identity provider and of the public lock calls are counted once for
// both, the unlock e-mail goes out once whichever instance is asked, and sessions stay in the
// database, so revocations and our own changes to the user are seen at once.
import { randomBytes } from 'node:crypto';
import { LOGIN_LOCK, RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, RedisConnectionError, type Redis } from '../adapters/redis.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authHeaders,
  cookieOf,
  mailsTo,
  nextClientAddress,
  PASSWORD,
  signIn,
  signUpAndVerify,
} from '../../test/auth-helpers.ts';
import { createTestDatabase } from '../../test/database.ts';
import { PUBLIC_CALLS_RATE_LIMIT } from '../modules/account/routes.ts';

const url = loadConfig().testRedisUrl;
if (!url) throw new Error('TEST_REDIS_URL must name the Redis server these tests use (redis://127.0.0.1:6379).');
const redisUrl: string = url;

/** This run's keys only, so parallel runs (PGlite and PostgreSQL projects) do not count together. */
const prefix = `spc-test:${randomBytes(6).toString('hex')}:`;
let a: TestApp;
let b: TestApp;
/** Without a prefix: reads and removes this run's keys. */
let raw: Redis;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;

const keysUnder = (namespace = '') => raw.keys(`${prefix}${namespace}*`);

beforeAll(async () => {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
  [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  raw = await connectRedis({ url: redisUrl, keyPrefix: '' });
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (raw) {
    const keys = await keysUnder();
    if (keys.length > 0) await raw.del(...keys);
    await closeRedis(raw);
  }
});

function post(t: TestApp, path: string, payload: Record<string, unknown>, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl },
    payload,
  });
}

describe('the identity provider’s per-address limits, with REDIS_URL', () => {
  it.each([
    ['/api/auth/sign-in/email', 10, () => ({ email: nextEmail('nobody'), password: PASSWORD })],
    ['/api/auth/request-password-reset', 3, () => ({ email: nextEmail('forgot'), redirectTo: '/' })],
  ])('%s: %i requests through one instance, and the next through the other is 429', async (path, max, body) => {
    const address = nextClientAddress();
    for (let i = 0; i < max; i++) {
      const res = await post(a, path, body(), address);
      expect(res.statusCode, res.body).not.toBe(429);
    }
    const limited = await post(b, path, body(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json<{ retry_after: number }>().retry_after).toBe(retryAfter);

    // Another address is not held back, on either instance.
    expect((await post(a, path, body(), nextClientAddress())).statusCode).not.toBe(429);

    // The count is Redis's, not the process's: without it, the address may go on.
    const keys = await keysUnder(`auth-rate-limit:${address}|`);
    expect(keys).toHaveLength(1);
    await raw.del(...keys);
    expect((await post(b, path, body(), address)).statusCode).not.toBe(429);
  });
});

describe('the public lock calls’ per-address limit, with REDIS_URL', () => {
  it(`/api/users/isAllowedLogin: ${PUBLIC_CALLS_RATE_LIMIT.max} calls through one instance, the next through the other is 429`, async () => {
    const address = nextClientAddress();
    for (let i = 0; i < PUBLIC_CALLS_RATE_LIMIT.max; i++) {
      const res = await post(a, '/api/users/isAllowedLogin', { email: nextEmail('probe') }, address);
      expect(res.statusCode).toBe(200);
    }
    const limited = await post(b, '/api/users/isAllowedLogin', { email: nextEmail('probe') }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post(b, '/api/users/isAllowedLogin', { email: nextEmail('probe') }, nextClientAddress())).statusCode,
    ).toBe(200);

    const keys = await keysUnder('rate-limit:');
    expect(keys.some((key) => key.includes('/isAllowedLogin') && key.endsWith(address))).toBe(true);
  });

  it('counts each route on its own', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < PUBLIC_CALLS_RATE_LIMIT.max; i++) {
      await post(i % 2 === 0 ? a : b, '/api/users/isAllowedLogin', { email: nextEmail('probe') }, address);
    }
    expect((await post(a, '/api/users/isAllowedLogin', { email: nextEmail('probe') }, address)).statusCode).toBe(429);
    expect(
      (await post(b, '/api/users/updateLoginFailAttempt', { email: nextEmail('probe') }, address)).statusCode,
    ).toBe(200);
  });
});

describe('the unlock e-mail, with REDIS_URL', () => {
  it('goes out once per lock, whichever instance is asked', async () => {
    const email = nextEmail('locked');
    // The same person on both instances (each test app has its own database), locked on both.
    for (const t of [a, b]) {
      await signUpAndVerify(t, { email });
      // Locked by real failed sign-ins: /updateLoginFailAttempt counts nothing (issue 16 item 4).
      for (let i = 0; i < LOGIN_LOCK.maxAttempts; i++) {
        expect((await signIn(t, email, `Wrong${i}guess`)).statusCode).toBe(401);
      }
      expect((await post(t, '/api/users/isAllowedLogin', { email }, nextClientAddress())).json()).toMatchObject({
        allowed: false,
      });
    }

    for (const t of [a, b, a]) {
      const res = await post(t, '/api/users/unlock-account', { email }, nextClientAddress());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect(await mailsTo(a, email, 'unlock')).toHaveLength(1);
    expect(await mailsTo(b, email, 'unlock')).toHaveLength(0);

    const [key] = await keysUnder(`accounts:unlock-mail:${email}`);
    expect(key).toBeDefined();
    const ttl = await raw.pttl(key!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LOGIN_LOCK.lockMinutes * 60_000);
  });
});

describe('sessions, with REDIS_URL', () => {
  const session = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

  it('stay in the database: revocations and changes to the user are seen at once, and Redis holds only counts', async () => {
    const user = await signUpAndVerify(a, { email: nextEmail('session') });
    const signedIn = await signIn(a, user.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const other = cookieOf(signedIn);

    // A changed address shows in the session straight away, unverified.
    const newEmail = nextEmail('moved');
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/users/user/email',
      headers: authHeaders(a, user.cookie),
      payload: { email: newEmail, password: PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await session(a, user.cookie)).json()).toMatchObject({ user: { email: newEmail, emailVerified: false } });

    // A password change ends the other session.
    const password = await a.app.inject({
      method: 'PUT',
      url: '/api/users/user/password',
      headers: authHeaders(a, user.cookie),
      payload: { current_password: PASSWORD, new_password: 'Changed9pass' },
    });
    expect(password.statusCode, password.body).toBe(200);
    expect((await session(a, other)).json()).toBeNull();
    expect((await session(a, user.cookie)).json()).toMatchObject({ user: { email: newEmail } });

    // Deleting the account ends its last session.
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: '/api/users/deleteUser',
      headers: authHeaders(a, user.cookie),
      payload: { firebaseUid: user.userId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await session(a, user.cookie)).json()).toBeNull();

    const keys = await keysUnder();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.slice(prefix.length)).toMatch(/^(auth-rate-limit:|rate-limit:|accounts:unlock-mail:)/);
    }
  });
});

describe('start-up and shut-down with REDIS_URL', () => {
  it('refuses to start when Redis does not answer, naming REDIS_URL', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_KEY_PREFIX: prefix,
    });
    const database = await createTestDatabase();
    try {
      const started = buildApp({ config, database, secrets: { authSecret: randomBytes(32).toString('base64url') } });
      await expect(started).rejects.toBeInstanceOf(RedisConnectionError);
      await expect(started).rejects.toThrow(/Could not connect to Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\)/);
    } finally {
      await database.close();
    }
  });

  it('closes its connection with the app', async () => {
    const t = await createTestApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    const redis = t.app.redis;
    expect(redis?.status).toBe('ready');
    await t.close();
    expect(redis?.status).toBe('end');
  });
});
