import type { Seat } from '@arrakis/engine';
import { determinize, dune, type DuneAction, type DuneBelief, type DuneState, type DuneView } from '@arrakis/dune';
import type { Bot, BotInput } from '../bot.ts';
import { ISMCTS_LEVELS, type IsmctsLevel } from '../ismcts/levels.ts';
import type { SearchPool } from '../ismcts/pool.ts';
import { ismcts, type SearchBudget, type SearchDomain, type SearchResult } from '../ismcts/search.ts';
import { evaluateDune } from './evaluate.ts';
import { duneHeuristicBot, type DuneHeuristicBot } from './heuristic.ts';
import { isInterrupt } from './interrupts.ts';
import type { DuneMemory } from './memory.ts';

export { ISMCTS_LEVELS, type IsmctsLevel } from '../ismcts/levels.ts';

/** Simulations look this many actions ahead at most, then the position is evaluated. */
const MAX_SIMULATION_STEPS = 600;

/** What the heuristic remembers, as the sampler's belief about the others (cards seen, traitors met). */
export function beliefOf(memory: DuneMemory): DuneBelief {
  return {
    cards: memory.seenCards as DuneBelief['cards'],
    handCounts: memory.handCounts,
    traitors: memory.knownTraitors as DuneBelief['traitors'],
  };
}

/** The search's model of Dune: the heuristic plays every seat in simulations; a turn ahead, then evaluation. */
export function duneSearchDomain(
  startTurn: number,
  belief: DuneBelief = {},
): SearchDomain<DuneState, DuneAction, DuneView> {
  return {
    game: dune,
    determinize: (view, rng) => determinize(view, rng, belief),
    policy: () => duneHeuristicBot(),
    evaluate: evaluateDune,
    // Through the rest of this turn (its battles, collection and victory check), then the next turn's start.
    cutoff: (state, steps) => steps >= MAX_SIMULATION_STEPS || state.turn > startTurn,
  };
}

export interface DuneIsmctsBot extends Bot<DuneView, DuneAction> {
  /** The last search, for tests and the tournament's reports. */
  readonly last: () => SearchResult<DuneAction> | null;
  /** What the heuristic prior remembers, as plain data. */
  readonly memory: DuneMemory;
}

/**
 * The Dune ISMCTS bot (issue 4): the heuristic bot's judgement as prior and player model, and information-set
 * search over states drawn from its view alone (`determinize`) to overrule it where the samples say so.
 */
export interface DuneIsmctsOptions {
  readonly level?: IsmctsLevel;
  /** Overrides the level's budget (tests fix the iterations and lift the time cap, for repeatable choices). */
  readonly budget?: SearchBudget;
  /** Start from a copy of this memory (the heuristic prior's). */
  readonly memory?: DuneMemory;
  /** Worker threads for `chooseAsync` (the server's); without one the search runs on the calling thread. */
  readonly pool?: SearchPool;
}

export function duneIsmctsBot(options: DuneIsmctsOptions = {}): DuneIsmctsBot {
  const level = options.level ?? 'medium';
  const budget = options.budget ?? ISMCTS_LEVELS[level];
  const heuristic: DuneHeuristicBot = duneHeuristicBot(options.memory ? { memory: options.memory } : {});
  let last: SearchResult<DuneAction> | null = null;
  /** The heuristic's answer, played at once when there is nothing to search; else the search's input. */
  type Question =
    | { readonly answer: DuneAction }
    | { readonly search: BotInput<DuneView, DuneAction> & { readonly prior: DuneAction } };
  const prepare = (input: BotInput<DuneView, DuneAction>): Question => {
    const prior = heuristic.choose(input);
    last = null;
    if (isInterrupt(prior)) return { answer: prior };
    const decisions = input.actions.filter((a) => !isInterrupt(a));
    if (decisions.length <= 1 || input.view.result) return { answer: prior };
    return { search: { ...input, actions: decisions, prior } };
  };
  return {
    name: `ismcts-${level}`,
    last: () => last,
    memory: heuristic.memory,
    wantsInterrupts: (view: DuneView, seat: Seat) => heuristic.wantsInterrupts!(view, seat),
    choose(input: BotInput<DuneView, DuneAction>): DuneAction {
      const question = prepare(input);
      if ('answer' in question) return question.answer;
      last = ismcts(duneSearchDomain(input.view.turn, beliefOf(heuristic.memory)), question.search, budget);
      return last.action;
    },
    async chooseAsync(input: BotInput<DuneView, DuneAction>): Promise<DuneAction> {
      const question = prepare(input);
      if ('answer' in question) return question.answer;
      const belief = beliefOf(heuristic.memory);
      last = options.pool
        ? await options.pool.search(question.search, budget, belief)
        : ismcts(duneSearchDomain(input.view.turn, belief), question.search, budget);
      return last.action;
    },
  };
}
