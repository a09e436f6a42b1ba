import { FORCES_PER_FACTION, type Faction } from '../../src/data/factions.ts';
import { STARRED_TOKENS } from '../../src/setup.ts';
import { STRONGHOLDS } from '../../src/data/territories.ts';
import { gameTreacheryDeck } from '../../src/data/treachery.ts';
import { DUEL_CARD_IDS } from '../../src/data/duel.ts';
import { occupants } from '../../src/coexistence.ts';
import { allTreacheryCards, tokensOf } from '../helpers.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import type { DuneState } from '../../src/state.ts';

/** Returns the broken invariants (empty when all hold). */
export function brokenInvariants(state: DuneState): string[] {
  const broken: string[] = [];
  for (const f of state.seats) {
    // rules 000 §19.C.12: an eliminated faction's forces left the game.
    if (state.eliminated?.includes(state.factions[f]!.seat)) {
      if (tokensOf(state, f) !== 0 || state.factions[f]!.spice !== 0 || state.factions[f]!.hand.length !== 0)
        broken.push(`eliminated ${f} still holds something`);
      continue;
    }
    const n = tokensOf(state, f);
    if (n !== FORCES_PER_FACTION) broken.push(`${f} has ${n} tokens, not ${FORCES_PER_FACTION}`);
    const fs = state.factions[f]!;
    if (fs.spice < 0 || fs.reserves < 0 || fs.tanks < 0)
      broken.push(`${f} negative: spice ${fs.spice} reserves ${fs.reserves} tanks ${fs.tanks}`);
  }
  // rules 000 §15: the starred tokens are a part of those 20, each where some of the faction's tokens are.
  for (const [f, st] of Object.entries(state.extra?.starred ?? {})) {
    const fs = state.factions[f]!;
    if (state.eliminated?.includes(fs.seat)) continue;
    let onBoard = 0;
    for (const [key, n] of Object.entries(st.board)) {
      const i = key.lastIndexOf(':');
      const here = state.board[key.slice(0, i)]!.forces[f as Faction]?.[key.slice(i + 1)] ?? 0;
      if (n <= 0 || n > here) broken.push(`${f} has ${n} starred of ${here} tokens in ${key}`);
      onBoard += n;
    }
    if (st.reserves < 0 || st.reserves > fs.reserves)
      broken.push(`${f} starred reserves ${st.reserves}/${fs.reserves}`);
    if (st.tanks < 0 || st.tanks > fs.tanks) broken.push(`${f} starred in tanks ${st.tanks}/${fs.tanks}`);
    const total = onBoard + st.reserves + st.tanks;
    if (total !== STARRED_TOKENS[f as Faction]) broken.push(`${f} has ${total} starred tokens`);
  }
  // rules 000 §19: the 25 Duel cards are always somewhere: the deck, the discard or a hand of at most four.
  if (state.duel) {
    const hands = Object.values(state.duel.hands);
    const all = [...state.duel.deck, ...state.duel.discard, ...hands.flat()].sort();
    if (all.join() !== [...DUEL_CARD_IDS].sort().join()) broken.push(`duel cards not conserved: ${all.length} of 25`);
    if (hands.some((h) => h.length > 4)) broken.push('a Duel hand holds more than four cards');
  }
  const total = spiceTotal(state);
  if (total !== INITIAL_BANK) broken.push(`spice total ${total}, not ${INITIAL_BANK}`);
  if (state.bank < 0) broken.push(`bank negative ${state.bank}`);
  const expected = [...gameTreacheryDeck(state.options)].sort();
  const actual = allTreacheryCards(state);
  if (expected.join() !== actual.join()) broken.push(`cards not conserved: ${actual.length} of ${expected.length}`);
  // rules 000 §9.C.1.c, §9.C.2.f; rules 000 §15.B.4: coexisting Bene Gesserit are as if not there.
  for (const t of STRONGHOLDS) {
    const present = occupants(state, t);
    if (present.length > 2) broken.push(`${t} holds ${present.join(', ')}`);
  }
  return broken;
}
