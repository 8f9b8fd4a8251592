// Revealing codes (docs/api-member-offers.md "Who may use an offer", "Codes"): who may, each code type
// and display kind online and in store, one live redemption per member and offer, forgetting a code
// (DELETE /redeemedcode/{id}) and what a reveal records — with the bad inputs and other members.
import { codeResponseSchema, MEMBER_OFFER_ERRORS, type CodeResponse } from '@spc/domain/member-offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signUpAndVerify, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { offers } from '../../db/schema/index.ts';
import {
  call,
  clicksOf,
  codesOf,
  DAY,
  insertCard,
  insertCodes,
  insertOffer,
  insertPartner,
  memberWithCard,
  quickMember,
  redemptionsOf,
  savingsOf,
  usesOf,
  viewsOf,
  type TestOffer,
  type TestPartner,
} from './test-helpers.ts';

let t: TestApp;
let partner: TestPartner;
let member: SignedUp & { cardNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  partner = await insertPartner(t, { urlName: 'acme-outfitters' });
  member = await memberWithCard(t);
});

afterAll(async () => {
  await t.close();
});

const codeUrl = (offerId: number | string, query = '') => `/api/partners/v2/offers/${offerId}/code${query}`;
const reveal = (who: SignedUp | null, offerId: number | string, query = '') =>
  call(t, 'POST', codeUrl(offerId, query), who);
const forget = (who: SignedUp | null, offerId: number | string) =>
  call(t, 'DELETE', `/api/partners/redeemedcode/${offerId}`, who);

async function revealed(who: SignedUp, offerId: number, query = ''): Promise<CodeResponse> {
  const res = await reveal(who, offerId, query);
  expect(res.statusCode, res.body).toBe(200);
  return codeResponseSchema.parse(res.json());
}

function expectError(res: Awaited<ReturnType<typeof reveal>>, status: number, error: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error });
}

const GENERATED = /^ACMEOU-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

describe('who may reveal a code', () => {
  let live: TestOffer;
  beforeAll(async () => {
    live = await insertOffer(t, partner);
  });

  it('refuses a non-numeric, zero, negative or oversized id with 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999'])
      expectError(await reveal(member, id), 400, 'VALIDATION_ERROR');
  });

  it('refuses an is_online or is_website that is not a boolean with 400 naming the field', async () => {
    for (const query of ['?is_online=maybe', '?is_online=', '?is_website=yes']) {
      const res = await reveal(member, live.offerId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ field?: string }>().field).toBe(query.includes('online') ? 'is_online' : 'is_website');
    }
  });

  it('answers 404 OFFER_NOT_FOUND for an unknown offer, to visitors and members alike', async () => {
    for (const who of [member, null]) {
      const res = await reveal(who, 899_999);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'OFFER_NOT_FOUND', message: MEMBER_OFFER_ERRORS.OFFER_NOT_FOUND });
    }
  });

  it('answers the offer errors of the offer page, naming the partner', async () => {
    const delisted = await insertOffer(t, partner, { status: 'delisted' });
    const expired = await insertOffer(t, partner, { endDate: new Date(Date.now() - 1000) });
    const upcoming = await insertOffer(t, partner, { startDate: new Date(Date.now() + DAY) });
    const cases: [TestOffer, number, string, string][] = [
      [delisted, 410, 'OFFER_DELISTED', 'Offer delisted'],
      [expired, 410, 'OFFER_EXPIRED', 'Offer expired'],
      [upcoming, 404, 'OFFER_NOT_FOUND', 'Offer not found'],
    ];
    for (const [offer, status, error, message] of cases) {
      const res = await reveal(member, offer.offerId);
      expect(res.statusCode, error).toBe(status);
      expect(res.json()).toEqual({ error, message, partner_url_name: 'acme-outfitters' });
      expect((await usesOf(t, offer.offerId)).clicks).toBe(0);
    }
  });

  it('answers 401 to a visitor and 403 NOT_REGISTERED to a user who has not registered', async () => {
    expectError(await reveal(null, live.offerId), 401, 'UNAUTHENTICATED');
    const unregistered = await socialSignIn(t, 'codes-unregistered@example.com');
    expectError(await reveal(unregistered, live.offerId), 403, 'NOT_REGISTERED');
  });

  it('answers 403 NO_VALID_CARD to a member without a card, with an expired one or an inactive one', async () => {
    const noCard = await quickMember(t);
    const expired = await memberWithCard(t, { expiresInMs: -DAY });
    const inactive = await memberWithCard(t, { overrides: { status: 'inactive' } });
    for (const who of [noCard, expired, inactive]) {
      const res = await reveal(who, live.offerId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'NO_VALID_CARD', message: MEMBER_OFFER_ERRORS.NO_VALID_CARD });
    }
    expect((await usesOf(t, live.offerId)).clicks).toBe(0);
  });

  it('keeps SPC+ offers for SPC+ members: 403 PLUS_ONLY with an spc card, 200 with the bank card', async () => {
    const plus = await insertOffer(t, partner, { isSpcPlus: true });
    expectError(await reveal(member, plus.offerId), 403, 'PLUS_ONLY');
    const bank = await memberWithCard(t, { overrides: { cobrand: 'cibc', source: 'bank' } });
    expect((await revealed(bank, plus.offerId)).code).toBe('ACME10');
    // A bank card that has expired leaves an spc card as the membership: no longer SPC+.
    const lapsed = await memberWithCard(t);
    await insertCard(t, lapsed.userId, -DAY, { cobrand: 'cibc', isPrimary: false });
    expectError(await reveal(lapsed, plus.offerId), 403, 'PLUS_ONLY');
  });

  it('answers 422 CHANNEL_NOT_OFFERED for a channel the offer does not have', async () => {
    const inStoreOnly = await insertOffer(t, partner, { online: false, websiteUrl: null });
    const onlineOnly = await insertOffer(t, partner, { inStore: false });
    expectError(await reveal(member, inStoreOnly.offerId, '?is_online=true'), 422, 'CHANNEL_NOT_OFFERED');
    expectError(await reveal(member, onlineOnly.offerId, '?is_online=false'), 422, 'CHANNEL_NOT_OFFERED');
    expectError(await reveal(member, onlineOnly.offerId, '?is_online=0'), 422, 'CHANNEL_NOT_OFFERED');
    expect((await usesOf(t, onlineOnly.offerId)).redemptions).toBe(0);
    // Without is_online: online when the offer is online, else in store.
    expect((await revealed(member, inStoreOnly.offerId)).channel).toBe('in_store');
    expect((await revealed(member, onlineOnly.offerId)).channel).toBe('online');
  });

  it('is never cached, answered or refused', async () => {
    const ok = await reveal(member, live.offerId);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await reveal(null, live.offerId)).headers['cache-control']).toBe('no-store');
  });
});

describe('codes by display kind and code type', () => {
  it('static: the offer code online with the tracked link; in store with the member’s card and no link', async () => {
    const offer = await insertOffer(t, partner);
    const online = await revealed(member, offer.offerId, '?is_online=true');
    expect(online).toMatchObject({
      code: 'ACME10',
      code_type: 'static',
      display_kind: 'static',
      channel: 'online',
      card_number: null,
      already_revealed: false,
    });
    const url = new URL(online.url!);
    expect(url.origin + url.pathname).toBe('https://www.acmeoutfitters.example/students');
    expect(url.searchParams.get('utm_source')).toBe('spc');
    // The marker is the id of the click the reveal recorded.
    const [click] = await clicksOf(t, offer.offerId, member.userId);
    expect(click).toMatchObject({ kind: 'code', userId: member.userId });
    expect(url.searchParams.get('spc_click')).toBe(click!.id);

    const other = await memberWithCard(t);
    const inStore = await revealed(other, offer.offerId, '?is_online=false');
    expect(inStore).toMatchObject({ code: 'ACME10', channel: 'in_store', card_number: other.cardNumber, url: null });
  });

  it('no_code: nothing to type; online just the link, in store the card', async () => {
    const offer = await insertOffer(t, partner, { displayKind: 'no_code' });
    const online = await revealed(member, offer.offerId);
    expect(online).toMatchObject({ code: null, display_kind: 'no_code', card_number: null, channel: 'online' });
    expect(online.url).toMatch(/^https:\/\/www\.acmeoutfitters\.example\/students\?/);
    const other = await memberWithCard(t);
    expect(await revealed(other, offer.offerId, '?is_online=false')).toMatchObject({
      code: null,
      card_number: other.cardNumber,
      url: null,
    });
  });

  it('card_number: the member’s card number always, online too, and no code', async () => {
    const offer = await insertOffer(t, partner, { displayKind: 'card_number' });
    const online = await revealed(member, offer.offerId, '?is_online=true');
    expect(online).toMatchObject({ code: null, display_kind: 'card_number', card_number: member.cardNumber });
    expect(online.url).not.toBeNull();
  });

  it('shows the card that expires last among the member’s active cards', async () => {
    const offer = await insertOffer(t, partner, { displayKind: 'card_number' });
    const holder = await memberWithCard(t, { expiresInMs: 30 * DAY });
    const later = await insertCard(t, holder.userId, 300 * DAY, { isPrimary: false });
    await insertCard(t, holder.userId, 900 * DAY, { status: 'cancelled', isPrimary: false });
    expect((await revealed(holder, offer.offerId)).card_number).toBe(later.cardNumber);
  });

  it('generated (random and unique): a PARTNER-XXXX-XXXX code made for each member', async () => {
    for (const displayKind of ['random', 'unique'] as const) {
      const offer = await insertOffer(t, partner, { codeType: 'generated', displayKind, staticCode: null });
      const mine = await revealed(member, offer.offerId);
      const theirs = await revealed(await memberWithCard(t), offer.offerId);
      expect(mine.code).toMatch(GENERATED);
      expect(theirs.code).toMatch(GENERATED);
      expect(theirs.code).not.toBe(mine.code);
      expect(mine).toMatchObject({ code_type: 'generated', display_kind: displayKind });
      // Asked again, the member sees the same code.
      expect(await revealed(member, offer.offerId)).toMatchObject({
        code: mine.code,
        redemption_id: mine.redemption_id,
        already_revealed: true,
      });
    }
  });

  it('upload_random: a code of the shared pool, which stays in the pool for everyone', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'upload_random', displayKind: 'random', staticCode: null });
    await insertCodes(t, offer.offerId, ['SHARED-1', 'SHARED-2']);
    const codes = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const answer = await revealed(await memberWithCard(t), offer.offerId);
      expect(['SHARED-1', 'SHARED-2']).toContain(answer.code);
      codes.add(answer.code);
    }
    expect((await codesOf(t, offer.offerId)).every((row) => row.assignedUserId === null)).toBe(true);
    // An empty shared pool has nothing to show.
    const dry = await insertOffer(t, partner, { codeType: 'upload_random', displayKind: 'random', staticCode: null });
    expectError(await reveal(member, dry.offerId), 409, 'CODES_EXHAUSTED');
  });

  it('upload_unique: a pool code handed to this member only, marked as theirs', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'upload_unique', displayKind: 'unique', staticCode: null });
    await insertCodes(t, offer.offerId, ['ONLY-A', 'ONLY-B', 'ONLY-C']);
    const other = await memberWithCard(t);
    const mine = await revealed(member, offer.offerId);
    const theirs = await revealed(other, offer.offerId);
    expect(mine).toMatchObject({ code: 'ONLY-A', code_type: 'upload_unique', display_kind: 'unique' });
    expect(theirs.code).toBe('ONLY-B');
    expect(await revealed(member, offer.offerId)).toMatchObject({ code: 'ONLY-A', already_revealed: true });
    const pool = await codesOf(t, offer.offerId);
    expect(pool.map((row) => [row.code, row.assignedUserId])).toEqual([
      ['ONLY-A', member.userId],
      ['ONLY-B', other.userId],
      ['ONLY-C', null],
    ]);
    expect(pool[0]!.assignedAt).toBeInstanceOf(Date);
    // The in-store use of a unique code shows the code and the card.
    const third = await memberWithCard(t);
    expect(await revealed(third, offer.offerId, '?is_online=false')).toMatchObject({
      code: 'ONLY-C',
      card_number: third.cardNumber,
    });
  });

  it('answers 409 CODES_EXHAUSTED when the unique pool is dry, and records nothing', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'upload_unique', displayKind: 'unique', staticCode: null });
    await insertCodes(t, offer.offerId, ['LAST-ONE']);
    await revealed(member, offer.offerId);
    const late = await memberWithCard(t);
    const before = await usesOf(t, offer.offerId);
    const res = await reveal(late, offer.offerId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CODES_EXHAUSTED', message: MEMBER_OFFER_ERRORS.CODES_EXHAUSTED });
    expect(await usesOf(t, offer.offerId)).toEqual(before);
    expect(await redemptionsOf(t, offer.offerId, late.userId)).toEqual([]);
  });

  it('answers the promos path exactly as the partners path, on the same redemption', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'generated', displayKind: 'random', staticCode: null });
    const first = await revealed(member, offer.offerId);
    const res = await call(t, 'GET', `/api/promos/v3/offers/${offer.offerId}/code`, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(codeResponseSchema.parse(res.json())).toMatchObject({
      code: first.code,
      redemption_id: first.redemption_id,
      already_revealed: true,
    });
    const promos = await call(t, 'GET', `/api/promos/v3/offers/${offer.offerId}/code?is_online=perhaps`, member);
    expect(promos.statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/promos/v3/offers/899999/code`, member)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/promos/v3/offers/${offer.offerId}/code`, null)).statusCode).toBe(401);
  });
});

describe('what a reveal records', () => {
  it('each reveal is a use: a code click each time, one saving and one view a day, one redemption', async () => {
    const offer = await insertOffer(t, partner, { valueCents: 750 });
    const who = await memberWithCard(t);
    const views = await viewsOf(t, offer.offerId);
    const first = await revealed(who, offer.offerId, '?is_website=false');
    const second = await revealed(who, offer.offerId);
    expect(second.redemption_id).toBe(first.redemption_id);
    expect(second.url).not.toBe(first.url);
    const clicks = await clicksOf(t, offer.offerId, who.userId);
    expect(clicks.map((click) => click.kind)).toEqual(['code', 'code']);
    for (const click of clicks) expect(click.id).toMatch(/^[A-Za-z0-9_-]{16,40}$/);
    // Issue 16: a view counts a member once per offer per day.
    expect(await viewsOf(t, offer.offerId)).toBe(views + 1);
    expect(await savingsOf(t, who.userId)).toEqual([
      expect.objectContaining({
        offerId: offer.offerId,
        valueCents: 750,
        day: clicks[0]!.createdAt.toISOString().slice(0, 10),
      }),
    ]);
    // One redemption, revealed from the extension (is_website=false), online.
    expect(await redemptionsOf(t, offer.offerId, who.userId)).toEqual([
      expect.objectContaining({ fromWebsite: false, channel: 'online', code: 'ACME10', deletedAt: null }),
    ]);
  });

  it('serves many reveals of one member at once with one redemption and one code', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'upload_unique', displayKind: 'unique', staticCode: null });
    await insertCodes(t, offer.offerId, ['TWIN-1', 'TWIN-2', 'TWIN-3']);
    const who = await memberWithCard(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reveal(who, offer.offerId)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((res) => codeResponseSchema.parse(res.json()));
    expect(new Set(bodies.map((body) => body.code))).toEqual(new Set(['TWIN-1']));
    expect(bodies.filter((body) => !body.already_revealed)).toHaveLength(1);
    expect(await redemptionsOf(t, offer.offerId, who.userId)).toHaveLength(1);
    expect((await codesOf(t, offer.offerId)).filter((row) => row.assignedUserId !== null)).toHaveLength(1);
  });
});

describe('unique codes under concurrent reveals', () => {
  it('hands each of N codes to exactly one of 50 members revealing at once; the rest get 409', async () => {
    const POOL = 20;
    const MEMBERS = 50;
    const offer = await insertOffer(t, partner, { codeType: 'upload_unique', displayKind: 'unique', staticCode: null });
    await insertCodes(
      t,
      offer.offerId,
      Array.from({ length: POOL }, (_, i) => `RUSH-${String(i).padStart(2, '0')}`),
    );
    const crowd: (SignedUp & { cardNumber: string })[] = [];
    for (let i = 0; i < MEMBERS; i++) crowd.push(await memberWithCard(t));

    const answers = await Promise.all(crowd.map((who) => reveal(who, offer.offerId)));

    const winners = new Map<string, string>();
    let exhausted = 0;
    answers.forEach((res, i) => {
      if (res.statusCode === 409) {
        expect(res.json<{ error: string }>().error).toBe('CODES_EXHAUSTED');
        exhausted += 1;
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const body = codeResponseSchema.parse(res.json());
      expect(body.already_revealed).toBe(false);
      winners.set(crowd[i]!.userId, body.code!);
    });
    expect(winners.size).toBe(POOL);
    expect(exhausted).toBe(MEMBERS - POOL);
    expect(new Set(winners.values()).size).toBe(POOL);

    // The database agrees: every code assigned once, to the member who was shown it.
    const pool = await codesOf(t, offer.offerId);
    expect(pool.every((row) => row.assignedUserId !== null)).toBe(true);
    expect(new Set(pool.map((row) => row.assignedUserId)).size).toBe(POOL);
    for (const row of pool) expect(winners.get(row.assignedUserId!)).toBe(row.code);
    const redemptions = await redemptionsOf(t, offer.offerId);
    expect(redemptions).toHaveLength(POOL);
    expect(new Set(redemptions.map((row) => row.codeId)).size).toBe(POOL);
    // Only the reveals that got a code were uses.
    expect(await usesOf(t, offer.offerId)).toMatchObject({ clicks: POOL, savings: POOL, views: POOL });
  });
});

describe('DELETE /redeemedcode/{id}', () => {
  it('forgets a generated code: the next reveal makes a fresh one', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'generated', displayKind: 'unique', staticCode: null });
    const who = await memberWithCard(t);
    const first = await revealed(who, offer.offerId);
    const res = await forget(who, offer.offerId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const fresh = await revealed(who, offer.offerId);
    expect(fresh.already_revealed).toBe(false);
    expect(fresh.redemption_id).not.toBe(first.redemption_id);
    expect(fresh.code).toMatch(GENERATED);
    expect(fresh.code).not.toBe(first.code);
    const rows = await redemptionsOf(t, offer.offerId, who.userId);
    expect(rows.map((row) => row.deletedAt === null)).toEqual([false, true]);
  });

  it('forgets an upload_unique code for good: asking again is 409 ALREADY_REDEEMED_OFFER', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'upload_unique', displayKind: 'unique', staticCode: null });
    await insertCodes(t, offer.offerId, ['SPENT-1', 'SPENT-2']);
    const who = await memberWithCard(t);
    expect((await revealed(who, offer.offerId)).code).toBe('SPENT-1');
    expect((await forget(who, offer.offerId)).statusCode).toBe(200);
    const again = await reveal(who, offer.offerId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'ALREADY_REDEEMED_OFFER', message: 'Already Redeemed Offer' });
    // The code stays theirs, never back in the pool; the other code is still free for someone else.
    expect((await codesOf(t, offer.offerId)).map((row) => row.assignedUserId)).toEqual([who.userId, null]);
    expect((await revealed(await memberWithCard(t), offer.offerId)).code).toBe('SPENT-2');
  });

  it('answers 404 REDEMPTION_NOT_FOUND when nothing is revealed, or already forgotten', async () => {
    const offer = await insertOffer(t, partner);
    const who = await memberWithCard(t);
    const none = await forget(who, offer.offerId);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'REDEMPTION_NOT_FOUND', message: MEMBER_OFFER_ERRORS.REDEMPTION_NOT_FOUND });
    await revealed(who, offer.offerId);
    expect((await forget(who, offer.offerId)).statusCode).toBe(200);
    expect((await forget(who, offer.offerId)).statusCode).toBe(404);
    expect((await forget(who, 899_999)).statusCode).toBe(404);
  });

  it('only ever forgets the caller’s own: another member’s DELETE is 404 and mine stays', async () => {
    const offer = await insertOffer(t, partner, { codeType: 'generated', displayKind: 'random', staticCode: null });
    const mine = await revealed(member, offer.offerId);
    const intruder = await memberWithCard(t);
    expect((await forget(intruder, offer.offerId)).statusCode).toBe(404);
    expect(await revealed(member, offer.offerId)).toMatchObject({
      code: mine.code,
      redemption_id: mine.redemption_id,
      already_revealed: true,
    });
  });

  it('refuses a bad id with 400, a visitor with 401 and an unregistered user with 403', async () => {
    expectError(await forget(member, 'abc'), 400, 'VALIDATION_ERROR');
    expectError(await forget(null, 1), 401, 'UNAUTHENTICATED');
    const unregistered = await socialSignIn(t, 'forget-unregistered@example.com');
    expectError(await forget(unregistered, 1), 403, 'NOT_REGISTERED');
  });

  it('works for a member signed up through e-mail, and needs the Origin of our pages', async () => {
    const emailMember = await signUpAndVerify(t, { email: 'codes-email-member@example.com' });
    await insertCard(t, emailMember.userId, 100 * DAY);
    const offer = await insertOffer(t, partner);
    await revealed(emailMember, offer.offerId);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/partners/redeemedcode/${offer.offerId}`,
      headers: { cookie: emailMember.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await redemptionsOf(t, offer.offerId, emailMember.userId))[0]!.deletedAt).toBeNull();
  });
});

describe('an offer that changes after the reveal', () => {
  it('refuses a delisted offer even to a member who revealed it before', async () => {
    const offer = await insertOffer(t, partner);
    await revealed(member, offer.offerId);
    await t.database.db.update(offers).set({ status: 'delisted' }).where(eq(offers.offerId, offer.offerId));
    expectError(await reveal(member, offer.offerId), 410, 'OFFER_DELISTED');
    // Forgetting it still works: it is the member's own record.
    expect((await forget(member, offer.offerId)).statusCode).toBe(200);
  });
});
