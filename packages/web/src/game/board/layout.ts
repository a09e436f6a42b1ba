import { QUARTERS_OF, SOUTH_QUARTERS, TERRITORIES, TERRITORY_IDS, type TerritoryId } from '@arrakis/dune';

/**
 * A schematic radial map of Dune, ours (no copied art): the Polar Sink in the middle, the 18 storm sectors as
 * wedges, and each territory an annular band over its sectors at a ring chosen by its distance from the Polar
 * Sink. Bands in one sector never overlap (checked by a test).
 */
export const SECTOR_COUNT = 18;
export const SIZE = 1000;
export const CENTRE = SIZE / 2;
export const POLAR_RADIUS = 95;
export const OUTER_RADIUS = 440;

export interface Band {
  readonly territory: TerritoryId;
  readonly ring: number;
  readonly sectors: readonly number[];
  readonly inner: number;
  readonly outer: number;
}

export interface BoardLayout {
  readonly rings: number;
  readonly bands: Readonly<Record<string, Band>>;
}

/** Hops from the Polar Sink through the territory graph. */
function depths(): Map<TerritoryId, number> {
  const depth = new Map<TerritoryId, number>([['polarSink', 0]]);
  const queue: TerritoryId[] = ['polarSink'];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const next of TERRITORIES[id].adjacent) {
      if (!depth.has(next)) {
        depth.set(next, depth.get(id)! + 1);
        queue.push(next);
      }
    }
  }
  return depth;
}

function ringRadius(ring: number, rings: number): number {
  return POLAR_RADIUS + ((OUTER_RADIUS - POLAR_RADIUS) * ring) / rings;
}

/**
 * Greedy: nearer territories first, each in the first ring at or beyond its depth free in all its sectors. rules 000
 * XXXIV (`governor`): each capital's band split in two, the north quarter (the city's id) the half toward the pole,
 * the south quarter the half toward the rim.
 */
export function computeLayout(governor = false): BoardLayout {
  const depth = depths();
  const taken = new Map<string, TerritoryId>();
  const ringOf = new Map<TerritoryId, number>();
  const order = TERRITORY_IDS.filter((id) => id !== 'polarSink' && !SOUTH_QUARTERS.includes(id)).sort(
    (a, b) => depth.get(a)! - depth.get(b)! || TERRITORIES[b].sectors.length - TERRITORIES[a].sectors.length,
  );
  for (const id of order) {
    const sectors = TERRITORIES[id].sectors;
    let ring = Math.max(0, depth.get(id)! - 1);
    while (sectors.some((s) => taken.has(`${ring}:${s}`))) ring++;
    for (const s of sectors) taken.set(`${ring}:${s}`, id);
    ringOf.set(id, ring);
  }
  const rings = Math.max(...ringOf.values()) + 1;
  const bands: Record<string, Band> = {};
  for (const [id, ring] of ringOf) {
    // A band reaches outwards over the empty cells beyond it, so the planet has no holes.
    let outerRing = ring + 1;
    while (outerRing < rings && TERRITORIES[id].sectors.every((s) => !taken.has(`${outerRing}:${s}`))) outerRing++;
    bands[id] = {
      territory: id,
      ring,
      sectors: TERRITORIES[id].sectors,
      inner: ringRadius(ring, rings),
      outer: ringRadius(outerRing, rings),
    };
  }
  if (governor)
    for (const [north, south] of Object.values(QUARTERS_OF)) {
      const city = bands[north]!;
      const middle = (city.inner + city.outer) / 2;
      bands[north] = { ...city, outer: middle };
      bands[south] = { ...city, territory: south, inner: middle };
    }
  return { rings, bands };
}

/** Angle of a sector boundary, in radians. Sector 0 is at the bottom; sectors run counter-clockwise (rules 000 §6.A). */
export function sectorAngle(boundary: number): number {
  return Math.PI / 2 - (boundary * 2 * Math.PI) / SECTOR_COUNT;
}

export function polar(radius: number, angle: number): { x: number; y: number } {
  return { x: CENTRE + radius * Math.cos(angle), y: CENTRE + radius * Math.sin(angle) };
}

/** The first and last sector of a band, handling the wrap from 17 to 0. */
export function sectorSpan(sectors: readonly number[]): { first: number; count: number } {
  const set = new Set(sectors);
  const first = sectors.find((s) => !set.has((s + SECTOR_COUNT - 1) % SECTOR_COUNT)) ?? sectors[0]!;
  return { first, count: sectors.length };
}

/** SVG path of an annular band over consecutive sectors. */
export function bandPath(inner: number, outer: number, firstSector: number, count: number): string {
  const a0 = sectorAngle(firstSector);
  const a1 = sectorAngle(firstSector + count);
  const large = count > SECTOR_COUNT / 2 ? 1 : 0;
  const p0 = polar(outer, a0);
  const p1 = polar(outer, a1);
  const p2 = polar(inner, a1);
  const p3 = polar(inner, a0);
  const f = (n: number) => n.toFixed(1);
  // Angles decrease counter-clockwise on screen (y points down), so the outer arc sweeps with flag 0.
  return [
    `M${f(p0.x)},${f(p0.y)}`,
    `A${outer},${outer} 0 ${large} 0 ${f(p1.x)},${f(p1.y)}`,
    `L${f(p2.x)},${f(p2.y)}`,
    `A${inner},${inner} 0 ${large} 1 ${f(p3.x)},${f(p3.y)}`,
    'Z',
  ].join(' ');
}

/** The middle of one sector cell of a band: where its forces and spice are drawn. */
export function cellCentre(band: Band, sector: number): { x: number; y: number } {
  return polar((band.inner + band.outer) / 2, sectorAngle(sector + 0.5));
}

/** The middle of a whole band, for its label. */
export function bandCentre(band: Band): { x: number; y: number } {
  const { first, count } = sectorSpan(band.sectors);
  return polar((band.inner + band.outer) / 2, sectorAngle(first + count / 2));
}

/**
 * Sector of a seat's player dot: seats spread evenly over six dots, dot k in sector 3k+1; 000 XXXVII, seven seats:
 * the seventh on a made dot in sector 17 (as the engine's board.ts).
 */
export function dotSector(seat: number, seatCount: number): number {
  if (seatCount === 7) return seat === 6 ? 17 : 3 * seat + 1;
  return 3 * Math.floor((seat * 6) / seatCount) + 1;
}
