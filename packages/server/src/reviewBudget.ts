import { DEFAULT_REVIEW_BUDGET, type ReviewBudget } from '@arrakis/bots';

/**
 * The review budget a server uses when none is given: `ARRAKIS_REVIEW_PLAYOUTS` and `ARRAKIS_REVIEW_HORIZON`
 * (docs/operations.md), else the bots' default. The test runs set them low (vitest.config.ts), so that the servers
 * the tests start do not spend the machine on reviews nobody reads.
 */
export function reviewBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): ReviewBudget {
  return {
    playouts: wholeNumber(env, 'ARRAKIS_REVIEW_PLAYOUTS', DEFAULT_REVIEW_BUDGET.playouts),
    horizon: wholeNumber(env, 'ARRAKIS_REVIEW_HORIZON', DEFAULT_REVIEW_BUDGET.horizon),
  };
}

/** The review process's nice value (`ARRAKIS_REVIEW_NICE`, 0 to 19), else the lowest priority, 19. */
export function reviewNiceFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env['ARRAKIS_REVIEW_NICE'];
  if (text === undefined || text === '') return 19;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0 || value > 19)
    throw new Error(`ARRAKIS_REVIEW_NICE must be a whole number from 0 to 19 (got "${text}")`);
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1 (got "${text}")`);
  return value;
}
