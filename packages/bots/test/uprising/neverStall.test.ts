import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '@arrakis/engine';
import { uprising, type ImperiumOptions } from '@arrakis/imperium';
import {
  imperiumHeuristicBot,
  playBotGame,
  randomBot,
  uprisingIsmctsBot,
  type Bot,
  type ImperiumBotAction,
  type ImperiumBotView,
} from '../../src/index.ts';

/** About 15 s for 120 games; `BOTS_UPRISING_STALL_GAMES=1000` for a longer run. */
const GAMES = Number(process.env.BOTS_UPRISING_STALL_GAMES ?? 120);
/** One game in this many seats a searching bot too (small budget: the point is its moves, not its strength). */
const SEARCH_EVERY = Number(process.env.BOTS_UPRISING_STALL_SEARCH_EVERY ?? 30);
const SEARCH_BUDGET = { iterations: 3, ms: Number.POSITIVE_INFINITY };
const DIFFICULTIES = ['novice', 'veteran', 'expert', 'expertPlus'] as const;

describe('the bots never stall in Uprising (rules 004)', () => {
  it(`${GAMES} games of 1–4 players (Rivals at 1 and 2), with and without CHOAM, heuristic in every seat or mixed with random (ISMCTS one game in ${SEARCH_EVERY}), finish with no error`, () => {
    const failures: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const players = 1 + (g % 4);
      const mix = seedRng(`uprising-stall-mix:${g}`);
      const bots: Bot<ImperiumBotView, ImperiumBotAction>[] = Array.from({ length: players }, (_, seat) =>
        g % SEARCH_EVERY === 0 && seat === (g >> 2) % players
          ? uprisingIsmctsBot({ budget: SEARCH_BUDGET })
          : g % 3 === 0 || randomInt(mix, 2) === 0
            ? imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>()
            : randomBot<ImperiumBotView, ImperiumBotAction>(),
      );
      const options: Partial<ImperiumOptions> = {
        contracts: g % 2 === 0,
        leaderSelection: randomInt(mix, 3) === 0 ? 'choose' : 'draw',
        rivalDifficulty: DIFFICULTIES[randomInt(mix, DIFFICULTIES.length)]!,
      };
      const run = playBotGame(uprising, {
        options,
        seed: `uprising-stall:${g}`,
        bots: bots as Bot<unknown, unknown>[],
      });
      if (run.error || !run.outcome) failures.push(`game ${g}: ${run.error?.message ?? 'no outcome'}`);
    }
    expect(failures).toEqual([]);
  });
});
