// The member's savings (docs/api-member-offers.md "Savings"; issue 23 item 12): a reveal or a click is
// not a saving — an offer's value counts once per redemption the member said worked ("Did it work?"
// yes), summed, with the latest such uses newest first. `member_savings` still records one use per
// member, offer and UTC day (the view count).
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import { SAVINGS_RECENT_LIMIT, savingsResponseSchema, type SavingsResponse } from '@spc/domain/member-offers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { offerRedemptions, redemptionFeedback } from '../../db/schema/index.ts';
import { authHeaders, nextClientAddress } from '../../../test/auth-helpers.ts';
import {
  call,
  DAY,
  insertOffer,
  insertPartner,
  memberWithCard,
  quickMember,
  savingsOf,
  type TestOffer,
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

/** The member says the offer they revealed worked. */
async function worked(who: SignedUp, offerId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/partners/v2/offers/${offerId}/feedback`,
    remoteAddress: nextClientAddress(),
    headers: authHeaders(t, who.cookie),
    payload: { worked: true },
  });
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

  it('counts nothing for reveals and clicks, an offer once per redemption the member said worked', async () => {
    const member = await memberWithCard(t);
    const books = await insertOffer(t, partner, { valueCents: 500, titleEn: 'Books', titleFr: 'Livres' });
    const pens = await insertOffer(t, partner, { valueCents: 1250, titleEn: 'Pens', titleFr: 'Stylos' });
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: noon });

    await use(member, `/api/partners/v2/offers/${books.offerId}/code`);
    await use(member, `/api/partners/v2/offers/${books.offerId}/code`);
    await use(member, `/api/promos/v3/offers/${books.offerId}/code`);
    await use(member, `/api/partners/v2/offers/${books.offerId}/url`);
    await use(member, `/api/partners/proxy/website/${books.offerId}/url?firebase_uid=${member.userId}`);
    // Issue 23 item 12: a reveal is not a saving.
    expect(await savingsFor(member)).toMatchObject({ total_cents: 0, offers_used: 0, recent: [] });
    // The uses are still recorded once a day (the view count).
    expect(await savingsOf(t, member.userId)).toHaveLength(1);

    await worked(member, books.offerId);
    expect(await savingsFor(member)).toMatchObject({ total_cents: 500, offers_used: 1 });

    vi.setSystemTime(noon.getTime() + 60_000);
    await use(member, `/api/partners/v2/offers/${pens.offerId}/code`);
    await worked(member, pens.offerId);
    const both = await savingsFor(member);
    expect(both).toMatchObject({ total_cents: 1750, offers_used: 2 });
    expect(both.recent.map((entry) => entry.offer_id)).toEqual([pens.offerId, books.offerId]);
    expect(both.recent[1]).toEqual({
      offer_id: books.offerId,
      partner_name: 'Maple Books',
      title_en: 'Books',
      title_fr: 'Livres',
      value_cents: 500,
      used_at: noon.getTime(),
    });
  });

  it('lists the latest 10 uses, newest first, and sums them all', async () => {
    const member = await memberWithCard(t);
    const offers: TestOffer[] = [];
    for (let i = 0; i < SAVINGS_RECENT_LIMIT + 2; i++)
      offers.push(await insertOffer(t, partner, { valueCents: 100 + i }));
    const start = Date.now() - 30 * DAY;
    const redemptions = await t.database.db
      .insert(offerRedemptions)
      .values(
        offers.map((offer) => ({
          userId: member.userId,
          offerId: offer.offerId,
          code: 'ACME10',
          displayKind: 'static' as const,
          channel: 'online' as const,
        })),
      )
      .returning();
    await t.database.db.insert(redemptionFeedback).values(
      redemptions.map((row, i) => ({
        redemptionId: row.id,
        userId: member.userId,
        offerId: row.offerId,
        worked: true,
        valueCents: offers[i]!.valueCents,
        answeredAt: new Date(start + i * DAY),
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
    await use(theirs, `/api/partners/v2/offers/${offer.offerId}/code`);
    await worked(theirs, offer.offerId);
    expect(await savingsFor(mine)).toMatchObject({ total_cents: 0, offers_used: 0, recent: [] });
    expect(await savingsFor(theirs)).toMatchObject({ total_cents: 900, offers_used: 1 });
  });
});
