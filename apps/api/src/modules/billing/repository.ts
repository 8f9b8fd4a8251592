// Billing's rows: the card on file, the subscription, the gateway customer, renewal orders and their
// attempts, and processed gateway notifications. The only module of the billing service that touches
// the database; the member's cards are membership-card's and the profile's auto-renew flag account's,
// asked through their services inside the same transactions.
import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VaultedCard } from '../../deps.ts';
import type { Queryable, Tx } from '../../db/queryable.ts';
import {
  authUsers,
  orders,
  paymentMethods,
  payments,
  renewalAttempts,
  subscriptions,
  webhookEvents,
} from '../../db/schema/index.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type AttemptRow = typeof renewalAttempts.$inferSelect;
export type SubscriptionStatus = SubscriptionRow['status'];
/** A transaction handle: everything below takes either the database or one. */
export type { Tx } from '../../db/queryable.ts';
type Executor = Queryable;

// ---- The member ------------------------------------------------------------------------------------

/** The sign-in address (where receipts go) and the names, from the auth user. */
export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: authUsers.email, firstName: authUsers.firstName })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row;
}

export async function findPaymentMethod(db: Executor, userId: string) {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row;
}

export async function findSubscription(db: Executor, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** Which of `userIds` have a card on file (the renewal job's work list): one query for the whole list. */
export async function findUsersWithPaymentMethod(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: paymentMethods.userId })
    .from(paymentMethods)
    .where(inArray(paymentMethods.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
}

// ---- Card on file, auto-renew, subscription ----------------------------------------------------------

/** A card vaulted at the gateway (the kernel's `VaultedCard`). */
export type VaultedMethod = VaultedCard;

/** The member's card on file, locked until the transaction ends (a second swap waits for the first). */
export async function lockPaymentMethod(tx: Executor, userId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await tx.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).for('update');
  return row;
}

/** The member's card on file, inserted or replaced. */
export async function upsertPaymentMethod(tx: Executor, userId: string, method: VaultedMethod, now: Date) {
  await tx
    .insert(paymentMethods)
    .values({ userId, ...method, updatedAt: now })
    .onConflictDoUpdate({ target: paymentMethods.userId, set: { ...method, updatedAt: now } });
}

/**
 * The promo code for the next renewal; a member without a subscription row gets one, `active` when
 * auto-renew is on, else `cancelled`. The status of an existing row is left as it is.
 */
export async function setRenewalPromoCode(
  tx: Executor,
  userId: string,
  renewalPromoCode: string,
  isAutoRenew: boolean,
  now: Date,
) {
  await tx
    .insert(subscriptions)
    .values({ userId, status: isAutoRenew ? 'active' : 'cancelled', renewalPromoCode, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { renewalPromoCode, updatedAt: now } });
}

/**
 * The subscription in step with auto-renew (the profile's flag is account's, set first in the same
 * transaction): off → cancelled; on → active, except that a past-due subscription stays past due
 * (turning auto-renew on again does not pay the failed renewal).
 */
export async function setSubscriptionForAutoRenew(tx: Executor, userId: string, on: boolean, now: Date) {
  const status = on
    ? sql`case when ${subscriptions.status} = 'past_due' then 'past_due' else 'active' end`
    : sql`'cancelled'`;
  await tx
    .insert(subscriptions)
    .values({ userId, status: on ? 'active' : 'cancelled', updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { status, updatedAt: now } });
}

/** A paid order's auto-renew: the subscription active, failures forgotten (the profile's flag is account's, set first). */
export async function activateSubscription(tx: Executor, userId: string, now: Date): Promise<void> {
  const row = {
    userId,
    status: 'active' as const,
    failureCount: 0,
    lastFailureAt: null,
    lastFailureMessage: null,
    updatedAt: now,
  };
  await tx.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.userId, set: row });
}

/** The member's card on file removed (an SPC+ upgrade stops billing). */
export async function deletePaymentMethod(tx: Executor, userId: string): Promise<void> {
  await tx.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
}

// ---- Renewals ----------------------------------------------------------------------------------------

export async function findAttempts(db: Executor, cardId: number, termEnd: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(renewalAttempts)
    .where(and(eq(renewalAttempts.cardId, cardId), eq(renewalAttempts.termEnd, termEnd)))
    .orderBy(renewalAttempts.attempt);
}

/** The province and postal code the card was last sold with (when the profile has none). */
export async function findLastOrderPlace(db: Executor, userId: string) {
  const [row] = await db
    .select({ province: orders.province, postal: orders.postal })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), isNotNull(orders.province)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/**
 * Claims renewal try `attempt` of a card's term and writes its pending order, in one transaction.
 * The unique key (card, term_end, attempt) makes a second job run that read the same state lose the
 * insert: it answers null and charges nothing. The renewal promo code is reserved when still valid.
 */
export async function startRenewal(
  db: Db,
  claim: { cardId: number; termEnd: string; attempt: number; now: Date },
  buildOrder: (tx: Tx) => Promise<NewOrder | { failure: string }>,
): Promise<{ attempt: AttemptRow; order: OrderRow | null; failure: string | null } | null> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(renewalAttempts)
      .values({
        cardId: claim.cardId,
        termEnd: claim.termEnd,
        attempt: claim.attempt,
        outcome: 'started',
        createdAt: claim.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!attempt) return null;
    const built = await buildOrder(tx);
    if ('failure' in built) {
      const [failed] = await tx
        .update(renewalAttempts)
        .set({ outcome: 'failed', message: built.failure })
        .where(eq(renewalAttempts.id, attempt.id))
        .returning();
      return { attempt: failed!, order: null, failure: built.failure };
    }
    const [order] = await tx.insert(orders).values(built).returning();
    await tx.update(renewalAttempts).set({ orderId: order!.id }).where(eq(renewalAttempts.id, attempt.id));
    return { attempt: { ...attempt, orderId: order!.id }, order: order!, failure: null };
  });
}

export interface RenewalPaid {
  order: OrderRow;
  cardId: number;
  /** The card's expiry being renewed; the card moves to `newExpiry` only if it still has this one (null: leave it). */
  oldExpiry: Date | null;
  newExpiry: Date | null;
  payment: Omit<typeof payments.$inferInsert, 'orderId'> | null;
  now: Date;
}

/**
 * The charge went through, billing's rows inside the caller's transaction (renewals.ts adds the card's
 * new expiry and the spent promo code): payment row, order paid, subscription active with its failures
 * cleared, attempt renewed. Answers false when the order was already completed (the recovery step and
 * a late commit racing).
 */
export async function completeRenewal(tx: Tx, paid: RenewalPaid): Promise<boolean> {
  const { order, now } = paid;
  const [updated] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (!updated) return false;
  if (paid.payment) await tx.insert(payments).values({ ...paid.payment, orderId: order.id });
  await tx
    .update(renewalAttempts)
    .set({ outcome: 'renewed', message: null })
    .where(eq(renewalAttempts.orderId, order.id));
  const clearFailure = {
    status: 'active' as const,
    failureCount: 0,
    lastFailureAt: null,
    lastFailureMessage: null,
    updatedAt: now,
  };
  // A promo code used for this renewal is spent (a member uses a code once).
  const promoSpent = order.promoCode !== null;
  await tx
    .insert(subscriptions)
    .values({ userId: order.userId!, ...clearFailure })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...clearFailure, ...(promoSpent && { renewalPromoCode: null }) },
    });
  return true;
}

export interface RenewalFailed {
  order: OrderRow;
  /** declined: the member must act (past due); failed: the processor was unreachable, tried again tomorrow. */
  status: 'declined' | 'failed';
  code: string;
  /** For the record (the gateway's words). */
  gatewayMessage: string;
  /** For the member (last_failure.message). */
  memberMessage: string;
  now: Date;
}

/** The charge did not go through, inside the caller's transaction: order closed, attempt failed, subscription past due. */
export async function failRenewal(tx: Tx, failed: RenewalFailed): Promise<boolean> {
  const { order, now } = failed;
  const [updated] = await tx
    .update(orders)
    .set({
      status: failed.status,
      failureCode: failed.code.slice(0, 32),
      failureMessage: failed.gatewayMessage,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (!updated) return false;
  await tx
    .update(renewalAttempts)
    .set({ outcome: 'failed', message: failed.memberMessage })
    .where(eq(renewalAttempts.orderId, order.id));
  if (failed.status === 'declined') await markPastDue(tx, order.userId!, failed.memberMessage, now);
  return true;
}

export async function markPastDue(tx: Executor, userId: string, message: string, now: Date) {
  await tx
    .insert(subscriptions)
    .values({ userId, status: 'past_due', lastFailureAt: now, lastFailureMessage: message, failureCount: 1 })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        status: 'past_due',
        lastFailureAt: now,
        lastFailureMessage: message,
        failureCount: sql`${subscriptions.failureCount} + 1`,
        updatedAt: now,
      },
    });
}

/** Renewal orders still pending since before `before`: a charge whose outcome or commit was lost. */
export async function findStalledRenewalOrders(db: Db, before: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'renewal'), eq(orders.status, 'pending'), lt(orders.createdAt, before)))
    .orderBy(orders.createdAt)
    .limit(100);
}

export async function findAttemptByOrder(db: Executor, orderId: number) {
  const [row] = await db.select().from(renewalAttempts).where(eq(renewalAttempts.orderId, orderId));
  return row;
}

// ---- Gateway notifications ---------------------------------------------------------------------------

/** Records a notification; false when it was seen before (a replay), in which case nothing is done. */
export async function recordWebhookEvent(
  tx: Executor,
  event: { id: string; gateway: string; kind: string; subjectId: string | null; receivedAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(webhookEvents).values(event).onConflictDoNothing().returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** The payment (and its order) a notification is about: by transaction id, else by order number. */
export async function findPaymentFor(
  tx: Executor,
  gateway: string,
  transactionId: string | null,
  orderNumber: string | null,
): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> {
  const conditions = [];
  if (transactionId) conditions.push(and(eq(payments.gateway, gateway), eq(payments.transactionId, transactionId)));
  if (orderNumber) conditions.push(and(eq(payments.gateway, gateway), eq(orders.orderNumber, orderNumber)));
  for (const condition of conditions) {
    const [row] = await tx
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(condition)
      .for('update');
    if (row) return row;
  }
  return undefined;
}

export async function markSettled(tx: Executor, paymentId: number, at: Date) {
  await tx.update(payments).set({ status: 'settled', settledAt: at }).where(eq(payments.id, paymentId));
}

export async function markDisputed(tx: Executor, paymentId: number) {
  await tx.update(payments).set({ disputed: true }).where(eq(payments.id, paymentId));
}

/**
 * The bank refused to settle a charge we had counted as paid, billing's rows: the payment says so, the
 * order is failed, and a renewal's term is open again with the subscription past due (`message`).
 * Answers the paid order whose card the caller takes back (through membership-card), if there is one.
 */
export async function takeBackSettlement(
  tx: Executor,
  found: { payment: PaymentRow; order: OrderRow },
  message: string,
  now: Date,
): Promise<(OrderRow & { cardId: number }) | undefined> {
  const { payment, order } = found;
  await tx.update(payments).set({ status: 'settlement_declined' }).where(eq(payments.id, payment.id));
  if (order.status !== 'paid') return undefined;
  await tx
    .update(orders)
    .set({ status: 'failed', failureCode: 'SETTLEMENT_DECLINED', failureMessage: message, updatedAt: now })
    .where(eq(orders.id, order.id));
  if (order.cardId === null) return undefined;
  if (order.kind === 'renewal') {
    // The term is open again: the job and the member's retry may charge it anew.
    await tx.update(renewalAttempts).set({ outcome: 'failed', message }).where(eq(renewalAttempts.orderId, order.id));
    if (order.userId) await markPastDue(tx, order.userId, message, now);
  }
  return { ...order, cardId: order.cardId };
}

/** The vaulted method `token`, revoked at the gateway, removed from file: answers the members who had it. */
export async function deletePaymentMethodByToken(tx: Executor, gateway: string, token: string): Promise<string[]> {
  const removed = await tx
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.gateway, gateway), eq(paymentMethods.token, token)))
    .returning({ userId: paymentMethods.userId });
  return removed.map((row) => row.userId);
}

/** The members' subscriptions cancelled (their card on file was revoked; auto-renew is off). */
export async function cancelSubscriptions(tx: Executor, userIds: readonly string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(subscriptions.userId, [...userIds]), ne(subscriptions.status, 'cancelled')));
}
