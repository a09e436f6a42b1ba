import { randomInt, seedRng, type DefinedGame, type RngState, type Seat } from '@arrakis/engine';
import { imperium } from '../../src/rules.ts';
import type { ImperiumAction } from '../../src/actions.ts';
import type { ImperiumState } from '../../src/state.ts';

export interface Choice {
  readonly seat: Seat;
  readonly action: ImperiumAction;
}

/**
 * A random legal move of the seat the game waits for; null when the game is over. Sending an Agent is favoured over
 * revealing early, so games look like games (every legal action stays possible).
 */
export function randomChoice(state: ImperiumState, rng: RngState): Choice | null {
  const decisions = imperium.decisions(state);
  if (decisions.length === 0) return null;
  const seat = decisions[0]!.seat;
  const actions = imperium.legalActions(state, seat);
  if (actions.length === 0) throw new Error(`seat ${seat} must decide ${decisions[0]!.kind} but has no legal action`);
  const agents = actions.filter((a) => a.type === 'sendAgent');
  const pool = agents.length > 0 && randomInt(rng, 4) > 0 ? agents : actions;
  return { seat, action: pool[randomInt(rng, pool.length)]! };
}

export function seatsOf(n: number): { name: string; kind: 'bot' }[] {
  return Array.from({ length: n }, (_, i) => ({ name: `bot${i}`, kind: 'bot' as const }));
}

export function botRng(seed: string): RngState {
  return seedRng(`${seed}:bots`);
}

/** Sees a decision of a random game, its state and legal actions, and the bots' generator for draws of its own. */
type Visit<S, A> = (state: S, seat: Seat, kind: string, legal: readonly A[], rng: RngState) => void;

/**
 * One random game of `players` bots played through the validating `apply` to its end; at each step, the decision
 * `pick` chooses among those open is visited, then one of its legal actions drawn.
 */
function playRandomly<S, A, V>(
  game: DefinedGame<S, A, V, Record<string, never>>,
  players: number,
  seed: string,
  pick: (open: number, rng: RngState) => number,
  visit: Visit<S, A>,
): void {
  let state = game.setup({}, seatsOf(players), seed);
  const rng = botRng(seed);
  for (;;) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) return;
    const { seat, kind } = decisions[pick(decisions.length, rng)]!;
    const legal = game.legalActions(state, seat);
    visit(state, seat, kind, legal, rng);
    const result = game.apply(state, seat, legal[randomInt(rng, legal.length)]!);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
}

/** A random game at the first open decision of each step; `visit` sees its legal actions before one is drawn. */
export function playListed<S, A, V>(
  game: DefinedGame<S, A, V, Record<string, never>>,
  players: number,
  seed: string,
  visit: (legal: readonly A[]) => void,
): void {
  playRandomly(
    game,
    players,
    seed,
    () => 0,
    (_state, _seat, _kind, legal) => visit(legal),
  );
}

/** A random game at a decision drawn among those open at each step. */
export function playDrawn<S, A, V>(
  game: DefinedGame<S, A, V, Record<string, never>>,
  players: number,
  seed: string,
  visit: Visit<S, A>,
): void {
  playRandomly(game, players, seed, (open, rng) => randomInt(rng, open), visit);
}
