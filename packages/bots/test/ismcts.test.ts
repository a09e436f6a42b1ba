import { describe, expect, it } from 'vitest';
import { cloneJson, jsonEqual, seedRng, type RngState } from '@arrakis/engine';
import { dune, type DuneAction, type DuneState, type DuneView } from '@arrakis/dune';
import { duneHeuristicBot, duneIsmctsBot, playBotGame, playSeat, randomBot, type DuneMemory } from '../src/index.ts';
import { SearchPool } from '../src/ismcts/pool.ts';
import { deepFreeze, resampleHidden } from './resample.ts';

/** Fixed iterations and no time cap: the same input gives the same choice. */
const BUDGET = { iterations: 12, ms: Number.POSITIVE_INFINITY };

function decide(memory: DuneMemory, view: DuneView, actions: readonly DuneAction[], seat: number, rng: RngState) {
  const bot = duneIsmctsBot({ budget: BUDGET, memory });
  const action = bot.choose({
    view: deepFreeze(cloneJson(view)),
    actions: deepFreeze(cloneJson([...actions])),
    seat,
    rng: [...rng],
  });
  return { action, searched: bot.last() !== null };
}

describe('ISMCTS bot (issue 4)', () => {
  it('honesty: resampling what the seat cannot know changes neither its search nor its decision', () => {
    const check = seedRng('ismcts-honesty');
    let searched = 0;
    for (let g = 0; g < 3; g++) {
      const players = 3 + g;
      const state: DuneState = dune.setup(
        g === 1 ? { treacheryDeck: 'descartes43' } : {},
        Array.from({ length: players }, (_, i) => ({ name: `b${i}`, kind: 'bot' })),
        `ismcts-honesty:${g}`,
      );
      const bots = Array.from({ length: players }, () => duneHeuristicBot());
      const rng = seedRng(`ismcts-honesty:${g}:bots`);
      for (let step = 0; dune.decisions(state).length > 0 && step < 3000; step++) {
        const seat = dune.decisions(state)[0]!.seat;
        const actions = dune.decisionActions(state, seat);
        if (step % 13 === 0 && actions.length > 1) {
          const memory = cloneJson(bots[seat]!.memory);
          const view = dune.view(state, seat);
          const other = resampleHidden(state, seat, check);
          const otherView = dune.view(other, seat);
          expect(jsonEqual(otherView, view)).toBe(true);
          const a = decide(memory, view, actions, seat, rng);
          const b = decide(memory, otherView, dune.decisionActions(other, seat), seat, rng);
          expect(b.action).toEqual(a.action);
          if (a.searched) searched++;
        }
        dune.applyInPlace(state, seat, playSeat(dune, state, seat, bots[seat]!, rng));
      }
    }
    expect(searched).toBeGreaterThan(25);
  });

  it('plays whole games of 2 to 6 factions against heuristic and random seats without a stall or an error', () => {
    for (let g = 0; g < 5; g++) {
      const players = 2 + g;
      const bots = Array.from({ length: players }, (_, s) =>
        s === 0
          ? duneIsmctsBot({ budget: { iterations: 6, ms: Number.POSITIVE_INFINITY } })
          : s % 2
            ? duneHeuristicBot()
            : randomBot<DuneView, DuneAction>(),
      );
      const game = playBotGame(dune, {
        options: g % 2 ? { treacheryDeck: 'descartes43' } : {},
        seed: `ismcts-games:${g}`,
        bots: bots as never,
      });
      expect(game.error).toBeUndefined();
      expect(game.outcome).not.toBeNull();
    }
  });

  it('searches only real choices: a single legal answer, or an interrupt the prior wants, is played at once', () => {
    const state = dune.setup(
      {},
      [
        { name: 'a', kind: 'bot' },
        { name: 'b', kind: 'bot' },
      ],
      'ismcts-single',
    );
    const seat = dune.decisions(state)[0]!.seat;
    const actions = dune.decisionActions(state, seat);
    const bot = duneIsmctsBot({ budget: BUDGET });
    const chosen = bot.choose({ view: dune.view(state, seat), actions: actions.slice(0, 1), seat, rng: seedRng('x') });
    expect(chosen).toEqual(actions[0]);
    expect(bot.last()).toBeNull();
  });

  it('reports its root statistics: every visit goes to one of the offered actions', () => {
    const state = dune.setup(
      {},
      [
        { name: 'a', kind: 'bot' },
        { name: 'b', kind: 'bot' },
        { name: 'c', kind: 'bot' },
      ],
      'ismcts-root',
    );
    const rng = seedRng('ismcts-root:bots');
    const heuristic = [duneHeuristicBot(), duneHeuristicBot(), duneHeuristicBot()];
    // Play on to the first bidding decision, where the amounts make a wide root.
    while (dune.decisions(state)[0]?.kind !== 'bid') {
      const seat = dune.decisions(state)[0]!.seat;
      dune.applyInPlace(state, seat, playSeat(dune, state, seat, heuristic[seat]!, rng));
    }
    const seat = dune.decisions(state)[0]!.seat;
    const actions = dune.decisionActions(state, seat);
    const bot = duneIsmctsBot({ budget: { iterations: 30, ms: Number.POSITIVE_INFINITY } });
    const chosen = bot.choose({ view: dune.view(state, seat), actions, seat, rng });
    const last = bot.last()!;
    expect(last.iterations).toBe(30);
    expect(last.root.reduce((n, r) => n + r.visits, 0)).toBe(30);
    const offered = new Set(actions.map((a) => JSON.stringify(a)));
    for (const r of last.root) expect(offered.has(r.key)).toBe(true);
    expect(actions).toContainEqual(chosen);
  });
});

describe('ISMCTS in worker threads (issue 4)', () => {
  it('the pool searches on every worker and merges their roots; with fixed iterations the choice is repeatable', async () => {
    const pool = new SearchPool(2);
    try {
      const state = dune.setup(
        {},
        [0, 1, 2].map((i) => ({ name: `b${i}`, kind: 'bot' as const })),
        'pool',
      );
      const rng = seedRng('pool:bots');
      const heuristic = [duneHeuristicBot(), duneHeuristicBot(), duneHeuristicBot()];
      while (dune.decisions(state)[0]?.kind !== 'bid') {
        const seat = dune.decisions(state)[0]!.seat;
        dune.applyInPlace(state, seat, playSeat(dune, state, seat, heuristic[seat]!, rng));
      }
      const seat = dune.decisions(state)[0]!.seat;
      const input = { view: dune.view(state, seat), actions: dune.decisionActions(state, seat), seat };
      const budget = { iterations: 16, ms: Number.POSITIVE_INFINITY };
      const first = duneIsmctsBot({ budget, pool });
      const a = await first.chooseAsync!({ ...input, rng: seedRng('same') });
      const last = first.last()!;
      expect(last.iterations).toBe(16);
      expect(last.root.reduce((n, r) => n + r.visits, 0)).toBe(16);
      const b = await duneIsmctsBot({ budget, pool }).chooseAsync!({ ...input, rng: seedRng('same') });
      expect(b).toEqual(a);
      expect(input.actions).toContainEqual(a);
    } finally {
      await pool.close();
    }
  });
});
