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

/**
 * Uprising's Rival levels (rules 004 JEU SOLO – DÉTAIL, "Niveau de Difficulté"), as the options schema's (checked by
 * a test).
 */
export const RIVAL_DIFFICULTIES = ['novice', 'veteran', 'expert', 'expertPlus'] as const satisfies readonly NonNullable<
  ImperiumOptions['rivalDifficulty']
>[];
export type RivalDifficultyId = (typeof RIVAL_DIFFICULTIES)[number];

/**
 * The options of an Uprising create request (or local game): leaders drawn or chosen, the CHOAM module (always
 * played with six: facts uprising-rules.md §1.3), and the Rivals' level, which only matters where there are Rivals
 * (solo and two players, rules 004).
 */
export function lobbyUprisingOptions(
  leaders: NonNullable<ImperiumOptions['leaderSelection']>,
  contracts: boolean,
  rivalDifficulty: RivalDifficultyId,
  seatCount: number,
): Partial<ImperiumOptions> {
  return {
    leaderSelection: leaders,
    contracts: contracts || seatCount === 6,
    ...(seatCount <= 2 ? { rivalDifficulty } : {}),
  };
}
