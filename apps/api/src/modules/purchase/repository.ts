// The purchase's tables: orders and their one payment, and the gateway customer. The only file of the
// purchase module that writes SQL; the service composes these calls inside its transactions (cards are
// the membership-card module's, profiles account's, the card on file and subscription billing's — asked
// through `deps.cardOnFile` — idempotency keys the kernel's).
import { and, desc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import { gatewayCustomers, orders, payments } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type { Queryable } from '../../db/queryable.ts';
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export { transaction } from '../../db/queryable.ts';

// ---- Orders ----------------------------------------------------------------------------------------

export async function insertOrder(db: Queryable, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function findOrder(db: Queryable, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

export async function findOrderById(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Locks an order row until the transaction ends (a second payment of it waits, then sees it paid). */
export async function lockOrder(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Puts an order (new, declined or failed) back to pending for a charge, with what this checkout asked. */
export async function reopenOrder(
  db: Queryable,
  id: number,
  values: Pick<NewOrder, 'paymentMethod' | 'autoRenew' | 'utm' | 'email' | 'firstName' | 'lastName'> & { now: Date },
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'pending',
      paymentMethod: values.paymentMethod,
      autoRenew: values.autoRenew,
      utm: values.utm,
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      failureCode: null,
      failureMessage: null,
      updatedAt: values.now,
    })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** A pending order that will not be paid: declined, failed or abandoned. False when it was not pending. */
export async function closeUnpaidOrder(
  db: Queryable,
  id: number,
  status: 'declined' | 'failed',
  failureCode: string,
  failureMessage: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status, failureCode, failureMessage, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Marks a pending order paid (with the card it issued and how it was paid, when said: a renewal's order
 * already names both); undefined when it was not pending (already settled elsewhere).
 */
export async function markOrderPaid(
  db: Queryable,
  id: number,
  values: { cardId?: number; paymentMethod?: OrderRow['paymentMethod']; now: Date },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'paid',
      ...(values.cardId !== undefined && { cardId: values.cardId }),
      ...(values.paymentMethod !== undefined && { paymentMethod: values.paymentMethod }),
      paidAt: values.now,
      updatedAt: values.now,
    })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return row;
}

/** Pending orders untouched since `before`, oldest first: the recovery job's work. */
export async function findStalePendingOrders(db: Queryable, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.updatedAt, before), ne(orders.kind, 'renewal')))
    .orderBy(orders.updatedAt)
    .limit(limit);
}

/** Renewal orders still pending since before `before` (billing's recovery step): oldest first, 100 at most. */
export async function findStalledRenewalOrders(db: Queryable, before: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'renewal'), eq(orders.status, 'pending'), lt(orders.createdAt, before)))
    .orderBy(orders.createdAt)
    .limit(100);
}

/** The province and postal code of the member's latest paid order with a province (a renewal's tax). */
export async function findLastPaidPlace(db: Queryable, userId: string) {
  const [row] = await db
    .select({ province: orders.province, postal: orders.postal })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), isNotNull(orders.province)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/** A paid order the bank refused to settle: failed, with the code and the member's message. */
export async function failPaidOrder(db: Queryable, id: number, failureCode: string, failureMessage: string, now: Date) {
  await db
    .update(orders)
    .set({ status: 'failed', failureCode, failureMessage, updatedAt: now })
    .where(eq(orders.id, id));
}

/** A member's orders, newest first, with the card that paid (the card each issued is `order.cardId`). */
export async function findOrdersOfUser(db: Queryable, userId: string) {
  return db
    .select({
      order: orders,
      paymentCardType: payments.cardType,
      paymentLast4: payments.last4,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** A member's orders, newest first, each with its payment if one was recorded (the staff console). */
export async function findOrdersWithPaymentsOfUser(db: Queryable, userId: string) {
  return db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** A paid order refunded; undefined when it was not paid (refunded or failed in the meantime). */
export async function markOrderRefunded(db: Queryable, id: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row;
}

/** What the gateway did with a refunded payment: voided (not settled yet) or refunded. */
export async function markPaymentRefunded(db: Queryable, paymentId: number, status: 'voided' | 'refunded') {
  await db.update(payments).set({ status }).where(eq(payments.id, paymentId));
}

// ---- Payments and cards ----------------------------------------------------------------------------

export async function insertPayment(db: Queryable, values: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(values);
}

export async function findPaymentOfOrder(db: Queryable, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

/**
 * The payment (and its order) a gateway notification is about, both locked until the transaction
 * ends: by transaction id, else by order number.
 */
export async function lockPaymentFor(
  db: Queryable,
  gateway: string,
  transactionId: string | null,
  orderNumber: string | null,
): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> {
  const conditions = [];
  if (transactionId) conditions.push(and(eq(payments.gateway, gateway), eq(payments.transactionId, transactionId)));
  if (orderNumber) conditions.push(and(eq(payments.gateway, gateway), eq(orders.orderNumber, orderNumber)));
  for (const condition of conditions) {
    const [row] = await db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(condition)
      .for('update');
    if (row) return row;
  }
  return undefined;
}

/** What the gateway says became of a payment: settled (at `settledAt`) or refused settlement. */
export async function setPaymentStatus(
  db: Queryable,
  paymentId: number,
  update: { status: 'settled'; settledAt: Date } | { status: 'settlement_declined' },
) {
  await db.update(payments).set(update).where(eq(payments.id, paymentId));
}

/** The customer disputes the payment. */
export async function markPaymentDisputed(db: Queryable, paymentId: number) {
  await db.update(payments).set({ disputed: true }).where(eq(payments.id, paymentId));
}

// ---- Gateway customers -----------------------------------------------------------------------------

export async function findGatewayCustomer(db: Queryable, userId: string, gateway: string) {
  const [row] = await db
    .select()
    .from(gatewayCustomers)
    .where(and(eq(gatewayCustomers.userId, userId), eq(gatewayCustomers.gateway, gateway)));
  return row;
}

export async function saveGatewayCustomer(db: Queryable, userId: string, gateway: string, customerId: string) {
  await db
    .insert(gatewayCustomers)
    .values({ userId, gateway, customerId })
    .onConflictDoUpdate({ target: gatewayCustomers.userId, set: { gateway, customerId } });
}
