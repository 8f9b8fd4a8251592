// First-party analytics (issue 21 item 2, decision 028): POST /api/events keeps events only with the
// analytics consent of the spc_consent cookie (403 otherwise: nothing at all), ties them to the signed-in
// user only then, fills a purchase's §3 fields from the order (once per order, only the buyer's), records
// the §3 user properties once a day, forwards to a configured collector; bad batches are 400, too big
// 413, too many 429. The retention job folds raw events older than 13 months into daily counts; the
// report reads both; account deletion anonymises; the member's data export carries their events.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyticsReportSchema, EVENT_BATCH_MAX, type BrowserEvent } from '@spc/domain/analytics';
import { purchaseResponseSchema } from '@spc/domain/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, nextClientAddress, type SignedUp } from '../../../test/auth-helpers.ts';
import { newMember, purchase, seedCodes } from '../../../test/purchase-helpers.ts';
import { analyticsDaily, analyticsEvents } from '../../db/schema/index.ts';
import { report, runRetention } from './service.ts';

let t: TestApp;
const ACCEPT = 'spc_consent=v1.a1.m0.t1764000000000';
const REFUSE = 'spc_consent=v1.a0.m1.t1764000000000';
const OLD_VERSION = 'spc_consent=v0.a1.m1.t1764000000000';

let visits = 0;
const newVisit = () => `visit-${(visits += 1)}-abcdefgh`;

function event(fields: Partial<BrowserEvent> & Pick<BrowserEvent, 'type'>, visit = 'visit-0-abcdefgh'): BrowserEvent {
  return { at: Date.now(), visit_id: visit, path: '/deals', language: 'en', ...fields } as BrowserEvent;
}

function send(body: unknown, { cookie = ACCEPT, ip = nextClientAddress() }: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: ip,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const eventsOfVisit = (visit: string) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitId, visit)).orderBy(analyticsEvents.id);

beforeAll(async () => {
  t = await createTestApp({ EVENT_INTAKE_RATE_LIMIT: '5' });
  await seedCodes(t);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/events: consent', () => {
  it('keeps nothing without analytics consent: no cookie, analytics refused, or an older consent version', async () => {
    const visit = newVisit();
    for (const cookie of ['', REFUSE, OLD_VERSION]) {
      const response = await send({ events: [event({ type: 'page_view' }, visit)] }, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'CONSENT_REQUIRED' });
    }
    expect(await eventsOfVisit(visit)).toEqual([]);
  });

  it('keeps a visitor’s events with consent, with no user id and no personal fields', async () => {
    const visit = newVisit();
    const response = await send({
      events: [
        event({ type: 'page_view', path: '/deals?email=ada@example.com' }, visit),
        event({ type: 'search', query: '  Pizza   NEAR ada@example.com ', result_count: 0 }, visit),
        event({ type: 'reveal', offer_id: 12 }, visit),
      ],
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ accepted: 3 });
    const rows = await eventsOfVisit(visit);
    expect(rows.map((row) => [row.type, row.userId, row.path, row.properties])).toEqual([
      ['page_view', null, '/deals', {}],
      ['search', null, '/deals', { query: 'pizza near [email]', result_count: 0 }],
      ['reveal', null, '/deals', { offer_id: 12 }],
    ]);
    expect(rows[0]!.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('ties a signed-in member’s events to them with consent, records their §3 user properties once a day', async () => {
    const member = await newMember(t);
    const visit = newVisit();
    const cookie = `${member.cookie}; ${ACCEPT}`;
    expect(
      (await send({ events: [event({ type: 'sign_up', method: 'email', source: 'buy_spc' }, visit)] }, { cookie }))
        .statusCode,
    ).toBe(202);
    expect((await send({ events: [event({ type: 'page_view' }, visit)] }, { cookie })).statusCode).toBe(202);
    const rows = await eventsOfVisit(visit);
    expect(rows.map((row) => row.type)).toEqual(['sign_up', 'identify', 'page_view']);
    // Once a day: the second batch recorded no other identify.
    expect(rows.every((row) => row.userId === member.userId)).toBe(true);
    expect(Object.keys(rows[1]!.properties).sort()).toEqual(
      [
        'age',
        'birth_date',
        'email_opt_in',
        'first_name',
        'gender',
        'international',
        'language',
        'last_name',
        'postal',
        'school_type',
        'signup_source',
      ].sort(),
    );
    expect(rows[1]!.properties).toMatchObject({ postal: 'M5V 2T6', language: 'en', signup_source: 'buy_spc' });
  });

  it('never ties events to a signed-in member whose browser refused analytics (nothing is kept)', async () => {
    const member = await newMember(t);
    const visit = newVisit();
    const response = await send(
      { events: [event({ type: 'page_view' }, visit)] },
      { cookie: `${member.cookie}; ${REFUSE}` },
    );
    expect(response.statusCode).toBe(403);
    const mine = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, member.userId));
    expect(mine).toEqual([]);
  });
});

describe('POST /api/events: purchases', () => {
  let buyer: SignedUp;
  let orderNumber: string;

  beforeAll(async () => {
    buyer = await newMember(t);
    const bought = await purchase(t, buyer.cookie, { promo_code: 'welcome10' });
    expect(bought.statusCode, bought.body).toBe(201);
    orderNumber = purchaseResponseSchema.parse(bought.json()).order_number;
  });

  it('fills the spec §3 purchase fields from the order, once per order', async () => {
    const visit = newVisit();
    const cookie = `${buyer.cookie}; ${ACCEPT}`;
    const first = await send({ events: [event({ type: 'purchase', order_id: orderNumber }, visit)] }, { cookie });
    expect(first.json()).toEqual({ accepted: 2 }); // the purchase, and the buyer's identify of the day
    const again = await send({ events: [event({ type: 'purchase', order_id: orderNumber }, visit)] }, { cookie });
    expect(again.json()).toEqual({ accepted: 0 });
    const [row] = (await eventsOfVisit(visit)).filter((r) => r.type === 'purchase');
    expect(row!.userId).toBe(buyer.userId);
    expect(row!.properties).toMatchObject({
      order_id: orderNumber,
      province: 'ON',
      payment_method: 'card',
      quantity: 1,
      price: 1199,
      total: 1079,
      tax: 140,
      price_after_tax: 1219,
      promo_code: 'WELCOME10',
      guest_purchase: false,
      from_extension: false,
    });
    expect((row!.properties.card_numbers as string[])[0]).toMatch(/^6018\d{12}$/);
  });

  it('ignores a purchase event for someone else’s order or an unknown one', async () => {
    const other = await newMember(t);
    const visit = newVisit();
    const response = await send(
      {
        events: [
          event({ type: 'purchase', order_id: orderNumber }, visit),
          event({ type: 'purchase', order_id: 'no-such-order' }, visit),
        ],
      },
      { cookie: `${other.cookie}; ${ACCEPT}` },
    );
    expect(response.statusCode).toBe(202);
    expect((await eventsOfVisit(visit)).filter((row) => row.type === 'purchase')).toEqual([]);
  });
});

describe('POST /api/events: bad batches', () => {
  const bad: [string, unknown][] = [
    ['no events', { events: [] }],
    ['too many events', { events: Array.from({ length: EVENT_BATCH_MAX + 1 }, () => event({ type: 'page_view' })) }],
    ['an unknown type', { events: [{ ...event({ type: 'page_view' }), type: 'click' }] }],
    ['an unknown field', { events: [{ ...event({ type: 'page_view' }), email: 'ada@example.com' }] }],
    ['a user id from the browser', { events: [{ ...event({ type: 'page_view' }), user_id: 'someone' }] }],
    ['a bad visit id', { events: [event({ type: 'page_view' }, 'x')] }],
    ['a path that is not one', { events: [event({ type: 'page_view', path: 'https://evil.example/' })] }],
    ['a negative result count', { events: [event({ type: 'search', query: 'pizza', result_count: -1 })] }],
    ['an empty search', { events: [event({ type: 'search', query: '   ', result_count: 0 })] }],
    ['an offer id past int4', { events: [event({ type: 'reveal', offer_id: 2 ** 31 })] }],
    ['a NUL in a query', { events: [event({ type: 'search', query: 'pi\u0000zza', result_count: 1 })] }],
    ['a time in the year 2000', { events: [event({ type: 'page_view', at: Date.UTC(2000, 0, 1) })] }],
    ['not an object', [1, 2, 3]],
  ];
  for (const [what, body] of bad) {
    it(`answers 400 with a message for ${what}`, async () => {
      const response = await send(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json<Record<string, string>>())).toEqual(
        expect.arrayContaining(['error', 'message']),
      );
    });
  }

  it('answers 400 for a body that is not JSON, 413 for one over the size limit', async () => {
    expect((await send('{"events": [')).statusCode).toBe(400);
    const huge = { events: [event({ type: 'search', query: 'x'.repeat(40_000), result_count: 0 })] };
    expect((await send(huge)).statusCode).toBe(413);
  });

  it('dates an event whose clock is more than a day off on arrival', async () => {
    const visit = newVisit();
    const farAhead = Date.now() + 10 * 86_400_000;
    await send({ events: [event({ type: 'page_view', at: farAhead }, visit)] });
    const [row] = await eventsOfVisit(visit);
    expect(Math.abs(row!.occurredAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('answers 429 past the per-address limit', async () => {
    const ip = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send({ events: [event({ type: 'page_view' })] }, { ip })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});

describe('retention and the report', () => {
  // Relative to today: one day 14 months ago (folded), one 2 months ago (kept); the report spans them
  // both and nothing the other tests sent today.
  const now = new Date();
  const dayAgo = (months: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
  const OLD = dayAgo(14);
  const RECENT = dayAgo(2);
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  const row = (
    day: string,
    type: string,
    visit: string,
    properties: Record<string, unknown> = {},
    path = '/deals',
  ) => ({
    type,
    day,
    occurredAt: at(day),
    visitId: visit,
    path,
    language: 'en',
    properties,
  });

  beforeAll(async () => {
    await t.database.db.insert(analyticsEvents).values([
      // Older than 13 months: folded.
      row(OLD, 'page_view', 'old-visit-a1', {}, '/'),
      row(OLD, 'page_view', 'old-visit-a1', {}, '/deals'),
      row(OLD, 'page_view', 'old-visit-b1'),
      row(OLD, 'sign_up', 'old-visit-a1', { method: 'email' }),
      row(OLD, 'purchase', 'old-visit-a1', { order_id: 'x' }),
      row(OLD, 'search', 'old-visit-b1', { query: 'unicorn', result_count: 0 }),
      row(OLD, 'search', 'old-visit-a1', { query: 'unicorn', result_count: 0 }),
      row(OLD, 'search', 'old-visit-a1', { query: 'pizza', result_count: 4 }),
      // Kept raw.
      row(RECENT, 'page_view', 'new-visit-c1'),
      row(RECENT, 'page_view', 'new-visit-d1'),
      row(RECENT, 'sign_up', 'new-visit-c1', { method: 'google' }),
      row(RECENT, 'search', 'new-visit-d1', { query: 'unicorn', result_count: 0 }),
      row(RECENT, 'search', 'new-visit-d1', { query: 'sushi', result_count: 0 }),
    ]);
  });

  const reportOf = () => report({ db: t.database.db }, { from: OLD, to: RECENT, limit: 10 });

  it('reads the funnel and the searches without results the same before and after the old days are folded', async () => {
    const before = analyticsReportSchema.parse(await reportOf());
    expect(before.funnel).toEqual([
      { step: 'visit', visits: 4, rate: null },
      { step: 'sign_up', visits: 2, rate: 0.5 },
      { step: 'purchase', visits: 1, rate: 0.5 },
    ]);
    expect(before.searches_without_results).toEqual([
      { query: 'unicorn', searches: 3 },
      { query: 'sushi', searches: 1 },
    ]);

    const folded = await runRetention({ db: t.database.db }, { now });
    expect(folded).toEqual({ days: 1, events: 8 });
    const left = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.day, OLD));
    expect(left).toEqual([]);
    const daily = await t.database.db.select().from(analyticsDaily).where(eq(analyticsDaily.day, OLD));
    expect(daily.find((d) => d.type === 'page_view' && d.key === '')).toMatchObject({ events: 3, visits: 2 });
    expect(daily.find((d) => d.type === 'page_view' && d.key === '/deals')).toMatchObject({ events: 2, visits: 2 });
    expect(daily.find((d) => d.type === 'search' && d.key === 'unicorn')).toMatchObject({ events: 2, emptyResults: 2 });
    // Nobody's id survives the fold.
    expect(Object.keys(daily[0]!).sort()).toEqual(['day', 'emptyResults', 'events', 'key', 'type', 'visits']);

    expect(await reportOf()).toEqual(before);
    // A second pass finds nothing more to fold.
    expect(await runRetention({ db: t.database.db }, { now })).toEqual({ days: 0, events: 0 });
    const kept = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.day, RECENT));
    expect(kept).toHaveLength(5);
  });
});

describe('account deletion and the data export', () => {
  it('exports the member’s events, and anonymises them when the account is deleted', async () => {
    const buyer = await newMember(t);
    const bought = await purchase(t, buyer.cookie);
    const orderNumber = purchaseResponseSchema.parse(bought.json()).order_number;
    const visit = newVisit();
    const cookie = `${buyer.cookie}; ${ACCEPT}`;
    await send(
      {
        events: [
          event({ type: 'page_view' }, visit),
          event({ type: 'search', query: 'coffee', result_count: 3 }, visit),
          event({ type: 'purchase', order_id: orderNumber }, visit),
        ],
      },
      { cookie },
    );

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/users/user/data-export',
      headers: authHeaders(t, buyer.cookie),
    });
    expect(exported.statusCode).toBe(200);
    const events = exported.json<{ analytics_events: { type: string; properties: Record<string, unknown> }[] }>()
      .analytics_events;
    expect(events.map((e) => e.type).sort()).toEqual(['identify', 'page_view', 'purchase', 'search']);
    expect(events.find((e) => e.type === 'purchase')!.properties.order_id).toBe(orderNumber);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/deleteUser',
      headers: authHeaders(t, buyer.cookie),
      payload: { firebaseUid: buyer.userId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await eventsOfVisit(visit);
    expect(rows.map((row) => row.type)).toEqual(['page_view', 'search', 'purchase']);
    expect(rows.every((row) => row.userId === null)).toBe(true);
    const bought2 = rows.find((row) => row.type === 'purchase')!.properties;
    for (const personal of [
      'order_id',
      'card_numbers',
      'referral_code',
      'promo_code',
      'school_code',
      'school_name',
      'retailer',
    ]) {
      expect(bought2).not.toHaveProperty(personal);
    }
    expect(bought2).toHaveProperty('price_after_tax');
    expect(bought2).toHaveProperty('province', 'ON');
    expect(rows.find((row) => row.type === 'search')!.properties).toEqual({ query: 'coffee', result_count: 3 });
  });
});

describe('forwarding to a collector (ANALYTICS_COLLECTOR_URL)', () => {
  it('POSTs the stored events there with the token, and a collector that is down costs the browser nothing', async () => {
    const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(body) as unknown });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const forwarding = await createTestApp({
      ANALYTICS_COLLECTOR_URL: `http://127.0.0.1:${port}/collect`,
      ANALYTICS_COLLECTOR_TOKEN: 'secret-token',
    });
    try {
      const response = await forwarding.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { origin: forwarding.config.publicUrl, cookie: ACCEPT },
        payload: { events: [event({ type: 'search', query: 'Hoodies', result_count: 7 })] },
      });
      expect(response.statusCode).toBe(202);
      expect(received).toHaveLength(1);
      expect(received[0]!.headers.authorization).toBe('Bearer secret-token');
      expect(received[0]!.body).toMatchObject({
        events: [{ type: 'search', user_id: null, path: '/deals', properties: { query: 'hoodies', result_count: 7 } }],
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const down = await forwarding.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { origin: forwarding.config.publicUrl, cookie: ACCEPT },
        payload: { events: [event({ type: 'page_view' })] },
      });
      expect(down.statusCode).toBe(202);
      expect(down.json()).toEqual({ accepted: 1 });
    } finally {
      server.close();
      await forwarding.close();
    }
  });
});
