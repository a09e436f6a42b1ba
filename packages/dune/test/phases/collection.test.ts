import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';

describe('rules 000 §11 spice collection', () => {
  const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'collect' };

  it('§11.A 2 spice a token, 3 for a faction holding Carthag or Arrakeen; §11.B what is left stays', () => {
    const state = fixture(factions)
      .phase('collection')
      .spice('harkonnen', 0)
      .spice('emperor', 0)
      .spiceOn('theGreatFlat', 10)
      .spiceOn('redChasm', 8)
      .forces('harkonnen', 'theGreatFlat', 14, 2)
      .forces('emperor', 'redChasm', 6, 3)
      .build();
    // Harkonnen hold Carthag: 2 × 3 = 6 of the 10; the Emperor 3 × 2 = 6 of the 8.
    expect(state.factions.harkonnen!.spice).toBe(6);
    expect(state.board.theGreatFlat!.spice).toBe(4);
    expect(state.factions.emperor!.spice).toBe(6);
    expect(state.board.redChasm!.spice).toBe(2);
  });

  it('§11.A no more than the territory holds', () => {
    const state = fixture(factions)
      .phase('collection')
      .spice('emperor', 0)
      .spiceOn('redChasm', 3)
      .forces('emperor', 'redChasm', 6, 5)
      .build();
    expect(state.factions.emperor!.spice).toBe(3);
    expect(state.board.redChasm!.spice).toBe(0);
  });

  it('§5 after the collection the next turn starts with the storm', () => {
    const state = fixture(factions).phase('collection').turn(4).build();
    expect(state.turn).toBe(5);
    expect(state.phase).toBe('storm');
    expect(dune.outcome(state)).toBeNull();
  });
});

describe('rules 000 §4 victory, annexe 3 BG 1, Guild 4, Fremen 4', () => {
  const factions = {
    factions: ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'] as const,
    seed: 'win',
  };
  /** At the start, Atreides hold Arrakeen, Harkonnen Carthag, Guild Tuek's Sietch, Fremen Sietch Tabr (fixture). */
  const start = fixture(factions).phase('collection');

  it('§4 three strongholds at the end of a turn win', () => {
    const state = start.forces('harkonnen', 'habbanyaSietch', 16, 1).forces('harkonnen', 'arrakeen', 9, 1).build();
    // Two factions in Arrakeen: both count it; Harkonnen hold three.
    expect(dune.outcome(state)).toEqual({ winners: [1], reason: 'strongholds', turn: 2 });
    expect(state.phase).toBe('over');
  });

  it('§4 two strongholds are not enough', () => {
    const state = start.forces('harkonnen', 'habbanyaSietch', 16, 1).build();
    expect(dune.outcome(state)).toBeNull();
  });

  it('§4 with two players, four strongholds are needed', () => {
    const two = fixture({ factions: ['atreides', 'harkonnen'], seed: 'two' }).phase('collection');
    expect(
      dune.outcome(two.forces('harkonnen', 'habbanyaSietch', 16, 1).forces('harkonnen', 'sietchTabr', 13, 1).build()),
    ).toBeNull();
    const four = two
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'sietchTabr', 13, 1)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .build();
    expect(dune.outcome(four)?.winners).toEqual([1]);
  });

  it('§12.E.1 allies pool their strongholds and win together', () => {
    const state = start.alliance([0, 1]).forces('atreides', 'habbanyaSietch', 16, 1).build();
    expect(dune.outcome(state)).toEqual({ winners: [0, 1], reason: 'strongholds', turn: 2 });
  });

  it('annexe 3 BG 1: the predicted faction winning on the predicted turn makes the Bene Gesserit alone win', () => {
    const state = start
      .prediction('harkonnen', 2)
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .build();
    expect(dune.outcome(state)).toEqual({ winners: [5], reason: 'prediction', turn: 2 });
  });

  it('annexe 3 BG 1: also when the predicted faction wins as an ally', () => {
    const state = start
      .turn(6)
      .prediction('atreides', 6)
      .alliance([0, 1])
      .forces('atreides', 'habbanyaSietch', 16, 1)
      .build();
    expect(dune.outcome(state)?.winners).toEqual([5]);
  });

  it('annexe 3 BG 1: a wrong turn is no win for the Bene Gesserit', () => {
    const state = start
      .prediction('harkonnen', 3)
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .build();
    expect(dune.outcome(state)?.winners).toEqual([1]);
  });

  it('annexe 3 Fremen 4 and Fremen alliance: at the end of turn 15, nobody in the sietches wins it for the Fremen and allies', () => {
    const state = start.turn(15).alliance([4, 5]).offBoard('guild').build();
    expect(dune.outcome(state)).toEqual({ winners: [4, 5], reason: 'fremenSpecial', turn: 15 });
  });

  it('annexe 3 Guild 4 and Guild alliance: when nobody has won at the end of turn 15, the Guild and allies win', () => {
    // Atreides in Habbanya Sietch spoil the Fremen condition. Reading: when both end-of-game conditions hold, the
    // Fremen's is checked first (annexe 3 gives no order; both need "aucun joueur n'a encore gagné").
    const state = start.turn(15).alliance([2, 3]).forces('atreides', 'habbanyaSietch', 16, 1).build();
    expect(dune.outcome(state)).toEqual({ winners: [2, 3], reason: 'guildSpecial', turn: 15 });
  });

  it('annexe 3 Fremen 4: Harkonnen, Atreides or Emperor in Tuek’s Sietch spoil the Fremen victory', () => {
    const state = start.turn(15).forces('emperor', 'tueksSietch', 4, 1).build();
    expect(dune.outcome(state)?.reason).toBe('guildSpecial');
  });

  it('§5 the game ends after turn 15: without Guild or Fremen victory nobody wins', () => {
    const state = fixture({ factions: ['atreides', 'harkonnen'], seed: 'end' })
      .phase('collection')
      .turn(15)
      .build();
    expect(dune.outcome(state)).toEqual({ winners: [], reason: 'noWinner', turn: 15 });
  });

  it('§4 a stronghold win on turn 15 comes before the Guild and Fremen end-of-game victories', () => {
    const state = start
      .turn(15)
      .forces('harkonnen', 'habbanyaSietch', 16, 1)
      .forces('harkonnen', 'arrakeen', 9, 1)
      .build();
    expect(dune.outcome(state)?.reason).toBe('strongholds');
  });
});
