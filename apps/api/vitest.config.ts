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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
