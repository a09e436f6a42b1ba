import type { Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import { TERRITORIES, TERRITORY_IDS, type TerritoryId } from '../data/territories.ts';
import { areAllies, POLAR_SINK, SECTORS, seatOf } from '../board.ts';
import { coexisting } from '../coexistence.ts';
import { FACTION_BIT, occupancy } from '../occupancy.ts';
import type { DuneState } from '../state.ts';

/** A battle the aggressor may choose (rules 000 §10.A.3–4). */
export interface BattleOption {
  readonly territory: TerritoryId;
  readonly opponent: Seat;
}

function consecutive(a: number, b: number): boolean {
  const d = (((a - b) % SECTORS) + SECTORS) % SECTORS;
  return d === 1 || d === SECTORS - 1;
}

/** Each sector's part label, 0 for a sector outside the territory or in the storm (filled by `markStormParts`). */
const PART = new Int8Array(SECTORS);
const PART_QUEUE: number[] = [];

/**
 * rules 000 §10.A.2.a: the storm sector splits a territory into parts whose forces cannot meet. Labels, in PART,
 * each sector of the territory out of the storm with its part (the lowest-numbered sector of the part found first,
 * plus one); forces in the storm sector itself fight nobody. A scratch table: the answer is read at once.
 */
function markStormParts(state: DuneState, territory: TerritoryId): void {
  const sectors = TERRITORIES[territory].sectors;
  PART.fill(0);
  for (const start of sectors) {
    if (start === state.storm || PART[start] !== 0) continue;
    const label = start + 1;
    PART[start] = label;
    PART_QUEUE.push(start);
    while (PART_QUEUE.length > 0) {
      const s = PART_QUEUE.pop()!;
      for (const n of sectors) {
        if (n !== state.storm && PART[n] === 0 && consecutive(s, n)) {
          PART[n] = label;
          PART_QUEUE.push(n);
        }
      }
    }
  }
}

/** The parts (of the last `markStormParts`) where the faction has tokens, one bit per part. */
function partsHeld(state: DuneState, territory: TerritoryId, faction: Faction): number {
  const bySector = state.board[territory]!.forces[faction];
  let held = 0;
  if (bySector === undefined) return held;
  // Only the territory's sectors have a part: its keys read, not enumerated (see `sectorsOf`).
  for (const sector of TERRITORIES[territory].sectors) {
    if (!(bySector[sector]! > 0)) continue;
    const label = PART[sector]!;
    if (label > 0) held |= 1 << (label - 1);
  }
  return held;
}

/** Whether the two factions are kept apart whatever the storm (allies, the Polar Sink, coexistence, no seat). */
function keptApart(state: DuneState, territory: TerritoryId, a: Faction, b: Faction): boolean {
  if (a === b || territory === POLAR_SINK) return true;
  // 000 XXXIII: an agreement settled the territory for this battle phase.
  if (state.battles?.settled?.includes(territory)) return true;
  if ((a === 'beneGesserit' || b === 'beneGesserit') && coexisting(state, territory)) return true;
  const seatA = seatOf(state, a);
  const seatB = seatOf(state, b);
  return seatA === null || seatB === null || areAllies(state, seatA, seatB);
}

/**
 * rules 000 §10.A.1–2, §12.E.5: two factions in a territory must fight unless they are allies, the territory is the
 * Polar Sink, or the storm separates them; rules 000 §15.B.4: nor when one is the Bene Gesserit coexisting there.
 */
export function mustFight(state: DuneState, territory: TerritoryId, a: Faction, b: Faction): boolean {
  if (keptApart(state, territory, a, b)) return false;
  markStormParts(state, territory);
  return (partsHeld(state, territory, a) & partsHeld(state, territory, b)) !== 0;
}

/**
 * Every battle the seat is in, territory by territory, opponents in seat order (rules 000 §10.A.3–4): `mustFight`
 * for each faction present with the seat's, the storm's parts and the seat's own found once per territory. Only
 * the territories the occupancy index shows the seat sharing are looked at (the battle phase asks this once per
 * aggressor and per battle fought).
 */
export function battlesOf(state: DuneState, seat: Seat): BattleOption[] {
  const faction = state.seats[seat]!;
  const mine = FACTION_BIT[faction];
  const present = occupancy(state).in;
  const options: BattleOption[] = [];
  for (let t = 0; t < TERRITORY_IDS.length; t++) {
    const here = present[t]!;
    if ((here & mine) === 0 || (here & ~mine) === 0) continue;
    const territory = TERRITORY_IDS[t]!;
    let held = -1;
    for (let opponent = 0; opponent < state.seats.length; opponent++) {
      const other = state.seats[opponent]!;
      if ((here & FACTION_BIT[other]) === 0 || keptApart(state, territory, faction, other)) continue;
      if (held < 0) {
        markStormParts(state, territory);
        held = partsHeld(state, territory, faction);
      }
      if ((held & partsHeld(state, territory, other)) !== 0) options.push({ territory, opponent });
    }
  }
  return options;
}
