// A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is
// set — a new database created on that PostgreSQL server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the TEST_DATABASE_URL server, or undefined when tests run on PGlite. */
export async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = loadConfig().testDatabaseUrl;
  if (!serverUrl) return undefined;
  const name = `spc_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export async function createTestDatabase(): Promise<Database> {
  const server = await createServerDatabase();
  if (!server) return openDatabase({});
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}
