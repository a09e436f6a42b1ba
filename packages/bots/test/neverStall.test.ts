import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '@arrakis/engine';
import { dune, type DuneAction, type DuneOptions, type DuneView } from '@arrakis/dune';
import { duneHeuristicBot, duneIsmctsBot, playBotGame, randomBot, type Bot } from '../src/index.ts';

/** 1,000 games take about 25 s (docs/bots.md); `BOTS_STALL_GAMES=100` for a quicker run. */
const GAMES = Number(process.env.BOTS_STALL_GAMES ?? 1000);
/** One game in this many seats a searching bot too (small budget: the point is its moves, not its strength). */
const SEARCH_EVERY = Number(process.env.BOTS_STALL_SEARCH_EVERY ?? 40);
const SEARCH_BUDGET = { iterations: 4, ms: Number.POSITIVE_INFINITY };

/**
 * Options drawn per game: either deck, alliances or not, the variants that change how a game is won, and the extra
 * faction powers (rules 000 §15).
 */
function randomOptions(g: number): Partial<DuneOptions> {
  const rng = seedRng(`stall-options:${g}`);
  const flip = () => randomInt(rng, 2) === 1;
  return {
    treacheryDeck: flip() ? 'descartes43' : 'base33',
    noAlliances: randomInt(rng, 4) === 0,
    moreStrongholdsToWin: flip(),
    shieldWallVictory: flip(),
    increasedSpiceFlow: flip(),
    cielagoSouth12: flip(),
    atreidesSeesHarkonnenBonusCard: flip(),
    extraPowers: flip(),
    specialKarama: flip(),
    beneGesseritWorthlessKarama: flip(),
  };
}

describe('bots never stall', () => {
  it(`${GAMES} games of 2 to 6 factions, heuristic in every seat or mixed with random (and ISMCTS one game in ${SEARCH_EVERY}), finish with no error`, () => {
    const failures: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const players = 2 + (g % 5);
      const mix = seedRng(`stall-mix:${g}`);
      const bots: Bot<DuneView, DuneAction>[] = Array.from({ length: players }, (_, seat) =>
        g % SEARCH_EVERY === 0 && seat === g % players
          ? duneIsmctsBot({ budget: SEARCH_BUDGET })
          : g % 3 === 0 || randomInt(mix, 2) === 0
            ? duneHeuristicBot()
            : randomBot<DuneView, DuneAction>(),
      );
      const run = playBotGame(dune, {
        options: randomOptions(g),
        seed: `stall:${g}`,
        bots: bots as Bot<unknown, unknown>[],
      });
      if (run.error || !run.outcome) failures.push(`game ${g}: ${run.error?.message ?? 'no outcome'}`);
    }
    expect(failures).toEqual([]);
  });
});
