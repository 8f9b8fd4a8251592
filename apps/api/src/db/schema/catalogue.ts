// The catalogue (spec §3): partners, their offers, categories, tags, collections, legal texts,
// contests and ads. One pg-core schema serves PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { COLLECTION_KINDS } from '@spc/domain/catalogue-responses';
import { AD_DISPLAY_PAGES, CODE_TYPES, DISPLAY_KINDS, OFFER_STATUSES } from '@spc/domain/offers';

export const codeType = pgEnum('code_type', CODE_TYPES);
export const displayKind = pgEnum('display_kind', DISPLAY_KINDS);
export const offerStatus = pgEnum('offer_status', OFFER_STATUSES);
export const adDisplayPage = pgEnum('ad_display_page', AD_DISPLAY_PAGES);
export const collectionKind = pgEnum('collection_kind', COLLECTION_KINDS);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  urlName: varchar('url_name', { length: 64 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    urlName: varchar('url_name', { length: 64 }).notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
  },
  (t) => [uniqueIndex('subcategories_category_url_name').on(t.categoryId, t.urlName)],
);

export const partners = pgTable('partners', {
  partnerId: integer('partner_id').primaryKey(),
  partnerName: text('partner_name').notNull(),
  /** Lower-cased, accent-free partner name (`partnerSortKey` in packages/domain) for the alphabetical sort. */
  sortName: text('sort_name').notNull(),
  urlName: varchar('url_name', { length: 80 }).notNull().unique(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  websiteUrl: text('website_url'),
  /** Generated SVG logo, served by the API (no external images). */
  logoSvg: text('logo_svg').notNull(),
  isBank: boolean('is_bank').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Stores where in-store offers can be used, for distance filtering. */
export const partnerLocations = pgTable(
  'partner_locations',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    province: varchar('province', { length: 2 }).notNull(),
    postalCode: varchar('postal_code', { length: 7 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('partner_locations_partner').on(t.partnerId)],
);

export const offers = pgTable(
  'offers',
  {
    offerId: integer('offer_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    online: boolean('online').notNull(),
    inStore: boolean('in_store').notNull(),
    isSpcPlus: boolean('is_spc_plus').notNull().default(false),
    /** Issue 18 item 7: only verified students may use it (gated like SPC+; decision 024). */
    verifiedStudentsOnly: boolean('verified_students_only').notNull().default(false),
    isLimitedTime: boolean('is_limited_time').notNull().default(false),
    ltoStartDate: tz('lto_start_date'),
    ltoEndDate: tz('lto_end_date'),
    isNewOffer: boolean('is_new_offer').notNull().default(false),
    isNewPartner: boolean('is_new_partner').notNull().default(false),
    views: integer('views').notNull().default(0),
    discountRank: integer('discount_rank').notNull().default(0),
    startDate: tz('start_date').notNull(),
    /** After this the offer is expired ('Offer expired'); null means open-ended. */
    endDate: tz('end_date'),
    status: offerStatus('status').notNull().default('active'),
    codeType: codeType('code_type').notNull(),
    displayKind: displayKind('display_kind').notNull(),
    /** The code shown for static code types. */
    staticCode: text('static_code'),
    websiteUrl: text('website_url'),
    /** What a member saves by using the offer, in cents, for the savings tally. */
    valueCents: integer('value_cents').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('offers_partner').on(t.partnerId),
    index('offers_category').on(t.categoryId),
    // One index per sort of spec §4, in the sort's own order, so a page is read off the index
    // instead of sorting every listed offer (alphabetical sorts on the partner's key).
    index('offers_views_order').on(t.views.desc().nullsFirst(), t.offerId),
    index('offers_discount_order').on(t.discountRank.desc().nullsFirst(), t.views.desc().nullsFirst(), t.offerId),
    index('offers_new_order').on(t.startDate.desc().nullsFirst(), t.offerId),
    check('offers_channel', sql`${t.online} or ${t.inStore}`),
    check(
      'offers_lto_window',
      sql`not ${t.isLimitedTime} or (${t.ltoStartDate} is not null and ${t.ltoEndDate} is not null and ${t.ltoStartDate} <= ${t.ltoEndDate})`,
    ),
  ],
);

export const offerSubcategories = pgTable(
  'offer_subcategories',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.subcategoryId] }), index('offer_subcategories_sub').on(t.subcategoryId)],
);

/** Per-offer legal text (the offer page's "legal"). */
export const offerLegal = pgTable('offer_legal', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offers.offerId, { onDelete: 'cascade' }),
  legalEn: text('legal_en').notNull(),
  legalFr: text('legal_fr').notNull(),
});

/** Pool of codes for upload_unique / upload_random code types; unique ones are handed out once. */
export const offerCodes = pgTable(
  'offer_codes',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    assignedUserId: text('assigned_user_id'),
    assignedAt: tz('assigned_at'),
  },
  (t) => [
    uniqueIndex('offer_codes_offer_code').on(t.offerId, t.code),
    index('offer_codes_free').on(t.offerId, t.assignedUserId),
  ],
);

/**
 * A code pool's settings (issue 20 item 3), one row per pooled offer that has any: the staff e-mail goes
 * out when the free codes fall under `low_threshold` (0: never), once until the pool is refilled
 * (`low_alerted_at` is cleared by an upload that brings it back up, or a new threshold).
 */
export const offerCodePools = pgTable(
  'offer_code_pools',
  {
    offerId: integer('offer_id')
      .primaryKey()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    lowThreshold: integer('low_threshold').notNull().default(0),
    lowAlertedAt: tz('low_alerted_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('offer_code_pools_threshold', sql`${t.lowThreshold} >= 0`)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export const offerTags = pgTable(
  'offer_tags',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.tagId] }), index('offer_tags_tag').on(t.tagId)],
);

export const collections = pgTable('collections', {
  id: integer('id').primaryKey(),
  urlName: varchar('url_name', { length: 80 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** `weekly` collections are the weekly deals (/weekly-deals/{id}), dated by their week. */
  kind: collectionKind('kind').notNull().default('collection'),
  startDate: tz('start_date'),
  endDate: tz('end_date'),
});

export const collectionOffers = pgTable(
  'collection_offers',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.offerId] })],
);

/** Site-wide legal texts (spec §3 "Terms"): `terms`, `deals` disclaimer, … */
export const legalTexts = pgTable('legal_texts', {
  key: varchar('key', { length: 64 }).primaryKey(),
  termEnCa: text('term_en_ca').notNull(),
  termEnUs: text('term_en_us').notNull(),
  termFrCa: text('term_fr_ca').notNull(),
});

export const contests = pgTable('contests', {
  id: integer('id').primaryKey(),
  urlName: varchar('url_name', { length: 80 }).notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  ruleEn: text('rule_en').notNull(),
  ruleFr: text('rule_fr').notNull(),
  startDate: tz('start_date').notNull(),
  endDate: tz('end_date').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  autoLogin: boolean('auto_login').notNull().default(false),
});

export const ads = pgTable('ads', {
  id: integer('id').primaryKey(),
  isClickable: boolean('is_clickable').notNull(),
  urlEn: text('url_en'),
  urlFr: text('url_fr'),
  imageEn: text('image_en').notNull(),
  imageFr: text('image_fr').notNull(),
  imageMobileEn: text('image_mobile_en').notNull(),
  imageMobileFr: text('image_mobile_fr').notNull(),
  displayPage: adDisplayPage('display_page').notNull(),
  displayPeriod: integer('display_period').notNull(),
  displayCooldownHours: integer('display_cooldown_hours').notNull(),
  displayCount: integer('display_count').notNull(),
  isSpcPlus: boolean('is_spc_plus').notNull().default(false),
  active: boolean('active').notNull().default(true),
});
