import type { SearchBudget } from './search.ts';

/**
 * Levels by budget (issue 4): iterations and a time cap well under the 2 s a decision may take at "hard". Not
 * time-only (issue 19): a level is its number of simulations, the same bot on any machine and under any load, and
 * reproducible from its seed; the cap only bounds the wait (docs/bots.md).
 */
export const ISMCTS_LEVELS = {
  easy: { iterations: 40, ms: 150 },
  medium: { iterations: 150, ms: 600 },
  hard: { iterations: 600, ms: 1600 },
} as const satisfies Record<string, SearchBudget>;
export type IsmctsLevel = keyof typeof ISMCTS_LEVELS;

/** The games the search workers know (a search request names its game). */
export type SearchGame = 'dune' | 'imperium' | 'uprising';
