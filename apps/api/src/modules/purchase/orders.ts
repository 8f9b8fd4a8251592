// Completing an order (docs/api-store.md "Consistency"): the codes an order reserves and releases, and
// step 3 of the money path — the payment row, the card, the paid order and the member's flags in one
// transaction — which the checkout and the recovery job both run — with the receipt queued in that
// same transaction (issue 16), and a first attempt at sending it once committed.
import {
  addMonths,
  MEMBERSHIP_DURATION_MONTHS,
  type Order,
  type PaymentMethod,
  type PurchaseResponse,
  type TaxName,
} from '@spc/domain/store';
import type { GatewayTransaction } from '../../adapters/payments/gateway.ts';
import type { Deps } from '../../deps.ts';
import { storeError } from '../../errors.ts';
import { markHasCard, toCard } from '../account/service.ts';
import { issueCard, retireOtherCards } from '../membership-card/service.ts';
import * as promoCodes from '../promo-codes/service.ts';
import { recordReferredPurchase } from '../referrals/service.ts';
import { queueReceipt } from './receipts.ts';
import * as repo from './repository.ts';
import * as idempotencyKeys from '../../idempotency/repository.ts';

/** What completing an order needs (deps.ts). */
export type OrderDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'payments' | 'log' | 'cardOnFile'>;

export function toOrder(row: repo.OrderRow): Order {
  return {
    product_id: row.productId,
    currency: row.currency === 'USD' ? 'USD' : 'CAD',
    unit_price_cents: row.unitPriceCents,
    quantity: row.quantity,
    subtotal_cents: row.subtotalCents,
    discount_cents: row.discountCents,
    discount_source: row.discountSource ?? null,
    province: row.province,
    tax_rate: row.taxRate,
    taxes: row.taxes.map((tax) => ({ name: tax.name as TaxName, rate: tax.rate, amount_cents: tax.amount_cents })),
    tax_cents: row.taxCents,
    total_cents: row.totalCents,
    order_number: row.orderNumber,
    status: row.status,
    kind: row.kind,
    payment_method: row.paymentMethod,
    promo_code: row.promoCode,
    school_code: row.schoolCode,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Takes one redemption of the order's codes; 422 when one was used up in the meantime. */
export async function reserveCodes(
  tx: repo.Queryable,
  order: { promoCode?: string | null; schoolCode?: string | null },
) {
  if (order.promoCode && !(await promoCodes.reservePromo(tx, order.promoCode))) {
    throw storeError(422, 'PROMO_USED_UP', 'promo_code');
  }
  if (order.schoolCode && !(await promoCodes.reserveSchoolCode(tx, order.schoolCode))) {
    throw storeError(422, 'SCHOOL_CODE_USED_UP', 'school_code');
  }
}

export async function releaseCodes(
  tx: repo.Queryable,
  order: { promoCode?: string | null; schoolCode?: string | null },
) {
  if (order.promoCode) await promoCodes.releasePromo(tx, order.promoCode);
  if (order.schoolCode) await promoCodes.releaseSchoolCode(tx, order.schoolCode);
}

/** What paid: nothing (a free order), the card on file, a PayPal account (no card), or a card. */
function paymentMethodKind(
  order: repo.OrderRow,
  transaction: GatewayTransaction | null,
): repo.OrderRow['paymentMethod'] {
  if (!transaction) return 'none';
  if (order.paymentMethod === 'vault') return 'vault';
  return !transaction.card || transaction.card.cardType === 'PayPal' ? 'paypal' : 'card';
}

function paymentMethodOf(transaction: GatewayTransaction | null): PaymentMethod | null {
  const card = transaction?.card;
  return card
    ? {
        card_type: card.cardType,
        last4: card.last4,
        expiration_month: card.expirationMonth,
        expiration_year: card.expirationYear,
      }
    : null;
}

/** A completed order: the purchase's response, and its receipt's outbox row (null: no address). */
export interface CompletedOrder {
  response: PurchaseResponse;
  receiptMailId: number | null;
}

/**
 * Step 3, for a checkout and for the recovery job alike: in one transaction, the payment row, the
 * card, the paid order, the member's flags and auto-renew, the receipt in the mail outbox, and the
 * finished idempotency key. Answers the purchase's response with the receipt's row, or null when the
 * order was no longer pending (settled elsewhere).
 */
export async function completeOrder(
  deps: OrderDeps,
  orderId: number,
  transaction: GatewayTransaction | null,
  now: Date,
): Promise<CompletedOrder | null> {
  return repo.transaction(deps.db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.status !== 'pending') return null;
    const card = transaction?.card ?? null;
    if (transaction) {
      await repo.insertPayment(tx, {
        orderId: order.id,
        gateway: deps.payments.name,
        transactionId: transaction.id,
        status: transaction.status,
        amountCents: transaction.amountCents,
        currency: transaction.currency,
        cardType: card?.cardType ?? (paymentMethodKind(order, transaction) === 'paypal' ? 'PayPal' : null),
        last4: card?.last4 ?? null,
        createdAt: now,
      });
    }
    const member = order.userId;
    if (member) await retireOtherCards(tx, member);
    const issued = await issueCard(tx, {
      cobrand: 'spc',
      // A guest's card waits, unattached, until they register it (its year starts then).
      status: member ? 'active' : 'inactive',
      userId: member,
      expiryDate: member ? addMonths(now, MEMBERSHIP_DURATION_MONTHS) : null,
      isPrimary: true,
      isOnlinePurchased: true,
      createdAt: now,
    });
    const paymentMethod = paymentMethodKind(order, transaction);
    const paid = await repo.markOrderPaid(tx, order.id, { cardId: issued.id, paymentMethod, now });
    if (!paid) throw new Error(`Order ${order.orderNumber} left pending while it was being completed`);
    if (member) {
      await markHasCard(tx, member);
      if (order.promoCode) await promoCodes.recordRedemption(tx, order.promoCode, member, order.id);
      if (order.autoRenew) await turnOnAutoRenew(deps, tx, member, order, transaction, now);
      // Issue 6 referrals: a referred member's first paid purchase counts once for their referrer
      // (here, in the paying transaction, so the checkout and the recovery job both count it).
      await recordReferredPurchase(tx, { buyerUserId: member, orderReferralCode: order.referralCode, now });
    }
    const body: PurchaseResponse = {
      order_number: paid.orderNumber,
      order: toOrder(paid),
      card: toCard(issued, now),
      payment_method: paymentMethodOf(transaction),
    };
    // The receipt commits with the order (issue 16): if the process dies right after the commit, the
    // mail delivery job still finds it. Its card number and security code never leave the database
    // except in the message itself.
    const receiptMailId = await queueReceipt(deps, tx, paid.orderNumber);
    await idempotencyKeys.finishKeysOfOrder(tx, order.orderNumber, 201, body, now);
    return { response: body, receiptMailId };
  });
}

/**
 * Auto-renew needs a card on file: the one vaulted by this sale, or the one the member paid with.
 * The card on file, the profile's flag and the subscription are billing's and account's: billing's
 * `startAutoRenew` writes them in this transaction, handed over as `deps.cardOnFile` (deps.ts).
 */
async function turnOnAutoRenew(
  deps: OrderDeps,
  tx: repo.Queryable,
  userId: string,
  order: repo.OrderRow,
  transaction: GatewayTransaction | null,
  now: Date,
) {
  const card = transaction?.card;
  const vaulted =
    order.paymentMethod !== 'vault' && transaction?.paymentMethodToken && card
      ? {
          gateway: deps.payments.name,
          token: transaction.paymentMethodToken,
          cardType: card.cardType,
          last4: card.last4,
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
        }
      : null;
  await deps.cardOnFile.startAutoRenew(tx, userId, vaulted, now);
}

/**
 * The receipt's first attempt, in the background once the order has committed (the request does not
 * wait for SMTP); a failure is retried by the mail delivery job and never undoes a purchase.
 */
export function deliverReceipt(deps: Pick<OrderDeps, 'mail'>, completed: CompletedOrder): void {
  if (completed.receiptMailId !== null) deps.mail.deliver(completed.receiptMailId);
}
