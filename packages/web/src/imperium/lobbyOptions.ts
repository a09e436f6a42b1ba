import type { HagalDifficultyId, ImperiumOptions } from '@arrakis/imperium';

/**
 * The solo levels (rules 002 PARTIE SOLO, "Difficulté"), as the engine's HAGAL_DIFFICULTIES and the options
 * schema's (checked by a test): the lobby does not load the engine (nor zod).
 */
export const DIFFICULTIES = [
  'mercenary',
  'sardaukar',
  'mentat',
  'kwisatzHaderach',
] as const satisfies readonly HagalDifficultyId[];

/** The options of the lobby's create request (or local game): the solo difficulty only matters with one seat. */
export function lobbyImperiumOptions(
  leaderSelection: ImperiumOptions['leaderSelection'],
  difficulty: HagalDifficultyId,
  seatCount: number,
): Partial<ImperiumOptions> {
  return { leaderSelection, ...(seatCount === 1 ? { difficulty } : {}) };
}
