// The Idempotency-Keys of one purchase attempt, kept in sessionStorage (docs/api-store.md
// "Idempotency"). A retry after a lost answer must send the same key with the same body and nonce, so
// the server replays its answer instead of charging again; a decline needs a fresh key (and nonce).
// Nothing here is card data: a nonce is a one-time token that only our server can use.
import type { OrderBody, PurchaseBody } from '@spc/domain/store';
import { readStoredJson, removeStored, storeJson } from '../../lib/storage.ts';

const ATTEMPT_KEY = 'spc.purchase.attempt';

export interface CheckoutAttempt {
  key: string;
  nonce: string | null;
  body: PurchaseBody;
}

export interface PurchaseAttempt {
  /** The order body the keys belong to: another body is another order. */
  orderBody: OrderBody;
  /** How the order is paid (card by default): a PayPal order is another order. */
  method?: 'card' | 'paypal';
  orderKey: string;
  /** Set once the order exists: a retry pays it rather than making another. */
  orderNumber: string | null;
  /** The checkout request under way or whose answer was lost. */
  checkout: CheckoutAttempt | null;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isAttempt(value: unknown): value is PurchaseAttempt {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.orderKey === 'string' &&
    typeof record.orderBody === 'object' &&
    record.orderBody !== null &&
    (record.orderNumber === null || typeof record.orderNumber === 'string')
  );
}

export function readAttempt(): PurchaseAttempt | null {
  const value = readStoredJson(ATTEMPT_KEY, 'session');
  return isAttempt(value) ? value : null;
}

export function saveAttempt(attempt: PurchaseAttempt): void {
  storeJson(ATTEMPT_KEY, attempt, 'session');
}

/** Forget the attempt: it succeeded, or failed for good (a decline), so the next one starts afresh. */
export function clearAttempt(): void {
  removeStored(ATTEMPT_KEY, 'session');
}

/** The stored attempt when it is for this order body, else a new one (saved before any request goes out). */
export function attemptFor(orderBody: OrderBody, method: 'card' | 'paypal' = 'card'): PurchaseAttempt {
  const stored = readAttempt();
  if (stored && sameJson(stored.orderBody, orderBody) && (stored.method ?? 'card') === method) return stored;
  const attempt: PurchaseAttempt = {
    orderBody,
    method,
    orderKey: newIdempotencyKey(),
    orderNumber: null,
    checkout: null,
  };
  saveAttempt(attempt);
  return attempt;
}

/** The checkout of `attempt` for this nonce and body: the lost one again (same key), or a new key. */
export function checkoutFor(attempt: PurchaseAttempt, nonce: string | null, body: PurchaseBody): CheckoutAttempt {
  const previous = attempt.checkout;
  if (previous && previous.nonce === nonce && sameJson(previous.body, body)) return previous;
  const checkout = { key: newIdempotencyKey(), nonce, body };
  saveAttempt({ ...attempt, checkout });
  return checkout;
}
