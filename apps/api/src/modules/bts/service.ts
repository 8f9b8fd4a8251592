// Back-to-school events (issue 18 item 6; spec §2 /bts-2025, §7 store /verifyEventId, /bts-market-offers,
// partners /contest/bts/order, §8 'Active event link is available'; packages/domain/src/bts.ts): an
// event's link works between its start and its end; joining at a live event gives the campus card from
// the campus's code pool (campus-access); members order the back-to-school market's offers once each.
import { randomInt } from 'node:crypto';
import {
  BTS_MESSAGES,
  eventStateAt,
  type BtsErrorCode,
  type BtsEvent,
  type BtsJoinBody,
  type BtsMarketOffersResponse,
  type BtsOrderResponse,
  type CampusEventsResponse,
  type VerifyEventResponse,
} from '@spc/domain/bts';
import { CAMPUS_ACCESS_MESSAGES, type CampusMembershipResponse } from '@spc/domain/campus-access';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import type { Member } from '../../plugins/caller.ts';
import * as campusAccess from '../campus-access/service.ts';
import { findValidCards } from '../membership-card/service.ts';
import * as repo from './repository.ts';

const fail = (status: number, code: BtsErrorCode, field?: string) =>
  new HttpError(status, code, BTS_MESSAGES[code], field);

/** Letters without look-alikes (no I, O, 0, 1) for the codes members read out at a till. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const drawCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

async function eventOf(deps: Pick<Deps, 'db'>, row: repo.EventRow, now: Date): Promise<BtsEvent> {
  const campus = await campusAccess.findCampus(deps, row.campusId);
  return {
    event_id: row.eventId,
    campus_id: row.campusId,
    campus_url_name: campus?.url_name ?? '',
    campus_name_en: campus ? `${campus.school_name_en} — ${campus.name_en}` : '',
    campus_name_fr: campus ? `${campus.school_name_fr} — ${campus.name_fr}` : '',
    name_en: row.nameEn,
    name_fr: row.nameFr,
    location_en: row.locationEn,
    location_fr: row.locationFr,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: eventStateAt(row.startsAt, row.endsAt, now),
  };
}

/** The event of a link when it works now; the refusal otherwise (unknown, other campus, not yet, ended). */
async function liveEvent(deps: Pick<Deps, 'db'>, eventId: string, campusId: number | undefined, now: Date) {
  const row = await repo.findEvent(deps.db, eventId);
  if (!row) throw fail(404, 'EVENT_NOT_FOUND', 'event_id');
  if (campusId !== undefined && campusId !== row.campusId) throw fail(404, 'CAMPUS_MISMATCH', 'campus_id');
  const state = eventStateAt(row.startsAt, row.endsAt, now);
  if (state === 'upcoming') throw fail(422, 'EVENT_NOT_STARTED', 'event_id');
  if (state === 'ended') throw fail(410, 'EVENT_ENDED', 'event_id');
  return row;
}

/** GET /api/store/verifyEventId (headers event_id, optional campus_id). */
export async function verifyEvent(
  deps: Pick<Deps, 'db'>,
  eventId: string,
  campusId: number | undefined,
  now: Date,
): Promise<VerifyEventResponse> {
  const row = await liveEvent(deps, eventId, campusId, now);
  return { message: BTS_MESSAGES.ACTIVE_EVENT_LINK, event: await eventOf(deps, row, now) };
}

/** GET /api/store/bts/events?campus_id=: a campus page's events that have not ended. */
export async function getCampusEvents(
  deps: Pick<Deps, 'db'>,
  campusId: number,
  now: Date,
): Promise<CampusEventsResponse> {
  const rows = await repo.findCampusEvents(deps.db, campusId, now);
  return { events: await Promise.all(rows.map((row) => eventOf(deps, row, now))) };
}

/**
 * POST /api/store/bts/join (the back-to-school join modal): at a live event, the next code of the
 * campus's pool and the campus card; the join is recorded with them, in one transaction.
 */
export async function join(
  deps: Pick<Deps, 'db'>,
  member: Member,
  body: BtsJoinBody,
  now: Date,
): Promise<CampusMembershipResponse> {
  const row = await liveEvent(deps, body.event_id, body.campus_id, now);
  return campusAccess.grantFromPool(deps, member, row.campusId, now, (tx) =>
    repo.insertJoin(tx, row.id, member.userId, now),
  );
}

/** GET /api/store/bts-market-offers: the market's offers, with the member's codes when signed in. */
export async function getMarketOffers(deps: Pick<Deps, 'db'>, member: Member | null): Promise<BtsMarketOffersResponse> {
  const [offers, orders] = await Promise.all([
    repo.findMarketOffers(deps.db),
    member ? repo.findOrders(deps.db, member.userId) : Promise.resolve([]),
  ]);
  const codes = new Map(orders.map((order) => [order.offerId, order.code]));
  return {
    offers: offers.map((offer) => ({
      id: offer.id,
      partner_name: offer.partnerName,
      title_en: offer.titleEn,
      title_fr: offer.titleFr,
      description_en: offer.descriptionEn,
      description_fr: offer.descriptionFr,
      code: codes.get(offer.id) ?? null,
    })),
  };
}

/** POST /api/store/bts-market-offers/{id}/order: the member's code for an offer, once ('Already Redeemed Offer'). */
export async function orderMarketOffer(deps: Pick<Deps, 'db'>, member: Member, offerId: number, now: Date) {
  const offer = await repo.findMarketOffer(deps.db, offerId);
  if (!offer) throw fail(404, 'OFFER_NOT_FOUND', 'id');
  if ((await findValidCards(deps.db, member.userId, now)).length === 0) {
    throw new HttpError(403, 'NO_VALID_CARD', 'A membership is needed to order back-to-school offers');
  }
  const code = drawCode(offer.codePrefix);
  if (!(await repo.insertOrder(deps.db, { offerId, userId: member.userId, code, orderedAt: now }))) {
    throw new HttpError(409, 'OFFER_ALREADY_REDEEMED', CAMPUS_ACCESS_MESSAGES.OFFER_ALREADY_REDEEMED, 'id');
  }
  return { offer_id: offerId, code };
}

/** GET /api/partners/contest/bts/order?firebase_uid=: the member's own orders and events only. */
export async function getOrders(
  deps: Pick<Deps, 'db'>,
  member: Member,
  firebaseUid: string,
): Promise<BtsOrderResponse> {
  if (firebaseUid !== member.userId) throw fail(403, 'FIREBASE_UID_MISMATCH', 'firebase_uid');
  const [orders, joins] = await Promise.all([
    repo.findOrders(deps.db, member.userId),
    repo.findJoins(deps.db, member.userId),
  ]);
  return {
    orders: orders.map((order) => ({
      offer_id: order.offerId,
      partner_name: order.partnerName,
      code: order.code,
      ordered_at: order.orderedAt.toISOString(),
    })),
    events: joins.map((entry) => ({ event_id: entry.eventId, joined_at: entry.joinedAt.toISOString() })),
  };
}
