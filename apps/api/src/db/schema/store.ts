// The store (spec §3 "Order", "Payment state"; docs/api-store.md, docs/decisions/009-payments.md):
// promo and school codes, orders with their one charge, idempotency keys, the member's vaulted
// payment method and subscription, renewal attempts and processed gateway notifications. No card
// number or security code is stored anywhere: a payment method is a gateway token plus brand, last
// four digits and expiry.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { cards, userProfiles } from './people.ts';

export const promoCodes = pgTable(
  'promo_codes',
  {
    /** Upper-case. */
    code: varchar('code', { length: 32 }).primaryKey(),
    /** SHA-256 hex of the code, for links that carry it hashed (`is_hashed=true`). */
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    kind: varchar('kind', { length: 8 }).$type<'percent' | 'amount'>().notNull(),
    /** percent: 1–100; amount: cents. */
    value: integer('value').notNull(),
    validFrom: tz('valid_from'),
    validUntil: tz('valid_until'),
    /** Null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    /** Reserved when an order is priced with the code, released if that order is not paid. */
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind', sql`${t.kind} in ('percent', 'amount')`),
    check('promo_codes_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'promo_codes_redemptions',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

export const schoolCodes = pgTable(
  'school_codes',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    schoolName: text('school_name').notNull(),
    kind: varchar('kind', { length: 8 }).$type<'percent' | 'amount'>().notNull(),
    value: integer('value').notNull(),
    validUntil: tz('valid_until'),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('school_codes_kind', sql`${t.kind} in ('percent', 'amount')`),
    check('school_codes_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'school_codes_redemptions',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: varchar('order_number', { length: 40 }).notNull().unique(),
    /** Null for a guest's order. */
    userId: text('user_id').references(() => userProfiles.userId, { onDelete: 'set null' }),
    /** The browser's id a guest's order was made with (spec §6). */
    guestId: varchar('guest_id', { length: 64 }),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    kind: varchar('kind', { length: 16 }).$type<'purchase' | 'guest' | 'renewal'>().notNull(),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'paid' | 'declined' | 'failed' | 'refunded'>()
      .notNull()
      .default('pending'),
    paymentMethod: varchar('payment_method', { length: 8 }).$type<'card' | 'paypal' | 'vault' | 'none'>().notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    province: varchar('province', { length: 2 }),
    postal: varchar('postal', { length: 7 }),
    productId: varchar('product_id', { length: 32 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    currency: varchar('currency', { length: 3 }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    discountSource: varchar('discount_source', { length: 8 }).$type<'promo' | 'school'>(),
    taxRate: integer('tax_rate').notNull(),
    taxes: jsonb('taxes').$type<{ name: string; rate: number; amount_cents: number }[]>().notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    promoCode: varchar('promo_code', { length: 32 }).references(() => promoCodes.code),
    schoolCode: varchar('school_code', { length: 32 }).references(() => schoolCodes.code),
    autoRenew: boolean('auto_renew').notNull().default(false),
    referralCode: varchar('referral_code', { length: 32 }),
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** The card this order issued or renewed; unique: one card per order. */
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    failureCode: varchar('failure_code', { length: 32 }),
    failureMessage: text('failure_message'),
    createdAt: tz('created_at').notNull().defaultNow(),
    paidAt: tz('paid_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user').on(t.userId),
    index('orders_status_created').on(t.status, t.createdAt),
    uniqueIndex('orders_card')
      .on(t.cardId)
      .where(sql`${t.kind} <> 'renewal'`),
    check('orders_money', sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0`),
    check(
      'orders_total',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents} and ${t.totalCents} >= 0`,
    ),
  ],
);

/** A charge at the gateway: at most one per order. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    cardType: varchar('card_type', { length: 32 }),
    last4: varchar('last4', { length: 4 }),
    disputed: boolean('disputed').notNull().default(false),
    settledAt: tz('settled_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_transaction').on(t.gateway, t.transactionId)],
);

/** Idempotency-Key records (DESIGN.md "Writes that move money … take an Idempotency-Key"). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` or `guest:<id>`: a key is only ever matched within its caller. */
    scope: varchar('scope', { length: 80 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    /** Method and path, then a SHA-256 of the body and the nonce: a reused key with other content is refused. */
    endpoint: varchar('endpoint', { length: 120 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).$type<'started' | 'done'>().notNull().default('started'),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** The gateway customer of a member (created on their first vaulted payment method). */
export const gatewayCustomers = pgTable('gateway_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  gateway: varchar('gateway', { length: 16 }).notNull(),
  customerId: varchar('customer_id', { length: 64 }).notNull(),
});

/** A member's card on file (our mirror of the gateway's vaulted method: token, brand, last four, expiry). */
export const paymentMethods = pgTable('payment_methods', {
  userId: text('user_id')
    .primaryKey()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  gateway: varchar('gateway', { length: 16 }).notNull(),
  token: varchar('token', { length: 64 }).notNull(),
  cardType: varchar('card_type', { length: 32 }).notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  expirationMonth: integer('expiration_month').notNull(),
  expirationYear: integer('expiration_year').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Auto-renew state beyond the profile's flag: renewal promo, failures (spec §4 "Auto-renew", banners). */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  status: varchar('status', { length: 12 }).$type<'active' | 'past_due' | 'cancelled'>().notNull(),
  renewalPromoCode: varchar('renewal_promo_code', { length: 32 }),
  lastFailureAt: tz('last_failure_at'),
  lastFailureMessage: text('last_failure_message'),
  failureCount: integer('failure_count').notNull().default(0),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** One row per renewal try of a card's term; the unique key stops two job runs renewing the same term. */
export const renewalAttempts = pgTable(
  'renewal_attempts',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The expiry being renewed (ISO date), and which try this is for it. */
    termEnd: varchar('term_end', { length: 10 }).notNull(),
    attempt: integer('attempt').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 16 }).$type<'started' | 'renewed' | 'failed'>().notNull(),
    message: text('message'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('renewal_attempts_term').on(t.cardId, t.termEnd, t.attempt)],
);

/**
 * The reminders billing e-mailed (issue 23 item 19): the trial's end, the coming renewal, the ended
 * membership. One per kind, card and term (the card's expiry when it was sent): the unique key makes
 * the job send each once, however often it runs; the row is written with the mail's outbox row.
 */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).$type<'trial-ending' | 'renewal-upcoming' | 'membership-expired'>().notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The card's expiry the reminder was about (ISO date). */
    termEnd: varchar('term_end', { length: 10 }).notNull(),
    mailId: integer('mail_id'),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_reminders_once').on(t.kind, t.cardId, t.termEnd),
    index('billing_reminders_user').on(t.userId, t.sentAt),
  ],
);

/** Gateway notifications already handled (replay safety). */
export const webhookEvents = pgTable('webhook_events', {
  /** SHA-256 of the signed payload. */
  id: varchar('id', { length: 64 }).primaryKey(),
  gateway: varchar('gateway', { length: 16 }).notNull(),
  kind: varchar('kind', { length: 64 }).notNull(),
  subjectId: varchar('subject_id', { length: 64 }),
  receivedAt: tz('received_at').notNull().defaultNow(),
});

/** Who has used which promo code (a member uses a code once). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: varchar('code', { length: 32 })
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);
