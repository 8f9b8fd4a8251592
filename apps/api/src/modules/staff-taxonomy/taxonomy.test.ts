// The staff taxonomy routes against the seeded catalogue: each list, read, create, edit and delete as an
// editor; the bad inputs; the refusals (a member 403 STAFF_ONLY, support 403 STAFF_FORBIDDEN); the audit
// row of every write; and the public reads showing an edit at once on one instance (no Redis).
import { collectionResponseSchema } from '@spc/domain/catalogue-responses';
import { categoriesResponseSchema } from '@spc/domain/categories';
import { activeHolidayEventsResponseSchema } from '@spc/domain/holiday';
import {
  staffCategoryListSchema,
  staffCategorySchema,
  staffCollectionListSchema,
  staffCollectionSchema,
  staffHolidayEventListSchema,
  staffHolidayEventSchema,
  staffWeeklyDealListSchema,
  staffWeeklyDealSchema,
} from '@spc/domain/staff-taxonomy';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { offers, staffAudit } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';

let t: TestApp;
let editor: StaffSession;
let support: StaffSession;
let member: Record<string, string>;
let liveOfferIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  editor = await staffSession(t, 'editor');
  support = await staffSession(t, 'support');
  const signedUp = await signUpAndVerify(t, { email: `member-${Date.now()}@example.com` });
  member = authHeaders(t, signedUp.cookie);
  liveOfferIds = (
    await t.database.db.select({ id: offers.offerId }).from(offers).where(eq(offers.status, 'active')).limit(5)
  ).map((row) => row.id);
});

afterAll(async () => {
  await t.close();
});

interface ErrorBody {
  error: string;
  message: string;
  field?: string;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = editor.headers,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function lastAudit() {
  const [row] = await t.database.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
  return row!;
}

const newCategory = {
  url_name: 'pets',
  name_en: 'Pets',
  name_fr: 'Animaux',
  sort_order: 50,
  subcategories: [
    { url_name: 'pet-food', name_en: 'Pet food', name_fr: 'Nourriture pour animaux' },
    { url_name: 'grooming', name_en: 'Grooming', name_fr: 'Toilettage' },
  ],
};

describe('categories', () => {
  it('lists the seeded categories with their offer counts, searched, sorted and paged', async () => {
    const res = await call('GET', '/taxonomy/categories?sort=-offer_count&per_page=3');
    expect(res.statusCode, res.body).toBe(200);
    const page = staffCategoryListSchema.parse(res.json());
    expect(page.total).toBe(9);
    expect(page.rows).toHaveLength(3);
    expect(page.rows[0]!.offer_count).toBeGreaterThanOrEqual(page.rows[1]!.offer_count);
    const found = staffCategoryListSchema.parse((await call('GET', '/taxonomy/categories?q=voyage')).json());
    expect(found.rows.map((row) => row.url_name)).toEqual(['travel']);
    expect((await call('GET', '/taxonomy/categories?sort=colour')).statusCode).toBe(400);
    expect((await call('GET', '/taxonomy/categories?per_page=0')).statusCode).toBe(400);
  });

  it('creates, edits (subcategories added, renamed, removed) and deletes an unused category, each audited', async () => {
    const created = await call('POST', '/taxonomy/categories', newCategory);
    expect(created.statusCode, created.body).toBe(201);
    const category = staffCategorySchema.parse(created.json());
    expect(category.subcategories.map((sub) => sub.name_fr)).toEqual(['Nourriture pour animaux', 'Toilettage']);
    const createdAudit = await lastAudit();
    expect(createdAudit).toMatchObject({
      action: 'create',
      entity: 'category',
      entityId: String(category.id),
      staffEmail: editor.email,
      staffRole: 'editor',
    });
    expect(createdAudit.after).toMatchObject({ url_name: 'pets' });

    const [food, grooming] = category.subcategories;
    const edited = await call('PUT', `/taxonomy/categories/${category.id}`, {
      ...newCategory,
      name_fr: 'Animaux de compagnie',
      subcategories: [
        { id: food!.id, url_name: 'pet-food', name_en: 'Food and treats', name_fr: 'Nourriture et gâteries' },
        { url_name: 'vets', name_en: 'Vets', name_fr: 'Vétérinaires' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = staffCategorySchema.parse(edited.json());
    expect(after.name_fr).toBe('Animaux de compagnie');
    expect(after.subcategories.map((sub) => sub.url_name)).toEqual(['pet-food', 'vets']);
    expect(after.subcategories.find((sub) => sub.url_name === 'pet-food')?.id).toBe(food!.id);
    expect(after.subcategories.some((sub) => sub.url_name === grooming!.url_name)).toBe(false);
    const editAudit = await lastAudit();
    expect(editAudit).toMatchObject({ action: 'update', entity: 'category' });
    expect(editAudit.before).toMatchObject({ name_fr: 'Animaux' });
    expect(editAudit.after).toMatchObject({ name_fr: 'Animaux de compagnie' });

    const [first, second] = after.subcategories;
    const swapped = await call('PUT', `/taxonomy/categories/${category.id}`, {
      ...newCategory,
      subcategories: [
        { id: first!.id, url_name: second!.url_name, name_en: 'A', name_fr: 'A' },
        { id: second!.id, url_name: first!.url_name, name_en: 'B', name_fr: 'B' },
      ],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(staffCategorySchema.parse(swapped.json()).subcategories.map((sub) => sub.url_name)).toEqual([
      second!.url_name,
      first!.url_name,
    ]);

    const deleted = await call('DELETE', `/taxonomy/categories/${category.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: category.id });
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'category', entityId: String(category.id) });
    expect((await call('GET', `/taxonomy/categories/${category.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a category offers still use (409, nothing deleted, nothing audited)', async () => {
    const created = staffCategorySchema.parse(
      (await call('POST', '/taxonomy/categories', { ...newCategory, url_name: 'used-category' })).json(),
    );
    await t.database.db.update(offers).set({ categoryId: created.id }).where(eq(offers.offerId, liveOfferIds[4]!));
    const before = await lastAudit();
    const res = await call('DELETE', `/taxonomy/categories/${created.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'CATEGORY_IN_USE' });
    expect(res.json<ErrorBody>().message).toMatch(/still has \d+ offers?\. Move (it|them) to another category/);
    expect(res.json<ErrorBody>().message).toMatch(/still has 1 offer\. Move it/);
    expect((await call('GET', `/taxonomy/categories/${created.id}`)).statusCode).toBe(200);
    expect((await lastAudit()).id).toBe(before.id);
  });

  it('keeps the nine spec categories: their url names cannot change and they cannot be deleted', async () => {
    const fitness = staffCategorySchema.parse((await call('GET', '/taxonomy/categories/1')).json());
    const input = {
      url_name: 'sport',
      name_en: fitness.name_en,
      name_fr: fitness.name_fr,
      sort_order: fitness.sort_order,
      subcategories: fitness.subcategories.map(({ id, url_name, name_en, name_fr }) => ({
        id,
        url_name,
        name_en,
        name_fr,
      })),
    };
    const renamed = await call('PUT', '/taxonomy/categories/1', input);
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<ErrorBody>()).toMatchObject({ error: 'CATEGORY_FIXED', field: 'url_name' });
    expect(
      (await call('PUT', '/taxonomy/categories/1', { ...input, url_name: 'fitness', name_fr: 'Sport' })).statusCode,
    ).toBe(200);
    const deleted = await call('DELETE', '/taxonomy/categories/1');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<ErrorBody>().error).toBe('CATEGORY_FIXED');
  });

  it('refuses to remove a subcategory offers use (409), an unknown subcategory id and a taken url name', async () => {
    const food = staffCategorySchema.parse((await call('GET', '/taxonomy/categories/2')).json());
    const used = food.subcategories.find((sub) => sub.offer_count > 0)!;
    const input = {
      url_name: food.url_name,
      name_en: food.name_en,
      name_fr: food.name_fr,
      sort_order: food.sort_order,
      subcategories: food.subcategories
        .filter((sub) => sub.id !== used.id)
        .map(({ id, url_name, name_en, name_fr }) => ({ id, url_name, name_en, name_fr })),
    };
    const removed = await call('PUT', `/taxonomy/categories/${food.id}`, input);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ error: 'SUBCATEGORY_IN_USE' });

    const foreign = await call('PUT', `/taxonomy/categories/${food.id}`, {
      ...input,
      subcategories: [{ id: 999_999, url_name: 'x', name_en: 'X', name_fr: 'X' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'UNKNOWN_SUBCATEGORY' });

    const taken = await call('POST', '/taxonomy/categories', { ...newCategory, url_name: 'travel' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'URL_NAME_TAKEN', field: 'url_name' });
  });

  it('refuses bad inputs with 400 and the field', async () => {
    const bad = [
      { ...newCategory, url_name: 'Pets & Co' },
      { ...newCategory, name_fr: '   ' },
      { ...newCategory, sort_order: -1 },
      { ...newCategory, sort_order: 'first' },
      {
        ...newCategory,
        subcategories: [
          { url_name: 'a', name_en: 'A', name_fr: 'A' },
          { url_name: 'a', name_en: 'B', name_fr: 'B' },
        ],
      },
      { ...newCategory, name_en: 'x'.repeat(121) },
      {},
    ];
    for (const payload of bad) {
      const res = await call('POST', '/taxonomy/categories', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await call('PUT', '/taxonomy/categories/abc', newCategory)).statusCode).toBe(400);
    expect((await call('PUT', '/taxonomy/categories/99999', newCategory)).statusCode).toBe(404);
    expect((await call('DELETE', '/taxonomy/categories/99999')).statusCode).toBe(404);
  });
});

describe('collections and weekly deals', () => {
  it('create, list, edit and delete a collection, its offers in the order given', async () => {
    const input = {
      url_name: 'study-break',
      name_en: 'Study break',
      name_fr: 'Pause études',
      sort_order: 9,
      offer_ids: [liveOfferIds[2]!, liveOfferIds[0]!],
    };
    const created = await call('POST', '/taxonomy/collections', input);
    expect(created.statusCode, created.body).toBe(201);
    const collection = staffCollectionSchema.parse(created.json());
    expect(collection.offers.map((offer) => offer.offer_id)).toEqual(input.offer_ids);
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'collection' });

    const list = staffCollectionListSchema.parse((await call('GET', '/taxonomy/collections?q=pause')).json());
    expect(list.rows.map((row) => row.id)).toEqual([collection.id]);

    const edited = await call('PUT', `/taxonomy/collections/${collection.id}`, {
      ...input,
      offer_ids: [liveOfferIds[1]!],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(staffCollectionSchema.parse(edited.json()).offer_ids).toEqual([liveOfferIds[1]]);

    const publicRead = await t.app.inject({ method: 'GET', url: `/api/partners/v2/collection/${collection.id}` });
    expect(publicRead.statusCode).toBe(200);
    expect(collectionResponseSchema.parse(publicRead.json()).collection.offer_ids).toEqual([liveOfferIds[1]]);

    expect((await call('DELETE', `/taxonomy/collections/${collection.id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'collection' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/partners/v2/collection/${collection.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses an unknown offer, a repeated one, and a weekly deal as a collection', async () => {
    const base = { url_name: 'x-list', name_en: 'X', name_fr: 'X', sort_order: 1 };
    const unknown = await call('POST', '/taxonomy/collections', { ...base, offer_ids: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'UNKNOWN_OFFER', field: 'offer_ids' });
    expect(unknown.json<ErrorBody>().message).toContain('999999');
    const repeated = await call('POST', '/taxonomy/collections', {
      ...base,
      offer_ids: [liveOfferIds[0], liveOfferIds[0]],
    });
    expect(repeated.statusCode).toBe(400);
    const weekly = staffWeeklyDealListSchema.parse((await call('GET', '/taxonomy/weekly-deals')).json()).rows[0]!;
    expect((await call('GET', `/taxonomy/collections/${weekly.id}`)).statusCode).toBe(404);
  });

  it('lists the weekly deals latest week first and creates one dated by its Monday', async () => {
    const list = staffWeeklyDealListSchema.parse((await call('GET', '/taxonomy/weekly-deals')).json());
    expect(list.total).toBe(2);
    expect(list.rows[0]!.week_start > list.rows[1]!.week_start).toBe(true);

    const input = {
      url_name: 'week-of-2030-01-07',
      name_en: 'Deals of the week of January 7',
      name_fr: 'Les aubaines de la semaine du 7 janvier',
      sort_order: 100,
      week_start: '2030-01-07',
      offer_ids: liveOfferIds.slice(0, 3),
    };
    const created = await call('POST', '/taxonomy/weekly-deals', input);
    expect(created.statusCode, created.body).toBe(201);
    const deal = staffWeeklyDealSchema.parse(created.json());
    expect(deal.start_date).toBe(Date.UTC(2030, 0, 7));
    expect(deal.end_date).toBe(Date.UTC(2030, 0, 14) - 1000);
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'weekly-deal' });

    const tuesday = await call('PUT', `/taxonomy/weekly-deals/${deal.id}`, { ...input, week_start: '2030-01-08' });
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json<ErrorBody>().message).toMatch(/Monday/);

    const moved = await call('PUT', `/taxonomy/weekly-deals/${deal.id}`, { ...input, week_start: '2030-01-14' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(staffWeeklyDealSchema.parse(moved.json()).week_start).toBe('2030-01-14');
    const publicRead = await t.app.inject({ method: 'GET', url: `/api/partners/v2/weekly-deals/${deal.id}` });
    expect(collectionResponseSchema.parse(publicRead.json()).collection.start_date).toBe(Date.UTC(2030, 0, 14));

    expect((await call('DELETE', `/taxonomy/weekly-deals/${deal.id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'weekly-deal' });
  });
});

describe('holiday events', () => {
  const now = Date.now();
  const input = () => ({
    url_name: 'exam-season',
    title_en: 'Exam season deals',
    title_fr: 'Aubaines de la période d’examens',
    description_en: 'Coffee, snacks and quiet corners for the long nights of studying.',
    description_fr: 'Du café, des collations et des coins tranquilles pour les longues soirées d’étude.',
    start_date: now - 86_400_000,
    end_date: now + 7 * 86_400_000,
    offer_ids: [liveOfferIds[0]!, liveOfferIds[1]!],
  });

  it('creates an event that the public /holiday/active shows at once, edits and deletes it', async () => {
    const warm = activeHolidayEventsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/careers/holiday/active' })).json(),
    );
    expect(warm.holiday_events.some((event) => event.url_name === 'exam-season')).toBe(false);

    const created = await call('POST', '/taxonomy/holiday-events', input());
    expect(created.statusCode, created.body).toBe(201);
    const event = staffHolidayEventSchema.parse(created.json());
    expect(event.offers.map((offer) => offer.offer_id)).toEqual(input().offer_ids);
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'holiday-event' });

    const active = activeHolidayEventsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/careers/holiday/active' })).json(),
    );
    expect(active.holiday_events.find((e) => e.url_name === 'exam-season')?.title_fr).toBe(
      'Aubaines de la période d’examens',
    );

    const list = staffHolidayEventListSchema.parse((await call('GET', '/taxonomy/holiday-events')).json());
    expect(list.rows[0]!.id).toBe(event.id);

    const edited = await call('PUT', `/taxonomy/holiday-events/${event.id}`, { ...input(), title_en: 'Exam deals' });
    expect(edited.statusCode, edited.body).toBe(200);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'update', entity: 'holiday-event' });
    expect(audit.before).toMatchObject({ title_en: 'Exam season deals' });

    expect((await call('DELETE', `/taxonomy/holiday-events/${event.id}`)).statusCode).toBe(200);
    const gone = activeHolidayEventsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/careers/holiday/active' })).json(),
    );
    expect(gone.holiday_events.some((e) => e.url_name === 'exam-season')).toBe(false);
  });

  it('refuses an end before the start, a url name the site uses, and a taken one', async () => {
    const backwards = await call('POST', '/taxonomy/holiday-events', { ...input(), end_date: now - 2 * 86_400_000 });
    expect(backwards.statusCode).toBe(400);
    const reserved = await call('POST', '/taxonomy/holiday-events', { ...input(), url_name: 'deals' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json<ErrorBody>().message).toMatch(/already a page/);
    const taken = await call('POST', '/taxonomy/holiday-events', { ...input(), url_name: 'holiday-deals' });
    expect(taken.statusCode).toBe(409);
  });
});

describe('offer options', () => {
  it('finds offers by partner name or id, at most 20', async () => {
    const res = await call('GET', `/taxonomy/offer-options?q=${liveOfferIds[0]}`);
    expect(res.statusCode).toBe(200);
    expect(
      res.json<{ offers: { offer_id: number }[] }>().offers.some((offer) => offer.offer_id === liveOfferIds[0]),
    ).toBe(true);
    expect((await call('GET', '/taxonomy/offer-options')).json<{ offers: unknown[] }>().offers).toHaveLength(20);
    expect((await call('GET', `/taxonomy/offer-options?q=${'x'.repeat(121)}`)).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  // A valid body for each write, so the refusal is the permission's (bodies are validated first).
  const collection = { url_name: 'c', name_en: 'C', name_fr: 'C', sort_order: 1, offer_ids: [] };
  const event = {
    url_name: 'e',
    title_en: 'E',
    title_fr: 'E',
    description_en: '',
    description_fr: '',
    start_date: Date.UTC(2030, 0, 1),
    end_date: Date.UTC(2030, 0, 2),
    offer_ids: [],
  };
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown][] = [
    ['GET', '/taxonomy/categories'],
    ['GET', '/taxonomy/categories/1'],
    ['POST', '/taxonomy/categories', newCategory],
    ['PUT', '/taxonomy/categories/1', newCategory],
    ['DELETE', '/taxonomy/categories/1'],
    ['GET', '/taxonomy/collections'],
    ['GET', '/taxonomy/collections/1'],
    ['POST', '/taxonomy/collections', collection],
    ['PUT', '/taxonomy/collections/1', collection],
    ['DELETE', '/taxonomy/collections/1'],
    ['GET', '/taxonomy/weekly-deals'],
    ['POST', '/taxonomy/weekly-deals', { ...collection, week_start: '2030-01-07' }],
    ['PUT', '/taxonomy/weekly-deals/1', { ...collection, week_start: '2030-01-07' }],
    ['DELETE', '/taxonomy/weekly-deals/1'],
    ['GET', '/taxonomy/holiday-events'],
    ['GET', '/taxonomy/holiday-events/1'],
    ['POST', '/taxonomy/holiday-events', event],
    ['PUT', '/taxonomy/holiday-events/1', event],
    ['DELETE', '/taxonomy/holiday-events/1'],
    ['GET', '/taxonomy/offer-options'],
  ];

  it('a visitor and a member get 403 STAFF_ONLY, support 403 STAFF_FORBIDDEN, on every route', async () => {
    for (const [method, url, payload] of routes) {
      const visitor = await t.app.inject({ method, url: `/api/staff${url}`, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${url}`).toBe(403);
      expect(visitor.json<ErrorBody>().error).toBe('STAFF_ONLY');
      const asMember = await call(method, url, payload, member);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json<ErrorBody>().error).toBe('STAFF_ONLY');
      const asSupport = await call(method, url, payload, support.headers);
      expect(asSupport.statusCode, `${method} ${url}`).toBe(403);
      expect(asSupport.json<ErrorBody>().error).toBe('STAFF_FORBIDDEN');
    }
  });

  it('an admin may do what an editor does', async () => {
    const admin = await staffSession(t, 'admin');
    expect((await call('GET', '/taxonomy/categories', undefined, admin.headers)).statusCode).toBe(200);
  });

  it('every taxonomy route is registered with its permission', () => {
    const mine = t.app.staffRoutes.filter((route) => route.url.startsWith('/api/staff/taxonomy'));
    expect(mine.length).toBe(21);
    for (const route of mine) {
      expect(route.permission).toBe(route.method === 'GET' ? 'catalogue.read' : 'catalogue.write');
    }
  });
});

describe('one instance, no Redis', () => {
  it('the public categories show a staff edit on the very next request', async () => {
    const read = async () =>
      categoriesResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/partners/v2/categories' })).json(),
      );
    const travel = (await read()).categories.find((category) => category.url_name === 'travel')!;
    const before = staffCategorySchema.parse((await call('GET', `/taxonomy/categories/${travel.id}`)).json());
    const put = await call('PUT', `/taxonomy/categories/${travel.id}`, {
      url_name: before.url_name,
      name_en: 'Travel and getaways',
      name_fr: before.name_fr,
      sort_order: before.sort_order,
      subcategories: before.subcategories.map(({ id, url_name, name_en, name_fr }) => ({
        id,
        url_name,
        name_en,
        name_fr,
      })),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await read()).categories.find((category) => category.id === travel.id)?.name_en).toBe(
      'Travel and getaways',
    );
  });
});
