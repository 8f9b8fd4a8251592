// Feature flags and site configuration (issue 19 item 4): the flags map of a platform with its sub-flags,
// one flag by name (404 unknown, 400 missing or bad header), the home page's order, the membership with
// its bonus, and the captcha checks on the embedded provider (a check does not use the proof up).
import { captchaChallengeResponseSchema, encodeProof } from '@spc/domain/captcha';
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import {
  captchaCheckResponseSchema,
  configFlagResponseSchema,
  featureFlagsResponseSchema,
  HOME_SECTIONS,
  productAndBonusResponseSchema,
  themeOrderResponseSchema,
} from '@spc/domain/flags';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveChallenge } from '../../adapters/captcha/embedded.ts';
import { captchaRedemptions, categories, featureFlags } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  // A platform's own row wins over the `all` row.
  await t.database.db
    .insert(featureFlags)
    .values({ name: 'ads-modal', platform: 'ios', enabled: false, subFlags: { spc_plus_variants: false } });
});
afterAll(async () => {
  await t.close();
});

/** The error answer's message. */
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/users/feature-flags', () => {
  it('answers the map of the platform, with the contests’ sub-flags (public off, auto-login on)', async () => {
    const res = await get('/api/users/feature-flags?platform=web');
    expect(res.statusCode).toBe(200);
    const { flags } = featureFlagsResponseSchema.parse(res.json());
    expect(flags['easter-egg']).toEqual({ enabled: true, sub_flags: { comets: 200, duration_ms: 3000 } });
    for (const contest of ['holiday-contest', 'bdaycontest', 'frost-2025-matchgame']) {
      expect(flags[contest]?.sub_flags).toEqual({ public: false, auto_login: true });
    }
    expect(flags['ads-modal']?.enabled).toBe(true);
  });

  it('a platform’s own row wins over the flag’s row for all', async () => {
    const { flags } = featureFlagsResponseSchema.parse((await get('/api/users/feature-flags?platform=ios')).json());
    expect(flags['ads-modal']).toEqual({ enabled: false, sub_flags: { spc_plus_variants: false } });
    // The web-only easter egg is not an iOS flag.
    expect(flags['easter-egg']).toBeUndefined();
  });

  it.each(['/api/users/feature-flags', '/api/users/feature-flags?platform=windows'])('400 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatch(/platform/);
  });
});

describe('GET /api/store/getConfigFlag', () => {
  it('answers the flag named by the id header as data', async () => {
    const res = await get('/api/store/getConfigFlag', { id: 'bdaycontest' });
    expect(res.statusCode).toBe(200);
    expect(configFlagResponseSchema.parse(res.json()).data).toEqual({
      name: 'bdaycontest',
      platform: 'all',
      enabled: true,
      sub_flags: { public: false, auto_login: true },
    });
  });

  it('404 for a name no flag has', async () => {
    const res = await get('/api/store/getConfigFlag', { id: 'no-such-flag' });
    expect(res.statusCode).toBe(404);
    expect(message(res)).toMatch(/no-such-flag/);
  });

  it.each([
    ['missing', {}],
    ['not a flag name', { id: '../../etc' }],
    ['too long', { id: 'a'.repeat(65) }],
  ])('400 when the id header is %s', async (_case, headers) => {
    const res = await get('/api/store/getConfigFlag', headers);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatch(/id/);
  });
});

describe('GET /api/partners/theme/order', () => {
  it('answers the home sections in the home page’s order and every category in the catalogue’s order', async () => {
    const res = await get('/api/partners/theme/order');
    expect(res.statusCode).toBe(200);
    const order = themeOrderResponseSchema.parse(res.json());
    expect(order.sections).toEqual([...HOME_SECTIONS]);
    const rows = await t.database.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
    expect(order.categories).toEqual(rows.map((row) => row.urlName));
    expect(order.categories.length).toBeGreaterThan(0);
  });
});

describe('GET /api/store/product_and_bonus', () => {
  it('answers the membership at the domain’s price and the newest activation incentive', async () => {
    const res = await get('/api/store/product_and_bonus');
    expect(res.statusCode).toBe(200);
    const body = productAndBonusResponseSchema.parse(res.json());
    expect(body.product).toMatchObject({ price_cents: MEMBERSHIP_PRICE_CENTS, currency: 'CAD' });
    expect(body.bonus).not.toBeNull();
    const incentive = await get(`/api/partners/activation-incentive/${body.bonus!.id}`);
    expect(incentive.json()).toEqual(body.bonus);
  });
});

describe('the captcha checks (embedded provider)', () => {
  async function proof(): Promise<string> {
    const challenge = captchaChallengeResponseSchema.parse((await get('/api/captcha/challenge')).json());
    if (challenge.provider !== 'embedded') throw new Error('the tests run the embedded captcha');
    const { provider, ...fields } = challenge;
    void provider;
    return encodeProof({ ...fields, number: solveChallenge(challenge)! });
  }
  const redemptions = async () => (await t.database.db.select({ value: count() }).from(captchaRedemptions))[0]!.value;

  it.each([
    ['/api/store/verifyRecaptcha', 'recaptcha_token'],
    ['/api/store/verifyHCaptcha', 'captcha_token'],
  ])('%s: a good proof holds, twice, and is not used up (a GET changes nothing)', async (url, header) => {
    const good = await proof();
    const before = await redemptions();
    for (let i = 0; i < 2; i++) {
      const res = await get(url, { [header]: good });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(captchaCheckResponseSchema.parse(res.json())).toEqual({ success: true });
    }
    expect(await redemptions()).toBe(before);
    // Once spent by a protected form (verify), the check says so.
    expect(await t.app.captcha.verify(good, { ip: '203.0.113.1', now: new Date() })).toEqual({ ok: true });
    expect((await get(url, { [header]: good })).json()).toEqual({ success: false });
  });

  it.each([
    ['/api/store/verifyRecaptcha', 'recaptcha_token'],
    ['/api/store/verifyHCaptcha', 'captcha_token'],
  ])('%s: a forged proof is success false; a missing header is 400', async (url, header) => {
    const forged = await get(url, { [header]: Buffer.from('{"number":3}').toString('base64') });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ success: false });
    const missing = await get(url);
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toMatch(header);
  });
});
