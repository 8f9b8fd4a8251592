// Using the membership (issue 7; docs/api-member-offers.md): revealed codes, recorded clicks on offer
// links, the uses (`member_savings`, one per member, offer and day: the view count) and, issue 23 item
// 12, the members' "Did it work?" answers (the savings) and the codes that keep failing. Favourites and saved lists are in people.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { CLICK_KINDS, FEEDBACK_REASONS, REDEMPTION_CHANNELS } from '@spc/domain/member-offers';
import { displayKind, offerCodes, offers } from './catalogue.ts';
import { tz } from './columns.ts';
import { userProfiles } from './people.ts';

export const redemptionChannel = pgEnum('redemption_channel', REDEMPTION_CHANNELS);
export const clickKind = pgEnum('click_kind', CLICK_KINDS);

/**
 * A code revealed to a member. One live row per member and offer (the same code is shown again);
 * DELETE /redeemedcode/{id} sets `deleted_at`. A pooled code (`code_id`) stays handed out for good,
 * so an upload_unique code is never given to anyone else.
 */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    codeId: integer('code_id').references(() => offerCodes.id),
    code: text('code'),
    displayKind: displayKind('display_kind').notNull(),
    channel: redemptionChannel('channel').notNull(),
    /** Revealed on the website (true) or from the browser extension (false). */
    fromWebsite: boolean('from_website').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    uniqueIndex('offer_redemptions_live')
      .on(t.userId, t.offerId)
      .where(sql`${t.deletedAt} is null`),
    index('offer_redemptions_user').on(t.userId, t.createdAt),
    // Partner analytics' rollup reads a day of first reveals (issue 20 item 5).
    index('offer_redemptions_created').on(t.createdAt),
  ],
);

/** Spec §3 "Click tracking entry": every followed offer link and revealed code, with its id and time. */
export const offerClicks = pgTable(
  'offer_clicks',
  {
    /** Random id, sent to the partner as the affiliate marker (`spc_click`). */
    id: varchar('id', { length: 40 }).primaryKey(),
    userId: text('user_id').references(() => userProfiles.userId, { onDelete: 'set null' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    kind: clickKind('kind').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('offer_clicks_offer').on(t.offerId, t.createdAt),
    index('offer_clicks_user').on(t.userId),
    // Partner analytics' rollup reads a day of clicks (issue 20 item 5).
    index('offer_clicks_created').on(t.createdAt),
  ],
);

/** What a member saved: the offer's value, once per member, offer and day (UTC). */
export const memberSavings = pgTable(
  'member_savings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    valueCents: integer('value_cents').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId, t.day] }),
    index('member_savings_user').on(t.userId, t.createdAt),
  ],
);

export const feedbackReason = pgEnum('feedback_reason', FEEDBACK_REASONS);

/**
 * Issue 23 item 12, "Did it work?": the member's answer for one redemption (a new answer replaces it).
 * A "yes" is what counts as a saving (the offer's value, an estimate); the answers of the last 30 days
 * make the offer's code health and flag a code that keeps failing.
 */
export const redemptionFeedback = pgTable(
  'redemption_feedback',
  {
    redemptionId: integer('redemption_id')
      .primaryKey()
      .references(() => offerRedemptions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.userId, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    worked: boolean('worked').notNull(),
    reason: feedbackReason('reason'),
    /** The offer's value when the member said it worked (the saving, an estimate). */
    valueCents: integer('value_cents').notNull(),
    answeredAt: tz('answered_at').notNull().defaultNow(),
  },
  (t) => [
    index('redemption_feedback_offer').on(t.offerId, t.answeredAt),
    index('redemption_feedback_user').on(t.userId, t.answeredAt),
    // Partner analytics' rollup finds the answers given since its last pass (issue 20 item 5).
    index('redemption_feedback_answered').on(t.answeredAt),
    check('redemption_feedback_reason', sql`(${t.worked}) = (${t.reason} is null)`),
  ],
);

/**
 * A code that keeps failing (CODE_FLAG_RULE), for staff: one open row per offer (`cleared_at` null) until
 * the answers recover; `alerted_at` is set when the staff e-mail is queued (once per flag).
 */
export const flaggedCodes = pgTable(
  'flagged_codes',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    /** The shared code when the offer has one (static), else null (codes per member). */
    code: text('code'),
    answers: integer('answers').notNull(),
    failed: integer('failed').notNull(),
    flaggedAt: tz('flagged_at').notNull().defaultNow(),
    alertedAt: tz('alerted_at'),
    clearedAt: tz('cleared_at'),
  },
  (t) => [
    uniqueIndex('flagged_codes_open')
      .on(t.offerId)
      .where(sql`${t.clearedAt} is null`),
  ],
);
