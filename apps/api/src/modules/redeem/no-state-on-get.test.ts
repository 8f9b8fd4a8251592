// Issue 16, items 5 and 6 (docs/api-member-offers.md "Codes", "Links", "Limits"): a GET of a code or
// a link changes nothing (rows counted before and after), the POST of the same path reveals or records
// the click, a cross-site POST is refused, reveals and links are limited per member and per address
// (429 with Retry-After), and a view counts a member once per offer per day.
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import {
  codeResponseSchema,
  offerLinkResponseSchema,
  OFFER_USE_RATE_LIMIT,
  urlResponseSchema,
} from '@spc/domain/member-offers';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, type Redis } from '../../adapters/redis.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { SignedUp } from '../../../test/auth-helpers.ts';
import {
  call,
  codesOf,
  insertCodes,
  insertOffer,
  insertPartner,
  memberWithCard,
  usesOf,
  type TestPartner,
} from './test-helpers.ts';

let t: TestApp;
let partner: TestPartner;

beforeAll(async () => {
  t = await createTestApp();
  partner = await insertPartner(t, { urlName: 'claims-outfitters' });
});

afterAll(async () => {
  await t.close();
});

const codePath = (offerId: number) => `/api/partners/v2/offers/${offerId}/code`;
const promosPath = (offerId: number) => `/api/promos/v3/offers/${offerId}/code`;
const urlPath = (offerId: number) => `/api/partners/v2/offers/${offerId}/url`;
const proxyPath = (offerId: number, uid: string) => `/api/partners/proxy/website/${offerId}/url?firebase_uid=${uid}`;

/** Every row a use could leave, the assigned pool codes with them. */
async function stateOf(offerId: number) {
  const codes = await codesOf(t, offerId);
  return { ...(await usesOf(t, offerId)), assigned: codes.filter((row) => row.assignedUserId !== null).length };
}

async function uniqueOffer() {
  const offer = await insertOffer(t, partner, { codeType: 'upload_unique', displayKind: 'unique', staticCode: null });
  await insertCodes(t, offer.offerId, [`U-${offer.offerId}-1`, `U-${offer.offerId}-2`]);
  return offer;
}

describe('a GET changes nothing; the POST claims', () => {
  it('GET code before any reveal: 204 with no body, and no code assigned, no click, view or saving', async () => {
    const offer = await uniqueOffer();
    const who = await memberWithCard(t);
    const before = await stateOf(offer.offerId);
    for (const path of [
      codePath(offer.offerId),
      promosPath(offer.offerId),
      `${codePath(offer.offerId)}?is_online=true`,
    ]) {
      const res = await call(t, 'GET', path, who);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
    }
    expect(await stateOf(offer.offerId)).toEqual(before);
    expect(before).toEqual({ clicks: 0, savings: 0, redemptions: 0, views: 0, assigned: 0 });
  });

  it('POST claims the code; GET then answers the same code again and still writes nothing', async () => {
    const offer = await uniqueOffer();
    const who = await memberWithCard(t);
    const posted = await call(t, 'POST', `${codePath(offer.offerId)}?is_online=true`, who);
    expect(posted.statusCode, posted.body).toBe(200);
    const claimed = codeResponseSchema.parse(posted.json());
    expect(claimed).toMatchObject({ code: `U-${offer.offerId}-1`, already_revealed: false });
    const after = await stateOf(offer.offerId);
    expect(after).toEqual({ clicks: 1, savings: 1, redemptions: 1, views: 1, assigned: 1 });

    for (const path of [codePath(offer.offerId), promosPath(offer.offerId)]) {
      const res = await call(t, 'GET', path, who);
      expect(res.statusCode, res.body).toBe(200);
      const read = codeResponseSchema.parse(res.json());
      expect(read).toMatchObject({
        code: claimed.code,
        redemption_id: claimed.redemption_id,
        already_revealed: true,
        channel: 'online',
      });
      // No click was recorded, so the link carries no click marker.
      expect(new URL(read.url!).searchParams.get('spc_click')).toBeNull();
    }
    expect(await stateOf(offer.offerId)).toEqual(after);
  });

  it('GET url and GET proxy url answer the partner’s page without a click and record nothing', async () => {
    const offer = await insertOffer(t, partner);
    const who = await memberWithCard(t);
    for (const path of [urlPath(offer.offerId), proxyPath(offer.offerId, who.userId)]) {
      const res = await call(t, 'GET', path, who);
      expect(res.statusCode, res.body).toBe(200);
      const link = offerLinkResponseSchema.parse(res.json());
      expect(link.click).toBeNull();
      const url = new URL(link.url);
      expect(url.searchParams.get('utm_source')).toBe('spc');
      expect(url.searchParams.get('spc_click')).toBeNull();
    }
    expect(await stateOf(offer.offerId)).toEqual({ clicks: 0, savings: 0, redemptions: 0, views: 0, assigned: 0 });
    const posted = await call(t, 'POST', urlPath(offer.offerId), who);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(urlResponseSchema.parse(posted.json()).click.id).toBeTruthy();
    expect(await stateOf(offer.offerId)).toMatchObject({ clicks: 1, savings: 1, views: 1 });
  });

  it('refuses a cross-site POST (another Origin, or none with the cookie) with 403 and claims nothing', async () => {
    const offer = await uniqueOffer();
    const who = await memberWithCard(t);
    for (const path of [codePath(offer.offerId), promosPath(offer.offerId), urlPath(offer.offerId)]) {
      const foreign = await call(t, 'POST', path, who, { headers: { origin: 'https://evil.example' } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
      const bare = await t.app.inject({ method: 'POST', url: path, headers: { cookie: who.cookie }, payload: {} });
      expect(bare.statusCode).toBe(403);
    }
    expect(await stateOf(offer.offerId)).toEqual({ clicks: 0, savings: 0, redemptions: 0, views: 0, assigned: 0 });
  });
});

describe('the use limit', () => {
  it('allows one member OFFER_USE_RATE_LIMIT.perMember reveals and links, then 429 with Retry-After, recording nothing more', async () => {
    const offer = await insertOffer(t, partner);
    const who = await memberWithCard(t);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 60; i++) {
      // From as many addresses: this is the member's own limit.
      const path = i % 2 === 0 ? codePath(offer.offerId) : urlPath(offer.offerId);
      const res = await call(t, 'POST', path, who);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(OFFER_USE_RATE_LIMIT.perMember);
    expect(statuses.slice(OFFER_USE_RATE_LIMIT.perMember).every((s) => s === 429)).toBe(true);
    expect(refused!.json()).toEqual({ error: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    // Clicks per event; one saving and one view for the member's day.
    expect(await usesOf(t, offer.offerId)).toEqual({
      clicks: OFFER_USE_RATE_LIMIT.perMember,
      savings: 1,
      redemptions: 1,
      views: 1,
    });
    // Reading stays open.
    expect((await call(t, 'GET', codePath(offer.offerId), who)).statusCode).toBe(200);
    // Another member is not held up by this one.
    const other = await memberWithCard(t);
    expect((await call(t, 'POST', codePath(offer.offerId), other)).statusCode).toBe(200);
    expect(await usesOf(t, offer.offerId)).toMatchObject({ views: 2, savings: 2 });
  });

  it('allows one address OFFER_USE_RATE_LIMIT.perAddress uses across members, then 429', async () => {
    const offer = await insertOffer(t, partner);
    const remoteAddress = `10.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const perMember = OFFER_USE_RATE_LIMIT.perMember;
    const members: SignedUp[] = [];
    for (let i = 0; i < Math.ceil(OFFER_USE_RATE_LIMIT.perAddress / perMember); i++)
      members.push(await memberWithCard(t));
    let ok = 0;
    for (const who of members) {
      for (let i = 0; i < perMember; i++) {
        const res = await call(t, 'POST', urlPath(offer.offerId), who, { remoteAddress });
        expect(res.statusCode, res.body).toBe(200);
        ok += 1;
      }
    }
    expect(ok).toBe(OFFER_USE_RATE_LIMIT.perAddress);
    const fresh = await memberWithCard(t);
    const res = await call(t, 'POST', codePath(offer.offerId), fresh, { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'RATE_LIMITED' });
    // The same member from another address may.
    expect((await call(t, 'POST', codePath(offer.offerId), fresh)).statusCode).toBe(200);
  });
});

const redisUrl = loadConfig().testRedisUrl;

describe.skipIf(!redisUrl)('the use limit in Redis (REDIS_URL)', () => {
  const prefix = `spc-test:${randomBytes(6).toString('hex')}:`;
  let r: TestApp;
  let raw: Redis;
  beforeAll(async () => {
    r = await createTestApp({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix });
    raw = await connectRedis({ url: redisUrl!, keyPrefix: '' });
  });
  afterAll(async () => {
    await r?.close();
    if (raw) {
      const keys = await raw.keys(`${prefix}*`);
      if (keys.length > 0) await raw.del(...keys);
      await closeRedis(raw);
    }
  });

  it('counts the member there (shared by every instance) and refuses past the limit', async () => {
    const p = await insertPartner(r, { urlName: 'claims-redis' });
    const offer = await insertOffer(r, p);
    const who = await memberWithCard(r);
    const statuses: number[] = [];
    for (let i = 0; i < OFFER_USE_RATE_LIMIT.perMember + 2; i++) {
      statuses.push((await call(r, 'POST', urlPath(offer.offerId), who)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(OFFER_USE_RATE_LIMIT.perMember);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(await raw.get(`${prefix}offer-use:member:${who.userId}`)).toBe(String(OFFER_USE_RATE_LIMIT.perMember + 2));
  });
});
