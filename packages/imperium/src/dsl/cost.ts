import type { FactionTarget } from './factionTarget.ts';
import type { Resource } from './primitives.ts';

/**
 * Something given up. A cost is paid in full or not at all, before the effects it buys (rules 002 TOUR AGENT:
 * "Si vous ne pouvez pas payer le coût immédiatement…").
 */
export type Cost =
  /** Pay resources to the bank. */
  | { readonly kind: 'resource'; readonly resource: Resource; readonly amount: number }
  /** Lose influence; impossible on a track where you have less than `amount` (FAQ 2021 on Shifting Allegiances). */
  | { readonly kind: 'influence'; readonly faction: FactionTarget; readonly amount: number }
  /** Trash the card carrying the cost (rules 002 GUIDE DES ICÔNES "Détruisez"). */
  | { readonly kind: 'trashThisCard' }
  /** Lose troops you have in the Conflict: they go back to your supply (rules 002 "Perdez une troupe"). */
  | { readonly kind: 'troopsInConflict'; readonly amount: number };
