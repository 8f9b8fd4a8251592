// Billing (spec §2 /billing, §4 "Membership banner", §7 Store and Users; docs/api-store.md "Store",
// "Users service additions"): the card on file, auto-renew, the subscription's state, the banner, and
// the member's retry of a failed renewal. Everything is looked up by the signed-in member only.
import { isBankLinked } from '@spc/domain/card-rules';
import { bannerStatus, type BannerStatus } from '@spc/domain/membership-banner';
import type { PaymentMethod, SubscriptionStatus } from '@spc/domain/store';
import type { PaymentFailure } from '../../adapters/payments/gateway.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import { HttpError, storeError } from '../../errors.ts';
import { findProfileRow, setAutoRenew as setProfileAutoRenew, toCard } from '../account/service.ts';
import { findCardsByExpiry, findLatestBillableCard, findValidCards } from '../membership-card/service.ts';
import { checkPromo } from '../promo-codes/service.ts';
import type { Member } from '../../plugins/caller.ts';
import { gatewayCustomerOf } from '../purchase/service.ts';
import { readAutoRenewOffToken } from './auto-renew-token.ts';
import { renewMember, RENEWAL_WINDOW } from './renewals.ts';
import * as repo from './repository.ts';
import type { CardOnFile, Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type BillingDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'payments' | 'log'>;
/** The renewal job (app.ts lists it): charges the memberships due, then settles stalled renewals. */
export { runRenewals } from './renewals.ts';
/** The reminders job (app.ts lists it) and the member's list of reminders sent (issue 23 item 19). */
export { runReminders, listReminders, type ReminderDeps } from './reminders.ts';
/** The key of the renewal reminder's auto-renew-off links, from the server secret. */
export { autoRenewOffKey } from './auto-renew-token.ts';

export function toPaymentMethod(row: repo.PaymentMethodRow): PaymentMethod {
  return {
    card_type: row.cardType,
    last4: row.last4,
    expiration_month: row.expirationMonth,
    expiration_year: row.expirationYear,
  };
}

/** A card is good through the last moment of its expiry month (UTC). */
export function paymentMethodExpiresAt(row: Pick<repo.PaymentMethodRow, 'expirationMonth' | 'expirationYear'>): Date {
  return new Date(Date.UTC(row.expirationYear, row.expirationMonth, 1) - 1);
}

// ---- Card on file ----------------------------------------------------------------------------------

/** How a refused vaulting is answered: the member re-enters or changes the card, or tries later. */
function vaultFailure(failure: PaymentFailure): HttpError {
  switch (failure.kind) {
    case 'invalid_nonce':
      return storeError(400, 'INVALID_NONCE', 'nonce');
    case 'verification_failed':
    case 'processor_declined':
      return storeError(402, 'VERIFICATION_FAILED', 'nonce');
    case 'gateway_rejected':
      return storeError(402, 'PAYMENT_REJECTED', 'nonce');
    case 'processor_failure':
      return storeError(502, 'PAYMENT_FAILED');
  }
}

/**
 * PUT /updatePaymentMethod: vaults the nonce with verification for the member's gateway customer,
 * makes it the card on file and deletes the old one at the gateway. The optional promo code is
 * checked like the promo check and kept for the next renewal. Nothing is charged, and a past-due
 * subscription stays past due: the member retries with /user/failed_payment_verification.
 */
export async function updatePaymentMethod(
  deps: BillingDeps,
  member: Member,
  body: { nonce: string; promoCode?: string | undefined },
  now = new Date(),
) {
  const { userId, profile } = member;
  // The code is checked before anything happens at the gateway.
  if (body.promoCode !== undefined) await checkPromo(deps.db, body.promoCode, { userId, now });

  let vaulted;
  try {
    const customerId = await gatewayCustomerOf(deps, member);
    vaulted = await deps.payments.vaultPaymentMethod({
      customerId,
      nonce: body.nonce,
      ...(profile.postal && { postalCode: profile.postal }),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'vaulting a payment method failed');
    throw storeError(502, 'PAYMENT_FAILED');
  }
  if (!vaulted.ok) {
    deps.log.info({ kind: vaulted.kind, code: vaulted.code }, 'payment method refused');
    throw vaultFailure(vaulted);
  }

  const method: repo.VaultedMethod = { gateway: deps.payments.name, token: vaulted.token, ...vaulted.card };
  let saved;
  try {
    saved = await replacePaymentMethod(deps, userId, method, body.promoCode, now);
  } catch (error) {
    // Not on file → not kept at the gateway either.
    await deleteAtGateway(deps, vaulted.token);
    throw error;
  }
  const previous = saved.previous;
  if (previous && previous.token !== vaulted.token && previous.gateway === deps.payments.name) {
    await deleteAtGateway(deps, previous.token);
  }
  return {
    payment_method: toPaymentMethod({ ...method, userId, updatedAt: now }),
    renewal_promo_code: saved.subscription?.renewalPromoCode ?? null,
  };
}

/**
 * Replaces the member's card on file (and, when given, the promo code for the next renewal), in one
 * transaction; answers the replaced method so its token can be deleted at the gateway afterwards.
 * The subscription's status is left as it is: a past-due renewal stays past due until it is retried.
 */
async function replacePaymentMethod(
  deps: Pick<BillingDeps, 'db'>,
  userId: string,
  method: repo.VaultedMethod,
  renewalPromoCode: string | undefined,
  now: Date,
): Promise<{ previous: repo.PaymentMethodRow | undefined; subscription: repo.SubscriptionRow | undefined }> {
  return transaction(deps.db, async (tx) => {
    const previous = await repo.lockPaymentMethod(tx, userId);
    await repo.upsertPaymentMethod(tx, userId, method, now);
    if (renewalPromoCode !== undefined) {
      const profile = await findProfileRow(tx, userId);
      await repo.setRenewalPromoCode(tx, userId, renewalPromoCode, profile?.isAutoRenew ?? false, now);
    }
    return { previous, subscription: await repo.findSubscription(tx, userId) };
  });
}

/** A token we no longer use; failing to delete it is logged, never the member's problem. */
async function deleteAtGateway(deps: BillingDeps, token: string) {
  try {
    await deps.payments.deletePaymentMethod(token);
  } catch (error) {
    deps.log.warn({ err: error }, 'could not delete a payment method at the gateway');
  }
}

// ---- Auto-renew and the subscription -------------------------------------------------------------------

/** PUT /user/updateAutoRenew: on needs a card on file (422 PAYMENT_METHOD_REQUIRED). */
export async function updateAutoRenew(deps: BillingDeps, userId: string, on: boolean, now = new Date()) {
  // Issue 23 item 17: an SPC+ (bank-linked) membership is not billed here; the upgrade ended the SPC one's.
  if (on) {
    const valid = await findValidCards(deps.db, userId, now);
    if (
      isBankLinked(
        valid.map((row) => toCard(row, now)),
        now,
      )
    ) {
      throw storeError(422, 'AUTO_RENEW_NOT_APPLICABLE', 'is_auto_renew');
    }
  }
  if (on && !(await repo.findPaymentMethod(deps.db, userId))) throw storeError(422, 'PAYMENT_METHOD_REQUIRED');
  await transaction(deps.db, (tx) => setAutoRenew(tx, userId, on, now));
  return { is_auto_renew: on };
}

/**
 * Auto-renew on or off inside the caller's transaction: the profile's flag (account's) with the
 * subscription in step — off → cancelled; on → active, a past-due subscription staying past due.
 * Membership's SPC+ upgrade turns it off this way.
 */
export async function setAutoRenew(tx: Queryable, userId: string, on: boolean, now: Date): Promise<void> {
  await setProfileAutoRenew(tx, userId, on, now);
  await repo.setSubscriptionForAutoRenew(tx, userId, on, now);
}

/** The member's card on file, if any (membership's upgrade reads it inside its transaction). */
export const findPaymentMethod = (db: Queryable, userId: string) => repo.findPaymentMethod(db, userId);

/** The member's card on file removed, inside the caller's transaction (an SPC+ upgrade stops billing). */
export const deletePaymentMethod = (tx: Queryable, userId: string) => repo.deletePaymentMethod(tx, userId);

/**
 * The card on file as purchase's checkout uses it (deps.ts `CardOnFile`). Purchase cannot import this
 * module (billing imports purchase), so app.ts hands this over as `deps.cardOnFile`.
 */
export const cardOnFile: CardOnFile = { find: findPaymentMethod, startAutoRenew };

/**
 * A paid order's auto-renew, inside its transaction: the card this sale vaulted goes on file (`vaulted`)
 * — without one, the card already on file is used, and without that nothing changes; then the
 * profile's flag on and the subscription active with its failures forgotten.
 */
async function startAutoRenew(
  tx: Queryable,
  userId: string,
  vaulted: repo.VaultedMethod | null,
  now: Date,
): Promise<void> {
  if (vaulted) await repo.upsertPaymentMethod(tx, userId, vaulted, now);
  else if (!(await repo.findPaymentMethod(tx, userId))) return;
  await setProfileAutoRenew(tx, userId, true, now);
  await repo.activateSubscription(tx, userId, now);
}

/**
 * POST /unsubscribe: only for oneself (403 FORBIDDEN_USER). Auto-renew off, subscription cancelled.
 * The card on file stays (and stays vaulted): turning auto-renew back on needs no new card, and
 * /billing keeps showing which card would be charged. The member replaces it with /updatePaymentMethod;
 * revoking it at the gateway removes it here too (webhook).
 */
export async function unsubscribe(deps: BillingDeps, userId: string, uid: string, now = new Date()) {
  if (uid !== userId) throw storeError(403, 'FORBIDDEN_USER', 'uid');
  await transaction(deps.db, (tx) => setAutoRenew(tx, userId, false, now));
  return { success: true as const, is_auto_renew: false as const };
}

/**
 * POST /api/store/v2/auto-renew/off: the renewal reminder's link, without signing in. The token is
 * checked (400 forged or garbled, 410 past the renewal date it was made for), then auto-renew is turned
 * off exactly as the member would on /billing. Again is the same: off stays off.
 */
export async function autoRenewOffByLink(
  deps: Pick<Deps, 'db'> & { autoRenewOffKey: Buffer },
  token: string,
  now = new Date(),
) {
  const claims = readAutoRenewOffToken(deps.autoRenewOffKey, token);
  if (!claims) throw storeError(400, 'AUTO_RENEW_LINK_INVALID', 'token');
  if (claims.expiresAtMs <= now.getTime()) throw storeError(410, 'AUTO_RENEW_LINK_EXPIRED', 'token');
  // An account deleted since: its link is worth nothing.
  if (!(await findProfileRow(deps.db, claims.userId))) throw storeError(400, 'AUTO_RENEW_LINK_INVALID', 'token');
  await transaction(deps.db, (tx) => setAutoRenew(tx, claims.userId, false, now));
  return { is_auto_renew: false as const, renewal_date: new Date(claims.expiresAtMs).toISOString() };
}

/** GET /isSubscriber: auto-renew on with a card on file. */
export async function isSubscriber(deps: BillingDeps, userId: string) {
  const [profile, method] = await Promise.all([
    findProfileRow(deps.db, userId),
    repo.findPaymentMethod(deps.db, userId),
  ]);
  return { is_subscriber: (profile?.isAutoRenew ?? false) && method !== undefined };
}

/** GET /has_active_subscription: an unexpired, active, paid (bought online, not a trial) spc card. */
export async function hasActiveSubscription(deps: BillingDeps, userId: string, now = new Date()) {
  const cards = await findCardsByExpiry(deps.db, userId);
  const active = cards.some(
    (card) =>
      card.cobrand === 'spc' &&
      card.status === 'active' &&
      card.isOnlinePurchased &&
      !card.isFreeTrial &&
      card.expiryDate !== null &&
      card.expiryDate.getTime() > now.getTime(),
  );
  return { has_active_subscription: active };
}

/** GET /user/check_braintree_subscription */
export async function subscriptionStatus(deps: BillingDeps, userId: string, now = new Date()) {
  const [profile, method, subscription, card] = await Promise.all([
    findProfileRow(deps.db, userId),
    repo.findPaymentMethod(deps.db, userId),
    repo.findSubscription(deps.db, userId),
    findLatestBillableCard(deps.db, userId),
  ]);
  const isAutoRenew = profile?.isAutoRenew ?? false;
  const status: SubscriptionStatus['status'] = subscription?.status ?? 'none';
  // The next charge is due when the membership ends — if it is still renewable and will be charged.
  const renewable =
    card?.expiryDate && card.expiryDate.getTime() >= now.getTime() - RENEWAL_WINDOW.afterExpiryMs ? card : undefined;
  const charging = isAutoRenew && method !== undefined && (status === 'active' || status === 'past_due');
  return {
    status,
    is_auto_renew: isAutoRenew,
    next_billing_date: charging && renewable?.expiryDate ? renewable.expiryDate.toISOString() : null,
    payment_method: method ? toPaymentMethod(method) : null,
    renewal_promo_code: subscription?.renewalPromoCode ?? null,
    last_failure:
      subscription?.lastFailureAt && subscription.lastFailureMessage
        ? { at: subscription.lastFailureAt.toISOString(), message: subscription.lastFailureMessage }
        : null,
  } satisfies SubscriptionStatus;
}

/** GET /topBannerStatus: `bannerStatus` over the member's cards, auto-renew, card on file and failures. */
export async function topBannerStatus(deps: BillingDeps, userId: string, now = new Date()): Promise<BannerStatus> {
  const [profile, cards, method, subscription] = await Promise.all([
    findProfileRow(deps.db, userId),
    findCardsByExpiry(deps.db, userId),
    repo.findPaymentMethod(deps.db, userId),
    repo.findSubscription(deps.db, userId),
  ]);
  return bannerStatus({
    cards: cards.map((row) => toCard(row, now)),
    isAutoRenew: profile?.isAutoRenew ?? false,
    paymentMethodExpiresAt: method ? paymentMethodExpiresAt(method) : null,
    renewalFailed: subscription?.status === 'past_due',
    now,
  });
}

/**
 * POST /user/failed_payment_verification: a past-due member (422 NO_FAILED_PAYMENT otherwise) retries
 * the renewal now with the card on file, through the renewal job's own path. A refused charge is an
 * answer (success false, with the reason), not an error.
 */
export async function retryFailedPayment(deps: BillingDeps, userId: string, now = new Date()) {
  const subscription = await repo.findSubscription(deps.db, userId);
  if (subscription?.status !== 'past_due') throw storeError(422, 'NO_FAILED_PAYMENT');
  const result = await renewMember(deps, userId, { now, manual: true });
  switch (result.outcome) {
    case 'renewed':
      return { success: true, order_number: result.orderNumber, message: null };
    case 'declined':
    case 'failed':
      return { success: false, order_number: result.orderNumber, message: result.message };
    case 'pending':
      throw storeError(503, 'PAYMENT_PENDING');
    case 'busy':
      throw storeError(409, 'REQUEST_IN_PROGRESS');
    case 'no-payment-method':
      throw storeError(422, 'PAYMENT_METHOD_REQUIRED');
    case 'nothing-to-renew':
      throw storeError(422, 'NO_MEMBERSHIP');
    case 'limit':
      throw new HttpError(429, 'RATE_LIMITED', 'Too many payment attempts for this renewal. Please contact us.');
  }
}
