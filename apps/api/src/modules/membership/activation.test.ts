// Activating a card (docs/api-membership.md "Card rules", "Activation") through app.inject on the real
// app: /v2/card/registerable, /v2/register/card, /v2/associateCard, each with its bad inputs — format,
// unknown card, wrong code, someone else's card, an active card, a member who already has one — and
// the registration's bookkeeping.
import { registerableResponseSchema, registerCardResponseSchema } from '@spc/domain/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify, type SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCard } from '../../../test/billing-helpers.ts';
import {
  DAY,
  call,
  cardById,
  cardsOf,
  insertShelfCard,
  otherCsv,
  registrationOf,
  upgradesOf,
  type Body,
} from './test-helpers.ts';

let t: TestApp;
let n = 0;
/** A fresh registered member (each test has its own cards and lookup limit). */
const newMember = () => signUpAndVerify(t, { email: `activation-${++n}@example.com` });

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const registerable = (who: SignedUp | null, payload: unknown) =>
  call(t, 'POST', '/api/users/v2/card/registerable', who, payload);
const register = (who: SignedUp | null, payload: unknown) =>
  call(t, 'POST', '/api/users/v2/register/card', who, payload);
const associate = (who: SignedUp | null, payload: unknown) =>
  call(t, 'POST', '/api/users/v2/associateCard', who, payload);

describe('POST /v2/card/registerable', () => {
  it('answers a shelf card’s cobrand, retailer, gold-ticket flag and incentive, to a visitor too', async () => {
    const card = await insertShelfCard(t, { isGTicket: true });
    const res = await registerable(null, { card_number: card.cardNumber, csv: card.csv });
    expect(res.statusCode).toBe(200);
    expect(registerableResponseSchema.parse(res.json())).toEqual({
      registerable: true,
      cobrand: 'spc',
      retailer: 'Campus Corner Store',
      is_g_ticket: true,
      incentive_id: null,
    });
  });

  it('takes the number as typed, with dashes or spaces', async () => {
    const card = await insertShelfCard(t);
    const dashed = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1-');
    expect((await registerable(null, { card_number: dashed, csv: card.csv })).statusCode).toBe(200);
    const spaced = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect((await registerable(null, { card_number: spaced, csv: ` ${card.csv} ` })).statusCode).toBe(200);
  });

  it('refuses malformed numbers and codes with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ card_number: '5018123412341234', csv: '123' }, 'card_number'],
      [{ card_number: '601812341234123', csv: '123' }, 'card_number'],
      [{ card_number: '60181234123412345', csv: '123' }, 'card_number'],
      [{ card_number: '6018abcd12341234', csv: '123' }, 'card_number'],
      [{ card_number: '6018123412341234', csv: '12' }, 'csv'],
      [{ card_number: '6018123412341234', csv: '12a' }, 'csv'],
      [{ card_number: '6018123412341234', csv: '1234' }, 'csv'],
      [{ card_number: '6018123412341234' }, 'csv'],
      [{ csv: '123' }, 'card_number'],
      [{ card_number: 6018123412341234, csv: 123 }, 'card_number'],
    ];
    for (const [payload, field] of cases) {
      const res = await registerable(null, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    }
  });

  it('answers an unknown number and a wrong code alike: 404 CARD_NOT_FOUND', async () => {
    const card = await insertShelfCard(t);
    const wrongCode = await registerable(null, { card_number: card.cardNumber, csv: otherCsv(card.csv) });
    const unknown = await registerable(null, { card_number: '6018000000000001', csv: card.csv });
    for (const res of [wrongCode, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'CARD_NOT_FOUND',
        message: 'We could not find a card with this number and security code.',
      });
    }
  });

  it('says "Already associated" (409) for a card someone owns, without its data', async () => {
    const owner = await newMember();
    const owned = await insertCard(t, owner.userId, 300 * DAY);
    const res = await registerable(null, { card_number: owned.cardNumber, csv: owned.csv });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'ALREADY_ASSOCIATED', message: 'Already associated' });
  });

  it('refuses an active card nobody owns (409 CARD_ALREADY_ACTIVE) and a cancelled one (404)', async () => {
    const active = await insertShelfCard(t, { status: 'active', expiryDate: new Date(Date.now() + 300 * DAY) });
    const res = await registerable(null, { card_number: active.cardNumber, csv: active.csv });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CARD_ALREADY_ACTIVE', message: 'User has Active Card' });
    const cancelled = await insertShelfCard(t, { status: 'cancelled' });
    expect((await registerable(null, { card_number: cancelled.cardNumber, csv: cancelled.csv })).statusCode).toBe(404);
  });
});

describe('POST /v2/register/card', () => {
  it('needs a signed-in member', async () => {
    const card = await insertShelfCard(t);
    const res = await register(null, { card_number: card.cardNumber, csv: card.csv });
    expect(res.statusCode).toBe(401);
    expect((await cardById(t, card.id)).userId).toBeNull();
  });

  it('activates a shelf card for a year: active, the member’s, primary; the registration has a card', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t, { incentiveId: 7 });
    const before = Date.now();
    const res = await register(member, { card_number: card.cardNumber, csv: card.csv });
    expect(res.statusCode).toBe(201);
    const body = registerCardResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      upgradeType: 'none',
      manual_cancellation_required: false,
      card: { card_number: card.cardNumber, status: 'active', is_primary: true, is_expired: false, cobrand: 'spc' },
    });
    const row = await cardById(t, card.id);
    expect(row.userId).toBe(member.userId);
    expect(row.activatedAt!.getTime()).toBeGreaterThanOrEqual(before);
    // A year from activation (addMonths: same day next year).
    const expected = new Date(row.activatedAt!);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(row.expiryDate!.getTime()).toBe(expected.getTime());
    expect(await registrationOf(t, member.userId)).toMatchObject({ hasCard: true, membershipType: 'spc' });
    expect(await upgradesOf(t, member.userId)).toEqual([]);
  });

  it('saves the affiliate data sent with it on the registration', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const affiliate = { marker: 'cibc', token: 'abc123' };
    const res = await register(member, { card_number: card.cardNumber, csv: card.csv, affiliate });
    expect(res.statusCode).toBe(201);
    expect((await registrationOf(t, member.userId)).affiliate).toEqual(affiliate);
  });

  it('refuses malformed affiliate data', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const res = await register(member, { card_number: card.cardNumber, csv: card.csv, affiliate: { a: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().field).toMatch(/^affiliate/);
  });

  it('refuses a card someone else owns (409 Already associated) and leaves it theirs', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const owned = await insertCard(t, owner.userId, 300 * DAY);
    const res = await register(other, { card_number: owned.cardNumber, csv: owned.csv });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'ALREADY_ASSOCIATED', message: 'Already associated' });
    expect((await cardById(t, owned.id)).userId).toBe(owner.userId);
    expect(res.body).not.toContain(owned.cardNumber);
  });

  it('refuses the member’s own card again, and an active card nobody owns', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    expect((await register(member, { card_number: card.cardNumber, csv: card.csv })).statusCode).toBe(201);
    const again = await register(member, { card_number: card.cardNumber, csv: card.csv });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().error).toBe('ALREADY_ASSOCIATED');
    const active = await insertShelfCard(t, { status: 'active', expiryDate: new Date(Date.now() + DAY) });
    const res = await register(await newMember(), { card_number: active.cardNumber, csv: active.csv });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().error).toBe('CARD_ALREADY_ACTIVE');
  });

  it('refuses a wrong code and an unknown card with 404, changing nothing', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const res = await register(member, { card_number: card.cardNumber, csv: otherCsv(card.csv) });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>().error).toBe('CARD_NOT_FOUND');
    expect((await cardById(t, card.id)).status).toBe('inactive');
    expect((await register(member, { card_number: '6018999999999999', csv: '000' })).statusCode).toBe(404);
  });

  it('refuses a second spc card to a member with a valid paid one (409 MEMBERSHIP_EXISTS)', async () => {
    const member = await newMember();
    await insertCard(t, member.userId, 200 * DAY);
    const card = await insertShelfCard(t);
    const res = await register(member, { card_number: card.cardNumber, csv: card.csv });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'MEMBERSHIP_EXISTS', message: 'User already has active membership' });
    expect((await cardById(t, card.id)).userId).toBeNull();
  });

  it('lets a member whose paid card expired activate a new one', async () => {
    const member = await newMember();
    await insertCard(t, member.userId, -10 * DAY);
    const card = await insertShelfCard(t);
    expect((await register(member, { card_number: card.cardNumber, csv: card.csv })).statusCode).toBe(201);
  });

  it('replaces a running free trial: its card is cancelled', async () => {
    const member = await newMember();
    const trial = await insertCard(t, member.userId, 20 * DAY, {
      isFreeTrial: true,
      source: 'trial',
      isOnlinePurchased: false,
    });
    const card = await insertShelfCard(t);
    expect((await register(member, { card_number: card.cardNumber, csv: card.csv })).statusCode).toBe(201);
    expect(await cardById(t, trial.id)).toMatchObject({ status: 'cancelled', isPrimary: false });
    const mine = await cardsOf(t, member.userId);
    expect(mine.filter((row) => row.isPrimary).map((row) => row.id)).toEqual([card.id]);
  });

  it('gives a card to one of two members racing for it', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const card = await insertShelfCard(t);
    const payload = { card_number: card.cardNumber, csv: card.csv };
    const results = await Promise.all([register(a, payload), register(b, payload)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const owner = (await cardById(t, card.id)).userId;
    expect([a.userId, b.userId]).toContain(owner);
  });
});

describe('POST /v2/associateCard', () => {
  it('links an active card nobody owns (a VIP card e-mailed) without changing its dates', async () => {
    const member = await newMember();
    const expiry = new Date(Date.now() + 200 * DAY);
    const vip = await insertShelfCard(t, {
      status: 'active',
      expiryDate: expiry,
      isVip: true,
      source: 'vip',
      retailer: null,
    });
    const res = await associate(member, { card_number: vip.cardNumber, csv: vip.csv });
    expect(res.statusCode).toBe(201);
    expect(registerCardResponseSchema.parse(res.json()).card).toMatchObject({ status: 'active', is_primary: true });
    const row = await cardById(t, vip.id);
    expect(row.userId).toBe(member.userId);
    expect(row.expiryDate!.getTime()).toBe(expiry.getTime());
    expect(await registrationOf(t, member.userId)).toMatchObject({ hasCard: true, membershipType: 'vip' });
  });

  it('says "Already associated" as a 400 when anyone owns the card (spec §8)', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const owned = await insertCard(t, owner.userId, 300 * DAY);
    for (const who of [other, owner]) {
      const res = await associate(who, { card_number: owned.cardNumber, csv: owned.csv });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'ALREADY_ASSOCIATED', message: 'Already associated' });
    }
    expect((await cardById(t, owned.id)).userId).toBe(owner.userId);
  });

  it('activates an inactive card like /v2/register/card', async () => {
    const member = await newMember();
    const card = await insertShelfCard(t);
    const res = await associate(member, { card_number: card.cardNumber, csv: card.csv });
    expect(res.statusCode).toBe(201);
    expect(await cardById(t, card.id)).toMatchObject({ status: 'active', userId: member.userId });
  });

  it('refuses a visitor, a malformed body and a wrong code', async () => {
    const card = await insertShelfCard(t, { status: 'active', expiryDate: new Date(Date.now() + DAY) });
    expect((await associate(null, { card_number: card.cardNumber, csv: card.csv })).statusCode).toBe(401);
    const member = await newMember();
    expect((await associate(member, { card_number: 'x', csv: card.csv })).statusCode).toBe(400);
    expect((await associate(member, { card_number: card.cardNumber, csv: otherCsv(card.csv) })).statusCode).toBe(404);
  });
});
