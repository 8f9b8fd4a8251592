// `npm start` ends here: read the configuration, open (migrate, and on first start seed) the
// database, serve the SPA and the API, run the store's background jobs, and close everything cleanly
// on SIGTERM or SIGINT.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, STARTUP_LOCK } from './db/client.ts';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index.ts';
import { scheduleJobs } from './jobs.ts';
import { drain } from './lifecycle.ts';
import { ensureSecrets } from './secrets.ts';

async function main() {
  const config = loadConfig();
  // A cluster's instances share AUTH_SECRET (a session signed by one is read by all); alone, the file.
  const secrets = config.authSecret ? { authSecret: config.authSecret } : await ensureSecrets(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
    poolSize: config.databasePoolSize,
    onIdleError: (error) => console.error('idle database connection failed:', error.message),
  });
  const app = await buildApp({ config, database, secrets });
  // Instances starting together on an empty database: one seeds it, the others wait and find it seeded.
  await database.exclusive(
    STARTUP_LOCK,
    async () => {
      if (!(await isDatabaseEmpty(database.db))) return;
      const started = Date.now();
      const summary = await seedDatabase(database.db);
      app.log.info({ ms: Date.now() - started, counts: summary.counts }, 'seeded an empty database');
    },
    true,
  );

  let stopJobs = async () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Readiness turns false now; the server closes after DRAIN_SECONDS, once the load balancer has
      // noticed, and waits for the requests in flight (issue 22).
      await Promise.all([stopJobs(), drain(app, config.drainSeconds)]);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Settling interrupted orders and renewing memberships (docs/api-store.md), in every instance.
  stopJobs = scheduleJobs(app, config.jobsIntervalSeconds);
  app.log.info({ database: database.kind, url: config.publicUrl }, 'SPC is ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('SPC failed to start:', error);
  }
  process.exit(1);
});
