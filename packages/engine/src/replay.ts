import type { RuleError } from './errors.ts';
import type { Game, SeatSetup, Seat } from './game.ts';

export interface LoggedAction {
  readonly seat: Seat;
  readonly action: unknown;
}

export type ReplayResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly index: number; readonly error: RuleError; readonly state: S };

/** Rebuilds a game from its action log: the log is the source of truth, any state is a cache of it. */
export function replay<S, A, V, O>(
  game: Game<S, A, V, O>,
  options: O,
  seats: readonly SeatSetup[],
  seed: string,
  actions: readonly LoggedAction[],
): ReplayResult<S> {
  let state = game.setup(options, seats, seed);
  for (let index = 0; index < actions.length; index++) {
    const entry = actions[index]!;
    const result = game.apply(state, entry.seat, entry.action);
    if (!result.ok) return { ok: false, index, error: result.error, state };
    state = result.state;
  }
  return { ok: true, state };
}
