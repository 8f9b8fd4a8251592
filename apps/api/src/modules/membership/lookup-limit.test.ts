// The card lookup limit (docs/api-membership.md "Card rules"): 10 wrong number/code pairs per caller
// (user, else address) per hour, then 429 RATE_LIMITED with Retry-After — a right pair too — until the
// hour has passed; right pairs do not count, and one caller's tries do not limit another.
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { CARD_LOOKUP_ATTEMPTS_PER_HOUR } from '@spc/domain/membership';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndVerify } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMemoryCache } from '../../cache.ts';
import { LOOKUP_WINDOW_MS, memoryLookupLimiter } from './lookup-limit.ts';
import { call, cardById, insertShelfCard, otherCsv } from './test-helpers.ts';

let t: TestApp;
let n = 0;
const newMember = () => signUpAndVerify(t, { email: `lookup-${++n}@example.com` });

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the limit through the routes', () => {
  it('refuses the 11th wrong pair and then a right pair too, with Retry-After', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const wrong = { card_number: card.cardNumber, csv: otherCsv(card.csv) };
    for (let i = 0; i < CARD_LOOKUP_ATTEMPTS_PER_HOUR; i++) {
      const res = await call(t, 'POST', '/api/users/v2/card/registerable', member, wrong);
      expect(res.statusCode, `try ${i + 1}`).toBe(404);
    }
    const eleventh = await call(t, 'POST', '/api/users/v2/card/registerable', member, wrong);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      error: 'RATE_LIMITED',
      message: RATE_LIMITED_MESSAGE,
      retry_after: expect.any(Number) as unknown,
    });
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOOKUP_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOOKUP_WINDOW_MS / 1000);

    // The right pair, on any lookup of the same member, is refused too.
    const right = { card_number: card.cardNumber, csv: card.csv };
    for (const url of [
      '/api/users/v2/card/registerable',
      '/api/users/v2/register/card',
      '/api/users/v2/associateCard',
    ]) {
      const res = await call(t, 'POST', url, member, right);
      expect(res.statusCode, url).toBe(429);
    }
    const special = await call(t, 'POST', '/api/users/v2/user/getIsSpecialCards', member, {
      card_number: card.cardNumber,
      card_csv: card.csv,
    });
    expect(special.statusCode).toBe(429);
    const checkout = await call(
      t,
      'POST',
      '/api/store/v4/checkout/activation',
      member,
      { ...right, language: 'en' },
      { headers: { 'idempotency-key': `limit-${Date.now()}` } },
    );
    expect(checkout.statusCode).toBe(429);
    expect((await cardById(t, card.id)).userId).toBeNull();

    // Another member is not limited by this one's tries.
    const other = await newMember();
    expect((await call(t, 'POST', '/api/users/v2/card/registerable', other, right)).statusCode).toBe(200);

    // Once the hour has passed, the member may try again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LOOKUP_WINDOW_MS + 1000 });
    expect((await call(t, 'POST', '/api/users/v2/register/card', member, right)).statusCode).toBe(201);
  });

  it('counts visitors by address', async () => {
    const card = await insertShelfCard(t);
    const wrong = { card_number: card.cardNumber, csv: otherCsv(card.csv) };
    const address = '10.250.0.1';
    for (let i = 0; i < CARD_LOOKUP_ATTEMPTS_PER_HOUR; i++) {
      const res = await call(t, 'POST', '/api/users/v2/card/registerable', null, wrong, { remoteAddress: address });
      expect(res.statusCode).toBe(404);
    }
    const right = { card_number: card.cardNumber, csv: card.csv };
    const limited = await call(t, 'POST', '/api/users/v2/card/registerable', null, right, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    const elsewhere = await call(t, 'POST', '/api/users/v2/card/registerable', null, right, {
      remoteAddress: '10.250.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not count right pairs or malformed input', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    for (let i = 0; i < CARD_LOOKUP_ATTEMPTS_PER_HOUR + 5; i++) {
      const res = await call(t, 'POST', '/api/users/v2/card/registerable', member, {
        card_number: card.cardNumber,
        csv: card.csv,
      });
      expect(res.statusCode).toBe(200);
      const malformed = await call(t, 'POST', '/api/users/v2/card/registerable', member, {
        card_number: card.cardNumber,
        csv: 'abc',
      });
      expect(malformed.statusCode).toBe(400);
    }
  });
});

describe('memoryLookupLimiter', () => {
  const HOUR = LOOKUP_WINDOW_MS;
  const start = new Date('2026-03-01T12:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('opens the hour at the first wrong pair and closes it an hour later', async () => {
    const limiter = memoryLookupLimiter({ cache: createMemoryCache() });
    for (let i = 0; i < CARD_LOOKUP_ATTEMPTS_PER_HOUR; i++) {
      expect(await limiter.retryAfter('user:a', at(i * 60_000))).toBe(0);
      await limiter.recordFailure('user:a', at(i * 60_000));
    }
    // Ten wrong pairs in ten minutes: refused for the rest of the hour.
    expect(await limiter.retryAfter('user:a', at(10 * 60_000))).toBe(50 * 60);
    expect(await limiter.retryAfter('user:a', at(HOUR - 1000))).toBe(1);
    expect(await limiter.retryAfter('user:b', at(10 * 60_000))).toBe(0);
    // The hour is over: a fresh count.
    expect(await limiter.retryAfter('user:a', at(HOUR))).toBe(0);
    await limiter.recordFailure('user:a', at(HOUR));
    expect(await limiter.retryAfter('user:a', at(HOUR + 1000))).toBe(0);
  });

  it('lets nine wrong pairs through and refuses at ten', async () => {
    const limiter = memoryLookupLimiter({ cache: createMemoryCache() });
    for (let i = 0; i < CARD_LOOKUP_ATTEMPTS_PER_HOUR - 1; i++) await limiter.recordFailure('ip:1', start);
    expect(await limiter.retryAfter('ip:1', start)).toBe(0);
    await limiter.recordFailure('ip:1', start);
    expect(await limiter.retryAfter('ip:1', start)).toBe(HOUR / 1000);
  });
});
