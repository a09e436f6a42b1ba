import { seedRng, shuffleInPlace, type RngState } from '@arrakis/engine';
import type { DuneState } from './state.ts';

/**
 * "Play on from here" (issue 22, docs/records.md): the same position with a fresh RNG and every pile nobody has
 * seen reshuffled — the treachery deck with the auction cards not yet up for bid, the spice deck (but the cards the
 * Atreides looked at, annexe 3 Atreides 2), the spice-harvest prelude's Harvest and Access decks and the Access
 * cards not yet auctioned (rules 000 §16), the Duel deck (§19). Hands, traitors, the prediction, the storm token and
 * every commit stay: their holders know them. Mutates and returns `state` (`defineGame` hands it a copy).
 */
export function rebranchDune(state: DuneState, seed: string): DuneState {
  const rng = seedRng(`rebranch:${seed}`);
  state.rng = seedRng(seed);

  // rules 000 §8.B: the auction row is dealt face down; the cards after the one up for bid are unseen.
  const bidding = state.bidding;
  const unseenBids = bidding ? bidding.cards.length - Math.min(bidding.cards.length, bidding.index + 1) : 0;
  const treachery = [
    ...state.treacheryDeck,
    ...(bidding ? bidding.cards.slice(bidding.cards.length - unseenBids) : []),
  ];
  shuffleInPlace(rng, treachery);
  state.treacheryDeck = treachery.splice(0, state.treacheryDeck.length);
  if (bidding && unseenBids > 0) bidding.cards.splice(bidding.cards.length - unseenBids, unseenBids, ...treachery);

  state.spiceDeck = shuffleBelowSeen(rng, state.spiceDeck, seenSpiceCards(state));

  const harvest = state.harvest;
  if (harvest) {
    shuffleInPlace(rng, harvest.harvestDeck);
    const auction = harvest.auction;
    // rules 000 §16.C.1: the Access card the Atreides examined stays where it is.
    const open = auction ? auction.cards.map((_, i) => i).filter((i) => i > auction.index && i !== auction.peeked) : [];
    const access = [...harvest.accessDeck, ...open.map((i) => auction!.cards[i]!)];
    shuffleInPlace(rng, access);
    harvest.accessDeck = access.splice(0, harvest.accessDeck.length);
    for (const i of open) auction!.cards[i] = access.shift()!;
  }

  if (state.duel) shuffleInPlace(rng, state.duel.deck);
  return state;
}

/** annexe 3 Atreides 2: how many cards at the top of the spice deck (its end) the Atreides have looked at. */
function seenSpiceCards(state: DuneState): number {
  const deck = state.spiceDeck;
  const { peek, peek2 } = state.cursor;
  if (peek === undefined || peek === null || deck[deck.length - 1] !== peek) return 0;
  return peek2 !== undefined && peek2 !== null && deck[deck.length - 2] === peek2 ? 2 : 1;
}

/** Shuffles a pile drawn from its end, keeping its last `seen` cards in place. */
function shuffleBelowSeen<T>(rng: RngState, pile: readonly T[], seen: number): T[] {
  const below = pile.slice(0, pile.length - seen);
  return [...shuffleInPlace(rng, below), ...pile.slice(pile.length - seen)];
}
