// Careers service reads: the holiday events and the offers each features, in order.
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holidayEventOffers, holidayEvents } from '../../db/schema/index.ts';

export async function findHolidayEvents(db: Db) {
  const [eventRows, links] = await Promise.all([
    db.select().from(holidayEvents).orderBy(asc(holidayEvents.startDate), asc(holidayEvents.id)),
    db
      .select({ eventId: holidayEventOffers.eventId, offerId: holidayEventOffers.offerId })
      .from(holidayEventOffers)
      .orderBy(asc(holidayEventOffers.eventId), asc(holidayEventOffers.position)),
  ]);
  return { eventRows, links };
}

/** The holiday events running at `now` (their pages, /{url_name}, exist only then), with when they started. */
export function findActiveHolidayEvents(db: Db, now: Date): Promise<{ urlName: string; lastmod: number }[]> {
  return db
    .select({
      urlName: holidayEvents.urlName,
      lastmod: sql<number>`(extract(epoch from ${holidayEvents.startDate}) * 1000)::float8`.mapWith(Number),
    })
    .from(holidayEvents)
    .where(and(lte(holidayEvents.startDate, now), gte(holidayEvents.endDate, now)))
    .orderBy(asc(holidayEvents.urlName));
}
