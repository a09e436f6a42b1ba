import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';

const six = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'] as const;

describe('rules 000 §20 long games', () => {
  // At the start Atreides hold Arrakeen, Harkonnen Carthag, the Guild Tuek's Sietch, the Fremen Sietch Tabr.
  const options = { factions: six, seed: 'long', moreStrongholdsToWin: true };

  it('§20.A.2 with the option, three strongholds no longer win: four are needed', () => {
    const three = fixture(options)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .build();
    expect(dune.outcome(three)).toBeNull();
    const four = fixture(options)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .build();
    expect(dune.outcome(four)).toEqual({ winners: [1], reason: 'strongholds', turn: 2 });
  });

  it('§20.A.2 with two players, five strongholds instead of four', () => {
    const two = { factions: ['atreides', 'harkonnen'] as const, seed: 'long2', moreStrongholdsToWin: true };
    const four = fixture(two)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'sietchTabr', 13, 1)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .build();
    expect(dune.outcome(four)).toBeNull();
    const five = fixture(two)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'sietchTabr', 13, 1)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .build();
    expect(dune.outcome(five)?.winners).toEqual([1]);
  });

  it('§20.B the Shield Wall counts as a sixth victory territory: 4 of the 6', () => {
    const withWall = fixture({ ...options, shieldWallVictory: true })
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .forces('harkonnen', 'shieldWall', 8, 1)
      .build();
    expect(dune.outcome(withWall)).toEqual({ winners: [1], reason: 'strongholds', turn: 2 });
    // Without §20.B the Shield Wall is only a rock territory.
    const without = fixture(options)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .forces('harkonnen', 'shieldWall', 8, 1)
      .build();
    expect(dune.outcome(without)).toBeNull();
  });

  // rules 000 §20.B "les joueurs doivent occuper 4 de ces 6 territoires": the count is stated, not added to §20.A.2's.
  it('§20.B with §20.A.2 in a two-player game: still 4 of the 6, not 5', () => {
    const two = { factions: ['atreides', 'harkonnen'] as const, seed: 'long2', moreStrongholdsToWin: true };
    const state = fixture({ ...two, shieldWallVictory: true })
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'sietchTabr', 13, 1)
      .forces('harkonnen', 'shieldWall', 8, 1)
      .build();
    // Carthag (from the start), Habbanya, Tabr and the Shield Wall.
    expect(dune.outcome(state)).toEqual({ winners: [1], reason: 'strongholds', turn: 2 });
  });

  // A reading: §20.B is offered as a relief for §20.A.2 ("Si les joueurs jugent qu'il est trop difficile de devoir
  // contrôler 4 ou 5 citadelles"), but nothing forbids it alone; alone it asks what it says, 4 of the 6 territories.
  it('§20.B may be chosen alone, and then asks 4 of the 6 territories, not 3', () => {
    const alone = { factions: six, seed: 'long', shieldWallVictory: true };
    const three = fixture(alone)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'shieldWall', 8, 1)
      .build();
    expect(dune.outcome(three)).toBeNull();
    const four = fixture(alone)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'shieldWall', 8, 1)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .build();
    expect(dune.outcome(four)).toEqual({ winners: [1], reason: 'strongholds', turn: 2 });
  });

  it('§20.B alone in a two-player game: 4 of the 6, as without it the two players need 4 of 5', () => {
    const two = { factions: ['atreides', 'harkonnen'] as const, seed: 'long2', shieldWallVictory: true };
    const state = fixture(two)
      .phase('collection')
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .forces('harkonnen', 'shieldWall', 8, 1)
      .build();
    expect(dune.outcome(state)?.winners).toEqual([1]);
  });
});

describe('rules 000 §21 increased spice flow', () => {
  const base = { factions: six, seed: 'flow' };

  it('§21 at collection: 2 for Carthag or Arrakeen, 1 for Tuek’s Sietch, each to the faction holding it', () => {
    const state = fixture({ ...base, increasedSpiceFlow: true })
      .phase('collection')
      .spice('atreides', 0)
      .spice('harkonnen', 0)
      .spice('guild', 0)
      .build();
    expect(state.factions.atreides!.spice).toBe(2);
    expect(state.factions.harkonnen!.spice).toBe(2);
    expect(state.factions.guild!.spice).toBe(1);
  });

  it('§21 example: Harkonnen in Carthag and Tuek’s Sietch receive 2 + 1 = 3, besides what they collect', () => {
    const state = fixture({ ...base, factions: ['harkonnen', 'atreides', 'emperor'], increasedSpiceFlow: true })
      .phase('collection')
      .spice('harkonnen', 0)
      .forces('harkonnen', 'tueksSietch', 4, 2)
      .spiceOn('theGreatFlat', 4)
      .forces('harkonnen', 'theGreatFlat', 14, 1)
      .build();
    // 3 from the flow, and 1 token × 3 (ornithopters from Carthag, §11.A) of the 4 on the Great Flat.
    expect(state.factions.harkonnen!.spice).toBe(3 + 3);
  });

  it('§21 without the option, holding them brings nothing; two factions sharing one: nobody controls it', () => {
    const off = fixture(base).phase('collection').spice('atreides', 0).spice('harkonnen', 0).build();
    expect(off.factions.atreides!.spice).toBe(0);
    expect(off.factions.harkonnen!.spice).toBe(0);
    const shared = fixture({ ...base, increasedSpiceFlow: true })
      .phase('collection')
      .spice('atreides', 0)
      .spice('emperor', 0)
      .forces('emperor', 'arrakeen', 9, 2)
      .build();
    expect(shared.factions.atreides!.spice).toBe(0);
    expect(shared.factions.emperor!.spice).toBe(0);
  });
});
