import { randomInt } from '@arrakis/engine';
import type { Bot } from './bot.ts';

/**
 * Once in this many moves the random bot plays an interrupt instead of answering: interrupts do not move the game
 * on and there are many of them (every amount of every gift), so taking them often would stall the game.
 */
export const INTERRUPT_ODDS = 50;

/** Uniform over the answers to its decision; now and then an interrupt. */
export const randomBot: Bot = (_view, { decision, interrupt }, rng) => {
  if (interrupt.length > 0 && randomInt(rng, INTERRUPT_ODDS) === 0) return interrupt[randomInt(rng, interrupt.length)];
  if (decision.length === 0) throw new Error('randomBot: no decision to answer');
  return decision[randomInt(rng, decision.length)];
};
