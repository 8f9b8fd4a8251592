// The refunds staff made (order_refunds, decision 035): the only table this module owns; everything
// else it shows or changes belongs to other modules and is asked of their services.
import { and, eq, inArray } from 'drizzle-orm';
import { orderRefunds } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;

export async function findRefund(db: Queryable, orderId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return row;
}

export async function findRefundsOfOrders(db: Queryable, orderIds: readonly number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, [...orderIds]));
}

/** The refund as started, before the gateway is asked; a stale started row of the order is replaced. */
export async function startRefund(
  db: Queryable,
  values: {
    orderId: number;
    staffUserId: string;
    reason: string;
    endMembership: boolean;
    amountCents: number;
    currency: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(orderRefunds)
    .values({
      orderId: values.orderId,
      staffUserId: values.staffUserId,
      reason: values.reason,
      endMembership: values.endMembership,
      state: 'started',
      amountCents: values.amountCents,
      currency: values.currency,
      createdAt: values.now,
    })
    .onConflictDoUpdate({
      target: orderRefunds.orderId,
      set: {
        staffUserId: values.staffUserId,
        reason: values.reason,
        endMembership: values.endMembership,
        state: 'started',
        gatewayOutcome: null,
        createdAt: values.now,
        finishedAt: null,
      },
    });
}

/** The gateway refused (or could not be reached): the started refund is forgotten, to be tried again. */
export async function forgetStartedRefund(db: Queryable, orderId: number): Promise<void> {
  await db.delete(orderRefunds).where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.state, 'started')));
}

export async function finishRefund(
  db: Queryable,
  orderId: number,
  outcome: 'voided' | 'refunded',
  now: Date,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(orderRefunds)
    .set({ state: 'done', gatewayOutcome: outcome, finishedAt: now })
    .where(eq(orderRefunds.orderId, orderId))
    .returning();
  return row;
}
