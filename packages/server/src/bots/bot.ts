import type { RngState } from '@arrakis/engine';

/** What a seat may do now, split as the engine splits it: answers to its decision, and unasked interrupts. */
export interface BotChoices {
  readonly decision: readonly unknown[];
  readonly interrupt: readonly unknown[];
}

/**
 * A bot sees what the seat's client sees (the view and the legal actions) and draws from its own generator,
 * never the game's. Real bots (heuristic, ISMCTS) will replace the random one behind this signature.
 */
export type Bot = (view: unknown, legalActions: BotChoices, rng: RngState) => unknown;
