// Issue 18 item 6: an event's link (/verifyEventId: 'Active event link is available'; unknown, other
// campus, not started, ended), the join at a booth (the campus card from the campus's pool, 'There is no
// Remaining Campus Code' once empty, nothing after the event ends), a campus page's events, the market
// offers ordered once ('Already Redeemed Offer') and /contest/bts/order for the member only.
import { btsJoinResponseSchema, verifyEventResponseSchema } from '@spc/domain/bts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, nextClientAddress, signUpAndVerify, type SignedUp } from '../../../test/auth-helpers.ts';
import { btsEventJoins, btsEvents, campusCodes, campusMembers, campuses } from '../../db/schema/index.ts';
import { LIVE_EVENT_ID, seedCampusAccess } from '../../db/seed/campus-access-data.ts';
import { seedStudents } from '../../db/seed/students-data.ts';

interface Body {
  message?: string;
  error?: string;
  events?: { event_id: string; state: string }[];
  offers?: { id: number; code: string | null }[];
  code?: string;
  orders?: { offer_id: number; code: string }[];
}

let t: TestApp;
let people = 0;
const DAY = 86_400_000;
const ids: Record<string, number> = {};
const person = (): Promise<SignedUp> => signUpAndVerify(t, { email: `booth${(people += 1)}@example.com` });

const call = (
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextClientAddress(),
    headers: { ...(cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl }), ...headers },
    ...(body !== undefined && { payload: body as object }),
  });
const verifyEvent = (eventId: string, campusId?: number) =>
  call('GET', '/api/store/verifyEventId', undefined, undefined, {
    event_id: eventId,
    ...(campusId !== undefined && { campus_id: String(campusId) }),
  });
const join = (cookie: string, event_id: string, campus_id: number) =>
  call('POST', '/api/store/bts/join', cookie, { event_id, campus_id });

/** A live event on `campus` (url name) with an id of its own. */
async function liveEventOn(campus: string, eventId: string) {
  await t.database.db.insert(btsEvents).values({
    eventId,
    campusId: ids[campus]!,
    nameEn: 'Test booth',
    nameFr: 'Kiosque d’essai',
    locationEn: 'Main hall',
    locationFr: 'Hall principal',
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedStudents(tx);
    await seedCampusAccess(tx, new Date());
  });
  for (const row of await t.database.db.select().from(campuses)) ids[row.urlName] = row.id;
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/store/verifyEventId', () => {
  it("answers 'Active event link is available' for a running event, with or without its campus", async () => {
    for (const res of [await verifyEvent(LIVE_EVENT_ID, ids['mcgill-downtown']), await verifyEvent(LIVE_EVENT_ID)]) {
      expect(res.statusCode).toBe(200);
      const body = verifyEventResponseSchema.parse(res.json());
      expect(body.message).toBe('Active event link is available');
      expect(body.event).toMatchObject({
        event_id: LIVE_EVENT_ID,
        campus_url_name: 'mcgill-downtown',
        state: 'active',
      });
    }
  });

  it('stops working when the event ends, and does not work before it starts', async () => {
    const ended = await verifyEvent('bts-concordia-2025', ids['concordia-sgw']);
    expect(ended.statusCode).toBe(410);
    expect(ended.json<Body>().error).toBe('EVENT_ENDED');
    const upcoming = await verifyEvent('bts-uottawa-2025');
    expect(upcoming.statusCode).toBe(422);
    expect(upcoming.json<Body>().error).toBe('EVENT_NOT_STARTED');
  });

  it('refuses an unknown event, another campus, and malformed headers', async () => {
    expect((await verifyEvent('bts-nowhere-2025')).statusCode).toBe(404);
    const otherCampus = await verifyEvent(LIVE_EVENT_ID, ids['concordia-sgw']);
    expect(otherCampus.statusCode).toBe(404);
    expect(otherCampus.json<Body>().error).toBe('CAMPUS_MISMATCH');
    expect((await verifyEvent('../../etc')).statusCode).toBe(400);
    expect((await verifyEvent(LIVE_EVENT_ID, -1)).statusCode).toBe(400);
    expect((await call('GET', '/api/store/verifyEventId')).statusCode).toBe(400);
  });
});

describe('POST /api/store/bts/join (the back-to-school join modal)', () => {
  it("gives the next code of the campus's pool and the campus card, and records the join", async () => {
    const member = await person();
    const res = await join(member.cookie, LIVE_EVENT_ID, ids['mcgill-downtown']!);
    expect(res.statusCode).toBe(200);
    const body = btsJoinResponseSchema.parse(res.json());
    expect(body.card).toMatchObject({ cobrand: 'campus', campus: 'mcgill-downtown' });
    const [code] = await t.database.db.select().from(campusCodes).where(eq(campusCodes.redeemedBy, member.userId));
    expect(code).toMatchObject({ campusId: ids['mcgill-downtown'] });
    const [tie] = await t.database.db.select().from(campusMembers).where(eq(campusMembers.userId, member.userId));
    expect(tie).toMatchObject({ source: 'event', campusId: ids['mcgill-downtown'] });
    expect(
      await t.database.db.select().from(btsEventJoins).where(eq(btsEventJoins.userId, member.userId)),
    ).toHaveLength(1);

    const again = await join(member.cookie, LIVE_EVENT_ID, ids['mcgill-downtown']!);
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('Already Redeemed your SPC Membership');
  });

  it("answers 'There is no Remaining Campus Code' when the pool is empty, giving nothing", async () => {
    // UQAM has no pool at all.
    await liveEventOn('uqam', 'bts-uqam-test');
    const member = await person();
    const res = await join(member.cookie, 'bts-uqam-test', ids.uqam!);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe('There is no Remaining Campus Code');
    expect(
      await t.database.db.select().from(campusMembers).where(eq(campusMembers.userId, member.userId)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(btsEventJoins).where(eq(btsEventJoins.userId, member.userId)),
    ).toHaveLength(0);
  });

  it("refuses a join once the event's link has ended, and a visitor", async () => {
    const member = await person();
    const ended = await join(member.cookie, 'bts-concordia-2025', ids['concordia-sgw']!);
    expect(ended.statusCode).toBe(410);
    expect(ended.json<Body>().message).toBe('This event has ended: its link no longer works');
    expect(
      (await call('POST', '/api/store/bts/join', undefined, { event_id: LIVE_EVENT_ID, campus_id: 1 })).statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/store/bts/join', member.cookie, { event_id: LIVE_EVENT_ID })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/store/bts/events (the campus page events section)', () => {
  it("lists a campus's running and coming events, never the ended", async () => {
    const mcgill = await call('GET', `/api/store/bts/events?campus_id=${ids['mcgill-downtown']}`);
    expect(mcgill.json<Body>().events?.map((event) => [event.event_id, event.state])).toEqual([
      [LIVE_EVENT_ID, 'active'],
    ]);
    const uottawa = await call('GET', `/api/store/bts/events?campus_id=${ids.uottawa}`);
    expect(uottawa.json<Body>().events?.map((event) => event.state)).toEqual(['upcoming']);
    const concordia = await call('GET', `/api/store/bts/events?campus_id=${ids['concordia-sgw']}`);
    expect(concordia.json<Body>().events).toEqual([]);
    expect((await call('GET', '/api/store/bts/events?campus_id=abc')).statusCode).toBe(400);
  });
});

describe('/api/store/bts-market-offers and /api/partners/contest/bts/order', () => {
  it("orders an offer once ('Already Redeemed Offer'), shows the code, and lists the member's orders", async () => {
    const member = await person();
    expect((await join(member.cookie, LIVE_EVENT_ID, ids['mcgill-downtown']!)).statusCode).toBe(200);
    const list = (await call('GET', '/api/store/bts-market-offers', member.cookie)).json<Body>();
    const offer = list.offers![0]!;
    expect(offer.code).toBeNull();
    const ordered = await call('POST', `/api/store/bts-market-offers/${offer.id}/order`, member.cookie);
    expect(ordered.statusCode).toBe(200);
    const code = ordered.json<Body>().code!;
    expect(code).toMatch(/^[A-Z]+-[A-Z2-9]{6}$/);
    const again = await call('POST', `/api/store/bts-market-offers/${offer.id}/order`, member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('Already Redeemed Offer');
    const shown = (await call('GET', '/api/store/bts-market-offers', member.cookie)).json<Body>();
    expect(shown.offers!.find((entry) => entry.id === offer.id)?.code).toBe(code);

    const mine = await call('GET', `/api/partners/contest/bts/order?firebase_uid=${member.userId}`, member.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Body>().orders).toEqual([expect.objectContaining({ offer_id: offer.id, code })]);
  });

  it("refuses a member without a membership, an unknown offer, and another member's orders", async () => {
    const member = await person();
    const stranger = await person();
    expect((await call('POST', '/api/store/bts-market-offers/1/order', member.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/store/bts-market-offers/999999/order', member.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/store/bts-market-offers/0/order', member.cookie)).statusCode).toBe(400);
    const theirs = await call('GET', `/api/partners/contest/bts/order?firebase_uid=${member.userId}`, stranger.cookie);
    expect(theirs.statusCode).toBe(403);
    expect((await call('GET', `/api/partners/contest/bts/order?firebase_uid=${member.userId}`)).statusCode).toBe(401);
    // Visitors see the offers without codes.
    const visitor = (await call('GET', '/api/store/bts-market-offers')).json<Body>();
    expect(visitor.offers!.every((offer) => offer.code === null)).toBe(true);
  });
});
