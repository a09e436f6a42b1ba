import type { IntrigueTiming } from '@arrakis/imperium';
import { intrigueData } from './cards.ts';
import type { Seat } from '@arrakis/engine';
import {
  asSeat,
  best,
  ofType,
  passIfOffered,
  type BotAction,
  type DecisionContext,
  type ImperiumContext,
} from './context.ts';
import { costsWorth, effectsWorth, payable } from './value.ts';

/**
 * What playing an Intrigue card now gives, less its cost (rules 002 CARTES INTRIGUE: the cost is mandatory). A
 * six-player Commander playing a Combat Intrigue `for` an Ally pays the cost and the Ally gains (facts
 * uprising-rules.md §1.4): the gain is valued from the Ally's seat, and the team's gain is the Commander's.
 */
export function intriguePlayWorth(
  ctx: ImperiumContext,
  card: string,
  timing: IntrigueTiming,
  beneficiary: Seat = ctx.seat,
): number {
  const ability = intrigueData(ctx, card)[timing];
  if (!ability) return -Infinity;
  const costs = ability.cost ?? [];
  if (!payable(ctx, costs, {})) return -Infinity;
  const gainer = beneficiary === ctx.seat ? ctx : asSeat(ctx, beneficiary);
  return effectsWorth(gainer, ability.effects) - costsWorth(ctx, costs, {});
}

/** The worth of a `playIntrigue` action, for whoever it benefits. */
export function intriguePlayActionWorth(
  ctx: ImperiumContext,
  a: { readonly card: string; readonly for?: number },
  timing: IntrigueTiming,
): number {
  return intriguePlayWorth(ctx, a.card, timing, a.for ?? ctx.seat);
}

/** Keeping a card for a better moment is worth something while moments remain. */
export function intrigueHold(ctx: ImperiumContext): number {
  return ctx.roundsLeft > 0 ? 1.2 : 0.2;
}

/** The Plot Intrigue worth playing now, if one beats keeping it. */
export function plotToPlay(ctx: ImperiumContext): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'playIntrigue'), (a) => intriguePlayWorth(ctx, a.card, 'plot'));
  return pick && pick.score > intrigueHold(ctx) ? pick.item : undefined;
}

/** rules 002 PHASE 2: Plot Intrigues until the Agent turn ends; then it ends. */
export function endAgentTurn(ctx: DecisionContext<'endAgentTurn'>): BotAction | undefined {
  return plotToPlay(ctx) ?? passIfOffered(ctx.actions);
}

/** rules 002 FIN DE PARTIE: every Endgame card that scores is played. */
export function endgameIntrigue(ctx: DecisionContext<'endgameIntrigue'>): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'playIntrigue'), (a) => intriguePlayWorth(ctx, a.card, 'endgame'));
  return pick && pick.score > 0 ? pick.item : passIfOffered(ctx.actions);
}
