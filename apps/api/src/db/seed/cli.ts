// `npm run db:seed`: re-seeds the configured database (PGlite under DATA_DIR, or DATABASE_URL) and
// prints the summary on one line.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDatabase } from './index.ts';
import { publishCacheInvalidation } from '../../plugins/cache-bus.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const started = performance.now();
  const summary = await seedDatabase(database.db);
  const ms = Math.round(performance.now() - started);
  // Running instances of a cluster drop what they cached of the old data (issue 22).
  const told = config.redisUrl ? await publishCacheInvalidation(config.redisUrl, config.redisKeyPrefix) : 0;
  console.log(JSON.stringify({ seeded: database.kind, ms, instancesTold: told, ...summary }));
} finally {
  await database.close();
}
