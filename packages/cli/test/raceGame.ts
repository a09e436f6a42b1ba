import {
  canonicalJson,
  defineGame,
  randomInt,
  ruleError,
  seedRng,
  type Decision,
  type GameEvent,
  type RngState,
  type Seat,
} from '@arrakis/engine';
import { z } from 'zod';
import type { GameEntry } from '../src/catalog.ts';

/**
 * A toy two-seat game, so these tests do not wait for Dune: both seats first commit a secret handicap at once,
 * then take turns advancing; each advance adds a random bonus drawn from the RNG in the state. First to the
 * target wins. Any seat may taunt at any time, unasked (an interrupt), which changes nothing. `maxStep: 0` only
 * lets seats rest (advance by 0), so it never ends; `stuckSeat` is asked to decide but offered only taunts.
 */
export interface RaceOptions {
  readonly target?: number;
  readonly maxStep?: number;
  readonly stuckSeat?: Seat;
}

export interface RaceState {
  rng: RngState;
  target: number;
  maxStep: number;
  stuckSeat: Seat | null;
  handicaps: (number | null)[];
  totals: number[];
  turn: number;
  current: Seat;
  winner: Seat | null;
}

export type RaceAction =
  | { readonly type: 'handicap'; readonly value: number }
  | { readonly type: 'advance'; readonly by: number }
  | { readonly type: 'taunt'; readonly words: number };

/** More taunts than real moves, so that a bot choosing uniformly would mostly taunt. */
const TAUNTS: RaceAction[] = Array.from({ length: 10 }, (_, words) => ({ type: 'taunt', words }));

function decisions(state: RaceState): Decision[] {
  if (state.winner !== null) return [];
  const committing = state.handicaps.flatMap((h, seat) => (h === null ? [{ seat, kind: 'handicap' }] : []));
  return committing.length > 0 ? committing : [{ seat: state.current, kind: 'advance' }];
}

function decisionActions(state: RaceState, seat: Seat): RaceAction[] {
  const decision = decisions(state).find((d) => d.seat === seat);
  if (!decision || seat === state.stuckSeat) return [];
  if (decision.kind === 'handicap') return [0, 1, 2].map((value) => ({ type: 'handicap', value }));
  if (state.maxStep === 0) return [{ type: 'advance', by: 0 }];
  return Array.from({ length: state.maxStep }, (_, i) => ({ type: 'advance', by: i + 1 }));
}

function interruptActions(state: RaceState, seat: Seat): RaceAction[] {
  return state.winner === null && (seat === 0 || seat === 1) ? TAUNTS : [];
}

function perform(state: RaceState, seat: Seat, action: RaceAction): GameEvent[] {
  switch (action.type) {
    case 'taunt':
      return [{ type: 'taunted', visibility: 'public', params: { seat, words: action.words } }];
    case 'handicap': {
      state.handicaps[seat] = action.value;
      const events: GameEvent[] = [{ type: 'handicapChosen', visibility: [seat], params: { value: action.value } }];
      if (state.handicaps.every((h) => h !== null)) {
        events.push({ type: 'handicapsRevealed', visibility: 'public', params: { handicaps: state.handicaps } });
        events.push({ type: 'turnStarted', visibility: 'public', params: { turn: state.turn } });
      }
      return events;
    }
    case 'advance': {
      const bonus = randomInt(state.rng, 2);
      if (action.by > 0) state.totals[seat]! += action.by + bonus + state.handicaps[seat]!;
      const total = state.totals[seat]!;
      const events: GameEvent[] = [
        { type: 'advanced', visibility: 'public', params: { seat, by: action.by, bonus, total } },
      ];
      if (total >= state.target) {
        state.winner = seat;
        return events;
      }
      state.current = 1 - seat;
      if (state.current === 0) {
        state.turn++;
        events.push({ type: 'turnStarted', visibility: 'public', params: { turn: state.turn } });
      }
      return events;
    }
  }
}

export const race = defineGame<RaceState, RaceAction, { totals: number[] }, RaceOptions>({
  id: 'dune', // GameId only names real games; the CLI never reads it
  setup(options, seats, seed) {
    if (seats.length !== 2) throw new Error('race needs exactly two seats');
    return {
      rng: seedRng(seed),
      target: options.target ?? 20,
      maxStep: options.maxStep ?? 3,
      stuckSeat: options.stuckSeat ?? null,
      handicaps: [null, null],
      totals: [0, 0],
      turn: 1,
      current: 0,
      winner: null,
    };
  },
  decisions,
  decisionActions,
  interruptActions,
  parse(input) {
    const action = input as Partial<Record<string, unknown>> | null;
    if (action?.type === 'handicap' && typeof action.value === 'number') {
      return { ok: true, action: { type: 'handicap', value: action.value } };
    }
    if (action?.type === 'advance' && typeof action.by === 'number') {
      return { ok: true, action: { type: 'advance', by: action.by } };
    }
    if (action?.type === 'taunt' && typeof action.words === 'number') {
      return { ok: true, action: { type: 'taunt', words: action.words } };
    }
    return { ok: false, error: ruleError('malformed') };
  },
  check(state, seat, action) {
    const legal = [...decisionActions(state, seat), ...interruptActions(state, seat)].some(
      (candidate) => canonicalJson(candidate) === canonicalJson(action),
    );
    return legal ? null : ruleError('illegal');
  },
  perform,
  view: (state) => ({ totals: state.totals }),
  outcome: (state) =>
    state.winner === null ? null : { winners: [state.winner], reason: 'reachedTarget', turn: state.turn },
});

export const raceEntry: GameEntry<RaceState, RaceAction, { totals: number[] }, RaceOptions> = {
  game: race,
  seatLabel: (_state, seat) => (seat === 0 ? 'red' : 'blue'),
  labels: ['red', 'blue'],
  optionsSchema: z.strictObject({
    target: z.number().int().min(1).optional(),
    maxStep: z.number().int().min(0).optional(),
    stuckSeat: z.number().int().min(0).max(1).optional(),
  }),
  optionPresets: { long: { target: 60 } },
};
