import type { CardId } from '@arrakis/imperium';
import { cardData } from './cards.ts';
import type { BotPlayer, ImperiumContext } from './context.ts';
import { effectsWorth } from './value.ts';
import { WORTH, type Source } from './worth.ts';

const HAND_SIZE = 5;

/** Every card the seat owns (Corner the Market counts them). */
export function owned(p: BotPlayer): CardId[] {
  return [...p.deckAndHand, ...p.discard, ...p.inPlay, ...p.revealed];
}

/** The best card among the row and the reserve costing at most `maxCost`. */
export function bestAcquirable(ctx: ImperiumContext, maxCost: number): number {
  let top = 0;
  for (const card of ctx.view.imperiumRow) {
    const cost = cardData(ctx, card).cost;
    if (cost !== null && cost <= maxCost) top = Math.max(top, cardWorth(ctx, card));
  }
  const reserve: Partial<Record<string, number>> = ctx.view.reserve;
  for (const card of ctx.content.buyableReserve) {
    if ((reserve[card] ?? 0) > 0 && (cardData(ctx, card).cost ?? Infinity) <= maxCost)
      top = Math.max(top, cardWorth(ctx, card));
  }
  return top;
}

interface Cache {
  play: Map<string, number>;
  worth: Map<CardId, number>;
}
const caches = new WeakMap<ImperiumContext, Cache>();

function cache(ctx: ImperiumContext): Cache {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = { play: new Map(), worth: new Map() }));
  return c;
}

/** A placement's worth through the card's icons, beyond what the box gives: more icons, more good spaces. */
function iconsWorth(ctx: ImperiumContext, card: CardId): number {
  const icons = cardData(ctx, card).agentIcons;
  if (icons.length === 0) return 0;
  const factions = icons.filter((i) => (ctx.content.factions as readonly string[]).includes(i)).length;
  return WORTH.space + 0.35 * (icons.length - 1) + 0.25 * factions;
}

/**
 * What one play of a card is worth, used as an Agent or revealed (whichever is better, plus a little for the
 * choice), in an average later round. `selfTrash`: the card is valuing its own `trashThisCard`.
 */
export function cardPlayWorth(ctx: ImperiumContext, card: CardId, selfTrash = false): number {
  const key = selfTrash ? `${card}:self` : card;
  const c = cache(ctx);
  const known = c.play.get(key);
  if (known !== undefined) return known;
  c.play.set(key, 1); // a card whose box trashes itself refers back here
  const data = cardData(ctx, card);
  const src: Source = { card: selfTrash ? null : card, later: true };
  const agent = data.agentIcons.length > 0 ? iconsWorth(ctx, card) + effectsWorth(ctx, data.agent, src) : 0;
  const reveal = effectsWorth(ctx, data.reveal, src);
  const worth = Math.max(agent, reveal) + 0.25 * Math.min(agent, reveal);
  c.play.set(key, worth);
  return worth;
}

/** How many times a card acquired now is likely to be played before the game ends. */
export function playsLeft(ctx: ImperiumContext): number {
  const size = owned(ctx.me).length + 1;
  return (ctx.roundsLeft * HAND_SIZE) / size;
}

/** What acquiring a card is worth: its acquire box once, then its plays beyond a dead card's. */
export function cardWorth(ctx: ImperiumContext, card: CardId): number {
  const c = cache(ctx);
  const known = c.worth.get(card);
  if (known !== undefined) return known;
  const data = cardData(ctx, card);
  const worth =
    effectsWorth(ctx, data.acquire, { card }) + (cardPlayWorth(ctx, card) - WORTH.dilution) * playsLeft(ctx);
  c.worth.set(card, worth);
  return worth;
}
