// Holiday events (spec §2 "/{id} is a catch-all holiday event page", §7 careers /holiday/active): the
// events running now, each with its listed offers in the event's order. The contract is
// docs/api-partners.md ("Holiday events").
import { z } from 'zod';
import { offerSchema, partnerSchema } from './offers.ts';

export const holidayEventSchema = z.object({
  id: z.number().int(),
  /** The event page's path segment: /{url_name}. */
  url_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  /** Epoch ms; the event is active from start_date to end_date, both included. */
  start_date: z.number().int(),
  end_date: z.number().int(),
  /** The ids of `offers`, in the event's order. */
  offer_ids: z.array(z.number().int()),
  /** The event's offers that are listed now (a delisted, expired or not yet started one is left out). */
  offers: z.array(offerSchema),
});
export type HolidayEvent = z.infer<typeof holidayEventSchema>;

/** GET /api/careers/holiday/active: the events running now, the earliest started first. */
export const activeHolidayEventsResponseSchema = z.object({
  holiday_events: z.array(holidayEventSchema),
  partners_by_id: z.record(z.string(), partnerSchema),
});
export type ActiveHolidayEventsResponse = z.infer<typeof activeHolidayEventsResponseSchema>;
