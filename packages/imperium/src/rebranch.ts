import { seedRng, shuffleInPlace, type Seat } from '@arrakis/engine';
import { conflictIn } from './edition.ts';
import { contentOf } from './editions/index.ts';
import type { EngineState } from './state.ts';
import { imperiumView } from './view.ts';

/**
 * "Play on from here" (issue 22, docs/records.md): the same position with a fresh RNG and every pile nobody has
 * seen reshuffled — each seat's deck (but a top card its owner is looking at), the Imperium deck, the Intrigue
 * deck, the Conflict deck within each level (the card backs show the levels, rules 002 MISE EN PLACE), the House
 * Hagal deck and Uprising's CHOAM contract deck. Hands, Intrigues held and everything face up stay. Mutates and
 * returns `state` (`defineGame` hands it a copy).
 */
export function rebranchImperium(state: EngineState, seed: string): EngineState {
  const rng = seedRng(`rebranch:${seed}`);
  state.players.forEach((player, seat) => {
    const kept = looksAtTop(state, seat) ? 1 : 0;
    player.deck = [...player.deck.slice(0, kept), ...shuffleInPlace(rng, player.deck.slice(kept))];
  });
  state.imperiumDeck = shuffleInPlace(rng, state.imperiumDeck.slice());
  shuffleInPlace(rng, state.intrigueDeck);

  const content = contentOf(state);
  const byLevel = new Map<number, EngineState['conflictDeck'][number][]>();
  for (const card of state.conflictDeck) {
    const level = conflictIn(content, card).level;
    byLevel.set(level, [...(byLevel.get(level) ?? []), card]);
  }
  for (const cards of byLevel.values()) shuffleInPlace(rng, cards);
  state.conflictDeck = state.conflictDeck.map((card) => byLevel.get(conflictIn(content, card).level)!.shift()!);

  if (state.houseHagal) shuffleInPlace(rng, state.houseHagal.deck);
  const choam = state.uprising?.choam;
  if (choam) shuffleInPlace(rng, choam.deck);
  // Last, so that the RNG's state is the seed's own whatever the piles held.
  state.rng = seedRng(seed);
  return state;
}

/** A seat looking at the top card of its deck (prescience, an inspection) keeps seeing the same card. */
function looksAtTop(state: EngineState, seat: Seat): boolean {
  if (state.houseHagal?.seats.includes(seat)) return false;
  return imperiumView(state, seat).players[seat]?.topOfDeck != null;
}
