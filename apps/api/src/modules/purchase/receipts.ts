// The receipt of a paid order, e-mailed in the order's language: the order's figures, the card
// charged, and the membership card — in full with its security code for a guest (they need both to
// register it), by its last four digits for a member. Issue 16: it is written to the mail outbox in the
// order's own transaction, so a paid order always has its receipt queued — a crash right after the
// commit loses nothing: the mail delivery job sends it (once) after the restart.
import type { Language } from '@spc/domain/constants';
import { MEMBERSHIP_PRODUCT_ID, membershipPeriodName, membershipPeriodOf } from '@spc/domain/store';
import { renderMail, type MailData } from '../../adapters/mail/templates.ts';
import { findCard, type CardRow } from '../membership-card/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type ReceiptDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

/** Issue 23 item 9: the membership by the years it covers ("Membership 2026–2027"), from its card. */
function productDescription(order: repo.OrderRow, expiresAt: Date | null | undefined, language: Language): string {
  if (order.productId !== MEMBERSHIP_PRODUCT_ID) return order.productId;
  return membershipPeriodName(membershipPeriodOf({ expiresAt, paidAt: order.paidAt ?? order.updatedAt }), language);
}

export const languageOfOrder = (order: Pick<repo.OrderRow, 'language'>): Language =>
  order.language === 'fr' ? 'fr' : 'en';

/** The mail fields of an order (receipts, renewal receipts), without the link. */
export function orderMailData(
  order: repo.OrderRow,
  extra: {
    card?: Pick<CardRow, 'cardNumber' | 'csv' | 'expiryDate'> | undefined;
    payment?: { cardType: string | null; last4: string | null } | undefined;
  } = {},
): Omit<MailData, 'link'> {
  const language = languageOfOrder(order);
  const guest = order.kind === 'guest';
  const { card, payment } = extra;
  return {
    firstName: order.firstName,
    orderNumber: order.orderNumber,
    currency: order.currency === 'USD' ? 'USD' : 'CAD',
    paidAt: order.paidAt ?? order.updatedAt,
    lines: [
      {
        description: productDescription(order, card?.expiryDate, language),
        quantity: order.quantity,
        amountCents: order.subtotalCents,
      },
    ],
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountCode: order.promoCode ?? order.schoolCode,
    taxes: order.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, amountCents: tax.amount_cents })),
    totalCents: order.totalCents,
    paymentCard: paymentCardOf(payment),
    cardNumber: card?.cardNumber,
    cardSecurityCode: guest ? card?.csv : undefined,
    guest,
    expiresAt: card?.expiryDate ?? null,
  };
}

/** The card charged; a PayPal account has no card digits and is named as PayPal (issue 23 item 14). */
function paymentCardOf(
  payment: { cardType: string | null; last4: string | null } | null | undefined,
): { cardType: string; last4: string } | null {
  if (payment?.cardType === 'PayPal') return { cardType: 'PayPal', last4: '' };
  return payment?.cardType && payment.last4 ? { cardType: payment.cardType, last4: payment.last4 } : null;
}

/**
 * Queues the receipt of a paid order to the address on the order, in the transaction `tx` that paid it
 * (read there too: the card and payment it has just written). Answers the outbox row's id — to deliver
 * once `tx` has committed — or null for any other order (not paid, no address).
 */
export async function queueReceipt(deps: ReceiptDeps, tx: repo.Queryable, orderNumber: string): Promise<number | null> {
  const order = await repo.findOrder(tx, orderNumber);
  if (!order || order.status !== 'paid' || !order.email) return null;
  const card = order.cardId ? await findCard(tx, order.cardId) : undefined;
  const payment = await repo.findPaymentOfOrder(tx, order.id);
  const language = languageOfOrder(order);
  const { publicUrl } = deps.config;
  // A member sees their card; a guest registers theirs (spec §2 /signup/activate).
  const link = `${publicUrl}${order.kind === 'guest' ? '/signup/activate' : '/membership-screen'}`;
  const rendered = renderMail('receipt', language, {
    ...orderMailData(order, { card, payment }),
    link,
    publicUrl,
  });
  const { id } = await deps.mail.send(
    {
      to: order.email,
      kind: 'receipt',
      language,
      ...rendered,
      link,
      metadata: { order_number: order.orderNumber },
    },
    { within: tx },
  );
  return id;
}
