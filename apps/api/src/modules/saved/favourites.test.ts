// Favourites (docs/api-member-offers.md "Favourites"; spec §3, §4 "Updates", §7): GET and PUT of the
// member's categories and offers — replace semantics, duplicates dropped, unknown ids refused with
// nothing stored, the order of addition kept, ?include=offers with the live offers only — and the
// bad inputs, visitors, unregistered users and members who must not see each other's favourites.
import {
  FAVOURITES_MAX,
  favouriteCategoriesResponseSchema,
  favouriteOffersResponseSchema,
  mergeFavourites,
} from '@spc/domain/member-offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { newMember } from '../../../test/purchase-helpers.ts';
import { call, CATEGORY_IDS, OFFER, PARTNER_ID, refusal, seedCatalogue } from './test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
});

afterAll(async () => {
  await t.close();
});

const CATEGORIES = '/api/users/v2/user/categories';
const OFFERS = '/api/users/v2/user/favouriteOffers';

async function categoriesOf(member: SignedUp): Promise<number[]> {
  const response = await call(t, 'GET', CATEGORIES, member);
  expect(response.statusCode, response.body).toBe(200);
  return favouriteCategoriesResponseSchema.parse(response.json()).favourite_categories;
}

async function putCategories(member: SignedUp, ids: number[]): Promise<number[]> {
  const response = await call(t, 'PUT', CATEGORIES, member, { favourite_categories: ids });
  expect(response.statusCode, response.body).toBe(200);
  return favouriteCategoriesResponseSchema.parse(response.json()).favourite_categories;
}

async function offersOf(member: SignedUp): Promise<number[]> {
  const response = await call(t, 'GET', OFFERS, member);
  expect(response.statusCode, response.body).toBe(200);
  return favouriteOffersResponseSchema.parse(response.json()).favourite_offer_ids;
}

async function putOffers(member: SignedUp, ids: number[]): Promise<number[]> {
  const response = await call(t, 'PUT', OFFERS, member, { favourite_offer_ids: ids });
  expect(response.statusCode, response.body).toBe(200);
  return favouriteOffersResponseSchema.parse(response.json()).favourite_offer_ids;
}

/** Bodies every favourites PUT refuses with 400, for a list field named `field`. */
const badListBodies = (field: string) => [
  undefined,
  {},
  [],
  null,
  'text',
  { [field]: null },
  { [field]: 'x' },
  { [field]: 901 },
  { [field]: ['901'] },
  { [field]: [901.5] },
  { [field]: [0] },
  { [field]: [-3] },
  { [field]: [2_147_483_648] },
  { [field]: [true] },
  { [field]: Array.from({ length: FAVOURITES_MAX + 1 }, (_, index) => index + 1) },
];

describe('favourite categories', () => {
  it('starts empty and is never cached', async () => {
    const member = await newMember(t);
    const response = await call(t, 'GET', CATEGORIES, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ favourite_categories: [] });
  });

  it('replaces the set, drops duplicates, and answers the stored set', async () => {
    const member = await newMember(t);
    expect(await putCategories(member, [902, 901, 902])).toEqual([901, 902]);
    expect(await categoriesOf(member)).toEqual([901, 902]);
    expect(await putCategories(member, [903])).toEqual([903]);
    expect(await categoriesOf(member)).toEqual([903]);
    expect(await putCategories(member, [])).toEqual([]);
    expect(await categoriesOf(member)).toEqual([]);
  });

  it('refuses unknown categories with 422 and stores nothing', async () => {
    const member = await newMember(t);
    await putCategories(member, [901]);
    const response = await call(t, 'PUT', CATEGORIES, member, { favourite_categories: [902, 999_999] });
    expect(refusal(response, 422)).toMatchObject({
      error: 'UNKNOWN_CATEGORIES',
      message: 'Some of these categories do not exist.',
    });
    expect(await categoriesOf(member)).toEqual([901]);
  });

  it('answers 400 to every malformed body and changes nothing', async () => {
    const member = await newMember(t);
    await putCategories(member, [CATEGORY_IDS[1]]);
    for (const body of badListBodies('favourite_categories')) {
      const response = await call(t, 'PUT', CATEGORIES, member, body);
      expect(refusal(response, 400).error, JSON.stringify(body)).toMatch(/VALIDATION_ERROR|FST_ERR/);
    }
    expect(await categoriesOf(member)).toEqual([CATEGORY_IDS[1]]);
  });

  it('keeps each member to their own set', async () => {
    const [alice, bob] = [await newMember(t), await newMember(t)];
    await putCategories(alice, [901, 903]);
    await putCategories(bob, [902]);
    expect(await categoriesOf(alice)).toEqual([901, 903]);
    expect(await categoriesOf(bob)).toEqual([902]);
  });

  it('refuses a visitor (401) and a user who has not registered (403)', async () => {
    expect(refusal(await call(t, 'GET', CATEGORIES, null), 401).error).toBe('UNAUTHENTICATED');
    expect(refusal(await call(t, 'PUT', CATEGORIES, null, { favourite_categories: [901] }), 401).error).toBe(
      'UNAUTHENTICATED',
    );
    const social = await socialSignIn(t, 'favourites-categories-social@example.com');
    expect(refusal(await call(t, 'GET', CATEGORIES, social), 403).error).toBe('NOT_REGISTERED');
    expect(refusal(await call(t, 'PUT', CATEGORIES, social, { favourite_categories: [901] }), 403).error).toBe(
      'NOT_REGISTERED',
    );
  });

  it('refuses a write from another origin and keeps the set', async () => {
    const member = await newMember(t);
    await putCategories(member, [901]);
    const response = await call(
      t,
      'PUT',
      CATEGORIES,
      member,
      { favourite_categories: [902] },
      {
        origin: 'https://evil.example',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(await categoriesOf(member)).toEqual([901]);
  });
});

describe('favourite offers', () => {
  it('starts empty, and ?include=offers adds empty offers and partners', async () => {
    const member = await newMember(t);
    expect(await offersOf(member)).toEqual([]);
    const response = await call(t, 'GET', `${OFFERS}?include=offers`, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ favourite_offer_ids: [], offers: [], partners_by_id: {} });
  });

  it('drops duplicates and keeps the order in which offers were added', async () => {
    const member = await newMember(t);
    expect(await putOffers(member, [OFFER.live3, OFFER.live1, OFFER.live3])).toEqual([OFFER.live3, OFFER.live1]);
    // The kept ones keep their place whatever order the body gives; the new one comes last.
    expect(await putOffers(member, [OFFER.live1, OFFER.live2, OFFER.live3])).toEqual([
      OFFER.live3,
      OFFER.live1,
      OFFER.live2,
    ]);
    expect(await offersOf(member)).toEqual([OFFER.live3, OFFER.live1, OFFER.live2]);
    // Removed then added again: it goes to the end.
    expect(await putOffers(member, [OFFER.live1, OFFER.live2])).toEqual([OFFER.live1, OFFER.live2]);
    expect(await putOffers(member, [OFFER.live3, OFFER.live2, OFFER.live1])).toEqual([
      OFFER.live1,
      OFFER.live2,
      OFFER.live3,
    ]);
    expect(await putOffers(member, [])).toEqual([]);
  });

  it('keeps the order of several offers added in one call', async () => {
    const member = await newMember(t);
    const ids = [OFFER.upcoming, OFFER.expired, OFFER.live2, OFFER.delisted, OFFER.live1, OFFER.live3];
    expect(await putOffers(member, ids)).toEqual(ids);
    expect(await offersOf(member)).toEqual(ids);
  });

  it('follows the web’s optimistic update: merge the local change into the server list, then PUT', async () => {
    const member = await newMember(t);
    await putOffers(member, [OFFER.live1, OFFER.live2]);
    // Another tab added live3 meanwhile; this tab, still showing [live1, live2], removes live1 and adds expired.
    await putOffers(member, [OFFER.live1, OFFER.live2, OFFER.live3]);
    const merged = mergeFavourites(await offersOf(member), [OFFER.live1, OFFER.live2], [OFFER.live2, OFFER.expired]);
    expect(await putOffers(member, merged)).toEqual([OFFER.live2, OFFER.live3, OFFER.expired]);
  });

  it('?include=offers answers the live offers only, in favourite order, with their partner', async () => {
    const member = await newMember(t);
    const ids = [OFFER.delisted, OFFER.live2, OFFER.expired, OFFER.upcoming, OFFER.live1];
    await putOffers(member, ids);
    const response = await call(t, 'GET', `${OFFERS}?include=offers`, member);
    expect(response.statusCode, response.body).toBe(200);
    const body = favouriteOffersResponseSchema.parse(response.json());
    expect(body.favourite_offer_ids).toEqual(ids);
    expect(body.offers?.map((offer) => offer.offer_id)).toEqual([OFFER.live2, OFFER.live1]);
    expect(Object.keys(body.partners_by_id ?? {})).toEqual([String(PARTNER_ID)]);
    expect(body.partners_by_id?.[String(PARTNER_ID)]).toMatchObject({ partner_name: 'Maple Books' });
    // Without the query the ids come alone.
    expect(Object.keys((await call(t, 'GET', OFFERS, member)).json())).toEqual(['favourite_offer_ids']);
  });

  it('refuses an unknown ?include value', async () => {
    const member = await newMember(t);
    expect(refusal(await call(t, 'GET', `${OFFERS}?include=partners`, member), 400).error).toBe('VALIDATION_ERROR');
  });

  it('refuses unknown offers with 422 and stores nothing', async () => {
    const member = await newMember(t);
    await putOffers(member, [OFFER.live1]);
    const response = await call(t, 'PUT', OFFERS, member, { favourite_offer_ids: [OFFER.live2, 987_654] });
    expect(refusal(response, 422)).toMatchObject({
      error: 'UNKNOWN_OFFERS',
      message: 'Some of these offers do not exist.',
    });
    expect(await offersOf(member)).toEqual([OFFER.live1]);
  });

  it('answers 400 to every malformed body and changes nothing', async () => {
    const member = await newMember(t);
    await putOffers(member, [OFFER.live2]);
    for (const body of badListBodies('favourite_offer_ids')) {
      const response = await call(t, 'PUT', OFFERS, member, body);
      expect(refusal(response, 400).error, JSON.stringify(body)).toMatch(/VALIDATION_ERROR|FST_ERR/);
    }
    expect(await offersOf(member)).toEqual([OFFER.live2]);
  });

  it('keeps each member to their own favourites', async () => {
    const [alice, bob] = [await newMember(t), await newMember(t)];
    await putOffers(alice, [OFFER.live1]);
    await putOffers(bob, [OFFER.live2, OFFER.live3]);
    await putOffers(bob, []);
    expect(await offersOf(alice)).toEqual([OFFER.live1]);
    expect(await offersOf(bob)).toEqual([]);
  });

  it('refuses a visitor (401) and a user who has not registered (403)', async () => {
    expect(refusal(await call(t, 'GET', OFFERS, null), 401).error).toBe('UNAUTHENTICATED');
    expect(refusal(await call(t, 'PUT', OFFERS, null, { favourite_offer_ids: [OFFER.live1] }), 401).error).toBe(
      'UNAUTHENTICATED',
    );
    const social = await socialSignIn(t, 'favourites-offers-social@example.com');
    expect(refusal(await call(t, 'GET', `${OFFERS}?include=offers`, social), 403).error).toBe('NOT_REGISTERED');
    expect(refusal(await call(t, 'PUT', OFFERS, social, { favourite_offer_ids: [OFFER.live1] }), 403).error).toBe(
      'NOT_REGISTERED',
    );
  });
});
