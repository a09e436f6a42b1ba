import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { uprising, type EngineState } from '@arrakis/imperium';
import {
  evaluateImperium,
  imperiumHeuristicBot,
  playBotGame,
  playSeat,
  uprisingIsmctsBot,
  type Bot,
  type ImperiumBotAction,
  type ImperiumBotView,
} from '../../src/index.ts';
import { SearchPool } from '../../src/ismcts/pool.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));
const heuristic = () => imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>();

function playUntil(state: EngineState, stop: (s: EngineState) => boolean): void {
  const rng = seedRng('until');
  const bot = heuristic();
  while (!stop(state) && uprising.decisions(state).length > 0) {
    const seat = uprising.decisions(state)[0]!.seat;
    uprising.applyInPlace(state, seat, playSeat(uprising, state, seat, bot, rng));
  }
}

/** An Agent turn of round 2 or later with several placements to compare. */
const atAgentTurn = (s: EngineState) =>
  s.round >= 2 &&
  uprising.decisions(s)[0]?.kind === 'turn' &&
  uprising.decisionActions(s, uprising.decisions(s)[0]!.seat).length > 3;

describe('Uprising ISMCTS bot (rules 004)', () => {
  it('plays whole Uprising games of 1 to 4 players (solo against the Rivals, CHOAM on) against heuristic seats', () => {
    for (let players = 1; players <= 4; players++) {
      const bots = Array.from({ length: players }, (_, s) =>
        s === 0 ? uprisingIsmctsBot({ budget: { iterations: 3, ms: Number.POSITIVE_INFINITY } }) : heuristic(),
      );
      const game = playBotGame(uprising, {
        options: { contracts: true },
        seed: `uprising-ismcts-games:${players}`,
        bots: bots as Bot<unknown, unknown>[],
      });
      expect(game.error).toBeUndefined();
      expect(game.outcome).not.toBeNull();
    }
  });

  it('searches a placement from samples of its view (the contract deck, hands, Intrigues, the Rivals’ deck drawn)', () => {
    const state = uprising.setup({ contracts: true }, seats(1), 'uprising-ismcts-solo');
    playUntil(state, atAgentTurn);
    const seat = uprising.decisions(state)[0]!.seat;
    const actions = uprising.decisionActions(state, seat);
    const bot = uprisingIsmctsBot({ budget: { iterations: 12, ms: Number.POSITIVE_INFINITY } });
    const chosen = bot.choose({ view: uprising.view(state, seat), actions, seat, rng: seedRng('search') });
    expect(actions).toContainEqual(chosen);
    const root = bot.last()!.root;
    expect(root.reduce((n, r) => n + r.visits, 0)).toBe(12);
    expect(root[0]!.key).toBe(JSON.stringify(chosen));
  });

  it('evaluates an Uprising position between 0 and 1; solo, the Rivals are contenders and the chances sum to 1', () => {
    const solo = uprising.setup({}, seats(1), 'uprising-evaluate-solo');
    playUntil(solo, (s) => s.round >= 3);
    const chances = [0, 1, 2].map((s) => evaluateImperium(solo, s));
    for (const v of chances) expect(v).toBeGreaterThan(0);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    const duel = uprising.setup({}, seats(2), 'uprising-evaluate-2p');
    playUntil(duel, (s) => s.round >= 2);
    expect(evaluateImperium(duel, 0) + evaluateImperium(duel, 1)).toBeCloseTo(1, 6);
  });
});

describe('Uprising ISMCTS in worker threads', () => {
  it('a search request names the game: the workers build Uprising’s domain, and fixed iterations repeat the choice', async () => {
    const pool = new SearchPool(2);
    try {
      const state = uprising.setup({ contracts: true }, seats(3), 'uprising-pool');
      playUntil(state, atAgentTurn);
      const seat = uprising.decisions(state)[0]!.seat;
      const input = { view: uprising.view(state, seat), actions: uprising.decisionActions(state, seat), seat };
      const budget = { iterations: 12, ms: Number.POSITIVE_INFINITY };
      const first = uprisingIsmctsBot({ budget, pool });
      const a = await first.chooseAsync!({ ...input, rng: seedRng('same') });
      expect(first.last()!.iterations).toBe(12);
      const b = await uprisingIsmctsBot({ budget, pool }).chooseAsync!({ ...input, rng: seedRng('same') });
      expect(b).toEqual(a);
      expect(input.actions).toContainEqual(a);
    } finally {
      await pool.close();
    }
  });
});
