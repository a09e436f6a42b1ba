import { CROSS_TERRITORY_BORDERS } from './locationBorders.ts';
import { TERRITORIES, TERRITORY_IDS, type TerritoryId } from './territories.ts';

/**
 * One (territory, sector) pair, written `${territoryId}:${sector}`, e.g. 'imperialBasin:9'. The Polar Sink, in no
 * sector, has the single location 'polarSink:-1'. Locations exist because forces can neither leave, enter nor cross
 * a sector in storm (rules 000 §9.C.2.c), and forces in a territory spanning several sectors stand in one of them
 * (rules 000 §9.C.2.d).
 */
export type LocationKey = string;

/** The sector of the Polar Sink's only location. */
export const POLAR_SINK_SECTOR = -1;

export interface LocationData {
  readonly key: LocationKey;
  readonly territory: TerritoryId;
  readonly sector: number;
  /** Locations reachable in one step, sorted in LOCATIONS order. */
  readonly neighbours: readonly LocationKey[];
}

export function locationKey(t: TerritoryId, sector: number): LocationKey {
  return `${t}:${sector}`;
}

function sectorsOf(t: TerritoryId): readonly number[] {
  const { sectors } = TERRITORIES[t];
  return sectors.length === 0 ? [POLAR_SINK_SECTOR] : sectors;
}

/** Two sectors are consecutive when they differ by one around the 18-sector ring. */
function consecutive(a: number, b: number): boolean {
  const d = (((a - b) % 18) + 18) % 18;
  return d === 1 || d === 17;
}

function buildLocations(): readonly LocationData[] {
  const places: { readonly key: LocationKey; readonly territory: TerritoryId; readonly sector: number }[] = [];
  const neighbours = new Map<LocationKey, Set<LocationKey>>();
  for (const territory of TERRITORY_IDS) {
    for (const sector of sectorsOf(territory)) {
      const key = locationKey(territory, sector);
      places.push({ key, territory, sector });
      neighbours.set(key, new Set());
    }
  }
  const link = (a: LocationKey, b: LocationKey): void => {
    const na = neighbours.get(a);
    const nb = neighbours.get(b);
    if (na === undefined || nb === undefined) throw new Error(`unknown location in border ${a} / ${b}`);
    na.add(b);
    nb.add(a);
  };
  for (const t of TERRITORY_IDS) {
    const sectors = sectorsOf(t);
    for (const a of sectors) {
      for (const b of sectors) {
        if (a < b && consecutive(a, b)) link(locationKey(t, a), locationKey(t, b));
      }
    }
  }
  for (const [a, b] of CROSS_TERRITORY_BORDERS) link(a, b);
  const rank = new Map(places.map((p, i) => [p.key, i]));
  return places.map(({ key, territory, sector }) => {
    const sorted = [...neighbours.get(key)!].sort((x, y) => rank.get(x)! - rank.get(y)!);
    return Object.freeze({ key, territory, sector, neighbours: Object.freeze(sorted) });
  });
}

/** All 86 locations, territory by territory in TERRITORY_IDS order, sectors ascending. */
export const LOCATIONS: readonly LocationData[] = Object.freeze(buildLocations());

export const LOCATION_BY_KEY: ReadonlyMap<LocationKey, LocationData> = new Map(LOCATIONS.map((l) => [l.key, l]));

const KEYS_BY_TERRITORY: ReadonlyMap<TerritoryId, readonly LocationKey[]> = new Map(
  TERRITORY_IDS.map((t) => [t, Object.freeze(sectorsOf(t).map((s) => locationKey(t, s)))]),
);

/** The locations of a territory, sectors ascending. */
export function locationsOfTerritory(t: TerritoryId): readonly LocationKey[] {
  return KEYS_BY_TERRITORY.get(t)!;
}
