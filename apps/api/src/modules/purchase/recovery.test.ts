// A charge whose commit was lost (docs/api-store.md "Consistency"): the checkout answers 503
// PAYMENT_PENDING, the order stays pending while the gateway holds the charge, and
// recoverPendingOrders() completes it exactly once; a pending order never charged is failed and its
// code given back.
import type { OrderResponse } from '@spc/domain/store';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { latestMail, mailsTo } from '../../../test/auth-helpers.ts';
import { cards, orders, payments, promoCodes } from '../../db/schema/index.ts';
import { recoverPendingOrders } from './recovery.ts';
import {
  expectConsistentLedger,
  faultyGateway,
  newKey,
  newMember,
  post,
  purchase,
  seedCodes,
} from '../../../test/purchase-helpers.ts';

let t: TestApp;
const faulty = faultyGateway();

beforeAll(async () => {
  t = await createTestApp({}, { gateway: faulty.gateway });
  faulty.attach(t);
  await seedCodes(t);
});

beforeEach(() => {
  faulty.beforeSale = undefined;
  faulty.afterSale = undefined;
});

afterAll(async () => {
  await expectConsistentLedger(t);
  await t.close();
});

const orderOf = async (userId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.userId, userId)))[0]!;
const redemptions = async (code: string) =>
  (await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.redemptions;

/** Makes every later insert into payments fail, as a database that goes away after the charge would. */
const breakPayments = () =>
  t.database.db.execute(sql`alter table payments add constraint fault_injection check (amount_cents < 0) not valid`);
const repairPayments = () => t.database.db.execute(sql`alter table payments drop constraint if exists fault_injection`);

describe('the commit fails after the charge', () => {
  it('answers 503 PAYMENT_PENDING, keeps the order pending, and recovery completes it exactly once', async () => {
    const member = await newMember(t);
    const key = newKey();
    faulty.afterSale = async (result) => {
      if (result.ok) await breakPayments();
    };
    const before = await redemptions('WELCOME10');
    const response = await purchase(t, member.cookie, { promo_code: 'WELCOME10' }, { key });
    faulty.afterSale = undefined;
    await repairPayments();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'PAYMENT_PENDING' });
    const pending = await orderOf(member.userId);
    expect(pending).toMatchObject({ status: 'pending', cardId: null });
    const charge = await t.app.payments.findTransactionByOrderId(pending.orderNumber);
    expect(charge).toMatchObject({ succeeded: true, amountCents: pending.totalCents });
    expect(await t.database.db.$count(payments, eq(payments.orderId, pending.id))).toBe(0);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(0);
    expect(await redemptions('WELCOME10')).toBe(before + 1);

    // Until it is settled, a retry under the same key or another one charges nothing more.
    expect((await purchase(t, member.cookie, { promo_code: 'WELCOME10' }, { key })).statusCode).toBe(409);
    const other = await purchase(t, member.cookie);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'REQUEST_IN_PROGRESS' });

    // A young pending order is left to its checkout.
    expect(await recoverPendingOrders(t.app)).toEqual({ completed: [], failed: [], skipped: [] });

    const report = await recoverPendingOrders(t.app, { olderThanMs: 0 });
    expect(report).toEqual({ completed: [pending.orderNumber], failed: [], skipped: [] });
    const paid = await orderOf(member.userId);
    expect(paid.status).toBe('paid');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, paid.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.transactionId).toBe(charge!.id);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(1);
    expect(await redemptions('WELCOME10')).toBe(before + 1);
    expect((await latestMail(t, member.email, 'receipt'))?.subject).toContain(paid.orderNumber);

    // The original request now replays what recovery recorded; a second run does nothing.
    const replay = await purchase(t, member.cookie, { promo_code: 'WELCOME10' }, { key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ order_number: paid.orderNumber, order: { status: 'paid' } });
    expect(await recoverPendingOrders(t.app, { olderThanMs: 0 })).toEqual({ completed: [], failed: [], skipped: [] });
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(1);
    expect(await mailsTo(t, member.email, 'receipt')).toHaveLength(1);
    await expectConsistentLedger(t);
  });

  it('answers 503 when the gateway charged but its answer was lost, and recovery completes the order', async () => {
    const member = await newMember(t);
    faulty.afterSale = async () => {
      throw new Error('socket hang up');
    };
    const response = await purchase(t, member.cookie);
    expect(response.statusCode).toBe(503);
    const pending = await orderOf(member.userId);
    expect(pending.status).toBe('pending');
    faulty.afterSale = undefined;
    const report = await recoverPendingOrders(t.app, { olderThanMs: 0 });
    expect(report.completed).toEqual([pending.orderNumber]);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(1);
  });
});

describe('nothing was charged', () => {
  it('fails a checkout whose sale never reached the gateway, gives the code back, and finishes its key', async () => {
    const member = await newMember(t);
    const key = newKey();
    faulty.beforeSale = async () => {
      throw new Error('connect ETIMEDOUT');
    };
    const before = await redemptions('STUDENT5');
    const response = await purchase(t, member.cookie, { promo_code: 'STUDENT5' }, { key });
    expect(response.statusCode).toBe(503);
    expect(await redemptions('STUDENT5')).toBe(before + 1);
    const pending = await orderOf(member.userId);

    const report = await recoverPendingOrders(t.app, { olderThanMs: 0 });
    expect(report.failed).toContain(pending.orderNumber);
    expect(await orderOf(member.userId)).toMatchObject({
      status: 'failed',
      failureCode: 'PAYMENT_FAILED',
      cardId: null,
    });
    expect(await redemptions('STUDENT5')).toBe(before);
    const replay = await purchase(t, member.cookie, { promo_code: 'STUDENT5' }, { key });
    expect(replay.statusCode).toBe(502);
    expect(replay.json()).toMatchObject({ error: 'PAYMENT_FAILED' });
    // The member can buy with a new key (and the failed order is not charged twice).
    faulty.beforeSale = undefined;
    expect((await purchase(t, member.cookie, { promo_code: 'STUDENT5' })).statusCode).toBe(201);
    expect(await recoverPendingOrders(t.app, { olderThanMs: 0 })).toEqual({ completed: [], failed: [], skipped: [] });
  });

  it('fails an order made with /v2/order and never paid, giving its code back', async () => {
    const member = await newMember(t);
    const before = await redemptions('STUDENT5');
    const made = await post(
      t,
      '/api/store/v2/order',
      member.cookie,
      { language: 'en', promo_code: 'STUDENT5' },
      {
        nonce: null,
      },
    );
    expect(made.statusCode).toBe(201);
    expect(await redemptions('STUDENT5')).toBe(before + 1);
    const report = await recoverPendingOrders(t.app, { olderThanMs: 0 });
    expect(report).toEqual({ completed: [], failed: [made.json<OrderResponse>().order_number], skipped: [] });
    expect(await redemptions('STUDENT5')).toBe(before);
    // Paying it later still works: it takes the code again.
    const paid = await purchase(t, member.cookie, { order_number: made.json<OrderResponse>().order_number });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await redemptions('STUDENT5')).toBe(before + 1);
  });

  it('leaves an order for the next run when the gateway cannot be asked', async () => {
    const member = await newMember(t);
    const made = await post(t, '/api/store/v2/order', member.cookie, { language: 'en' }, { nonce: null });
    const find = t.app.payments.findTransactionByOrderId.bind(t.app.payments);
    t.app.payments.findTransactionByOrderId = async () => {
      throw new Error('gateway down');
    };
    try {
      const report = await recoverPendingOrders(t.app, { olderThanMs: 0 });
      expect(report.skipped).toEqual([made.json<OrderResponse>().order_number]);
    } finally {
      t.app.payments.findTransactionByOrderId = find;
    }
    expect((await orderOf(member.userId)).status).toBe('pending');
    expect((await recoverPendingOrders(t.app, { olderThanMs: 0 })).failed).toEqual([
      made.json<OrderResponse>().order_number,
    ]);
  });
});
