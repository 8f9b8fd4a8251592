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
import { codeSchemaVersion, compareSchema, databaseSchemaVersion, SchemaMismatchError } from './schema-version.ts';
import { PGliteThread } from './pglite-thread.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while this process holds the lock `name` for the whole cluster (a PostgreSQL advisory
   * lock on a connection of its own; PGlite has one process, so it just runs): `wait` queues behind
   * the holder, else the answer is `{ ran: false }` when another instance holds it.
   */
  exclusive: <T>(
    name: string,
    work: () => Promise<T>,
    wait?: boolean,
  ) => Promise<{ ran: true; value: T } | { ran: false }>;
  /** The PostgreSQL pool's connections (in use, idle, waited for); undefined on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** Issue 22: the lock the instances starting together take in turn to migrate and seed. */
export const STARTUP_LOCK = 'spc:startup';

function poolExclusive(pool: pg.Pool): Database['exclusive'] {
  return async (name, work, wait = false) => {
    const holder = await pool.connect();
    try {
      if (wait) {
        await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
      } else {
        const { rows } = await holder.query<{ got: boolean }>('select pg_try_advisory_lock(hashtext($1)) as got', [
          name,
        ]);
        if (!rows[0]?.got) return { ran: false };
      }
      try {
        return { ran: true, value: await work() };
      } finally {
        await holder.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
      }
    } finally {
      holder.release();
    }
  };
}

/**
 * Refuses a database migrated past this code (an older instance started after a newer one migrated):
 * serving it would read and write columns it does not know.
 */
async function refuseNewerSchema(db: Db): Promise<void> {
  const state = compareSchema(await databaseSchemaVersion(db), codeSchemaVersion(migrationsFolder));
  if (state === 'newer') {
    throw new SchemaMismatchError(
      'The database has migrations this version of SPC does not know: it was migrated by a newer version. Deploy that version (or newer) instead.',
    );
  }
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** `postgres://…`; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** A dump (`PGlite#dumpDataDir`) the embedded database starts from instead of an empty one (tests' template). */
  pgliteDump?: Blob | undefined;
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE; default 10). */
  poolSize?: number | undefined;
  /** Told when a PostgreSQL connection fails (idle, or under a request that then fails). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection cut by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection that dies while checked out (inside a transaction) emits 'error' on its client,
    // where the pool no longer listens: unheard, that event would crash the process. The query in
    // flight still rejects, so the request fails cleanly; this only keeps the process alive.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const exclusive = poolExclusive(pool);
    // Instances starting together migrate one at a time: the first runs the migrations, the others
    // then find nothing to do.
    try {
      await exclusive(
        STARTUP_LOCK,
        async () => {
          await refuseNewerSchema(db);
          await migratePg(db, { migrationsFolder });
        },
        true,
      );
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exclusive,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  // On disk (the server, the command-line tools) the database runs on a thread of its own, so its
  // SQL does not queue requests behind it on the HTTP thread (decision 044); in memory (tests, which
  // start from a dump) it runs in-process.
  let client: PGlite | PGliteThread;
  if (options.pgliteDir && !options.pgliteDump) {
    await mkdir(options.pgliteDir, { recursive: true });
    client = await PGliteThread.open(options.pgliteDir);
  } else {
    client = await PGlite.create(options.pgliteDir ?? 'memory://', {
      extensions: { pg_trgm },
      ...(options.pgliteDump && { loadDataDir: options.pgliteDump }),
    });
  }
  // drizzle's PGlite driver calls only `query` and `transaction`, which the thread answers alike.
  const db = drizzlePglite({ client: client as PGlite, schema, casing: 'snake_case' });
  try {
    await refuseNewerSchema(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum: the planner's statistics are refreshed at each start (a seed refreshes
  // them too), or the catalogue queries would be planned for one-row tables (decision 018).
  await client.exec('analyze');
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusive: async (_name, work) => ({ ran: true, value: await work() }),
    close: () => client.close(),
  };
}
