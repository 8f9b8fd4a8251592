// The renewal job (docs/api-store.md "Renewal") on the embedded sandbox gateway: who is due, the
// renewal order and its charge, success and decline, the day and term limits, two runs at once, and
// the recovery of a charge whose answer or commit was lost.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTo, type SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { SaleResult } from '../../adapters/payments/gateway.ts';
import {
  cards,
  orders,
  payments,
  promoRedemptions,
  renewalAttempts,
  sandboxTransactions,
  subscriptions,
} from '../../db/schema/index.ts';
import { addMonths } from '@spc/domain/store';
import { MAX_ATTEMPTS_WITH_RETRIES, recoverRenewalOrders, runRenewals, STALLED_AFTER_MS } from './renewals.ts';
import {
  DAY,
  call,
  insertCard,
  insertPaymentMethod,
  insertPromoCodes,
  member,
  paymentMethodOf,
  setAutoRenew,
  subscriptionOf,
} from '../../../test/billing-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertPromoCodes(t);
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A member with a card vaulted at the sandbox (through the API) and auto-renew on. */
async function subscriber(email: string, place?: { postal: string; province: string }): Promise<SignedUp> {
  const who = await member(t, email, place);
  const vaulted = await call(t, 'PUT', '/api/store/updatePaymentMethod', who, { nonce: 'fake-valid-nonce' });
  expect(vaulted.statusCode, vaulted.body).toBe(200);
  const on = await call(t, 'PUT', '/api/users/user/updateAutoRenew', who, { is_auto_renew: true });
  expect(on.statusCode, on.body).toBe(200);
  return who;
}

const ordersOf = (userId: string) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
const attemptsOf = (cardId: number) =>
  t.database.db.select().from(renewalAttempts).where(eq(renewalAttempts.cardId, cardId)).orderBy(renewalAttempts.id);
async function cardOf(cardId: number) {
  const [row] = await t.database.db.select().from(cards).where(eq(cards.id, cardId));
  return row!;
}
async function chargesOf(userId: string) {
  const numbers = (await ordersOf(userId)).map((order) => order.orderNumber);
  if (numbers.length === 0) return [];
  return t.database.db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.orderId, numbers));
}

const declined: SaleResult = {
  ok: false,
  kind: 'processor_declined',
  code: '2001',
  message: 'Insufficient Funds',
  transactionId: null,
};

/**
 * The gateway answers `result` for charges of this member's card on file; every other member's
 * charge (memberships of earlier tests come due as the tests move the clock) goes through as usual.
 */
async function refuseCharges(who: SignedUp, result: SaleResult = declined) {
  const token = (await paymentMethodOf(t, who.userId))!.token;
  const gateway = t.app.payments;
  const realSale = gateway.sale.bind(gateway);
  const spy = vi
    .spyOn(gateway, 'sale')
    .mockImplementation(async (request) => (request.paymentMethodToken === token ? result : realSale(request)));
  return {
    spy,
    /** The charges tried on this member's card. */
    calls: () => spy.mock.calls.filter(([request]) => request.paymentMethodToken === token).map(([request]) => request),
  };
}

describe('runRenewals: a successful renewal', () => {
  it('charges the card on file once, extends the card 12 months from its old expiry and mails a receipt', async () => {
    const nia = await subscriber('nia-renew@example.com');
    const now = new Date();
    const card = await insertCard(t, nia.userId, 12 * 60 * 60 * 1000, {}, now);

    const summary = await runRenewals(t.app, { now });
    expect(summary).toMatchObject({ renewed: 1, declined: 0 });

    const [order] = await ordersOf(nia.userId);
    expect(order).toMatchObject({
      kind: 'renewal',
      status: 'paid',
      paymentMethod: 'vault',
      cardId: card.id,
      province: 'ON',
      currency: 'CAD',
      subtotalCents: 1199,
      discountCents: 0,
      taxCents: 156,
      totalCents: 1355,
      autoRenew: true,
    });
    // Order numbers as the checkout makes them.
    expect(order!.orderNumber).toMatch(/^SPC-[0-9A-Z]{10}$/);

    const charges = await chargesOf(nia.userId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 1355, status: 'submitted_for_settlement' });
    expect(charges[0]!.paymentMethodToken).toBe((await paymentMethodOf(t, nia.userId))!.token);
    expect(charges[0]!.details).toMatchObject({ recurring: true });

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({
      transactionId: charges[0]!.id,
      amountCents: 1355,
      cardType: 'Visa',
      last4: '1881',
    });

    expect((await cardOf(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));
    expect(await subscriptionOf(t, nia.userId)).toMatchObject({ status: 'active', failureCount: 0 });
    expect(await attemptsOf(card.id)).toMatchObject([{ attempt: 1, outcome: 'renewed', orderId: order!.id }]);

    const mails = await mailsTo(t, 'nia-renew@example.com', 'renewal-receipt');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(order!.orderNumber);
    expect(mails[0]!.text).toContain('$13.55');
    // Issue 23 item 9: the renewed term by its years, from the old expiry to the new one.
    expect(mails[0]!.text).toContain(
      `Membership ${card.expiryDate!.getUTCFullYear()}\u2013${addMonths(card.expiryDate!, 12).getUTCFullYear()}`,
    );
    expect(mails[0]!.text).not.toContain(card.cardNumber);

    // Renewed: nothing is due any more.
    expect(await runRenewals(t.app, { now: new Date(now.getTime() + DAY) })).toMatchObject({ due: 0 });
    expect(await chargesOf(nia.userId)).toHaveLength(1);
  });

  it('applies the renewal promo code while it is valid, then spends it', async () => {
    const oli = await member(t, 'oli-renew@example.com', { postal: 'H2X 1Y4', province: 'QC' });
    const vaulted = await call(t, 'PUT', '/api/store/updatePaymentMethod', oli, {
      nonce: 'fake-valid-nonce',
      promoCode: 'WELCOME10',
    });
    expect(vaulted.statusCode, vaulted.body).toBe(200);
    await call(t, 'PUT', '/api/users/user/updateAutoRenew', oli, { is_auto_renew: true });
    const now = new Date();
    await insertCard(t, oli.userId, 2 * 60 * 60 * 1000, {}, now);

    expect(await runRenewals(t.app, { now })).toMatchObject({ renewed: 1 });
    const [order] = await ordersOf(oli.userId);
    // 11.99 − 1.20 = 10.79; GST 0.54 + QST 1.08.
    expect(order).toMatchObject({
      status: 'paid',
      promoCode: 'WELCOME10',
      discountSource: 'promo',
      discountCents: 120,
      taxCents: 162,
      totalCents: 1241,
    });
    const redeemed = await t.database.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, 'WELCOME10'), eq(promoRedemptions.userId, oli.userId)));
    expect(redeemed).toHaveLength(1);
    expect((await subscriptionOf(t, oli.userId))?.renewalPromoCode).toBeNull();
  });

  it('renews a membership that lapsed within the grace period', async () => {
    const pat = await subscriber('pat-renew@example.com');
    const now = new Date();
    const card = await insertCard(t, pat.userId, -5 * DAY, {}, now);
    expect(await runRenewals(t.app, { now })).toMatchObject({ renewed: 1 });
    expect((await cardOf(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));
  });
});

describe('runRenewals: who is not charged', () => {
  it('leaves alone memberships not yet due, lapsed too long, not billed, or without auto-renew or card', async () => {
    const now = new Date();
    const early = await subscriber('early-renew@example.com');
    await insertCard(t, early.userId, 3 * DAY, {}, now);
    const lapsed = await subscriber('lapsed-renew@example.com');
    await insertCard(t, lapsed.userId, -31 * DAY, {}, now);
    const trial = await subscriber('trial-renew@example.com');
    await insertCard(t, trial.userId, DAY / 2, { isFreeTrial: true, isOnlinePurchased: false }, now);
    const gold = await subscriber('gold-renew@example.com');
    await insertCard(t, gold.userId, DAY / 2, { isGTicket: true }, now);
    const bank = await subscriber('bank-renew@example.com');
    await insertCard(t, bank.userId, DAY / 2, { cobrand: 'cibc' }, now);
    const cancelled = await subscriber('cancelled-renew@example.com');
    await insertCard(t, cancelled.userId, DAY / 2, { status: 'cancelled' }, now);
    const manual = await member(t, 'manual-renew@example.com');
    await insertPaymentMethod(t, manual.userId);
    await insertCard(t, manual.userId, DAY / 2, {}, now);
    const cardless = await member(t, 'cardless-renew@example.com');
    await setAutoRenew(t, cardless.userId, true);
    await insertCard(t, cardless.userId, DAY / 2, {}, now);
    // The old card is due, but a newer one runs on: nothing to renew.
    const renewed = await subscriber('renewed-renew@example.com');
    await insertCard(t, renewed.userId, DAY / 2, {}, now);
    await insertCard(t, renewed.userId, 300 * DAY, {}, now);

    await runRenewals(t.app, { now });
    for (const who of [early, lapsed, trial, gold, bank, cancelled, manual, cardless, renewed]) {
      expect(await ordersOf(who.userId)).toEqual([]);
    }
  });
});

describe('runRenewals: a declined renewal', () => {
  it('records the attempt, makes the subscription past due, mails the member, and retries once a day up to 3 times', async () => {
    const quinn = await subscriber('quinn-renew@example.com');
    const start = new Date();
    const card = await insertCard(t, quinn.userId, 6 * 60 * 60 * 1000, {}, start);
    const sale = await refuseCharges(quinn);

    expect(await runRenewals(t.app, { now: start })).toMatchObject({ declined: 1 });
    expect(sale.calls()).toHaveLength(1);
    expect(sale.calls()[0]).toMatchObject({ recurring: true, amountCents: 1355, currency: 'CAD' });
    const [order] = await ordersOf(quinn.userId);
    expect(order).toMatchObject({ kind: 'renewal', status: 'declined', failureCode: 'PAYMENT_DECLINED' });
    expect(sale.calls()[0]!.orderId).toBe(order!.orderNumber);
    expect(await attemptsOf(card.id)).toMatchObject([{ attempt: 1, outcome: 'failed', orderId: order!.id }]);
    expect(await subscriptionOf(t, quinn.userId)).toMatchObject({
      status: 'past_due',
      failureCount: 1,
      lastFailureMessage: 'Your card was declined. Please try another card.',
    });
    expect((await cardOf(card.id)).expiryDate).toEqual(card.expiryDate);
    expect(await mailsTo(t, 'quinn-renew@example.com', 'renewal-failed')).toHaveLength(1);
    const bannerRes = await call(t, 'GET', '/api/store/topBannerStatus', quinn);
    expect(bannerRes.json()).toEqual({ success: true, type: 'payment', days: '0' });

    // The same day: no second try.
    const later = new Date(start.getTime() + 6 * 60 * 60 * 1000);
    await runRenewals(t.app, { now: later });
    expect(sale.calls()).toHaveLength(1);

    // One try on each of the next two days, then no more.
    for (const day of [1, 2]) {
      await runRenewals(t.app, { now: new Date(start.getTime() + day * DAY + 60_000) });
      expect(sale.calls()).toHaveLength(1 + day);
    }
    expect((await attemptsOf(card.id)).map((attempt) => attempt.attempt)).toEqual([1, 2, 3]);
    expect((await subscriptionOf(t, quinn.userId))?.failureCount).toBe(3);
    await runRenewals(t.app, { now: new Date(start.getTime() + 3 * DAY + 60_000) });
    await runRenewals(t.app, { now: new Date(start.getTime() + 10 * DAY) });
    expect(sale.calls()).toHaveLength(3);
    expect(await ordersOf(quinn.userId)).toHaveLength(3);
    expect(await mailsTo(t, 'quinn-renew@example.com', 'renewal-failed')).toHaveLength(3);

    // The member updates the card and retries: renewed from the old expiry, failures cleared.
    sale.spy.mockRestore();
    const update = await call(t, 'PUT', '/api/store/updatePaymentMethod', quinn, {
      nonce: 'fake-valid-mastercard-nonce',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await subscriptionOf(t, quinn.userId))?.status).toBe('past_due');
    const retry = await call(t, 'POST', '/api/users/user/failed_payment_verification', quinn);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, message: null });
    expect((await cardOf(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));
    expect(await subscriptionOf(t, quinn.userId)).toMatchObject({
      status: 'active',
      failureCount: 0,
      lastFailureMessage: null,
    });
    expect((await call(t, 'GET', '/api/store/topBannerStatus', quinn)).json()).toEqual({ success: false });
  });

  it("a member's retry that is declined again answers success false with the reason", async () => {
    const rae = await subscriber('rae-renew@example.com');
    const now = new Date();
    await insertCard(t, rae.userId, 6 * 60 * 60 * 1000, {}, now);
    await refuseCharges(rae);
    await runRenewals(t.app, { now });
    const retry = await call(t, 'POST', '/api/users/user/failed_payment_verification', rae);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({
      success: false,
      order_number: expect.any(String) as string,
      message: 'Your card was declined. Please try another card.',
    });
    expect((await subscriptionOf(t, rae.userId))?.failureCount).toBe(2);

    // Retries are not held to one a day, but a term is tried at most MAX_ATTEMPTS_WITH_RETRIES times.
    for (let attempt = 3; attempt <= MAX_ATTEMPTS_WITH_RETRIES; attempt += 1) {
      expect((await call(t, 'POST', '/api/users/user/failed_payment_verification', rae)).statusCode).toBe(200);
    }
    const refused = await call(t, 'POST', '/api/users/user/failed_payment_verification', rae);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(await ordersOf(rae.userId)).toHaveLength(MAX_ATTEMPTS_WITH_RETRIES);
  });

  it('a card on file the gateway no longer knows is a decline, not a crash', async () => {
    const sam = await member(t, 'sam-renew@example.com');
    await insertPaymentMethod(t, sam.userId, { token: 'gone-at-the-gateway' });
    await setAutoRenew(t, sam.userId, true);
    const now = new Date();
    await insertCard(t, sam.userId, DAY / 2, {}, now);
    expect(await runRenewals(t.app, { now })).toMatchObject({ declined: 1 });
    expect((await subscriptionOf(t, sam.userId))?.status).toBe('past_due');
  });

  it('a processor outage charges nothing, is not past due and sends no mail; tomorrow is tried again', async () => {
    const tom = await subscriber('tom-renew@example.com');
    const now = new Date();
    const card = await insertCard(t, tom.userId, DAY / 2, {}, now);
    const sale = await refuseCharges(tom, {
      ok: false,
      kind: 'processor_failure',
      code: '3000',
      message: 'Processor Network Unavailable',
      transactionId: null,
    });
    expect(await runRenewals(t.app, { now })).toMatchObject({ failed: 1 });
    expect((await ordersOf(tom.userId))[0]).toMatchObject({ status: 'failed', failureCode: 'PAYMENT_FAILED' });
    expect((await subscriptionOf(t, tom.userId))?.status).toBe('active');
    expect(await mailsTo(t, 'tom-renew@example.com', 'renewal-failed')).toHaveLength(0);
    sale.spy.mockRestore();
    await runRenewals(t.app, { now: new Date(now.getTime() + DAY + 1000) });
    expect((await ordersOf(tom.userId)).map((order) => order.status)).toEqual(['failed', 'paid']);
    expect((await cardOf(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));
  });
});

describe('runRenewals: concurrency and recovery', () => {
  it('two runs at once charge once', async () => {
    const uma = await subscriber('uma-renew@example.com');
    const now = new Date();
    const card = await insertCard(t, uma.userId, DAY / 2, {}, now);
    const sale = vi.spyOn(t.app.payments, 'sale');

    const [first, second] = await Promise.all([runRenewals(t.app, { now }), runRenewals(t.app, { now })]);
    expect(first.renewed + second.renewed).toBe(1);
    expect(sale.mock.calls.filter(([request]) => request.paymentMethodToken !== undefined)).toHaveLength(1);
    expect(await chargesOf(uma.userId)).toHaveLength(1);
    expect(await ordersOf(uma.userId)).toHaveLength(1);
    expect(await attemptsOf(card.id)).toHaveLength(1);
    expect((await cardOf(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));
  });

  it('a charge whose commit was lost is completed by the recovery step, once', async () => {
    const vic = await subscriber('vic-renew@example.com');
    const now = new Date();
    const card = await insertCard(t, vic.userId, DAY / 2, {}, now);
    const gateway = t.app.payments;
    const realSale = gateway.sale.bind(gateway);
    // The charge goes through at the gateway, but its answer never arrives.
    vi.spyOn(gateway, 'sale').mockImplementation(async (request) => {
      await realSale(request);
      throw new Error('socket hang up');
    });
    expect(await runRenewals(t.app, { now })).toMatchObject({ pending: 1 });
    const [order] = await ordersOf(vic.userId);
    expect(order!.status).toBe('pending');
    expect((await subscriptionOf(t, vic.userId))?.status).toBe('active');
    vi.restoreAllMocks();

    // Too early for the recovery step; the term is held, so the job does not charge again either.
    expect(await runRenewals(t.app, { now: new Date(now.getTime() + 60_000) })).toMatchObject({ recovered: 0 });
    expect(await chargesOf(vic.userId)).toHaveLength(1);

    const later = new Date(now.getTime() + STALLED_AFTER_MS + 1000);
    expect(await recoverRenewalOrders(t.app, { now: later })).toBe(1);
    expect((await ordersOf(vic.userId))[0]).toMatchObject({ status: 'paid' });
    expect((await cardOf(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));
    expect(await attemptsOf(card.id)).toMatchObject([{ outcome: 'renewed' }]);
    expect(await mailsTo(t, 'vic-renew@example.com', 'renewal-receipt')).toHaveLength(1);
    expect(await recoverRenewalOrders(t.app, { now: new Date(later.getTime() + DAY) })).toBe(0);
    expect(await chargesOf(vic.userId)).toHaveLength(1);
  });

  it('a charge that never reached the gateway is closed as failed by the recovery step', async () => {
    const wes = await subscriber('wes-renew@example.com');
    const now = new Date();
    const card = await insertCard(t, wes.userId, DAY / 2, {}, now);
    vi.spyOn(t.app.payments, 'sale').mockRejectedValue(new Error('connect ETIMEDOUT'));
    expect(await runRenewals(t.app, { now })).toMatchObject({ pending: 1 });
    vi.restoreAllMocks();
    await recoverRenewalOrders(t.app, { now: new Date(now.getTime() + STALLED_AFTER_MS + 1000) });
    expect((await ordersOf(wes.userId))[0]).toMatchObject({ status: 'failed' });
    expect(await attemptsOf(card.id)).toMatchObject([{ outcome: 'failed' }]);
    expect((await cardOf(card.id)).expiryDate).toEqual(card.expiryDate);
    const [subscription] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, wes.userId));
    expect(subscription?.status).toBe('active');
  });
});

describe('addMonths', () => {
  it('keeps the day and time, clamped to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-03-10T12:34:56.000Z'), 12)).toEqual(new Date('2027-03-10T12:34:56.000Z'));
    expect(addMonths(new Date('2028-02-29T23:00:00.000Z'), 12)).toEqual(new Date('2029-02-28T23:00:00.000Z'));
    expect(addMonths(new Date('2026-01-31T00:00:00.000Z'), 1)).toEqual(new Date('2026-02-28T00:00:00.000Z'));
    expect(addMonths(new Date('2027-03-10T12:00:00.000Z'), -12)).toEqual(new Date('2026-03-10T12:00:00.000Z'));
  });
});
