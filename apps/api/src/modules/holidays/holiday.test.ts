// GET /api/careers/holiday/active against the seeded catalogue (PGlite and PostgreSQL): only the events
// running now, their offers as the partners listings give them (delisted ones left out), in order.
import { activeHolidayEventsResponseSchema } from '@spc/domain/holiday';
import { offerSchema } from '@spc/domain/offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayEventOffers, holidayEvents, offers } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
let seededOfferIds: number[];
let delistedOfferId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  const { db } = t.database;
  const [active] = await db.select().from(holidayEvents).where(eq(holidayEvents.urlName, 'holiday-deals'));
  const links = await db
    .select()
    .from(holidayEventOffers)
    .where(eq(holidayEventOffers.eventId, active!.id))
    .orderBy(holidayEventOffers.position);
  seededOfferIds = links.map((link) => link.offerId);
  // Before the first call: events and responses are cached for a while.
  delistedOfferId = seededOfferIds[1]!;
  await db.update(offers).set({ status: 'delisted' }).where(eq(offers.offerId, delistedOfferId));
  const now = Date.now();
  await db.insert(holidayEvents).values({
    id: 100,
    urlName: 'summer-kickoff',
    titleEn: 'Summer kickoff',
    titleFr: 'Coup d’envoi de l’été',
    descriptionEn: 'Not yet.',
    descriptionFr: 'Pas encore.',
    startDate: new Date(now + DAY_MS),
    endDate: new Date(now + 10 * DAY_MS),
  });
  await db.insert(holidayEventOffers).values({ eventId: 100, offerId: seededOfferIds[0]!, position: 1 });
});

afterAll(async () => {
  await t.close();
});

async function activeEvents() {
  const res = await t.app.inject({ method: 'GET', url: '/api/careers/holiday/active' });
  expect(res.statusCode, res.body).toBe(200);
  return activeHolidayEventsResponseSchema.parse(res.json());
}

describe('GET /api/careers/holiday/active', () => {
  it('answers the event running now, in both languages, with its window around now', async () => {
    const { holiday_events } = await activeEvents();
    expect(holiday_events.map((event) => event.url_name)).toEqual(['holiday-deals']);
    const [event] = holiday_events;
    expect(event!.title_en).toBe('Holiday deals');
    expect(event!.title_fr).toBe('Aubaines des Fêtes');
    expect(event!.description_fr).not.toBe('');
    expect(event!.start_date).toBeLessThanOrEqual(Date.now());
    expect(event!.end_date).toBeGreaterThanOrEqual(Date.now());
  });

  it('leaves out past and future events', async () => {
    const names = (await activeEvents()).holiday_events.map((event) => event.url_name);
    expect(names).not.toContain('spring-break');
    expect(names).not.toContain('summer-kickoff');
    const [past] = await t.database.db.select().from(holidayEvents).where(eq(holidayEvents.urlName, 'spring-break'));
    expect(past!.endDate.getTime()).toBeLessThan(Date.now());
  });

  it('lists its offers in the event order with their partners, a delisted offer left out', async () => {
    const { holiday_events, partners_by_id } = await activeEvents();
    const [event] = holiday_events;
    const expected = seededOfferIds.filter((id) => id !== delistedOfferId);
    expect(seededOfferIds.length).toBeGreaterThanOrEqual(6);
    expect(event!.offer_ids).toEqual(expected);
    expect(event!.offers.map((offer) => offer.offer_id)).toEqual(expected);
    for (const offer of event!.offers) {
      expect(offerSchema.strict().safeParse(offer).success).toBe(true);
      expect(partners_by_id[String(offer.partner_id)]?.partner_name).toBe(offer.partner_name);
    }
    expect(Object.keys(partners_by_id).sort()).toEqual(
      [...new Set(event!.offers.map((offer) => String(offer.partner_id)))].sort(),
    );
  });

  it('gives the same offers as the partners listing does', async () => {
    const { holiday_events } = await activeEvents();
    const offer = holiday_events[0]!.offers[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/partners/v2/offers/partner/${offer.partner_id}` });
    const listed = res
      .json<{ offers: { offer_id: number }[] }>()
      .offers.find((item) => item.offer_id === offer.offer_id);
    expect(listed).toEqual(offer);
  });

  it('is in the OpenAPI document under the careers tag', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, { get?: { tags?: string[] } }>;
    }>();
    expect(doc.paths['/api/careers/holiday/active']?.get?.tags).toEqual(['careers']);
  });

  it('takes no parameters: a query string is ignored, another method is unknown', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/careers/holiday/active?current_page=abc' });
    expect(res.statusCode).toBe(200);
    expect(activeHolidayEventsResponseSchema.parse(res.json()).holiday_events).toHaveLength(1);
    const post = await t.app.inject({ method: 'POST', url: '/api/careers/holiday/active', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
