import { describe, expect, it } from 'vitest';
import type { ConflictCard } from '../../src/dsl/content.ts';
import type { Effect, ModuleEffect } from '../../src/dsl/effect.ts';
import {
  choose,
  influence,
  intrigue,
  option,
  pay,
  paySpice,
  solari,
  victoryPoints,
  water,
} from '../../src/dsl/build.ts';
import { breakShieldWall, makerHook, sandworm } from '../../src/dsl/uprisingBuild.ts';
import {
  SANDWORMS,
  behindShieldWall,
  canSummon,
  doubledRewards,
  shieldWallProtects,
} from '../../src/editions/uprising/sandworms.ts';
import { uprisingPieces } from '../../src/editions/uprising/pieces.ts';
import { EventLog } from '../../src/events.ts';
import type { EffectContext } from '../../src/frames.ts';
import type { ImperiumState } from '../../src/state.ts';
import { game } from '../fixture.ts';

const CTX: EffectContext = { source: 'space', card: null, space: null };

/** A table with Uprising's pieces set up (the module's own setup), at a Conflict giving no control. */
function table(): ImperiumState {
  const state = game({ players: 4 });
  SANDWORMS.setup!(state);
  state.conflict = 'skirmishVictoryWater';
  return state;
}

function resolve(state: ImperiumState, seat: number, effect: Effect): EventLog {
  const log = new EventLog();
  expect(SANDWORMS.resolve!(state, seat, effect as ModuleEffect, CTX, log)).toBe(true);
  return log;
}

const conflictNaming = (controlSpace: ConflictCard['controlSpace']): ConflictCard => ({
  id: 'test',
  name: { en: 'Test', fr: 'Test', nl: 'Test' },
  level: 2,
  first: [victoryPoints(1)],
  second: [],
  third: [],
  controlSpace,
});

describe('rules 004 Ver des Sables, Hameçons, Bouclier brisé (module sandworms)', () => {
  it('setup: the Shield Wall stands, nobody has Maker Hooks or sandworms', () => {
    const state = table();
    expect(state.uprising).toEqual({
      shieldWall: true,
      makerHooks: [false, false, false, false],
      sandworms: [0, 0, 0, 0],
      spies: [],
      spySupply: [3, 3, 3, 3],
    });
  });

  it('a sandworm needs Maker Hooks: without them nothing is summoned', () => {
    const state = table();
    const log = resolve(state, 0, sandworm(2));
    expect(state.uprising!.sandworms[0]).toBe(0);
    expect(log.events).toEqual([
      { type: 'sandwormsNotSummoned', visibility: 'public', params: { seat: 0, reason: 'noMakerHooks' } },
    ]);
  });

  it("sandworms summoned on the seat's turn are units deployed to the Conflict (rules 004 Diversion/Distraction)", () => {
    const state = table();
    const seat = state.turn!.seat;
    state.turn!.deployed = 1;
    resolve(state, seat, makerHook);
    resolve(state, seat, sandworm(2));
    expect(state.turn!.deployed).toBe(3);
  });

  it('Maker Hooks: taken once, kept, never spent; sandworms go straight into the Conflict, +3 strength each', () => {
    const state = table();
    resolve(state, 1, makerHook);
    expect(resolve(state, 1, makerHook).events).toEqual([]);
    expect(state.uprising!.makerHooks).toEqual([false, true, false, false]);
    resolve(state, 1, sandworm(2));
    resolve(state, 1, sandworm(1));
    expect(state.uprising!.sandworms[1]).toBe(3);
    expect(state.uprising!.makerHooks[1]).toBe(true);
    // Never to a garrison: the troops are untouched.
    expect(state.players[1]!.troops).toEqual({ supply: 9, garrison: 3, conflict: 0 });
    expect(SANDWORMS.conflictUnits!(state, 1)).toEqual({ count: 3, strength: 9 });
    expect(SANDWORMS.conflictUnits!(state, 0)).toEqual({ count: 0, strength: 0 });
  });

  it('the Shield Wall protects Conflicts naming Arrakeen, the Spice Refinery or Imperial Basin', () => {
    expect(behindShieldWall(conflictNaming('arrakeen'))).toBe(true);
    expect(behindShieldWall(conflictNaming('imperialBasin'))).toBe(true);
    expect(behindShieldWall(conflictNaming(null))).toBe(false);
    const state = table();
    resolve(state, 0, makerHook);
    // A Conflict for Arrakeen (the 2020 card: Uprising's Conflict cards are the content's).
    state.conflict = 'siegeOfArrakeen';
    expect(shieldWallProtects(state)).toBe(true);
    expect(canSummon(state, 0)).toBe(false);
    const log = resolve(state, 0, sandworm(1));
    expect(state.uprising!.sandworms[0]).toBe(0);
    expect(log.events[0]!.params).toEqual({ seat: 0, reason: 'shieldWall' });
  });

  it('Bouclier brisé: optional (the player is asked), then worms may join any Conflict', () => {
    const state = table();
    state.conflict = 'siegeOfArrakeen';
    resolve(state, 2, breakShieldWall);
    expect(state.uprising!.shieldWall).toBe(true);
    expect(state.stack.at(-1)).toEqual({
      kind: 'pay',
      seat: 2,
      cost: [],
      effects: [{ kind: 'breakShieldWall', confirmed: true }],
      ctx: CTX,
    });
    const log = resolve(state, 2, { kind: 'breakShieldWall', confirmed: true });
    expect(state.uprising!.shieldWall).toBe(false);
    expect(log.events.map((e) => e.type)).toEqual(['shieldWallDestroyed']);
    expect(shieldWallProtects(state)).toBe(false);
    resolve(state, 2, makerHook);
    resolve(state, 2, sandworm(1));
    expect(state.uprising!.sandworms[2]).toBe(1);
    // Gone for the rest of the game: a second destruction asks nothing.
    const depth = state.stack.length;
    resolve(state, 0, breakShieldWall);
    expect(state.stack).toHaveLength(depth);
  });

  it('one or more worms double every reward taken, 2nd and 3rd places too, but never control', () => {
    const rewards: Effect[] = [
      victoryPoints(1),
      { kind: 'control', space: 'arrakeen' },
      intrigue(1),
      pay([paySpice(2)], [solari(5)]),
      influence('fremen'),
    ];
    expect(doubledRewards(rewards)).toEqual([
      victoryPoints(1),
      victoryPoints(1),
      { kind: 'control', space: 'arrakeen' },
      intrigue(1),
      intrigue(1),
      // "pay X → gain Y": may be paid again to gain again (facts §2.3).
      pay([paySpice(2)], [solari(5)]),
      pay([paySpice(2)], [solari(5)]),
      influence('fremen'),
      influence('fremen'),
    ]);
    const state = table();
    resolve(state, 3, makerHook);
    resolve(state, 3, sandworm(1));
    const second = [choose([option([water(1)]), option([solari(2)])])];
    expect(SANDWORMS.conflictRewards!(state, 3, 'second', second)).toEqual([...second, ...second]);
    expect(SANDWORMS.conflictRewards!(state, 3, 'third', [water(1)])).toEqual([water(1), water(1)]);
    // More worms do not double again.
    resolve(state, 3, sandworm(2));
    expect(SANDWORMS.conflictRewards!(state, 3, 'first', [victoryPoints(1)])).toHaveLength(2);
    // No worm, no doubling.
    expect(SANDWORMS.conflictRewards!(state, 0, 'first', rewards)).toBe(rewards);
  });

  it('after the Combat the sandworms go back to the bank; the Maker Hooks stay', () => {
    const state = table();
    resolve(state, 0, makerHook);
    resolve(state, 0, sandworm(2));
    const log = new EventLog();
    SANDWORMS.afterCombat!(state, log);
    expect(state.uprising!.sandworms).toEqual([0, 0, 0, 0]);
    expect(state.uprising!.makerHooks[0]).toBe(true);
    expect(log.events.map((e) => e.type)).toEqual(['sandwormsReturned']);
  });

  it('leaves the other effect kinds to other modules', () => {
    const state = table();
    expect(
      SANDWORMS.resolve!(state, 0, { kind: 'placeSpy', post: { kind: 'any' }, mayShare: false }, CTX, new EventLog()),
    ).toBe(false);
    expect(uprisingPieces(state)).toBe(state.uprising);
  });
});
