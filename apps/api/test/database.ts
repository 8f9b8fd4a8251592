// A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is
// set — a new database created on that PostgreSQL server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = loadConfig().testDatabaseUrl;
  if (!serverUrl) return openDatabase({});

  const name = `spc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
