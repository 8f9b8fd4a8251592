// The member's own data (issue 21 item 4; docs/api-accounts.md "Your data"): GET /api/users/user/data-export
// answers a JSON file of everything held about the signed-in person — their orders, cards, lists,
// favourites, codes, sessions, mail — in the domain's shape, never another member's rows and never a
// secret (password hash, session token, payment token, card security code, mail bodies and links);
// 401 signed out, 429 past the per-member limit, and the GET writes nothing.
import {
  DATA_EXPORT_FORMAT_VERSION,
  DATA_EXPORT_LIMITED_MESSAGE,
  DATA_EXPORT_RATE_LIMIT,
  dataExportSchema,
  type DataExport,
} from '@spc/domain/data-export';
import { purchaseResponseSchema } from '@spc/domain/store';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, latestMail, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { LEFT_OUT_TABLES, ownedRows, READ_TABLES } from './repository.ts';
import { newMember, purchase, rowsOf, seedCodes } from '../../../test/purchase-helpers.ts';
import {
  authAccounts,
  authSessions,
  categories,
  consentDecisions,
  offerRedemptions,
  offers,
  partners,
  paymentMethods,
  redemptionFeedback,
  supportRequests,
} from '../../db/schema/index.ts';

const EXPORT = '/api/users/user/data-export';
const CATEGORY = 931;
const PARTNER = 931;
const OFFER = { a: 9301, b: 9302, c: 9303 } as const;

let t: TestApp;

// Vitest's asymmetric matchers, typed as what they are to the checker: values to compare against.
const anyText: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);
const something: unknown = expect.anything();
const isoTime: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
const like = (fields: object): unknown => expect.objectContaining(fields);

async function seedCatalogue(): Promise<void> {
  const { db } = t.database;
  await db.insert(categories).values({
    id: CATEGORY,
    urlName: 'export-category',
    nameEn: 'Export books',
    nameFr: 'Livres exportés',
    sortOrder: 0,
  });
  await db.insert(partners).values({
    partnerId: PARTNER,
    partnerName: 'Maple Export Books',
    sortName: 'maple export books',
    urlName: 'maple-export-books',
    descriptionEn: 'Books.',
    descriptionFr: 'Des livres.',
    websiteUrl: 'https://maple-export.example',
    logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await db.insert(offers).values(
    Object.values(OFFER).map((offerId) => ({
      offerId,
      partnerId: PARTNER,
      categoryId: CATEGORY,
      titleEn: `Export offer ${offerId}`,
      titleFr: `Offre exportée ${offerId}`,
      descriptionEn: '10% off',
      descriptionFr: '10 % de rabais',
      online: true,
      inStore: false,
      startDate: new Date(Date.now() - 30 * 86_400_000),
      endDate: null,
      codeType: 'static' as const,
      displayKind: 'static' as const,
      staticCode: 'MAPLE10',
    })),
  );
}

const get = (who: SignedUp | null) =>
  t.app.inject({
    method: 'GET',
    url: EXPORT,
    headers: who ? authHeaders(t, who.cookie) : { origin: t.config.publicUrl },
  });

function send(who: SignedUp, method: 'POST' | 'PUT', url: string, body: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...authHeaders(t, who.cookie), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

function parsed(response: LightMyRequestResponse): DataExport {
  expect(response.statusCode, response.body).toBe(200);
  return dataExportSchema.parse(JSON.parse(response.body));
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/** A member with a paid order, a saved list, favourites, a revealed code and its "Did it work?". */
async function memberWithData(listName: string, favourite: number): Promise<{ member: SignedUp; orderNumber: string }> {
  const member = await newMember(t);
  const bought = await purchase(t, member.cookie, { promo_code: 'welcome10' });
  expect(bought.statusCode, bought.body).toBe(201);
  const { order } = purchaseResponseSchema.parse(bought.json());
  const list = await send(member, 'POST', '/api/partners/user/saved-list', { name: listName });
  expect(list.statusCode, list.body).toBe(201);
  const { id } = list.json<{ id: number }>();
  const filled = await send(member, 'PUT', `/api/partners/user/saved-list/${id}`, {
    name: listName,
    offer_ids: [OFFER.c, favourite],
  });
  expect(filled.statusCode, filled.body).toBe(200);
  const favourites = await send(member, 'PUT', '/api/users/v2/user/favouriteOffers', {
    favourite_offer_ids: [favourite],
  });
  expect(favourites.statusCode, favourites.body).toBe(200);
  const categoriesSet = await send(member, 'PUT', '/api/users/v2/user/categories', {
    favourite_categories: [CATEGORY],
  });
  expect(categoriesSet.statusCode, categoriesSet.body).toBe(200);
  // The member's own referral code (made when first asked for).
  const referral = await t.app.inject({
    method: 'GET',
    url: '/api/users/register',
    headers: authHeaders(t, member.cookie),
  });
  expect(referral.statusCode, referral.body).toBe(200);
  const [revealed] = await t.database.db
    .insert(offerRedemptions)
    .values({ userId: member.userId, offerId: favourite, code: 'MAPLE10', displayKind: 'static', channel: 'online' })
    .returning();
  await t.database.db.insert(redemptionFeedback).values({
    redemptionId: revealed!.id,
    userId: member.userId,
    offerId: favourite,
    worked: true,
    valueCents: 500,
  });
  // A cookie choice (issue 21 consent) and a contact-form message sent from the member's address (issue 17).
  await t.database.db
    .insert(consentDecisions)
    .values({ userId: member.userId, version: 1, analytics: false, marketing: true, decidedAt: new Date() });
  await t.database.db.insert(supportRequests).values({
    id: crypto.randomUUID(),
    name: 'Sam Member',
    email: member.email.toUpperCase(),
    topic: 'billing',
    message: `A question from ${listName}`,
    language: 'en',
  });
  return { member, orderNumber: order.order_number };
}

let alice: { member: SignedUp; orderNumber: string };
let bob: { member: SignedUp; orderNumber: string };
/** Alice's download, read by several tests (each member may download only so often). */
let aliceResponse: LightMyRequestResponse;
let aliceAskedAt: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCodes(t);
  await seedCatalogue();
  alice = await memberWithData('Alice summer picks', OFFER.a);
  bob = await memberWithData('Bob back to school', OFFER.b);
  // A card kept on file, whose gateway token must not leave the server.
  await t.database.db.insert(paymentMethods).values({
    userId: alice.member.userId,
    gateway: 'sandbox',
    token: 'pm-secret-token-alice',
    cardType: 'Visa',
    last4: '1111',
    expirationMonth: 12,
    expirationYear: 2030,
  });
  aliceAskedAt = Date.now();
  aliceResponse = await get(alice.member);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/users/user/data-export', () => {
  it('answers a JSON file to save, never cached, in the domain shape with its version and time', async () => {
    const response = aliceResponse;
    const data = parsed(response);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="spc-data-${today}.json"`);
    expect(data.format_version).toBe(DATA_EXPORT_FORMAT_VERSION);
    expect(Date.parse(data.generated_at)).toBeGreaterThanOrEqual(aliceAskedAt - 1000);
  });

  it("holds the member's own rows: identity, sessions, order and payment, card, lists, favourites, codes, mail", async () => {
    const data = parsed(aliceResponse);
    const { userId, email } = alice.member;

    expect(data.account).toMatchObject({ user_id: userId, email, email_verified: true });
    expect(data.profile).toMatchObject({ email_lower: email.toLowerCase(), postal: 'M5V 2T6' });
    expect(data.registration).toMatchObject({ registered: true });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toEqual({
      created_at: anyText,
      last_seen_at: anyText,
      expires_at: anyText,
      ip_address: anyText,
      user_agent: something,
    });
    expect(data.linked_accounts).toEqual([{ provider: 'credential', linked_at: anyText }]);

    expect(data.orders).toHaveLength(1);
    const [order] = data.orders;
    expect(order).toMatchObject({
      order_number: alice.orderNumber,
      status: 'paid',
      promo_code: 'WELCOME10',
      discount_cents: 120,
      payment: { status: anyText, amount_cents: order!.total_cents },
    });
    expect(data.promo_codes_used).toEqual([{ code: 'WELCOME10', order_id: order!.id, created_at: anyText }]);
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ id: order!.card_id, is_online_purchased: true });
    expect(data.card_on_file).toMatchObject({ card_type: 'Visa', last4: '1111', expiration_year: 2030 });

    expect(data.saved_lists).toEqual([
      {
        id: anyNumber,
        name: 'Alice summer picks',
        created_at: anyText,
        offers: [
          like({ offer_id: OFFER.c, position: 0, partner_name: 'Maple Export Books' }),
          like({ offer_id: OFFER.a, position: 1, title_en: `Export offer ${OFFER.a}` }),
        ],
      },
    ]);
    expect(data.favourite_offers.map((offer) => offer.offer_id)).toEqual([OFFER.a]);
    expect(data.favourite_categories).toEqual([
      { category_id: CATEGORY, name_en: 'Export books', name_fr: 'Livres exportés' },
    ]);
    expect(data.revealed_codes).toEqual([like({ offer_id: OFFER.a, code: 'MAPLE10', deleted_at: null })]);
    expect(data.redemption_feedback).toEqual([like({ offer_id: OFFER.a, worked: true, value_cents: 500 })]);
    expect(data.referrals).toEqual({
      own_code: { code: anyText, referral_count: 0, referral_redemption_count: 0 },
      referred: null,
      members_referred: [],
    });

    const kinds = data.mail.map((mail) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(['verification', 'receipt']));
    expect(data.mail.every((mail) => mail.subject.length > 0)).toBe(true);
  });

  it("holds the member's cookie choices and contact-form messages, and not another member's", async () => {
    const data = parsed(aliceResponse);
    expect(data.consents).toEqual([
      expect.objectContaining({ user_id: alice.member.userId, version: 1, analytics: false, marketing: true }),
    ]);
    expect(data.support_requests).toEqual([
      expect.objectContaining({ topic: 'billing', message: 'A question from Alice summer picks' }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Bob back to school');
  });

  it("never holds another member's rows", async () => {
    const response = aliceResponse;
    const data = parsed(response);
    expect(data.orders.map((order) => order.order_number)).toEqual([alice.orderNumber]);
    expect(data.saved_lists.map((list) => list.name)).toEqual(['Alice summer picks']);
    expect(data.favourite_offers.map((offer) => offer.offer_id)).not.toContain(OFFER.b);
    // Nothing of Bob anywhere in the file: his id, address, order, list.
    for (const trace of [bob.member.userId, bob.member.email, bob.orderNumber, 'Bob back to school']) {
      expect(response.body, trace).not.toContain(trace);
    }
    // And Bob's file is his.
    const his = parsed(await get(bob.member));
    expect(his.account.user_id).toBe(bob.member.userId);
    expect(his.orders.map((order) => order.order_number)).toEqual([bob.orderNumber]);
    expect(his.saved_lists.map((list) => list.name)).toEqual(['Bob back to school']);
  });

  it('holds no secret: no password hash, session or payment token, security code, mail body or link', async () => {
    const response = aliceResponse;
    const { userId, email } = alice.member;
    const [credential] = await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, userId));
    const sessionTokens = await t.database.db
      .select({ token: authSessions.token, id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, userId));
    const verification = await latestMail(t, email, 'verification');
    const [card] = await rowsOf<{ csv: string; card_number: string }>(
      t,
      sql`select csv, card_number from cards where user_id = ${userId}`,
    );

    expect(credential?.password).toBeTruthy();
    expect(response.body).not.toContain(credential!.password!);
    expect(sessionTokens.length).toBeGreaterThan(0);
    for (const session of sessionTokens) {
      expect(response.body).not.toContain(session.token);
      expect(response.body).not.toContain(session.id);
    }
    expect(response.body).not.toContain('pm-secret-token-alice');
    expect(verification?.link).toBeTruthy();
    expect(response.body).not.toContain(verification!.link!);
    expect(response.body).toContain(card!.card_number);

    const keys = keysOf(JSON.parse(response.body));
    for (const secret of [
      'password',
      'token',
      'access_token',
      'refresh_token',
      'id_token',
      'csv',
      'html',
      'text',
      'link',
    ]) {
      expect(keys.has(secret), secret).toBe(false);
    }
  });

  it('writes nothing: two downloads in a row hold the same data, and no table grows', async () => {
    const count = async () =>
      rowsOf<Record<string, number>>(
        t,
        sql`select
          (select count(*)::int from orders) as orders,
          (select count(*)::int from saved_lists) as lists,
          (select count(*)::int from mail_outbox) as mail,
          (select count(*)::int from auth_sessions) as sessions,
          (select count(*)::int from offer_clicks) as clicks,
          (select count(*)::int from member_savings) as savings`,
      );
    const before = await count();
    const first = parsed(await get(alice.member));
    const second = parsed(await get(alice.member));
    expect(await count()).toEqual(before);
    expect({ ...second, generated_at: null }).toEqual({ ...first, generated_at: null });
  });

  it('is there for a signed-in user who has not finished registering (no profile yet)', async () => {
    const social = await socialSignIn(t, `export-social-${Date.now()}@example.com`);
    const data = parsed(await get(social));
    expect(data.account.user_id).toBe(social.userId);
    expect(data.profile).toBeNull();
    expect(data.registration).toBeNull();
    expect(data.orders).toEqual([]);
    expect(data.linked_accounts).toEqual([{ provider: 'google', linked_at: anyText }]);
  });

  it('answers 401 without a session', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it(`allows ${DATA_EXPORT_RATE_LIMIT.max} downloads an hour per member, then 429 with a clear message`, async () => {
    const member = await newMember(t);
    for (let i = 0; i < DATA_EXPORT_RATE_LIMIT.max; i += 1) {
      expect((await get(member)).statusCode, `download ${i + 1}`).toBe(200);
    }
    const refused = await get(member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'RATE_LIMITED', message: DATA_EXPORT_LIMITED_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-disposition']).toBeUndefined();
    // Counted per member: another member still gets theirs, and a visitor is still told to sign in.
    expect((await get(bob.member)).statusCode).toBe(200);
    expect((await get(null)).statusCode).toBe(401);
  });
});

describe('ownedRows: how a new table joins the export in one entry', () => {
  it("copies the member's rows of a table by column name, dates as ISO, without the omitted columns", async () => {
    const read = ownedRows(paymentMethods, paymentMethods.userId, { omit: ['token'] });
    const rows = await read(t.database.db, { userId: alice.member.userId, emailLower: '' });
    expect(rows).toEqual([
      {
        user_id: alice.member.userId,
        gateway: 'sandbox',
        card_type: 'Visa',
        last4: '1111',
        expiration_month: 12,
        expiration_year: 2030,
        updated_at: isoTime,
      },
    ]);
    expect(await read(t.database.db, { userId: bob.member.userId, emailLower: '' })).toEqual([]);
  });
});

describe('the copy leaves no member table out', () => {
  it('reads every table keyed by a member (a user id or an address), or says why it leaves it out', () => {
    const read = new Set(READ_TABLES.map((table) => getTableConfig(table).name));
    const memberKeyed = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter(({ columns }) =>
        columns.some(({ name }) => /(^|_)user_id$/.test(name) || name === 'email_lower' || name === 'email'),
      )
      .map(({ name }) => name);
    expect(memberKeyed.length).toBeGreaterThan(30);
    const missing = memberKeyed.filter((name) => !read.has(name) && !Object.hasOwn(LEFT_OUT_TABLES, name));
    expect(missing).toEqual([]);
  });
});
