import { describe, expect, it } from 'vitest';
import { cloneJson, jsonEqual, seedRng, type RngState } from '@arrakis/engine';
import { imperium, resampleHidden, type ImperiumAction, type ImperiumView } from '@arrakis/imperium';
import { imperiumHeuristicBot, imperiumIsmctsBot, playSeat } from '../../src/index.ts';
import { deepFreeze } from '../resample.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));
/** Fixed iterations and no time cap: the same input gives the same choice. */
const BUDGET = { iterations: 10, ms: Number.POSITIVE_INFINITY };

/** The choice from a view and the legal actions only: frozen copies, no state anywhere near it. */
function decide(
  bot: {
    choose: (input: {
      view: ImperiumView;
      actions: readonly ImperiumAction[];
      seat: number;
      rng: RngState;
    }) => ImperiumAction;
  },
  view: ImperiumView,
  actions: readonly ImperiumAction[],
  seat: number,
  rng: RngState,
): ImperiumAction {
  return bot.choose({
    view: deepFreeze(cloneJson(view)),
    actions: deepFreeze(cloneJson([...actions])),
    seat,
    rng: [...rng],
  });
}

describe('Imperium bots’ honesty (ARCHITECTURE §5: bots read view(state, seat) and nothing else)', () => {
  it('heuristic: resampling what the seat cannot know changes neither its view, its actions nor its decision', () => {
    const check = seedRng('imperium-honesty');
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const players = 1 + (g % 4);
      const state = imperium.setup({ leaderSelection: g % 2 ? 'choose' : 'draw' }, seats(players), `honesty:${g}`);
      const bot = imperiumHeuristicBot();
      const rng = seedRng(`honesty:${g}:bots`);
      for (let step = 0; imperium.decisions(state).length > 0; step++) {
        const seat = imperium.decisions(state)[0]!.seat;
        if (step % 3 === 0) {
          const view = imperium.view(state, seat);
          const actions = imperium.decisionActions(state, seat);
          const other = resampleHidden(state, seat, check);
          const otherView = imperium.view(other, seat);
          const otherActions = imperium.decisionActions(other, seat);
          expect(jsonEqual(otherView, view)).toBe(true);
          expect(jsonEqual(otherActions, actions)).toBe(true);
          expect(decide(bot, otherView, otherActions, seat, rng)).toEqual(decide(bot, view, actions, seat, rng));
          checked++;
        }
        imperium.applyInPlace(state, seat, playSeat(imperium, state, seat, bot, rng));
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('ISMCTS: resampling what the seat cannot know changes neither its search nor its decision (fixed iterations)', () => {
    const check = seedRng('imperium-ismcts-honesty');
    let searched = 0;
    for (let g = 0; g < 3; g++) {
      const players = 2 + g;
      const state = imperium.setup({}, seats(players), `ismcts-honesty:${g}`);
      const heuristic = imperiumHeuristicBot();
      const rng = seedRng(`ismcts-honesty:${g}:bots`);
      for (let step = 0; imperium.decisions(state).length > 0 && step < 400; step++) {
        const seat = imperium.decisions(state)[0]!.seat;
        const actions = imperium.decisionActions(state, seat);
        if (step % 17 === 0 && actions.length > 1) {
          const view = imperium.view(state, seat);
          const other = resampleHidden(state, seat, check);
          const otherView = imperium.view(other, seat);
          expect(jsonEqual(otherView, view)).toBe(true);
          const a = imperiumIsmctsBot({ budget: BUDGET });
          const b = imperiumIsmctsBot({ budget: BUDGET });
          const chosen = decide(a, view, actions, seat, rng);
          expect(decide(b, otherView, imperium.decisionActions(other, seat), seat, rng)).toEqual(chosen);
          expect(b.last()?.root).toEqual(a.last()?.root);
          if (a.last()) searched++;
        }
        imperium.applyInPlace(state, seat, playSeat(imperium, state, seat, heuristic, rng));
      }
    }
    expect(searched).toBeGreaterThan(15);
  });

  it('decides from deeply frozen views: it never writes to what it is shown', () => {
    const state = imperium.setup({}, seats(4), 'imperium-frozen');
    const rng = seedRng('imperium-frozen:bots');
    const bot = imperiumHeuristicBot();
    while (imperium.decisions(state).length > 0) {
      const seat = imperium.decisions(state)[0]!.seat;
      const actions = imperium.decisionActions(state, seat);
      const chosen = bot.choose({ view: deepFreeze(imperium.view(state, seat)), actions, seat, rng });
      expect(actions).toContain(chosen);
      imperium.applyInPlace(state, seat, chosen);
    }
    expect(imperium.outcome(state)).not.toBeNull();
  });
});
