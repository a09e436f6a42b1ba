import { randomInt, shuffleInPlace, type Seat } from '@arrakis/engine';
import { opponentsOf } from './effects/evaluate.ts';
import type { ImperiumCard, IntrigueCard } from './dsl/content.ts';
import type { Faction } from './dsl/primitives.ts';
import type { AnyIntrigueId as IntrigueCardId, ReservePileId } from './ids.ts';
import { intrigueIn, playerCardIn } from './edition.ts';
import { contentOf } from './editions/index.ts';
import type { EventLog } from './events.ts';
import type { CardId, EngineState, EnginePlayerState } from './state.ts';

/** The data of a player card of the state's edition; throws on an unknown id (ids in a state come from the data). */
export function cardData(state: EngineState, card: CardId): ImperiumCard {
  return playerCardIn(contentOf(state), card);
}

export function isPlayerCard(state: EngineState, card: string): boolean {
  return Object.hasOwn(contentOf(state).playerCards, card);
}

export function intrigueData(state: EngineState, card: IntrigueCardId): IntrigueCard {
  return intrigueIn(contentOf(state), card);
}

export function isIntrigueCard(state: EngineState, card: string): card is IntrigueCardId {
  return Object.hasOwn(contentOf(state).intrigues, card);
}

export function isReserveCard(state: EngineState, card: CardId): card is ReservePileId {
  return Object.hasOwn(contentOf(state).reserve, card);
}

/** Content records never change (a setup expands the same decks for every game). */
const expanded = new WeakMap<object, readonly string[]>();

/** Each id repeated by its number of copies: a new array each time, the expansion found once per record. */
export function expandCopies<T extends string>(records: Readonly<Record<T, { readonly copies: number }>>): T[] {
  let ids = expanded.get(records);
  if (!ids) {
    const out: string[] = [];
    for (const [id, data] of Object.entries(records) as [T, { copies: number }][]) {
      for (let i = 0; i < data.copies; i++) out.push(id);
    }
    expanded.set(records, (ids = out));
  }
  return ids.slice() as T[];
}

/**
 * Draws up to `amount` cards; when the deck runs out the discard pile is shuffled into a new deck (rules 002
 * GUIDE DES ICÔNES "Piochez"). Returns the cards drawn.
 */
export function drawCards(state: EngineState, seat: Seat, amount: number, log: EventLog): CardId[] {
  const p = state.players[seat]!;
  const drawn: CardId[] = [];
  for (let i = 0; i < amount; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = shuffleInPlace(state.rng, p.discard.slice());
      p.discard = [];
      log.public('discardReshuffled', { seat });
    }
    const taken = Math.min(amount - i, p.deck.length);
    for (let k = 0; k < taken; k++) drawn.push(p.deck[k]!);
    p.deck = p.deck.slice(taken);
    i += taken - 1;
  }
  p.hand.push(...drawn);
  if (drawn.length > 0) {
    log.public('cardsDrawn', { seat, count: drawn.length });
    log.private_([seat], 'cardsDrawnPrivate', { seat, cards: drawn });
  }
  return drawn;
}

/**
 * rules 002 "Vol d'Intrigue" (rules 004 for the Rivals, "comme pour les joueurs"): each opponent with at least
 * `atLeast` Intrigue cards gives `seat` one at random; the victim (and `seat`, when `seatSees`) learns which.
 */
export function stealIntrigues(
  state: EngineState,
  seat: Seat,
  atLeast: number,
  seatSees: boolean,
  log: EventLog,
): void {
  const p = state.players[seat]!;
  for (const o of opponentsOf(state, seat)) {
    const victim = state.players[o]!;
    if (victim.intrigues.length < atLeast) continue;
    const at = randomInt(state.rng, victim.intrigues.length);
    const card = victim.intrigues[at];
    victim.intrigues = withoutAt(victim.intrigues, at);
    p.intrigues = [...p.intrigues, card!];
    log.public('intrigueStolen', { seat, from: o });
    log.private_(seatSees ? [seat, o] : [o], 'intrigueStolenPrivate', { seat, from: o, card: card! });
  }
}

/** Draws Intrigue cards; an empty deck is rebuilt from the Intrigue discard pile. */
export function drawIntrigues(state: EngineState, seat: Seat, amount: number, log: EventLog): void {
  const p = state.players[seat]!;
  for (let i = 0; i < amount; i++) {
    if (state.intrigueDeck.length === 0) {
      if (state.intrigueDiscard.length === 0) return;
      state.intrigueDeck = shuffleInPlace(state.rng, state.intrigueDiscard.slice());
      state.intrigueDiscard = [];
    }
    const card = state.intrigueDeck.shift()!;
    p.intrigues = [...p.intrigues, card];
    log.public('intrigueDrawn', { seat });
    log.private_([seat], 'intrigueDrawnPrivate', { seat, card });
  }
}

export function removeOne<T>(list: T[], item: T): boolean {
  const i = list.indexOf(item);
  if (i < 0) return false;
  // What `splice` does, without the array of removed items it makes.
  for (let k = i + 1; k < list.length; k++) list[k - 1] = list[k]!;
  list.pop();
  return true;
}

/**
 * `list` without its item at `at`. The lists typed `readonly` in the state (decks, discard piles, Intrigues, the
 * trash) are shared by `apply`'s copy with its input (writes.ts), so they are replaced, never changed in place.
 */
export function withoutAt<T>(list: readonly T[], at: number): T[] {
  const out = list.slice();
  out.splice(at, 1);
  return out;
}

/** `list` without the first `item`; null when it holds none. */
export function withoutOne<T>(list: readonly T[], item: T): T[] | null {
  const at = list.indexOf(item);
  return at < 0 ? null : withoutAt(list, at);
}

/** Takes `card` out of one of the seat's zones: false when it is not there. */
export function takeFromZone(
  p: EnginePlayerState,
  zone: 'hand' | 'discard' | 'inPlay' | 'revealed' | 'deck',
  card: CardId,
): boolean {
  if (zone !== 'discard' && zone !== 'deck') return removeOne(p[zone], card);
  const rest = withoutOne(p[zone], card);
  if (rest === null) return false;
  p[zone] = rest;
  return true;
}

/** Every card a player owns: deck, hand, discard and in play (Corner the Market). */
export function ownedCards(p: EnginePlayerState): CardId[] {
  return [...p.deck, ...p.hand, ...p.discard, ...p.inPlay, ...p.revealed];
}

/** Cards of the Faction in play this round: played on Agent turns and revealed (rules 002 "Lien Fremmen"). */
export function factionCardsInPlay(state: EngineState, p: EnginePlayerState, faction: Faction): number {
  return [...p.inPlay, ...p.revealed].filter((c) => cardData(state, c).factions.includes(faction)).length;
}

/**
 * Puts a trashed card back in the box, or back on its reserve pile (rules 002 GUIDE DES ICÔNES "Détruisez").
 * Returns the card's "when trashed" effects.
 */
export function sendToTrash(state: EngineState, card: CardId): ImperiumCard['trashed'] {
  if (isReserveCard(state, card)) state.reserve = { ...state.reserve, [card]: (state.reserve[card] ?? 0) + 1 };
  else state.trash = [...state.trash, card];
  return cardData(state, card).trashed;
}

/** Keeps the Imperium row at five cards while the Imperium deck lasts (rules 002 Acquérir des Cartes). */
export function refillRow(state: EngineState, log: EventLog): void {
  while (state.imperiumRow.length < 5 && state.imperiumDeck.length > 0) {
    const card = state.imperiumDeck[0]!;
    state.imperiumDeck = state.imperiumDeck.slice(1);
    state.imperiumRow.push(card);
    log.public('rowRefilled', { card });
  }
}
