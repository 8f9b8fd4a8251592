// The embedded payment gateway's own tables (adapters/payments/sandbox.ts): what Braintree would keep
// on its side — client tokens, single-use nonces, customers, vaulted payment methods and
// transactions. They live in our database only because the sandbox does; the product's code reaches
// them through the PaymentGateway interface alone. Card numbers and security codes are never kept:
// a nonce or method records the brand, BIN, last four, expiry and the verification outcome.
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const sandboxClientTokens = pgTable('sandbox_client_tokens', {
  /** The authorizationFingerprint (random, 32 bytes base64url). */
  fingerprint: varchar('fingerprint', { length: 64 }).primaryKey(),
  customerId: varchar('customer_id', { length: 64 }),
  expiresAt: tz('expires_at').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const sandboxNonces = pgTable('sandbox_nonces', {
  nonce: varchar('nonce', { length: 64 }).primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<'credit_card' | 'paypal'>().notNull(),
  cardType: varchar('card_type', { length: 32 }),
  bin: varchar('bin', { length: 6 }),
  last4: varchar('last4', { length: 4 }),
  expirationMonth: integer('expiration_month'),
  expirationYear: integer('expiration_year'),
  postalCode: varchar('postal_code', { length: 10 }),
  /** Braintree's CVV response code (M, N, U, S, I) decided at tokenisation; the code itself is dropped. */
  cvvResponse: varchar('cvv_response', { length: 1 }),
  /** What the test card number decides: 'ok', 'verification_failed', … */
  outcome: varchar('outcome', { length: 32 }).notNull(),
  consumedAt: tz('consumed_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: varchar('id', { length: 64 }).primaryKey(),
  email: text('email'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    customerId: varchar('customer_id', { length: 64 })
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    cardType: varchar('card_type', { length: 32 }),
    bin: varchar('bin', { length: 6 }),
    last4: varchar('last4', { length: 4 }),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    outcome: varchar('outcome', { length: 32 }).notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_methods_customer').on(t.customerId)],
);

export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    /** Our order number: how the recovery job finds a charge whose commit was lost. */
    orderId: varchar('order_id', { length: 40 }),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Braintree statuses: authorized, submitted_for_settlement, settled, settlement_declined, voided, processor_declined, gateway_rejected, failed. */
    status: varchar('status', { length: 32 }).notNull(),
    processorResponseCode: varchar('processor_response_code', { length: 8 }),
    processorResponseText: text('processor_response_text'),
    gatewayRejectionReason: varchar('gateway_rejection_reason', { length: 32 }),
    paymentMethodToken: varchar('payment_method_token', { length: 64 }),
    customerId: varchar('customer_id', { length: 64 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    refundedTransactionId: varchar('refunded_transaction_id', { length: 64 }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_transactions_order').on(t.orderId)],
);
