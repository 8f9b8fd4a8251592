import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PGlite here; the root config adds an api-postgres project when TEST_DATABASE_URL is set.
    env: { NODE_ENV: 'test', TEST_DATABASE_URL: '' },
    // Each file opens its own database; PGlite start-up is CPU-bound, so two at a time suits 2 cores.
    maxWorkers: 2,
    // Files share their workers and the modules they import (Fastify, Better Auth, drizzle, PGlite):
    // each file still builds its own app on its own database (test/app.ts), and none mocks a module.
    // Isolated, each file re-imported them in a new process: ~70 % of the project's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
