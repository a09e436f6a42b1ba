import {
  determinize,
  imperium,
  type ImperiumAction,
  type ImperiumBelief,
  type ImperiumState,
  type ImperiumView,
} from '@arrakis/imperium';
import type { Bot, BotInput } from '../bot.ts';
import { ISMCTS_LEVELS, type IsmctsLevel } from '../ismcts/levels.ts';
import type { SearchPool } from '../ismcts/pool.ts';
import { ismcts, type SearchBudget, type SearchDomain, type SearchResult } from '../ismcts/search.ts';
import { evaluateImperium } from './evaluate.ts';
import { imperiumHeuristicBot, imperiumRanking } from './heuristic.ts';

/** Simulations look this many actions ahead at most (a round of four players is about 45), then evaluate. */
const MAX_SIMULATION_STEPS = 150;

/**
 * The search's model of Dune: Imperium: states drawn from the seat's view, the heuristic playing every seat, to
 * the end of the current round (its Combat and rewards included: the next round's start), then `evaluateImperium`.
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
    cutoff: (state, steps) => steps >= MAX_SIMULATION_STEPS || state.round > startRound,
  };
}

export interface ImperiumIsmctsBot extends Bot<ImperiumView, ImperiumAction> {
  /** The last search, for tests and reports. */
  readonly last: () => SearchResult<ImperiumAction> | null;
}

export interface ImperiumIsmctsOptions {
  readonly level?: IsmctsLevel;
  /** Overrides the level's budget (tests fix the iterations and lift the time cap, for repeatable choices). */
  readonly budget?: SearchBudget;
  /** Worker threads for `chooseAsync` (the server's); without one the search runs on the calling thread. */
  readonly pool?: SearchPool;
}

/**
 * The Dune: Imperium ISMCTS bot: the heuristic's choice as prior and player model, and information-set search over
 * states drawn from its view alone (`determinize`) to overrule it where the samples say so.
 */
export function imperiumIsmctsBot(options: ImperiumIsmctsOptions = {}): ImperiumIsmctsBot {
  const level = options.level ?? 'medium';
  const budget = options.budget ?? ISMCTS_LEVELS[level];
  const heuristic = imperiumHeuristicBot();
  let last: SearchResult<ImperiumAction> | null = null;
  type Question =
    | { readonly answer: ImperiumAction }
    | {
        readonly search: BotInput<ImperiumView, ImperiumAction> & {
          readonly prior: ImperiumAction;
          readonly ranking: readonly ImperiumAction[];
        };
      };
  const prepare = (input: BotInput<ImperiumView, ImperiumAction>): Question => {
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
      last = ismcts(imperiumSearchDomain(input.view.round), question.search, budget);
      return last.action;
    },
    async chooseAsync(input) {
      const question = prepare(input);
      if ('answer' in question) return question.answer;
      last = options.pool
        ? await options.pool.search(question.search, budget, {}, 'imperium')
        : ismcts(imperiumSearchDomain(input.view.round), question.search, budget);
      return last.action;
    },
  };
}
