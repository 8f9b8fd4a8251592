// The embedded database on its own thread (decision 044): what the server and the command-line tools
// open on disk. drizzle's queries, transactions (committed, rolled back, nested), PostgreSQL's error
// fields, the order of concurrent work and a reopen all behave as with PGlite in-process.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { sqlStateOf } from './errors.ts';
import { PGliteThread } from './pglite-thread.ts';
import { categories } from './schema/index.ts';

describe('the embedded database on its own thread', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'spc-pglite-thread-'));
    database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const names = async () =>
    (await database.db.select({ urlName: categories.urlName }).from(categories)).map((row) => row.urlName).sort();

  const insertCategory = (db: Database['db'], urlName: string, id: number) =>
    db.insert(categories).values({ id, nameEn: urlName, nameFr: urlName, urlName, sortOrder: 0 });

  it('runs the migrations and drizzle queries through the thread, timestamps kept as drizzle maps them', async () => {
    expect(database.kind).toBe('pglite');
    const result = await database.db.execute(sql`select now() as now, 2 + 2 as four, ${'hé'}::text as text`);
    const [row] = (result as { rows: { now: string; four: number; text: string }[] }).rows;
    expect(row?.four).toBe(4);
    expect(row?.text).toBe('hé');
    // drizzle asks for timestamps as PostgreSQL's text and parses them itself.
    expect(typeof row?.now).toBe('string');
    await insertCategory(database.db, 'thread-food', 9001);
    const [found] = await database.db.select().from(categories).where(eq(categories.id, 9001));
    expect(found?.urlName).toBe('thread-food');
  });

  it('commits a transaction, and rolls back one that throws, a nested savepoint alone when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await insertCategory(tx, 'thread-committed', 9002);
      await tx
        .transaction(async (inner) => {
          await insertCategory(inner, 'thread-inner', 9003);
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await insertCategory(tx, 'thread-rolled-back', 9004);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    const present = await names();
    expect(present).toContain('thread-committed');
    expect(present).not.toContain('thread-inner');
    expect(present).not.toContain('thread-rolled-back');
  });

  it("carries PostgreSQL's error code and fields across the thread", async () => {
    const error = await insertCategory(database.db, 'thread-food', 9001).catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe('23505');
    const bad = await database.db.execute(sql`select 'x'::int`).catch((caught: unknown) => caught);
    expect(sqlStateOf(bad)).toBe('22P02');
    // The connection is usable after errors, outside and inside transactions.
    expect(await names()).toContain('thread-food');
  });

  it('lets no query from outside run inside an open transaction, and runs what came first first', async () => {
    const seen: string[] = [];
    let inTransaction!: () => void;
    const started = new Promise<void>((resolve) => (inTransaction = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await insertCategory(tx, 'thread-uncommitted', 9005);
      inTransaction();
      // Another request's read, issued now, must not see this row before COMMIT, nor run in between.
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push('transaction ends');
      tx.rollback();
    });
    await started;
    const outside = names().then((present) => {
      seen.push('outside read');
      return present;
    });
    await transaction.catch(() => {});
    expect(await outside).not.toContain('thread-uncommitted');
    expect(seen).toEqual(['transaction ends', 'outside read']);
  });

  it('parses each SQL text once and answers it right with any parameters, past the plan cache and the statements kept', async () => {
    // The same text nine times (PostgreSQL switches to a generic plan after five), each with other values.
    for (let n = 1; n <= 9; n++) {
      const result = await database.db.execute(sql`select ${n}::int * 10 as tens, ${`v${n}`}::text as label`);
      expect((result as { rows: { tens: number; label: string }[] }).rows).toEqual([{ tens: n * 10, label: `v${n}` }]);
    }
    const kept = async (pattern: string) =>
      (
        (await database.db.execute(
          sql`select count(*)::int as count from pg_prepared_statements where statement like ${pattern}`,
        )) as { rows: { count: number }[] }
      ).rows[0]?.count;
    expect(await kept('select $1::int * 10%')).toBe(1);
    // More distinct texts than the thread keeps: the oldest are closed, and still answer when asked again.
    for (let n = 0; n < 520; n++) await database.db.execute(sql.raw(`select ${n} as n`));
    const again = await database.db.execute(sql.raw('select 0 as n'));
    expect((again as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
    expect(await kept('%')).toBeLessThanOrEqual(500);
    // A statement that fails to parse is not kept: the next good one runs.
    await expect(database.db.execute(sql.raw('select from where'))).rejects.toThrow();
    expect(await names()).toContain('thread-food');
  });

  it('keeps what was written when the database is closed and opened again', async () => {
    await database.close();
    database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    expect(await names()).toEqual(expect.arrayContaining(['thread-food', 'thread-committed']));
  }, 60_000);

  it('refuses a parser that would need to run on the thread, and fails cleanly once stopped', async () => {
    const thread = await PGliteThread.open(path.join(dir, 'other'));
    await expect(
      thread.query('select 1', [], { parsers: { 23: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow(/parses them itself/);
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow(/database thread stopped/);
  }, 60_000);
});
