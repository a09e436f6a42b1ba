import type { CardId, ImperiumCard, IntrigueCard } from '@arrakis/imperium';
import type { ImperiumContext } from './context.ts';

/** The data of a player card (starter, reserve or Imperium deck) of the view's edition. */
export function cardData(ctx: Pick<ImperiumContext, 'content'>, card: CardId): ImperiumCard {
  const data = ctx.content.playerCards[card];
  if (!data) throw new Error(`unknown card ${card}`);
  return data;
}

export function intrigueData(ctx: Pick<ImperiumContext, 'content'>, card: string): IntrigueCard {
  const data = ctx.content.intrigues[card];
  if (!data) throw new Error(`unknown Intrigue ${card}`);
  return data;
}
