import { randomInt, seedRng, type RngState, type Seat } from '@arrakis/engine';
import { dune } from '../../src/rules.ts';
import type { DuneAction } from '../../src/actions.ts';
import type { DuneState } from '../../src/state.ts';

/** How often a random player takes an action nobody asked for (a card "at any time", a gift). */
const INTERRUPT_ODDS = 50;

export interface Choice {
  readonly seat: Seat;
  readonly action: DuneAction;
}

/** A uniformly random legal move of a seat the game waits for; null when the game is over. */
export function randomChoice(state: DuneState, rng: RngState): Choice | null {
  const decisions = dune.decisions(state);
  if (decisions.length === 0) return null;
  const seat = decisions[randomInt(rng, decisions.length)]!.seat;
  const answers = dune.decisionActions(state, seat);
  const pool =
    randomInt(rng, INTERRUPT_ODDS) === 0 || answers.length === 0
      ? [...answers, ...dune.interruptActions(state, seat)]
      : answers;
  if (pool.length === 0) throw new Error(`seat ${seat} must decide ${decisions[0]!.kind} but has no legal action`);
  return { seat, action: pool[randomInt(rng, pool.length)]! };
}

export function seatsOf(n: number): { name: string; kind: 'bot' }[] {
  return Array.from({ length: n }, (_, i) => ({ name: `bot${i}`, kind: 'bot' as const }));
}

export function botRng(seed: string): RngState {
  return seedRng(`${seed}:bots`);
}
