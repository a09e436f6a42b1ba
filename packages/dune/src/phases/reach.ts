import type { Seat } from '@arrakis/engine';
import { LOCATIONS, type LocationKey } from '../data/locations.ts';
import { TERRITORY_IDS, type TerritoryId } from '../data/territories.ts';
import type { Faction } from '../data/factions.ts';
import { alliesOf, isStronghold, POLAR_SINK } from '../board.ts';
import { coexisting } from '../coexistence.ts';
import type { DuneState } from '../state.ts';

/**
 * rules 000 §9.C.1.c, §9.C.2.f, §12.E.5: no entering a stronghold already held by two other factions, nor a
 * territory where an ally stands (the Polar Sink excepted). rules 000 §15.B.4: coexisting Bene Gesserit tokens are
 * as if not there.
 */
export function canEnter(state: DuneState, seat: Seat, territory: TerritoryId): boolean {
  const faction = state.seats[seat]!;
  const present = state.board[territory]!.forces;
  // Hot path (every destination of every movement question): no closure here.
  const unseen: Faction | null = state.extra !== null && coexisting(state, territory) ? 'beneGesserit' : null;
  if (territory !== POLAR_SINK) {
    for (const ally of alliesOf(state, seat)) {
      const f = state.seats[ally]!;
      if (f !== unseen && present[f] !== undefined) return false;
    }
  }
  if (isStronghold(territory)) {
    let others = 0;
    for (const f of state.seats) if (f !== faction && f !== unseen && present[f] !== undefined) others++;
    if (others >= 2) return false;
  }
  return true;
}

/**
 * canEnter for every territory at once: the board does not change while legal actions are listed. The seat's allies
 * are found once, not once per territory.
 */
export function enterableTerritories(state: DuneState, seat: Seat): Set<TerritoryId> {
  const faction = state.seats[seat]!;
  const allies: Faction[] = [];
  for (const ally of alliesOf(state, seat)) allies.push(state.seats[ally]!);
  const enterable = new Set<TerritoryId>();
  for (const territory of TERRITORY_IDS) {
    const present = state.board[territory]!.forces;
    const unseen: Faction | null = state.extra !== null && coexisting(state, territory) ? 'beneGesserit' : null;
    let open = true;
    if (territory !== POLAR_SINK)
      for (const f of allies)
        if (f !== unseen && present[f] !== undefined) {
          open = false;
          break;
        }
    if (open && isStronghold(territory)) {
      let others = 0;
      for (const f of state.seats) if (f !== faction && f !== unseen && present[f] !== undefined) others++;
      if (others >= 2) open = false;
    }
    if (open) enterable.add(territory);
  }
  return enterable;
}

const SPLIT = new Map<LocationKey, { readonly territory: TerritoryId; readonly sector: number }>(
  LOCATIONS.map((l) => [l.key, { territory: l.territory, sector: l.sector }]),
);

export function splitLocation(key: LocationKey): { readonly territory: TerritoryId; readonly sector: number } {
  const known = SPLIT.get(key);
  if (known) return known;
  const i = key.lastIndexOf(':');
  return { territory: key.slice(0, i) as TerritoryId, sector: Number(key.slice(i + 1)) };
}

/** The location graph as integer indices, for the searches below. */
const INDEX = new Map<LocationKey, number>(LOCATIONS.map((l, i) => [l.key, i]));
const NEIGHBOURS: readonly (readonly number[])[] = LOCATIONS.map((l) => l.neighbours.map((k) => INDEX.get(k)!));
/** Each location's sector, the Polar Sink's as -2 (never the storm's: rules 000 §9.C.2.e). */
const STORM_SECTOR = Int8Array.from(LOCATIONS, (l) => (l.territory === POLAR_SINK ? -2 : l.sector));
const TERRITORY: readonly TerritoryId[] = LOCATIONS.map((l) => l.territory);

/** rules 000 §9.C.2.c, e: a location in the storm sector, the Polar Sink never. */
function stormy(state: DuneState, i: number): boolean {
  return STORM_SECTOR[i] === state.storm;
}

/**
 * The search's scratch space, reused by every call (a search never starts another): the best cost found per
 * location (-1: not reached), and the locations in the order they were reached.
 */
const BEST = new Int8Array(LOCATIONS.length).fill(-1);
const QUEUE: number[] = [];

/** Every location forces may arrive at (shipment, worm ride): not in the storm, and enterable. */
export function placesToArrive(
  state: DuneState,
  seat: Seat,
  except?: TerritoryId,
  enterable = enterableTerritories(state, seat),
): LocationKey[] {
  const places: LocationKey[] = [];
  const storm = state.storm;
  for (let i = 0; i < LOCATIONS.length; i++) {
    const territory = TERRITORY[i]!;
    if (territory === except || STORM_SECTOR[i] === storm || !enterable.has(territory)) continue;
    places.push(LOCATIONS[i]!.key);
  }
  return places;
}

/** Territories within `range` territory steps of `origin`, by territory adjacency (annexe 3 Fremen 2). */
export function territoriesWithin(
  origin: TerritoryId,
  range: number,
  adjacency: (t: TerritoryId) => readonly TerritoryId[],
): Set<TerritoryId> {
  const seen = new Set<TerritoryId>([origin]);
  let frontier: TerritoryId[] = [origin];
  for (let step = 0; step < range; step++) {
    const next: TerritoryId[] = [];
    for (const t of frontier) {
      for (const n of adjacency(t)) {
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

/**
 * `throughStorm`: annexe 5 Fremen 3 (extra powers), the Fremen may enter or cross the storm (at a price).
 *
 * rules 000 §9.C.2: where one group can go from `from` within `range` territories. Sectors cost nothing; no
 * sector in the storm may be left, entered or crossed (§9.C.2.c); blocked strongholds and allies' territories
 * can be neither entered nor crossed.
 */
export function reachable(
  state: DuneState,
  seat: Seat,
  from: LocationKey,
  range: number,
  enterable = enterableTerritories(state, seat),
  throughStorm = false,
): LocationKey[] {
  const start = INDEX.get(from);
  if (start === undefined || stormy(state, start)) return [];
  const origin = TERRITORY[start]!;
  const storm = throughStorm ? -3 : state.storm;
  const best = BEST;
  const queue = QUEUE;
  queue.length = 0;
  best[start] = 0;
  queue.push(start);
  // Breadth-first search where a step inside a territory costs 0, into another territory 1; a location improved
  // later is queued again, so the queue may hold it twice (its cost is read when it is taken).
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head]!;
    const cost = best[here]!;
    const territory = TERRITORY[here]!;
    for (const n of NEIGHBOURS[here]!) {
      if (STORM_SECTOR[n] === storm) continue;
      const nTerritory = TERRITORY[n]!;
      const step = nTerritory === territory ? 0 : 1;
      const c = cost + step;
      if (c > range) continue;
      if (step === 1 && nTerritory !== origin && !enterable.has(nTerritory)) continue;
      const known = best[n]!;
      if (known !== -1 && known <= c) continue;
      best[n] = c;
      queue.push(n);
    }
  }
  // In LOCATIONS order, as the actions were always listed; the scratch space is left clean.
  const reachedAt: number[] = [];
  for (const i of queue)
    if (best[i]! !== -1) {
      best[i] = -1;
      if (i !== start) reachedAt.push(i);
    }
  reachedAt.sort((a, b) => a - b);
  const reached: LocationKey[] = new Array<LocationKey>(reachedAt.length);
  for (let k = 0; k < reachedAt.length; k++) reached[k] = LOCATIONS[reachedAt[k]!]!.key;
  return reached;
}
