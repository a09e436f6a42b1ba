import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { decisionOf, eventsOf, forcesOf, playAll, tokensOf } from '../helpers.ts';

const three = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'blow' };
const nexusDone = (n: number) => Array.from({ length: n }, (_, seat) => [seat, { type: 'nexusDone' }] as const);

describe('rules 000 §7 spice blow', () => {
  it('§7.A.1 a territory card puts its spice in the territory’s spice sector', () => {
    const state = fixture(three).phase('spiceBlow').spiceDeckTop(['redChasm']).build();
    expect(state.board.redChasm!.spice).toBe(8);
    expect(state.spiceDiscard.at(-1)).toBe('redChasm');
    expect(state.phase).toBe('bidding');
  });

  it('§7.A.1 no spice is placed when the storm is over the spice sector', () => {
    const state = fixture(three).phase('spiceBlow').storm(6).spiceDeckTop(['redChasm']).build();
    expect(state.board.redChasm!.spice).toBe(0);
    expect(state.spiceDiscard.at(-1)).toBe('redChasm');
  });

  it('§7.A.2 a worm devours the spice and forces in the territory of the last card, then the next card is turned', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .spiceOn('redChasm', 5)
      .forces('harkonnen', 'redChasm', 6, 4)
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    // §7.B: the worm opens a nexus before it devours.
    expect(decisionOf(game)).toEqual({ kind: 'nexus', seats: [0, 1, 2] });
    expect(forcesOf(game, 'harkonnen', 'redChasm')).toBe(4);
    const { state, events } = playAll(game, nexusDone(3));
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(0);
    expect(state.factions.harkonnen!.tanks).toBe(4);
    expect(state.board.redChasm!.spice).toBe(0);
    expect(eventsOf(events, 'forcesDevoured')).toHaveLength(1);
    expect(state.board.theGreatFlat!.spice).toBe(10);
    expect(tokensOf(state, 'harkonnen')).toBe(20);
  });

  it('§7.B a worm brings a nexus where alliances are formed', () => {
    const game = fixture(three).phase('spiceBlow').spiceDeckTop(['shaiHulud1', 'theGreatFlat']).build();
    const { state, events } = playAll(game, [
      [0, { type: 'proposeAlliance', to: 2 }],
      [2, { type: 'acceptAlliance', from: 0 }],
      ...nexusDone(3),
    ]);
    expect(state.alliances).toEqual([[0, 2]]);
    expect(eventsOf(events, 'allianceFormed')[0]!.params).toEqual({ members: [0, 2] });
  });

  it('§7.C only the first worm of the phase acts: a second worm is ignored', () => {
    const game = fixture(three).phase('spiceBlow').spiceDeckTop(['shaiHulud1', 'shaiHulud2', 'funeralPlain']).build();
    const { state, events } = playAll(game, nexusDone(3));
    expect(eventsOf(events, 'shaiHuludIgnored')).toHaveLength(1);
    expect(eventsOf(events, 'nexusStarted')).toHaveLength(0);
    expect(state.board.funeralPlain!.spice).toBe(6);
    expect(state.phase).toBe('bidding');
  });

  it('§7.D first turn: worms go back into the spice deck, which is reshuffled, and no nexus occurs (§12.A)', () => {
    const state = fixture(three)
      .phase('spiceBlow')
      .turn(1)
      .spiceDeckTop(['shaiHulud1', 'shaiHulud2', 'habbanyaErg'])
      .build();
    expect(state.phase).toBe('bidding');
    expect(state.board.habbanyaErg!.spice).toBe(8);
    expect(state.spiceDeck).toContain('shaiHulud1');
    expect(state.spiceDeck).toContain('shaiHulud2');
    expect(state.spiceDiscard).not.toContain('shaiHulud1');
    expect(state.spiceDeck.length + state.spiceDiscard.length).toBe(21);
  });

  it('§7.A the spice deck is reshuffled from its discard pile when it runs out', () => {
    const state = fixture(three)
      .phase('spiceBlow')
      .with((s) => {
        s.spiceDiscard.push(...s.spiceDeck.filter((c) => c !== 'oldGap'));
        s.spiceDeck = ['oldGap'];
      })
      .with((s) => {
        s.spiceDiscard.push(s.spiceDeck.pop()!);
      })
      .spiceDiscardTop('haggaBasin')
      .build();
    expect(state.spiceDeck.length + state.spiceDiscard.length).toBe(21);
    expect(state.phase).not.toBe('spiceBlow');
  });
});
