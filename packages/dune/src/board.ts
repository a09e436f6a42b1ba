import type { Seat } from '@arrakis/engine';
import type { Faction } from './data/factions.ts';
import { TERRITORIES, TERRITORY_IDS, type TerritoryId } from './data/territories.ts';
import type { DuneState, FactionState, SectorForces } from './state.ts';

export const POLAR_SINK: TerritoryId = 'polarSink';
export const SECTORS = 18;

export function factionOf(state: DuneState, seat: Seat): FactionState {
  return state.factions[state.seats[seat]!]!;
}

export function seatOf(state: DuneState, faction: Faction): Seat | null {
  const i = state.seats.indexOf(faction);
  return i < 0 ? null : i;
}

export function inGame(state: DuneState, faction: Faction): boolean {
  return state.seats.includes(faction);
}

export function sectorForces(state: DuneState, territory: TerritoryId, faction: Faction): SectorForces | undefined {
  return state.board[territory]!.forces[faction];
}

export function forcesIn(state: DuneState, territory: TerritoryId, faction: Faction): number {
  const bySector = state.board[territory]!.forces[faction];
  if (!bySector) return 0;
  let total = 0;
  for (const k in bySector) total += bySector[k]!;
  return total;
}

export function forcesAt(state: DuneState, territory: TerritoryId, sector: number, faction: Faction): number {
  return state.board[territory]!.forces[faction]?.[String(sector)] ?? 0;
}

export function addForces(state: DuneState, territory: TerritoryId, sector: number, faction: Faction, n: number): void {
  if (n <= 0) return;
  const t = state.board[territory]!;
  const bySector = (t.forces[faction] ??= {});
  const k = String(sector);
  bySector[k] = (bySector[k] ?? 0) + n;
}

/** Removes up to n tokens from one sector; returns how many were removed. */
export function removeForces(
  state: DuneState,
  territory: TerritoryId,
  sector: number,
  faction: Faction,
  n: number,
): number {
  const t = state.board[territory]!;
  const bySector = t.forces[faction];
  if (!bySector) return 0;
  const k = String(sector);
  const have = bySector[k] ?? 0;
  const removed = Math.min(have, n);
  if (have - removed <= 0) delete bySector[k];
  else bySector[k] = have - removed;
  if (Object.keys(bySector).length === 0) delete t.forces[faction];
  return removed;
}

/** Removes every token of a faction from a territory; returns how many. */
export function clearForces(state: DuneState, territory: TerritoryId, faction: Faction): number {
  const n = forcesIn(state, territory, faction);
  delete state.board[territory]!.forces[faction];
  return n;
}

/** Factions with at least one token in the territory, in seat order. */
export function factionsIn(state: DuneState, territory: TerritoryId): Faction[] {
  const present = state.board[territory]!.forces;
  return state.seats.filter((f) => present[f] !== undefined);
}

const STRONGHOLD_SET: ReadonlySet<TerritoryId> = new Set(
  TERRITORY_IDS.filter((t) => TERRITORIES[t].kind === 'stronghold'),
);

export function isStronghold(territory: TerritoryId): boolean {
  return STRONGHOLD_SET.has(territory);
}

/** rules 000 §6.C, annexe 4 Family Atomics: forces in sand are lost, Imperial Basin sheltered by the Shield Wall. */
export function exposedToStorm(state: DuneState, territory: TerritoryId): boolean {
  const data = TERRITORIES[territory];
  if (data.kind === 'polarSink') return false;
  if (data.protectedByShieldWall) return state.shieldWallDestroyed;
  return data.kind === 'sand';
}

/** rules 000 §9.C.2.e: the Polar Sink is never in the storm. */
export function inStorm(state: DuneState, territory: TerritoryId, sector: number): boolean {
  return territory !== POLAR_SINK && sector === state.storm;
}

/** Sends tokens from the board or elsewhere to the Tleilaxu tanks. */
export function toTanks(state: DuneState, faction: Faction, n: number): void {
  state.factions[faction]!.tanks += n;
}

export function alliesOf(state: DuneState, seat: Seat): Seat[] {
  const alliance = state.alliances.find((a) => a.includes(seat));
  return alliance ? alliance.filter((s) => s !== seat) : [];
}

export function areAllies(state: DuneState, a: Seat, b: Seat): boolean {
  return a !== b && state.alliances.some((al) => al.includes(a) && al.includes(b));
}

/** Seat of the faction's ally that benefits from a shield power, if any. */
export function allyIs(state: DuneState, seat: Seat, faction: Faction): boolean {
  const s = seatOf(state, faction);
  return s !== null && areAllies(state, seat, s);
}

/** Dot of each seat around the board: seats spread evenly over the six dots; dot k lies in sector 3k+1. */
export function dotSector(state: DuneState, seat: Seat): number {
  return 3 * Math.floor((seat * 6) / state.seatCount) + 1;
}

/**
 * rules 000 §9.A: the first player is the one whose dot is nearest the storm marker counter-clockwise, and not
 * the one whose dot the storm sits on; then the others to his right (counter-clockwise around the board).
 */
export function stormOrder(state: DuneState): Seat[] {
  const key = state.seatCount * SECTORS + state.storm;
  let order = STORM_ORDERS.get(key);
  if (!order) {
    const distance = (seat: Seat) => {
      const d = (dotSector(state, seat) - state.storm + SECTORS) % SECTORS;
      return d === 0 ? SECTORS : d;
    };
    order = state.seats.map((_, i) => i).sort((a, b) => distance(a) - distance(b) || a - b);
    STORM_ORDERS.set(key, order);
  }
  return order.slice();
}

/** The order depends only on the number of seats and the storm's sector. */
const STORM_ORDERS = new Map<number, readonly Seat[]>();

/** The spice on the board, summed: used by conservation checks and views. */
export function spiceOnBoard(state: DuneState): number {
  let total = 0;
  for (const t of TERRITORY_IDS) total += state.board[t]!.spice;
  return total;
}

export function discardTreachery(state: DuneState, cards: readonly string[]): void {
  for (const card of cards) {
    for (const f of state.seats) {
      const hand = state.factions[f]!.hand;
      const i = hand.indexOf(card as (typeof hand)[number]);
      if (i >= 0) {
        hand.splice(i, 1);
        state.treacheryDiscard.push(card as (typeof hand)[number]);
        break;
      }
    }
  }
}
