import type { Faction, ReservePileId as ReserveCardId } from './primitives.ts';

/** A test on the state of the player an effect belongs to, made when the effect resolves. */
export type Condition =
  /** At least `atLeast` influence with the Faction (rules 002 GUIDE DES ICÔNES "Influence"). */
  | { readonly kind: 'influence'; readonly faction: Faction; readonly atLeast: number }
  /** Holding that Faction's Alliance token, or any of the four (rules 002 GUIDE DES ICÔNES "Alliance"). */
  | { readonly kind: 'alliance'; readonly faction: Faction | 'any' }
  /**
   * Another card of the Faction in play (rules 002 GUIDE DES ICÔNES "Lien Fremmen"): played on an Agent turn this
   * round or revealed this Reveal turn; two bonded cards enable each other whatever their order.
   */
  | { readonly kind: 'bond'; readonly faction: Faction }
  /** Holding a seat on the High Council. */
  | { readonly kind: 'highCouncilSeat' }
  /** Owning at least `atLeast` copies of a reserve card (deck, hand, discard and in play). */
  | { readonly kind: 'cardsOwned'; readonly card: ReserveCardId; readonly atLeast: number }
  /** Owning more copies of a reserve card than each opponent. */
  | { readonly kind: 'mostCardsOwned'; readonly card: ReserveCardId }
  /** At least `atLeast` influence on at least `tracks` of the four tracks (Plans Within Plans). */
  | { readonly kind: 'influenceOnTracks'; readonly atLeast: number; readonly tracks: number }
  /** Some opponent has at least one troop in the Conflict (FAQ 2021 on Double Cross). */
  | { readonly kind: 'opponentTroopInConflict' };
