// One `vitest run` for every layer: domain rules, the API (through app.inject on a fresh PGlite)
// and the web app (Testing Library in jsdom). When TEST_DATABASE_URL names a PostgreSQL server, the
// API suite runs a second time against it (project `api-postgres`). The tests of limits shared through
// Redis are collected only when TEST_REDIS_URL names a server (then they fail if it does not answer);
// the tests of a lost database connection only in `api-postgres`.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * Test files at once, the same for every project. Vitest's default in a run is one less than the
 * cores: on CI's 2 cores a single worker, so the domain and web projects ran one file at a time after
 * the API ones. With one number everywhere all the projects share one pool of workers.
 */
const WORKERS = Math.max(2, availableParallelism());

const redisUrl = process.env.TEST_REDIS_URL;
const REDIS_TESTS = ['src/adapters/redis.test.ts', 'src/auth/shared-limits.test.ts'];
/** Tests of what only a server has (connections to lose): collected in `api-postgres` only. */
const POSTGRES_ONLY_TESTS = ['src/modules/purchase/connection-loss.test.ts'];
/**
 * Issue 22's cluster (three processes behind HAProxy on PostgreSQL and Redis): collected in
 * `api-postgres` when Redis is configured and HAProxy installed (.ci/run installs it), else not at all.
 */
const CLUSTER_TESTS = ['test/cluster.test.ts'];
/** Issue 20 item 6: two in-process instances on one PostgreSQL database and one Redis (no HAProxy needed). */
const TWO_INSTANCE_TESTS = ['test/staff-invalidation.test.ts'];
const haproxyInstalled = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].some((file) =>
  existsSync(file),
);

function apiProject(name: string, env: Record<string, string>, onPostgres: boolean): TestProjectConfiguration {
  const exclude = [
    ...(redisUrl ? [] : REDIS_TESTS),
    ...(onPostgres ? [] : POSTGRES_ONLY_TESTS),
    ...(onPostgres && redisUrl && haproxyInstalled ? [] : CLUSTER_TESTS),
    ...(onPostgres && redisUrl ? [] : TWO_INSTANCE_TESTS),
  ];
  return {
    extends: './apps/api/vitest.config.ts',
    test: {
      name,
      maxWorkers: WORKERS,
      root: './apps/api',
      env: { ...env, TEST_REDIS_URL: redisUrl ?? '' },
      exclude: [...configDefaults.exclude, ...exclude],
    },
  };
}

const projects: TestProjectConfiguration[] = [
  {
    extends: './packages/domain/vitest.config.ts',
    test: { name: 'domain', root: './packages/domain', maxWorkers: WORKERS },
  },
  {
    extends: './packages/locales/vitest.config.ts',
    test: { name: 'locales', root: './packages/locales', maxWorkers: WORKERS },
  },
  // The fuzz walk (apps/api/test/fuzz.test.ts) runs in full once: on PostgreSQL when it is configured,
  // so `api` then only touches every route (FUZZ_LIGHT), keeping the walk within its CI budget.
  apiProject('api', { FUZZ_LIGHT: process.env.TEST_DATABASE_URL ? '1' : '' }, false),
  // A web test types and clicks through a whole form (Testing Library's user-event): Vitest's 5 s default
  // failed one on a loaded 2-core CI machine (the contact form's refusals, 2026-11-26) though it passes
  // in under a second alone; the other projects allow 30 s already.
  {
    extends: './apps/web/vite.config.ts',
    test: { name: 'web', root: './apps/web', maxWorkers: WORKERS, testTimeout: 20_000 },
  },
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) projects.push(apiProject('api-postgres', { TEST_DATABASE_URL: postgresUrl }, true));

export default defineConfig({
  test: {
    projects,
    // Once for the whole run (both API projects use them): the web build the server-rendering tests
    // load, and the migrated databases each API test file starts from a copy of.
    globalSetup: ['./apps/api/test/build-web.ts', './apps/api/test/database-template.ts'],
  },
});
