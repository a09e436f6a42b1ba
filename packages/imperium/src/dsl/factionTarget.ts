import type { Faction } from './primitives.ts';

/**
 * Whose influence track an influence gain or loss moves. Every choice is made by the player the effect belongs to,
 * when it resolves. Gaining 2 influence on a chosen Faction moves one track by 2 (rules 002 GUIDE DES ICÔNES:
 * "vous ne pouvez pas choisir deux Factions différentes").
 */
export type FactionTarget =
  | { readonly kind: 'faction'; readonly faction: Faction }
  /** One Faction chosen among `among` (all four when the card shows the "any Faction" icon). */
  | { readonly kind: 'choice'; readonly among: readonly Faction[] }
  /** `count` different Factions chosen, each moved by the amount (Machinations). */
  | { readonly kind: 'distinctChoices'; readonly count: number }
  /** Every Faction (CHOAM Directorship). */
  | { readonly kind: 'each' }
  /** The Faction of the board space the Agent was sent to this turn; nothing on a non-Faction space (Power Play). */
  | { readonly kind: 'spaceFaction' }
  /** One Faction chosen among those where some opponent has more influence than you (Duke Leto's signet). */
  | { readonly kind: 'behindAnOpponent' };
