// A client of the test PostgreSQL server itself, for creating and dropping the tests' databases: used by
// database-template.ts (a global setup, where vitest's test API is not available) and database.ts.
import pg from 'pg';

/** Runs `work` on a client of the PostgreSQL server itself (creating and dropping databases). */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
