import type { Faction } from './primitives.ts';

/** What a "per" multiplier counts, evaluated when the effect resolves. */
export type Counter =
  /**
   * Cards of this Faction you have in play this round, the card carrying the effect included: the cards played on
   * your Agent turns and those revealed on this Reveal turn (FAQ 2021 on Liet Kynes).
   */
  | { readonly kind: 'factionCardsInPlay'; readonly faction: Faction }
  /** The base spice of the Maker space your Agent was sent to this turn, bonus spice excluded; 0 elsewhere. */
  | { readonly kind: 'baseSpiceHarvested' };

/** A fixed amount, or `times` for each unit of `per` ("2 Persuasion per Fremen card in play"). */
export type Quantity = number | { readonly times: number; readonly per: Counter };
