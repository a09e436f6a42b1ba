import type { BoardSpaceId, Effect } from '@arrakis/imperium';
import { cardData } from './cards.ts';
import { best, ofType, type ActionOf, type BotAction, type DecisionContext, type ImperiumContext } from './context.ts';
import { deployGain } from './conflict.ts';
import { intrigueHold, intriguePlayWorth, plotToPlay } from './intrigues.ts';
import { costsWorth, effectsWorth, spaceCost } from './value.ts';
import { contractsCompletedAt, postWorth, SPY_WORTH, watches } from './uprisingValue.ts';
import { drawWorth, resourceWorth } from './worth.ts';

/** rules 002 TOUR AGENT (SUITE): up to 2 garrison troops may follow the Agent besides those recruited. */
const GARRISON_DEPLOY = 2;
/** A placement must beat revealing by this much: otherwise the cards are worth more revealed. */
const REVEAL_BAR = 0;

/** Troops the effects recruit that may follow an Agent to a combat space. */
function recruitsIn(effects: readonly Effect[]): number {
  let n = 0;
  for (const e of effects) {
    if (e.kind === 'recruit' && e.deploy === 'combatSpace') n += e.amount;
    else if (e.kind === 'pay') n += recruitsIn(e.effects);
  }
  return n;
}

/**
 * What sending an Agent with this card to this space is worth (rules 002 TOUR AGENT): the space's effects and the
 * card's Agent box, less the space's cost and the card's Reveal box given up; on a combat space, the troops that
 * may follow the Agent into the Conflict; the leaders' abilities that fire there.
 */
export function placementWorth(ctx: ImperiumContext, a: ActionOf<'sendAgent'>): number {
  const space = ctx.content.spaces[a.space]!;
  const data = cardData(ctx, a.card);
  const { costs, discount } = spaceCost(ctx, space);
  let worth =
    effectsWorth(ctx, space.effects, { space: a.space }) -
    costsWorth(ctx, costs, {}, discount) +
    effectsWorth(ctx, data.agent, { card: a.card, space: a.space }) -
    effectsWorth(ctx, data.reveal, { card: a.card, reveal: true });
  const leader = ctx.me.leader;
  // Count Ilban: a card for Solari paid for a space; Countess Ariana: a card and 1 spice less on a Maker space.
  if (leader === 'ilbanRichese' && costs.some((c) => c.kind === 'resource' && c.resource === 'solari'))
    worth += drawWorth(ctx, {});
  if (leader === 'arianaThorvald' && space.maker) worth += drawWorth(ctx, {}) - resourceWorth(ctx, 'spice');
  if (space.controlBonus && ctx.view.board.control[a.space as 'arrakeen'] === ctx.seat)
    worth += effectsWorth(ctx, space.controlBonus);
  if (ctx.uprising) worth += uprisingPlacement(ctx, a);
  if (space.combat) {
    const recruits = Math.min(ctx.me.troops.supply, recruitsIn(space.effects) + recruitsIn(data.agent));
    const max = Math.min(ctx.me.troops.garrison + recruits, recruits + GARRISON_DEPLOY);
    let deploy = 0;
    for (let k = 1; k <= max; k++) deploy = Math.max(deploy, deployGain(ctx, k, false));
    worth += deploy;
  }
  return worth;
}

/**
 * Uprising's side of a placement (rules 004): a held contract completed there; infiltrating costs the Spy recalled
 * for it; a Spy watching the space may gather intelligence (a card) after.
 */
function uprisingPlacement(ctx: ImperiumContext, a: ActionOf<'sendAgent'>): number {
  let worth = contractsCompletedAt(ctx, a.space);
  if ('spy' in a) worth -= postWorth(ctx, a.spy) * 0.8;
  else if (watches(ctx, a.space)) worth += Math.max(0, drawWorth(ctx, {}) - 0.6 * SPY_WORTH);
  return worth;
}

/** Every answer to an Agent turn, scored: placements, the Reveal turn (the bar), Plots beyond keeping them. */
export function turnScore(ctx: ImperiumContext, a: BotAction): number {
  if (a.type === 'sendAgent') return placementWorth(ctx, a);
  if (a.type === 'playIntrigue') return intriguePlayWorth(ctx, a.card, 'plot') - intrigueHold(ctx);
  return REVEAL_BAR;
}

/**
 * rules 002 PHASE 2: a Plot Intrigue worth playing first; then the placement worth most, or the Reveal turn when no
 * placement beats keeping the cards for it.
 */
export function turn(ctx: DecisionContext<'turn'>): BotAction | undefined {
  const plot = plotToPlay(ctx);
  if (plot) return plot;
  const pick = best(ofType(ctx.actions, 'sendAgent'), (a) => placementWorth(ctx, a));
  if (pick && pick.score > REVEAL_BAR) return pick.item;
  return ctx.actions.find((a) => a.type === 'reveal');
}

/** How much the others would like a space now, from what they hold (The Voice blocks it for them). */
function wantedByOthers(ctx: ImperiumContext, space: BoardSpaceId): number {
  if ((ctx.view.board.agents[space] ?? []).length > 0) return -1;
  const others = ctx.view.players.filter((p) => p.seat !== ctx.seat);
  const any = (test: (p: (typeof others)[number]) => boolean) => others.some(test);
  switch (space) {
    case 'swordmaster':
      return any((p) => p.solari >= 8 && !p.swordmaster) ? 7 : 0;
    case 'highCouncil':
      return any((p) => p.solari >= 5 && !p.highCouncil) ? 6 : 0;
    case 'heighliner':
      return any((p) => p.spice >= 6) ? 5 : 0;
    case 'conspire':
      return any((p) => p.spice >= 4) ? 4 : 0;
    case 'mentat':
      return ctx.view.board.mentat.holder === null ? 3 : 0;
    case 'theGreatFlat':
      return any((p) => p.water >= 2) ? 2.5 + (ctx.view.board.bonusSpice.theGreatFlat ?? 0) : 0;
    case 'haggaBasin':
      return any((p) => p.water >= 1) ? 2 + (ctx.view.board.bonusSpice.haggaBasin ?? 0) : 0;
    case 'imperialBasin':
      return 1.5 + (ctx.view.board.bonusSpice.imperialBasin ?? 0);
    case 'sellMelange':
      return any((p) => p.spice >= 2) ? 2 : 0;
    case 'rallyTroops':
      return any((p) => p.solari >= 4) ? 2 : 0;
    default:
      return ctx.content.spaces[space]?.faction ? 1.5 : 1;
  }
}

/** The Voice (rules 002 CLARIFICATIONS): blocks the free space the others want most. */
export function blockSpace(ctx: DecisionContext<'blockSpace'>): BotAction | undefined {
  const offered = ofType(ctx.actions, 'space').filter((a) => ctx.content.spaceIds.includes(a.space));
  return best(offered, (a) => wantedByOthers(ctx, a.space))?.item;
}

/** Urgent Mission: recall the Agent from the space worth least to stay on (they all gave their effects already). */
export function recallAgent(ctx: DecisionContext<'recallAgent'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'space'), (a) => (ctx.content.spaces[a.space]?.combat ? -1 : 0))?.item;
}
