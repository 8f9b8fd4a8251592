// The store's money path (docs/api-store.md "Store", "Consistency"; docs/decisions/009-payments.md):
// an order is committed pending with its code reserved, then charged once at the gateway under its
// order number, then one transaction records the payment, issues the card and marks the order paid.
// A caller's purchases are serialised by a lock on their scope, and every write is idempotent.
import { createHash, randomBytes } from 'node:crypto';
import { UTM_KEYS } from '@spc/domain/constants';
import {
  isProvinceCode,
  membershipPeriodOf,
  STORE_ERRORS,
  taxComponents,
  totalTaxRate,
  type guestPurchaseBodySchema,
  type orderBodySchema,
  type purchaseBodySchema,
  type StoreErrorCode,
  type TaxRateResponse,
  type taxRateQuerySchema,
  type TransactionsResponse,
} from '@spc/domain/store';
import type { z } from 'zod';
import type { GatewayTransaction, PaymentFailureKind } from '../../adapters/payments/gateway.ts';
import { HttpError, storeError } from '../../errors.ts';
import { locate, price, type Priced, type ShopperLocation } from './pricing.ts';
import type { Caller, Member } from '../../plugins/caller.ts';
import { findCardNumbers, hasPaidMembership } from '../membership-card/service.ts';
import { existingAnswer, requestHash, type Answer, type KeyClaim } from '../../idempotency/keys.ts';
import { completeOrder, deliverReceipt, releaseCodes, reserveCodes, toOrder, type CompletedOrder } from './orders.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';
import { lockScope } from '../../db/queryable.ts';
import * as idempotencyKeys from '../../idempotency/repository.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type StoreDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'payments' | 'log' | 'cardOnFile'>;

/** The recovery job (app.ts lists it): settles the orders whose commit was lost after the charge. */
export { recoverPendingOrders } from './recovery.ts';

/** Where a shopper is (country, province) and the membership's price there: renewals and their reminders too. */
export { locate, price, type ShopperLocation } from './pricing.ts';
/** The order and payment rows billing's renewals and gateway notifications act on (order-rows.ts). */
export * as orderRows from './order-rows.ts';

/** A started payment under another key blocks a new one for this long (a crashed one stops blocking). */
export const CHARGE_IN_FLIGHT_MS = 10 * 60_000;

export type OrderBody = z.output<typeof orderBodySchema>;
export type PurchaseBody = z.output<typeof purchaseBodySchema> | z.output<typeof guestPurchaseBodySchema>;

// ---- Shapes ------------------------------------------------------------------------------------------

const errorBody = (code: StoreErrorCode) => ({ error: code, message: STORE_ERRORS[code] });

const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** SPC-XXXXXXXXXX: 50 random bits in Crockford's base 32 (no I, L, O or U to misread on a receipt). */
export function newOrderNumber(): string {
  const bytes = randomBytes(10);
  let suffix = '';
  for (const byte of bytes) suffix += ORDER_ALPHABET[byte % 32];
  return `SPC-${suffix}`;
}

/**
 * The `utm` header: JSON of the UTM record (spec §3). Only the known keys with short string values
 * are kept; anything malformed is ignored rather than failing the purchase.
 */
export function parseUtm(header: string | undefined): Record<string, string> | null {
  if (!header) return null;
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string' && item.trim() !== '' && item.length <= 200) record[key] = item.trim();
  }
  return Object.keys(record).length > 0 ? record : null;
}

// ---- Tax rate and client token -----------------------------------------------------------------------

export function taxRate(query: z.output<typeof taxRateQuerySchema>): TaxRateResponse {
  let location: ShopperLocation;
  if (query.province !== undefined) {
    if (!isProvinceCode(query.province)) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'Unknown province or territory.', 'province');
    }
    location = { country: 'ca', province: query.province, postal: null };
  } else {
    location = locate(query.postal);
    if (location.country === 'ca' && location.province === null) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'This postal code belongs to no province.', 'postal');
    }
  }
  const components = taxComponents(location.province, location.country);
  return {
    country: location.country,
    province: location.province,
    rate: totalTaxRate(components),
    taxes: components.map(({ name, rate }) => ({ name, rate })),
  };
}

/** The gateway's customer id for a member: their user id when it fits the gateway's rules, else a hash. */
function customerIdFor(userId: string): string {
  return /^[A-Za-z0-9_-]{1,36}$/.test(userId) ? userId : createHash('sha256').update(userId).digest('hex').slice(0, 32);
}

/** The member's customer at the gateway, created (and remembered) the first time. */
export async function gatewayCustomerOf(deps: Pick<Deps, 'db' | 'payments'>, member: Member): Promise<string> {
  const known = await repo.findGatewayCustomer(deps.db, member.userId, deps.payments.name);
  if (known) return known.customerId;
  const customerId = await deps.payments.ensureCustomer({ id: customerIdFor(member.userId), email: member.email });
  await repo.saveGatewayCustomer(deps.db, member.userId, deps.payments.name, customerId);
  return customerId;
}

export async function clientToken(deps: StoreDeps, member: Member | null): Promise<{ client_token: string }> {
  const customerId = member ? await gatewayCustomerOf(deps, member) : undefined;
  return { client_token: await deps.payments.generateClientToken(customerId ? { customerId } : undefined) };
}

// ---- Orders ------------------------------------------------------------------------------------------

/** Where the order is taxed and what it costs; 422 when a Canadian order has no province. */
async function priceOrder(deps: StoreDeps, caller: Caller, body: OrderBody | PurchaseBody, now: Date) {
  const location = locate(body.postal, caller.kind === 'member' ? caller.profile : null);
  if (location.country === 'ca' && location.province === null) throw storeError(422, 'PROVINCE_REQUIRED', 'postal');
  const priced = await price(deps.db, {
    location,
    promoCode: body.promo_code,
    schoolCode: body.school_code,
    userId: caller.kind === 'member' ? caller.userId : null,
    now,
  });
  return { location, priced };
}

interface NewOrderInput {
  caller: Caller;
  body: OrderBody | PurchaseBody;
  location: ShopperLocation;
  priced: Priced;
  paymentMethod: repo.OrderRow['paymentMethod'];
  utm: Record<string, string> | null;
  now: Date;
}

function newOrderValues({ caller, body, location, priced, paymentMethod, utm, now }: NewOrderInput): repo.NewOrder {
  const { quote } = priced;
  const guestFields = body as Partial<{ email: string; first_name: string; last_name: string }>;
  return {
    orderNumber: newOrderNumber(),
    userId: caller.kind === 'member' ? caller.userId : null,
    guestId: caller.kind === 'guest' ? caller.guestId : null,
    email: caller.kind === 'member' ? caller.email : (guestFields.email ?? null),
    firstName: caller.kind === 'member' ? caller.profile.firstName : (guestFields.first_name ?? null),
    lastName: caller.kind === 'member' ? caller.profile.lastName : (guestFields.last_name ?? null),
    kind: caller.kind === 'member' ? 'purchase' : 'guest',
    paymentMethod,
    language: body.language,
    country: location.country,
    province: quote.province,
    postal: location.postal,
    productId: quote.product_id,
    quantity: quote.quantity,
    currency: quote.currency,
    unitPriceCents: quote.unit_price_cents,
    subtotalCents: quote.subtotal_cents,
    discountCents: quote.discount_cents,
    discountSource: quote.discount_source,
    taxRate: quote.tax_rate,
    taxes: quote.taxes.map(({ name, rate, amount_cents }) => ({ name, rate, amount_cents })),
    taxCents: quote.tax_cents,
    totalCents: quote.total_cents,
    // Only the code whose discount applies is taken (they do not stack).
    promoCode: quote.discount_source === 'promo' ? (priced.promo?.code ?? null) : null,
    schoolCode: quote.discount_source === 'school' ? (priced.school?.code ?? null) : null,
    autoRenew: caller.kind === 'member' && 'auto_renew' in body ? body.auto_renew : false,
    referralCode: body.referral_code ?? null,
    utm,
    createdAt: now,
    updatedAt: now,
  };
}

export interface OrderRequest {
  caller: Caller;
  endpoint: string;
  key: string;
  body: OrderBody;
  paymentMethod: 'card' | 'paypal';
  utm: Record<string, string> | null;
  now?: Date;
}

/** POST /v2/order, /v2/order/paypal: a priced order, pending payment, with its code reserved. */
export async function createOrder(deps: StoreDeps, request: OrderRequest): Promise<Answer> {
  const { caller, body, now = new Date() } = request;
  const claim: KeyClaim = {
    scope: caller.scope,
    key: request.key,
    endpoint: request.endpoint,
    hash: requestHash(body, null),
  };
  // A key this caller already used answers first (replay, 409 or 422), before any other check.
  const early = await existingAnswer(deps.db, claim);
  if (early) return early;
  refusePayPalAutoRenew(caller, request.paymentMethod, body.auto_renew);
  const { location, priced } = await priceOrder(deps, caller, body, now);
  const values = newOrderValues({
    caller,
    body,
    location,
    priced,
    paymentMethod: request.paymentMethod,
    utm: request.utm,
    now,
  });
  return repo.transaction(deps.db, async (tx) => {
    await lockScope(tx, caller.scope);
    const replay = await existingAnswer(tx, claim);
    if (replay) return replay;
    if (caller.kind === 'member' && (await hasPaidMembership(tx, caller.userId, now))) {
      throw storeError(409, 'MEMBERSHIP_EXISTS');
    }
    await reserveCodes(tx, values);
    const order = await repo.insertOrder(tx, values);
    const responseBody = { order_number: order.orderNumber, order: toOrder(order) };
    await idempotencyKeys.insertStartedKey(tx, { ...claim, requestHash: claim.hash, orderNumber: null, now });
    await idempotencyKeys.finishKey(tx, claim.scope, claim.key, 201, responseBody, now);
    return { status: 201, body: responseBody, replayed: false };
  });
}

/**
 * Issue 23 item 15: auto-renew charges a vaulted card; the payment adapters keep no PayPal billing
 * agreement, so a member asking for auto-renew with PayPal is refused (422, field `auto_renew`) rather
 * than paid without the subscription they asked for. Guests never renew (their auto_renew is ignored).
 */
function refusePayPalAutoRenew(caller: Caller, paymentMethod: string, autoRenew: boolean | undefined) {
  if (caller.kind === 'member' && paymentMethod === 'paypal' && autoRenew === true) {
    throw storeError(422, 'AUTO_RENEW_NOT_WITH_PAYPAL', 'auto_renew');
  }
}

// ---- Checkout ----------------------------------------------------------------------------------------

export type PaymentSource = { kind: 'nonce'; nonce: string | null } | { kind: 'vault' };

export interface CheckoutRequest {
  caller: Caller;
  endpoint: string;
  key: string;
  body: PurchaseBody;
  payment: PaymentSource;
  utm: Record<string, string> | null;
  now?: Date;
}

/** How each kind of gateway refusal is answered, and what it makes of the order. */
const FAILURES: Record<
  PaymentFailureKind,
  { status: number; code: StoreErrorCode; orderStatus: 'declined' | 'failed' }
> = {
  invalid_nonce: { status: 400, code: 'INVALID_NONCE', orderStatus: 'failed' },
  verification_failed: { status: 402, code: 'VERIFICATION_FAILED', orderStatus: 'declined' },
  processor_declined: { status: 402, code: 'PAYMENT_DECLINED', orderStatus: 'declined' },
  gateway_rejected: { status: 402, code: 'PAYMENT_REJECTED', orderStatus: 'declined' },
  processor_failure: { status: 502, code: 'PAYMENT_FAILED', orderStatus: 'failed' },
};

const ownedBy = (order: repo.OrderRow, caller: Caller) =>
  caller.kind === 'member' ? order.userId === caller.userId : order.userId === null && order.guestId === caller.guestId;

/**
 * POST /v4/checkout/purchase, /v3/checkout and /v2/checkout/guest: pays a new order (or one made
 * with /v2/order) and issues the card. Answers 201 with the card, 4xx/5xx with the refusal; 503
 * PAYMENT_PENDING when the charge's outcome or its recording is unknown (the recovery job settles it).
 */
export async function checkout(deps: StoreDeps, request: CheckoutRequest): Promise<Answer> {
  const { caller, body, payment, now = new Date() } = request;
  const nonce = payment.kind === 'nonce' ? payment.nonce : null;
  const claim: KeyClaim = {
    scope: caller.scope,
    key: request.key,
    endpoint: request.endpoint,
    hash: requestHash(body, nonce),
  };
  // A key this caller already used answers first (replay, 409 or 422), before any other check.
  const early = await existingAnswer(deps.db, claim);
  if (early) return early;

  // What is being paid: an existing order of the caller, or a new one priced from the body.
  let existing: repo.OrderRow | undefined;
  let values: repo.NewOrder | undefined;
  const method: repo.OrderRow['paymentMethod'] = payment.kind === 'vault' ? 'vault' : 'card';
  if (body.order_number) {
    existing = await repo.findOrder(deps.db, body.order_number);
    if (!existing || !ownedBy(existing, caller) || existing.kind === 'renewal') {
      throw storeError(404, 'ORDER_NOT_FOUND', 'order_number');
    }
    // Before anything is charged or written: a PayPal order cannot be paid with auto-renew on.
    refusePayPalAutoRenew(caller, existing.paymentMethod, body.auto_renew);
  } else {
    const { location, priced } = await priceOrder(deps, caller, body, now);
    values = newOrderValues({ caller, body, location, priced, paymentMethod: method, utm: request.utm, now });
  }
  const total = existing?.totalCents ?? values!.totalCents;

  // What pays: a nonce, or the member's card on file; and, for auto-renew, their gateway customer.
  let vaultToken: string | undefined;
  let customerId: string | undefined;
  if (total > 0) {
    if (payment.kind === 'nonce' && !nonce) throw storeError(400, 'PAYMENT_NONCE_REQUIRED', 'payment-nonce');
    if (payment.kind === 'vault') {
      const onFile = caller.kind === 'member' ? await deps.cardOnFile.find(deps.db, caller.userId) : undefined;
      if (!onFile) throw storeError(422, 'PAYMENT_METHOD_REQUIRED');
      vaultToken = onFile.token;
    }
    if (payment.kind === 'nonce' && nonce && caller.kind === 'member' && body.auto_renew && deps.payments.nonceKind) {
      // Issue 23 item 15: a PayPal nonce cannot start auto-renew; asked before anything is written.
      refusePayPalAutoRenew(caller, (await deps.payments.nonceKind(nonce)) ?? 'card', true);
    }
    if (payment.kind === 'nonce' && caller.kind === 'member' && body.auto_renew) {
      customerId = await gatewayCustomerOf(deps, caller).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'could not create the gateway customer');
        throw storeError(502, 'PAYMENT_FAILED');
      });
    }
  }

  // 1. The order, pending, with its code reserved, and the key recorded as started — one transaction.
  const started = await openOrder(deps, { caller, claim, existing, values, method, body, utm: request.utm, now });
  if ('replay' in started) return started.replay;
  const { order } = started;

  // 2. The one charge, under the order's number (nothing to charge for a free order).
  let transaction: GatewayTransaction | null = null;
  if (order.totalCents > 0) {
    let result;
    try {
      result = await deps.payments.sale({
        amountCents: order.totalCents,
        currency: order.currency === 'USD' ? 'USD' : 'CAD',
        orderId: order.orderNumber,
        ...(vaultToken ? { paymentMethodToken: vaultToken } : { nonce: nonce! }),
        ...(customerId && { storeInVaultForCustomer: customerId }),
        ...(order.postal && { postalCode: order.postal }),
      });
    } catch (error) {
      // Outcome unknown: the order stays pending and the key started; the recovery job asks the gateway.
      deps.log.error({ err: error, order_number: order.orderNumber }, 'payment outcome unknown');
      throw storeError(503, 'PAYMENT_PENDING');
    }
    if (!result.ok) return refuse(deps, order, claim, result, now);
    transaction = result.transaction;
  }

  // 3. The payment, the card and the paid order, in one transaction.
  let completed: CompletedOrder | null;
  try {
    completed = await completeOrder(deps, order.id, transaction, now);
  } catch (error) {
    deps.log.error({ err: error, order_number: order.orderNumber }, 'charged, but the order could not be recorded');
    throw storeError(503, 'PAYMENT_PENDING');
  }
  if (!completed) {
    // Settled by someone else in the meantime (the recovery job): answer what they recorded.
    const settled = await existingAnswer(deps.db, claim);
    if (settled) return { ...settled, replayed: false };
    throw storeError(503, 'PAYMENT_PENDING');
  }
  deliverReceipt(deps, completed);
  return { status: 201, body: completed.response, replayed: false };
}

interface OpenOrderInput {
  caller: Caller;
  claim: KeyClaim;
  /** The caller's order made earlier (/v2/order), or undefined with `values` for a new one. */
  existing: repo.OrderRow | undefined;
  values: repo.NewOrder | undefined;
  method: repo.OrderRow['paymentMethod'];
  body: PurchaseBody;
  utm: Record<string, string> | null;
  now: Date;
}

/**
 * Under the caller's lock: the replay check again (a racing twin may have finished), no membership
 * already, no other payment of theirs under way; then the order, pending with its code taken, and the
 * key recorded as started with the order's number (how the recovery job finds it).
 */
async function openOrder(
  deps: StoreDeps,
  { caller, claim, existing, values, method, body, utm, now }: OpenOrderInput,
): Promise<{ replay: Answer } | { order: repo.OrderRow }> {
  return repo.transaction(deps.db, async (tx) => {
    await lockScope(tx, caller.scope);
    const replay = await existingAnswer(tx, claim);
    if (replay) return { replay };
    if (caller.kind === 'member' && (await hasPaidMembership(tx, caller.userId, now))) {
      throw storeError(409, 'MEMBERSHIP_EXISTS');
    }
    if (
      await idempotencyKeys.hasChargeInFlight(
        tx,
        caller.scope,
        claim.key,
        new Date(now.getTime() - CHARGE_IN_FLIGHT_MS),
      )
    ) {
      throw storeError(409, 'REQUEST_IN_PROGRESS');
    }
    let order: repo.OrderRow;
    if (existing) {
      const locked = await repo.lockOrder(tx, existing.id);
      if (!locked) throw storeError(404, 'ORDER_NOT_FOUND', 'order_number');
      if (locked.status === 'paid' || locked.status === 'refunded') throw storeError(409, 'ORDER_ALREADY_PAID');
      // A declined or failed order gave its code back: paying it again takes it again.
      if (locked.status !== 'pending') await reserveCodes(tx, locked);
      const guest = body as Partial<{ email: string; first_name: string; last_name: string }>;
      order = await repo.reopenOrder(tx, locked.id, {
        paymentMethod: method,
        autoRenew: caller.kind === 'member' && body.auto_renew,
        utm: utm ?? locked.utm,
        email: guest.email ?? locked.email,
        firstName: guest.first_name ?? locked.firstName,
        lastName: guest.last_name ?? locked.lastName,
        now,
      });
    } else {
      await reserveCodes(tx, values!);
      order = await repo.insertOrder(tx, values!);
    }
    await idempotencyKeys.insertStartedKey(tx, {
      ...claim,
      requestHash: claim.hash,
      orderNumber: order.orderNumber,
      now,
    });
    return { order };
  });
}

/** A refused payment: the order declined or failed, its code released, the refusal stored for replays. */
async function refuse(
  deps: StoreDeps,
  order: repo.OrderRow,
  claim: KeyClaim,
  failure: { kind: PaymentFailureKind; code: string; message: string },
  now: Date,
): Promise<Answer> {
  const outcome = FAILURES[failure.kind];
  const body = errorBody(outcome.code);
  deps.log.info({ order_number: order.orderNumber, kind: failure.kind, code: failure.code }, 'payment refused');
  await repo.transaction(deps.db, async (tx) => {
    const gatewaySays = `${failure.code} ${failure.message}`.trim().slice(0, 500);
    if (await repo.closeUnpaidOrder(tx, order.id, outcome.orderStatus, outcome.code, gatewaySays, now)) {
      await releaseCodes(tx, order);
    }
    await idempotencyKeys.finishKey(tx, claim.scope, claim.key, outcome.status, body, now);
  });
  return { status: outcome.status, body, replayed: false };
}

// ---- History -----------------------------------------------------------------------------------------

export async function transactions(deps: StoreDeps, member: Member): Promise<TransactionsResponse> {
  const rows = await repo.findOrdersOfUser(deps.db, member.userId);
  const issued = rows.flatMap((row) => (row.order.cardId === null ? [] : [row.order.cardId]));
  const cardNumbers = await findCardNumbers(deps.db, [...new Set(issued)]);
  return {
    transactions: rows.map((row) => {
      const cardNumber = row.order.cardId === null ? undefined : cardNumbers.get(row.order.cardId);
      // A purchase's term starts the day it is paid; a renewal is charged at the old term's end (within
      // its grace days), so its paid day names the year it bought too.
      const period = row.order.paidAt ? membershipPeriodOf({ paidAt: row.order.paidAt }) : null;
      return {
        ...toOrder(row.order),
        card: cardNumber ? { card_number_last4: cardNumber.slice(-4) } : null,
        payment:
          row.paymentCardType && row.paymentLast4 ? { card_type: row.paymentCardType, last4: row.paymentLast4 } : null,
        membership_period: period ? { starts_at: period.start.toISOString(), ends_at: period.end.toISOString() } : null,
      };
    }),
  };
}
