// First-party analytics (issue 21 item 2, decision 028): `analytics_events`, one row per event, indexed
// by UTC day (the unit of retention and reporting), kept 13 months; then the retention job folds each
// day into `analytics_daily` (counts only, nobody's id) and deletes the raw rows. Written only for
// browsers whose spc_consent cookie turned analytics on; `user_id` and `properties` hold personal data
// only then, and account deletion anonymises them (modules/analytics `forgetMember`).
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { authUsers } from './identity.ts';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** EVENT_TYPES: page_view, search, reveal, sign_up, purchase, identify. */
    type: text('type').notNull(),
    /** The UTC day of `occurred_at`: what the report and the retention job select on. */
    day: date('day', { mode: 'string' }).notNull(),
    occurredAt: tz('occurred_at').notNull(),
    /** A tab's random visit id (sessionStorage): it names nobody. */
    visitId: text('visit_id').notNull(),
    /** The signed-in user, only with analytics consent; null for visitors and after deletion. */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    language: text('language').notNull(),
    /** The type's fields (search query and count, offer id, §3 purchase fields, §3 user properties). */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_day_type').on(t.day, t.type), index('analytics_events_user').on(t.userId, t.type)],
);

/** One row per UTC day, type and key (a page view's path, a search's query, else ''). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    events: integer('events').notNull(),
    /** Distinct visits that day. */
    visits: integer('visits').notNull(),
    /** Searches that found nothing (type search only). */
    emptyResults: integer('empty_results').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.key] })],
);
