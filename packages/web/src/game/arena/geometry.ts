import { ARENA_CELLS, ARENA_EDGES, ARENA_RINGS, type ArenaCellId } from '@arrakis/dune';

/** The SVG's frame: the arena drawn around (0, 0), from the hub to the wall. */
export const ARENA_SIZE = 400;
const SECTORS = 5;
const HUB = 40;
const RING = 50;

/** The outer radius of a ring (depth 0 = outer ring, at the wall). */
function outerRadius(depth: number): number {
  return HUB + RING * (ARENA_RINGS.length - depth);
}

function sectorOf(cell: ArenaCellId): number {
  return Number(cell.slice(ARENA_CELLS[cell].ring.length));
}

/** Sector s spans from angle s·72° (from the top, clockwise on screen) to the next. */
function angle(sector: number): number {
  return ((sector * 360) / SECTORS - 90) * (Math.PI / 180);
}

function point(r: number, a: number): string {
  return `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
}

/** The cell's outline as an SVG path: a piece of ring. */
export function cellPath(cell: ArenaCellId): string {
  const { depth } = ARENA_CELLS[cell];
  const s = sectorOf(cell);
  const [r1, r0] = [outerRadius(depth), outerRadius(depth) - RING];
  const [a0, a1] = [angle(s), angle(s + 1)];
  return `M ${point(r1, a0)} A ${r1} ${r1} 0 0 1 ${point(r1, a1)} L ${point(r0, a1)} A ${r0} ${r0} 0 0 0 ${point(r0, a0)} Z`;
}

/** The middle of a cell, where its duellist stands. */
export function cellCentre(cell: ArenaCellId): { x: number; y: number } {
  const { depth } = ARENA_CELLS[cell];
  const r = outerRadius(depth) - RING / 2;
  const a = (angle(sectorOf(cell)) + angle(sectorOf(cell) + 1)) / 2;
  return { x: r * Math.cos(a), y: r * Math.sin(a) };
}

/** An edge between two cells as an SVG path: a radial line within a ring, or an arc between rings. */
export function edgePath(edge: string): string | null {
  const e = ARENA_EDGES[edge];
  if (!e) return null;
  const [a, b] = e.cells;
  const [da, db] = [ARENA_CELLS[a].depth, ARENA_CELLS[b].depth];
  if (da === db) {
    const [sa, sb] = [sectorOf(a), sectorOf(b)];
    const at = angle((sa + 1) % SECTORS === sb ? sb : sa);
    return `M ${point(outerRadius(da), at)} L ${point(outerRadius(da) - RING, at)}`;
  }
  const r = outerRadius(Math.max(da, db));
  const s = sectorOf(a);
  return `M ${point(r, angle(s))} A ${r} ${r} 0 0 1 ${point(r, angle(s + 1))}`;
}

/** Where a cell's number is written: near its outer corner, clear of the duellist at its centre. */
export function cellLabelPoint(cell: ArenaCellId): { x: number; y: number } {
  const { depth } = ARENA_CELLS[cell];
  const r = outerRadius(depth) - 11;
  const a = angle(sectorOf(cell)) + (10 * Math.PI) / 180;
  return { x: r * Math.cos(a), y: r * Math.sin(a) };
}
