// Careers service reads: the holiday events and the offers each features, in order.
import { asc } from 'drizzle-orm';
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
