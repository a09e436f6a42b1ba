import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { decisionOf, eventsOf, forcesOf, playAll } from '../helpers.ts';

const three = {
  factions: ['atreides', 'harkonnen', 'emperor'] as const,
  seed: 'xxvii',
  twoPilesSimple: true,
};
const nexusDone = (n: number) => Array.from({ length: n }, (_, seat) => [seat, { type: 'nexusDone' }] as const);

describe('rules 000 XXVII two spice piles, the simpler reading (option twoPilesSimple)', () => {
  // rules 000 XXVII "les cartes d'épices sont divisées en deux piles. A chaque tour de jeu, on retourne donc deux cartes."
  it('XXVII two cards are turned each turn, one for each pile', () => {
    const state = fixture(three).phase('spiceBlow').spiceDeckTop(['redChasm', 'theGreatFlat']).build();
    expect(state.spiceDiscard.at(-1)).toBe('redChasm');
    expect(state.spiceDiscard2.at(-1)).toBe('theGreatFlat');
    expect(state.phase).toBe('bidding');
  });

  // rules 000 XXVII "On place alors sur chaque territoire la quantité d'épice indiquée sur l'autre carte. Ainsi, si vous
  // tirez les cartes "Chaîne de Sihaya, 6" B et "Mesa du Sud, 10" placez dix épices sur la chaîne de Sihaya et six
  // seulement en Mesa du Sud."
  it('XXVII the example: Sihaya Ridge (6) and South Mesa (10) receive 10 and 6', () => {
    const state = fixture(three).phase('spiceBlow').spiceDeckTop(['sihayaRidge', 'southMesa']).build();
    expect(state.board.sihayaRidge!.spice).toBe(10);
    expect(state.board.southMesa!.spice).toBe(6);
  });

  it('XXVII kept apart from §23: with §23 each territory receives its own amount', () => {
    const official = fixture({ ...three, twoPilesSimple: false, advancedSpiceBlow: true })
      .phase('spiceBlow')
      .spiceDeckTop(['sihayaRidge', 'southMesa'])
      .build();
    expect(official.board.sihayaRidge!.spice).toBe(6);
    expect(official.board.southMesa!.spice).toBe(10);
  });

  // rules 000 XXVII "Lorsqu'un ver apparaît, il emporte épice et pions se trouvant sur le territoire retourné
  // précédemment sur la même pile et on retourne une autre carte jusqu'à ce que l'on obtienne une carte de territoire."
  it('XXVII a worm on pile 2 devours the territory turned before on pile 2, then a card is turned until a territory', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .spiceDiscard2Top('haggaBasin')
      .spiceOn('haggaBasin', 5)
      .forces('harkonnen', 'redChasm', 6, 3)
      .forces('emperor', 'haggaBasin', 11, 4)
      .spiceDeckTop(['theGreatFlat', 'shaiHulud1', 'southMesa'])
      .build();
    expect(decisionOf(game)).toEqual({ kind: 'nexus', seats: [0, 1, 2] });
    // Nothing is placed yet: pile 1's card waits for pile 2's.
    expect(game.board.theGreatFlat!.spice).toBe(0);
    const { state, events } = playAll(game, nexusDone(3));
    expect(eventsOf(events, 'forcesDevoured').map((e) => e.params)).toEqual([
      { faction: 'emperor', territory: 'haggaBasin', count: 4 },
    ]);
    expect(state.board.haggaBasin!.spice).toBe(0);
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(3);
    // The Great Flat (10) and South Mesa (10).
    expect(state.board.theGreatFlat!.spice).toBe(10);
    expect(state.board.southMesa!.spice).toBe(10);
  });

  it('XXVII a worm on pile 1 devours the territory turned before on pile 1', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .spiceDiscard2Top('haggaBasin')
      .forces('harkonnen', 'redChasm', 6, 3)
      .forces('emperor', 'haggaBasin', 11, 4)
      .spiceDeckTop(['shaiHulud1', 'sihayaRidge', 'southMesa'])
      .build();
    const { state } = playAll(game, nexusDone(3));
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(0);
    expect(forcesOf(state, 'emperor', 'haggaBasin')).toBe(4);
    expect(state.board.sihayaRidge!.spice).toBe(10);
    expect(state.board.southMesa!.spice).toBe(6);
  });

  // rules 000 XXVII "On finit donc par se retrouver avec deux cartes de territoire faces visibles": a reading, the
  // storm rule of §7.A.1 holds for the territory that receives the spice.
  it('XXVII reading: a territory under the storm receives nothing; the other still receives its amount', () => {
    const state = fixture(three).phase('spiceBlow').storm(8).spiceDeckTop(['sihayaRidge', 'southMesa']).build();
    expect(state.board.sihayaRidge!.spice).toBe(0);
    expect(state.board.southMesa!.spice).toBe(6);
  });

  // A reading: while pile 2 is turned, pile 1's card of this turn stays face up, out of a reshuffle of the deck.
  it('XXVII reading: a reshuffle while pile 2 is turned keeps pile 1’s card face up for its spice', () => {
    const state = fixture(three)
      .phase('spiceBlow')
      .with((s) => {
        s.spiceDiscard.push(...s.spiceDeck.filter((c) => c !== 'sihayaRidge'));
        s.spiceDeck = ['sihayaRidge'];
      })
      .build();
    // The deck ran out after Sihaya Ridge: every other card was reshuffled for pile 2, Sihaya Ridge stayed.
    expect(state.spiceDiscard).toEqual(['sihayaRidge']);
    expect(state.spiceDiscard2.length).toBeGreaterThan(0);
    expect(state.board.sihayaRidge!.spice).toBeGreaterThan(0);
    expect(state.phase === 'bidding' || dune.decisions(state).length > 0).toBe(true);
  });

  // annexe 3 Atreides 2 "les cartes": with two cards turned a turn, the top two are seen (as with §23).
  it('XXVII the Atreides see the top two cards of the spice deck at the start of the movement phase', () => {
    const state = fixture(three).phase('movement').spiceDeckTop(['redChasm', 'theGreatFlat']).build();
    const view = dune.view(state, 0);
    expect([view.spiceDeckTop, view.spiceDeckSecond]).toEqual(['redChasm', 'theGreatFlat']);
  });
});
