import type { Seat } from '@arrakis/engine';
import { LOCATION_BY_KEY, LOCATIONS, type LocationKey } from '../data/locations.ts';
import type { TerritoryId } from '../data/territories.ts';
import { alliesOf, factionsIn, forcesIn, inStorm, isStronghold, POLAR_SINK } from '../board.ts';
import type { DuneState } from '../state.ts';

/**
 * rules 000 §9.C.1.c, §9.C.2.f, §12.E.5: no entering a stronghold already held by two other factions, nor a
 * territory where an ally stands (the Polar Sink excepted).
 */
export function canEnter(state: DuneState, seat: Seat, territory: TerritoryId): boolean {
  const faction = state.seats[seat]!;
  if (territory !== POLAR_SINK) {
    for (const ally of alliesOf(state, seat)) {
      if (forcesIn(state, territory, state.seats[ally]!) > 0) return false;
    }
  }
  if (isStronghold(territory)) {
    const others = factionsIn(state, territory).filter((f) => f !== faction);
    if (others.length >= 2) return false;
  }
  return true;
}

export function splitLocation(key: LocationKey): { territory: TerritoryId; sector: number } {
  const i = key.lastIndexOf(':');
  return { territory: key.slice(0, i) as TerritoryId, sector: Number(key.slice(i + 1)) };
}

/** Every location forces may arrive at (shipment, worm ride): not in the storm, and enterable. */
export function placesToArrive(state: DuneState, seat: Seat, except?: TerritoryId): LocationKey[] {
  const places: LocationKey[] = [];
  for (const loc of LOCATIONS) {
    if (loc.territory === except) continue;
    if (inStorm(state, loc.territory, loc.sector)) continue;
    if (!canEnter(state, seat, loc.territory)) continue;
    places.push(loc.key);
  }
  return places;
}

/** Territories within `range` territory steps of `origin`, by territory adjacency (annexe 3 Fremen 2). */
export function territoriesWithin(origin: TerritoryId, range: number, adjacency: (t: TerritoryId) => readonly TerritoryId[]): Set<TerritoryId> {
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
 * rules 000 §9.C.2: where one group can go from `from` within `range` territories. Sectors cost nothing; no
 * sector in the storm may be left, entered or crossed (§9.C.2.c); blocked strongholds and allies' territories
 * can be neither entered nor crossed.
 */
export function reachable(state: DuneState, seat: Seat, from: LocationKey, range: number): LocationKey[] {
  const start = LOCATION_BY_KEY.get(from);
  if (!start || inStorm(state, start.territory, start.sector)) return [];
  const enterable = new Map<TerritoryId, boolean>();
  const mayEnter = (t: TerritoryId): boolean => {
    let ok = enterable.get(t);
    if (ok === undefined) {
      ok = t === start.territory || canEnter(state, seat, t);
      enterable.set(t, ok);
    }
    return ok;
  };
  const best = new Map<LocationKey, number>([[from, 0]]);
  // 0-1 breadth-first search: a step inside a territory costs 0, into another territory 1.
  const deque: LocationKey[] = [from];
  while (deque.length > 0) {
    const key = deque.shift()!;
    const cost = best.get(key)!;
    const here = LOCATION_BY_KEY.get(key)!;
    for (const nKey of here.neighbours) {
      const n = LOCATION_BY_KEY.get(nKey)!;
      if (inStorm(state, n.territory, n.sector)) continue;
      const step = n.territory === here.territory ? 0 : 1;
      const c = cost + step;
      if (c > range) continue;
      if (step === 1 && !mayEnter(n.territory)) continue;
      const prev = best.get(nKey);
      if (prev !== undefined && prev <= c) continue;
      best.set(nKey, c);
      if (step === 0) deque.unshift(nKey);
      else deque.push(nKey);
    }
  }
  best.delete(from);
  return [...best.keys()];
}
