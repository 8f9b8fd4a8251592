// Billing's rows: the card on file, the subscription, the gateway customer, renewal orders and their
// attempts, and processed gateway notifications. The only module of the billing service that touches
// the database.
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/queryable.ts';
import {
  authUsers,
  cards,
  orders,
  paymentMethods,
  payments,
  renewalAttempts,
  subscriptions,
  userProfiles,
  webhookEvents,
} from '../../db/schema/index.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type AttemptRow = typeof renewalAttempts.$inferSelect;
export type SubscriptionStatus = SubscriptionRow['status'];
/** A transaction handle: everything below takes either the database or one. */
export type { Tx } from '../../db/queryable.ts';
type Executor = Db | Tx;

// ---- The member ------------------------------------------------------------------------------------

// Used only inside this file's own transactions (the payment-method swap, a settlement taken back);
// other reads of profiles and cards go through account and membership-card.
async function findProfile(db: Executor, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

async function findCard(db: Executor, cardId: number) {
  const [row] = await db.select().from(cards).where(eq(cards.id, cardId));
  return row;
}

/** The sign-in address (where receipts go) and the names, from the auth user. */
export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: authUsers.email, firstName: authUsers.firstName })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row;
}

/** Cards we bill for: spc, active, not a free trial, not a gold ticket, with an expiry. */
const billable = and(
  eq(cards.cobrand, 'spc'),
  eq(cards.status, 'active'),
  eq(cards.isFreeTrial, false),
  eq(cards.isGTicket, false),
  isNotNull(cards.expiryDate),
);

/** The member's latest-expiring billable card (expired or not): the one a renewal extends. */
export async function findLatestBillableCard(db: Executor, userId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), billable))
    .orderBy(desc(cards.expiryDate), desc(cards.id))
    .limit(1);
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

// ---- Card on file, auto-renew, subscription ----------------------------------------------------------

export interface VaultedMethod {
  gateway: string;
  token: string;
  cardType: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
}

/**
 * Replaces the member's card on file (and, when given, the promo code for the next renewal), in one
 * transaction; answers the replaced method so its token can be deleted at the gateway afterwards.
 * The subscription's status is left as it is: a past-due renewal stays past due until it is retried.
 */
export async function replacePaymentMethod(
  db: Db,
  userId: string,
  method: VaultedMethod,
  renewalPromoCode: string | undefined,
  now: Date,
): Promise<{ previous: PaymentMethodRow | undefined; subscription: SubscriptionRow | undefined }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).for('update');
    await tx
      .insert(paymentMethods)
      .values({ userId, ...method, updatedAt: now })
      .onConflictDoUpdate({ target: paymentMethods.userId, set: { ...method, updatedAt: now } });
    if (renewalPromoCode !== undefined) {
      const profile = await findProfile(tx, userId);
      await tx
        .insert(subscriptions)
        .values({ userId, status: profile?.isAutoRenew ? 'active' : 'cancelled', renewalPromoCode, updatedAt: now })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { renewalPromoCode, updatedAt: now } });
    }
    return { previous, subscription: await findSubscription(tx, userId) };
  });
}

/**
 * Auto-renew on or off with the subscription in step: off → cancelled; on → active, except that a
 * past-due subscription stays past due (turning auto-renew on again does not pay the failed renewal).
 */
export async function setAutoRenew(db: Db, userId: string, on: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(userProfiles).set({ isAutoRenew: on, updatedAt: now }).where(eq(userProfiles.userId, userId));
    const status = on
      ? sql`case when ${subscriptions.status} = 'past_due' then 'past_due' else 'active' end`
      : sql`'cancelled'`;
    await tx
      .insert(subscriptions)
      .values({ userId, status: on ? 'active' : 'cancelled', updatedAt: now })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { status, updatedAt: now } });
  });
}

// ---- Renewals ----------------------------------------------------------------------------------------

export interface RenewalCandidate {
  userId: string;
  cardId: number;
  expiryDate: Date;
}

/**
 * Members with auto-renew on and a card on file whose latest billable card expires in
 * [`from`, `to`]: the renewal job's work list.
 */
export async function findRenewalCandidates(db: Db, from: Date, to: Date): Promise<RenewalCandidate[]> {
  const latest = db
    .selectDistinctOn([cards.userId], { userId: cards.userId, cardId: cards.id, expiryDate: cards.expiryDate })
    .from(cards)
    .innerJoin(userProfiles, and(eq(userProfiles.userId, cards.userId), eq(userProfiles.isAutoRenew, true)))
    .innerJoin(paymentMethods, eq(paymentMethods.userId, cards.userId))
    .where(billable)
    .orderBy(cards.userId, desc(cards.expiryDate), desc(cards.id))
    .as('latest');
  const rows = await db
    .select()
    .from(latest)
    .where(and(gte(latest.expiryDate, from), lte(latest.expiryDate, to)))
    .orderBy(latest.expiryDate);
  return rows.flatMap((row) =>
    row.userId !== null && row.expiryDate !== null
      ? [{ userId: row.userId, cardId: row.cardId, expiryDate: row.expiryDate }]
      : [],
  );
}

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
 * The bank refused to settle a charge we had counted as paid: the payment says so, the order is
 * failed, and what it bought is taken back — a purchase's card is cancelled; a renewal's 12 months
 * are removed again and the subscription is past due (`message`).
 */
export async function takeBackSettlement(
  tx: Executor,
  found: { payment: PaymentRow; order: OrderRow },
  rollBack: (expiry: Date) => Date,
  message: string,
  now: Date,
) {
  const { payment, order } = found;
  await tx.update(payments).set({ status: 'settlement_declined' }).where(eq(payments.id, payment.id));
  if (order.status !== 'paid') return;
  await tx
    .update(orders)
    .set({ status: 'failed', failureCode: 'SETTLEMENT_DECLINED', failureMessage: message, updatedAt: now })
    .where(eq(orders.id, order.id));
  if (order.cardId === null) return;
  if (order.kind === 'renewal') {
    const card = await findCard(tx, order.cardId);
    if (card?.expiryDate) {
      await tx
        .update(cards)
        .set({ expiryDate: rollBack(card.expiryDate) })
        .where(eq(cards.id, card.id));
    }
    // The term is open again: the job and the member's retry may charge it anew.
    await tx.update(renewalAttempts).set({ outcome: 'failed', message }).where(eq(renewalAttempts.orderId, order.id));
    if (order.userId) await markPastDue(tx, order.userId, message, now);
  } else {
    await tx.update(cards).set({ status: 'cancelled' }).where(eq(cards.id, order.cardId));
  }
}

/**
 * The customer revoked the vaulted method at the gateway: our card on file goes, auto-renew goes
 * off and the subscription is cancelled. Answers the member concerned, if any.
 */
export async function revokePaymentMethod(
  tx: Executor,
  gateway: string,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const removed = await tx
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.gateway, gateway), eq(paymentMethods.token, token)))
    .returning({ userId: paymentMethods.userId });
  const userIds = removed.map((row) => row.userId);
  if (userIds.length === 0) return undefined;
  await tx
    .update(userProfiles)
    .set({ isAutoRenew: false, updatedAt: now })
    .where(inArray(userProfiles.userId, userIds));
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(subscriptions.userId, userIds), ne(subscriptions.status, 'cancelled')));
  return userIds[0];
}
