// The coffee-chain rewards programme (spec §3 "Partner linking"; DESIGN.md "External services"): the
// embedded programme's own accounts, the links between SPC members and rewards accounts, and the
// addresses members left before they had a membership (pre-links).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { authUsers } from './identity.ts';

/** The embedded programme's members, by address (REWARDS_PROVIDER=embedded; the real one keeps its own). */
export const rewardsAccounts = pgTable('rewards_accounts', {
  emailLower: text('email_lower').primaryKey(),
  firstName: text('first_name').notNull(),
  points: integer('points').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/**
 * A member's link to a rewards account. Unlinking keeps the row (`unlinked_at`), so the history stays;
 * at most one active link per member and per rewards account.
 */
export const rewardsLinks = pgTable(
  'rewards_links',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    rewardsEmailLower: text('rewards_email_lower').notNull(),
    linkedAt: tz('linked_at').notNull(),
    unlinkedAt: tz('unlinked_at'),
  },
  (t) => [
    uniqueIndex('rewards_links_active_member')
      .on(t.userId)
      .where(sql`${t.unlinkedAt} is null`),
    uniqueIndex('rewards_links_active_account')
      .on(t.rewardsEmailLower)
      .where(sql`${t.unlinkedAt} is null`),
    index('rewards_links_user').on(t.userId),
  ],
);

/** The rewards address a member left before holding a membership (one per member; replaced when re-sent). */
export const rewardsPreLinks = pgTable('rewards_pre_links', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  rewardsEmailLower: text('rewards_email_lower').notNull(),
  createdAt: tz('created_at').notNull(),
});
