// Deleting an account (docs/api-accounts.md DELETE /deleteUser, POST /deleteFirebaseUser): only the
// caller, and everything they own goes — identity, sessions, profile, registration, favourites, saved
// lists, referral code, resend counter — while their cards stay for the retailer, detached.
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  PASSWORD,
  signIn,
  signUpAndVerify,
  socialSignIn,
  type SignedUp,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import {
  authAccounts,
  authSessions,
  authUsers,
  cards,
  categories,
  favouriteCategories,
  favouriteOffers,
  offers,
  referralCodes,
  registrations,
  resendLimits,
  savedListOffers,
  savedLists,
  userProfiles,
} from '../../db/schema/index.ts';

let t: TestApp;
let emailCount = 0;
const nextEmail = (label: string) => `${label}-${++emailCount}@example.com`;
let cardCount = 0;
const nextCardNumber = () => `60189999${String(++cardCount).padStart(8, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

/** A member who owns one of everything: favourites, a saved list with offers, a referral code, a card. */
async function memberWithBelongings(label: string) {
  const user = await signUpAndVerify(t, { email: nextEmail(label) });
  const db = t.database.db;
  const offerIds = (await db.select({ id: offers.offerId }).from(offers).orderBy(asc(offers.offerId)).limit(2)).map(
    (row) => row.id,
  );
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  await db.insert(favouriteOffers).values(offerIds.map((offerId) => ({ userId: user.userId, offerId })));
  await db.insert(favouriteCategories).values({ userId: user.userId, categoryId: category!.id });
  const [list] = await db.insert(savedLists).values({ userId: user.userId, name: 'Road trip' }).returning();
  await db
    .insert(savedListOffers)
    .values(offerIds.map((offerId, position) => ({ listId: list!.id, offerId, position })));
  const cardNumber = nextCardNumber();
  await db.insert(cards).values({
    cardNumber,
    csv: '123',
    status: 'active',
    userId: user.userId,
    expiryDate: new Date(Date.now() + 86_400_000),
    retailer: 'Campus Corner Store',
  });
  const referral = await t.app.inject({
    method: 'GET',
    url: '/api/users/register',
    headers: authHeaders(t, user.cookie),
  });
  expect(referral.statusCode).toBe(200);
  await db.insert(resendLimits).values({ userId: user.userId, count: 1 });
  return { ...user, listId: list!.id, cardNumber };
}

async function belongingsOf(userId: string, listId: number) {
  const db = t.database.db;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    user: await count(db.select().from(authUsers).where(eq(authUsers.id, userId))),
    sessions: await count(db.select().from(authSessions).where(eq(authSessions.userId, userId))),
    accounts: await count(db.select().from(authAccounts).where(eq(authAccounts.userId, userId))),
    profile: await count(db.select().from(userProfiles).where(eq(userProfiles.userId, userId))),
    registration: await count(db.select().from(registrations).where(eq(registrations.userId, userId))),
    favouriteOffers: await count(db.select().from(favouriteOffers).where(eq(favouriteOffers.userId, userId))),
    favouriteCategories: await count(
      db.select().from(favouriteCategories).where(eq(favouriteCategories.userId, userId)),
    ),
    lists: await count(db.select().from(savedLists).where(eq(savedLists.userId, userId))),
    listOffers: await count(
      db
        .select()
        .from(savedListOffers)
        .where(inArray(savedListOffers.listId, [listId])),
    ),
    referral: await count(db.select().from(referralCodes).where(eq(referralCodes.userId, userId))),
    resendLimit: await count(db.select().from(resendLimits).where(eq(resendLimits.userId, userId))),
    cards: await count(db.select().from(cards).where(eq(cards.userId, userId))),
  };
}

const NOTHING = {
  user: 0,
  sessions: 0,
  accounts: 0,
  profile: 0,
  registration: 0,
  favouriteOffers: 0,
  favouriteCategories: 0,
  lists: 0,
  listOffers: 0,
  referral: 0,
  resendLimit: 0,
  cards: 0,
};

function deleteUser(user: SignedUp, firebaseUid: unknown) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/users/deleteUser',
    headers: authHeaders(t, user.cookie),
    payload: { firebaseUid } as Record<string, unknown>,
  });
}

describe('DELETE /api/users/deleteUser', () => {
  it('removes the caller and everything they own, and detaches their cards', async () => {
    const user = await memberWithBelongings('leaver');
    const bystander = await memberWithBelongings('bystander');
    const before = await belongingsOf(user.userId, user.listId);
    expect(before).toMatchObject({
      user: 1,
      profile: 1,
      registration: 1,
      favouriteOffers: 2,
      lists: 1,
      listOffers: 2,
      referral: 1,
      cards: 1,
    });

    const res = await deleteUser(user, user.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // The browser is told to drop the session cookie.
    const expired = res.cookies.find((cookie) => cookie.name === 'better-auth.session_token');
    expect(expired).toMatchObject({ value: '', maxAge: 0, httpOnly: true });

    expect(await belongingsOf(user.userId, user.listId)).toEqual(NOTHING);
    const [card] = await t.database.db.select().from(cards).where(eq(cards.cardNumber, user.cardNumber));
    expect(card).toMatchObject({ userId: null, status: 'active', retailer: 'Campus Corner Store' });

    // The old session is gone, and so is the password.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/v2/user/profile',
      headers: authHeaders(t, user.cookie),
    });
    expect(after.statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(401);
    // Someone else's things are untouched.
    expect(await belongingsOf(bystander.userId, bystander.listId)).toMatchObject({
      user: 1,
      profile: 1,
      favouriteOffers: 2,
      lists: 1,
      listOffers: 2,
      referral: 1,
      cards: 1,
    });
  });

  it("refuses another user's firebaseUid with 403 and deletes nothing", async () => {
    const attacker = await signUpAndVerify(t, { email: nextEmail('attacker') });
    const victim = await memberWithBelongings('victim');
    const res = await deleteUser(attacker, victim.userId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'FORBIDDEN', field: 'firebaseUid' });
    expect(await belongingsOf(victim.userId, victim.listId)).toMatchObject({ user: 1, profile: 1, lists: 1, cards: 1 });
    expect((await belongingsOf(attacker.userId, -1)).user).toBe(1);
  });

  it('400 without a firebaseUid or with one of the wrong type; 401 without a session', async () => {
    const user = await signUpAndVerify(t, { email: nextEmail('careful') });
    for (const body of [undefined, '', 42]) {
      const res = await deleteUser(user, body);
      expect(res.statusCode, String(body)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'firebaseUid' });
    }
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/deleteUser',
      headers: { origin: t.config.publicUrl },
      payload: { firebaseUid: user.userId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await belongingsOf(user.userId, -1)).user).toBe(1);
  });
});

describe('POST /api/users/deleteFirebaseUser', () => {
  it('removes the caller: an abandoned social sign-up without a member record', async () => {
    const user = await socialSignIn(t, nextEmail('abandoned'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/deleteFirebaseUser',
      headers: authHeaders(t, user.cookie),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await belongingsOf(user.userId, -1)).toEqual(NOTHING);
  });

  it('removes a member with all they own too', async () => {
    const user = await memberWithBelongings('quitter');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/deleteFirebaseUser',
      headers: authHeaders(t, user.cookie),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await belongingsOf(user.userId, user.listId)).toEqual(NOTHING);
  });

  it('401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/deleteFirebaseUser',
      headers: { origin: t.config.publicUrl },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
