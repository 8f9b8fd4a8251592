// Holiday events (/{url_name}, careers /holiday/active): one running around the seed day and one over,
// each featuring the most viewed live offers of different partners. Dates are relative to the seed day,
// so a seed run on any day has an active event; no random draws, so the other seeded rows stay as they were.
import type { holidayEventOffers, holidayEvents } from '../schema/holiday.ts';
import { type BuiltOffer, DAY_MS } from './build-offers.ts';

export type HolidayEventRow = typeof holidayEvents.$inferInsert;
export type HolidayEventOfferRow = typeof holidayEventOffers.$inferInsert;

interface HolidayEventSeed {
  urlName: string;
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  /** Days from the seed day to the first day, and to the last day (included). */
  startOffsetDays: number;
  endOffsetDays: number;
  size: number;
}

/** The url names are single path segments: none may be a page's own path (/deals, /about…). */
export const HOLIDAY_EVENT_SEEDS: readonly HolidayEventSeed[] = [
  {
    urlName: 'holiday-deals',
    titleEn: 'Holiday deals',
    titleFr: 'Aubaines des Fêtes',
    descriptionEn: 'Gifts, treats and nights out for less: our partners’ best student discounts for the holidays.',
    descriptionFr:
      'Cadeaux, gâteries et sorties à petit prix : les meilleurs rabais étudiants de nos partenaires pour les Fêtes.',
    startOffsetDays: -3,
    endOffsetDays: 11,
    size: 8,
  },
  {
    urlName: 'spring-break',
    titleEn: 'Spring break deals',
    titleFr: 'Aubaines de la relâche',
    descriptionEn: 'A week off classes, and discounts to make the most of it.',
    descriptionFr: 'Une semaine sans cours, et des rabais pour en profiter.',
    startOffsetDays: -60,
    endOffsetDays: -53,
    size: 6,
  },
];

/** Live offers, most viewed first, at most one per partner. */
function mostViewedOfDifferentPartners(offers: readonly BuiltOffer[]): BuiltOffer[] {
  const seen = new Set<number>();
  return offers
    .filter((offer) => offer.state === 'live')
    .toSorted((a, b) => (b.row.views ?? 0) - (a.row.views ?? 0) || a.row.offerId - b.row.offerId)
    .filter((offer) => {
      if (seen.has(offer.row.partnerId)) return false;
      seen.add(offer.row.partnerId);
      return true;
    });
}

export function buildHolidayEvents(
  day: Date,
  offers: readonly BuiltOffer[],
): { holidayEvents: HolidayEventRow[]; holidayEventOffers: HolidayEventOfferRow[] } {
  const candidates = mostViewedOfDifferentPartners(offers);
  const events: HolidayEventRow[] = [];
  const links: HolidayEventOfferRow[] = [];
  let next = 0;
  HOLIDAY_EVENT_SEEDS.forEach(({ startOffsetDays, endOffsetDays, size, ...seed }, index) => {
    const id = index + 1;
    events.push({
      id,
      ...seed,
      startDate: new Date(day.getTime() + startOffsetDays * DAY_MS),
      endDate: new Date(day.getTime() + (endOffsetDays + 1) * DAY_MS - 1000),
    });
    const picked = candidates.slice(next, next + size);
    if (picked.length < size) throw new Error(`Not enough live offers for the holiday event ${seed.urlName}`);
    next += size;
    picked.forEach((offer, position) =>
      links.push({ eventId: id, offerId: offer.row.offerId, position: position + 1 }),
    );
  });
  return { holidayEvents: events, holidayEventOffers: links };
}
