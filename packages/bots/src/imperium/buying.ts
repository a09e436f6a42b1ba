import { cardData } from './cards.ts';
import {
  best,
  ofType,
  passIfOffered,
  type ActionOf,
  type BotAction,
  type DecisionContext,
  type ImperiumContext,
} from './context.ts';
import { intrigueHold, intriguePlayWorth, plotToPlay } from './intrigues.ts';
import { cardPlayWorth, cardWorth } from './deck.ts';

/** A card this good is worth drawing next round rather than after a reshuffle (Recruitment Mission). */
const TOP_OF_DECK_PLAY = 3;

interface Offer {
  readonly action: ActionOf<'acquire'>;
  readonly cost: number;
  readonly worth: number;
  /** How many of them could be bought (copies in the row, cards on a reserve pile). */
  readonly copies: number;
}

function offerCost(ctx: ImperiumContext, a: ActionOf<'acquire'>): number {
  const printed = cardData(ctx, a.card).cost ?? 0;
  if (a.from === 'setAside') return Math.max(0, printed - (ctx.me.setAside?.discount ?? 0));
  const discounts: Partial<Record<string, number>> = ctx.me.discounts;
  if (a.from === 'reserve') return Math.max(0, printed - (discounts[a.card] ?? 0));
  return printed;
}

function offers(ctx: ImperiumContext): Offer[] {
  const out: Offer[] = [];
  for (const a of ofType(ctx.actions, 'acquire')) {
    if (a.toTop && cardPlayWorth(ctx, a.card) < TOP_OF_DECK_PLAY) continue;
    const rival = out.findIndex((o) => o.action.card === a.card && o.action.from === a.from);
    if (rival >= 0) {
      // Both placements offered: keep the top of the deck for a good card only.
      if (a.toTop) out[rival] = { ...out[rival]!, action: a };
      continue;
    }
    const copies =
      a.from === 'row'
        ? ctx.view.imperiumRow.filter((c) => c === a.card).length
        : a.from === 'reserve'
          ? ((ctx.view.reserve as Partial<Record<string, number>>)[a.card] ?? 0)
          : 1;
    out.push({ action: a, cost: offerCost(ctx, a), worth: cardWorth(ctx, a.card), copies });
  }
  return out.filter((o) => o.worth > 0);
}

/** The set of offers within the budget worth most together (a small knapsack); its best single offer first. */
function bestPurchase(all: readonly Offer[], budget: number): Offer | undefined {
  const items: Offer[] = [];
  for (const o of all) {
    const n = o.cost === 0 ? 1 : Math.min(o.copies, Math.floor(budget / o.cost));
    for (let i = 0; i < n; i++) items.push(o);
  }
  // worth[b]: the best total within budget b; pick[b]: the items of that total.
  const worth = new Array<number>(budget + 1).fill(0);
  const pick: Offer[][] = Array.from({ length: budget + 1 }, () => []);
  for (const item of items) {
    for (let b = budget; b >= item.cost; b--) {
      const candidate = worth[b - item.cost]! + item.worth;
      if (candidate > worth[b]!) {
        worth[b] = candidate;
        pick[b] = [...pick[b - item.cost]!, item];
      }
    }
  }
  return best(pick[budget]!, (o) => o.worth)?.item;
}

/**
 * rules 002 Acquérir des Cartes: a Plot Intrigue worth playing first (more persuasion), then the card of the set
 * worth most within the persuasion left (unspent persuasion is lost), or done.
 */
export function acquire(ctx: DecisionContext<'acquire'>): BotAction | undefined {
  const plot = plotToPlay(ctx);
  if (plot) return plot;
  const chosen = bestPurchase(offers(ctx), Math.max(0, ctx.me.persuasion));
  return chosen?.action ?? passIfOffered(ctx.actions);
}

/** Every answer on the Reveal turn's acquisitions, scored (each card alone; the handler plans the set). */
export function acquireScore(ctx: ImperiumContext, a: BotAction): number {
  if (a.type === 'acquire')
    return cardWorth(ctx, a.card) - (a.toTop && cardPlayWorth(ctx, a.card) < TOP_OF_DECK_PLAY ? 1 : 0);
  if (a.type === 'playIntrigue') return intriguePlayWorth(ctx, a.card, 'plot') - intrigueHold(ctx);
  return 0;
}

/** A free acquisition (Bypass Protocol): the card worth most, if any is worth taking. */
export function acquireCard(ctx: DecisionContext<'acquireCard'>): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'acquire'), (a) => cardWorth(ctx, a.card));
  return pick && pick.score > 0 ? pick.item : passIfOffered(ctx.actions);
}

/** Helena's signet: sets aside the row card worth most (only she may buy it this round). */
export function reserveRowCard(ctx: DecisionContext<'reserveRowCard'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'pickCard'), (a) => cardWorth(ctx, a.card))?.item;
}
