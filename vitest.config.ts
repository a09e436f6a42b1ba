import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Starts (or finds) the PostgreSQL the server tests need; see packages/server/test/globalSetup.ts.
    globalSetup: ['packages/server/test/globalSetup.ts'],
    // Prints the seed of a failing server test (packages/server/test/helpers/seed.ts).
    setupFiles: ['packages/server/test/seedReport.ts'],
  },
});
