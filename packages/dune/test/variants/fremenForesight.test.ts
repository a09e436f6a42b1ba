import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { act, battleGame, begin, legal, makeTraitor, place, plan } from '../battle/fixture.ts';
import { expectError, play } from '../helpers.ts';

const xxxv = { fremenForesight: true } as const;
const table = { factions: ['atreides', 'fremen', 'harkonnen'] as const, seed: 'xxxv', ...xxxv };

describe('rules 000 XXXV the Fremen see the spice cards; Duncan Idaho (option fremenForesight)', () => {
  // rules 000 XXXV "c'est le Fremen et non l'Atréide qui peut s'informer au début de la phase de mouvement des cartes
  // d'épice qui seront retournées au tour suivant."
  it('XXXV at the start of the movement phase the Fremen, not the Atreides, see the next spice card', () => {
    const state = fixture(table).phase('movement').spiceDeckTop(['redChasm']).build();
    expect(dune.view(state, 1).spiceDeckTop).toBe('redChasm');
    expect(dune.view(state, 0).spiceDeckTop).toBeNull();
    expect(dune.view(state, 2).spiceDeckTop).toBeNull();
    // Without the variant, annexe 3 Atreides 2.
    const official = fixture({ ...table, fremenForesight: false })
      .phase('movement')
      .spiceDeckTop(['redChasm'])
      .build();
    expect(dune.view(official, 0).spiceDeckTop).toBe('redChasm');
    expect(dune.view(official, 1).spiceDeckTop).toBeNull();
  });

  it('XXXV with two piles (XXVII) the Fremen see both cards', () => {
    const state = fixture({ ...table, twoPilesSimple: true })
      .phase('movement')
      .spiceDeckTop(['redChasm', 'southMesa'])
      .build();
    const view = dune.view(state, 1);
    expect([view.spiceDeckTop, view.spiceDeckSecond]).toEqual(['redChasm', 'southMesa']);
    expect(dune.view(state, 0).spiceDeckSecond).toBeNull();
  });

  // rules 000 XXXV "le fidèle Duncan Idaho ne peut pas trahir"
  it('XXXV Duncan Idaho cannot be called as a traitor, even by the one who holds him as one', () => {
    for (const variant of [true, false]) {
      const s = battleGame(['harkonnen', 'atreides'], 'duncan', { fremenForesight: variant });
      place(s, 'harkonnen', 'arrakeen', 9, 5);
      place(s, 'atreides', 'arrakeen', 9, 2);
      makeTraitor(s, 'harkonnen', 'duncanIdaho');
      begin(s);
      act(s, 1, { type: 'pass' });
      plan(s, 0, { leader: 'feydRautha', dial: 3 });
      plan(s, 1, { leader: 'duncanIdaho', dial: 2 });
      expect(
        legal(s, 0).some((a) => a.type === 'callTraitor' && a.call),
        `variant ${variant}`,
      ).toBe(!variant);
    }
  });

  // rules 000 XXXV "et peut à tout moment être racheté des cuves, sans carte ghola, pour sa valeur en épice."
  it('XXXV the Atreides buy Duncan Idaho back from the tanks for his value (2), with no ghola, at any moment', () => {
    for (const phase of ['bidding', 'movement', 'battle', 'collection'] as const) {
      const state = fixture(table).phase(phase).leaderInTanks('atreides', 'duncanIdaho').spice('atreides', 5).build();
      expect(dune.interruptActions(state, 0), phase).toContainEqual({ type: 'buyBackDuncan' });
      const bank = state.bank;
      const { state: after, events } = play(state, 0, { type: 'buyBackDuncan' });
      expect(after.factions.atreides!.leaders.duncanIdaho!.location).toBe('available');
      expect(after.factions.atreides!.spice).toBe(3);
      expect(after.bank).toBe(bank + 2);
      expect(events.find((e) => e.type === 'duncanBoughtBack')?.params).toEqual({
        seat: 0,
        leader: 'duncanIdaho',
        amount: 2,
      });
    }
  });

  it('XXXV reading: the buy-back is apart from the leader revival of §9.D (other leaders alive, the turn’s revival free)', () => {
    const state = fixture(table).phase('bidding').leaderInTanks('atreides', 'duncanIdaho').spice('atreides', 5).build();
    const revived = state.factions.atreides!.leaderRevivedTurn;
    const { state: after } = play(state, 0, { type: 'buyBackDuncan' });
    expect(after.factions.atreides!.leaderRevivedTurn).toBe(revived);
    expect(Object.values(after.factions.atreides!.leaders).filter((l) => l.location === 'tanks')).toHaveLength(0);
  });

  it('XXXV refused: without the variant, Duncan not in the tanks, too little spice, or another faction', () => {
    const official = fixture({ ...table, fremenForesight: false })
      .phase('bidding')
      .leaderInTanks('atreides', 'duncanIdaho')
      .build();
    expect(dune.interruptActions(official, 0)).not.toContainEqual({ type: 'buyBackDuncan' });
    expectError(official, 0, { type: 'buyBackDuncan' }, 'notNow');
    const alive = fixture(table).phase('bidding').spice('atreides', 5).build();
    expectError(alive, 0, { type: 'buyBackDuncan' }, 'leaderNotInTanks');
    const poor = fixture(table).phase('bidding').leaderInTanks('atreides', 'duncanIdaho').spice('atreides', 1).build();
    expectError(poor, 0, { type: 'buyBackDuncan' }, 'notEnoughSpice');
    expectError(poor, 1, { type: 'buyBackDuncan' }, 'unknownLeader');
  });
});
