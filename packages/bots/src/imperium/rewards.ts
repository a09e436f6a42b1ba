import type { Cost, Effect, EffectContext, Faction } from '@arrakis/imperium';
import { cardData } from './cards.ts';
import { best, ofType, passIfOffered, type BotAction, type DecisionContext, type ImperiumContext } from './context.ts';
import { cardPlayWorth } from './deck.ts';
import { influenceWorth } from './tracks.ts';
import { costsWorth, effectsWorth, harm } from './value.ts';
import { drawWorth, WORTH, type Source } from './worth.ts';

function sourceOf(ctx: EffectContext): Source {
  return { card: ctx.card, space: ctx.space };
}

/** What paying `costs` gives up when an influence cost is taken from `faction` (the action's choice). */
function paid(ctx: ImperiumContext, costs: readonly Cost[], faction: Faction | null, src: Source): number {
  const fixed = costs.filter((c) => c.kind !== 'influence' || c.faction.kind === 'faction' || faction === null);
  let total = costsWorth(ctx, fixed, src);
  for (const c of costs)
    if (c.kind === 'influence' && c.faction.kind !== 'faction' && faction !== null)
      total -= influenceWorth(ctx.view, ctx.seat, faction, -c.amount, ctx.roundsLeft);
  return total;
}

/** rules 002 "Payer un coût": pays when what it buys is worth more than what it costs. */
export function pay(ctx: DecisionContext<'pay'>): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'pay'), (a) => payScore(ctx, a));
  return pick && pick.score > 0 ? pick.item : passIfOffered(ctx.actions);
}

/** Paying scored by what it buys less what it costs; not paying is 0. */
export function payScore(ctx: DecisionContext<'pay'>, a: BotAction): number {
  if (a.type !== 'pay') return 0;
  const src = sourceOf(ctx.frame.ctx);
  return effectsWorth(ctx, ctx.frame.effects, src) - paid(ctx, ctx.frame.cost, a.faction, src);
}

/** A choice of options (Conflict rewards, cards, Sell Melange): the option worth most for what it costs. */
export function choose(ctx: DecisionContext<'choose'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'option'), (a) => chooseScore(ctx, a))?.item;
}

export function chooseScore(ctx: DecisionContext<'choose'>, a: BotAction): number {
  if (a.type !== 'option') return 0;
  const option = ctx.frame.options[a.index]!;
  const src = sourceOf(ctx.frame.ctx);
  return effectsWorth(ctx, option.effects, src) - paid(ctx, option.cost ?? [], a.faction, src);
}

function costNodes(effects: readonly Effect[]): number {
  let n = 0;
  for (const e of effects) {
    if (e.kind === 'pay') n += 1;
    else if (e.kind === 'choose') n += e.options.some((o) => (o.cost ?? []).length > 0) ? 1 : 0;
    else if (e.kind === 'trash' || e.kind === 'discard') n += 0.5;
  }
  return n;
}

function gainNodes(effects: readonly Effect[]): number {
  return effects.filter((e) => e.kind === 'gain' || e.kind === 'draw' || e.kind === 'recruit').length;
}

/**
 * rules 002 TOUR AGENT: "dans l'ordre de votre choix". Gains first, so that they can pay the costs of the rest;
 * purchases and Plots wait for the acquire step.
 */
export function effectOrder(ctx: DecisionContext<'effectOrder'>): BotAction | undefined {
  const { groups } = ctx.frame;
  return best(ofType(ctx.actions, 'option'), (a) => {
    const g = groups[a.index]!.effects;
    return gainNodes(g) - 2 * costNodes(g);
  })?.item;
}

const ZONE_PREFERENCE: Record<string, number> = { inPlay: 0.3, revealed: 0.3, discard: 0.2, hand: 0, row: 0 };

/** rules 002 "Détruisez": the weakest card, when it is weak enough to thin the deck; played cards first. */
export function trash(ctx: DecisionContext<'trash'>): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'pickCard'), (a) => {
    const data = cardData(ctx, a.card);
    const keep = cardPlayWorth(ctx, a.card) - effectsWorth(ctx, data.trashed);
    return -keep + (ZONE_PREFERENCE[a.zone] ?? 0);
  });
  return pick && -pick.score < WORTH.dilution + 1 ? pick.item : passIfOffered(ctx.actions);
}

/** Discards the hand card worth least. */
export function discard(ctx: DecisionContext<'discard'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'pickCard'), (a) => -cardPlayWorth(ctx, a.card))?.item;
}

/** Other Memory: the card worth most back in hand. */
export function takeFromDiscard(ctx: DecisionContext<'takeFromDiscard'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'pickCard'), (a) => cardPlayWorth(ctx, a.card))?.item;
}

/** Poison Snooper: trash a weak top card, draw a good one while it can still be used, else leave it. */
export function inspectTop(ctx: DecisionContext<'inspectTop'>): BotAction | undefined {
  const top = ctx.me.topOfDeck;
  const offered = (choice: string) => ctx.actions.find((a) => a.type === 'inspect' && a.choice === choice);
  if (top && cardPlayWorth(ctx, top) < WORTH.dilution + 0.5 && offered('trash')) return offered('trash');
  if (drawWorth(ctx, {}) > 0 && offered('draw')) return offered('draw');
  return offered('keep');
}

/** The opponent who loses most to the effects, the leader in VP on a tie. */
export function chooseOpponent(ctx: DecisionContext<'chooseOpponent'>): BotAction | undefined {
  const { effects } = ctx.frame;
  return best(ofType(ctx.actions, 'opponent'), (a) => {
    const o = ctx.view.players[a.seat]!;
    return harm(ctx.view, o, effects) + 0.2 * o.victoryPoints + 0.1 * o.strength;
  })?.item;
}
