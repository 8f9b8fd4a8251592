// Offer links (docs/api-member-offers.md "Links"): /v2/offers/{id}/url and /proxy/website/{id}/url —
// the partner's page with the affiliate marker, the click recorded, never a link off the partner's
// host (nothing recorded then), the proxy's firebase_uid — and the links of the seed's catalogue.
import { isPartnerHost, MEMBER_OFFER_ERRORS, urlResponseSchema, type UrlResponse } from '@spc/domain/member-offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { categories, offers, partners } from '../../db/schema/index.ts';
import { buildSeedDataset } from '../../db/seed/dataset.ts';
import {
  call,
  clicksOf,
  DAY,
  insertOffer,
  insertPartner,
  memberWithCard,
  quickMember,
  savingsOf,
  usesOf,
  viewsOf,
  type TestOffer,
  type TestPartner,
} from './test-helpers.ts';

let t: TestApp;
let partner: TestPartner;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  partner = await insertPartner(t, { urlName: 'northern-lights' });
  member = await memberWithCard(t);
});

afterAll(async () => {
  await t.close();
});

const urlOf = (offerId: number | string) => `/api/partners/v2/offers/${offerId}/url`;
const proxyOf = (offerId: number | string, firebaseUid?: string) =>
  `/api/partners/proxy/website/${offerId}/url${firebaseUid === undefined ? '' : `?firebase_uid=${encodeURIComponent(firebaseUid)}`}`;

async function followed(who: SignedUp, path: string): Promise<UrlResponse> {
  const res = await call(t, 'POST', path, who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return urlResponseSchema.parse(res.json());
}

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, error: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error });
}

describe('POST /v2/offers/{id}/url', () => {
  it('answers the partner’s page with the affiliate marker of the click it recorded', async () => {
    const offer = await insertOffer(t, partner, { valueCents: 1200 });
    const views = await viewsOf(t, offer.offerId);
    const before = Date.now();
    const answer = await followed(member, urlOf(offer.offerId));
    const url = new URL(answer.url);
    expect(url.origin + url.pathname).toBe('https://www.northernlights.example/students');
    expect(url.searchParams.get('utm_source')).toBe('spc');
    expect(url.searchParams.get('spc_click')).toBe(answer.click.id);
    expect(answer.click.id).toMatch(/^[A-Za-z0-9_-]{16,40}$/);
    expect(answer.click.timestamp).toBeGreaterThanOrEqual(before);
    expect(answer.click.timestamp).toBeLessThanOrEqual(Date.now());
    expect(await clicksOf(t, offer.offerId)).toEqual([
      expect.objectContaining({ id: answer.click.id, kind: 'url', userId: member.userId }),
    ]);
    expect((await clicksOf(t, offer.offerId))[0]!.createdAt.getTime()).toBe(answer.click.timestamp);
    expect(await viewsOf(t, offer.offerId)).toBe(views + 1);
    expect((await savingsOf(t, member.userId)).filter((row) => row.offerId === offer.offerId)).toEqual([
      expect.objectContaining({ valueCents: 1200 }),
    ]);
    // Each call is a click of its own.
    const again = await followed(member, urlOf(offer.offerId));
    expect(again.click.id).not.toBe(answer.click.id);
    expect(await clicksOf(t, offer.offerId)).toHaveLength(2);
  });

  it('keeps the query the partner’s link already has', async () => {
    const offer = await insertOffer(t, partner, {
      websiteUrl: 'https://www.northernlights.example/deals?campaign=students&lang=fr',
    });
    const url = new URL((await followed(member, urlOf(offer.offerId))).url);
    expect(url.searchParams.get('campaign')).toBe('students');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('utm_source')).toBe('spc');
  });

  it('leads to the partner’s website when the offer has none, or a subdomain of it', async () => {
    const inStore = await insertOffer(t, partner, { online: false, websiteUrl: null });
    expect((await followed(member, urlOf(inStore.offerId))).url).toMatch(
      /^https:\/\/www\.northernlights\.example\/\?utm_source=spc&spc_click=/,
    );
    const shop = await insertOffer(t, partner, { websiteUrl: 'https://shop.northernlights.example/promo' });
    expect(new URL((await followed(member, urlOf(shop.offerId))).url).host).toBe('shop.northernlights.example');
  });

  it('answers 422 NO_WEBSITE when neither the offer nor its partner has one', async () => {
    const siteless = await insertPartner(t, { websiteUrl: null });
    const offer = await insertOffer(t, siteless, { websiteUrl: null });
    const res = await call(t, 'POST', urlOf(offer.offerId), member);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'NO_WEBSITE', message: MEMBER_OFFER_ERRORS.NO_WEBSITE });
    expect(await usesOf(t, offer.offerId)).toMatchObject({ clicks: 0, savings: 0, views: 0 });
  });

  it('refuses any link off the partner’s host with 422 UNSAFE_LINK and records nothing', async () => {
    const unsafe = [
      'https://evil.example/students',
      'https://northernlights.example.evil.example/',
      'https://www.northernlights.example@evil.example/',
      'https://user:pass@www.northernlights.example/',
      'javascript:alert(1)',
      'ftp://www.northernlights.example/file',
      'not a url',
    ];
    for (const websiteUrl of unsafe) {
      const offer = await insertOffer(t, partner, { websiteUrl });
      for (const path of [urlOf(offer.offerId), proxyOf(offer.offerId, member.userId)]) {
        const res = await call(t, 'POST', path, member);
        expect(res.statusCode, websiteUrl).toBe(422);
        expect(res.json()).toEqual({ error: 'UNSAFE_LINK', message: MEMBER_OFFER_ERRORS.UNSAFE_LINK });
      }
      expect(await usesOf(t, offer.offerId), websiteUrl).toEqual({ clicks: 0, savings: 0, redemptions: 0, views: 0 });
    }
    // An offer link when the partner has no website to check it against is refused too.
    const siteless = await insertPartner(t, { websiteUrl: null });
    const orphan = await insertOffer(t, siteless, { websiteUrl: 'https://www.siteless.example/' });
    expectError(await call(t, 'POST', urlOf(orphan.offerId), member), 422, 'UNSAFE_LINK');
  });

  it('applies the rules of who may use an offer', async () => {
    const live = await insertOffer(t, partner);
    const plus = await insertOffer(t, partner, { isSpcPlus: true });
    const delisted = await insertOffer(t, partner, { status: 'delisted' });
    const expired = await insertOffer(t, partner, { endDate: new Date(Date.now() - DAY) });
    const upcoming = await insertOffer(t, partner, { startDate: new Date(Date.now() + DAY) });
    expectError(await call(t, 'POST', urlOf('abc'), member), 400, 'VALIDATION_ERROR');
    expectError(await call(t, 'POST', urlOf(899_999), member), 404, 'OFFER_NOT_FOUND');
    for (const [offer, status, error] of [
      [delisted, 410, 'OFFER_DELISTED'],
      [expired, 410, 'OFFER_EXPIRED'],
      [upcoming, 404, 'OFFER_NOT_FOUND'],
    ] as [TestOffer, number, string][]) {
      const res = await call(t, 'POST', urlOf(offer.offerId), member);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ error, partner_url_name: 'northern-lights' });
    }
    expectError(await call(t, 'POST', urlOf(live.offerId), null), 401, 'UNAUTHENTICATED');
    expectError(
      await call(t, 'POST', urlOf(live.offerId), await socialSignIn(t, 'links-unregistered@example.com')),
      403,
      'NOT_REGISTERED',
    );
    expectError(await call(t, 'POST', urlOf(live.offerId), await quickMember(t)), 403, 'NO_VALID_CARD');
    expectError(
      await call(t, 'POST', urlOf(live.offerId), await memberWithCard(t, { expiresInMs: -1000 })),
      403,
      'NO_VALID_CARD',
    );
    expectError(await call(t, 'POST', urlOf(plus.offerId), member), 403, 'PLUS_ONLY');
    const bank = await memberWithCard(t, { overrides: { cobrand: 'cibc', source: 'bank' } });
    await followed(bank, urlOf(plus.offerId));
    for (const offer of [live, plus, delisted, expired, upcoming]) {
      expect((await clicksOf(t, offer.offerId)).length).toBe(offer === plus ? 1 : 0);
    }
  });
});

describe('POST /proxy/website/{id}/url (for /redirect-to-partner)', () => {
  it('answers the same link for the member the link was made for, recorded as a proxy click', async () => {
    const offer = await insertOffer(t, partner);
    const answer = await followed(member, proxyOf(offer.offerId, member.userId));
    expect(new URL(answer.url).searchParams.get('spc_click')).toBe(answer.click.id);
    expect(await clicksOf(t, offer.offerId)).toEqual([
      expect.objectContaining({ id: answer.click.id, kind: 'proxy', userId: member.userId }),
    ]);
  });

  it('answers 403 USER_MISMATCH for another member’s link, and records nothing', async () => {
    const offer = await insertOffer(t, partner);
    const other = await memberWithCard(t);
    const res = await call(t, 'POST', proxyOf(offer.offerId, other.userId), member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'USER_MISMATCH', message: 'This link was made for another account.' });
    expect(res.headers['cache-control']).toBe('no-store');
    // A link made for someone else says so even before their card is looked at.
    const cardless = await quickMember(t);
    expectError(await call(t, 'POST', proxyOf(offer.offerId, member.userId), cardless), 403, 'USER_MISMATCH');
    expect(await usesOf(t, offer.offerId)).toMatchObject({ clicks: 0, savings: 0, views: 0 });
  });

  it('needs firebase_uid (400) and a signed-in member (401)', async () => {
    const offer = await insertOffer(t, partner);
    for (const path of [proxyOf(offer.offerId), proxyOf(offer.offerId, ''), proxyOf(offer.offerId, ' ')]) {
      const res = await call(t, 'POST', path, member);
      expect(res.statusCode, path).toBe(400);
      expect(res.json<{ field?: string }>().field).toBe('firebase_uid');
    }
    expectError(await call(t, 'POST', proxyOf(offer.offerId, 'x'.repeat(129)), member), 400, 'VALIDATION_ERROR');
    expectError(await call(t, 'POST', proxyOf(offer.offerId, member.userId), null), 401, 'UNAUTHENTICATED');
    expectError(await call(t, 'POST', proxyOf('abc', member.userId), member), 400, 'VALIDATION_ERROR');
    expectError(await call(t, 'POST', proxyOf(899_999, member.userId), member), 404, 'OFFER_NOT_FOUND');
  });
});

describe('the seed’s links', () => {
  // The data set the server seeds, built in memory: the same rows without a database to fill.
  const data = buildSeedDataset(new Date());
  const partnerOf = (partnerId: number) => data.partners.find((row) => row.partnerId === partnerId)!;

  it('every seeded offer leads to its partner’s own site', () => {
    expect(data.offers.length).toBeGreaterThan(100);
    const broken = data.offers.filter((offer) => {
      const site = partnerOf(offer.partnerId).websiteUrl;
      return !site || !isPartnerHost(offer.websiteUrl ?? site, site);
    });
    expect(broken).toEqual([]);
  });

  it('follows the bank’s own (SPC+) offer and an ordinary partner’s offer through the API', async () => {
    const bank = data.partners.find((row) => row.isBank)!;
    const bankOffer = data.offers.find((offer) => offer.partnerId === bank.partnerId)!;
    const plain = data.offers.find(
      (offer) => offer.partnerId !== bank.partnerId && offer.online && !offer.isSpcPlus && offer.status === 'active',
    )!;
    for (const offer of [bankOffer, plain]) {
      const live = { ...offer, startDate: new Date(Date.now() - DAY), endDate: null, status: 'active' as const };
      await t.database.db
        .insert(categories)
        .values(data.categories.find((row) => row.id === offer.categoryId)!)
        .onConflictDoNothing();
      await t.database.db.insert(partners).values(partnerOf(offer.partnerId)).onConflictDoNothing();
      await t.database.db.insert(offers).values(live);
    }
    const bankMember = await memberWithCard(t, { overrides: { cobrand: 'cibc', source: 'bank' } });
    const viaBank = new URL((await followed(bankMember, urlOf(bankOffer.offerId))).url);
    expect(viaBank.origin + viaBank.pathname).toBe(bankOffer.websiteUrl);
    expect(viaBank.host).toBe(new URL(bank.websiteUrl!).host);
    expectError(await call(t, 'POST', urlOf(bankOffer.offerId), member), 403, 'PLUS_ONLY');
    const viaPlain = new URL((await followed(member, urlOf(plain.offerId))).url);
    expect(viaPlain.origin + viaPlain.pathname).toBe(plain.websiteUrl);
  });
});

describe('OpenAPI', () => {
  it('documents the code, link and savings routes with their parameters and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Operation = { tags?: string[]; summary?: string; parameters?: { name: string }[]; responses: object };
    const { paths } = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    const cases: [string, string, string[], string[]][] = [
      [
        '/api/partners/v2/offers/{id}/code',
        'get',
        ['id', 'is_online', 'is_website'],
        ['200', '401', '403', '404', '410', '422'],
      ],
      [
        '/api/partners/v2/offers/{id}/code',
        'post',
        ['id', 'is_online', 'is_website'],
        ['200', '401', '403', '404', '409', '410', '422', '429'],
      ],
      ['/api/promos/v3/offers/{id}/code', 'get', ['id', 'is_online', 'is_website'], ['200', '404', '410']],
      [
        '/api/promos/v3/offers/{id}/code',
        'post',
        ['id', 'is_online', 'is_website'],
        ['200', '404', '409', '410', '429'],
      ],
      ['/api/partners/v2/offers/{id}/url', 'get', ['id'], ['200', '403', '404', '410', '422']],
      ['/api/partners/v2/offers/{id}/url', 'post', ['id'], ['200', '403', '404', '410', '422', '429']],
      ['/api/partners/proxy/website/{id}/url', 'get', ['id', 'firebase_uid'], ['200', '403', '422']],
      ['/api/partners/proxy/website/{id}/url', 'post', ['id', 'firebase_uid'], ['200', '403', '422', '429']],
      ['/api/partners/redeemedcode/{id}', 'delete', ['id'], ['200', '401', '404']],
      ['/api/users/v2/user/savings', 'get', [], ['200', '401', '403']],
    ];
    for (const [path, method, parameters, statuses] of cases) {
      const operation = paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation!.tags).toEqual(['redemptions']);
      expect(operation!.summary).toBeTruthy();
      expect((operation!.parameters ?? []).map((p) => p.name).sort()).toEqual([...parameters].sort());
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(statuses));
    }
  });
});
