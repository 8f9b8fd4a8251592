// A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is
// set — a new database created on that PostgreSQL server and dropped afterwards. Both are copies of
// the migrated template that database-template.ts (a global setup) made for the run, when it ran.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrationsFolder, openDatabase, type Database, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the TEST_DATABASE_URL server, or undefined when tests run on PGlite: empty, or a
 * copy of the `template` database when one is named.
 */
export async function createServerDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = loadConfig().testDatabaseUrl;
  if (!serverUrl) return undefined;
  const name = `spc_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * openDatabase's PGlite branch (src/db/client.ts), started from the template's data directory instead
 * of an empty one. migrate() still runs, and finds every migration applied.
 */
async function openPgliteCopy(templateFile: string): Promise<Database> {
  const loadDataDir = new Blob([await readFile(templateFile)]);
  const client = await PGlite.create('memory://', { extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export async function createTestDatabase(): Promise<Database> {
  const server = await createServerDatabase(inject('postgresTemplate'));
  if (!server) {
    const template = inject('pgliteTemplate');
    return template ? openPgliteCopy(template) : openDatabase({});
  }
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}
