// GET /api/store/topBannerStatus (spec §4 "Membership banner", §9 banner days): the banner computed
// from the member's own cards, auto-renew, the card on file's expiry and a failed renewal.
import { bannerStatusResponseSchema } from '@spc/domain/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { cards, paymentMethods, subscriptions } from '../../db/schema/index.ts';
import {
  DAY,
  call,
  insertCard,
  insertPaymentMethod,
  member,
  setAutoRenew,
  setSubscription,
} from '../../../test/billing-helpers.ts';

let t: TestApp;
let mia: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  mia = await member(t, 'mia-banner@example.com');
  other = await member(t, 'other-banner@example.com');
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  const db = t.database.db;
  await db.delete(cards).where(eq(cards.userId, mia.userId));
  await db.delete(paymentMethods).where(eq(paymentMethods.userId, mia.userId));
  await db.delete(subscriptions).where(eq(subscriptions.userId, mia.userId));
  await setAutoRenew(t, mia.userId, false);
});

async function banner(who: SignedUp = mia) {
  const res = await call(t, 'GET', '/api/store/topBannerStatus', who);
  expect(res.statusCode, res.body).toBe(200);
  return bannerStatusResponseSchema.parse(res.json());
}

/** A card on file that expired at the end of last month (so before any membership below ends). */
function lapsedMethod() {
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return { expirationMonth: lastMonth.getUTCMonth() + 1, expirationYear: lastMonth.getUTCFullYear() };
}

describe('GET /api/store/topBannerStatus', () => {
  it('a visitor gets 401', async () => {
    const res = await call(t, 'GET', '/api/store/topBannerStatus', null);
    expect(res.statusCode).toBe(401);
  });

  it('no cards → no banner', async () => {
    expect(await banner()).toEqual({ success: false });
  });

  it.each([
    [6.5, '7'],
    [13, '14'],
    [29, '30'],
    [59, '60'],
  ])('auto-renew on, card on file lapsing, membership ends in %s days → payment, days %s', async (days, bucket) => {
    await insertCard(t, mia.userId, days * DAY);
    await insertPaymentMethod(t, mia.userId, lapsedMethod());
    await setAutoRenew(t, mia.userId, true);
    expect(await banner()).toEqual({ success: true, type: 'payment', days: bucket });
  });

  it('auto-renew on with no card on file at all → payment', async () => {
    await insertCard(t, mia.userId, 10 * DAY);
    await setAutoRenew(t, mia.userId, true);
    expect(await banner()).toEqual({ success: true, type: 'payment', days: '14' });
  });

  it('auto-renew on with a card on file that outlives the membership → no banner', async () => {
    await insertCard(t, mia.userId, 10 * DAY);
    await insertPaymentMethod(t, mia.userId);
    await setAutoRenew(t, mia.userId, true);
    expect(await banner()).toEqual({ success: false });
  });

  it('a failed renewal → payment, days "0" (before and after the membership ends)', async () => {
    await insertCard(t, mia.userId, 0.5 * DAY);
    await insertPaymentMethod(t, mia.userId);
    await setAutoRenew(t, mia.userId, true);
    await setSubscription(t, mia.userId, { status: 'past_due', failureCount: 1 });
    expect(await banner()).toEqual({ success: true, type: 'payment', days: '0' });

    await t.database.db
      .update(cards)
      .set({ expiryDate: new Date(Date.now() - 2 * DAY) })
      .where(eq(cards.userId, mia.userId));
    expect(await banner()).toEqual({ success: true, type: 'payment', days: '0' });
  });

  it('auto-renew off, ending within 60 days → auto-renew by days left', async () => {
    await insertCard(t, mia.userId, 13 * DAY);
    expect(await banner()).toEqual({ success: true, type: 'auto-renew', days: '14' });
  });

  it('an expired membership with nothing current → subscription, days "0"', async () => {
    await insertCard(t, mia.userId, -10 * DAY);
    expect(await banner()).toEqual({ success: true, type: 'subscription', days: '0' });
  });

  it.each([
    ['a free trial', { isFreeTrial: true, isOnlinePurchased: false }],
    ['a gold ticket', { isGTicket: true }],
    ['a bank card', { cobrand: 'cibc' as const }],
  ])('%s gets no banner, expiring or expired', async (_name, overrides) => {
    await insertCard(t, mia.userId, 6 * DAY, overrides);
    expect(await banner()).toEqual({ success: false });
    await setAutoRenew(t, mia.userId, true);
    expect(await banner()).toEqual({ success: false });
    await t.database.db.delete(cards).where(eq(cards.userId, mia.userId));
    await insertCard(t, mia.userId, -6 * DAY, overrides);
    expect(await banner()).toEqual({ success: false });
  });

  it("another member's cards do not count", async () => {
    await insertCard(t, other.userId, 6 * DAY);
    expect(await banner()).toEqual({ success: false });
    expect(await banner(other)).toEqual({ success: true, type: 'auto-renew', days: '7' });
  });
});
