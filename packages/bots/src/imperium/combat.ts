import { best, ofType, passIfOffered, type BotAction, type DecisionContext, type ImperiumContext } from './context.ts';
import { deployGain, retreatGain } from './conflict.ts';
import { intrigueHold, intriguePlayActionWorth } from './intrigues.ts';

/**
 * How many troops go to the Conflict (rules 002 TOUR AGENT (SUITE)): the count whose expected rewards, against what
 * the others can still bring, best repay the troops spent.
 */
export function deploy(ctx: DecisionContext<'deploy'>): BotAction | undefined {
  return best(ctx.actions, (a) => deployScore(ctx, a))?.item;
}

export function deployScore(ctx: ImperiumContext, a: BotAction): number {
  return a.type === 'count' && a.count > 0 ? deployGain(ctx, a.count, false) : 0;
}

/** Troops back to the garrison ("Repliez"): when they win nothing where they are, or more than they are needed. */
export function retreat(ctx: DecisionContext<'retreat'>): BotAction | undefined {
  return best(ctx.actions, (a) => retreatScore(ctx, a))?.item;
}

export function retreatScore(ctx: ImperiumContext, a: BotAction): number {
  return a.type === 'count' && a.count > 0 ? retreatGain(ctx, a.count) : 0;
}

/** Combat Intrigues scored beyond keeping them; passing is 0. */
export function combatIntrigueScore(ctx: ImperiumContext, a: BotAction): number {
  return a.type === 'playIntrigue' ? intriguePlayActionWorth(ctx, a, 'combat') - intrigueHold(ctx) : 0;
}

/**
 * rules 002 CARTES INTRIGUE COMBAT: plays the card that gains most in expected rewards when it beats keeping the
 * card; passes when already safe or out of reach (the others may answer: passing keeps the card for then).
 */
export function combatIntrigue(ctx: DecisionContext<'combatIntrigue'>): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'playIntrigue'), (a) => intriguePlayActionWorth(ctx, a, 'combat'));
  if (pick && pick.score > intrigueHold(ctx)) return pick.item;
  return passIfOffered(ctx.actions);
}

/** "Lorsque vous remportez un Conflit": every such card is a pure gain. */
export function conflictWon(ctx: DecisionContext<'conflictWon'>): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'playIntrigue'), (a) => intriguePlayActionWorth(ctx, a, 'combat'));
  if (pick && pick.score > 0) return pick.item;
  return passIfOffered(ctx.actions);
}
