import {
  IMPERIUM_DECK,
  INTRIGUE_DECK,
  RESERVE,
  STARTER_DECK,
  type CardId,
  type ImperiumCard,
  type IntrigueCard,
} from '@arrakis/imperium';

const PLAYER_CARDS: Readonly<Record<string, ImperiumCard>> = { ...STARTER_DECK, ...RESERVE, ...IMPERIUM_DECK };

/** The data of a player card (starter, reserve or Imperium deck). */
export function cardData(card: CardId): ImperiumCard {
  const data = PLAYER_CARDS[card];
  if (!data) throw new Error(`unknown card ${card}`);
  return data;
}

export function intrigueData(card: string): IntrigueCard {
  const data = (INTRIGUE_DECK as Readonly<Record<string, IntrigueCard>>)[card];
  if (!data) throw new Error(`unknown Intrigue ${card}`);
  return data;
}
