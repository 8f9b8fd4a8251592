// Opens the database: embedded PGlite under DATA_DIR by default, or a PostgreSQL server when
// DATABASE_URL is set. Both give the same drizzle pg-core database, and migrations run at open.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** `postgres://…`; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** A dump (`PGlite#dumpDataDir`) the embedded database starts from instead of an empty one (tests' template). */
  pgliteDump?: Blob | undefined;
  /** Told when a PostgreSQL connection fails (idle, or under a request that then fails). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection cut by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection that dies while checked out (inside a transaction) emits 'error' on its client,
    // where the pool no longer listens: unheard, that event would crash the process. The query in
    // flight still rejects, so the request fails cleanly; this only keeps the process alive.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.pgliteDump && { loadDataDir: options.pgliteDump }),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum: the planner's statistics are refreshed at each start (a seed refreshes
  // them too), or the catalogue queries would be planned for one-row tables (decision 018).
  await client.exec('analyze');
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
