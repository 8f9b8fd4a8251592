// Partner analytics' daily rows (issue 20 item 5, decision 036): per offer and UTC day, and per partner
// and UTC day, the offer page's views, the links followed, the codes revealed and the confirmed savings.
// The rollup job (modules/staff-analytics) recomputes whole days from the owners' rows (redeem's clicks
// and answers, analytics' page views); the console reads only these tables, so a period's figures cost
// an index range, whatever the number of offers or raw events.
import { bigint, date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

const counts = {
  views: integer('views').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  reveals: integer('reveals').notNull().default(0),
  savingsCents: bigint('savings_cents', { mode: 'number' }).notNull().default(0),
};

/** One row per offer and day with any activity (no FK: a row outlives an offer's deletion, like a report). */
export const offerStatsDaily = pgTable(
  'offer_stats_daily',
  {
    offerId: integer('offer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The offer's partner when the day was counted. */
    partnerId: integer('partner_id').notNull(),
    ...counts,
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.day] }),
    index('offer_stats_daily_partner_day').on(t.partnerId, t.day),
    index('offer_stats_daily_day').on(t.day),
  ],
);

/** The same, summed per partner: a partner's year is 366 rows at most. */
export const partnerStatsDaily = pgTable(
  'partner_stats_daily',
  {
    partnerId: integer('partner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...counts,
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.day] }), index('partner_stats_daily_day').on(t.day)],
);

/** The same, summed over the site: a year of the site's days is 366 rows. */
export const siteStatsDaily = pgTable('site_stats_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...counts,
});

/** The rollup's one row: when its last pass started and finished (the console's "figures as of"). */
export const offerStatsRollup = pgTable('offer_stats_rollup', {
  id: smallint('id').primaryKey(),
  lastStartedAt: tz('last_started_at').notNull(),
  lastFinishedAt: tz('last_finished_at').notNull(),
});
