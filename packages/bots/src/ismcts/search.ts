import { randomInt, type DefinedGame, type RngState, type Seat } from '@arrakis/engine';
import type { Bot } from '../bot.ts';

/** What the search needs of a game beyond its rules (ARCHITECTURE §5). */
export interface SearchDomain<S, A, V> {
  readonly game: DefinedGame<S, A, V, unknown>;
  /** A full state drawn among those the seat's view allows (an information set's member). */
  determinize(view: V, rng: RngState): S;
  /** The player model inside simulations, for every seat (the searching seat too, below the tree). */
  policy(seat: Seat): Bot<V, A>;
  /** How good `state` is for `seat`, from 0 (lost) to 1 (won). */
  evaluate(state: S, seat: Seat): number;
  /** Simulations stop here and are evaluated (a depth cut-off). */
  cutoff(state: S, steps: number): boolean;
}

export interface SearchBudget {
  /** Most iterations (one determinization and one simulation each). */
  readonly iterations: number;
  /** Most time, in milliseconds; the search stops at whichever comes first. */
  readonly ms: number;
}

export interface SearchInput<V, A> {
  readonly view: V;
  /** The searching seat's legal answers: the root's actions. */
  readonly actions: readonly A[];
  readonly seat: Seat;
  readonly rng: RngState;
  /** The policy's own choice here, tried first and preferred on ties. */
  readonly prior: A;
}

export interface SearchResult<A> {
  readonly action: A;
  readonly iterations: number;
  /** Root statistics, best first: the action's key, its visits and mean value. */
  readonly root: readonly { readonly key: string; readonly visits: number; readonly mean: number }[];
}

interface Node {
  visits: number;
  total: number;
  /** ISMCTS availability: in how many iterations this node's action was legal when its parent was reached. */
  available: number;
  readonly children: Map<string, Node>;
}

const newNode = (): Node => ({ visits: 0, total: 0, available: 0, children: new Map() });
export const keyOf = (action: unknown): string => JSON.stringify(action);
/** UCB exploration constant for values in [0, 1]. */
const EXPLORATION = 0.7;

/** Progressive widening: a node grows a child more only as its visits grow (many legal moves, few iterations). */
function widthOf(node: Node, root: boolean): number {
  return (root ? 3 : 1) + Math.floor(Math.sqrt(node.visits));
}

function ucb(child: Node): number {
  if (child.visits === 0) return Infinity;
  return child.total / child.visits + EXPLORATION * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);
}

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012): each iteration draws
 * a state consistent with the seat's view, walks the tree of the seat's own decisions (UCB with availability
 * counts, so actions legal only in some determinizations are judged fairly), lets the policy play the others and
 * then everyone to the cut-off, and backs the evaluation up. Only the view and the legal actions are read.
 */
export function ismcts<S, A, V>(
  domain: SearchDomain<S, A, V>,
  input: SearchInput<V, A>,
  budget: SearchBudget,
): SearchResult<A> {
  const { game } = domain;
  const me = input.seat;
  const rootKeys = new Map(input.actions.map((a) => [keyOf(a), a]));
  const priorKey = keyOf(input.prior);
  const root = newNode();
  const started = performance.now();
  let iterations = 0;
  while (iterations < budget.iterations && (iterations === 0 || performance.now() - started < budget.ms)) {
    iterations++;
    const state = domain.determinize(input.view, input.rng);
    const policies = new Map<Seat, Bot<V, A>>();
    const policyOf = (seat: Seat) => {
      let bot = policies.get(seat);
      if (!bot) policies.set(seat, (bot = domain.policy(seat)));
      return bot;
    };
    const choose = (seat: Seat, actions: readonly A[]) =>
      policyOf(seat).choose({ view: game.view(state, seat), actions, seat, rng: input.rng });
    const path: Node[] = [root];
    let node: Node | null = root;
    let steps = 0;
    while (game.outcome(state) === null && !domain.cutoff(state, steps)) {
      const deciding = game.decisions(state);
      if (deciding.length === 0) break;
      const mine = node !== null && deciding.some((d) => d.seat === me);
      const seat = mine ? me : deciding[deciding.length === 1 ? 0 : randomInt(input.rng, deciding.length)]!.seat;
      let legal = game.decisionActions(state, seat);
      if (legal.length === 0) break;
      let action: A;
      if (seat === me && node !== null) {
        const atRoot = node === root;
        if (atRoot) legal = legal.filter((a) => rootKeys.has(keyOf(a)));
        if (legal.length === 0) break;
        const keys = legal.map(keyOf);
        const present: [string, Node][] = [];
        for (const k of keys) {
          const child = node.children.get(k);
          if (child) {
            child.available++;
            present.push([k, child]);
          }
        }
        const untried = legal.filter((_, i) => !node!.children.has(keys[i]!));
        if (untried.length > 0 && (present.length === 0 || node.children.size < widthOf(node, atRoot))) {
          const preferred = atRoot && untried.some((a) => keyOf(a) === priorKey) ? input.prior : choose(seat, legal);
          action = untried.find((a) => keyOf(a) === keyOf(preferred)) ?? untried[randomInt(input.rng, untried.length)]!;
          const child = newNode();
          child.available = 1;
          node.children.set(keyOf(action), child);
          path.push(child);
          node = null;
        } else {
          let bestScore = -Infinity;
          let chosen = present[0]!;
          for (const entry of present) {
            const score = ucb(entry[1]);
            if (score > bestScore) {
              bestScore = score;
              chosen = entry;
            }
          }
          action = legal[keys.indexOf(chosen[0])]!;
          path.push(chosen[1]);
          node = chosen[1];
        }
      } else {
        action = choose(seat, legal);
      }
      game.applyInPlace(state, seat, action);
      steps++;
    }
    const value = domain.evaluate(state, me);
    for (const n of path) {
      n.visits++;
      n.total += value;
    }
  }
  const stats = rankRoot(
    [...root.children.entries()].map(([key, n]) => ({
      key,
      visits: n.visits,
      mean: n.visits > 0 ? n.total / n.visits : 0,
    })),
    priorKey,
  );
  const best = stats[0];
  const action = (best && rootKeys.get(best.key)) ?? input.prior;
  return { action, iterations, root: stats };
}

/** The root's actions, most visited first (the robust child), the prior first among equals. */
export function rankRoot(stats: SearchResult<unknown>['root'], priorKey: string): SearchResult<unknown>['root'] {
  return [...stats].sort(
    (a, b) => b.visits - a.visits || (a.key === priorKey ? -1 : b.key === priorKey ? 1 : b.mean - a.mean),
  );
}
