// Partner analytics (issue 20 item 5, decision 036): the rollup's daily rows equal what the raw rows
// say for a small fixture (offer page views, raw and folded; links followed; codes revealed; confirmed
// savings under the reveal's day), a changed answer re-counts its day on the next pass, the console's
// calls read periods for the site, a partner and an offer, rank offers, export CSV, refuse bad periods
// (from after to, more than 366 days) with 400, and only editors and admins may read them.
import {
  analyticsDailyResponseSchema,
  analyticsOffersResponseSchema,
  analyticsPickerResponseSchema,
} from '@spc/domain/staff-analytics';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, socialSignIn } from '../../../test/auth-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import {
  analyticsDaily,
  analyticsEvents,
  categories,
  offerClicks,
  offerRedemptions,
  offers,
  offerStatsDaily,
  partners,
  redemptionFeedback,
  registrations,
  userProfiles,
} from '../../db/schema/index.ts';
import { runRollup } from './service.ts';

let t: TestApp;
let editor: StaffSession;

const P1 = 910_001;
const P2 = 910_002;
const A = 910_101;
const B = 910_102;
const C = 910_201;
const D0 = '2026-02-20';
const D1 = '2026-03-01';
const D2 = '2026-03-02';
const D3 = '2026-03-03';
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

let clicks = 0;
async function click(offerId: number, kind: 'url' | 'proxy' | 'code', when: Date) {
  clicks += 1;
  await t.database.db
    .insert(offerClicks)
    .values({ id: `click-${clicks}`, userId: null, offerId, kind, createdAt: when });
}

let members = 0;
async function member(): Promise<string> {
  members += 1;
  const user = await socialSignIn(t, `analytics-${members}-${Date.now()}@example.com`);
  await t.database.db.insert(userProfiles).values({
    userId: user.userId,
    firstName: 'Sam',
    lastName: 'Social',
    emailLower: user.email.toLowerCase(),
    birthDate: '2000-05-17',
  });
  await t.database.db.insert(registrations).values({ userId: user.userId, registered: true });
  return user.userId;
}

/** A code revealed on `revealed`, answered on `answered`; answers the redemption's id. */
async function redemption(offerId: number, revealed: Date, answer?: { worked: boolean; on: Date }) {
  const userId = await member();
  const [row] = await t.database.db
    .insert(offerRedemptions)
    .values({ userId, offerId, code: 'ACME10', displayKind: 'static', channel: 'online', createdAt: revealed })
    .returning({ id: offerRedemptions.id });
  if (answer) {
    await t.database.db.insert(redemptionFeedback).values({
      redemptionId: row!.id,
      userId,
      offerId,
      worked: answer.worked,
      reason: answer.worked ? null : 'expired',
      valueCents: offerId === C ? 1200 : 500,
      answeredAt: answer.on,
    });
  }
  return row!.id;
}

let visits = 0;
async function view(path: string, day: string) {
  visits += 1;
  await t.database.db.insert(analyticsEvents).values({
    type: 'page_view',
    day,
    occurredAt: at(day),
    visitId: `visit-${visits}-abcdefgh`,
    path,
    language: 'en',
    properties: {},
  });
}

let failedAnswer = 0;

beforeAll(async () => {
  t = await createTestApp();
  editor = await staffSession(t, 'editor');
  const db = t.database.db;
  await db
    .insert(categories)
    .values({ id: 910_000, urlName: 'analytics-tests', nameEn: 'Tests', nameFr: 'Essais', sortOrder: 999 })
    .onConflictDoNothing();
  for (const [partnerId, name] of [
    [P1, 'Pizza Nova'],
    [P2, 'Café Olimpico'],
  ] as const) {
    await db.insert(partners).values({
      partnerId,
      partnerName: name,
      sortName: name.toLowerCase(),
      urlName: `analytics-${partnerId}`,
      descriptionEn: 'Food.',
      descriptionFr: 'Nourriture.',
      websiteUrl: `https://www.analytics${partnerId}.example`,
      logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  }
  for (const [offerId, partnerId, title] of [
    [A, P1, 'Two for one pizzas'],
    [B, P1, 'Free garlic bread'],
    [C, P2, '15% off espresso'],
  ] as const) {
    await db.insert(offers).values({
      offerId,
      partnerId,
      categoryId: 910_000,
      titleEn: title,
      titleFr: `FR ${title}`,
      descriptionEn: 'Deal.',
      descriptionFr: 'Aubaine.',
      online: true,
      inStore: true,
      startDate: at('2026-01-01'),
      codeType: 'static',
      displayKind: 'static',
      staticCode: 'ACME10',
      valueCents: offerId === C ? 1200 : 500,
    });
  }
  // Offer page views: three of A on D1 (with and without the language prefix, the short path), one of
  // B on D2; pages that are not an offer's, an offer that does not exist, a longer path: none counted.
  await view(`/deals/pizza-nova/offer/${A}`, D1);
  await view(`/fr/deals/pizza-nova/offer/${A}`, D1);
  await view(`/deals/offer/${A}`, D1);
  await view(`/deals/pizza-nova/offer/${B}`, D2);
  await view('/deals', D1);
  await view('/deals/pizza-nova', D1);
  await view('/deals/pizza-nova/offer/999999999', D1);
  await view(`/deals/pizza-nova/offer/${A}/reviews`, D1);
  // A day older than 13 months folded by the retention job: its per-path rows still count.
  await db.insert(analyticsDaily).values([
    { day: D0, type: 'page_view', key: '', events: 6, visits: 6 },
    { day: D0, type: 'page_view', key: `/deals/pizza-nova/offer/${B}`, events: 4, visits: 3 },
  ]);
  // Links followed and codes revealed (a click just before midnight stays on its day).
  await click(A, 'url', at(D1));
  await click(A, 'url', at(D1, '23:59:59'));
  await click(A, 'proxy', at(D1));
  await click(A, 'code', at(D1));
  await click(C, 'code', at(D2));
  await click(C, 'code', at(D2, '00:00:00'));
  // Savings: a yes for A revealed on D1; a no for A on D1; a yes for C revealed on D2 answered on D3
  // (filed under D2, the reveal's day); a reveal never answered.
  await redemption(A, at(D1), { worked: true, on: at(D1, '18:00:00') });
  failedAnswer = await redemption(A, at(D1), { worked: false, on: at(D1, '19:00:00') });
  await redemption(C, at(D2), { worked: true, on: at(D3) });
  await redemption(B, at(D2));
  await runRollup({ db }, { now: at(D3, '13:00:00') });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers = editor.headers) => t.app.inject({ method: 'GET', url, headers });

async function rowsOf(offerId: number) {
  const rows = await t.database.db
    .select()
    .from(offerStatsDaily)
    .where(eq(offerStatsDaily.offerId, offerId))
    .orderBy(offerStatsDaily.day);
  return rows.map(({ offerId: _offer, ...row }) => row);
}

describe('the rollup', () => {
  it('counts each offer and day as the raw rows say', async () => {
    expect(await rowsOf(A)).toEqual([{ day: D1, partnerId: P1, views: 3, clicks: 3, reveals: 1, savingsCents: 500 }]);
    expect(await rowsOf(B)).toEqual([
      { day: D0, partnerId: P1, views: 4, clicks: 0, reveals: 0, savingsCents: 0 },
      { day: D2, partnerId: P1, views: 1, clicks: 0, reveals: 0, savingsCents: 0 },
    ]);
    expect(await rowsOf(C)).toEqual([{ day: D2, partnerId: P2, views: 0, clicks: 0, reveals: 2, savingsCents: 1200 }]);
    expect(await rowsOf(999_999_999)).toEqual([]);
  });

  it('re-counts the day of a changed answer on the next pass, and counts a pass twice the same', async () => {
    const now = at('2026-03-20', '09:00:00');
    await t.database.db
      .update(redemptionFeedback)
      .set({ worked: true, reason: null, answeredAt: now })
      .where(eq(redemptionFeedback.redemptionId, failedAnswer));
    await runRollup({ db: t.database.db }, { now: new Date(now.getTime() + 60_000) });
    await runRollup({ db: t.database.db }, { now: new Date(now.getTime() + 120_000) });
    expect(await rowsOf(A)).toEqual([{ day: D1, partnerId: P1, views: 3, clicks: 3, reveals: 1, savingsCents: 1000 }]);
    const p1 = analyticsDailyResponseSchema.parse(
      (await get(`/api/staff/analytics/daily?from=${D1}&to=${D1}&partner_id=${P1}`)).json(),
    );
    expect(p1.totals).toEqual({ views: 3, clicks: 3, reveals: 1, savings_cents: 1000 });
    // Put back as the fixture was, for the tests below.
    await t.database.db
      .update(redemptionFeedback)
      .set({ worked: false, reason: 'expired', answeredAt: new Date(now.getTime() + 180_000) })
      .where(and(eq(redemptionFeedback.redemptionId, failedAnswer)));
    await runRollup({ db: t.database.db }, { now: new Date(now.getTime() + 240_000) });
    expect((await rowsOf(A))[0]?.savingsCents).toBe(500);
  });
});

describe('GET /api/staff/analytics/daily', () => {
  it('answers every day of the period for the site, a partner and an offer, with totals', async () => {
    const site = analyticsDailyResponseSchema.parse(
      (await get(`/api/staff/analytics/daily?from=${D0}&to=${D3}`)).json(),
    );
    expect(site.days).toHaveLength(12);
    expect(site.days.find((day) => day.day === '2026-02-21')).toEqual({
      day: '2026-02-21',
      views: 0,
      clicks: 0,
      reveals: 0,
      savings_cents: 0,
    });
    expect(site.totals).toEqual({ views: 8, clicks: 3, reveals: 3, savings_cents: 1700 });
    expect(site.as_of).toEqual(expect.any(Number));

    const p1 = analyticsDailyResponseSchema.parse(
      (await get(`/api/staff/analytics/daily?from=${D1}&to=${D2}&partner_id=${P1}`)).json(),
    );
    expect(p1.days).toEqual([
      { day: D1, views: 3, clicks: 3, reveals: 1, savings_cents: 500 },
      { day: D2, views: 1, clicks: 0, reveals: 0, savings_cents: 0 },
    ]);

    const c = analyticsDailyResponseSchema.parse(
      (await get(`/api/staff/analytics/daily?from=${D2}&to=${D2}&offer_id=${C}`)).json(),
    );
    expect(c.totals).toEqual({ views: 0, clicks: 0, reveals: 2, savings_cents: 1200 });
    // An offer asked for with another partner: nothing.
    const mismatch = analyticsDailyResponseSchema.parse(
      (await get(`/api/staff/analytics/daily?from=${D2}&to=${D2}&offer_id=${C}&partner_id=${P1}`)).json(),
    );
    expect(mismatch.totals).toEqual({ views: 0, clicks: 0, reveals: 0, savings_cents: 0 });
  });

  it('takes a period of up to 366 days; refuses from after to, longer periods and bad values with 400', async () => {
    expect((await get('/api/staff/analytics/daily?from=2025-03-03&to=2026-03-03')).statusCode).toBe(200);
    const bad = [
      `from=${D2}&to=${D1}`,
      'from=2025-03-02&to=2026-03-03',
      'from=2026-02-30&to=2026-03-03',
      `from=${D1}`,
      `from=${D1}&to=${D2}&partner_id=abc`,
      `from=${D1}&to=${D2}&offer_id=0`,
      `from=${D1}&to=${D2}&offer_id=99999999999`,
    ];
    for (const query of bad) {
      const response = await get(`/api/staff/analytics/daily?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});

describe('GET /api/staff/analytics/offers, /export.csv and /picker', () => {
  it('ranks offers by the figure asked, with their names, paged', async () => {
    const byViews = analyticsOffersResponseSchema.parse(
      (await get(`/api/staff/analytics/offers?from=${D0}&to=${D3}&sort=-views`)).json(),
    );
    expect(byViews.total).toBe(3);
    expect(byViews.offers.map((row) => [row.offer_id, row.views])).toEqual([
      [B, 5],
      [A, 3],
      [C, 0],
    ]);
    expect(byViews.offers[0]).toMatchObject({ partner_name: 'Pizza Nova', title_en: 'Free garlic bread' });
    const bySavings = analyticsOffersResponseSchema.parse(
      (await get(`/api/staff/analytics/offers?from=${D0}&to=${D3}&sort=-savings_cents&per_page=1&page=1`)).json(),
    );
    expect(bySavings.offers.map((row) => row.offer_id)).toEqual([C]);
    expect(bySavings.total).toBe(3);
    const partner = analyticsOffersResponseSchema.parse(
      (await get(`/api/staff/analytics/offers?from=${D0}&to=${D3}&partner_id=${P2}`)).json(),
    );
    expect(partner.offers.map((row) => row.offer_id)).toEqual([C]);
    expect((await get(`/api/staff/analytics/offers?from=${D0}&to=${D3}&sort=title`)).statusCode).toBe(400);
  });

  it('exports by day and by offer and day as CSV', async () => {
    const byDay = await get(`/api/staff/analytics/export.csv?from=${D1}&to=${D2}&partner_id=${P1}`);
    expect(byDay.statusCode).toBe(200);
    expect(byDay.headers['content-type']).toMatch(/^text\/csv/);
    expect(byDay.headers['content-disposition']).toContain(`spc-analytics-partner-${P1}-day-${D1}-${D2}.csv`);
    expect(byDay.body).toBe(`day,views,clicks,code_reveals,savings_cad\r\n${D1},3,3,1,5.00\r\n${D2},1,0,0,0.00\r\n`);
    const byOffer = await get(`/api/staff/analytics/export.csv?from=${D0}&to=${D3}&by=offer`);
    const lines = byOffer.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'day,offer_id,offer_title_en,offer_title_fr,partner_id,partner_name,views,clicks,code_reveals,savings_cad',
    );
    expect(lines.slice(1)).toEqual([
      `${D0},${B},Free garlic bread,FR Free garlic bread,${P1},Pizza Nova,4,0,0,0.00`,
      `${D1},${A},Two for one pizzas,FR Two for one pizzas,${P1},Pizza Nova,3,3,1,5.00`,
      `${D2},${B},Free garlic bread,FR Free garlic bread,${P1},Pizza Nova,1,0,0,0.00`,
      `${D2},${C},15% off espresso,FR 15% off espresso,${P2},Café Olimpico,0,0,2,12.00`,
    ]);
    expect((await get(`/api/staff/analytics/export.csv?from=${D1}&to=${D2}&by=week`)).statusCode).toBe(400);
  });

  it('lists partners by name and a partner’s offers', async () => {
    const found = analyticsPickerResponseSchema.parse(
      (await get(`/api/staff/analytics/picker?q=pizza%20n&partner_id=${P1}`)).json(),
    );
    expect(found.partners).toContainEqual({ partner_id: P1, name: 'Pizza Nova' });
    expect(found.offers.map((row) => row.offer_id).sort()).toEqual([A, B].sort());
  });
});

describe('permissions', () => {
  it('lets editors and admins read; refuses support with 403 STAFF_FORBIDDEN, members and visitors with 403 STAFF_ONLY', async () => {
    const urls = [
      `/api/staff/analytics/daily?from=${D1}&to=${D2}`,
      `/api/staff/analytics/offers?from=${D1}&to=${D2}`,
      `/api/staff/analytics/export.csv?from=${D1}&to=${D2}`,
      '/api/staff/analytics/picker',
    ];
    const admin = await staffSession(t, 'admin');
    const support = await staffSession(t, 'support');
    const someone = await socialSignIn(t, `member-${Date.now()}@example.com`);
    for (const url of urls) {
      expect((await get(url, admin.headers)).statusCode, url).toBe(200);
      expect((await get(url, editor.headers)).statusCode, url).toBe(200);
      const refused = await get(url, support.headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'STAFF_FORBIDDEN' });
      for (const headers of [authHeaders(t, someone.cookie), { origin: t.config.publicUrl }]) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ error: 'STAFF_ONLY' });
      }
    }
  });
});
