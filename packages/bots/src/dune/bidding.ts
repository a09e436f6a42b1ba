import type { DuneAction } from '@arrakis/dune';
import { forcesOnBoard } from './board.ts';
import { cardWorth, expectedCardWorth, kindOf } from './cards.ts';
import { ofType, type DuneContext } from './context.ts';

/** Whether the seat's hand has room for the card and, for the Harkonnen, its free twin (annexe 3 Harkonnen 2). */
function handRoom(ctx: DuneContext): number {
  const limit = ctx.faction === 'harkonnen' ? 8 : 4;
  return limit - (ctx.me.hand?.length ?? 0);
}

/**
 * Spice the seat keeps back to ship its reserves (rules 000 §26: "garder assez d'Epice pour débarquer davantage
 * de troupes"); nothing for the Fremen, who ship free.
 */
export function shippingReserve(ctx: DuneContext): number {
  const reserves = ctx.me.reserves ?? 0;
  if (ctx.faction === 'fremen' || reserves === 0) return 0;
  const thin = forcesOnBoard(ctx.view, ctx.faction) < 8;
  return Math.min(reserves, thin ? ctx.tuning.shipReserve : Math.ceil(ctx.tuning.shipReserve / 2));
}

/** The most the seat will pay for the card up for auction (rules 000 §8). */
export function maxBid(ctx: DuneContext): number {
  const hand = ctx.me.hand ?? [];
  const seen = ctx.view.bidding?.card ?? null;
  // annexe 3 Atreides 1: the Atreides know the card.
  let worth = seen ? cardWorth(kindOf(seen), hand) : expectedCardWorth(ctx);
  if (ctx.faction === 'harkonnen' && handRoom(ctx) >= 2) worth += expectedCardWorth(ctx) * 0.5;
  let factor = ctx.tuning.bidFactor;
  // rules 000 §26 Edric: the Guild can hardly buy at first, and should not.
  if (ctx.faction === 'guild' && ctx.view.turn <= 2) factor *= 0.6;
  const budget = (ctx.me.spice ?? 0) - shippingReserve(ctx);
  return Math.max(0, Math.min(budget, Math.floor(worth * factor)));
}

/** Karama (annexe 4): buy without paying, only for a card known to be worth more than the Karama itself. */
function karamaBid(ctx: DuneContext): DuneAction | undefined {
  const seen = ctx.view.bidding?.card ?? null;
  if (!seen) return undefined;
  const worth = cardWorth(kindOf(seen), ctx.me.hand ?? []);
  if (worth < 7.5) return undefined;
  const karama = ofType(ctx.actions, 'bid').filter((a) => a.karama);
  return karama[karama.length - 1];
}

/** rules 000 §8: raise by one while the card is worth it, else pass. */
export function bid(ctx: DuneContext): DuneAction | undefined {
  const pass = ctx.actions.find((a) => a.type === 'pass');
  const bidding = ctx.view.bidding;
  if (!bidding || handRoom(ctx) <= 0) return pass;
  if (bidding.highBidder === ctx.seat) return pass;
  const next = bidding.highBid + 1;
  const limit = maxBid(ctx);
  if (next <= limit) return ofType(ctx.actions, 'bid').find((a) => !a.karama && a.amount === next) ?? pass;
  return karamaBid(ctx) ?? pass;
}
