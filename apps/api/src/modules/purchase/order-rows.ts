// The order and payment rows billing acts on, each inside billing's transaction when it writes: the
// renewal orders (written, paid, closed, found stalled, priced from the last paid order's place) and the
// gateway's notifications about a payment (settled, refused settlement, disputed). The orders and
// payments tables are this module's; billing asks here.
import type { Queryable } from '../../db/queryable.ts';
import * as repo from './repository.ts';

export type { OrderRow, NewOrder, PaymentRow, NewPayment } from './repository.ts';

/** A member's orders, newest first, each with its payment row if any (the staff console's member page). */
export const findOrdersWithPaymentsOfUser = (db: Queryable, userId: string) =>
  repo.findOrdersWithPaymentsOfUser(db, userId);

/** An order locked until the transaction ends (a staff refund). */
export const lockOrder = (tx: Queryable, id: number) => repo.lockOrder(tx, id);

/** The payment recorded for an order, if any. */
export const findPaymentOfOrder = (db: Queryable, orderId: number) => repo.findPaymentOfOrder(db, orderId);

/** A paid order refunded by staff; undefined when it was no longer paid. */
export const markOrderRefunded = (tx: Queryable, id: number, now: Date) => repo.markOrderRefunded(tx, id, now);

/** The payment voided or refunded at the gateway. */
export const markPaymentRefunded = (tx: Queryable, paymentId: number, status: 'voided' | 'refunded') =>
  repo.markPaymentRefunded(tx, paymentId, status);

/** An order by its number (analytics fills a purchase event's §3 fields from it, decision 028). */
export const findOrderByNumber = (db: Queryable, orderNumber: string) => repo.findOrder(db, orderNumber);

export const insertOrder = (tx: Queryable, values: repo.NewOrder) => repo.insertOrder(tx, values);

/** A pending order paid; undefined when it was not pending (already completed elsewhere). */
export const markOrderPaid = (tx: Queryable, id: number, now: Date) => repo.markOrderPaid(tx, id, { now });

/** A pending order closed unpaid (declined or failed); false when it was not pending. */
export const closeUnpaidOrder = (
  tx: Queryable,
  id: number,
  status: 'declined' | 'failed',
  failureCode: string,
  failureMessage: string | null,
  now: Date,
) => repo.closeUnpaidOrder(tx, id, status, failureCode, failureMessage, now);

export const insertPayment = (tx: Queryable, values: repo.NewPayment) => repo.insertPayment(tx, values);

/** Renewal orders still pending since before `before`: a charge whose outcome or commit was lost. */
export const findStalledRenewalOrders = (db: Queryable, before: Date) => repo.findStalledRenewalOrders(db, before);

/** The province and postal code the member's card was last sold with (when the profile has none). */
export const findLastPaidPlace = (db: Queryable, userId: string) => repo.findLastPaidPlace(db, userId);

/** The payment (and its order) a gateway notification is about, locked: by transaction id, else order number. */
export const lockPaymentFor = (
  db: Queryable,
  gateway: string,
  transactionId: string | null,
  orderNumber: string | null,
) => repo.lockPaymentFor(db, gateway, transactionId, orderNumber);

export const markPaymentSettled = (tx: Queryable, paymentId: number, at: Date) =>
  repo.setPaymentStatus(tx, paymentId, { status: 'settled', settledAt: at });

export const markPaymentDisputed = (tx: Queryable, paymentId: number) => repo.markPaymentDisputed(tx, paymentId);

/**
 * The bank refused to settle a payment we had counted as paid: the payment says so, and its order, if
 * paid, is failed (SETTLEMENT_DECLINED, `message`). Answers whether the order was paid (then what it
 * bought is taken back by the caller).
 */
export async function takeBackSettlement(
  tx: Queryable,
  found: { payment: repo.PaymentRow; order: repo.OrderRow },
  message: string,
  now: Date,
): Promise<boolean> {
  await repo.setPaymentStatus(tx, found.payment.id, { status: 'settlement_declined' });
  if (found.order.status !== 'paid') return false;
  await repo.failPaidOrder(tx, found.order.id, 'SETTLEMENT_DECLINED', message, now);
  return true;
}
