import type { Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import { TERRITORIES, TERRITORY_IDS, type TerritoryId } from '../data/territories.ts';
import { areAllies, factionsIn, POLAR_SINK, SECTORS, seatOf } from '../board.ts';
import { coexisting } from '../coexistence.ts';
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

/**
 * rules 000 §10.A.1–2, §12.E.5: two factions in a territory must fight unless they are allies, the territory is the
 * Polar Sink, or the storm separates them; rules 000 §15.B.4: nor when one is the Bene Gesserit coexisting there.
 */
export function mustFight(state: DuneState, territory: TerritoryId, a: Faction, b: Faction): boolean {
  if (a === b || territory === POLAR_SINK) return false;
  if ((a === 'beneGesserit' || b === 'beneGesserit') && coexisting(state, territory)) return false;
  const seatA = seatOf(state, a);
  const seatB = seatOf(state, b);
  if (seatA === null || seatB === null || areAllies(state, seatA, seatB)) return false;
  const parts = stormParts(state, territory);
  const heldByB = partsHeld(state, territory, b, parts);
  for (const p of partsHeld(state, territory, a, parts)) if (heldByB.has(p)) return true;
  return false;
}

/** Every battle the seat is in, territory by territory, opponents in seat order (rules 000 §10.A.3–4). */
export function battlesOf(state: DuneState, seat: Seat): BattleOption[] {
  const faction = state.seats[seat]!;
  const options: BattleOption[] = [];
  for (const territory of TERRITORY_IDS) {
    const present = factionsIn(state, territory);
    if (!present.includes(faction)) continue;
    for (const other of present) {
      if (mustFight(state, territory, faction, other))
        options.push({ territory, opponent: state.seats.indexOf(other) });
    }
  }
  return options;
}
