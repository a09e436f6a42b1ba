import type { RuleError } from './errors.ts';
import type { Json } from './json.ts';

export type GameId = 'dune' | 'imperium' | 'uprising';

/** A seat is the index of a player at the table, from 0. */
export type Seat = number;

export interface SeatSetup {
  readonly name: string;
  readonly kind: 'human' | 'bot';
}

/** Who must act now. Several decisions at once are simultaneous secret commits. */
export interface Decision {
  readonly seat: Seat;
  readonly kind: string;
}

/** `public`, or the seats that may see the event. */
export type Visibility = 'public' | readonly Seat[];

export interface GameEvent {
  readonly type: string;
  readonly visibility: Visibility;
  readonly params: { readonly [key: string]: Json };
}

export type ApplyResult<S> =
  | { readonly ok: true; readonly state: S; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

export interface Outcome {
  /** Every winning seat: allies share a win. */
  readonly winners: readonly Seat[];
  readonly reason: string;
  readonly turn: number;
}

/** The contract every game implements (ARCHITECTURE §2). States, actions and views are plain JSON. */
export interface Game<S, A, V, O> {
  readonly id: GameId;
  setup(options: O, seats: readonly SeatSetup[], seed: string): S;
  decisions(state: S): readonly Decision[];
  legalActions(state: S, seat: Seat): readonly A[];
  apply(state: S, seat: Seat, action: unknown): ApplyResult<S>;
  /**
   * Why the seat may not take this action now (issue 21): the error `apply` would return, without applying
   * anything; null when the action is legal. The reason comes from the same rule code that lists legal actions.
   */
  explain(state: S, seat: Seat, action: unknown): RuleError | null;
  view(state: S, seat: Seat | null): V;
  outcome(state: S): Outcome | null;
  /**
   * "Play on from here" (issue 22, docs/records.md): the same position with a fresh RNG seeded from `seed` and
   * every pile nobody has seen reshuffled, so that no one knows the branch's future draws from the original game.
   * What every seat sees (`view`) is unchanged. Absent for a game that cannot branch.
   */
  rebranch?(state: S, seed: string): S;
}

/**
 * What a game supplies; `defineGame` turns it into a `Game` whose `apply` validates first and never mutates
 * its input (the new state shares the top-level fields the action did not reach with it: states are values). `perform` mutates the state it is given and may assume `parse` and `check` accepted the action,
 * which lets simulations and search skip the copy with `applyInPlace`.
 */
export interface GameRules<S, A, V, O> {
  readonly id: GameId;
  setup(options: O, seats: readonly SeatSetup[], seed: string): S;
  decisions(state: S): readonly Decision[];
  /** The actions that answer the seat's pending decision (empty when the game does not wait for it). */
  decisionActions(state: S, seat: Seat): readonly A[];
  /**
   * Actions the seat may take without being asked (cards played "at any time", gifts). A random player should
   * take them rarely, or a game would never advance.
   */
  interruptActions(state: S, seat: Seat): readonly A[];
  parse(input: unknown): { readonly ok: true; readonly action: A } | { readonly ok: false; readonly error: RuleError };
  check(state: S, seat: Seat, action: A): RuleError | null;
  perform(state: S, seat: Seat, action: A): GameEvent[];
  /**
   * The top-level fields of the state that `perform` may change for this legal action, judged from the state before
   * it: `apply` then copies only these (plain copies, no proxy) and shares every other field with its input. A field
   * written but not declared would change the input: the games' property tests apply to deeply frozen states.
   * Absent, or `undefined` for this action, `apply` copies every field `perform` reaches, lazily.
   */
  writes?(state: S, seat: Seat, action: A): readonly (keyof S & string)[] | undefined;
  /**
   * Deep copies of some fields `writes` names, cheaper than the generic `cloneJson` because they know the field's
   * shape; the fields without one are copied with `cloneJson`.
   */
  readonly copies?: { readonly [K in keyof S]?: (value: S[K]) => S[K] };
  /**
   * The state `apply` performs this legal action on, made from the input without changing it: every part `perform`
   * may write copied, the rest shared. Given, it replaces `writes` and `copies` (a copier written for the whole state
   * stores each field by name, where the generic copy of named fields reads and stores them by a variable key).
   */
  copy?(state: S, seat: Seat, action: A): S;
  view(state: S, seat: Seat | null): V;
  outcome(state: S): Outcome | null;
  /** See `Game.rebranch`; it may mutate the state it is given (`defineGame` hands it a copy). */
  rebranch?(state: S, seed: string): S;
}

export interface DefinedGame<S, A, V, O> extends Game<S, A, V, O> {
  readonly rules: GameRules<S, A, V, O>;
  decisionActions(state: S, seat: Seat): readonly A[];
  interruptActions(state: S, seat: Seat): readonly A[];
  /** Applies a legal action in place, without validation or copy: for simulations and search only. */
  applyInPlace(state: S, seat: Seat, action: A): GameEvent[];
}
