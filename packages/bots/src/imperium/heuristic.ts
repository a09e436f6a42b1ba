import type { RngState, Seat } from '@arrakis/engine';
import type { ImperiumAction, ImperiumView } from '@arrakis/imperium';
import type { Bot, BotInput } from '../bot.ts';
import { acquire, acquireCard, acquireScore, reserveRowCard } from './buying.ts';
import {
  combatIntrigue,
  combatIntrigueScore,
  conflictWon,
  deploy,
  deployScore,
  retreat,
  retreatScore,
} from './combat.ts';
import {
  makeContext,
  topFrame,
  type BotAction,
  type BotView,
  type DecisionContext,
  type DecisionKind,
  type ImperiumContext,
} from './context.ts';
import {
  faction,
  factionScore,
  masterstroke,
  masterstrokeTokens,
  rivalChoose,
  rivalFaction,
  rivalPay,
} from './influence.ts';
import { endAgentTurn, endgameIntrigue, intrigueHold, intriguePlayWorth } from './intrigues.ts';
import { blockSpace, recallAgent, turn, turnScore } from './placement.ts';
import {
  choose,
  chooseOpponent,
  chooseScore,
  discard,
  effectOrder,
  inspectTop,
  pay,
  payScore,
  takeFromDiscard,
  trash,
} from './rewards.ts';
import { chooseLeader } from './setup.ts';
import {
  acquireToHand,
  acquireWithSolari,
  allianceTie,
  gatherIntelligence,
  otherMemories,
  payUprising,
  payUprisingScore,
  placeSpy,
  sortTopCards,
  takeContract,
  uprisingCost,
} from './uprisingDecisions.ts';

type Handlers = { readonly [K in DecisionKind]: (ctx: DecisionContext<K>) => BotAction | undefined };

/** One handler per kind of decision of every edition (frames.ts); the compiler checks none is missing. */
const HANDLERS: Handlers = {
  chooseLeader,
  masterstrokeTokens,
  turn,
  effectOrder,
  pay,
  choose,
  faction,
  rivalFaction,
  rivalChoose,
  rivalPay,
  deploy,
  retreat,
  trash,
  discard,
  takeFromDiscard,
  chooseOpponent,
  blockSpace,
  recallAgent,
  acquireCard,
  reserveRowCard,
  inspectTop,
  endAgentTurn,
  acquire,
  masterstroke,
  combatIntrigue,
  conflictWon,
  endgameIntrigue,
  // Uprising's (rules 004).
  placeSpy,
  gatherIntelligence,
  payUprising,
  uprisingCost,
  sortTopCards,
  acquireWithSolari,
  takeContract,
  otherMemories,
  acquireToHand,
  allianceTie,
  // The six-player team game's decisions: no opinion yet (the first legal answer).
  activateAlly: () => undefined,
  reinforce: () => undefined,
  concede: () => undefined,
};

type Scorers = {
  readonly [K in DecisionKind]?: (ctx: DecisionContext<K>, action: BotAction) => number;
};

/** The decisions whose answers the heuristic can put in order (for the search's candidates), by score. */
const SCORERS: Scorers = {
  turn: turnScore,
  acquire: acquireScore,
  deploy: deployScore,
  retreat: retreatScore,
  combatIntrigue: combatIntrigueScore,
  pay: payScore,
  choose: chooseScore,
  faction: factionScore,
  payUprising: payUprisingScore,
  endAgentTurn: (ctx, a) =>
    a.type === 'playIntrigue' ? intriguePlayWorth(ctx, a.card, 'plot') - intrigueHold(ctx) : 0,
};

/** The actions in the heuristic's order of preference, best first (as offered where it has no scores). */
export function imperiumRanking<A extends BotAction>(
  view: BotView,
  seat: Seat,
  actions: readonly A[],
  rng: RngState,
): A[] {
  const frame = topFrame(view);
  const scorer = frame
    ? (SCORERS[frame.kind] as ((ctx: ImperiumContext, a: BotAction) => number) | undefined)
    : undefined;
  if (!frame || !scorer) return [...actions];
  const ctx = makeContext(view, seat, actions, rng, frame);
  const scores = new Map(actions.map((a) => [a, scorer(ctx, a)]));
  return [...actions].sort((a, b) => scores.get(b)! - scores.get(a)!);
}

/** When a handler has no opinion: pass if the seat may, else the first legal action. */
function fallback<A extends BotAction>(actions: readonly A[]): A {
  return actions.find((a) => a.type === 'pass') ?? actions[0]!;
}

function handle<K extends DecisionKind>(kind: K, ctx: ImperiumContext): BotAction | undefined {
  return (HANDLERS[kind] as (ctx: ImperiumContext) => BotAction | undefined)(ctx);
}

/**
 * The Dune: Imperium heuristic bot (ARCHITECTURE §5), for either edition (the view names it: the 2020 game by
 * default, Uprising with `BotView` and `BotAction`): every decision valued in one currency (about a Solari; a VP
 * is 9) from the seat's view and legal actions only. No memory: everything it needs is public or its own.
 */
export function imperiumHeuristicBot<V extends BotView = ImperiumView, A extends BotAction = ImperiumAction>(): Bot<
  V,
  A
> {
  return {
    name: 'heuristic',
    choose({ view, actions, seat, rng }: BotInput<V, A>): A {
      if (actions.length === 0) throw new Error(`heuristic bot at seat ${seat} was given no action`);
      const frame = topFrame(view);
      if (!frame || actions.length === 1) return actions[0]!;
      const chosen = handle(frame.kind, makeContext(view, seat as Seat, actions, rng, frame));
      return actions.find((a) => a === chosen) ?? fallback(actions);
    },
  };
}
