import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'locales',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
