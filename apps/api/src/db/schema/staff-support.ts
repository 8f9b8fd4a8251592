// The staff console's member support (issue 20 item 3, decision 035): the refunds staff made through
// the payment gateway. One row per refunded order (unique), written "started" before the gateway is
// asked, so two admins (or two keys) cannot refund one order twice, then "done" in the transaction that
// marks the order refunded. A "started" row older than the in-flight limit is a refund whose outcome
// was lost (a crash between the gateway and our commit) and may be tried again.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { authUsers } from './identity.ts';
import { orders } from './store.ts';

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The admin who asked (kept if their account goes: the audit trail names them too). */
    staffUserId: text('staff_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** Whether the membership the order paid for was ended with the refund. */
    endMembership: boolean('end_membership').notNull().default(false),
    state: varchar('state', { length: 8 }).$type<'started' | 'done'>().notNull().default('started'),
    /** What the gateway did: voided an unsettled charge or refunded a settled one. */
    gatewayOutcome: varchar('gateway_outcome', { length: 8 }).$type<'voided' | 'refunded'>(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    check('order_refunds_state', sql`${t.state} in ('started', 'done')`),
    check('order_refunds_amount', sql`${t.amountCents} > 0`),
  ],
);
