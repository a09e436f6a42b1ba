import { randomInt, type DefinedGame, type RngState, type Seat, type SeatSetup } from '@arrakis/engine';

export type DecidingGame<S, A> = Pick<
  DefinedGame<S, A, unknown, unknown>,
  'decisions' | 'decisionActions' | 'interruptActions'
>;

export interface ChosenAction<A> {
  readonly seat: Seat;
  readonly action: A;
}

/**
 * One step in this many, a seat tries an action nobody asked for (a gift, a card played at any time): such actions
 * do not move the game on, so a bot taking them as often as the others would rarely finish a game.
 */
export const INTERRUPT_ODDS = 20;

/** A seat was asked to decide but has nothing it may do: always a bug in the game. */
export class NoLegalActionError extends Error {
  readonly seat: Seat;
  readonly kind: string;

  constructor(seat: Seat, kind: string) {
    super(`seat ${seat} must decide (${kind}) but has no legal action`);
    this.name = 'NoLegalActionError';
    this.seat = seat;
    this.kind = kind;
  }
}

/**
 * Picks a seat uniformly among those that must decide, then one of the actions that answer its decision uniformly;
 * null when the game is over. Once in INTERRUPT_ODDS steps, a seat drawn among all `seatCount` seats (or among the
 * deciding ones when it is not given) interrupts instead, if it can. The RNG is the bots' own, never the game's,
 * so bots cannot change what the game draws.
 */
export function chooseRandomAction<S, A>(
  game: DecidingGame<S, A>,
  state: S,
  rng: RngState,
  seatCount?: number,
): ChosenAction<A> | null {
  const decisions = game.decisions(state);
  if (decisions.length === 0) return null;
  const decision = decisions[randomInt(rng, decisions.length)]!;
  const asked = game.decisionActions(state, decision.seat);
  if (asked.length === 0) throw new NoLegalActionError(decision.seat, decision.kind);
  if (randomInt(rng, INTERRUPT_ODDS) === 0) {
    const seat = seatCount === undefined ? decision.seat : randomInt(rng, seatCount);
    const interrupts = game.interruptActions(state, seat);
    if (interrupts.length > 0) return { seat, action: interrupts[randomInt(rng, interrupts.length)]! };
  }
  return { seat: decision.seat, action: asked[randomInt(rng, asked.length)]! };
}

export function botSeats(players: number): SeatSetup[] {
  return Array.from({ length: players }, (_, seat) => ({ name: `Bot ${seat + 1}`, kind: 'bot' }));
}
