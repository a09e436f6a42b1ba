import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { imperium, type ImperiumAction, type ImperiumState, type ImperiumView } from '@arrakis/imperium';
import {
  evaluateImperium,
  imperiumHeuristicBot,
  imperiumIsmctsBot,
  imperiumRanking,
  playBotGame,
  playSeat,
  randomBot,
  type Bot,
} from '../../src/index.ts';
import { SearchPool } from '../../src/ismcts/pool.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));

/** Plays heuristic seats until `stop` holds. */
function playUntil(state: ImperiumState, stop: (s: ImperiumState) => boolean): void {
  const rng = seedRng('until');
  const bot = imperiumHeuristicBot();
  while (!stop(state) && imperium.decisions(state).length > 0) {
    const seat = imperium.decisions(state)[0]!.seat;
    imperium.applyInPlace(state, seat, playSeat(imperium, state, seat, bot, rng));
  }
}

/** The first Agent turn with several placements to compare. */
const atAgentTurn = (s: ImperiumState) =>
  s.round >= 2 &&
  imperium.decisions(s)[0]?.kind === 'turn' &&
  imperium.decisionActions(s, imperium.decisions(s)[0]!.seat).length > 3;

describe('Imperium ISMCTS bot', () => {
  it('plays whole games of 1 to 4 players against heuristic and random seats without a stall or an error', () => {
    for (let players = 1; players <= 4; players++) {
      const bots = Array.from({ length: players }, (_, s) =>
        s === 0
          ? imperiumIsmctsBot({ budget: { iterations: 4, ms: Number.POSITIVE_INFINITY } })
          : s % 2
            ? imperiumHeuristicBot()
            : randomBot<ImperiumView, ImperiumAction>(),
      );
      const game = playBotGame(imperium, {
        options: {},
        seed: `imperium-ismcts-games:${players}`,
        bots: bots as Bot<unknown, unknown>[],
      });
      expect(game.error).toBeUndefined();
      expect(game.outcome).not.toBeNull();
    }
  });

  it('searches only real choices: a single legal answer is played at once', () => {
    const state = imperium.setup({}, seats(3), 'imperium-ismcts-single');
    const seat = imperium.decisions(state)[0]!.seat;
    const actions = imperium.decisionActions(state, seat);
    const bot = imperiumIsmctsBot({ budget: { iterations: 8, ms: Number.POSITIVE_INFINITY } });
    const chosen = bot.choose({
      view: imperium.view(state, seat),
      actions: actions.slice(0, 1),
      seat,
      rng: seedRng('x'),
    });
    expect(chosen).toEqual(actions[0]);
    expect(bot.last()).toBeNull();
  });

  it('reports its root statistics: every simulation goes to one of the offered actions', () => {
    const state = imperium.setup({}, seats(4), 'imperium-ismcts-root');
    playUntil(state, atAgentTurn);
    const seat = imperium.decisions(state)[0]!.seat;
    const actions = imperium.decisionActions(state, seat);
    const bot = imperiumIsmctsBot({ budget: { iterations: 30, ms: Number.POSITIVE_INFINITY } });
    const chosen = bot.choose({ view: imperium.view(state, seat), actions, seat, rng: seedRng('root') });
    const last = bot.last()!;
    expect(last.iterations).toBe(30);
    expect(last.root.reduce((n, r) => n + r.visits, 0)).toBe(30);
    const offered = new Set(actions.map((a) => JSON.stringify(a)));
    for (const r of last.root) expect(offered.has(r.key)).toBe(true);
    expect(actions).toContainEqual(chosen);
  });

  it('compares the heuristic’s runners-up with its choice: its ranking orders the candidates after its choice', () => {
    const state = imperium.setup({}, seats(4), 'imperium-ismcts-ranking');
    playUntil(state, atAgentTurn);
    const seat = imperium.decisions(state)[0]!.seat;
    const view = imperium.view(state, seat);
    const actions = imperium.decisionActions(state, seat);
    const rng = seedRng('ranking');
    const prior = imperiumHeuristicBot().choose({ view, actions, seat, rng: [...rng] });
    const ranking = imperiumRanking(view, seat, actions, [...rng]);
    expect(ranking).toHaveLength(actions.length);
    // A Plot the heuristic plays first is its choice; otherwise its best placement is.
    if (prior.type !== 'playIntrigue') expect(ranking[0]).toEqual(prior);
    const bot = imperiumIsmctsBot({ budget: { iterations: 16, ms: Number.POSITIVE_INFINITY } });
    bot.choose({ view, actions, seat, rng: [...rng] });
    const compared = new Set([prior, ...ranking.filter((a) => a !== prior).slice(0, 3)].map((a) => JSON.stringify(a)));
    for (const r of bot.last()!.root) expect(compared.has(r.key)).toBe(true);
  });

  it('evaluates a position between 0 and 1, the contenders’ chances summing to 1; a finished game is 1 or 0', () => {
    const state = imperium.setup({}, seats(4), 'imperium-evaluate');
    playUntil(state, (s) => s.round >= 3);
    const values = [0, 1, 2, 3].map((s) => evaluateImperium(state, s));
    for (const v of values) expect(v).toBeGreaterThan(0);
    expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    playUntil(state, () => false);
    const winners = state.result!.winners;
    for (let s = 0; s < 4; s++) expect(evaluateImperium(state, s)).toBe(winners.includes(s) ? 1 : 0);
  });

  it('in a 2-player game House Hagal cannot win: the two players’ chances sum to 1', () => {
    const state = imperium.setup({}, seats(2), 'imperium-evaluate-2p');
    playUntil(state, (s) => s.round >= 2);
    expect(evaluateImperium(state, 0) + evaluateImperium(state, 1)).toBeCloseTo(1, 6);
  });
});

describe('Imperium ISMCTS in worker threads', () => {
  it('the pool searches an Imperium position on every worker and merges their roots; with fixed iterations the choice is repeatable', async () => {
    const pool = new SearchPool(2);
    try {
      const state = imperium.setup({}, seats(3), 'imperium-pool');
      playUntil(state, atAgentTurn);
      const seat = imperium.decisions(state)[0]!.seat;
      const input = { view: imperium.view(state, seat), actions: imperium.decisionActions(state, seat), seat };
      const budget = { iterations: 12, ms: Number.POSITIVE_INFINITY };
      const first = imperiumIsmctsBot({ budget, pool });
      const a = await first.chooseAsync!({ ...input, rng: seedRng('same') });
      const last = first.last()!;
      expect(last.iterations).toBe(12);
      expect(last.root.reduce((n, r) => n + r.visits, 0)).toBe(12);
      const b = await imperiumIsmctsBot({ budget, pool }).chooseAsync!({ ...input, rng: seedRng('same') });
      expect(b).toEqual(a);
      expect(input.actions).toContainEqual(a);
    } finally {
      await pool.close();
    }
  });
});
