import { shuffleInPlace, type Seat } from '@arrakis/engine';
import { TREACHERY_CARDS, type TreacheryCardId, type TreacheryKind } from './data/treachery.ts';
import { factionOf } from './board.ts';
import type { DuneState } from './state.ts';

export function kindOf(card: TreacheryCardId): TreacheryKind {
  return TREACHERY_CARDS[card].kind;
}

/** The first card of a kind in the seat's hand, or null. */
export function cardOfKind(state: DuneState, seat: Seat, kind: TreacheryKind): TreacheryCardId | null {
  return factionOf(state, seat).hand.find((c) => kindOf(c) === kind) ?? null;
}

/** Moves one card from a hand to the discard pile. */
export function discardFromHand(state: DuneState, seat: Seat, card: TreacheryCardId): void {
  const hand = factionOf(state, seat).hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`card ${card} not in the hand of seat ${seat}`);
  hand.splice(i, 1);
  state.treacheryDiscard.push(card);
}

/** rules 000 §3.C: the discard pile is reshuffled into a new deck when the deck runs out. */
export function drawTreachery(state: DuneState): TreacheryCardId | null {
  if (state.treacheryDeck.length === 0) {
    if (state.treacheryDiscard.length === 0) return null;
    state.treacheryDeck = state.treacheryDiscard;
    state.treacheryDiscard = [];
    shuffle(state, state.treacheryDeck);
  }
  return state.treacheryDeck.pop() ?? null;
}

function shuffle<T>(state: DuneState, items: T[]): void {
  shuffleInPlace(state.rng, items);
}

/** A Karama played earlier to cancel this faction's power once (annexe 4 Karama A); consumed when found. */
export function consumeKaramaBlock(state: DuneState, faction: string, power: string): boolean {
  const i = state.karamaBlocks.findIndex((b) => b.faction === faction && b.power === power);
  if (i < 0) return false;
  state.karamaBlocks.splice(i, 1);
  return true;
}
