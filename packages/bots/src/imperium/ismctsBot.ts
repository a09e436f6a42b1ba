import {
  determinize,
  imperium,
  uprising,
  type AnyIds,
  type EngineState,
  type ImperiumAction,
  type ImperiumBelief,
  type ImperiumState,
  type ImperiumView,
} from '@arrakis/imperium';
import type { Bot, BotInput } from '../bot.ts';
import { ISMCTS_LEVELS, type IsmctsLevel, type SearchGame } from '../ismcts/levels.ts';
import type { SearchPool } from '../ismcts/pool.ts';
import { ismcts, type SearchBudget, type SearchDomain, type SearchResult } from '../ismcts/search.ts';
import type { BotAction, BotView } from './context.ts';
import { evaluateImperium } from './evaluate.ts';
import { imperiumHeuristicBot, imperiumRanking } from './heuristic.ts';

/** Simulations look this many actions ahead at most (a round of four players is about 45), then evaluate. */
const MAX_SIMULATION_STEPS = 150;

/** Simulations stop at the end of the current round (its Combat and rewards included: the next round's start). */
function cutoff(startRound: number) {
  return (state: EngineState, steps: number) => steps >= MAX_SIMULATION_STEPS || state.round > startRound;
}

/**
 * The search's model of Dune: Imperium (2020): states drawn from the seat's view, the heuristic playing every seat,
 * to the end of the current round, then `evaluateImperium`.
 */
export function imperiumSearchDomain(
  startRound: number,
  belief: ImperiumBelief = {},
): SearchDomain<ImperiumState, ImperiumAction, ImperiumView> {
  const policy = imperiumHeuristicBot();
  return {
    game: imperium,
    determinize: (view, rng) => determinize(view, rng, belief),
    policy: () => policy,
    evaluate: evaluateImperium,
    cutoff: cutoff(startRound),
  };
}

/**
 * The same model for Uprising (rules 004): `determinize` draws its hidden information too (the contract deck's
 * order, the Rivals' deck), the heuristic plays its decisions.
 */
export function uprisingSearchDomain(
  startRound: number,
  belief: ImperiumBelief = {},
): SearchDomain<EngineState, BotAction, BotView> {
  const policy = imperiumHeuristicBot<BotView, BotAction>();
  return {
    game: uprising,
    determinize: (view, rng) => determinize<AnyIds>(view, rng, belief),
    policy: () => policy,
    evaluate: evaluateImperium,
    cutoff: cutoff(startRound),
  };
}

export interface ImperiumIsmctsBot<V extends BotView = ImperiumView, A extends BotAction = ImperiumAction> extends Bot<
  V,
  A
> {
  /** The last search, for tests and reports. */
  readonly last: () => SearchResult<A> | null;
}

export interface ImperiumIsmctsOptions {
  readonly level?: IsmctsLevel;
  /** Overrides the level's budget (tests fix the iterations and lift the time cap, for repeatable choices). */
  readonly budget?: SearchBudget;
  /** Worker threads for `chooseAsync` (the server's); without one the search runs on the calling thread. */
  readonly pool?: SearchPool;
}

function searchingBot<S, V extends BotView, A extends BotAction>(
  game: SearchGame,
  domain: (round: number) => SearchDomain<S, A, V>,
  options: ImperiumIsmctsOptions,
): ImperiumIsmctsBot<V, A> {
  const level = options.level ?? 'medium';
  const budget = options.budget ?? ISMCTS_LEVELS[level];
  const heuristic = imperiumHeuristicBot<V, A>();
  let last: SearchResult<A> | null = null;
  type Question =
    | { readonly answer: A }
    | { readonly search: BotInput<V, A> & { readonly prior: A; readonly ranking: readonly A[] } };
  const prepare = (input: BotInput<V, A>): Question => {
    const prior = heuristic.choose(input);
    last = null;
    if (input.actions.length <= 1 || input.view.result) return { answer: prior };
    // The heuristic's runners-up are the candidates the search compares with its choice first.
    return { search: { ...input, prior, ranking: imperiumRanking(input.view, input.seat, input.actions, input.rng) } };
  };
  return {
    name: `ismcts-${level}`,
    last: () => last,
    choose(input) {
      const question = prepare(input);
      if ('answer' in question) return question.answer;
      last = ismcts(domain(input.view.round), question.search, budget);
      return last.action;
    },
    async chooseAsync(input) {
      const question = prepare(input);
      if ('answer' in question) return question.answer;
      last = options.pool
        ? await options.pool.search(question.search, budget, {}, game)
        : ismcts(domain(input.view.round), question.search, budget);
      return last.action;
    },
  };
}

/**
 * The Dune: Imperium ISMCTS bot: the heuristic's choice as prior and player model, and information-set search over
 * states drawn from its view alone (`determinize`) to overrule it where the samples say so.
 */
export function imperiumIsmctsBot(options: ImperiumIsmctsOptions = {}): ImperiumIsmctsBot {
  return searchingBot('imperium', (round) => imperiumSearchDomain(round), options);
}

/** The same bot for Uprising's seats (rules 004); its worker searches name the game `uprising`. */
export function uprisingIsmctsBot(options: ImperiumIsmctsOptions = {}): ImperiumIsmctsBot<BotView, BotAction> {
  return searchingBot('uprising', (round) => uprisingSearchDomain(round), options);
}
