// Helpers of the store's tests: seeded codes, members with a postal code, checkout calls with their
// headers, and the ledger check every money test ends with.
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { authHeaders, signUpAndVerify, type SignedUp } from './auth-helpers.ts';
import type { PaymentGateway, SaleRequest, SaleResult } from '../src/adapters/payments/gateway.ts';
import { createSandboxGateway } from '../src/adapters/payments/sandbox.ts';
import { buildPromoCodes, buildSchoolCodes } from '../src/db/seed/store-data.ts';
import { promoCodes, schoolCodes, userProfiles } from '../src/db/schema/index.ts';

export const VALID_NONCE = 'fake-valid-nonce';

export async function seedCodes(t: TestApp, now = new Date()): Promise<void> {
  await t.database.db.insert(promoCodes).values(buildPromoCodes(now)).onConflictDoNothing();
  await t.database.db.insert(schoolCodes).values(buildSchoolCodes(now)).onConflictDoNothing();
}

let members = 0;

/** A registered member whose profile has `postal` (Toronto by default: 13 % HST). */
export async function newMember(
  t: TestApp,
  { postal = 'M5V 2T6', language = 'en' }: { postal?: string | null; language?: 'en' | 'fr' } = {},
): Promise<SignedUp> {
  members += 1;
  const member = await signUpAndVerify(t, {
    email: `buyer${members}-${randomUUID().slice(0, 8)}@example.com`,
    language,
  });
  await t.database.db.update(userProfiles).set({ postal, language }).where(eq(userProfiles.userId, member.userId));
  return member;
}

export const newKey = () => `key-${randomUUID()}`;

export interface CallOptions {
  key?: string | null;
  nonce?: string | null;
  utm?: string;
  guestId?: string;
  headers?: Record<string, string>;
}

function writeHeaders(t: TestApp, cookie: string | null, options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl };
  const key = options.key === undefined ? newKey() : options.key;
  if (key !== null) headers['idempotency-key'] = key;
  const nonce = options.nonce === undefined ? VALID_NONCE : options.nonce;
  if (nonce !== null) headers['payment-nonce'] = nonce;
  if (options.utm !== undefined) headers.utm = options.utm;
  if (options.guestId !== undefined) headers.id = options.guestId;
  return { ...headers, ...options.headers };
}

export function post(
  t: TestApp,
  url: string,
  cookie: string | null,
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, headers: writeHeaders(t, cookie, options), payload: body });
}

export const purchase = (t: TestApp, cookie: string, body: Record<string, unknown> = {}, options: CallOptions = {}) =>
  post(t, '/api/store/v4/checkout/purchase', cookie, { language: 'en', ...body }, options);

/** Rows of a raw query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function rowsOf<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * The ledger's invariants: every payment belongs to exactly one order, which is paid and issued
 * exactly one card; every card an order issued belongs to a paid order; no order has two payments.
 */
export async function expectConsistentLedger(t: TestApp): Promise<void> {
  const rows = await rowsOf<{ problem: string; n: number }>(
    t,
    sql`
    select 'payment without a paid order with a card' as problem, count(*)::int as n
      from payments p join orders o on o.id = p.order_id
      where o.status <> 'paid' or o.card_id is null
    union all
    select 'card issued by an unpaid order', count(*)::int
      from orders o where o.card_id is not null and o.status <> 'paid'
    union all
    select 'online card without a paid order', count(*)::int
      from cards c where c.is_online_purchased
        and not exists (select 1 from orders o where o.card_id = c.id and o.status = 'paid')
    union all
    select 'paid order without a card', count(*)::int
      from orders o where o.status = 'paid' and o.card_id is null
    union all
    select 'paid order with a total and no payment', count(*)::int
      from orders o where o.status = 'paid' and o.total_cents > 0
        and not exists (select 1 from payments p where p.order_id = o.id)
    union all
    select 'card issued by two orders', count(*)::int
      from (select card_id from orders where card_id is not null group by card_id having count(*) > 1) twice
  `,
  );
  expect(rows.filter((row) => row.n > 0)).toEqual([]);
}

/**
 * A gateway for fault injection: the embedded sandbox (on the test app's database) behind hooks that
 * run around each sale — to delay it, break the database after the charge, or lose the answer.
 */
export interface FaultyGateway {
  gateway: PaymentGateway;
  /** Points the wrapper at a sandbox on the test app's database (once the app exists). */
  attach(t: TestApp): void;
  /** Runs before each sale; throwing makes the sale's outcome unknown without charging. */
  beforeSale?: ((request: SaleRequest) => Promise<void>) | undefined;
  /** Runs after each sale with its result; throwing loses the answer after the charge. */
  afterSale?: ((result: SaleResult) => Promise<void>) | undefined;
}

export function faultyGateway(): FaultyGateway {
  let inner: PaymentGateway | undefined;
  const target = () => {
    if (!inner) throw new Error('faultyGateway: attach() it to the test app first');
    return inner;
  };
  const faulty: FaultyGateway = {
    attach(t) {
      inner = createSandboxGateway({ db: t.database.db, secret: 'test-secret', publicUrl: t.config.publicUrl });
    },
    gateway: {
      name: 'sandbox',
      generateClientToken: (options) => target().generateClientToken(options),
      ensureCustomer: (customer) => target().ensureCustomer(customer),
      async sale(request) {
        await faulty.beforeSale?.(request);
        const result = await target().sale(request);
        await faulty.afterSale?.(result);
        return result;
      },
      vaultPaymentMethod: (request) => target().vaultPaymentMethod(request),
      deletePaymentMethod: (token) => target().deletePaymentMethod(token),
      findTransactionByOrderId: (orderId) => target().findTransactionByOrderId(orderId),
      refund: (transactionId) => target().refund(transactionId),
      parseWebhook: (signature, payload) => target().parseWebhook(signature, payload),
      sampleNotification: (kind, subjectId, options) => target().sampleNotification(kind, subjectId, options),
    },
  };
  return faulty;
}
