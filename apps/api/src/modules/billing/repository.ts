// Billing's rows: the card on file, the subscription, the renewal attempts and processed gateway
// notifications. The only file of the billing module that touches the database; the member's cards are
// membership-card's, the profile's auto-renew flag account's, the renewal orders and their payments
// purchase's (`orderRows`), asked through their services inside the same transactions.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VaultedCard } from '../../deps.ts';
import type { Queryable, Tx } from '../../db/queryable.ts';
import {
  authUsers,
  billingReminders,
  paymentMethods,
  renewalAttempts,
  subscriptions,
  webhookEvents,
} from '../../db/schema/index.ts';
import type { orderRows } from '../purchase/service.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** Orders and payments are purchase's: billing writes its renewal orders through `orderRows`. */
export type OrderRow = orderRows.OrderRow;
export type NewOrder = orderRows.NewOrder;
export type NewPayment = orderRows.NewPayment;
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

/**
 * Claims renewal try `attempt` of a card's term and has `writeOrder` write its pending order (through
 * purchase, which owns orders), in one transaction. The unique key (card, term_end, attempt) makes a
 * second job run that read the same state lose the insert: it answers null and charges nothing. The
 * renewal promo code is reserved when still valid.
 */
export async function startRenewal(
  db: Db,
  claim: { cardId: number; termEnd: string; attempt: number; now: Date },
  writeOrder: (tx: Tx) => Promise<OrderRow | { failure: string }>,
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
    const written = await writeOrder(tx);
    if ('failure' in written) {
      const [failed] = await tx
        .update(renewalAttempts)
        .set({ outcome: 'failed', message: written.failure })
        .where(eq(renewalAttempts.id, attempt.id))
        .returning();
      return { attempt: failed!, order: null, failure: written.failure };
    }
    await tx.update(renewalAttempts).set({ orderId: written.id }).where(eq(renewalAttempts.id, attempt.id));
    return { attempt: { ...attempt, orderId: written.id }, order: written, failure: null };
  });
}

export interface RenewalPaid {
  order: OrderRow;
  cardId: number;
  /** The card's expiry being renewed; the card moves to `newExpiry` only if it still has this one (null: leave it). */
  oldExpiry: Date | null;
  newExpiry: Date | null;
  payment: Omit<NewPayment, 'orderId'> | null;
  now: Date;
}

/**
 * The charge went through, billing's rows inside the caller's transaction (renewals.ts has purchase
 * record the paid order and its payment, and adds the card's new expiry and the spent promo code):
 * subscription active with its failures cleared, attempt renewed.
 */
export async function completeRenewal(tx: Tx, paid: RenewalPaid): Promise<void> {
  const { order, now } = paid;
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

/**
 * The charge did not go through, billing's rows inside the caller's transaction (renewals.ts has
 * purchase close the order first): attempt failed, subscription past due when declined.
 */
export async function failRenewal(tx: Tx, failed: RenewalFailed): Promise<void> {
  const { order, now } = failed;
  await tx
    .update(renewalAttempts)
    .set({ outcome: 'failed', message: failed.memberMessage })
    .where(eq(renewalAttempts.orderId, order.id));
  if (failed.status === 'declined') await markPastDue(tx, order.userId!, failed.memberMessage, now);
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

/**
 * A paid renewal the bank refused to settle, billing's rows: the term is open again (the job and the
 * member's retry may charge it anew) and the subscription is past due (`message`).
 */
export async function reopenRenewal(tx: Executor, order: OrderRow, message: string, now: Date) {
  await tx.update(renewalAttempts).set({ outcome: 'failed', message }).where(eq(renewalAttempts.orderId, order.id));
  if (order.userId) await markPastDue(tx, order.userId, message, now);
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

// ---- Reminders (issue 23 item 19) ----------------------------------------------------------------------

export type ReminderRow = typeof billingReminders.$inferSelect;
export type ReminderKind = ReminderRow['kind'];

/** Which of the cards `cardIds` were already reminded of `kind`, as `cardId:termEnd` (one query). */
export async function findSentReminders(
  db: Executor,
  kind: ReminderKind,
  cardIds: readonly number[],
): Promise<Set<string>> {
  if (cardIds.length === 0) return new Set();
  const rows = await db
    .select({ cardId: billingReminders.cardId, termEnd: billingReminders.termEnd })
    .from(billingReminders)
    .where(and(eq(billingReminders.kind, kind), inArray(billingReminders.cardId, [...cardIds])));
  return new Set(rows.map((row) => `${row.cardId}:${row.termEnd}`));
}

/**
 * Records a reminder unless that kind, card and term already has one (then undefined: another pass or
 * runner sent it). Inside the transaction that queues its mail.
 */
export async function insertReminder(
  tx: Executor,
  values: { userId: string; kind: ReminderKind; cardId: number; termEnd: string; sentAt: Date },
): Promise<ReminderRow | undefined> {
  const [row] = await tx.insert(billingReminders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setReminderMail(tx: Executor, id: number, mailId: number): Promise<void> {
  await tx.update(billingReminders).set({ mailId }).where(eq(billingReminders.id, id));
}

/** The member's reminders, latest first. */
export async function findReminders(db: Executor, userId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(billingReminders)
    .where(eq(billingReminders.userId, userId))
    .orderBy(desc(billingReminders.sentAt), desc(billingReminders.id))
    .limit(50);
}
