// Back-to-school events (issue 18 item 6; spec §2 /bts-2025 (event_id, campus_id), /bts-easy-promo, the
// back-to-school join modal; §7 store /verifyEventId (headers event_id, optional campus_id),
// /bts-market-offers, partners /contest/bts/order (firebase_uid); §8 'Active event link is available').
// An event runs on a campus between two instants; its link works only meanwhile.
import { z } from 'zod';
import { campusMembershipResponseSchema } from './campus-access.ts';
import { safeText } from './input-rules.ts';

/** The event id of a link: lower-case letters, digits and dashes (bts-mcgill-2025). */
export const EVENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,62}[a-z0-9]$/;

export const BTS_MESSAGES = {
  /** Spec §8, verbatim. */
  ACTIVE_EVENT_LINK: 'Active event link is available',
  EVENT_NOT_FOUND: 'This event link is not valid',
  EVENT_NOT_STARTED: 'This event has not started yet: its link works from its first day',
  EVENT_ENDED: 'This event has ended: its link no longer works',
  CAMPUS_MISMATCH: 'This event link is not for this campus',
  OFFER_NOT_FOUND: 'No back-to-school offer has this id',
  FIREBASE_UID_MISMATCH: 'firebase_uid must be the signed-in member',
} as const;
export type BtsErrorCode = keyof typeof BTS_MESSAGES;

export const EVENT_STATES = ['upcoming', 'active', 'ended'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** Where an event stands at `now`: its link works from `startsAt` until `endsAt` (exclusive). */
export function eventStateAt(startsAt: Date, endsAt: Date, now: Date): EventState {
  if (now.getTime() < startsAt.getTime()) return 'upcoming';
  if (now.getTime() < endsAt.getTime()) return 'active';
  return 'ended';
}

export const eventIdSchema = safeText({ error: BTS_MESSAGES.EVENT_NOT_FOUND })
  .trim()
  .toLowerCase()
  .regex(EVENT_ID_PATTERN, BTS_MESSAGES.EVENT_NOT_FOUND);

const campusIdSchema = z.coerce
  .number({ error: BTS_MESSAGES.CAMPUS_MISMATCH })
  .int(BTS_MESSAGES.CAMPUS_MISMATCH)
  .positive(BTS_MESSAGES.CAMPUS_MISMATCH)
  .max(2_147_483_647, BTS_MESSAGES.CAMPUS_MISMATCH);

/** GET /api/store/verifyEventId: the event in headers (spec §7). */
export const verifyEventHeadersSchema = z.object({ event_id: eventIdSchema, campus_id: campusIdSchema.optional() });

export const btsEventSchema = z.object({
  event_id: z.string(),
  campus_id: z.number().int(),
  campus_url_name: z.string(),
  campus_name_en: z.string(),
  campus_name_fr: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  location_en: z.string(),
  location_fr: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(EVENT_STATES),
});
export type BtsEvent = z.infer<typeof btsEventSchema>;

export const verifyEventResponseSchema = z.object({ message: z.string(), event: btsEventSchema });
export type VerifyEventResponse = z.infer<typeof verifyEventResponseSchema>;

/** GET /api/store/bts/events?campus_id=: a campus page's current and coming events (not the ended). */
export const campusEventsQuerySchema = z.object({ campus_id: campusIdSchema });
export const campusEventsResponseSchema = z.object({ events: z.array(btsEventSchema) });
export type CampusEventsResponse = z.infer<typeof campusEventsResponseSchema>;

/** POST /api/store/bts/join: the back-to-school join modal at a live event. */
export const btsJoinBodySchema = z.strictObject({ event_id: eventIdSchema, campus_id: campusIdSchema });
export type BtsJoinBody = z.output<typeof btsJoinBodySchema>;
export const btsJoinResponseSchema = campusMembershipResponseSchema;

export const btsMarketOfferSchema = z.object({
  id: z.number().int(),
  partner_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  /** The member's code once ordered; null before (and for visitors). */
  code: z.string().nullable(),
});
export type BtsMarketOffer = z.infer<typeof btsMarketOfferSchema>;
export const btsMarketOffersResponseSchema = z.object({ offers: z.array(btsMarketOfferSchema) });
export type BtsMarketOffersResponse = z.infer<typeof btsMarketOffersResponseSchema>;

export const btsOfferParamsSchema = z.object({
  id: z.coerce
    .number({ error: BTS_MESSAGES.OFFER_NOT_FOUND })
    .int(BTS_MESSAGES.OFFER_NOT_FOUND)
    .positive(BTS_MESSAGES.OFFER_NOT_FOUND)
    .max(2_147_483_647, BTS_MESSAGES.OFFER_NOT_FOUND),
});
export const btsOfferOrderResponseSchema = z.object({ offer_id: z.number().int(), code: z.string() });

/** GET /api/partners/contest/bts/order?firebase_uid=: the member's back-to-school orders and events. */
export const btsOrderQuerySchema = z.object({
  firebase_uid: safeText({ error: BTS_MESSAGES.FIREBASE_UID_MISMATCH })
    .min(1, BTS_MESSAGES.FIREBASE_UID_MISMATCH)
    .max(128, BTS_MESSAGES.FIREBASE_UID_MISMATCH),
});
export const btsOrderResponseSchema = z.object({
  orders: z.array(
    z.object({ offer_id: z.number().int(), partner_name: z.string(), code: z.string(), ordered_at: z.string() }),
  ),
  events: z.array(z.object({ event_id: z.string(), joined_at: z.string() })),
});
export type BtsOrderResponse = z.infer<typeof btsOrderResponseSchema>;
