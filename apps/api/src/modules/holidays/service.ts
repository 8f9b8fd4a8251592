// Careers service: the holiday events running now (spec §2 "/{id}", §7 careers /holiday/active), their
// offers listed through the partners module's listing, so an event shows exactly what a listing would.
import type { ActiveHolidayEventsResponse, HolidayEvent } from '@spc/domain/holiday';
import { listedInOrder, type PartnersContext } from '../catalogue/service.ts';
import * as repo from './repository.ts';

/** Events change only when the catalogue is edited or re-seeded: re-read at most once a minute, like collections. */
const EVENTS_TTL_MS = 60_000;

type EventEntry = Omit<HolidayEvent, 'offers'>;

function getAllHolidayEvents({ db, cache }: PartnersContext): Promise<EventEntry[]> {
  return cache.get('careers:holiday-events', EVENTS_TTL_MS, async () => {
    const { eventRows, links } = await repo.findHolidayEvents(db);
    return eventRows.map((event) => ({
      id: event.id,
      url_name: event.urlName,
      title_en: event.titleEn,
      title_fr: event.titleFr,
      description_en: event.descriptionEn,
      description_fr: event.descriptionFr,
      start_date: event.startDate.getTime(),
      end_date: event.endDate.getTime(),
      offer_ids: links.filter((link) => link.eventId === event.id).map((link) => link.offerId),
    }));
  });
}

/** GET /holiday/active: the events whose window holds `now`, each with its offers listed now, in its order. */
export async function getActiveHolidayEvents(
  context: PartnersContext,
  now: Date,
): Promise<ActiveHolidayEventsResponse> {
  const at = now.getTime();
  const active = (await getAllHolidayEvents(context)).filter((event) => event.start_date <= at && at <= event.end_date);
  const list = await listedInOrder(context, [...new Set(active.flatMap((event) => event.offer_ids))], now);
  const byId = new Map(list.offers.map((offer) => [offer.offer_id, offer]));
  return {
    holiday_events: active.map((event) => {
      const offers = event.offer_ids.flatMap((id) => byId.get(id) ?? []);
      return { ...event, offer_ids: offers.map((offer) => offer.offer_id), offers };
    }),
    partners_by_id: list.partners_by_id,
  };
}

/** The holiday events running at `now` with when they started (sitemap.xml lists their pages). */
export const findActiveHolidayEvents = repo.findActiveHolidayEvents;
