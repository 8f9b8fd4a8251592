// Saved lists (docs/api-member-offers.md "Saved lists"; spec §3 "Saved list", §4 "Create list",
// "Choosing a list", §5 list-name rule, §8 messages): create, read by id or name, rename and replace
// items, delete — the name rules (trimmed, unique ignoring case, 'Enter valid list name'), the limits,
// unknown offers refused with nothing stored, and another member's list answered 404 and left alone.
import {
  appendOffer,
  LIST_NAME_MAX_LENGTH,
  LIST_OFFERS_MAX,
  SAVED_LISTS_MAX,
  savedListDetailSchema,
  savedListSchema,
  savedListsResponseSchema,
  type SavedList,
} from '@spc/domain/member-offers';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { savedListOffers, savedLists } from '../../db/schema/index.ts';
import { newMember } from '../../../test/purchase-helpers.ts';
import { call, OFFER, PARTNER_ID, refusal, seedCatalogue } from './test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
});

afterAll(async () => {
  await t.close();
});

const LISTS = '/api/partners/user/saved-list';
const one = (ref: string | number) => `${LISTS}/${encodeURIComponent(String(ref))}`;
const NAME_INVALID = { error: 'LIST_NAME_INVALID', message: 'Enter valid list name' };
const EXISTS = { error: 'LIST_EXISTS', message: 'list already exists!' };
const NOT_FOUND = { error: 'LIST_NOT_FOUND', message: 'List not found.' };

async function create(member: SignedUp, name: string): Promise<SavedList> {
  const response = await call(t, 'POST', LISTS, member, { name });
  expect(response.statusCode, response.body).toBe(201);
  return savedListSchema.parse(response.json());
}

async function listsOf(member: SignedUp): Promise<SavedList[]> {
  const response = await call(t, 'GET', LISTS, member);
  expect(response.statusCode, response.body).toBe(200);
  return savedListsResponseSchema.parse(response.json()).lists;
}

async function update(member: SignedUp, ref: string | number, body: { name: string; offer_ids: number[] }) {
  const response = await call(t, 'PUT', one(ref), member, body);
  expect(response.statusCode, response.body).toBe(200);
  return savedListSchema.parse(response.json());
}

async function detail(member: SignedUp, ref: string | number) {
  const response = await call(t, 'GET', one(ref), member);
  expect(response.statusCode, response.body).toBe(200);
  return savedListDetailSchema.parse(response.json());
}

describe('creating a list', () => {
  it('creates an empty list with the name trimmed, answered 201 and never cached', async () => {
    const member = await newMember(t);
    const response = await call(t, 'POST', LISTS, member, { name: '  Summer   deals \n' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = savedListSchema.parse(response.json());
    expect(list.id).toBeGreaterThan(0);
    expect(list).toEqual({ id: list.id, name: 'Summer deals', offer_ids: [] });
    expect(await listsOf(member)).toEqual([list]);
  });

  it("refuses a name the member already has, ignoring case and spacing: 'list already exists!'", async () => {
    const member = await newMember(t);
    await create(member, 'Summer deals');
    for (const name of ['Summer deals', 'SUMMER DEALS', '  summer   Deals  ']) {
      expect(refusal(await call(t, 'POST', LISTS, member, { name }), 409), name).toMatchObject(EXISTS);
    }
    expect((await listsOf(member)).map((list) => list.name)).toEqual(['Summer deals']);
  });

  it("answers 'Enter valid list name' to a blank, missing, non-text or too long name", async () => {
    const member = await newMember(t);
    const bodies: unknown[] = [
      { name: '' },
      { name: '   ' },
      { name: '\t\n ' },
      {},
      { name: null },
      { name: 42 },
      { name: ['Trip'] },
      { name: { en: 'Trip' } },
      { name: 'x'.repeat(LIST_NAME_MAX_LENGTH + 1) },
      { name: 'x'.repeat(LIST_NAME_MAX_LENGTH * 2 + 1) },
      undefined,
      null,
      [],
      'Trip',
    ];
    for (const body of bodies) {
      const response = await call(t, 'POST', LISTS, member, body);
      expect(refusal(response, 400), JSON.stringify(body)).toMatchObject(NAME_INVALID);
    }
    expect(await listsOf(member)).toEqual([]);
  });

  it('accepts the longest name, and names counted after trimming', async () => {
    const member = await newMember(t);
    const longest = 'é'.repeat(LIST_NAME_MAX_LENGTH);
    expect((await create(member, `  ${longest}  `)).name).toBe(longest);
  });

  it('lets two members use the same name', async () => {
    const [alice, bob] = [await newMember(t), await newMember(t)];
    await create(alice, 'Groceries');
    await create(bob, 'groceries');
    expect((await listsOf(alice)).map((list) => list.name)).toEqual(['Groceries']);
    expect((await listsOf(bob)).map((list) => list.name)).toEqual(['groceries']);
  });

  it(`stops at ${SAVED_LISTS_MAX} lists`, async () => {
    const member = await newMember(t);
    for (let index = 1; index <= SAVED_LISTS_MAX; index++) await create(member, `List ${index}`);
    const response = await call(t, 'POST', LISTS, member, { name: 'One too many' });
    expect(refusal(response, 422).error).toBe('TOO_MANY_LISTS');
    expect(await listsOf(member)).toHaveLength(SAVED_LISTS_MAX);
  });

  it('creates one list when the same name in two cases is posted at once', async () => {
    const member = await newMember(t);
    const responses = await Promise.all(
      ['Road trip', 'ROAD TRIP', 'road trip', 'Road Trip'].map((name) => call(t, 'POST', LISTS, member, { name })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await listsOf(member)).toHaveLength(1);
  });

  it('never goes past the limit when lists are created at once', async () => {
    const member = await newMember(t);
    for (let index = 1; index <= SAVED_LISTS_MAX - 2; index++) await create(member, `List ${index}`);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => call(t, 'POST', LISTS, member, { name: `Late ${index}` })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(await listsOf(member)).toHaveLength(SAVED_LISTS_MAX);
  });
});

describe('reading lists', () => {
  it('answers the lists oldest first, each with its offer ids in the order saved', async () => {
    const member = await newMember(t);
    expect(await listsOf(member)).toEqual([]);
    const first = await create(member, 'First');
    const second = await create(member, 'Second');
    await update(member, second.id, { name: 'Second', offer_ids: [OFFER.live2, OFFER.delisted, OFFER.live1] });
    expect(await listsOf(member)).toEqual([
      { id: first.id, name: 'First', offer_ids: [] },
      { id: second.id, name: 'Second', offer_ids: [OFFER.live2, OFFER.delisted, OFFER.live1] },
    ]);
  });

  it('answers one list by id or by name (ignoring case) with its live offers only', async () => {
    const member = await newMember(t);
    const list = await create(member, 'Back to school');
    const saved = [OFFER.expired, OFFER.live3, OFFER.delisted, OFFER.live1, OFFER.upcoming];
    await update(member, list.id, { name: 'Back to school', offer_ids: saved });
    for (const ref of [list.id, 'Back to school', 'BACK TO SCHOOL', ' back  to school ']) {
      const body = await detail(member, ref);
      expect(body.id, String(ref)).toBe(list.id);
      expect(body.name).toBe('Back to school');
      expect(body.offer_ids).toEqual(saved);
      expect(body.offers.map((offer) => offer.offer_id)).toEqual([OFFER.live3, OFFER.live1]);
      expect(Object.keys(body.partners_by_id)).toEqual([String(PARTNER_ID)]);
    }
  });

  it('answers an empty list with no offers and no partners', async () => {
    const member = await newMember(t);
    const list = await create(member, 'Empty');
    const response = await call(t, 'GET', one(list.id), member);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ id: list.id, name: 'Empty', offer_ids: [], offers: [], partners_by_id: {} });
  });

  it('finds a list whose name is a number by its name when no list has that id', async () => {
    const member = await newMember(t);
    const numbered = await create(member, '2024999');
    expect((await detail(member, '2024999')).id).toBe(numbered.id);
    // Its own id still finds it too.
    expect((await detail(member, numbered.id)).name).toBe('2024999');
  });

  it('reaches a list by the longest name a list may have', async () => {
    const member = await newMember(t);
    const name = `${'Ça '.repeat(33)}x`;
    expect(name).toHaveLength(LIST_NAME_MAX_LENGTH);
    const list = await create(member, name);
    expect((await detail(member, name.toUpperCase())).id).toBe(list.id);
  });

  it('answers 404 LIST_NOT_FOUND for an unknown id or name, and 414 for a ref longer than any name', async () => {
    const member = await newMember(t);
    await create(member, 'Mine');
    expect(refusal(await call(t, 'GET', one(99_999_999), member), 404)).toMatchObject(NOT_FOUND);
    expect(refusal(await call(t, 'GET', one('Not mine'), member), 404)).toMatchObject(NOT_FOUND);
    const tooLong = 'x'.repeat(LIST_NAME_MAX_LENGTH + 1);
    expect((await call(t, 'GET', one(tooLong), member)).statusCode).toBe(414);
  });
});

describe('updating a list', () => {
  it('renames it and replaces its offers, order kept and duplicates dropped', async () => {
    const member = await newMember(t);
    const list = await create(member, 'Weekend');
    const updated = await update(member, list.id, {
      name: '  Weekend   plans ',
      offer_ids: [OFFER.live3, OFFER.live1, OFFER.live3, OFFER.delisted],
    });
    expect(updated).toEqual({
      id: list.id,
      name: 'Weekend plans',
      offer_ids: [OFFER.live3, OFFER.live1, OFFER.delisted],
    });
    expect(await listsOf(member)).toEqual([updated]);
    expect(await update(member, 'weekend PLANS', { name: 'Weekend plans', offer_ids: [] })).toEqual({
      id: list.id,
      name: 'Weekend plans',
      offer_ids: [],
    });
  });

  it('appends a chosen offer once (the chooser’s appendOffer, then PUT)', async () => {
    const member = await newMember(t);
    const list = await create(member, 'Chooser');
    let offers = (await detail(member, list.id)).offer_ids;
    for (const offerId of [OFFER.live2, OFFER.live1, OFFER.live2]) {
      offers = (await update(member, list.id, { name: list.name, offer_ids: appendOffer(offers, offerId) })).offer_ids;
    }
    expect(offers).toEqual([OFFER.live2, OFFER.live1]);
  });

  it('may rename a list onto its own name in another case', async () => {
    const member = await newMember(t);
    const list = await create(member, 'movies');
    expect((await update(member, list.id, { name: 'Movies', offer_ids: [] })).name).toBe('Movies');
    expect((await listsOf(member)).map((entry) => entry.name)).toEqual(['Movies']);
  });

  it("refuses a rename onto another of the member's lists (409) and changes nothing", async () => {
    const member = await newMember(t);
    await create(member, 'Food');
    const list = await create(member, 'Tech');
    await update(member, list.id, { name: 'Tech', offer_ids: [OFFER.live1] });
    const response = await call(t, 'PUT', one(list.id), member, { name: ' FOOD ', offer_ids: [OFFER.live2] });
    expect(refusal(response, 409)).toMatchObject(EXISTS);
    expect((await listsOf(member)).map((entry) => [entry.name, entry.offer_ids])).toEqual([
      ['Food', []],
      ['Tech', [OFFER.live1]],
    ]);
  });

  it('refuses unknown offers (422) and stores neither the items nor the new name', async () => {
    const member = await newMember(t);
    const list = await create(member, 'Gifts');
    await update(member, list.id, { name: 'Gifts', offer_ids: [OFFER.live1] });
    const response = await call(t, 'PUT', one(list.id), member, {
      name: 'Presents',
      offer_ids: [OFFER.live2, 876_543],
    });
    expect(refusal(response, 422)).toMatchObject({
      error: 'UNKNOWN_OFFERS',
      message: 'Some of these offers do not exist.',
    });
    expect(await listsOf(member)).toEqual([{ id: list.id, name: 'Gifts', offer_ids: [OFFER.live1] }]);
  });

  it('answers 400 to bad bodies, with the list-name message for the name, and changes nothing', async () => {
    const member = await newMember(t);
    const list = await create(member, 'Kept');
    await update(member, list.id, { name: 'Kept', offer_ids: [OFFER.live1] });
    const nameBodies: unknown[] = [
      { name: '  ', offer_ids: [] },
      { offer_ids: [] },
      { name: 7, offer_ids: [] },
      { name: 'y'.repeat(LIST_NAME_MAX_LENGTH + 1), offer_ids: [] },
      undefined,
      null,
      'Kept',
    ];
    for (const body of nameBodies) {
      const response = await call(t, 'PUT', one(list.id), member, body);
      expect(refusal(response, 400), JSON.stringify(body)).toMatchObject(NAME_INVALID);
    }
    const idBodies: unknown[] = [
      { name: 'Kept' },
      { name: 'Kept', offer_ids: null },
      { name: 'Kept', offer_ids: String(OFFER.live1) },
      { name: 'Kept', offer_ids: [String(OFFER.live1)] },
      { name: 'Kept', offer_ids: [1.5] },
      { name: 'Kept', offer_ids: [-1] },
      { name: 'Kept', offer_ids: Array.from({ length: LIST_OFFERS_MAX + 1 }, (_, index) => index + 1) },
    ];
    for (const body of idBodies) {
      const response = await call(t, 'PUT', one(list.id), member, body);
      const refused = refusal(response, 400);
      expect(refused.error, JSON.stringify(body)).toBe('VALIDATION_ERROR');
      expect(refused.field, JSON.stringify(body)).toMatch(/^offer_ids/);
    }
    expect(await listsOf(member)).toEqual([{ id: list.id, name: 'Kept', offer_ids: [OFFER.live1] }]);
  });

  it('answers 404 for an unknown list', async () => {
    const member = await newMember(t);
    const response = await call(t, 'PUT', one('Nowhere'), member, { name: 'Nowhere', offer_ids: [] });
    expect(refusal(response, 404)).toMatchObject(NOT_FOUND);
    expect(await listsOf(member)).toEqual([]);
  });
});

describe('deleting a list', () => {
  it('deletes the list and its items, by id or by name', async () => {
    const member = await newMember(t);
    const first = await create(member, 'Old');
    const second = await create(member, 'Older');
    await update(member, first.id, { name: 'Old', offer_ids: [OFFER.live1, OFFER.live2] });
    const response = await call(t, 'DELETE', one(first.id), member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(refusal(await call(t, 'GET', one(first.id), member), 404)).toMatchObject(NOT_FOUND);
    const items = await t.database.db.select().from(savedListOffers).where(eq(savedListOffers.listId, first.id));
    expect(items).toEqual([]);
    expect((await call(t, 'DELETE', one('OLDER'), member)).statusCode).toBe(200);
    expect(await listsOf(member)).toEqual([]);
    expect(refusal(await call(t, 'DELETE', one(second.id), member), 404)).toMatchObject(NOT_FOUND);
  });
});

describe("another member's list", () => {
  it('is answered 404 to GET, PUT and DELETE, by id and by name, and left untouched', async () => {
    const [owner, other] = [await newMember(t), await newMember(t)];
    const list = await create(owner, 'Private picks');
    await update(owner, list.id, { name: 'Private picks', offer_ids: [OFFER.live1, OFFER.live2] });
    for (const ref of [list.id, 'Private picks', 'private picks']) {
      expect(refusal(await call(t, 'GET', one(ref), other), 404)).toMatchObject(NOT_FOUND);
      expect(
        refusal(await call(t, 'PUT', one(ref), other, { name: 'Taken over', offer_ids: [OFFER.live3] }), 404),
      ).toMatchObject(NOT_FOUND);
      expect(refusal(await call(t, 'DELETE', one(ref), other), 404)).toMatchObject(NOT_FOUND);
    }
    expect(await listsOf(owner)).toEqual([
      { id: list.id, name: 'Private picks', offer_ids: [OFFER.live1, OFFER.live2] },
    ]);
    expect(await listsOf(other)).toEqual([]);
  });

  it("does not clash with the other member's names", async () => {
    const [owner, other] = [await newMember(t), await newMember(t)];
    await create(owner, 'Shared name');
    const mine = await create(other, 'Mine');
    expect((await update(other, mine.id, { name: 'SHARED NAME', offer_ids: [] })).name).toBe('SHARED NAME');
  });
});

describe('who may use saved lists', () => {
  it('refuses a visitor (401) and a user who has not registered (403) on every call', async () => {
    const social = await socialSignIn(t, 'saved-lists-social@example.com');
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['GET', LISTS, undefined],
      ['POST', LISTS, { name: 'Mine' }],
      ['GET', one(1), undefined],
      ['PUT', one(1), { name: 'Mine', offer_ids: [] }],
      ['DELETE', one(1), undefined],
    ];
    for (const [method, url, body] of calls) {
      expect(refusal(await call(t, method, url, null, body), 401).error, `${method} ${url}`).toBe('UNAUTHENTICATED');
      expect(refusal(await call(t, method, url, social, body), 403).error, `${method} ${url}`).toBe('NOT_REGISTERED');
    }
    expect(await t.database.db.select().from(savedLists).where(eq(savedLists.userId, social.userId))).toEqual([]);
  });

  it('refuses writes from another origin and leaves the list as it was', async () => {
    const member = await newMember(t);
    const list = await create(member, 'Guarded');
    const evil = { origin: 'https://evil.example' };
    expect((await call(t, 'POST', LISTS, member, { name: 'Injected' }, evil)).statusCode).toBe(403);
    expect((await call(t, 'PUT', one(list.id), member, { name: 'Changed', offer_ids: [] }, evil)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', one(list.id), member, undefined, evil)).statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(savedLists)
      .where(inArray(savedLists.id, [list.id]));
    expect(rows.map((row) => row.name)).toEqual(['Guarded']);
    expect(await listsOf(member)).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents every favourites and saved-list call with its tag, summary and answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Operation = { tags?: string[]; summary?: string; responses: Record<string, unknown> };
    const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const operations: [string, string, string, string][] = [
      ['/api/users/v2/user/categories', 'get', 'favourites', '200'],
      ['/api/users/v2/user/categories', 'put', 'favourites', '422'],
      ['/api/users/v2/user/favouriteOffers', 'get', 'favourites', '200'],
      ['/api/users/v2/user/favouriteOffers', 'put', 'favourites', '422'],
      ['/api/partners/user/saved-list', 'get', 'saved lists', '200'],
      ['/api/partners/user/saved-list', 'post', 'saved lists', '201'],
      ['/api/partners/user/saved-list/{ref}', 'get', 'saved lists', '404'],
      ['/api/partners/user/saved-list/{ref}', 'put', 'saved lists', '409'],
      ['/api/partners/user/saved-list/{ref}', 'delete', 'saved lists', '200'],
    ];
    for (const [path, method, tag, status] of operations) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual([tag]);
      expect(operation?.summary).toBeTruthy();
      expect(operation?.responses[status], `${method} ${path} ${status}`).toBeDefined();
    }
  });
});
