// The store's tables: orders and their one payment, idempotency keys, issued cards, the member's
// registration flags, vaulted payment method, subscription and gateway customer. The only module of
// the store that writes SQL; the service composes these calls inside its transactions.
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cards,
  gatewayCustomers,
  idempotencyKeys,
  orders,
  paymentMethods,
  payments,
  registrations,
  subscriptions,
  userProfiles,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type { Queryable } from '../../db/queryable.ts';
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type CardRow = typeof cards.$inferSelect;
export type NewCard = typeof cards.$inferInsert;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ProfileRow = typeof userProfiles.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Serialises the writes of one caller (`user:<id>` or `guest:<id>`) until the transaction ends, so two
 * of their purchases cannot both pass the "no membership, nothing in flight" checks.
 */
export async function lockCaller(tx: Queryable, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}))`);
}

// ---- Members ---------------------------------------------------------------------------------------

/** A valid card that is not a free trial: such a member has a membership and cannot buy another. */
export async function hasPaidMembership(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(
      and(
        eq(cards.userId, userId),
        eq(cards.status, 'active'),
        gt(cards.expiryDate, now),
        eq(cards.isFreeTrial, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- Idempotency keys ------------------------------------------------------------------------------

export async function findKey(db: Queryable, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** Records a request as started; `orderNumber` ties it to the order the recovery job may settle. */
export async function insertStartedKey(
  db: Queryable,
  row: { scope: string; key: string; endpoint: string; requestHash: string; orderNumber: string | null; now: Date },
): Promise<void> {
  await db.insert(idempotencyKeys).values({
    scope: row.scope,
    key: row.key,
    endpoint: row.endpoint,
    requestHash: row.requestHash,
    state: 'started',
    response: row.orderNumber ? { order_number: row.orderNumber } : null,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

export async function finishKey(
  db: Queryable,
  scope: string,
  key: string,
  statusCode: number,
  body: unknown,
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode, response: body, updatedAt: now })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** The recovery job finishes the request that was charging an order, so a retry replays the outcome. */
export async function finishKeysOfOrder(
  db: Queryable,
  orderNumber: string,
  statusCode: number,
  body: unknown,
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode, response: body, updatedAt: now })
    .where(
      and(eq(idempotencyKeys.state, 'started'), sql`${idempotencyKeys.response} ->> 'order_number' = ${orderNumber}`),
    );
}

/** Forgets a started request that ended without an answer worth replaying (it may be retried as new). */
export async function deleteStartedKey(db: Queryable, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'started')));
}

/** Whether the caller has another payment under way (started after `since`) under a different key. */
export async function hasChargeInFlight(db: Queryable, scope: string, exceptKey: string, since: Date) {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.state, 'started'),
        ne(idempotencyKeys.key, exceptKey),
        gt(idempotencyKeys.createdAt, since),
        sql`${idempotencyKeys.response} ->> 'order_number' is not null`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

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

/** Marks a pending order paid with its card; false when it was not pending (already settled elsewhere). */
export async function markOrderPaid(
  db: Queryable,
  id: number,
  values: { cardId: number; paymentMethod: OrderRow['paymentMethod']; now: Date },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'paid',
      cardId: values.cardId,
      paymentMethod: values.paymentMethod,
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

/** A member's orders, newest first, with the card each issued and the card that paid. */
export async function findOrdersOfUser(db: Queryable, userId: string) {
  return db
    .select({
      order: orders,
      cardNumber: cards.cardNumber,
      paymentCardType: payments.cardType,
      paymentLast4: payments.last4,
    })
    .from(orders)
    .leftJoin(cards, eq(cards.id, orders.cardId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

// ---- Payments and cards ----------------------------------------------------------------------------

export async function insertPayment(db: Queryable, values: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(values);
}

export async function findPaymentOfOrder(db: Queryable, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

/** Inserts a card unless its number is taken (then undefined: the issuer draws another number). */
export async function insertCardIfNumberFree(db: Queryable, values: NewCard): Promise<CardRow | undefined> {
  const [row] = await db.insert(cards).values(values).onConflictDoNothing({ target: cards.cardNumber }).returning();
  return row;
}

export async function findCard(db: Queryable, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, id));
  return row;
}

/** A purchased card replaces the member's free trial and becomes their primary card. */
export async function retireOtherCards(db: Queryable, userId: string): Promise<void> {
  await db
    .update(cards)
    .set({ status: 'cancelled', isPrimary: false })
    .where(and(eq(cards.userId, userId), eq(cards.isFreeTrial, true), inArray(cards.status, ['active', 'inactive'])));
  await db
    .update(cards)
    .set({ isPrimary: false })
    .where(and(eq(cards.userId, userId), eq(cards.isPrimary, true)));
}

export async function markHasCard(db: Queryable, userId: string): Promise<void> {
  await db.update(registrations).set({ hasCard: true, membershipType: 'spc' }).where(eq(registrations.userId, userId));
}

// ---- Auto-renew ------------------------------------------------------------------------------------

export async function findPaymentMethod(db: Queryable, userId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row;
}

export async function upsertPaymentMethod(db: Queryable, values: Omit<PaymentMethodRow, 'updatedAt'>, now: Date) {
  const row = { ...values, updatedAt: now };
  await db.insert(paymentMethods).values(row).onConflictDoUpdate({ target: paymentMethods.userId, set: row });
}

/** Turns auto-renew on: the profile's flag and an active subscription (failures forgotten). */
export async function turnOnAutoRenew(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.update(userProfiles).set({ isAutoRenew: true, updatedAt: now }).where(eq(userProfiles.userId, userId));
  const row = {
    userId,
    status: 'active' as const,
    failureCount: 0,
    lastFailureAt: null,
    lastFailureMessage: null,
    updatedAt: now,
  };
  await db.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.userId, set: row });
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
