// The marketing e-mail list and the campaign modals (issue 19 item 3; docs/decisions/027): the e-mail opt
// modals' content, the double opt-in requests of POST /subscribe, the embedded marketing platform's
// contacts (MARKETING_PROVIDER=embedded; the real platform keeps its own) and the travel-photo contest
// entries, private until staff approve them.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { authUsers } from './identity.ts';

/** Spec §3 "Email opt modal": one per audience (SPC+ or not), both languages. Images are media keys. */
export const emailOptModals = pgTable('email_opt_modals', {
  id: integer('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  textEn: text('text_en').notNull(),
  textFr: text('text_fr').notNull(),
  imageEn: text('image_en').notNull(),
  imageFr: text('image_fr').notNull(),
  imageMobileEn: text('image_mobile_en').notNull(),
  imageMobileFr: text('image_mobile_fr').notNull(),
  isSpcPlus: boolean('is_spc_plus').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

export const emailSubscriptionStatus = pgEnum('email_subscription_status', ['pending', 'confirmed']);

/**
 * One address asked for the list through POST /subscribe: pending until its confirmation link is
 * followed (double opt-in), then confirmed. Only the link token's SHA-256 is kept.
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: serial('id').primaryKey(),
    emailLower: text('email_lower').notNull(),
    deviceId: text('device_id').notNull(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    status: emailSubscriptionStatus('status').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: tz('token_expires_at'),
    sentAt: tz('sent_at').notNull(),
    createdAt: tz('created_at').notNull(),
    confirmedAt: tz('confirmed_at'),
  },
  (t) => [
    uniqueIndex('email_subscriptions_email').on(t.emailLower),
    uniqueIndex('email_subscriptions_token')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
  ],
);

/** The embedded marketing platform's contacts: the e-mail channel on or off, as setUserAttributes left it. */
export const marketingContacts = pgTable('marketing_contacts', {
  emailLower: text('email_lower').primaryKey(),
  userId: text('user_id'),
  language: text('language').notNull(),
  emailSubscribed: boolean('email_subscribed').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

export const travelPhotoStatus = pgEnum('travel_photo_status', ['pending', 'approved', 'rejected']);

/** A member's photo for a contest: bytes in private storage (`storage_key`), shown nowhere until approved. */
export const travelPhotos = pgTable(
  'travel_photos',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The contest's id (catalogue's `contests`; no foreign key: the contests' owner may replace rows). */
    contestId: integer('contest_id').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    caption: text('caption'),
    status: travelPhotoStatus('status').notNull().default('pending'),
    createdAt: tz('created_at').notNull(),
    reviewedAt: tz('reviewed_at'),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [index('travel_photos_contest').on(t.contestId, t.status), index('travel_photos_user').on(t.userId)],
);
