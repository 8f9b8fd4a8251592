// One `vitest run` for every layer: domain rules, the API (through app.inject on a fresh database)
// and the web app (Testing Library in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain/vitest.config.ts', 'apps/api/vitest.config.ts', 'apps/web/vite.config.ts'],
  },
});
