import { seedRng, type Seat } from '@arrakis/engine';
import { uprising, type EngineState } from '@arrakis/imperium';
import { makeContext, type ImperiumContext } from './context.ts';
import { cardPlayWorth, owned, playsLeft } from './deck.ts';
import { uprisingPiecesWorth } from './uprisingValue.ts';
import { intrigueWorth, resourceWorth, troopWorth, WORTH } from './worth.ts';

/** How sharply a lead in worth turns into winning chances; sharper as the end nears (less time to catch up). */
const SHARPNESS = 0.12;
const HAND_SIZE = 5;

/** The steps on the tracks beyond what the VP already count: towards the next threshold, and a lead kept. */
function trackWorth(ctx: ImperiumContext): number {
  let total = 0;
  const future = Math.min(1, (ctx.roundsLeft + 0.5) / 3);
  for (const f of ctx.content.factions) {
    const level = ctx.me.influence[f];
    total += (level <= 4 ? level : 4 + 0.5 * (level - 4)) * WORTH.influenceStep * future;
  }
  return total;
}

/** The deck's plays to come beyond dead cards': a better deck, more of everything later. */
function deckWorth(ctx: ImperiumContext): number {
  const cards = owned(ctx.me);
  if (cards.length === 0 || ctx.roundsLeft === 0) return 0;
  const perCard = (ctx.roundsLeft * HAND_SIZE) / cards.length;
  let total = 0;
  for (const c of cards) total += (cardPlayWorth(ctx, c) - WORTH.dilution) * perCard;
  return Math.max(0, total) * (playsLeft(ctx) > 0 ? 1 : 0);
}

/** A seat's position in one currency (WORTH): VP first, then everything that makes VP later. */
export function seatWorth(ctx: ImperiumContext): number {
  const me = ctx.me;
  const board = ctx.view.board;
  const lasting = ctx.roundsLeft;
  let worth = me.victoryPoints * WORTH.victoryPoint;
  worth += me.solari * resourceWorth(ctx, 'solari');
  worth += me.spice * resourceWorth(ctx, 'spice');
  worth += me.water * resourceWorth(ctx, 'water');
  worth += me.troops.garrison * troopWorth(ctx);
  worth += me.intrigueCount * intrigueWorth(ctx);
  worth += trackWorth(ctx) + deckWorth(ctx);
  if (me.highCouncil) worth += 2 * WORTH.persuasion * lasting;
  if (me.swordmaster) worth += 0.75 * WORTH.agent * lasting;
  for (const space of ctx.content.controlSpaces) if (board.control[space] === ctx.seat) worth += 1.2 * lasting;
  if (board.mentat.holder === ctx.seat && board.mentat.keep) worth += 0.8 * WORTH.agent;
  return worth + uprisingPiecesWorth(ctx);
}

/** The seats that can win: the players, and a solo game's Rivals (rules 002 PARTIE SOLO), not the 2-player Rival. */
function contenders(state: EngineState): Seat[] {
  const h = state.houseHagal;
  return state.players.map((_, s) => s).filter((s) => s < state.seatCount || h?.mode === 'solo');
}

/**
 * A position's worth for `seat` between 0 and 1: 1 or 0 once the game is over (a shared win counts), else its share
 * of the winning chances, a softmax over the contenders' worths.
 */
export function evaluateImperium(state: EngineState, seat: Seat): number {
  if (state.result) return state.result.winners.includes(seat) ? 1 : 0;
  const rng = seedRng('evaluate');
  const seats = contenders(state);
  let rounds = 0;
  const worths = seats.map((s) => {
    // Both editions' games share the engine's view function: a 2020 state is viewed the same way.
    const ctx = makeContext(uprising.view(state, s), s, [], rng, null);
    rounds = ctx.roundsLeft;
    return seatWorth(ctx);
  });
  const k = SHARPNESS * (1 + 2 / (rounds + 1));
  const top = Math.max(...worths);
  let sum = 0;
  let own = 0;
  seats.forEach((s, i) => {
    const w = Math.exp(k * (worths[i]! - top));
    sum += w;
    if (s === seat) own = w;
  });
  return own / sum;
}
