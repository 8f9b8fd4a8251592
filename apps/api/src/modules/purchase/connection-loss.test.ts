// The database connection dies between the charge and the commit (issue 5's fault test), for real: a
// trigger makes the backend writing the payment terminate itself, so the checkout's transaction loses
// its connection mid-flight. Only a PostgreSQL server has connections to lose, so vitest.config.ts
// collects this file in the `api-postgres` project only (CI runs it); recovery.test.ts covers the same
// outcome on PGlite with a refused insert.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { cards, orders, payments } from '../../db/schema/index.ts';
import { recoverPendingOrders } from './recovery.ts';
import { expectConsistentLedger, newKey, newMember, purchase, seedCodes } from '../../../test/purchase-helpers.ts';

describe('the connection is lost between charge and commit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCodes(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const killWritersOfPayments = () =>
    t.database.db.execute(
      sql.raw(`
      create or replace function fault_kill_own_backend() returns trigger language plpgsql as $$
      begin
        perform pg_terminate_backend(pg_backend_pid());
        return new;
      end $$;
      create trigger fault_kill_own_backend before insert on payments
        for each row execute function fault_kill_own_backend();
    `),
    );
  const healPayments = () =>
    t.database.db.execute(sql.raw('drop trigger if exists fault_kill_own_backend on payments'));

  it('answers 503 PAYMENT_PENDING, the charge stays at the gateway, and recovery issues exactly one card', async () => {
    const member = await newMember(t);
    const key = newKey();
    await killWritersOfPayments();
    const response = await purchase(t, member.cookie, {}, { key });
    await healPayments();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'PAYMENT_PENDING' });
    const [pending] = await t.database.db.select().from(orders).where(eq(orders.userId, member.userId));
    expect(pending).toMatchObject({ status: 'pending', cardId: null });
    expect(await t.app.payments.findTransactionByOrderId(pending!.orderNumber)).toMatchObject({ succeeded: true });
    expect(await t.database.db.$count(payments, eq(payments.orderId, pending!.id))).toBe(0);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(0);

    const report = await recoverPendingOrders(t.app, { olderThanMs: 0 });
    expect(report.completed).toEqual([pending!.orderNumber]);
    expect(await t.database.db.$count(payments, eq(payments.orderId, pending!.id))).toBe(1);
    expect(await t.database.db.$count(cards, eq(cards.userId, member.userId))).toBe(1);
    const replay = await purchase(t, member.cookie, {}, { key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ order_number: pending!.orderNumber });
    await expectConsistentLedger(t);
  });
});
