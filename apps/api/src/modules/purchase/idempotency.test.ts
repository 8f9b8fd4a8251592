// Idempotency-Key on the money-moving writes, and a member's purchases under concurrency: a repeat
// replays the stored answer byte for byte, a running one answers 409, other content under the same
// key 422; ten racing purchases make one order, one payment and one card.
import type { ErrorResponse } from '@spc/domain/errors';
import type { PurchaseResponse } from '@spc/domain/store';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { cards, idempotencyKeys, orders, payments } from '../../db/schema/index.ts';
import { requestHash } from '../../idempotency/keys.ts';
import {
  expectConsistentLedger,
  faultyGateway,
  newKey,
  newMember,
  post,
  purchase,
  rowsOf,
  seedCodes,
} from '../../../test/purchase-helpers.ts';

let t: TestApp;
const faulty = faultyGateway();

beforeAll(async () => {
  t = await createTestApp({}, { gateway: faulty.gateway });
  faulty.attach(t);
  await seedCodes(t);
});

afterAll(async () => {
  await expectConsistentLedger(t);
  await t.close();
});

const ordersOf = (userId: string) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('a repeated request', () => {
  it('replays the first answer byte for byte, marked as replayed, without a second charge', async () => {
    const member = await newMember(t);
    const key = newKey();
    const first = await purchase(t, member.cookie, { promo_code: 'WELCOME10' }, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await purchase(t, member.cookie, { promo_code: 'WELCOME10' }, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const rows = await ordersOf(member.userId);
    expect(rows).toHaveLength(1);
    expect(await t.database.db.$count(payments, eq(payments.orderId, rows[0]!.id))).toBe(1);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(1);
  });

  it('replays a decline too: the same card is not tried twice under one key', async () => {
    const member = await newMember(t);
    const key = newKey();
    const nonce = 'fake-processor-declined-visa-nonce';
    const first = await purchase(t, member.cookie, {}, { key, nonce });
    expect(first.statusCode).toBe(402);
    const again = await purchase(t, member.cookie, {}, { key, nonce });
    expect(again.statusCode).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await ordersOf(member.userId)).toHaveLength(1);
  });

  it('refuses the same key with another body or another nonce (422)', async () => {
    const member = await newMember(t);
    const key = newKey();
    expect(
      (await purchase(t, member.cookie, {}, { key, nonce: 'fake-processor-declined-visa-nonce' })).statusCode,
    ).toBe(402);
    const otherBody = await purchase(t, member.cookie, { promo_code: 'STUDENT5' }, { key });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
    const otherNonce = await purchase(t, member.cookie, {}, { key, nonce: 'fake-valid-nonce' });
    expect(otherNonce.statusCode).toBe(422);
    expect(otherNonce.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
    const otherCall = await post(t, '/api/store/v2/order', member.cookie, { language: 'en' }, { key });
    expect(otherCall.statusCode).toBe(422);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const member = await newMember(t);
    const key = newKey();
    await t.database.db.insert(idempotencyKeys).values({
      scope: `user:${member.userId}`,
      key,
      endpoint: 'POST /v4/checkout/purchase',
      // What the purchase below hashes to: its body with the schema's defaults, and its nonce.
      requestHash: requestHash({ language: 'en', product_id: 'spc-annual', auto_renew: false }, 'fake-valid-nonce'),
      state: 'started',
    });
    const response = await purchase(t, member.cookie, {}, { key });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'REQUEST_IN_PROGRESS' });
    expect(await ordersOf(member.userId)).toHaveLength(0);
  });

  it('does not store answers to invalid requests: the key can be used once the request is fixed', async () => {
    const member = await newMember(t);
    const key = newKey();
    const invalid = await purchase(t, member.cookie, { promo_code: 'NOPE99' }, { key });
    expect(invalid.statusCode).toBe(404);
    const fixed = await purchase(t, member.cookie, {}, { key });
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('keeps keys per caller: two members may use the same key', async () => {
    const key = newKey();
    const a = await newMember(t);
    const b = await newMember(t);
    const first = await purchase(t, a.cookie, {}, { key });
    const second = await purchase(t, b.cookie, {}, { key });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<PurchaseResponse>().order_number).not.toBe(first.json<PurchaseResponse>().order_number);
  });

  it('replays an order made with /v2/order', async () => {
    const member = await newMember(t);
    const key = newKey();
    const first = await post(t, '/api/store/v2/order', member.cookie, { language: 'fr' }, { key, nonce: null });
    const again = await post(t, '/api/store/v2/order', member.cookie, { language: 'fr' }, { key, nonce: null });
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await ordersOf(member.userId)).toHaveLength(1);
  });
});

describe('concurrent purchases', () => {
  // A slower gateway widens the window in which the racing requests overlap.
  beforeAll(() => {
    faulty.beforeSale = () => new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(() => {
    faulty.beforeSale = undefined;
  });

  it('ten at once with one key: one order, one payment, one card, and identical answers', async () => {
    const member = await newMember(t);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => purchase(t, member.cookie, {}, { key })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    const created = answers.filter((answer) => answer.statusCode === 201);
    for (const answer of created) expect(answer.body).toBe(created[0]!.body);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ error: 'REQUEST_IN_PROGRESS' });
    }
    // Once it has finished, every retry gets the same answer.
    const replay = await purchase(t, member.cookie, {}, { key });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(created[0]!.body);
    const rows = await ordersOf(member.userId);
    expect(rows).toHaveLength(1);
    expect(await t.database.db.$count(payments, eq(payments.orderId, rows[0]!.id))).toBe(1);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(1);
    expect((await t.app.payments.findTransactionByOrderId(rows[0]!.orderNumber))?.succeeded).toBe(true);
  });

  it('ten at once with different keys: exactly one membership is bought', async () => {
    const member = await newMember(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => purchase(t, member.cookie)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(['MEMBERSHIP_EXISTS', 'REQUEST_IN_PROGRESS']).toContain(answer.json<ErrorResponse>().error);
    }
    const paid = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, member.userId), eq(orders.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(1);
    // Nothing was charged for the refused ones: the gateway holds one sale for this member's orders.
    const charged = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from sandbox_transactions s join orders o on o.order_number = s.order_id
          where o.user_id = ${member.userId}`,
    );
    expect(charged[0]!.n).toBe(1);
  });

  it('keeps the ledger whole: each payment has one order, each paid order one card', async () => {
    await expectConsistentLedger(t);
  });
});
