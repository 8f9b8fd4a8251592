// Holiday events (spec §2 "/{id} is a catch-all holiday event page", §7 careers /holiday/active): a page
// at /{url_name} while the event runs, featuring catalogue offers in the event's order.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { offers } from './catalogue.ts';
import { tz } from './columns.ts';

export const holidayEvents = pgTable(
  'holiday_events',
  {
    id: integer('id').primaryKey(),
    /** The page's single path segment: /{url_name}. */
    urlName: varchar('url_name', { length: 80 }).notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    /** The event is active from start_date to end_date, both included (like contests). */
    startDate: tz('start_date').notNull(),
    endDate: tz('end_date').notNull(),
  },
  (t) => [check('holiday_events_window', sql`${t.startDate} <= ${t.endDate}`)],
);

/** The offers an event features, in order (like collection_offers). */
export const holidayEventOffers = pgTable(
  'holiday_event_offers',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => holidayEvents.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.offerId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.offerId] }), index('holiday_event_offers_offer').on(t.offerId)],
);
