import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The property tests (fast-check, 100 cases each) take 1–2.5 s on a busy 2-core machine, now
    // alongside the other projects' files: 5 s (Vitest's default) left too little room.
    testTimeout: 30_000,
  },
});
