// Issue 20 item 6 and issue 22: a staff edit shows on the public site of every instance within 5 s.
// Two instances of the real app (buildApp, as `npm start` builds it) share one PostgreSQL database and
// one Redis; the public reads are warmed on instance B (its reference cache and response cache then
// hold them for up to a minute), the edit goes through the staff API of instance A, and B must answer
// the new value within 5 s — through the Redis channel alone, as the instances share nothing else.
// Collected only in `api-postgres` when TEST_REDIS_URL names a server (vitest.config.ts); the one-instance
// case (no Redis) is in modules/staff-taxonomy/taxonomy.test.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { categoriesResponseSchema } from '@spc/domain/categories';
import { activeHolidayEventsResponseSchema } from '@spc/domain/holiday';
import { offersSummaryResponseSchema } from '@spc/domain/offers';
import { csvLine, parseCsv } from '@spc/domain/staff-csv';
import { staffCategorySchema } from '@spc/domain/staff-taxonomy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { categories } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import type { TestApp } from './app.ts';
import { createServerDatabase } from './database.ts';
import { staffSession, type StaffSession } from './staff.ts';

const { testRedisUrl } = loadConfig();
const WITHIN_MS = 5000;

let server: { url: string; drop: () => Promise<void> } | undefined;
const databases: Database[] = [];
let a: TestApp;
let b: TestApp;
let editor: StaffSession;

async function instance(databaseUrl: string, redisKeyPrefix: string, authSecret: string): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl!,
    REDIS_KEY_PREFIX: redisKeyPrefix,
  });
  const database = await openDatabase({ databaseUrl });
  databases.push(database);
  const app: App = await buildApp({ config, database, secrets: { authSecret } });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

beforeAll(async () => {
  if (!testRedisUrl) throw new Error('the two-instance invalidation test needs TEST_REDIS_URL');
  server = await createServerDatabase(inject('postgresTemplate'));
  if (!server) throw new Error('the two-instance invalidation test needs TEST_DATABASE_URL');
  // One deployment: the same database, Redis prefix and secret; nothing else shared.
  const prefix = `spc-test-staff-${randomUUID().slice(0, 8)}:`;
  const secret = randomBytes(32).toString('base64url');
  a = await instance(server.url, prefix, secret);
  b = await instance(server.url, prefix, secret);
  await seedDatabase(a.database.db);
  editor = await staffSession(a, 'editor');
}, 120_000);

afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  for (const database of databases) await database.close();
  await server?.drop();
});

/** Polls `read` on B until it holds, failing after 5 s. */
async function seenWithin(read: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await read())) {
    expect(Date.now() - started, 'B still answers the old value').toBeLessThan(WITHIN_MS);
    await sleep(50);
  }
  return Date.now() - started;
}

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('two instances on one database and one Redis', () => {
  it('B serves its cached categories until A records a staff edit, then the new name within 5 s', async () => {
    const categoriesOnB = async () =>
      categoriesResponseSchema.parse((await get(b, '/api/partners/v2/categories')).json());
    const food = (await categoriesOnB()).categories.find((category) => category.url_name === 'food')!;
    // B keeps what it read: a change written behind its back (no staff API, no message) is not seen yet.
    await b.database.db
      .update(categories)
      .set({ nameFr: 'Bouffe (pas encore annoncé)' })
      .where(eq(categories.id, food.id));
    expect((await categoriesOnB()).categories.find((category) => category.id === food.id)!.name_fr).toBe(food.name_fr);

    const current = staffCategorySchema.parse(
      (
        await a.app.inject({ method: 'GET', url: `/api/staff/taxonomy/categories/${food.id}`, headers: editor.headers })
      ).json(),
    );
    const edited = await a.app.inject({
      method: 'PUT',
      url: `/api/staff/taxonomy/categories/${food.id}`,
      headers: editor.headers,
      payload: {
        url_name: current.url_name,
        name_en: 'Food and drinks',
        name_fr: 'Restos et boissons',
        sort_order: current.sort_order,
        subcategories: current.subcategories.map(({ id, url_name, name_en, name_fr }) => ({
          id,
          url_name,
          name_en,
          name_fr,
        })),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await seenWithin(async () => {
      const category = (await categoriesOnB()).categories.find((candidate) => candidate.id === food.id)!;
      return category.name_en === 'Food and drinks' && category.name_fr === 'Restos et boissons';
    });
  });

  it('an offer title changed by a CSV import on A shows in B’s offers summary within 5 s', async () => {
    const summaryOnB = async () =>
      offersSummaryResponseSchema.parse((await get(b, '/api/partners/v5/offers/summary')).json());
    const first = (await summaryOnB()).offers[0]!;
    const exported = await a.app.inject({
      method: 'GET',
      url: '/api/staff/bulk/offers/export',
      headers: editor.headers,
    });
    const [header, ...rows] = parseCsv(exported.body);
    const idColumn = header!.fields.indexOf('offer_id');
    const titleColumn = header!.fields.indexOf('title_en');
    const row = rows.find((candidate) => candidate.fields[idColumn] === String(first.offer_id))!;
    const fields = row.fields.with(titleColumn, `${first.title_en} (this week only)`);
    const imported = await a.app.inject({
      method: 'POST',
      url: '/api/staff/bulk/offers/import',
      headers: editor.headers,
      payload: { csv: csvLine(header!.fields) + csvLine(fields), dry_run: false },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await seenWithin(async () =>
      (await summaryOnB()).offers.some(
        (offer) => offer.offer_id === first.offer_id && offer.title_en === `${first.title_en} (this week only)`,
      ),
    );
  });

  it('a holiday event created on A is on B’s /holiday/active within 5 s, and gone within 5 s of its deletion', async () => {
    const activeOnB = async () =>
      activeHolidayEventsResponseSchema
        .parse((await get(b, '/api/careers/holiday/active')).json())
        .holiday_events.some((event) => event.url_name === 'reading-week');
    expect(await activeOnB()).toBe(false);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/staff/taxonomy/holiday-events',
      headers: editor.headers,
      payload: {
        url_name: 'reading-week',
        title_en: 'Reading week deals',
        title_fr: 'Aubaines de la semaine de lecture',
        description_en: 'A week to catch up, and discounts to make it easier.',
        description_fr: 'Une semaine pour rattraper son retard, et des rabais pour se simplifier la vie.',
        start_date: Date.now() - 3_600_000,
        end_date: Date.now() + 7 * 86_400_000,
        offer_ids: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await seenWithin(activeOnB);
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/staff/taxonomy/holiday-events/${created.json<{ id: number }>().id}`,
      headers: editor.headers,
    });
    expect(deleted.statusCode).toBe(200);
    await seenWithin(async () => !(await activeOnB()));
  });
});
