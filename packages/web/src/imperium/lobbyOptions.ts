import type { HagalDifficultyId, ImperiumOptions } from '@arrakis/imperium';
import { FIRST_GAME_LEADERS, FIRST_GAME_RIVALS, type LeaderChoice } from '../lobby/presets.ts';

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

/**
 * The options of the lobby's create request (or local game): the solo difficulty only matters with one seat; a
 * first game gives the recommended leaders by seat (and, solo, the recommended Rivals).
 */
export function lobbyImperiumOptions(
  leaders: LeaderChoice,
  difficulty: HagalDifficultyId,
  seatCount: number,
): Partial<ImperiumOptions> {
  const solo = seatCount === 1;
  if (leaders === 'firstGame') {
    return {
      leaderSelection: 'draw',
      leaders: FIRST_GAME_LEADERS.slice(0, seatCount),
      ...(solo ? { difficulty, rivalLeaders: [...FIRST_GAME_RIVALS] } : {}),
    };
  }
  return { leaderSelection: leaders, ...(solo ? { difficulty } : {}) };
}
