import { seedRng, type DefinedGame, type GameEvent, type Outcome, type SeatSetup } from '@arrakis/engine';
import { chooseRandomAction, NoLegalActionError, type ChosenAction } from './randomBot.ts';

/** Far beyond the length of any real game: reaching it means the game is going round in circles. */
export const DEFAULT_MAX_STEPS = 200_000;

export interface RunGameInput<O> {
  readonly options: O;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  readonly maxSteps?: number;
  /** Keep every event, for a readable account of the game. */
  readonly keepEvents?: boolean;
  /**
   * Keep the actions played (default): replays and records need them. The bench only counts them, and ~1,200 kept
   * objects a Dune game would outlive the young generation and cost the collector what the engine does not.
   */
  readonly keepActions?: boolean;
}

export type RunErrorKind = 'setup' | 'exception' | 'noLegalAction' | 'stall' | 'noOutcome';

export interface RunError {
  readonly kind: RunErrorKind;
  readonly message: string;
  /** Actions applied before the error. */
  readonly step: number;
  readonly cause?: unknown;
}

export interface GameRun<S, A> {
  /** The final state; undefined only when setup failed. */
  readonly state: S | undefined;
  readonly outcome: Outcome | null;
  /** Empty when the input said not to keep them (`steps` still counts them). */
  readonly actions: readonly ChosenAction<A>[];
  readonly steps: number;
  readonly events?: readonly GameEvent[];
  readonly error?: RunError;
}

/** The bots' seed for a game seed: a separate stream, so the game's draws do not depend on the bots. */
export function botSeed(seed: string): string {
  return `${seed}:bots`;
}

/** Plays one game between random bots to its end, in place. Never throws: failures come back as `error`. */
export function runGame<S, A, V, O>(game: DefinedGame<S, A, V, O>, input: RunGameInput<O>): GameRun<S, A> {
  const maxSteps = input.maxSteps ?? DEFAULT_MAX_STEPS;
  const actions: ChosenAction<A>[] = [];
  const keepActions = input.keepActions ?? true;
  let steps = 0;
  const events: GameEvent[] | undefined = input.keepEvents ? [] : undefined;
  const rng = seedRng(botSeed(input.seed));
  const finish = (state: S | undefined, outcome: Outcome | null, error?: RunError): GameRun<S, A> => ({
    state,
    outcome,
    actions,
    steps,
    ...(events ? { events } : {}),
    ...(error ? { error } : {}),
  });

  let state: S;
  try {
    state = game.setup(input.options, input.seats, input.seed);
  } catch (cause) {
    return finish(undefined, null, { kind: 'setup', message: messageOf(cause), step: 0, cause });
  }
  let outcome: Outcome | null;
  try {
    for (;;) {
      const chosen = chooseRandomAction(game, state, rng, input.seats.length);
      if (chosen === null) break;
      if (steps >= maxSteps) {
        return finish(state, null, {
          kind: 'stall',
          message: `no end after ${maxSteps} actions`,
          step: steps,
        });
      }
      const stepEvents = game.applyInPlace(state, chosen.seat, chosen.action);
      if (keepActions) actions.push(chosen);
      steps++;
      // A copy: an event may share an array with the state, which later actions change in place.
      if (events) events.push(...structuredClone(stepEvents));
    }
    outcome = game.outcome(state);
  } catch (cause) {
    const kind = cause instanceof NoLegalActionError ? 'noLegalAction' : 'exception';
    return finish(state, null, { kind, message: messageOf(cause), step: steps, cause });
  }
  if (outcome === null) {
    return finish(state, null, {
      kind: 'noOutcome',
      message: 'nobody must decide, yet the game has no outcome',
      step: steps,
    });
  }
  return finish(state, outcome);
}

export function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
