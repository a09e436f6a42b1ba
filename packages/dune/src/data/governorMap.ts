import type { LocationLiteral } from './locationBorders.ts';
import { LOCATIONS, type LocationKey } from './locations.ts';
import { TERRITORY_IDS, type TerritoryId } from './territories.ts';

/**
 * 000 XXXIV.A (variant `governor`): "Les deux capitales, Carthag, et Arrakeen, sont divisées en deux quartiers,
 * nord et sud, matérialisés sur la carte. Ces deux quartiers sont considérés à tous points de vue comme deux sietchs
 * différents et voisins." The text draws no line; our reading of the board (the Polar Sink, the pole, is the north):
 * the north quarter keeps the city's id and faces the pole (Imperial Basin, and Arsunt for Carthag), the south
 * quarter faces the rim (Old Gap for Arrakeen, Tsimpo for Carthag); the territories beside the city along the
 * sector line (Rim Wall West, Hagga Basin) touch both quarters; the two quarters border each other. Both lie in
 * the city's sector and, like it, behind the Shield Wall.
 */
export type Capital = 'arrakeen' | 'carthag';

export const CAPITALS: readonly Capital[] = ['arrakeen', 'carthag'];

/** Each capital's quarters, north first (the north quarter keeps the city's id). */
export const QUARTERS_OF: Readonly<Record<Capital, readonly [TerritoryId, TerritoryId]>> = {
  arrakeen: ['arrakeen', 'arrakeenSouth'],
  carthag: ['carthag', 'carthagSouth'],
};

export const QUARTERS: readonly TerritoryId[] = [...QUARTERS_OF.arrakeen, ...QUARTERS_OF.carthag];

/** The territories that exist only on the Governor's map. */
export const SOUTH_QUARTERS: readonly TerritoryId[] = ['arrakeenSouth', 'carthagSouth'];

/** 000 XXXIV.D, XXXVIII.A: the three sietchs and the four quarters ("les sept prédictions"). */
export const SIETCHS_AND_QUARTERS: readonly TerritoryId[] = [
  'tueksSietch',
  'sietchTabr',
  'habbanyaSietch',
  ...QUARTERS,
];

export function capitalOf(territory: TerritoryId): Capital | null {
  for (const c of CAPITALS) if (QUARTERS_OF[c].includes(territory)) return c;
  return null;
}

/** The city's borders that the split gives to the south quarter alone. */
export const GOVERNOR_BORDERS_REMOVED: readonly (readonly [LocationLiteral, LocationLiteral])[] = [
  ['arrakeen:9', 'oldGap:9'],
  ['carthag:10', 'tsimpo:10'],
  ['carthag:10', 'tsimpo:11'],
];

export const GOVERNOR_BORDERS_ADDED: readonly (readonly [LocationLiteral, LocationLiteral])[] = [
  ['arrakeen:9', 'arrakeenSouth:9'],
  ['arrakeenSouth:9', 'oldGap:9'],
  ['arrakeenSouth:9', 'rimWallWest:8'],
  ['carthag:10', 'carthagSouth:10'],
  ['carthagSouth:10', 'tsimpo:10'],
  ['carthagSouth:10', 'tsimpo:11'],
  ['carthagSouth:10', 'haggaBasin:11'],
];

/** Whether a game is played on the Governor's map. */
export function governorMap(options: { readonly governor?: boolean }): boolean {
  return options.governor === true;
}

const CLASSIC_TERRITORIES: readonly TerritoryId[] = TERRITORY_IDS.filter((t) => !SOUTH_QUARTERS.includes(t));

/** The territories on the board of a game (and in `state.board`), TERRITORY_IDS order. */
export function boardTerritories(options: { readonly governor?: boolean }): readonly TerritoryId[] {
  return governorMap(options) ? TERRITORY_IDS : CLASSIC_TERRITORIES;
}

/** Whether a territory is on the board of a game with these options. */
export function onBoard(options: { readonly governor?: boolean }, territory: TerritoryId): boolean {
  return governorMap(options) || !SOUTH_QUARTERS.includes(territory);
}

function buildNeighbours(): readonly (readonly LocationKey[])[] {
  const index = new Map(LOCATIONS.map((l, i) => [l.key, i]));
  const sets = LOCATIONS.map((l) => new Set<LocationKey>(l.neighbours));
  for (const [a, b] of GOVERNOR_BORDERS_REMOVED) {
    sets[index.get(a)!]!.delete(b);
    sets[index.get(b)!]!.delete(a);
  }
  for (const [a, b] of GOVERNOR_BORDERS_ADDED) {
    sets[index.get(a)!]!.add(b);
    sets[index.get(b)!]!.add(a);
  }
  return sets.map((s) => Object.freeze([...s].sort((x, y) => index.get(x)! - index.get(y)!)));
}

/** The location graph of the Governor's map: by location (LOCATIONS order), its neighbours in LOCATIONS order. */
export const GOVERNOR_NEIGHBOURS: readonly (readonly LocationKey[])[] = buildNeighbours();

function buildAdjacency(): Readonly<Record<TerritoryId, readonly TerritoryId[]>> {
  const order = new Map(TERRITORY_IDS.map((t, i) => [t, i]));
  const sets = new Map<TerritoryId, Set<TerritoryId>>(TERRITORY_IDS.map((t) => [t, new Set()]));
  LOCATIONS.forEach((l, i) => {
    for (const key of GOVERNOR_NEIGHBOURS[i]!) {
      const other = LOCATIONS.find((m) => m.key === key)!.territory;
      if (other !== l.territory) sets.get(l.territory)!.add(other);
    }
  });
  const out = {} as Record<TerritoryId, readonly TerritoryId[]>;
  for (const [t, s] of sets) out[t] = [...s].sort((a, b) => order.get(a)! - order.get(b)!);
  return out;
}

/** The territories next to each territory on the Governor's map. */
export const GOVERNOR_ADJACENCY: Readonly<Record<TerritoryId, readonly TerritoryId[]>> = buildAdjacency();
