import { describe, expect, it } from 'vitest';
import { cloneJson, jsonEqual, seedRng, type RngState } from '@arrakis/engine';
import { dune, type DuneAction, type DuneState, type DuneView } from '@arrakis/dune';
import { duneHeuristicBot, playSeat, type DuneHeuristicBot } from '../src/index.ts';
import { deepFreeze, resampleHidden } from './resample.ts';

const GAMES = 12;
/** Check one decision in this many. */
const SAMPLE_EVERY = 5;

/** The bot's choice from a view and the legal actions only: frozen copies, no state anywhere near it. */
function decide(
  memory: DuneHeuristicBot['memory'],
  view: DuneView,
  actions: readonly DuneAction[],
  seat: number,
  rng: RngState,
): DuneAction {
  const bot = duneHeuristicBot({ memory });
  return bot.choose({
    view: deepFreeze(cloneJson(view)),
    actions: deepFreeze(cloneJson([...actions])),
    seat,
    rng: [...rng],
  });
}

describe('heuristic bot honesty (ARCHITECTURE §5: bots read view(state, seat) and nothing else)', () => {
  it('resampling what the seat cannot know changes neither its view, its actions nor its decision', () => {
    const check = seedRng('honesty-resample');
    let checked = 0;
    for (let g = 0; g < GAMES; g++) {
      const players = 3 + (g % 4);
      const bots = Array.from({ length: players }, () => duneHeuristicBot());
      const state: DuneState = dune.setup(
        // rules 000 §19: one game in three with the duel (hidden Duel hands, face-down champions).
        { ...(g % 2 ? { treacheryDeck: 'descartes43' as const } : {}), ...(g % 3 === 1 ? { duel: true } : {}) },
        Array.from({ length: players }, (_, i) => ({ name: `b${i}`, kind: 'bot' })),
        `honesty:${g}`,
      );
      const rng = seedRng(`honesty:${g}:bots`);
      for (let step = 0; dune.decisions(state).length > 0 && step < 3000; step++) {
        const seat = dune.decisions(state)[0]!.seat;
        if (step % SAMPLE_EVERY === 0) {
          const memory = cloneJson(bots[seat]!.memory);
          const view = dune.view(state, seat);
          const actions = dune.decisionActions(state, seat);
          const other = resampleHidden(state, seat, check);
          const otherView = dune.view(other, seat);
          const otherActions = dune.decisionActions(other, seat);
          expect(jsonEqual(otherView, view)).toBe(true);
          expect(jsonEqual(otherActions, actions)).toBe(true);
          const a = decide(memory, view, actions, seat, rng);
          const b = decide(memory, otherView, otherActions, seat, rng);
          expect(b).toEqual(a);
          checked++;
        }
        dune.applyInPlace(state, seat, playSeat(dune, state, seat, bots[seat]!, rng));
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('decides from a deeply frozen view: it never writes to what it is shown', () => {
    const state = dune.setup(
      {},
      Array.from({ length: 6 }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const })),
      'frozen',
    );
    const rng = seedRng('frozen:bots');
    const bots = Array.from({ length: 6 }, () => duneHeuristicBot());
    for (let step = 0; dune.decisions(state).length > 0 && step < 2000; step++) {
      const seat = dune.decisions(state)[0]!.seat;
      const view = deepFreeze(cloneJson(dune.view(state, seat)));
      const actions = dune.decisionActions(state, seat);
      const chosen = bots[seat]!.choose({ view, actions, seat, rng });
      expect(actions).toContain(chosen);
      dune.applyInPlace(state, seat, chosen);
    }
  });
});
