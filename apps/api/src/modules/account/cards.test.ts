// GET /api/users/v2/cardsForUser (spec §3 "Card", §7 Users): the caller's cards only, in the shared
// card shape, with is_expired computed from the expiry date.
import { cardsResponseSchema } from '@spc/domain/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signUpAndVerify, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { cards } from '../../db/schema/index.ts';

let t: TestApp;
let member: SignedUp;
let other: SignedUp;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpAndVerify(t, { email: 'cards@example.com' });
  other = await signUpAndVerify(t, { email: 'other-cards@example.com' });
  const now = Date.now();
  await t.database.db.insert(cards).values([
    {
      cardNumber: '6018000000000001',
      csv: '111',
      status: 'active',
      cobrand: 'spc',
      userId: member.userId,
      expiryDate: new Date(now + 200 * DAY),
      isPrimary: true,
      isOnlinePurchased: true,
    },
    {
      cardNumber: '6018000000000002',
      csv: '222',
      status: 'active',
      cobrand: 'cibc',
      userId: member.userId,
      expiryDate: new Date(now - DAY),
      isGTicket: true,
      campus: 'Concordia',
    },
    {
      cardNumber: '6018000000000003',
      csv: '333',
      status: 'inactive',
      userId: member.userId,
      retailer: 'Tabagie du Campus',
    },
    {
      cardNumber: '6018000000000004',
      csv: '444',
      status: 'active',
      userId: other.userId,
      expiryDate: new Date(now + DAY),
    },
    // A retail card nobody has activated.
    { cardNumber: '6018000000000005', csv: '555' },
  ]);
});

afterAll(async () => {
  await t.close();
});

const cardsOf = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/v2/cardsForUser', headers: cookie ? authHeaders(t, cookie) : {} });

describe('GET /api/users/v2/cardsForUser', () => {
  it("answers the caller's cards, primary first, with is_expired from the expiry date", async () => {
    const res = await cardsOf(member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = cardsResponseSchema.parse(res.json());
    expect(body.cards.map((card) => card.card_number)).toEqual([
      '6018000000000001',
      '6018000000000002',
      '6018000000000003',
    ]);
    const [current, expired, unactivated] = body.cards;
    expect(current).toMatchObject({
      status: 'active',
      cobrand: 'spc',
      is_expired: false,
      is_primary: true,
      is_online_purchased: true,
    });
    expect(Date.parse(current!.expiry_date!)).toBeGreaterThan(Date.now());
    expect(expired).toMatchObject({ cobrand: 'cibc', is_expired: true, is_g_ticket: true, campus: 'Concordia' });
    expect(unactivated).toMatchObject({
      status: 'inactive',
      expiry_date: null,
      is_expired: false,
      retailer: 'Tabagie du Campus',
    });
  });

  it('answers an empty list to a user without cards', async () => {
    const user = await socialSignIn(t, 'no-cards@example.com');
    const res = await cardsOf(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cards: [] });
  });

  it("never shows a user their neighbour's cards", async () => {
    const body = cardsResponseSchema.parse((await cardsOf(other.cookie)).json());
    expect(body.cards.map((card) => card.card_number)).toEqual(['6018000000000004']);
  });

  it('401 without a session', async () => {
    const res = await cardsOf();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('counts toward hasCard in the registration', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/v2/user/register',
      headers: authHeaders(t, member.cookie),
    });
    expect(res.json()).toMatchObject({ registered: true, hasCard: true });
  });
});
