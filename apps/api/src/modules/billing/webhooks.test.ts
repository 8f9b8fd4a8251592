// POST /api/store/webhooks/{gateway} with notifications signed by the embedded sandbox (as Braintree's
// webhook testing gateway makes them): signature, age, replay, and what each handled kind changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { isSandboxGateway, type SandboxGateway } from '../../adapters/payments/sandbox.ts';
import { cards, orders, payments, webhookEvents } from '../../db/schema/index.ts';
import { addMonths } from '@spc/domain/store';
import { runRenewals } from './renewals.ts';
import {
  DAY,
  call,
  insertCard,
  member,
  paymentMethodOf,
  profileOf,
  setSubscription,
  subscriptionOf,
} from '../../../test/billing-helpers.ts';

let t: TestApp;
let gateway: SandboxGateway;
let xena: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  if (!isSandboxGateway(t.app.payments)) throw new Error('the tests run on the sandbox gateway');
  gateway = t.app.payments;
  xena = await member(t, 'xena-hooks@example.com');
});

afterAll(async () => {
  await t.close();
});

type Notification = { signature: string; payload: string };

/** Posts a notification as Braintree does: form-encoded bt_signature and bt_payload, no cookie, no Origin. */
function post(notification: Notification, { path = 'sandbox', json = false } = {}) {
  const body = { bt_signature: notification.signature, bt_payload: notification.payload };
  return t.app.inject({
    method: 'POST',
    url: `/api/store/webhooks/${path}`,
    ...(json
      ? { payload: body }
      : {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        }),
  });
}

let orderSeq = 0;
/** A paid purchase (or renewal) of `cardId` with its payment row, as the checkout writes them. */
async function paidOrder(userId: string, cardId: number, kind: 'purchase' | 'renewal' = 'purchase') {
  orderSeq += 1;
  const [order] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `SPC-HOOK${String(orderSeq).padStart(6, '0')}`,
      userId,
      kind,
      status: 'paid',
      paymentMethod: 'card',
      language: 'en',
      country: 'ca',
      province: 'ON',
      productId: 'spc-annual',
      currency: 'CAD',
      unitPriceCents: 1199,
      subtotalCents: 1199,
      discountCents: 0,
      taxRate: 13_000,
      taxes: [{ name: 'HST', rate: 13_000, amount_cents: 156 }],
      taxCents: 156,
      totalCents: 1355,
      cardId,
      paidAt: new Date(),
    })
    .returning();
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      orderId: order!.id,
      gateway: 'sandbox',
      transactionId: `txn${orderSeq}`,
      status: 'submitted_for_settlement',
      amountCents: 1355,
      currency: 'CAD',
      cardType: 'Visa',
      last4: '1881',
    })
    .returning();
  return { order: order!, payment: payment! };
}

async function paymentRow(id: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}
async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function cardRow(id: number) {
  const [row] = await t.database.db.select().from(cards).where(eq(cards.id, id));
  return row!;
}

describe('checks before anything is handled', () => {
  it('a check notification with a good signature is acknowledged (form-encoded or JSON)', async () => {
    const form = await post(await gateway.sampleNotification('check', 'check'));
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toEqual({ received: true, duplicate: false });
    const json = await post(
      await gateway.sampleNotification('check', 'check-json', { timestamp: new Date(Date.now() - 1000) }),
      {
        json: true,
      },
    );
    expect(json.statusCode, json.body).toBe(200);
  });

  it('a signature that does not match → 400 WEBHOOK_SIGNATURE_INVALID, nothing recorded', async () => {
    const before = (await t.database.db.select().from(webhookEvents)).length;
    const good = await gateway.sampleNotification('check', 'tampered');
    const badSignature = { ...good, signature: good.signature.replace(/\|.*/, `|${'0'.repeat(40)}`) };
    const otherKey = { ...good, signature: `someone_else|${good.signature.split('|')[1]}` };
    const otherPayload = { ...good, payload: Buffer.from('<notification/>').toString('base64') };
    for (const notification of [badSignature, otherKey, otherPayload]) {
      const res = await post(notification);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect(await t.database.db.select().from(webhookEvents)).toHaveLength(before);
  });

  it('missing or empty fields → 400; another content type → 415', async () => {
    for (const payload of ['', 'bt_signature=abc', 'bt_payload=abc', 'bt_signature=&bt_payload=']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/webhooks/sandbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/store/webhooks/sandbox',
      headers: { 'content-type': 'application/xml' },
      payload: '<notification/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('another gateway than the configured one → 404', async () => {
    const res = await post(await gateway.sampleNotification('check', 'elsewhere'), { path: 'braintree' });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('a notification older than 24 hours → 400, and it is not recorded as seen', async () => {
    const stale = await gateway.sampleNotification('check', 'stale', {
      timestamp: new Date(Date.now() - 25 * 3600_000),
    });
    const res = await post(stale);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'WEBHOOK_EXPIRED' });
    expect(await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.subjectId, 'stale'))).toEqual([]);
  });
});

describe('what each notification changes', () => {
  it('transaction_settled: the payment is settled; a replay answers duplicate and changes nothing', async () => {
    const card = await insertCard(t, xena.userId, 300 * DAY);
    const { payment } = await paidOrder(xena.userId, card.id);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const notification = await gateway.sampleNotification('transaction_settled', payment.transactionId, {
      timestamp: at,
    });
    const res = await post(notification);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'settled', settledAt: at });

    await t.database.db.update(payments).set({ settledAt: null }).where(eq(payments.id, payment.id));
    const replay = await post(notification);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await paymentRow(payment.id)).settledAt).toBeNull();
  });

  it('transaction_settlement_declined on a purchase: order failed, the card it issued cancelled', async () => {
    const card = await insertCard(t, xena.userId, 300 * DAY);
    const { order, payment } = await paidOrder(xena.userId, card.id);
    const res = await post(await gateway.sampleNotification('transaction_settlement_declined', payment.transactionId));
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'settlement_declined' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'failed', failureCode: 'SETTLEMENT_DECLINED' });
    expect((await cardRow(card.id)).status).toBe('cancelled');
  });

  it('transaction_settlement_declined on a renewal: the 12 months are taken back once, the subscription is past due', async () => {
    const yves = await member(t, 'yves-hooks@example.com');
    expect(
      (await call(t, 'PUT', '/api/store/updatePaymentMethod', yves, { nonce: 'fake-valid-nonce' })).statusCode,
    ).toBe(200);
    expect((await call(t, 'PUT', '/api/users/user/updateAutoRenew', yves, { is_auto_renew: true })).statusCode).toBe(
      200,
    );
    const now = new Date();
    const card = await insertCard(t, yves.userId, DAY / 2, {}, now);
    await runRenewals(t.app, { now });
    const [renewal] = await t.database.db.select().from(orders).where(eq(orders.userId, yves.userId));
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'paid' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, renewal!.id));
    expect((await cardRow(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));

    // The sandbox's own transaction, refused at settlement.
    await gateway.declineSettlement(payment!.transactionId);
    const notification = await gateway.sampleNotification('transaction_settlement_declined', payment!.transactionId);
    expect((await post(notification)).json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(renewal!.id)).toMatchObject({ status: 'failed' });
    expect((await cardRow(card.id)).expiryDate).toEqual(card.expiryDate);
    expect((await cardRow(card.id)).status).toBe('active');
    expect(await subscriptionOf(t, yves.userId)).toMatchObject({ status: 'past_due', failureCount: 1 });

    expect((await post(notification)).json()).toEqual({ received: true, duplicate: true });
    expect((await cardRow(card.id)).expiryDate).toEqual(card.expiryDate);
    expect((await subscriptionOf(t, yves.userId))?.failureCount).toBe(1);

    // The term is open again: the member's retry renews it.
    const retry = await call(t, 'POST', '/api/users/user/failed_payment_verification', yves);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ success: true });
    expect((await cardRow(card.id)).expiryDate).toEqual(addMonths(card.expiryDate!, 12));
    expect((await subscriptionOf(t, yves.userId))?.status).toBe('active');
  });

  it('dispute_opened: the payment is marked disputed', async () => {
    const card = await insertCard(t, xena.userId, 300 * DAY);
    const { payment } = await paidOrder(xena.userId, card.id);
    const res = await post(await gateway.sampleNotification('dispute_opened', payment.transactionId));
    expect(res.statusCode, res.body).toBe(200);
    expect((await paymentRow(payment.id)).disputed).toBe(true);
    expect((await cardRow(card.id)).status).toBe('active');
  });

  it('payment_method_revoked_by_customer: the card on file goes, auto-renew off, subscription cancelled', async () => {
    const zoe = await member(t, 'zoe-hooks@example.com');
    expect(
      (await call(t, 'PUT', '/api/store/updatePaymentMethod', zoe, { nonce: 'fake-valid-nonce' })).statusCode,
    ).toBe(200);
    expect((await call(t, 'PUT', '/api/users/user/updateAutoRenew', zoe, { is_auto_renew: true })).statusCode).toBe(
      200,
    );
    const token = (await paymentMethodOf(t, zoe.userId))!.token;

    const res = await post(await gateway.sampleNotification('payment_method_revoked_by_customer', token));
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentMethodOf(t, zoe.userId)).toBeUndefined();
    expect((await profileOf(t, zoe.userId)).isAutoRenew).toBe(false);
    expect((await subscriptionOf(t, zoe.userId))?.status).toBe('cancelled');
  });

  it('notifications about something we do not know, or of other kinds, are acknowledged', async () => {
    await setSubscription(t, xena.userId, { status: 'active' });
    for (const [kind, subject] of [
      ['transaction_settled', 'no-such-transaction'],
      ['payment_method_revoked_by_customer', 'no-such-token'],
      ['subscription_charged_successfully', 'sub-1'],
    ] as const) {
      const res = await post(await gateway.sampleNotification(kind, subject));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: false });
    }
    expect((await subscriptionOf(t, xena.userId))?.status).toBe('active');
  });
});
