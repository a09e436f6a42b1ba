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
import { makeContext, topFrame, type DecisionContext, type DecisionKind, type ImperiumContext } from './context.ts';
import { faction, factionScore, masterstroke, masterstrokeTokens, rivalFaction } from './influence.ts';
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

type Handlers = { readonly [K in DecisionKind]: (ctx: DecisionContext<K>) => ImperiumAction | undefined };

/** One handler per kind of decision (frames.ts); the compiler checks none is missing. */
const HANDLERS: Handlers = {
  chooseLeader,
  masterstrokeTokens,
  turn,
  effectOrder,
  pay,
  choose,
  faction,
  rivalFaction,
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
  // Uprising's decisions (rules 004): the bots play the 2020 game; no opinion, the fallback answers.
  takeContract: () => undefined,
  otherMemories: () => undefined,
  acquireToHand: () => undefined,
  allianceTie: () => undefined,
};

type Scorers = {
  readonly [K in DecisionKind]?: (ctx: DecisionContext<K>, action: ImperiumAction) => number;
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
  endAgentTurn: (ctx, a) =>
    a.type === 'playIntrigue' ? intriguePlayWorth(ctx, a.card, 'plot') - intrigueHold(ctx) : 0,
};

/** The actions in the heuristic's order of preference, best first (as offered where it has no scores). */
export function imperiumRanking(
  view: ImperiumView,
  seat: Seat,
  actions: readonly ImperiumAction[],
  rng: RngState,
): ImperiumAction[] {
  const frame = topFrame(view);
  const scorer = frame
    ? (SCORERS[frame.kind] as ((ctx: ImperiumContext, a: ImperiumAction) => number) | undefined)
    : undefined;
  if (!frame || !scorer) return [...actions];
  const ctx = makeContext(view, seat, actions, rng, frame);
  const scores = new Map(actions.map((a) => [a, scorer(ctx, a)]));
  return [...actions].sort((a, b) => scores.get(b)! - scores.get(a)!);
}

/** When a handler has no opinion: pass if the seat may, else the first legal action. */
function fallback(actions: readonly ImperiumAction[]): ImperiumAction {
  return actions.find((a) => a.type === 'pass') ?? actions[0]!;
}

function handle<K extends DecisionKind>(kind: K, ctx: ImperiumContext): ImperiumAction | undefined {
  return (HANDLERS[kind] as (ctx: ImperiumContext) => ImperiumAction | undefined)(ctx);
}

/**
 * The Dune: Imperium heuristic bot (ARCHITECTURE §5): every decision valued in one currency (about a Solari; a VP
 * is 9) from the seat's view and legal actions only. No memory: everything it needs is public or its own.
 */
export function imperiumHeuristicBot(): Bot<ImperiumView, ImperiumAction> {
  return {
    name: 'heuristic',
    choose({ view, actions, seat, rng }: BotInput<ImperiumView, ImperiumAction>): ImperiumAction {
      if (actions.length === 0) throw new Error(`heuristic bot at seat ${seat} was given no action`);
      const frame = topFrame(view);
      if (!frame || actions.length === 1) return actions[0]!;
      const chosen = handle(frame.kind, makeContext(view, seat as Seat, actions, rng, frame));
      return chosen && actions.includes(chosen) ? chosen : fallback(actions);
    },
  };
}
