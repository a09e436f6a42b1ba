import type { DuelDirection } from './duel.ts';

/**
 * The duel arena (rules 000 annexe 2, shown only as a photo). DESIGN (docs/rules-coverage.md §19, "Arena"): no
 * source gives its cells, so this is our reading of the facts (research notes duel-and-harvest.md §1): three rings
 * of five cells around an unplayable hub. Five outer cells, because §19.C.11 puts five duellists in outer cells and
 * the sixth in the middle circle; four-sided cells, because each shows left, right, inside and outside (§19.C.3.c).
 * The table below is the only place that knows the shape: a scan of the real board replaces it, and every rule
 * works from `ARENA_CELLS` and `ARENA_EDGES` alone.
 */
export const ARENA_RINGS = ['outer', 'middle', 'inner'] as const;
export type ArenaRing = (typeof ARENA_RINGS)[number];
const SECTORS = 5;

export type ArenaCellId = `${ArenaRing}${0 | 1 | 2 | 3 | 4}`;

export interface ArenaEdge {
  readonly id: string;
  readonly cells: readonly [ArenaCellId, ArenaCellId];
  /**
   * §19.C.8 "sur n'importe quel bord de case (ligne droite)": the radial edges between neighbours of one ring are
   * straight; those between rings are arcs (option `duelArcObstacles` allows obstacles there too).
   */
  readonly straight: boolean;
}

export interface ArenaCell {
  readonly id: ArenaCellId;
  readonly ring: ArenaRing;
  /** §19.C.3.b: 0 = outer ("cases extérieures"), 1 = middle ("cercle médian"), 2 = inner; inward = higher. */
  readonly depth: number;
  /** The neighbour in each direction, or null at the arena's wall or the hub. */
  readonly neighbours: Readonly<Record<DuelDirection, ArenaCellId | null>>;
  /** The edge crossed in each direction, or null. */
  readonly edges: Readonly<Record<DuelDirection, string | null>>;
}

function cellId(depth: number, sector: number): ArenaCellId {
  return `${ARENA_RINGS[depth]!}${(((sector % SECTORS) + SECTORS) % SECTORS) as 0 | 1 | 2 | 3 | 4}`;
}

/** The edge between two cells, named the same from both sides. */
function edgeId(a: ArenaCellId, b: ArenaCellId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function buildArena(): { cells: Record<ArenaCellId, ArenaCell>; edges: Record<string, ArenaEdge> } {
  const cells = {} as Record<ArenaCellId, ArenaCell>;
  const edges: Record<string, ArenaEdge> = {};
  for (let depth = 0; depth < ARENA_RINGS.length; depth++) {
    for (let sector = 0; sector < SECTORS; sector++) {
      const id = cellId(depth, sector);
      // Seen from above, a piece on the rim facing the centre has the next sector clockwise on its left.
      const neighbours: Record<DuelDirection, ArenaCellId | null> = {
        left: cellId(depth, sector + 1),
        right: cellId(depth, sector - 1),
        inside: depth + 1 < ARENA_RINGS.length ? cellId(depth + 1, sector) : null,
        outside: depth > 0 ? cellId(depth - 1, sector) : null,
      };
      const cellEdges: Record<DuelDirection, string | null> = { left: null, right: null, inside: null, outside: null };
      for (const [direction, other] of Object.entries(neighbours) as [DuelDirection, ArenaCellId | null][]) {
        if (other === null) continue;
        const e = edgeId(id, other);
        cellEdges[direction] = e;
        edges[e] ??= {
          id: e,
          cells: id < other ? [id, other] : [other, id],
          straight: direction === 'left' || direction === 'right',
        };
      }
      cells[id] = { id, ring: ARENA_RINGS[depth]!, depth, neighbours, edges: cellEdges };
    }
  }
  return { cells, edges };
}

const ARENA = buildArena();
export const ARENA_CELLS: Readonly<Record<ArenaCellId, ArenaCell>> = ARENA.cells;
export const ARENA_EDGES: Readonly<Record<string, ArenaEdge>> = ARENA.edges;
export const ARENA_CELL_IDS: readonly ArenaCellId[] = Object.keys(ARENA.cells) as ArenaCellId[];
/** §19.C.1: the starting cells of a Kanly duel, §19.C.11 of an Assassins' War. */
export const OUTER_CELLS: readonly ArenaCellId[] = ARENA_CELL_IDS.filter((c) => ARENA_CELLS[c].depth === 0);
/** §19.C.11: the sixth duellist of an Assassins' War starts in the middle circle. */
export const MIDDLE_CELLS: readonly ArenaCellId[] = ARENA_CELL_IDS.filter((c) => ARENA_CELLS[c].depth === 1);

/** The direction in which `to` lies from `from`, when they are neighbours. */
export function directionTo(from: ArenaCellId, to: ArenaCellId): DuelDirection | null {
  const n = ARENA_CELLS[from].neighbours;
  for (const d of ['left', 'right', 'inside', 'outside'] as const) if (n[d] === to) return d;
  return null;
}
