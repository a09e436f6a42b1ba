import { cloneJson, randomInt, seedRng, type DefinedGame, type Json, type RngState, type Seat } from '@arrakis/engine';
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
  /** Most simulations (one playout from the root to the cut-off each). */
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
  /** The policy's own choice here: searched first, and kept unless another action does clearly better. */
  readonly prior: A;
  /**
   * The policy's order of preference, best first: the candidates beyond the prior are compared in this order
   * (actions it leaves out come after it). Without it they come in a random order.
   */
  readonly ranking?: readonly A[];
}

export interface RootStat {
  readonly key: string;
  readonly visits: number;
  readonly mean: number;
  /** Mean of (this action's value − the prior's) over the determinizations where both were played. */
  readonly advantage: number;
  /** How many such paired samples, and the sum of squares of the differences. */
  readonly pairs: number;
  readonly advantageSq: number;
}

export interface SearchResult<A> {
  readonly action: A;
  /** Simulations run. */
  readonly iterations: number;
  /** Root statistics, the chosen action first. */
  readonly root: readonly RootStat[];
}

interface Node {
  visits: number;
  total: number;
  /** ISMCTS availability: in how many iterations this node's action was legal when its parent was reached. */
  available: number;
  readonly children: Map<string, Node>;
}

interface RootChild extends Node {
  pairs: number;
  advantage: number;
  advantageSq: number;
}

const newNode = (): Node => ({ visits: 0, total: 0, available: 0, children: new Map() });
export const keyOf = (action: unknown): string => JSON.stringify(action);
/** UCB exploration constant for values in [0, 1]. */
const EXPLORATION = 0.7;
/** How many standard errors an action's advantage over the prior must reach before the search overrules it. */
const CONFIDENCE = 1.5;
/** And at least this much, in winning chances: ties stay with the prior. */
const MIN_ADVANTAGE = 0.01;
/** Root actions compared at once, growing with the square root of the determinizations drawn. */
function rootWidth(determinizations: number): number {
  return 2 + Math.floor(Math.sqrt(determinizations) / 2);
}

function ucb(child: Node): number {
  if (child.visits === 0) return Infinity;
  return child.total / child.visits + EXPLORATION * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);
}

/**
 * Information-set Monte Carlo tree search (single observer, Cowling, Powley & Whitehouse 2012), with the root
 * swept under common random numbers. Each round draws one state consistent with the seat's view; every root
 * action compared so far is played from that same state with the same random stream, so their differences measure
 * the actions, not the luck of the draw. Below the root the tree holds the seat's own later decisions (UCB with
 * availability counts: actions legal only in some determinizations are judged fairly); the policy plays the
 * others, then everyone to the cut-off, and the evaluation is backed up. Only the view and legal actions are read.
 */
export function ismcts<S, A, V>(
  domain: SearchDomain<S, A, V>,
  input: SearchInput<V, A>,
  budget: SearchBudget,
): SearchResult<A> {
  const { game } = domain;
  const me = input.seat;
  const rootActions = new Map(input.actions.map((a) => [keyOf(a), a]));
  const priorKey = keyOf(input.prior);
  const preferred = input.ranking?.map(keyOf).filter((k) => rootActions.has(k) && k !== priorKey) ?? [];
  const order = [priorKey, ...new Set([...preferred, ...[...rootActions.keys()].filter((k) => k !== priorKey)])];
  // Without a ranking, candidates beyond the prior come in a random order drawn once: every round compares the same.
  if (!input.ranking)
    for (let i = order.length - 1; i > 1; i--) {
      const j = 1 + randomInt(input.rng, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  const root = new Map<string, RootChild>();
  const started = performance.now();
  let iterations = 0;
  let rounds = 0;
  const outOfBudget = () =>
    iterations >= budget.iterations || (iterations > 0 && performance.now() - started >= budget.ms);

  /** Plays on from `state` (the root action applied) through the child's subtree and the policy; its value. */
  const playout = (state: S, child: Node, seed: string): number => {
    const rng = seedRng(seed);
    const policies = new Map<Seat, Bot<V, A>>();
    const choose = (seat: Seat, actions: readonly A[]) => {
      let bot = policies.get(seat);
      if (!bot) policies.set(seat, (bot = domain.policy(seat)));
      return bot.choose({ view: game.view(state, seat), actions, seat, rng });
    };
    const path: Node[] = [child];
    let node: Node | null = child;
    let steps = 0;
    while (game.outcome(state) === null && !domain.cutoff(state, steps)) {
      const deciding = game.decisions(state);
      if (deciding.length === 0) break;
      const mine = node !== null && deciding.some((d) => d.seat === me);
      const seat = mine ? me : deciding[deciding.length === 1 ? 0 : randomInt(rng, deciding.length)]!.seat;
      const legal = game.decisionActions(state, seat);
      if (legal.length === 0) break;
      let action: A;
      if (seat === me && node !== null && legal.length > 1) {
        const keys = legal.map(keyOf);
        const present: [number, Node][] = [];
        keys.forEach((k, i) => {
          const c = node!.children.get(k);
          if (c) {
            c.available++;
            present.push([i, c]);
          }
        });
        const width = 1 + Math.floor(Math.sqrt(node.visits));
        if (present.length === 0 || (present.length < legal.length && node.children.size < width)) {
          const preferred = keyOf(choose(seat, legal));
          const untried = keys.filter((k) => !node!.children.has(k));
          const key = untried.includes(preferred) ? preferred : untried[randomInt(rng, untried.length)]!;
          action = legal[keys.indexOf(key)]!;
          const c = newNode();
          c.available = 1;
          node.children.set(key, c);
          path.push(c);
          node = null;
        } else {
          let best = present[0]!;
          for (const entry of present) if (ucb(entry[1]) > ucb(best[1])) best = entry;
          action = legal[best[0]]!;
          path.push(best[1]);
          node = best[1];
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
    return value;
  };

  while (!outOfBudget()) {
    rounds++;
    const drawn = domain.determinize(input.view, input.rng);
    const seed = `round:${randomInt(input.rng, 1 << 30)}:${randomInt(input.rng, 1 << 30)}`;
    const legalHere = new Set(game.decisionActions(drawn, me).map(keyOf));
    const width = Math.min(order.length, rootWidth(rounds));
    let priorValue: number | null = null;
    for (let i = 0; i < width && !outOfBudget(); i++) {
      const key = order[i]!;
      if (!legalHere.has(key)) continue;
      let child = root.get(key);
      if (!child) root.set(key, (child = { ...newNode(), pairs: 0, advantage: 0, advantageSq: 0 }));
      child.available++;
      const state = i === width - 1 ? drawn : (cloneJson(drawn as Json) as S);
      game.applyInPlace(state, me, rootActions.get(key)!);
      const value = playout(state, child, seed);
      iterations++;
      if (i === 0) priorValue = value;
      else if (priorValue !== null) {
        const d = value - priorValue;
        child.pairs++;
        child.advantage += d;
        child.advantageSq += d * d;
      }
    }
  }

  const stats: RootStat[] = [...root.entries()].map(([key, n]) => ({
    key,
    visits: n.visits,
    mean: n.visits > 0 ? n.total / n.visits : 0,
    advantage: n.pairs > 0 ? n.advantage / n.pairs : 0,
    pairs: n.pairs,
    advantageSq: n.advantageSq,
  }));
  const chosen = bestOver(stats, priorKey);
  const ranked = [...stats].sort((a, b) => (a.key === chosen ? -1 : b.key === chosen ? 1 : b.advantage - a.advantage));
  return { action: rootActions.get(chosen) ?? input.prior, iterations, root: ranked };
}

/** The action whose paired advantage over the prior is largest and clearly above zero; else the prior. */
export function bestOver(stats: readonly RootStat[], priorKey: string): string {
  let chosen = priorKey;
  let top = 0;
  for (const s of stats) {
    if (s.key === priorKey || s.pairs < 4) continue;
    const variance = Math.max(0, s.advantageSq / s.pairs - s.advantage * s.advantage);
    const margin = CONFIDENCE * Math.sqrt(variance / s.pairs);
    if (s.advantage > Math.max(MIN_ADVANTAGE, margin) && s.advantage > top) {
      top = s.advantage;
      chosen = s.key;
    }
  }
  return chosen;
}
