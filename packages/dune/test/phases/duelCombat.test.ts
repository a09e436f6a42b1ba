import { describe, expect, it } from 'vitest';
import { ARENA_CELLS } from '../../src/data/arena.ts';
import { arenaDistance, exchange, parrySides, strike } from '../../src/duel/combat.ts';

const NONE = new Set<string>();

describe('rules 000 §19.C.5 "Résolution d’une attaque"', () => {
  it('§19.C.5.a example: Jessica (5) strikes a champion with 2 support: 2 support, then 3 of Stilgar’s 7', () => {
    const blow = strike(5, { strength: 7, support: 2 });
    expect(blow).toEqual({
      fromSupport: 2,
      fromStrength: 3,
      revealed: true,
      dies: false,
      after: { strength: 4, support: 0 },
    });
  });

  it('§19.C.5.a a blow the support covers does not reveal the victim', () => {
    expect(strike(3, { strength: 7, support: 5 })).toMatchObject({ fromSupport: 3, fromStrength: 0, revealed: false });
  });

  it('§19.C.5.c example: a second blow of Jessica kills Stilgar (4 left) and collects his last 4', () => {
    const blow = strike(5, { strength: 4, support: 0 });
    expect(blow).toMatchObject({ fromSupport: 0, fromStrength: 4, dies: true, after: { strength: 0, support: 0 } });
  });

  it('§19.C.5.c "supérieur ou égal": a violence equal to support plus strength kills', () => {
    expect(strike(6, { strength: 4, support: 2 }).dies).toBe(true);
    expect(strike(5, { strength: 4, support: 2 }).dies).toBe(false);
  });
});

describe('rules 000 §19.C.6 "Parade"', () => {
  it('§19.C.6.b example: Stilgar (5) strikes Jessica (5), who parries: both die, each collects his due', () => {
    const { attack, parry } = exchange({ strength: 5, support: 0 }, { strength: 5, support: 0 }, true);
    expect(attack.dies).toBe(true);
    expect(parry!.dies).toBe(true);
    expect(attack.fromStrength).toBe(5);
    expect(parry!.fromStrength).toBe(5);
  });

  it('DESIGN §19.C.6.b simultaneity: the parry strikes with the defender’s strength before the attack', () => {
    const { attack, parry } = exchange({ strength: 3, support: 0 }, { strength: 6, support: 0 }, true);
    expect(attack.after.strength).toBe(3);
    // The defender strikes back with 6, not 3.
    expect(parry!.dies).toBe(true);
  });

  it('§19.C.6.a a parry matches the side the attacker stands on (attacked on the left: "de la gauche")', () => {
    const defender = 'outer0';
    const left = ARENA_CELLS[defender].neighbours.left!;
    expect(parrySides(defender, left, NONE)).toEqual(['left']);
    const outside = ARENA_CELLS['middle2'].neighbours.outside!;
    expect(parrySides('middle2', outside, NONE)).toEqual(['outside']);
  });

  it('DESIGN knife parry: a diagonal throw may be parried from either side it comes from', () => {
    // outer0 → middle1: one step left then in, or in then left.
    expect(parrySides('outer0', 'middle1', NONE).sort()).toEqual(['inside', 'left']);
    expect(parrySides('outer0', 'outer2', NONE)).toEqual(['left']);
  });
});

describe('rules 000 §19.C.4.a, §19.C.8: reach in the arena', () => {
  it('§19.C.4.a "pourvu qu’il soit à 2 cases ou moins": the knife reaches two cells, not three', () => {
    expect(arenaDistance('outer0', 'outer1', NONE)).toBe(1);
    expect(arenaDistance('outer0', 'middle1', NONE)).toBe(2);
    expect(arenaDistance('outer0', 'inner1', NONE)).toBeNull();
    expect(arenaDistance('outer0', 'inner1', NONE, 3)).toBe(3);
  });

  it('§19.C.8 "on ne peut ni attaquer ni se déplacer à travers" an obstacle; DESIGN: the knife goes round it', () => {
    const edge = ARENA_CELLS['outer0'].edges.left!;
    const blocked = new Set([edge]);
    // Round the obstacle, outer0 → outer1 takes three steps (in, left, out): beyond the knife.
    expect(arenaDistance('outer0', 'outer1', blocked)).toBeNull();
    expect(arenaDistance('outer0', 'outer1', blocked, 3)).toBe(3);
    expect(parrySides('outer0', 'outer1', blocked)).toEqual([]);
  });
});
