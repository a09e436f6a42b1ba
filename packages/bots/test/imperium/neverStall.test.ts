import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '@arrakis/engine';
import { imperium, type ImperiumAction, type ImperiumOptions, type ImperiumView } from '@arrakis/imperium';
import { imperiumHeuristicBot, imperiumIsmctsBot, playBotGame, randomBot, type Bot } from '../../src/index.ts';

/** About 20 s for 300 games; `BOTS_IMPERIUM_STALL_GAMES=1000` for a longer run. */
const GAMES = Number(process.env.BOTS_IMPERIUM_STALL_GAMES ?? 300);
/** One game in this many seats a searching bot too (small budget: the point is its moves, not its strength). */
const SEARCH_EVERY = Number(process.env.BOTS_IMPERIUM_STALL_SEARCH_EVERY ?? 30);
const SEARCH_BUDGET = { iterations: 3, ms: Number.POSITIVE_INFINITY };
const DIFFICULTIES = ['mercenary', 'sardaukar', 'mentat', 'kwisatzHaderach'] as const;

describe('Imperium bots never stall', () => {
  it(`${GAMES} games of 1–4 players (House Hagal at 1 and 2), heuristic in every seat or mixed with random (and ISMCTS one game in ${SEARCH_EVERY}), finish with no error`, () => {
    const failures: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const players = 1 + (g % 4);
      const mix = seedRng(`imperium-stall-mix:${g}`);
      const bots: Bot<ImperiumView, ImperiumAction>[] = Array.from({ length: players }, (_, seat) =>
        g % SEARCH_EVERY === 0 && seat === (g >> 2) % players
          ? imperiumIsmctsBot({ budget: SEARCH_BUDGET })
          : g % 3 === 0 || randomInt(mix, 2) === 0
            ? imperiumHeuristicBot()
            : randomBot<ImperiumView, ImperiumAction>(),
      );
      const options: Partial<ImperiumOptions> = {
        leaderSelection: randomInt(mix, 3) === 0 ? 'choose' : 'draw',
        difficulty: DIFFICULTIES[randomInt(mix, DIFFICULTIES.length)]!,
      };
      const run = playBotGame(imperium, {
        options,
        seed: `imperium-stall:${g}`,
        bots: bots as Bot<unknown, unknown>[],
      });
      if (run.error || !run.outcome) failures.push(`game ${g}: ${run.error?.message ?? 'no outcome'}`);
    }
    expect(failures).toEqual([]);
  });
});
