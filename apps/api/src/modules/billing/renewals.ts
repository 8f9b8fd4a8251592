// The renewal job (docs/api-store.md "Renewal"): members with auto-renew on and a card on file whose
// membership ends within a day (or ended at most RENEWAL_GRACE_DAYS ago) are charged for another year
// with the vaulted card. A member's retry of a failed renewal goes through the same path.
// Issue 16: the receipt (and a decline's notice) is queued in the mail outbox in the transaction that
// records the outcome, so a crash after the commit loses no mail: the 'deliver mail' job sends it.
import type { Language } from '@spc/domain/constants';
import { RENEWAL_GRACE_DAYS } from '@spc/domain/membership-banner';
import {
  MEMBERSHIP_DURATION_MONTHS,
  STORE_ERRORS,
  addMonths,
  membershipPeriodName,
  membershipPeriodOf,
  membershipProduct,
  quote,
  type Currency,
  type StoreErrorCode,
} from '@spc/domain/store';
import type { PaymentFailure, SaleResult } from '../../adapters/payments/gateway.ts';
import { renderMail, type MailKind } from '../../adapters/mail/templates.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import { findAutoRenewing, findProfileRow } from '../account/service.ts';
import {
  extendCard,
  findCard,
  findLatestBillableCard,
  findLatestBillableCardsExpiring,
  type BillableCardDue,
} from '../membership-card/service.ts';
import { checkPromo, discountOf, recordRedemption, releasePromo, reservePromo } from '../promo-codes/service.ts';
import { locate, newOrderNumber, orderRows, type ShopperLocation } from '../purchase/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type RenewalDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'payments' | 'log'>;

const DAY_MS = 86_400_000;

/** Which memberships are due: ending within a day, or ended within the grace period. */
export const RENEWAL_WINDOW = { beforeExpiryMs: DAY_MS, afterExpiryMs: RENEWAL_GRACE_DAYS * DAY_MS } as const;
/** The job tries a card's term at most this often, at most once a day. */
export const MAX_JOB_ATTEMPTS = 3;
/** A member's own retries (after updating the card) are not held to the day, but are bounded too. */
export const MAX_ATTEMPTS_WITH_RETRIES = 8;
const ATTEMPT_GAP_MS = DAY_MS;
/** A renewal order still pending after this long lost its outcome or its commit: the recovery step settles it. */
export const STALLED_AFTER_MS = 2 * 60_000;

export type RenewalResult =
  | { outcome: 'renewed'; orderNumber: string }
  /** declined: the member must act (past due, mail); failed: nothing was charged, tried again tomorrow. */
  | { outcome: 'declined' | 'failed'; orderNumber: string | null; message: string }
  /** Charged or maybe charged, commit or answer lost: the recovery step finishes it. */
  | { outcome: 'pending'; orderNumber: string }
  /** Another run holds this term, or has already renewed it. */
  | { outcome: 'busy' }
  /** The day's or the term's tries are used up. */
  | { outcome: 'limit' }
  | { outcome: 'no-payment-method' }
  | { outcome: 'nothing-to-renew' };

export interface RenewalRunSummary {
  due: number;
  renewed: number;
  declined: number;
  failed: number;
  pending: number;
  skipped: number;
  recovered: number;
}

/** The ISO date of a term's end: with the card, the key of its renewal attempts. */
export const termEndOf = (expiry: Date) => expiry.toISOString().slice(0, 10);

/** One pass of the job: settle stalled renewals, then charge every membership due at `now`. */
export async function runRenewals(deps: RenewalDeps, { now = new Date() }: { now?: Date } = {}) {
  const summary: RenewalRunSummary = {
    due: 0,
    renewed: 0,
    declined: 0,
    failed: 0,
    pending: 0,
    skipped: 0,
    recovered: await recoverRenewalOrders(deps, { now }),
  };
  const due = await findRenewalCandidates(
    deps,
    new Date(now.getTime() - RENEWAL_WINDOW.afterExpiryMs),
    new Date(now.getTime() + RENEWAL_WINDOW.beforeExpiryMs),
  );
  summary.due = due.length;
  for (const candidate of due) {
    try {
      const result = await renewMember(deps, candidate.userId, { now, manual: false });
      if (result.outcome === 'renewed') summary.renewed += 1;
      else if (result.outcome === 'declined') summary.declined += 1;
      else if (result.outcome === 'failed') summary.failed += 1;
      else if (result.outcome === 'pending') summary.pending += 1;
      else summary.skipped += 1;
    } catch (error) {
      // One member's trouble does not stop the others' renewals.
      deps.log.error({ err: error, cardId: candidate.cardId }, 'renewal failed unexpectedly');
      summary.skipped += 1;
    }
  }
  if (summary.due > 0 || summary.recovered > 0) deps.log.info(summary, 'renewals');
  return summary;
}

/**
 * The job's work list: members whose latest billable card expires in [`from`, `to`] (membership-card's
 * answer, earliest expiry first) who have auto-renew on (account's) and a card on file (billing's) —
 * three queries, whatever the number of members.
 */
async function findRenewalCandidates(deps: RenewalDeps, from: Date, to: Date): Promise<BillableCardDue[]> {
  const expiring = await findLatestBillableCardsExpiring(deps.db, from, to);
  const userIds = expiring.map((card) => card.userId);
  const [autoRenewing, withMethod] = await Promise.all([
    findAutoRenewing(deps.db, userIds),
    repo.findUsersWithPaymentMethod(deps.db, userIds),
  ]);
  return expiring.filter((card) => autoRenewing.has(card.userId) && withMethod.has(card.userId));
}

/**
 * Renews a member's latest billable card if it is due: the job (`manual: false`) once a day and
 * MAX_JOB_ATTEMPTS times a term; the member's retry (`manual: true`) at once.
 */
export async function renewMember(
  deps: RenewalDeps,
  userId: string,
  { now, manual }: { now: Date; manual: boolean },
): Promise<RenewalResult> {
  const [method, card] = await Promise.all([
    repo.findPaymentMethod(deps.db, userId),
    findLatestBillableCard(deps.db, userId),
  ]);
  if (!method) return { outcome: 'no-payment-method' };
  const expiry = card?.expiryDate;
  if (
    !card ||
    !expiry ||
    expiry.getTime() > now.getTime() + RENEWAL_WINDOW.beforeExpiryMs ||
    expiry.getTime() < now.getTime() - RENEWAL_WINDOW.afterExpiryMs
  ) {
    return { outcome: 'nothing-to-renew' };
  }

  const termEnd = termEndOf(expiry);
  const attempts = await repo.findAttempts(deps.db, card.id, termEnd);
  if (attempts.some((attempt) => attempt.outcome !== 'failed')) return { outcome: 'busy' };
  const last = attempts.at(-1);
  if (manual) {
    if (attempts.length >= MAX_ATTEMPTS_WITH_RETRIES) return { outcome: 'limit' };
  } else if (
    attempts.length >= MAX_JOB_ATTEMPTS ||
    (last && now.getTime() - last.createdAt.getTime() < ATTEMPT_GAP_MS)
  ) {
    return { outcome: 'limit' };
  }

  const claim = await repo.startRenewal(
    deps.db,
    { cardId: card.id, termEnd, attempt: (last?.attempt ?? 0) + 1, now },
    async (tx) => {
      const built = await buildRenewalOrder(deps, tx, { userId, cardId: card.id, now });
      return 'failure' in built ? built : orderRows.insertOrder(tx, built);
    },
  );
  if (!claim) return { outcome: 'busy' };
  if (!claim.order) {
    // Nothing could be priced (no province for tax): the member has to complete their profile.
    const message = claim.failure ?? STORE_ERRORS.PROVINCE_REQUIRED;
    await repo.markPastDue(deps.db, userId, message, now);
    deps.log.warn({ cardId: card.id }, 'renewal could not be priced');
    return { outcome: 'declined', orderNumber: null, message };
  }
  const order = claim.order;
  const renewed = { order, cardId: card.id, cardNumber: card.cardNumber, oldExpiry: expiry };

  if (order.totalCents === 0) return finishPaid(deps, renewed, null, now);
  let sale: SaleResult;
  try {
    sale = await deps.payments.sale({
      amountCents: order.totalCents,
      currency: order.currency as Currency,
      orderId: order.orderNumber,
      paymentMethodToken: method.token,
      recurring: true,
      ...(order.postal && { postalCode: order.postal }),
    });
  } catch (error) {
    // Unknown outcome: maybe charged. The order stays pending for the recovery step.
    deps.log.error({ err: error, orderNumber: order.orderNumber }, 'renewal charge outcome unknown');
    return { outcome: 'pending', orderNumber: order.orderNumber };
  }
  if (!sale.ok) return finishUnpaid(deps, order, sale, method, expiry, now);
  const transaction = sale.transaction;
  return finishPaid(
    deps,
    renewed,
    {
      gateway: deps.payments.name,
      transactionId: transaction.id,
      status: transaction.status,
      amountCents: transaction.amountCents,
      currency: transaction.currency,
      cardType: transaction.card?.cardType ?? method.cardType,
      last4: transaction.card?.last4 ?? method.last4,
    },
    now,
  );
}

/** The renewal order: priced for where the member is, with the renewal promo code if it still applies. */
async function buildRenewalOrder(
  deps: RenewalDeps,
  tx: repo.Tx,
  { userId, cardId, now }: { userId: string; cardId: number; now: Date },
): Promise<repo.NewOrder | { failure: string }> {
  const [profile, account, subscription] = await Promise.all([
    findProfileRow(tx, userId),
    repo.findAccount(tx, userId),
    repo.findSubscription(tx, userId),
  ]);
  if (!profile || !account) return { failure: STORE_ERRORS.NOT_REGISTERED };
  const location = await renewalLocation(tx, userId, profile);
  if (location.country === 'ca' && !location.province) return { failure: STORE_ERRORS.PROVINCE_REQUIRED };

  const promo = await usablePromo(deps, tx, subscription?.renewalPromoCode ?? null, userId, now);
  const priced = quote({
    product: membershipProduct(location.country),
    province: location.province,
    country: location.country,
    promo: promo ? discountOf(promo) : null,
  });
  return {
    orderNumber: newOrderNumber(),
    userId,
    email: account.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    kind: 'renewal',
    status: 'pending',
    paymentMethod: priced.total_cents === 0 ? 'none' : 'vault',
    language: profile.language,
    country: location.country,
    province: location.province,
    postal: location.postal,
    productId: priced.product_id,
    quantity: priced.quantity,
    currency: priced.currency,
    unitPriceCents: priced.unit_price_cents,
    subtotalCents: priced.subtotal_cents,
    discountCents: priced.discount_cents,
    discountSource: priced.discount_source,
    taxRate: priced.tax_rate,
    taxes: priced.taxes,
    taxCents: priced.tax_cents,
    totalCents: priced.total_cents,
    promoCode: promo?.code ?? null,
    autoRenew: true,
    cardId,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Where a renewal is taxed: the profile's place, else — the profile lost its postal code — the last
 * purchase's. (The renewal reminder announces the amount from the same place.)
 */
export async function renewalLocation(
  db: Queryable,
  userId: string,
  profile: NonNullable<Awaited<ReturnType<typeof findProfileRow>>>,
): Promise<ShopperLocation> {
  const location = locate(null, profile);
  if (location.country === 'ca' && !location.province) {
    const place = await orderRows.findLastPaidPlace(db, userId);
    if (place?.province) return { country: 'ca', province: place.province, postal: place.postal };
  }
  return location;
}

/** The renewal promo code if it still applies to this member now (then reserved), else none. */
async function usablePromo(deps: RenewalDeps, tx: repo.Tx, code: string | null, userId: string, now: Date) {
  if (!code) return null;
  try {
    const promo = await checkPromo(tx, code, { userId, now });
    return (await reservePromo(tx, promo.code)) ? promo : null;
  } catch (error) {
    deps.log.info({ code, err: error }, 'renewal promo code no longer applies');
    return null;
  }
}

interface Renewed {
  order: repo.OrderRow;
  cardId: number;
  cardNumber: string;
  oldExpiry: Date | null;
}

async function finishPaid(
  deps: RenewalDeps,
  renewed: Renewed,
  payment: repo.RenewalPaid['payment'],
  now: Date,
): Promise<RenewalResult> {
  const { order, oldExpiry } = renewed;
  const newExpiry = oldExpiry ? addMonths(oldExpiry, MEMBERSHIP_DURATION_MONTHS) : null;
  let completed: { receiptMailId: number | null } | null;
  try {
    completed = await completeRenewal(deps, {
      paid: { order, cardId: renewed.cardId, oldExpiry, newExpiry, payment, now },
      receipt: {
        paidAt: now,
        paymentCard: payment?.cardType && payment.last4 ? { cardType: payment.cardType, last4: payment.last4 } : null,
        cardNumber: renewed.cardNumber,
        expiresAt: newExpiry,
      },
    });
  } catch (error) {
    // Charged but not recorded: the recovery step finds the charge by order number and completes it.
    deps.log.error({ err: error, orderNumber: order.orderNumber }, 'renewal charged but not recorded');
    return { outcome: 'pending', orderNumber: order.orderNumber };
  }
  // Committed with its receipt queued: a first attempt now; if the process dies first, the
  // 'deliver mail' job sends it.
  if (completed?.receiptMailId != null) deps.mail.deliver(completed.receiptMailId);
  return { outcome: 'renewed', orderNumber: order.orderNumber };
}

/**
 * The charge went through, in one transaction: the order paid and its payment row (purchase's),
 * billing's rows, the card's 12 more months (membership-card), the spent promo code (promo-codes) and
 * the receipt queued in the mail outbox (issue 16: it commits with the renewal or not at all). Null
 * when the order was already completed (the recovery step and a late commit racing).
 */
async function completeRenewal(
  deps: RenewalDeps,
  { paid, receipt }: { paid: repo.RenewalPaid; receipt: RenewalMailFacts },
): Promise<{ receiptMailId: number | null } | null> {
  return transaction(deps.db, async (tx) => {
    const { order, now } = paid;
    if (!(await orderRows.markOrderPaid(tx, order.id, now))) return null;
    if (paid.payment) await orderRows.insertPayment(tx, { ...paid.payment, orderId: order.id });
    await repo.completeRenewal(tx, paid);
    if (paid.oldExpiry && paid.newExpiry) await extendCard(tx, paid.cardId, paid.oldExpiry, paid.newExpiry);
    if (order.promoCode !== null) await recordRedemption(tx, order.promoCode, order.userId!, order.id);
    return { receiptMailId: await queueRenewalMail(deps, tx, 'renewal-receipt', order, receipt) };
  });
}

/**
 * The charge did not go through, in one transaction: the order closed (purchase's; null when it was
 * no longer pending), billing's rows, the promo code given back, and — with `notice` — the failure
 * notice queued in the mail outbox (answered: its row id, to deliver after the commit).
 */
async function failRenewal(
  deps: RenewalDeps,
  failed: repo.RenewalFailed,
  notice?: RenewalMailFacts,
): Promise<{ noticeMailId: number | null } | null> {
  return transaction(deps.db, async (tx) => {
    const { order, now } = failed;
    const closed = await orderRows.closeUnpaidOrder(
      tx,
      order.id,
      failed.status,
      failed.code.slice(0, 32),
      failed.gatewayMessage,
      now,
    );
    if (!closed) return null;
    await repo.failRenewal(tx, failed);
    if (failed.order.promoCode) await releasePromo(tx, failed.order.promoCode);
    return { noticeMailId: notice ? await queueRenewalMail(deps, tx, 'renewal-failed', order, notice) : null };
  });
}

/** What the member reads about a refused renewal, and whether it is theirs to fix. */
function refusal(failure: PaymentFailure): { code: StoreErrorCode; declined: boolean } {
  switch (failure.kind) {
    case 'processor_declined':
    case 'invalid_nonce':
      return { code: 'PAYMENT_DECLINED', declined: true };
    case 'verification_failed':
      return { code: 'VERIFICATION_FAILED', declined: true };
    case 'gateway_rejected':
      return { code: 'PAYMENT_REJECTED', declined: true };
    case 'processor_failure':
      return { code: 'PAYMENT_FAILED', declined: false };
  }
}

async function finishUnpaid(
  deps: RenewalDeps,
  order: repo.OrderRow,
  failure: PaymentFailure,
  method: repo.PaymentMethodRow,
  expiry: Date,
  now: Date,
): Promise<RenewalResult> {
  const { code, declined } = refusal(failure);
  const message = STORE_ERRORS[code];
  // A decline is the member's to fix: the notice is queued in the transaction that records it.
  const notice = declined
    ? { paidAt: now, paymentCard: { cardType: method.cardType, last4: method.last4 }, expiresAt: expiry }
    : undefined;
  const closed = await failRenewal(
    deps,
    {
      order,
      status: declined ? 'declined' : 'failed',
      code,
      gatewayMessage: `${failure.code} ${failure.message}`.trim(),
      memberMessage: message,
      now,
    },
    notice,
  );
  deps.log.info({ orderNumber: order.orderNumber, kind: failure.kind, code: failure.code }, 'renewal charge refused');
  if (closed?.noticeMailId != null) deps.mail.deliver(closed.noticeMailId);
  return { outcome: declined ? 'declined' : 'failed', orderNumber: order.orderNumber, message };
}

/** What a renewal mail says beyond the order's own figures. */
interface RenewalMailFacts {
  paidAt: Date;
  paymentCard: { cardType: string; last4: string } | null;
  cardNumber?: string;
  expiresAt: Date | null;
}

/**
 * Queues the receipt or the failure notice, in the member's language, in the mail outbox within `tx`
 * (the transaction that records the renewal's outcome; the mail adapter's `send … within`). Answers the
 * row's id — to deliver once `tx` has committed — or null when there is no address to write to.
 */
async function queueRenewalMail(
  deps: RenewalDeps,
  tx: repo.Tx,
  kind: Extract<MailKind, 'renewal-receipt' | 'renewal-failed'>,
  order: repo.OrderRow,
  extra: RenewalMailFacts,
): Promise<number | null> {
  const account = order.userId ? await repo.findAccount(tx, order.userId) : undefined;
  const to = order.email ?? account?.email;
  if (!to) return null;
  const language: Language = order.language === 'fr' ? 'fr' : 'en';
  const link = `${deps.config.publicUrl}/billing`;
  const rendered = renderMail(kind, language, {
    link,
    firstName: order.firstName ?? account?.firstName,
    publicUrl: deps.config.publicUrl,
    orderNumber: order.orderNumber,
    currency: order.currency as Currency,
    paidAt: extra.paidAt,
    lines: [
      {
        // Issue 23 item 9: the year renewed — the new term's, or (refused) the one that was not bought.
        description: membershipPeriodName(
          kind === 'renewal-receipt'
            ? membershipPeriodOf({ expiresAt: extra.expiresAt, paidAt: extra.paidAt })
            : membershipPeriodOf({ paidAt: extra.expiresAt ?? extra.paidAt }),
          language,
        ),
        quantity: order.quantity,
        amountCents: order.subtotalCents,
      },
    ],
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountCode: order.promoCode,
    taxes: order.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, amountCents: tax.amount_cents })),
    totalCents: order.totalCents,
    paymentCard: extra.paymentCard,
    ...(extra.cardNumber && { cardNumber: extra.cardNumber }),
    expiresAt: extra.expiresAt,
  });
  const { id } = await deps.mail.send(
    { to, kind, language, ...rendered, link, metadata: { orderNumber: order.orderNumber } },
    { within: tx },
  );
  return id;
}

/**
 * Renewal orders left pending (the charge's answer or the commit after it was lost): the gateway is
 * asked for the order's charge; one that went through completes the renewal, none closes the order
 * as failed (nothing was charged; the job tries again the next day). The checkout's recovery job
 * leaves renewal orders to this step. Answers how many it settled.
 */
export async function recoverRenewalOrders(deps: RenewalDeps, { now = new Date() }: { now?: Date } = {}) {
  const stalled = await orderRows.findStalledRenewalOrders(deps.db, new Date(now.getTime() - STALLED_AFTER_MS));
  let settled = 0;
  for (const order of stalled) {
    try {
      const attempt = await repo.findAttemptByOrder(deps.db, order.id);
      const card = order.cardId !== null ? await findCard(deps.db, order.cardId) : undefined;
      // Extend only the term that was being renewed (not one a late commit already extended).
      const oldExpiry =
        card?.expiryDate && attempt && termEndOf(card.expiryDate) === attempt.termEnd ? card.expiryDate : null;
      const renewed = { order, cardId: order.cardId ?? 0, cardNumber: card?.cardNumber ?? '', oldExpiry };
      const charge = order.totalCents === 0 ? null : await deps.payments.findTransactionByOrderId(order.orderNumber);
      if (order.totalCents === 0 || charge?.succeeded) {
        const payment = charge
          ? {
              gateway: deps.payments.name,
              transactionId: charge.id,
              status: charge.status,
              amountCents: charge.amountCents,
              currency: charge.currency,
              cardType: charge.card?.cardType ?? null,
              last4: charge.card?.last4 ?? null,
            }
          : null;
        if ((await finishPaid(deps, renewed, payment, now)).outcome === 'renewed') settled += 1;
      } else {
        const closed = await failRenewal(deps, {
          order,
          status: 'failed',
          code: 'PAYMENT_FAILED',
          gatewayMessage: 'no charge found for the order',
          memberMessage: STORE_ERRORS.PAYMENT_FAILED,
          now,
        });
        if (closed) settled += 1;
      }
    } catch (error) {
      deps.log.error({ err: error, orderNumber: order.orderNumber }, 'could not settle a stalled renewal');
    }
  }
  return settled;
}
