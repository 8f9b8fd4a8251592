// The people side (spec §3 "User profile", "Registration", "Card", "Favourites", "Saved list",
// "Referral"). `user_id` is our user id, which the spec calls firebase_uid: the auth user's id, so
// deleting the auth user cascades to everything they own.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { CARD_STATUSES, COBRANDS } from '@spc/domain/cards';
import { COUNTRIES, LANGUAGES } from '@spc/domain/constants';
import { GENDERS, SCHOOL_TYPES } from '@spc/domain/users';
import { offers, categories } from './catalogue.ts';
import { authUsers } from './identity.ts';

export const CARD_SOURCES = ['retail', 'online', 'guest', 'trial', 'vip', 'bank', 'appstore', 'campus'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];

export const language = pgEnum('language', LANGUAGES);
export const country = pgEnum('country', COUNTRIES);
export const gender = pgEnum('gender', GENDERS);
export const schoolType = pgEnum('school_type', SCHOOL_TYPES);
export const cobrand = pgEnum('cobrand', COBRANDS);
export const cardStatus = pgEnum('card_status', CARD_STATUSES);

export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  emailLower: text('email_lower').notNull().unique(),
  language: language('language').notNull().default('en'),
  country: country('country').notNull().default('ca'),
  postal: varchar('postal', { length: 7 }),
  birthDate: date('birth_date', { mode: 'string' }),
  gender: gender('gender'),
  schoolType: schoolType('school_type'),
  schoolName: text('school_name'),
  international: boolean('international').notNull().default(false),
  province: varchar('province', { length: 2 }),
  referredBy: text('referred_by'),
  isAutoRenew: boolean('is_auto_renew').notNull().default(false),
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  themeId: integer('theme_id'),
  /** Alerts policy preference (spec §4 "Policy-update notification"). */
  alertsPolicy: integer('alerts_policy').notNull().default(0),
  /**
   * The privacy policy version (content `legal_versions`) the member accepted: at sign-up, then each
   * time they acknowledge the policy-update notice. Null → none yet (members from before versions).
   */
  privacyVersion: integer('privacy_version'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const registrations = pgTable('registrations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  membershipType: varchar('membership_type', { length: 32 }),
  registered: boolean('registered').notNull().default(false),
  hasCard: boolean('has_card').notNull().default(false),
  bmo: boolean('bmo').notNull().default(false),
  /** Affiliate marker and token stored at registration (spec §3 "Stored cookies"). */
  affiliate: jsonb('affiliate').$type<Record<string, string>>(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    cardNumber: varchar('card_number', { length: 16 }).notNull().unique(),
    csv: varchar('csv', { length: 3 }).notNull(),
    cobrand: cobrand('cobrand').notNull().default('spc'),
    status: cardStatus('status').notNull().default('inactive'),
    /** Null until the card is activated. */
    expiryDate: tz('expiry_date'),
    /** Null for retail cards that nobody has activated yet. */
    userId: text('user_id').references(() => userProfiles.userId, { onDelete: 'set null' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    isGTicket: boolean('is_g_ticket').notNull().default(false),
    isOnlinePurchased: boolean('is_online_purchased').notNull().default(false),
    isFreeTrial: boolean('is_free_trial').notNull().default(false),
    campus: text('campus'),
    retailer: text('retailer'),
    /** Spec §3 "Special-card result": VIP and high-school cards (the golden ticket is is_g_ticket). */
    isVip: boolean('is_vip').notNull().default(false),
    isHighSchool: boolean('is_high_school').notNull().default(false),
    /** How the card came to be (issue 6): retail pack, online purchase, guest purchase, trial, VIP, bank, app store. */
    source: varchar('source', { length: 16 }).$type<CardSource>(),
    /** Shown after activation (/activate/incentive); activation_incentives.id (membership.ts). */
    incentiveId: integer('incentive_id'),
    activatedAt: tz('activated_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cards_user').on(t.userId),
    check('cards_number_format', sql`${t.cardNumber} ~ '^6018[0-9]{12}$'`),
    check('cards_csv_format', sql`${t.csv} ~ '^[0-9]{3}$'`),
  ],
);

export const favouriteOffers = pgTable(
  'favourite_offers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);

export const favouriteCategories = pgTable(
  'favourite_categories',
  {
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

export const savedLists = pgTable(
  'saved_lists',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_lists_user_name').on(t.userId, t.name)],
);

export const savedListOffers = pgTable(
  'saved_list_offers',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.offerId] })],
);

export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => userProfiles.userId, { onDelete: 'cascade' }),
  referralCode: varchar('referral_code', { length: 32 }).notNull().unique(),
  referralCount: integer('referral_count').notNull().default(0),
  referralRedemptionCount: integer('referral_redemption_count').notNull().default(0),
});
