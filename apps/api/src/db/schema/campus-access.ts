// Campus access and back-to-school events (issue 18 items 5–6; packages/domain/src/campus-access.ts and
// bts.ts hold the rules): campus code pools, campus members (spec §6), school-portal tokens (stored as
// hashes only), events with their link's window, the members who joined one, the back-to-school market
// offers and who ordered which.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { authUsers } from './identity.ts';
import { campuses } from './students.ts';

/** One code of a campus's pool: typed in the campus code modal, or handed out at an event's join. */
export const campusCodes = pgTable(
  'campus_codes',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    /** Upper-case letters, digits and dashes. */
    code: text('code').notNull(),
    /** Null while in the pool; the member it went to. */
    redeemedBy: text('redeemed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    redeemedAt: tz('redeemed_at'),
    /** A code may stop working at the end of a school year; null → no end. */
    validUntil: tz('valid_until'),
  },
  (t) => [
    uniqueIndex('campus_codes_code').on(t.code),
    index('campus_codes_pool').on(t.campusId, t.redeemedAt),
    check('campus_codes_format', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9-]{4,18}[A-Z0-9]$'`),
  ],
);

export const CAMPUS_MEMBER_SOURCES = ['code', 'event', 'portal'] as const;
export type CampusMemberSource = (typeof CAMPUS_MEMBER_SOURCES)[number];

/** Spec §6: a campus member is tied to one campus (the one their code, event or portal named). */
export const campusMembers = pgTable(
  'campus_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    source: text('source').$type<CampusMemberSource>().notNull(),
    /** The membership card the campus gave (cards.id, membership-card's). */
    cardId: integer('card_id'),
    joinedAt: tz('joined_at').notNull(),
  },
  (t) => [index('campus_members_campus').on(t.campusId)],
);

/** A school-portal token mailed to a school address; a newer one for the address replaces it. */
export const schoolPortalTokens = pgTable(
  'school_portal_tokens',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    schoolEmail: text('school_email').notNull(),
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    /** Set when a newer token for the same address took its place. */
    replacedAt: tz('replaced_at'),
    /** Set when the card was registered with it (the address has had its SPC membership). */
    redeemedAt: tz('redeemed_at'),
  },
  (t) => [
    uniqueIndex('school_portal_tokens_hash').on(t.tokenHash),
    index('school_portal_tokens_email').on(t.schoolEmail),
  ],
);

/** A back-to-school event on a campus; its link (/bts-2025?event_id=…&campus_id=…) works while it runs. */
export const btsEvents = pgTable(
  'bts_events',
  {
    id: serial('id').primaryKey(),
    /** The link's event_id. */
    eventId: text('event_id').notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    locationEn: text('location_en').notNull(),
    locationFr: text('location_fr').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
  },
  (t) => [
    uniqueIndex('bts_events_event_id').on(t.eventId),
    index('bts_events_campus').on(t.campusId, t.endsAt),
    check('bts_events_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member who joined at an event (the back-to-school join modal). */
export const btsEventJoins = pgTable(
  'bts_event_joins',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => btsEvents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    joinedAt: tz('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('bts_event_joins_user').on(t.userId)],
);

/** The back-to-school market's offers (store /bts-market-offers): one code per member who orders. */
export const btsMarketOffers = pgTable('bts_market_offers', {
  id: serial('id').primaryKey(),
  partnerName: text('partner_name').notNull(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  /** Codes are this prefix and a part drawn for the member. */
  codePrefix: text('code_prefix').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A member's order of a market offer (partners /contest/bts/order lists them); once per offer. */
export const btsOfferOrders = pgTable(
  'bts_offer_orders',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => btsMarketOffers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    orderedAt: tz('ordered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.userId] }), index('bts_offer_orders_user').on(t.userId)],
);
