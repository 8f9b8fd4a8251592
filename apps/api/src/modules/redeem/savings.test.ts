// The member's savings (docs/api-member-offers.md "Savings"): each used offer's value counted once per
// member, offer and UTC day however many reveals and clicks, summed, with the latest uses newest first.
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import { SAVINGS_RECENT_LIMIT, savingsResponseSchema, type SavingsResponse } from '@spc/domain/member-offers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { memberSavings } from '../../db/schema/index.ts';
import {
  call,
  DAY,
  insertOffer,
  insertPartner,
  memberWithCard,
  quickMember,
  savingsOf,
  type TestPartner,
} from './test-helpers.ts';

let t: TestApp;
let partner: TestPartner;

beforeAll(async () => {
  t = await createTestApp();
  partner = await insertPartner(t, { partnerName: 'Maple Books', urlName: 'maple-books' });
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const SAVINGS = '/api/users/v2/user/savings';

async function savingsFor(who: SignedUp): Promise<SavingsResponse> {
  const res = await call(t, 'GET', SAVINGS, who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return savingsResponseSchema.parse(res.json());
}

async function use(who: SignedUp, path: string) {
  const res = await call(t, 'POST', path, who);
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/users/v2/user/savings', () => {
  it('answers 401 to a visitor and 403 NOT_REGISTERED before registration', async () => {
    const visitor = await call(t, 'GET', SAVINGS, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    const unregistered = await call(t, 'GET', SAVINGS, await socialSignIn(t, 'savings-unregistered@example.com'));
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json()).toMatchObject({ error: 'NOT_REGISTERED' });
  });

  it('answers nothing saved yet to a member, with or without a valid card', async () => {
    const empty = {
      currency: 'CAD',
      total_cents: 0,
      offers_used: 0,
      membership_price_cents: MEMBERSHIP_PRICE_CENTS,
      recent: [],
    };
    expect(await savingsFor(await quickMember(t))).toEqual(empty);
    expect(await savingsFor(await memberWithCard(t, { expiresInMs: -DAY }))).toEqual(empty);
    expect(MEMBERSHIP_PRICE_CENTS).toBe(1199);
  });

  it('counts an offer once a day whatever the reveals and clicks, sums the offers, newest first', async () => {
    const member = await memberWithCard(t);
    const books = await insertOffer(t, partner, { valueCents: 500, titleEn: 'Books', titleFr: 'Livres' });
    const pens = await insertOffer(t, partner, { valueCents: 1250, titleEn: 'Pens', titleFr: 'Stylos' });
    // Noon UTC today, so the uses below cannot straddle midnight; the clock then moves as set.
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: noon });

    await use(member, `/api/partners/v2/offers/${books.offerId}/code`);
    await use(member, `/api/partners/v2/offers/${books.offerId}/code`);
    await use(member, `/api/promos/v3/offers/${books.offerId}/code`);
    await use(member, `/api/partners/v2/offers/${books.offerId}/url`);
    await use(member, `/api/partners/proxy/website/${books.offerId}/url?firebase_uid=${member.userId}`);
    expect(await savingsFor(member)).toMatchObject({ total_cents: 500, offers_used: 1 });

    vi.setSystemTime(noon.getTime() + 60_000);
    await use(member, `/api/partners/v2/offers/${pens.offerId}/url`);
    const sameDay = await savingsFor(member);
    expect(sameDay).toMatchObject({ total_cents: 1750, offers_used: 2 });
    expect(sameDay.recent.map((entry) => entry.offer_id)).toEqual([pens.offerId, books.offerId]);
    expect(sameDay.recent[1]).toEqual({
      offer_id: books.offerId,
      partner_name: 'Maple Books',
      title_en: 'Books',
      title_fr: 'Livres',
      value_cents: 500,
      used_at: noon.getTime(),
    });
    expect(sameDay.recent[0]!.used_at - sameDay.recent[1]!.used_at).toBe(60_000);

    // The next UTC day, the same offer counts again.
    vi.setSystemTime(noon.getTime() + DAY);
    await use(member, `/api/partners/v2/offers/${books.offerId}/url`);
    await use(member, `/api/partners/v2/offers/${books.offerId}/code`);
    const nextDay = await savingsFor(member);
    expect(nextDay).toMatchObject({ total_cents: 2250, offers_used: 2 });
    expect(nextDay.recent.map((entry) => entry.offer_id)).toEqual([books.offerId, pens.offerId, books.offerId]);
    const today = noon.toISOString().slice(0, 10);
    const tomorrow = new Date(noon.getTime() + DAY).toISOString().slice(0, 10);
    expect((await savingsOf(t, member.userId)).map((row) => row.day).sort()).toEqual([today, today, tomorrow]);
  });

  it('lists the latest 10 uses, newest first, and sums them all', async () => {
    const member = await memberWithCard(t);
    const offers = [];
    for (let i = 0; i < SAVINGS_RECENT_LIMIT + 2; i++)
      offers.push(await insertOffer(t, partner, { valueCents: 100 + i }));
    const start = Date.now() - 30 * DAY;
    await t.database.db.insert(memberSavings).values(
      offers.map((offer, i) => ({
        userId: member.userId,
        offerId: offer.offerId,
        day: new Date(start + i * DAY).toISOString().slice(0, 10),
        valueCents: offer.valueCents,
        createdAt: new Date(start + i * DAY),
      })),
    );
    const answer = await savingsFor(member);
    expect(answer.total_cents).toBe(offers.reduce((sum, offer) => sum + offer.valueCents, 0));
    expect(answer.offers_used).toBe(offers.length);
    expect(answer.recent.map((entry) => entry.offer_id)).toEqual(
      offers
        .slice(-SAVINGS_RECENT_LIMIT)
        .reverse()
        .map((offer) => offer.offerId),
    );
  });

  it('is the caller’s own: another member’s uses are not counted', async () => {
    const mine = await memberWithCard(t);
    const theirs = await memberWithCard(t);
    const offer = await insertOffer(t, partner, { valueCents: 900 });
    await use(theirs, `/api/partners/v2/offers/${offer.offerId}/url`);
    expect(await savingsFor(mine)).toMatchObject({ total_cents: 0, offers_used: 0, recent: [] });
    expect(await savingsFor(theirs)).toMatchObject({ total_cents: 900, offers_used: 1 });
  });
});
