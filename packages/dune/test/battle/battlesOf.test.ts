import { describe, expect, it } from 'vitest';
import { areAllies, seatOf, SECTORS } from '../../src/board.ts';
import { battlesOf } from '../../src/battle/battles.ts';
import { coexisting } from '../../src/coexistence.ts';
import type { Faction } from '../../src/data/factions.ts';
import { TERRITORIES, TERRITORY_IDS } from '../../src/data/territories.ts';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { botRng, randomChoice, seatsOf } from '../properties/randomPlay.ts';

/** The games played: six factions, and the options that change who fights (coexistence, alliances, eliminations). */
const GAMES: readonly { readonly seed: string; readonly players: number; readonly options: object }[] = [
  { seed: 'battlesOf:1', players: 6, options: {} },
  { seed: 'battlesOf:2', players: 6, options: { extraPowers: true, advancedBattles: true } },
  { seed: 'battlesOf:3', players: 5, options: { extraPowers: true, duel: true, spiceHarvest: true } },
];

/** The sectors where a faction has tokens in a territory. */
function sectorsHeld(state: DuneState, territory: string, faction: Faction): number[] {
  // 000 XXXIV: the south quarters are on the board only in a Governor game.
  const bySector = state.board[territory]?.forces[faction] ?? {};
  return Object.entries(bySector)
    .filter(([, count]) => count > 0)
    .map(([sector]) => Number(sector));
}

/**
 * rules 000 §10.A.2.a by its own words: two sectors of a territory are joined when one can walk from one to the
 * other through sectors of the territory, one step at a time, without entering the storm's sector.
 */
function joined(state: DuneState, territory: string, from: number, to: number): boolean {
  const sectors = TERRITORIES[territory as keyof typeof TERRITORIES].sectors;
  if (from === state.storm || to === state.storm || !sectors.includes(from) || !sectors.includes(to)) return false;
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const s = queue.shift()!;
    if (s === to) return true;
    for (const n of [(s + 1) % SECTORS, (s + SECTORS - 1) % SECTORS]) {
      if (n === state.storm || !sectors.includes(n) || seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

/**
 * rules 000 §10.A.1–4, §12.E.5, §15.B.4: every battle the seat is in, territory by territory, opponents in seat
 * order; written without the occupancy index nor the storm's parts.
 */
function referenceBattles(state: DuneState, seat: number): { territory: string; opponent: number }[] {
  const mine = state.seats[seat]!;
  const out: { territory: string; opponent: number }[] = [];
  for (const territory of TERRITORY_IDS) {
    if (territory === 'polarSink') continue;
    const own = sectorsHeld(state, territory, mine);
    if (own.length === 0) continue;
    state.seats.forEach((other, otherSeat) => {
      if (other === mine) return;
      if ((other === 'beneGesserit' || mine === 'beneGesserit') && coexisting(state, territory)) return;
      const a = seatOf(state, mine);
      const b = seatOf(state, other);
      if (a === null || b === null || areAllies(state, a, b)) return;
      const theirs = sectorsHeld(state, territory, other);
      if (own.some((s) => theirs.some((t) => joined(state, territory, s, t))))
        out.push({ territory, opponent: otherSeat });
    });
  }
  return out;
}

describe('rules 000 §10.A determining battles: battlesOf against the rules’ words', () => {
  it.each(GAMES)(
    'after every action of a random game ($seed), every seat’s battles are those of the definition',
    (game) => {
      const state = dune.setup(game.options, seatsOf(game.players), game.seed);
      const rng = botRng(game.seed);
      let compared = 0;
      let battles = 0;
      for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng)) {
        dune.applyInPlace(state, choice.seat, choice.action);
        for (let seat = 0; seat < game.players; seat++) {
          const found = battlesOf(state, seat);
          expect(found).toEqual(referenceBattles(state, seat));
          battles += found.length;
          compared++;
        }
      }
      // A game where nobody ever shares a territory would check nothing.
      expect(compared).toBeGreaterThan(1000);
      expect(battles).toBeGreaterThan(0);
    },
  );
});
