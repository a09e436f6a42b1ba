import type { Seat } from '@arrakis/engine';
import type { ImperiumAction, ImperiumView } from '@arrakis/imperium';
import type { Bot, BotInput } from '../bot.ts';
import { acquire, acquireCard, reserveRowCard } from './buying.ts';
import { combatIntrigue, conflictWon, deploy, retreat } from './combat.ts';
import { makeContext, topFrame, type DecisionContext, type DecisionKind, type ImperiumContext } from './context.ts';
import { faction, masterstroke, masterstrokeTokens, rivalFaction } from './influence.ts';
import { endAgentTurn, endgameIntrigue } from './intrigues.ts';
import { blockSpace, recallAgent, turn } from './placement.ts';
import { choose, chooseOpponent, discard, effectOrder, inspectTop, pay, takeFromDiscard, trash } from './rewards.ts';
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
};

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
