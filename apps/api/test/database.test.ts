// Keeps the two API runs honest: the api-postgres project really runs on the PostgreSQL server,
// in a database of its own that is dropped afterwards.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase } from './database.ts';
import { onServer } from './postgres-server.ts';

describe('createTestDatabase', () => {
  const serverUrl = loadConfig().testDatabaseUrl;

  it(`uses ${serverUrl ? 'a fresh PostgreSQL database' : 'embedded PGlite'}`, async () => {
    const database = await createTestDatabase();
    // Both drivers answer `{ rows }`.
    const result = await database.db.execute(sql`select current_database() as name`);
    await database.close();
    const row = (result as { rows: { name: string }[] }).rows[0]!;
    expect(database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    if (!serverUrl) return;
    expect(row.name).toMatch(/^spc_test_[0-9a-f]{12}$/);
    const left = await onServer(serverUrl, (client) =>
      client.query('select 1 from pg_database where datname = $1', [row.name]),
    );
    expect(left.rowCount).toBe(0);
  });
});
