// One `vitest run` for every layer: domain rules, the API (through app.inject on a fresh PGlite)
// and the web app (Testing Library in jsdom). When TEST_DATABASE_URL names a PostgreSQL server, the
// API suite runs a second time against it (project `api-postgres`). The tests of limits shared through
// Redis are collected only when TEST_REDIS_URL names a server (then they fail if it does not answer).
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

const redisUrl = process.env.TEST_REDIS_URL;
const REDIS_TESTS = ['src/adapters/redis.test.ts', 'src/auth/shared-limits.test.ts'];

function apiProject(name: string, env: Record<string, string>): TestProjectConfiguration {
  return {
    extends: './apps/api/vitest.config.ts',
    test: {
      name,
      root: './apps/api',
      env: { ...env, TEST_REDIS_URL: redisUrl ?? '' },
      ...(!redisUrl && { exclude: [...configDefaults.exclude, ...REDIS_TESTS] }),
    },
  };
}

const projects: TestProjectConfiguration[] = [
  'packages/domain/vitest.config.ts',
  apiProject('api', {}),
  'apps/web/vite.config.ts',
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) projects.push(apiProject('api-postgres', { TEST_DATABASE_URL: postgresUrl }));

export default defineConfig({
  // Once for the whole run (both API projects use it): the web build the server-rendering tests load.
  test: { projects, globalSetup: ['./apps/api/test/build-web.ts'] },
});
