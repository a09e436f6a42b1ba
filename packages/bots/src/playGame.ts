import { randomInt, seedRng, type DefinedGame, type Outcome, type SeatSetup } from '@arrakis/engine';
import { playSeat, type Bot } from './bot.ts';

/** Far beyond any real game: reaching it means the bots go round in circles. */
export const MAX_BOT_STEPS = 100_000;

export interface BotGameInput<O> {
  readonly options: O;
  readonly seed: string;
  /** One bot per seat, in seat order. */
  readonly bots: readonly Bot<unknown, unknown>[];
  readonly maxSteps?: number;
  /** Receives each decision's time in milliseconds (view, actions and choice), by seat. */
  readonly onDecision?: (seat: number, ms: number) => void;
}

export interface BotGame<S> {
  readonly state: S | undefined;
  readonly outcome: Outcome | null;
  readonly steps: number;
  readonly error?: { readonly message: string; readonly step: number; readonly cause?: unknown };
}

/** The bots' random stream for a game seed: apart from the game's own, so bots cannot change its draws. */
export function botRngSeed(seed: string): string {
  return `${seed}:bots`;
}

/**
 * Plays one game to its end between bots, with `applyInPlace` (bots only ever return offered actions). When several
 * seats must decide at once, one of them is drawn at random. Never throws: failures come back as `error`.
 */
export function playBotGame<S, A, V, O>(game: DefinedGame<S, A, V, O>, input: BotGameInput<O>): BotGame<S> {
  const seats: SeatSetup[] = input.bots.map((bot, seat) => ({ name: `${bot.name} ${seat + 1}`, kind: 'bot' }));
  const bots = input.bots as readonly Bot<V, A>[];
  const rng = seedRng(botRngSeed(input.seed));
  const maxSteps = input.maxSteps ?? MAX_BOT_STEPS;
  let state: S | undefined;
  let steps = 0;
  try {
    state = game.setup(input.options, seats, input.seed);
    for (;;) {
      const decisions = game.decisions(state);
      if (decisions.length === 0) break;
      if (steps >= maxSteps)
        return { state, outcome: null, steps, error: { message: `no end after ${maxSteps} actions`, step: steps } };
      const seat = decisions[decisions.length === 1 ? 0 : randomInt(rng, decisions.length)]!.seat;
      const started = input.onDecision ? performance.now() : 0;
      const action = playSeat(game, state, seat, bots[seat]!, rng);
      input.onDecision?.(seat, performance.now() - started);
      game.applyInPlace(state, seat, action);
      steps++;
    }
  } catch (cause) {
    return {
      state,
      outcome: null,
      steps,
      error: { message: cause instanceof Error ? cause.message : String(cause), step: steps, cause },
    };
  }
  const outcome = game.outcome(state);
  if (outcome === null)
    return {
      state,
      outcome,
      steps,
      error: { message: 'nobody must decide, yet the game has no outcome', step: steps },
    };
  return { state, outcome, steps };
}
