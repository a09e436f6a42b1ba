import { ARENA_CELLS, type ArenaCellId } from '../data/arena.ts';
import { DUEL_DIRECTIONS, KNIFE_RANGE, type DuelDirection } from '../data/duel.ts';

/**
 * The arithmetic of a blow in the arena (rules 000 §19.C.5–6), kept apart from the decision frames so that the
 * Kanly duel and the Assassins' War share it. Plain functions of plain numbers: no state, no randomness.
 */

/** A champion in the arena: his current strength (§19.C.5.a, lowered by blows) and his support spice (§19.C.1). */
export interface Duellist {
  readonly strength: number;
  readonly support: number;
}

/** What one blow costs its victim. */
export interface Blow {
  /** Taken from the victim's support spice, to the striker (§19.C.5.a). */
  readonly fromSupport: number;
  /**
   * Taken from the victim's strength, converted into spice for the striker; DESIGN: the Bank pays it (the rule's
   * example gives the striker 3 of Stilgar's 7 "converted" points, the victim's own spice untouched).
   */
  readonly fromStrength: number;
  /** §19.C.5.a: the victim must show his disc once the support is not enough. */
  readonly revealed: boolean;
  /** §19.C.5.c: the violence reached the victim's support plus strength. */
  readonly dies: boolean;
  /** The victim afterwards (strength and support left; both 0 when he dies). */
  readonly after: Duellist;
}

/**
 * rules 000 §19.C.5: a blow of `violence` (the striker's current strength) is paid from the victim's support first,
 * then from his strength; a violence at least their sum kills him, and the striker collects all of both.
 */
export function strike(violence: number, victim: Duellist): Blow {
  const fromSupport = Math.min(violence, victim.support);
  const rest = violence - fromSupport;
  const dies = violence >= victim.support + victim.strength;
  const fromStrength = dies ? victim.strength : rest;
  return {
    fromSupport,
    fromStrength,
    revealed: rest > 0 || dies,
    dies,
    after: dies
      ? { strength: 0, support: 0 }
      : { strength: victim.strength - fromStrength, support: victim.support - fromSupport },
  };
}

/**
 * rules 000 §19.C.6: an attack answered by a parry: "les attaques et les parades sont réputées simultanées", so
 * each blow is computed from the values before the exchange (DESIGN: both dead still collect what is due,
 * §19.C.6.b). Without a parry, only the attack.
 */
export function exchange(
  attacker: Duellist,
  defender: Duellist,
  parried: boolean,
): { readonly attack: Blow; readonly parry: Blow | null } {
  return {
    attack: strike(attacker.strength, defender),
    parry: parried ? strike(defender.strength, attacker) : null,
  };
}

/** The cells a duellist may not cross: an obstacle lies on the edge (§19.C.8). */
export type Obstacles = ReadonlySet<string>;

/**
 * The shortest distance in steps between two cells, not across an obstacle (§19.C.8: nor move nor attack across),
 * through occupied cells (a thrown knife flies over a duellist: DESIGN), or null beyond `limit`.
 */
export function arenaDistance(
  from: ArenaCellId,
  to: ArenaCellId,
  obstacles: Obstacles,
  limit: number = KNIFE_RANGE,
): number | null {
  let frontier: ArenaCellId[] = [from];
  const seen = new Set<ArenaCellId>(frontier);
  for (let d = 0; d <= limit; d++) {
    if (frontier.includes(to)) return d;
    const next: ArenaCellId[] = [];
    for (const cell of frontier) {
      for (const dir of DUEL_DIRECTIONS) {
        const n = ARENA_CELLS[cell].neighbours[dir];
        const edge = ARENA_CELLS[cell].edges[dir];
        if (n === null || seen.has(n) || (edge !== null && obstacles.has(edge))) continue;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * rules 000 §19.C.4.b: the parries that answer a blow from `attacker` on `defender`: those naming a side the blow
 * comes from. DESIGN for the knife thrown from two cells: each first step of a shortest unblocked path from the
 * defender toward the thrower is such a side (the blow comes from that side; a diagonal throw may be parried from
 * either of its two sides).
 */
export function parrySides(defender: ArenaCellId, attacker: ArenaCellId, obstacles: Obstacles): DuelDirection[] {
  const total = arenaDistance(defender, attacker, obstacles);
  if (total === null || total === 0) return [];
  return DUEL_DIRECTIONS.filter((dir) => {
    const n = ARENA_CELLS[defender].neighbours[dir];
    const edge = ARENA_CELLS[defender].edges[dir];
    if (n === null || (edge !== null && obstacles.has(edge))) return false;
    const rest = arenaDistance(n, attacker, obstacles, total - 1);
    return rest !== null && rest === total - 1;
  });
}
