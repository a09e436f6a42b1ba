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

/**
 * rules 000 §10.A.2.a: the storm sector splits a territory into parts whose forces cannot meet. Returns, for each
 * sector of the territory out of the storm, the label of its part; forces in the storm sector itself fight nobody.
 */
function stormParts(state: DuneState, territory: TerritoryId): Map<number, number> {
  const free = TERRITORIES[territory].sectors.filter((s) => s !== state.storm);
  const part = new Map<number, number>();
  for (const start of free) {
    if (part.has(start)) continue;
    const queue = [start];
    part.set(start, start);
    while (queue.length > 0) {
      const s = queue.pop()!;
      for (const n of free) {
        if (!part.has(n) && consecutive(s, n)) {
          part.set(n, start);
          queue.push(n);
        }
      }
    }
  }
  return part;
}

function partsHeld(
  state: DuneState,
  territory: TerritoryId,
  faction: Faction,
  parts: Map<number, number>,
): Set<number> {
  const held = new Set<number>();
  const bySector = state.board[territory]!.forces[faction] ?? {};
  for (const [sector, count] of Object.entries(bySector)) {
    const p = parts.get(Number(sector));
    if (count > 0 && p !== undefined) held.add(p);
  }
  return held;
}

/** Whether the two factions are kept apart whatever the storm (allies, the Polar Sink, coexistence, no seat). */
function keptApart(state: DuneState, territory: TerritoryId, a: Faction, b: Faction): boolean {
  if (a === b || territory === POLAR_SINK) return true;
  if ((a === 'beneGesserit' || b === 'beneGesserit') && coexisting(state, territory)) return true;
  const seatA = seatOf(state, a);
  const seatB = seatOf(state, b);
  return seatA === null || seatB === null || areAllies(state, seatA, seatB);
}

function meet(held: Set<number>, other: Set<number>): boolean {
  for (const p of held) if (other.has(p)) return true;
  return false;
}

/**
 * rules 000 §10.A.1–2, §12.E.5: two factions in a territory must fight unless they are allies, the territory is the
 * Polar Sink, or the storm separates them; rules 000 §15.B.4: nor when one is the Bene Gesserit coexisting there.
 */
export function mustFight(state: DuneState, territory: TerritoryId, a: Faction, b: Faction): boolean {
  if (keptApart(state, territory, a, b)) return false;
  const parts = stormParts(state, territory);
  return meet(partsHeld(state, territory, a, parts), partsHeld(state, territory, b, parts));
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
    let parts: Map<number, number> | null = null;
    let held: Set<number> | null = null;
    for (const other of state.seats) {
      if ((here & FACTION_BIT[other]) === 0 || keptApart(state, territory, faction, other)) continue;
      parts ??= stormParts(state, territory);
      held ??= partsHeld(state, territory, faction, parts);
      if (meet(held, partsHeld(state, territory, other, parts)))
        options.push({ territory, opponent: state.seats.indexOf(other) });
    }
  }
  return options;
}
