// First-party analytics (issue 21 item 2, decision 028): the intake of the browser's batches, the
// member's user properties, the retention job, the report, and what account deletion asks of it.
// Nothing is recorded without analytics consent (the spc_consent cookie the batch arrives with, the one
// rule of packages/domain/src/consent-rules.ts): the intake refuses such a batch whole.
import {
  ageOn,
  eventDay,
  eventPath,
  EVENT_CLOCK_SKEW_MS,
  IDENTIFY_INTERVAL_MS,
  normalizeSearchQuery,
  rawRetentionStart,
  type AnalyticsReport,
  type AnalyticsReportQuery,
  type BrowserEvent,
  type EventBatch,
} from '@spc/domain/analytics';
import { mayStore, type ConsentChoice } from '@spc/domain/consent-rules';
import type { AnalyticsCollector, CollectedEvent } from '../../adapters/analytics/collector.ts';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import type { FindMember } from '../../plugins/caller.ts';
import { findCard } from '../membership-card/service.ts';
import * as repo from './repository.ts';

/** The order fields a purchase event is filled from (purchase's order row; app.ts hands its finder over). */
export interface OrderFacts {
  orderNumber: string;
  userId: string | null;
  kind: 'purchase' | 'guest' | 'renewal';
  status: string;
  paymentMethod: string;
  province: string | null;
  productId: string;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  promoCode: string | null;
  schoolCode: string | null;
  autoRenew: boolean;
  referralCode: string | null;
  cardId: number | null;
}
export type FindOrder = (db: Queryable, orderNumber: string) => Promise<OrderFacts | undefined>;

export interface AnalyticsDeps extends Pick<Deps, 'db' | 'log'> {
  collector: AnalyticsCollector;
  /** The profile owner's answer (the caller plugin's `findMember`). */
  findMember: FindMember;
  findOrder: FindOrder;
}

export const CONSENT_REQUIRED_MESSAGE =
  'Analytics events are accepted only from a browser whose cookie settings allow analytics.';

export interface IntakeRequest {
  batch: EventBatch;
  /** The spc_consent cookie the batch came with (null: none, or unreadable). */
  consent: ConsentChoice | null;
  /** The signed-in user, if any. */
  userId: string | null;
  now: Date;
}

/** The event's time: the browser's, unless its clock is more than a day off (then the arrival's). */
function occurredAt(at: number, now: Date): Date {
  return Math.abs(at - now.getTime()) <= EVENT_CLOCK_SKEW_MS ? new Date(at) : now;
}

/** Spec §3 purchase analytics fields, from the order itself; undefined when the order is not the caller's or not paid. */
async function purchaseProperties(
  deps: AnalyticsDeps,
  event: Extract<BrowserEvent, { type: 'purchase' }>,
  userId: string | null,
): Promise<Record<string, unknown> | undefined> {
  const order = await deps.findOrder(deps.db, event.order_id);
  if (!order || order.status !== 'paid') return undefined;
  // A member's order only from that member; a guest's from the browser that bought it (nobody signed in).
  if (order.userId ? order.userId !== userId : order.kind !== 'guest') return undefined;
  if (await repo.purchaseRecorded(deps.db, order.orderNumber)) return undefined;
  const card = order.cardId === null ? undefined : await findCard(deps.db, order.cardId);
  const profile = userId ? (await deps.findMember(userId))?.profile : undefined;
  return {
    province: order.province,
    payment_method: order.paymentMethod,
    quantity: order.quantity,
    card_numbers: card ? [card.cardNumber] : [],
    // Amounts in cents, as everywhere in the product: the price before discount, the total before tax,
    // the tax, and what was charged.
    total: order.subtotalCents - order.discountCents,
    referral_code: order.referralCode,
    order_id: order.orderNumber,
    product_id: order.productId,
    price: order.unitPriceCents,
    tax: order.taxCents,
    price_after_tax: order.totalCents,
    membership_type: card?.cobrand ?? null,
    retailer: card?.retailer ?? null,
    promo_code: order.promoCode,
    school_code: order.schoolCode,
    school_name: profile?.schoolName ?? null,
    auto_renew: order.autoRenew,
    guest_purchase: order.kind === 'guest',
    from_extension: event.from_extension ?? false,
  };
}

async function propertiesOf(
  deps: AnalyticsDeps,
  event: BrowserEvent,
  userId: string | null,
): Promise<Record<string, unknown> | undefined> {
  switch (event.type) {
    case 'page_view':
      return {};
    case 'search':
      return { query: normalizeSearchQuery(event.query), result_count: event.result_count };
    case 'reveal':
      return { offer_id: event.offer_id };
    case 'sign_up':
      return event.source ? { method: event.method, source: event.source } : { method: event.method };
    case 'purchase':
      return purchaseProperties(deps, event, userId);
  }
}

/** Spec §3 analytics user properties, from the member's profile; null before they have one. */
export async function userProperties(
  deps: Pick<AnalyticsDeps, 'db' | 'findMember'>,
  userId: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const profile = (await deps.findMember(userId))?.profile;
  if (!profile) return null;
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    email_opt_in: profile.emailOptIn,
    birth_date: profile.birthDate,
    gender: profile.gender,
    postal: profile.postal,
    school_type: profile.schoolType,
    language: profile.language,
    international: profile.international,
    age: ageOn(profile.birthDate, now),
    signup_source: await repo.signUpSourceOf(deps.db, userId),
  };
}

function collected(row: repo.EventRow): CollectedEvent {
  return {
    type: row.type,
    occurred_at: row.occurredAt.toISOString(),
    visit_id: row.visitId,
    user_id: row.userId,
    path: row.path,
    language: row.language,
    properties: row.properties,
  };
}

/**
 * POST /api/events: refuses the batch (403) without analytics consent; otherwise stores each event
 * (a purchase only for a paid order of the caller's, once), ties them to the signed-in user, records
 * the user's properties at most once a day, and forwards what it stored to the collector.
 */
export async function recordBatch(deps: AnalyticsDeps, request: IntakeRequest): Promise<{ accepted: number }> {
  if (!mayStore('analytics', request.consent)) throw new HttpError(403, 'CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE);
  const { now, userId } = request;
  const rows: repo.NewEvent[] = [];
  for (const event of request.batch.events) {
    const properties = await propertiesOf(deps, event, userId);
    if (!properties) continue;
    const at = occurredAt(event.at, now);
    rows.push({
      type: event.type,
      day: eventDay(at),
      occurredAt: at,
      visitId: event.visit_id,
      userId,
      path: eventPath(event.path),
      language: event.language,
      properties,
      receivedAt: now,
    });
  }
  const stored = await repo.insertEvents(deps.db, rows);
  const last = rows.at(-1);
  if (userId && last) {
    // After the batch's own rows, so a sign-up in it gives the sign-up source.
    const identified = await repo.lastIdentifiedAt(deps.db, userId);
    if (!identified || now.getTime() - identified.getTime() >= IDENTIFY_INTERVAL_MS) {
      const properties = await userProperties(deps, userId, now);
      if (properties) {
        const identify = { ...last, type: 'identify', day: eventDay(now), occurredAt: now, properties };
        stored.push(...(await repo.insertEvents(deps.db, [identify])));
      }
    }
  }
  await deps.collector.forward(stored.map(collected));
  return { accepted: stored.length };
}

/**
 * The retention job: raw events older than 13 months are folded into daily counts and deleted, day by
 * day (decision 028).
 */
export async function runRetention(deps: { db: Db }, { now }: { now: Date }) {
  return repo.aggregateDaysBefore(deps.db, rawRetentionStart(now));
}

/** The funnel visit → sign-up → purchase and the top searches without results, for a period of days. */
export async function report(deps: { db: Queryable }, query: AnalyticsReportQuery): Promise<AnalyticsReport> {
  const visits = await repo.funnelVisits(deps.db, query.from, query.to);
  const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);
  return {
    from: query.from,
    to: query.to,
    funnel: [
      { step: 'visit', visits: visits.page_view, rate: null },
      { step: 'sign_up', visits: visits.sign_up, rate: rate(visits.sign_up, visits.page_view) },
      { step: 'purchase', visits: visits.purchase, rate: rate(visits.purchase, visits.sign_up) },
    ],
    searches_without_results: await repo.searchesWithoutResults(deps.db, query.from, query.to, query.limit),
  };
}

/** Account deletion: the member's user properties deleted, their other events no longer tied to them. */
export function forgetMember(deps: { db: Db }, userId: string) {
  return repo.anonymiseMember(deps.db, userId);
}

/** Partner analytics (staff-analytics): each offer page's views for a day. */
export * as offerViews from './offer-views-repository.ts';
