// One `vitest run` for every layer: domain rules, the API (through app.inject on a fresh PGlite)
// and the web app (Testing Library in jsdom). When TEST_DATABASE_URL names a PostgreSQL server, the
// API suite runs a second time against it (project `api-postgres`).
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const projects: TestProjectConfiguration[] = [
  'packages/domain/vitest.config.ts',
  'apps/api/vitest.config.ts',
  'apps/web/vite.config.ts',
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  projects.push({
    extends: './apps/api/vitest.config.ts',
    test: { name: 'api-postgres', root: './apps/api', env: { TEST_DATABASE_URL: postgresUrl } },
  });
}

export default defineConfig({
  // Once for the whole run (both API projects use it): the web build the server-rendering tests load.
  test: { projects, globalSetup: ['./apps/api/test/build-web.ts'] },
});
