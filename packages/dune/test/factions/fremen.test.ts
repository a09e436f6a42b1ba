import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { decisionOf, expectError, forcesOf, play, playAll, tokensOf } from '../helpers.ts';
import { untilTurnOf } from './turns.ts';

/** Fremen are seat 2 (dot in sector 13). */
const factions = { factions: ['atreides', 'harkonnen', 'fremen'] as const, seed: 'fremen' };
const nexusDone = [0, 1, 2].map((seat) => [seat, { type: 'nexusDone' }] as const);

describe('annexe 3 Fremen', () => {
  it('annexe 3 Fremen 1: the Fremen move two territories', () => {
    const game = untilTurnOf(
      fixture(factions).phase('movement').offBoard('fremen').forces('fremen', 'redChasm', 6, 3).build(),
      2,
    );
    const moving = play(game, 2, { type: 'pass' }).state;
    expect(moving.stack.at(-1)).toMatchObject({ kind: 'movement', range: 2 });
    const to = dune.decisionActions(moving, 2).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    // Red Chasm → Pasty Mesa → Shield Wall, but not three away (Imperial Basin).
    expect(to).toContain('shieldWall:7');
    expect(to).not.toContain('imperialBasin:8');
  });

  it('annexe 3 Fremen 2 and §9.C.1.b: the Fremen ship for free, only within two territories of the Great Flat', () => {
    const game = untilTurnOf(fixture(factions).phase('movement').spice('fremen', 0).build(), 2);
    const to = dune.decisionActions(game, 2).flatMap((a) => (a.type === 'ship' ? [a.to] : []));
    expect(to).toContain('theGreatFlat:14');
    expect(to).toContain('sietchTabr:13');
    expect(to).toContain('falseWallWest:15');
    expect(to).not.toContain('arrakeen:9');
    expect(to).not.toContain('redChasm:6');
    const { state } = playAll(game, [
      [2, { type: 'ship', to: 'funeralPlain:14' }],
      [2, { type: 'count', count: 10 }],
    ]);
    expect(forcesOf(state, 'fremen', 'funeralPlain')).toBe(10);
    expect(state.factions.fremen!.spice).toBe(0);
  });

  it('annexe 3 Fremen: 3 tokens revived free, and no more may be bought', () => {
    const game = fixture(factions).phase('movement').tanks('fremen', 5).spice('fremen', 10).build();
    expect(game.factions.fremen!.tanks).toBe(2);
    expect(game.stack.some((f) => f.kind === 'revival' && f.seat === 2)).toBe(false);
  });

  it('annexe 3 Fremen 3: a worm does not devour the Fremen, who may ride it anywhere after the nexus', () => {
    const game = fixture(factions)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .forces('fremen', 'redChasm', 6, 4)
      .forces('harkonnen', 'redChasm', 6, 2)
      .forces('atreides', 'carthag', 10, 1)
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    const afterNexus = playAll(game, nexusDone).state;
    expect(decisionOf(afterNexus)).toEqual({ kind: 'wormRide', seats: [2] });
    expect(forcesOf(afterNexus, 'harkonnen', 'redChasm')).toBe(0);
    // "sous réserve des règles d'occupation": not into a stronghold held by two others.
    expectError(afterNexus, 2, { type: 'wormRide', to: 'carthag:10' }, 'strongholdHeldByTwo');
    const { state } = play(afterNexus, 2, { type: 'wormRide', to: 'habbanyaSietch:16' });
    expect(forcesOf(state, 'fremen', 'habbanyaSietch')).toBe(4);
    expect(forcesOf(state, 'fremen', 'redChasm')).toBe(0);
    expect(tokensOf(state, 'fremen')).toBe(20);
  });

  it('annexe 3 Fremen 3: they may also stay', () => {
    const game = fixture(factions)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .forces('fremen', 'redChasm', 6, 4)
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    const { state } = play(playAll(game, nexusDone).state, 2, { type: 'wormRide', to: null });
    expect(forcesOf(state, 'fremen', 'redChasm')).toBe(4);
  });

  it('annexe 3 Fremen alliance: the worm does not devour the Fremen’s allies', () => {
    const game = fixture(factions)
      .phase('spiceBlow')
      .alliance([1, 2])
      .spiceDiscardTop('redChasm')
      .forces('harkonnen', 'redChasm', 6, 2)
      .forces('atreides', 'redChasm', 6, 3)
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    const { state } = playAll(game, nexusDone);
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(2);
    expect(forcesOf(state, 'atreides', 'redChasm')).toBe(0);
  });

  it('annexe 3 Fremen 4: at the end of turn 15, with the sietches free of opponents, the Fremen win', () => {
    const state = fixture(factions).phase('collection').turn(15).build();
    expect(dune.outcome(state)).toEqual({ winners: [2], reason: 'fremenSpecial', turn: 15 });
  });
});
