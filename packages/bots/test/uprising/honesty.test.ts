import { describe, expect, it } from 'vitest';
import { cloneJson, jsonEqual, seedRng, type RngState } from '@arrakis/engine';
import { resampleHidden, uprising } from '@arrakis/imperium';
import {
  imperiumHeuristicBot,
  playSeat,
  uprisingIsmctsBot,
  type Bot,
  type ImperiumBotAction,
  type ImperiumBotView,
} from '../../src/index.ts';
import { deepFreeze } from '../resample.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));
/** Fixed iterations and no time cap: the same input gives the same choice. */
const BUDGET = { iterations: 8, ms: Number.POSITIVE_INFINITY };

/** The choice from a view and the legal actions only: frozen copies, no state anywhere near it. */
function decide(
  bot: Bot<ImperiumBotView, ImperiumBotAction>,
  view: ImperiumBotView,
  actions: readonly ImperiumBotAction[],
  seat: number,
  rng: RngState,
): ImperiumBotAction {
  return bot.choose({
    view: deepFreeze(cloneJson(view)),
    actions: deepFreeze(cloneJson([...actions])),
    seat,
    rng: [...rng],
  });
}

describe('Uprising bots’ honesty (ARCHITECTURE §5: bots read view(state, seat) and nothing else)', () => {
  it('heuristic: resampling what the seat cannot know (hands, decks, Intrigues, the contract deck, the Rivals’ deck) changes neither its view, its actions nor its decision', () => {
    const check = seedRng('uprising-honesty');
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const players = 1 + (g % 4);
      const options = { contracts: g % 2 === 0, leaderSelection: g % 3 ? 'draw' : 'choose' } as const;
      const state = uprising.setup(options, seats(players), `uprising-honesty:${g}`);
      const bot = imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>();
      const rng = seedRng(`uprising-honesty:${g}:bots`);
      for (let step = 0; uprising.decisions(state).length > 0; step++) {
        const seat = uprising.decisions(state)[0]!.seat;
        if (step % 3 === 0) {
          const view = uprising.view(state, seat);
          const actions = uprising.decisionActions(state, seat);
          const other = resampleHidden(state, seat, check);
          const otherView = uprising.view(other, seat);
          const otherActions = uprising.decisionActions(other, seat);
          expect(jsonEqual(otherView, view)).toBe(true);
          expect(jsonEqual(otherActions, actions)).toBe(true);
          expect(decide(bot, otherView, otherActions, seat, rng)).toEqual(decide(bot, view, actions, seat, rng));
          checked++;
        }
        uprising.applyInPlace(state, seat, playSeat(uprising, state, seat, bot, rng));
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('ISMCTS: resampling what the seat cannot know changes neither its search nor its decision (fixed iterations)', () => {
    const check = seedRng('uprising-ismcts-honesty');
    let searched = 0;
    for (let g = 0; g < 2; g++) {
      const players = 1 + 2 * g;
      const state = uprising.setup({ contracts: true }, seats(players), `uprising-ismcts-honesty:${g}`);
      const heuristic = imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>();
      const rng = seedRng(`uprising-ismcts-honesty:${g}:bots`);
      for (let step = 0; uprising.decisions(state).length > 0 && step < 300; step++) {
        const seat = uprising.decisions(state)[0]!.seat;
        const actions = uprising.decisionActions(state, seat);
        if (step % 19 === 0 && actions.length > 1) {
          const view = uprising.view(state, seat);
          const other = resampleHidden(state, seat, check);
          const otherView = uprising.view(other, seat);
          expect(jsonEqual(otherView, view)).toBe(true);
          const a = uprisingIsmctsBot({ budget: BUDGET });
          const b = uprisingIsmctsBot({ budget: BUDGET });
          const chosen = decide(a, view, actions, seat, rng);
          expect(decide(b, otherView, uprising.decisionActions(other, seat), seat, rng)).toEqual(chosen);
          expect(b.last()?.root).toEqual(a.last()?.root);
          if (a.last()) searched++;
        }
        uprising.applyInPlace(state, seat, playSeat(uprising, state, seat, heuristic, rng));
      }
    }
    expect(searched).toBeGreaterThan(8);
  });

  it('decides from deeply frozen views: it never writes to what it is shown', () => {
    const state = uprising.setup({ contracts: true }, seats(4), 'uprising-frozen');
    const rng = seedRng('uprising-frozen:bots');
    const bot = imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>();
    while (uprising.decisions(state).length > 0) {
      const seat = uprising.decisions(state)[0]!.seat;
      const actions = uprising.decisionActions(state, seat);
      const chosen = bot.choose({ view: deepFreeze(uprising.view(state, seat)), actions, seat, rng });
      expect(actions).toContain(chosen);
      uprising.applyInPlace(state, seat, chosen);
    }
    expect(uprising.outcome(state)).not.toBeNull();
  });
});
