// Ways into a membership besides buying one (issue 6; docs/api-membership.md): incentives shown after
// activating a card, VIP codes and who redeemed them, who referred whom, and the record of each
// upgrade to SPC+ (what it cancelled, and whether the member must cancel an app-store membership).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { offers } from './catalogue.ts';
import { cards, userProfiles } from './people.ts';

export const activationIncentives = pgTable('activation_incentives', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  offerId: integer('offer_id').references(() => offers.offerId, { onDelete: 'set null' }),
});

export const vipCodes = pgTable(
  'vip_codes',
  {
    /** Upper-case. */
    code: varchar('code', { length: 64 }).primaryKey(),
    validUntil: tz('valid_until'),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'vip_codes_redemptions',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

export const vipRedemptions = pgTable(
  'vip_redemptions',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 })
      .notNull()
      .references(() => vipCodes.code, { onDelete: 'cascade' }),
    emailLower: text('email_lower').notNull(),
    userId: text('user_id').references(() => userProfiles.userId, { onDelete: 'set null' }),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  // One VIP membership per address and code.
  (t) => [uniqueIndex('vip_redemptions_code_email').on(t.code, t.emailLower)],
);

export const referralRedemptions = pgTable('referral_redemptions', {
  /** A member is referred once. */
  refereeUserId: text('referee_user_id')
    .primaryKey()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  referrerUserId: text('referrer_user_id')
    .notNull()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  source: varchar('source', { length: 32 }),
  /** Set when the referred member first pays (counts in referral_redemption_count). */
  purchasedAt: tz('purchased_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const membershipUpgrades = pgTable('membership_upgrades', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  /** The SPC+ card the upgrade registered. */
  cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
  /** The membership it replaced, if any. */
  previousCardId: integer('previous_card_id').references(() => cards.id, { onDelete: 'set null' }),
  upgradeType: varchar('upgrade_type', { length: 16 }).$type<'vip' | 'braintree' | 'appstore' | 'none'>().notNull(),
  manualCancellationRequired: boolean('manual_cancellation_required').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
});
