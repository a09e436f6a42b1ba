import { defineGame } from '../src/define.ts';
import { ruleError } from '../src/errors.ts';
import { randomInt, seedRng, type RngState } from '../src/rng.ts';

export interface CountState {
  rng: RngState;
  totals: number[];
  turn: number;
  winner: number | null;
}
export type CountAction = { type: 'add'; n: 1 | 2 } | { type: 'roll' };

/** A two-seat race to 10, with a die: enough to exercise the kernel. */
export const race = defineGame<CountState, CountAction, { totals: number[] }, Record<string, never>>({
  id: 'dune',
  setup: (_o, seats, seed) => ({ rng: seedRng(seed), totals: seats.map(() => 0), turn: 0, winner: null }),
  decisions: (s) => (s.winner === null ? [{ seat: s.turn, kind: 'move' }] : []),
  decisionActions: (s, seat) =>
    s.winner === null && seat === s.turn ? [{ type: 'add', n: 1 }, { type: 'add', n: 2 }, { type: 'roll' }] : [],
  interruptActions: () => [],
  parse: (input) => {
    const a = input as CountAction | null;
    if (a && typeof a === 'object' && (a.type === 'roll' || (a.type === 'add' && (a.n === 1 || a.n === 2))))
      return { ok: true, action: a };
    return { ok: false, error: ruleError('malformedAction') };
  },
  check: (s, seat) =>
    s.winner !== null ? ruleError('gameOver') : seat !== s.turn ? ruleError('notYourDecision', { seat }) : null,
  perform: (s, seat, a) => {
    const n = a.type === 'add' ? a.n : 1 + randomInt(s.rng, 3);
    s.totals[seat]! += n;
    if (s.totals[seat]! >= 10) s.winner = seat;
    s.turn = 1 - s.turn;
    return [{ type: 'moved', visibility: 'public', params: { seat, n } }];
  },
  view: (s) => ({ totals: s.totals }),
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], reason: 'race', turn: s.turn }),
});

export const seats = [
  { name: 'a', kind: 'human' as const },
  { name: 'b', kind: 'bot' as const },
];
