import type { BoardSpaceId, CardId, Resource } from '@arrakis/imperium';
import type { ImperiumContext } from './context.ts';

/**
 * What things are worth, in one unit (about a Solari): a victory point is the goal; the rest is the means to it.
 * Tuned against random and heuristic seats (docs/bots.md).
 */
export const WORTH = {
  solari: 1,
  spice: 1.6,
  water: 1.7,
  troop: 1.4,
  persuasion: 1,
  card: 2,
  cardInHand: 1.5,
  intrigue: 2.3,
  victoryPoint: 9,
  influenceStep: 1.3,
  /** One more Agent on the board this round. */
  agent: 4,
  /** A typical space an Agent icon opens. */
  space: 2.5,
  /** Below this, a card is not worth its place in a deck: trash it, do not buy it. */
  dilution: 1.6,
} as const;

/** Where effects come from: the card (for `trashThisCard`, bonds), the space (Faction, harvest). */
export interface Source {
  readonly card?: CardId | null;
  readonly space?: BoardSpaceId | null;
  /** The effects of a card still to buy: valued for an average later round, conditions guessed. */
  readonly later?: boolean;
  /** A Reveal box about to be revealed with the rest of the hand (bonds count the hand). */
  readonly reveal?: boolean;
}

/** Whether the round still has a use for what the seat gains now (its Reveal turn not yet done). */
export function beforeReveal(ctx: ImperiumContext): boolean {
  const turn = ctx.view.turn;
  return !ctx.me.revealedThisRound && !(turn?.seat === ctx.seat && turn.kind === 'reveal');
}

export function resourceWorth(ctx: ImperiumContext, resource: Resource): number {
  // In the last round resources only break ties, and buy what they can before the end.
  const base = ctx.uprising && resource === 'spice' ? UPRISING_SPICE : WORTH[resource];
  return base * (ctx.roundsLeft === 0 ? 0.6 : 1);
}

/** Uprising's spice buys less than the 2020 game's (fewer spaces and cards take it): spent sooner. */
const UPRISING_SPICE = 1.2;

export function troopWorth(ctx: ImperiumContext): number {
  return WORTH.troop * (ctx.roundsLeft === 0 ? 0.6 : 1);
}

export function persuasionWorth(ctx: ImperiumContext, src: Source): number {
  if (src.later) return WORTH.persuasion;
  if (ctx.me.revealedThisRound) return 0;
  return WORTH.persuasion * (ctx.roundsLeft === 0 ? 0.7 : 1);
}

export function drawWorth(ctx: ImperiumContext, src: Source): number {
  if (src.later) return WORTH.card;
  if (!beforeReveal(ctx)) return 0;
  return ctx.me.deckCount + ctx.me.discard.length > 0 ? WORTH.card : 0;
}

/** An Intrigue card kept: less once the game nears its end (fewer moments to play it). */
export function intrigueWorth(ctx: ImperiumContext): number {
  return WORTH.intrigue * (ctx.roundsLeft === 0 ? 0.6 : 1);
}

/** How long a lasting gain (a seat, an Agent, control) keeps giving: this round and the rounds left. */
export function lasting(ctx: ImperiumContext, thisRound: boolean): number {
  return ctx.roundsLeft + (thisRound ? 1 : 0);
}
