import { FORCES_PER_FACTION } from '../../src/data/factions.ts';
import { STRONGHOLDS } from '../../src/data/territories.ts';
import { treacheryDeck } from '../../src/data/treachery.ts';
import { factionsIn, forcesIn } from '../../src/board.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import type { DuneState } from '../../src/state.ts';

/** Every token of a faction: on the board, in reserve, in the tanks. */
export function tokensOf(state: DuneState, faction: DuneState['seats'][number]): number {
  const fs = state.factions[faction]!;
  let onBoard = 0;
  for (const t of Object.keys(state.board)) onBoard += forcesIn(state, t as never, faction);
  return onBoard + fs.reserves + fs.tanks;
}

/** Every treachery card, wherever it is: deck, discard, hands, auction, Karama set aside, residual poisons. */
export function cardsInPlay(state: DuneState): string[] {
  const cards: string[] = [...state.treacheryDeck, ...state.treacheryDiscard];
  for (const f of state.seats) cards.push(...state.factions[f]!.hand);
  if (state.bidding) {
    cards.push(...state.bidding.cards.slice(state.bidding.index));
    if (state.bidding.karamaCard) cards.push(state.bidding.karamaCard);
  }
  for (const p of state.residualPoisons) cards.push(p.card);
  return cards.sort();
}

/** Returns the broken invariants (empty when all hold). */
export function brokenInvariants(state: DuneState): string[] {
  const broken: string[] = [];
  for (const f of state.seats) {
    const n = tokensOf(state, f);
    if (n !== FORCES_PER_FACTION) broken.push(`${f} has ${n} tokens, not ${FORCES_PER_FACTION}`);
    const fs = state.factions[f]!;
    if (fs.spice < 0 || fs.reserves < 0 || fs.tanks < 0) broken.push(`${f} negative: spice ${fs.spice} reserves ${fs.reserves} tanks ${fs.tanks}`);
  }
  const total = spiceTotal(state);
  if (total !== INITIAL_BANK) broken.push(`spice total ${total}, not ${INITIAL_BANK}`);
  if (state.bank < 0) broken.push(`bank negative ${state.bank}`);
  const expected = [...treacheryDeck(state.options.treacheryDeck)].sort();
  const actual = cardsInPlay(state);
  if (expected.join() !== actual.join()) broken.push(`cards not conserved: ${actual.length} of ${expected.length}`);
  for (const t of STRONGHOLDS) {
    const present = factionsIn(state, t);
    if (present.length > 2) broken.push(`${t} holds ${present.join(', ')}`);
  }
  return broken;
}
