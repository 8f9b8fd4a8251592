// Member support in the staff console (issue 20 item 3; decision 035): find a member by e-mail or card
// number, read what support needs on one page, and act for them — send the verification e-mail again,
// lift a sign-in lock, stop auto-renew — and, for admins, refund an order through the payment gateway.
// Every write hands its change to `audit` (the staff plugin's recordStaffChange), inside the write's
// transaction when it has one. The rows shown belong to account, membership-card, purchase, billing,
// student and consent, asked through their services; this module owns only the refunds it made.
import { addMonths, MEMBERSHIP_DURATION_MONTHS } from '@spc/domain/store';
import {
  looksLikeCardNumber,
  looksLikeOrderNumber,
  REFUND_IN_FLIGHT_MS,
  STAFF_SUPPORT_ERRORS,
  type MemberDetail,
  type MemberSearchQuery,
  type MemberSearchResponse,
  type OrderLookupResponse,
  type RefundBody,
  type RefundResponse,
  type StaffSupportErrorCode,
  type SupportOrder,
} from '@spc/domain/staff-support';
import { LOGIN_LOCK } from '@spc/domain/auth';
import { renderMail } from '../../adapters/mail/templates.ts';
import { clearAttempts, getLockState } from '../../auth/lockout.ts';
import { lockScope, transaction, type Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { existingAnswer, requestHash, type Answer, type KeyClaim } from '../../idempotency/keys.ts';
import * as idempotencyKeys from '../../idempotency/repository.ts';
import type { StaffChange } from '../../plugins/staff.ts';
import * as account from '../account/service.ts';
import * as billing from '../billing/service.ts';
import * as consent from '../consent/service.ts';
import * as cards from '../membership-card/service.ts';
import { orderRows } from '../purchase/service.ts';
import * as student from '../student/service.ts';
import * as repo from './repository.ts';

/** What these calls need (deps.ts): the routes pass the app. */
export type SupportDeps = Pick<Deps, 'db' | 'cache' | 'config' | 'mail' | 'payments' | 'log' | 'redis' | 'auth'>;

/** Records a staff write in the audit trail (in `tx` when given): the staff plugin's recordStaffChange. */
export type Audit = (change: StaffChange, tx?: Queryable) => Promise<void>;

/** The staff member acting (the refund remembers who asked). */
export interface Acting {
  userId: string;
  email: string;
}

export function supportError(code: StaffSupportErrorCode): HttpError {
  const [status, message] = STAFF_SUPPORT_ERRORS[code];
  return new HttpError(status, code, message);
}

/** The endpoint an Idempotency-Key of a refund is bound to (with the order and the body's hash). */
export const REFUND_ENDPOINT = 'POST /api/staff/support/orders/refund';

// ---- Search ---------------------------------------------------------------------------------------------

const nameOf = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ');

/** By card number (16 digits, exact), by order number (SPC-…), or by the address or its beginning (2 characters at least). */
export async function searchMembers(deps: Pick<Deps, 'db'>, query: MemberSearchQuery): Promise<MemberSearchResponse> {
  const q = query.q?.trim() ?? '';
  const empty = { members: [], total: 0, page: query.page, per_page: query.per_page };
  if (q.length < 2) return empty;
  if (looksLikeCardNumber(q) || looksLikeOrderNumber(q)) {
    const byCard = looksLikeCardNumber(q);
    const cardNumber = q.replace(/[\s-]/g, '');
    const userId = byCard
      ? (await cards.findCardByNumber(deps.db, cardNumber))?.userId
      : (await orderRows.findOrderByNumber(deps.db, q.trim().toUpperCase()))?.userId;
    const found = userId ? await account.findAccountForStaff(deps.db, userId) : undefined;
    if (!found) return empty;
    return {
      ...empty,
      total: 1,
      members: [
        {
          user_id: found.user.id,
          email: found.user.email,
          name: nameOf(
            found.profile?.firstName ?? found.user.firstName,
            found.profile?.lastName ?? found.user.lastName,
          ),
          email_verified: found.user.emailVerified,
          created_at: found.user.createdAt.toISOString(),
          matched_by: byCard ? ('card' as const) : ('order' as const),
          card_number: byCard ? cardNumber : null,
        },
      ],
    };
  }
  const { rows, total } = await account.searchAccountsByEmail(deps.db, q, {
    sort: query.sort ?? 'email',
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    ...empty,
    total,
    members: rows.map((row) => ({
      user_id: row.id,
      email: row.email,
      name: nameOf(row.firstName ?? row.accountFirstName, row.lastName ?? row.accountLastName),
      email_verified: row.emailVerified,
      created_at: row.createdAt.toISOString(),
      matched_by: 'email' as const,
      card_number: null,
    })),
  };
}

// ---- The member's page ----------------------------------------------------------------------------------

async function requireAccount(db: Queryable, userId: string) {
  const found = await account.findAccountForStaff(db, userId);
  if (!found) throw supportError('MEMBER_NOT_FOUND');
  return found;
}

/** A started refund younger than this is under way; an older one was lost and may be tried again. */
const refundInFlight = (refund: repo.RefundRow | undefined, now: Date) =>
  refund?.state === 'started' && now.getTime() - refund.createdAt.getTime() < REFUND_IN_FLIGHT_MS;

type OrderWithPayment = Awaited<ReturnType<typeof orderRows.findOrdersWithPaymentsOfUser>>[number];

function isRefundable(
  order: orderRows.OrderRow,
  payment: orderRows.PaymentRow | null | undefined,
  refund: repo.RefundRow | undefined,
  gateway: string,
  now: Date,
): boolean {
  return (
    order.status === 'paid' &&
    !!payment &&
    payment.gateway === gateway &&
    payment.amountCents > 0 &&
    !payment.disputed &&
    payment.status !== 'settlement_declined' &&
    refund?.state !== 'done' &&
    !refundInFlight(refund, now)
  );
}

function toSupportOrder(
  { order, payment }: OrderWithPayment,
  refund: repo.RefundRow | undefined,
  cardNumber: string | undefined,
  gateway: string,
  now: Date,
): SupportOrder {
  return {
    order_number: order.orderNumber,
    kind: order.kind,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    currency: order.currency === 'USD' ? 'USD' : 'CAD',
    total_cents: order.totalCents,
    payment_method: order.paymentMethod,
    paid_with: payment ? { card_type: payment.cardType, last4: payment.last4 } : null,
    disputed: payment?.disputed ?? false,
    promo_code: order.promoCode,
    school_code: order.schoolCode,
    failure_code: order.failureCode,
    failure_message: order.failureMessage,
    card_number_last4: cardNumber ? cardNumber.slice(-4) : null,
    refundable: isRefundable(order, payment, refund, gateway, now),
    refund: refund
      ? {
          at: (refund.finishedAt ?? refund.createdAt).toISOString(),
          reason: refund.reason,
          end_membership: refund.endMembership,
          outcome: refund.gatewayOutcome,
          state: refund.state,
        }
      : null,
  };
}

/** The member's orders as support reads them, with the refunds and issued cards they carry. */
async function supportOrdersOf(deps: Pick<SupportDeps, 'db' | 'payments'>, userId: string, now: Date) {
  const rows = await orderRows.findOrdersWithPaymentsOfUser(deps.db, userId);
  const refunds = new Map(
    (
      await repo.findRefundsOfOrders(
        deps.db,
        rows.map((row) => row.order.id),
      )
    ).map((refund) => [refund.orderId, refund]),
  );
  const cardIds = [...new Set(rows.flatMap((row) => (row.order.cardId === null ? [] : [row.order.cardId])))];
  const cardNumbers = await cards.findCardNumbers(deps.db, cardIds);
  return rows.map((row) =>
    toSupportOrder(
      row,
      refunds.get(row.order.id),
      row.order.cardId === null ? undefined : cardNumbers.get(row.order.cardId),
      deps.payments.name,
      now,
    ),
  );
}

export async function memberDetail(deps: SupportDeps, userId: string, now = new Date()): Promise<MemberDetail> {
  const found = await requireAccount(deps.db, userId);
  const { user, profile } = found;
  const [lock, resend, subscription, cardRows, orders, studentStatus, idReviews, currentConsent, history] =
    await Promise.all([
      getLockState(deps.db, user.email, now),
      account.getResendRateLimit(deps, userId, now),
      billing.subscriptionStatus(deps, userId, now),
      cards.findCardsInListOrder(deps.db, userId),
      supportOrdersOf(deps, userId, now),
      student.getVerificationStatus(deps, userId, now),
      student.listIdReviewsOf(deps.db, userId),
      consent.getConsent(deps, userId),
      consent.consentHistory(deps, userId),
    ]);
  const failed = (order: SupportOrder) => order.status === 'declined' || order.status === 'failed';
  return {
    profile: {
      user_id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      first_name: profile?.firstName ?? user.firstName,
      last_name: profile?.lastName ?? user.lastName,
      language: (profile?.language ?? user.language) === 'fr' ? 'fr' : 'en',
      country: profile?.country ?? null,
      province: profile?.province ?? null,
      postal: profile?.postal ?? null,
      birth_date: profile?.birthDate ?? user.birthDate,
      registered: found.registered ?? false,
      email_opt_in: profile?.emailOptIn ?? user.emailOptIn,
      created_at: user.createdAt.toISOString(),
      staff_role: user.role && user.role !== 'user' ? user.role : null,
    },
    sign_in: {
      locked: !lock.allowed,
      retry_after: lock.retryAfter ?? 0,
      remaining_attempts: lock.remainingAttempts,
    },
    verification_email: resend,
    billing: {
      is_auto_renew: subscription.is_auto_renew,
      subscription_status: subscription.status,
      next_billing_date: subscription.next_billing_date,
      payment_method: subscription.payment_method
        ? { card_type: subscription.payment_method.card_type, last4: subscription.payment_method.last4 }
        : null,
    },
    cards: cardRows.map((card) => ({
      card_number: card.cardNumber,
      cobrand: card.cobrand,
      status: card.status,
      expiry_date: card.expiryDate?.toISOString() ?? null,
      is_expired: card.expiryDate !== null && card.expiryDate.getTime() <= now.getTime(),
      is_primary: card.isPrimary,
      is_online_purchased: card.isOnlinePurchased,
      is_free_trial: card.isFreeTrial,
    })),
    orders: orders.filter((order) => !failed(order)),
    failed_attempts: orders.filter(failed),
    student: { status: studentStatus, id_reviews: idReviews },
    consent: { current: currentConsent.consent, history },
  };
}

/** One order by its number, a member's or a guest's (a guest's order is found only this way). */
export async function orderDetail(
  deps: Pick<SupportDeps, 'db' | 'payments'>,
  orderNumber: string,
  now = new Date(),
): Promise<OrderLookupResponse> {
  const order = await orderRows.findOrderByNumber(deps.db, orderNumber.trim().toUpperCase());
  if (!order) throw supportError('ORDER_NOT_FOUND');
  const [payment, refund, card] = await Promise.all([
    orderRows.findPaymentOfOrder(deps.db, order.id),
    repo.findRefund(deps.db, order.id),
    order.cardId === null ? undefined : cards.findCard(deps.db, order.cardId),
  ]);
  return {
    order: toSupportOrder({ order, payment: payment ?? null }, refund, card?.cardNumber, deps.payments.name, now),
    user_id: order.userId,
    email: order.email,
    name: nameOf(order.firstName, order.lastName),
  };
}

// ---- Support's actions ------------------------------------------------------------------------------------

/** The verification e-mail again, as the member's own button sends it (same limit); audited when sent. */
export async function resendVerification(deps: SupportDeps, audit: Audit, userId: string, now = new Date()) {
  const { user } = await requireAccount(deps.db, userId);
  const result = await account.resendVerificationFor(deps, userId, now);
  if (result.sent) {
    await audit({
      action: 'other',
      entity: 'member',
      entityId: userId,
      summary: `Sent the verification e-mail again to ${user.email}`,
    });
  }
  return result;
}

/** Lifts the member's sign-in lock and forgets their failed attempts (as a password reset would). */
export async function unlockSignIn(deps: SupportDeps, audit: Audit, userId: string, now = new Date()) {
  const { user } = await requireAccount(deps.db, userId);
  const before = await getLockState(deps.db, user.email, now);
  const unlocked = !before.allowed || before.remainingAttempts < LOGIN_LOCK.maxAttempts;
  await transaction(deps.db, async (tx) => {
    await clearAttempts(tx, user.email);
    await audit(
      {
        action: 'update',
        entity: 'member',
        entityId: userId,
        summary: before.allowed
          ? `Cleared the failed sign-in attempts of ${user.email}`
          : `Unlocked the sign-in of ${user.email}`,
        before: { locked: !before.allowed, remaining_attempts: before.remainingAttempts },
        after: { locked: false, remaining_attempts: LOGIN_LOCK.maxAttempts },
      },
      tx,
    );
  });
  return { unlocked };
}

/** Auto-renew off and the subscription cancelled, as the member's own switch does; the card on file stays. */
export async function cancelAutoRenew(deps: SupportDeps, audit: Audit, userId: string, now = new Date()) {
  const { user, profile } = await requireAccount(deps.db, userId);
  const wasOn = profile?.isAutoRenew ?? false;
  await transaction(deps.db, async (tx) => {
    await billing.setAutoRenew(tx, userId, false, now);
    await audit(
      {
        action: 'update',
        entity: 'member',
        entityId: userId,
        summary: `Turned off auto-renew for ${user.email}`,
        before: { is_auto_renew: wasOn },
        after: { is_auto_renew: false },
      },
      tx,
    );
  });
  return { is_auto_renew: false as const, changed: wasOn };
}

// ---- Refunds (admin) ------------------------------------------------------------------------------------

export interface RefundRequest {
  acting: Acting;
  orderNumber: string;
  body: RefundBody;
  key: string;
  now?: Date;
}

/**
 * Refunds an order in full through the payment gateway (decision 035), idempotent by key:
 * 1. under the admin's lock and the order's row lock: the order must be paid through this gateway,
 *    not disputed, not refunded nor being refunded (409 otherwise); the refund is recorded as started;
 * 2. the gateway voids the charge (not settled yet) or refunds it; a refusal or an unreachable gateway
 *    forgets the started refund and answers 502 REFUND_FAILED, nothing changed;
 * 3. one transaction: the order refunded, the payment voided or refunded, auto-renew off, the membership
 *    ended when asked (a purchase's card cancelled, a renewal's year taken back), the member's notice in
 *    the outbox, the refund done, the key's answer and the audit row.
 */
export async function refundOrder(deps: SupportDeps, audit: Audit, request: RefundRequest): Promise<Answer> {
  const { acting, orderNumber, body, key, now = new Date() } = request;
  const claim: KeyClaim = {
    scope: `staff:${acting.userId}`,
    key,
    endpoint: REFUND_ENDPOINT,
    hash: requestHash({ order_number: orderNumber, ...body }, null),
  };
  const early = await existingAnswer(deps.db, claim);
  if (early) return early;
  const found = await orderRows.findOrderByNumber(deps.db, orderNumber);
  if (!found) throw supportError('ORDER_NOT_FOUND');

  // 1. Checked and marked as started.
  const started = await transaction(deps.db, async (tx) => {
    await lockScope(tx, claim.scope);
    const replay = await existingAnswer(tx, claim);
    if (replay) return { replay };
    const order = await orderRows.lockOrder(tx, found.id);
    if (!order) throw supportError('ORDER_NOT_FOUND');
    const refund = await repo.findRefund(tx, order.id);
    if (order.status === 'refunded' || refund?.state === 'done') throw supportError('ORDER_ALREADY_REFUNDED');
    if (refundInFlight(refund, now)) throw supportError('REFUND_IN_PROGRESS');
    const payment = await orderRows.findPaymentOfOrder(tx, order.id);
    if (!payment || !isRefundable(order, payment, refund, deps.payments.name, now)) {
      throw supportError('ORDER_NOT_REFUNDABLE');
    }
    await repo.startRefund(tx, {
      orderId: order.id,
      staffUserId: acting.userId,
      reason: body.reason,
      endMembership: body.end_membership,
      amountCents: payment.amountCents,
      currency: payment.currency,
      now,
    });
    await idempotencyKeys.insertStartedKey(tx, { ...claim, requestHash: claim.hash, orderNumber: null, now });
    return { order, payment };
  });
  if ('replay' in started) return started.replay!;
  const { order, payment } = started;

  // 2. The gateway.
  let outcome: 'voided' | 'refunded';
  try {
    outcome = await deps.payments.refund(payment.transactionId);
  } catch (error) {
    deps.log.error({ err: error, order_number: order.orderNumber }, 'the gateway did not refund the order');
    await transaction(deps.db, async (tx) => {
      await repo.forgetStartedRefund(tx, order.id);
      await idempotencyKeys.deleteStartedKey(tx, claim.scope, claim.key);
    });
    throw supportError('REFUND_FAILED');
  }

  // 3. Our side, in one transaction.
  let answer: { body: RefundResponse; mailId: number | null };
  try {
    answer = await transaction(deps.db, (tx) =>
      recordRefund(deps, audit, { tx, claim, order, payment, body, outcome, acting, now }),
    );
  } catch (error) {
    // The money went back but our rows did not follow: the started refund blocks a second one.
    deps.log.error({ err: error, order_number: order.orderNumber }, 'refunded at the gateway, not recorded');
    throw new HttpError(
      503,
      'REFUND_NOT_RECORDED',
      'The gateway refunded this order but it could not be recorded here. Do not refund it again; tell the technical team.',
    );
  }
  if (answer.mailId !== null) deps.mail.deliver(answer.mailId);
  return { status: 200, body: answer.body, replayed: false };
}

interface RecordRefundInput {
  tx: Queryable;
  claim: KeyClaim;
  order: orderRows.OrderRow;
  payment: orderRows.PaymentRow;
  body: RefundBody;
  outcome: 'voided' | 'refunded';
  acting: Acting;
  now: Date;
}

async function recordRefund(
  deps: SupportDeps,
  audit: Audit,
  { tx, claim, order, payment, body, outcome, now }: RecordRefundInput,
): Promise<{ body: RefundResponse; mailId: number | null }> {
  const refunded = await orderRows.markOrderRefunded(tx, order.id, now);
  if (!refunded) deps.log.warn({ order_number: order.orderNumber }, 'refunded order was no longer paid');
  await orderRows.markPaymentRefunded(tx, payment.id, outcome);
  const refund = await repo.finishRefund(tx, order.id, outcome, now);

  // What the order bought: auto-renew stops either way; the membership ends only when asked.
  let expiresAt: Date | null = null;
  let membership: { card_id: number; before: string | null; after: string | null } | null = null;
  if (order.userId) await billing.setAutoRenew(tx, order.userId, false, now);
  const card = order.cardId === null ? undefined : await cards.findCard(tx, order.cardId);
  if (card) {
    expiresAt = card.expiryDate;
    if (body.end_membership) {
      if (order.kind === 'renewal' && card.expiryDate) {
        const shortened = addMonths(card.expiryDate, -MEMBERSHIP_DURATION_MONTHS);
        await cards.setCardExpiry(tx, card.id, shortened);
        membership = { card_id: card.id, before: card.expiryDate.toISOString(), after: shortened.toISOString() };
      } else {
        await cards.cancelCards(tx, [card.id], { keepPrimary: true });
        membership = { card_id: card.id, before: card.status, after: 'cancelled' };
      }
    }
  }

  const mailId = await queueRefundNotice(deps, tx, {
    order,
    payment,
    outcome,
    membershipEnded: body.end_membership && card !== undefined,
    expiresAt,
    now,
  });
  const response: RefundResponse = {
    order: toSupportOrder(
      { order: refunded ?? order, payment: { ...payment, status: outcome } },
      refund,
      card?.cardNumber,
      deps.payments.name,
      now,
    ),
  };
  await idempotencyKeys.finishKey(tx, claim.scope, claim.key, 200, response, now);
  await audit(
    {
      action: 'refund',
      entity: 'order',
      entityId: order.orderNumber,
      summary: `Refunded order ${order.orderNumber} (${(payment.amountCents / 100).toFixed(2)} ${payment.currency}, ${outcome}): ${body.reason}`,
      before: { status: order.status, payment_status: payment.status },
      after: {
        status: 'refunded',
        payment_status: outcome,
        reason: body.reason,
        end_membership: body.end_membership,
        auto_renew_stopped: order.userId !== null,
        membership,
      },
    },
    tx,
  );
  return { body: response, mailId };
}

/** The member's (or guest's) notice of the refund, in the order's language, with the order. */
async function queueRefundNotice(
  deps: Pick<SupportDeps, 'config' | 'mail'>,
  tx: Queryable,
  input: {
    order: orderRows.OrderRow;
    payment: orderRows.PaymentRow;
    outcome: 'voided' | 'refunded';
    membershipEnded: boolean;
    expiresAt: Date | null;
    now: Date;
  },
): Promise<number | null> {
  const { order, payment } = input;
  if (!order.email) return null;
  const language = order.language === 'fr' ? 'fr' : 'en';
  const { publicUrl } = deps.config;
  const link = `${publicUrl}${order.kind === 'guest' ? '/contact' : '/billing'}`;
  const paymentCard =
    payment.cardType === 'PayPal'
      ? { cardType: 'PayPal', last4: '' }
      : payment.cardType && payment.last4
        ? { cardType: payment.cardType, last4: payment.last4 }
        : null;
  const rendered = renderMail('refund', language, {
    link,
    publicUrl,
    firstName: order.firstName,
    orderNumber: order.orderNumber,
    currency: order.currency === 'USD' ? 'USD' : 'CAD',
    totalCents: payment.amountCents,
    paymentCard,
    refundedAt: input.now,
    refundOutcome: input.outcome,
    membershipEnded: input.membershipEnded,
    expiresAt: input.membershipEnded ? null : input.expiresAt,
    guest: order.kind === 'guest',
  });
  const { id } = await deps.mail.send(
    { to: order.email, kind: 'refund', language, ...rendered, link, metadata: { order_number: order.orderNumber } },
    { within: tx },
  );
  return id;
}
