import { randomBytes } from 'node:crypto';

/**
 * The seed of this test file's run: `ARRAKIS_TEST_SEED` to replay a failure, else a fresh one. Every match the
 * file's servers create is seeded from it (server option `matchSeeds`, env `ARRAKIS_MATCH_SEEDS` for a child
 * process), and so are the test's own random players; a failing test prints it (test/seedReport.ts).
 */
export const TEST_SEED = process.env['ARRAKIS_TEST_SEED'] || randomBytes(6).toString('hex');
