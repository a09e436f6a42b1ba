import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Starts (or finds) the PostgreSQL the server tests need; see packages/server/test/globalSetup.ts.
    globalSetup: ['packages/server/test/globalSetup.ts'],
  },
});
