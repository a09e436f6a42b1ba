import { defineConfig } from 'vitest/config';

const BROWSER_TESTS = 'packages/web/test/e2e/**/*.test.ts';

export default defineConfig({
  test: {
    // Guards against a hang, not a measure of speed (speed is shown by benchmarks only): long property tests take
    // three times longer on a loaded CI machine than on a quiet one, and a synchronous test past its timeout fails
    // after it has passed.
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // Starts (or finds) the PostgreSQL the server tests need; see packages/server/test/globalSetup.ts.
    globalSetup: ['packages/server/test/globalSetup.ts'],
    // Prints the seed of a failing server test (packages/server/test/helpers/seed.ts).
    setupFiles: ['packages/server/test/seedReport.ts'],
    // The servers the tests start review each finished match in the background: a light review, so that the
    // reviews nobody reads do not take the machine from the tests (packages/server/src/reviewBudget.ts). Their process
    // keeps the normal priority: at nice 19 on a machine the suite saturates, a review a test waits for would wait for
    // the suite (reviewProcess.test.ts checks the production default, 19).
    env: { ARRAKIS_REVIEW_PLAYOUTS: '1', ARRAKIS_REVIEW_HORIZON: '10', ARRAKIS_REVIEW_NICE: '0' },
    // `npm test` runs the two projects side by side, one file at a time each (scripts/test.js): the browser tests
    // (each drives a Chromium and a server) beside everything else.
    projects: [
      {
        extends: true,
        test: {
          name: 'units',
          include: ['packages/*/test/**/*.test.ts'],
          exclude: [BROWSER_TESTS],
          // The unit files share one worker process and its modules: a fresh process per file cost each ~1 s of start
          // and imports (276 files: 230 s of a CI run's 1,290 s). They hold their state in their own servers and
          // databases; a file that replaces a global (a spy, fake timers) restores it. The browser files keep a
          // process each: a page's animation frames are counted there, and work left by one file's server must not
          // slow the next file's page.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'browser', include: [BROWSER_TESTS] } },
    ],
    maxWorkers: 1,
    // Each `vitest run` of the browser lane (a few files each, scripts/test.js) transformed the whole server and both
    // engines again: 15–20 s of a CI run's file on a slow machine. Transformed modules are kept on disk, keyed by their
    // content and the config, and shared by the two lanes and every run (node_modules/.experimental-vitest-cache).
    experimental: { fsModuleCache: true },
  },
});
