import { describe, expect, it } from 'vitest';
import type { Seat } from '@arrakis/engine';
import { dune, fixture, type DuneState } from '../../src/index.ts';
import { decisionOf, eventsOf, forcesOf, play, playAll } from '../helpers.ts';

const three = {
  factions: ['atreides', 'harkonnen', 'emperor'] as const,
  seed: 'xxviii',
  treacheryDeck: 'descartes43' as const,
  thumperEscape: true,
};

/** Everyone passes the decisions of this kind (the Thumper window before the blow, the Nexus, the Harvester). */
function passAll(state: DuneState, kind: string): DuneState {
  let s = state;
  while (decisionOf(s)?.kind === kind) {
    const seat: Seat = decisionOf(s)!.seats[0]!;
    s = play(s, seat, kind === 'nexus' ? { type: 'nexusDone' } : { type: 'pass' }).state;
  }
  return s;
}

/** A worm on Red Chasm, where the Harkonnen (with a Thumper) and the Emperor stand. */
function wormOnRedChasm(options: object = {}) {
  const game = fixture({ ...three, ...options })
    .phase('spiceBlow')
    .spiceDiscardTop('redChasm')
    .spiceOn('redChasm', 5)
    .forces('harkonnen', 'redChasm', 6, 3)
    .forces('emperor', 'redChasm', 6, 2)
    .hand('harkonnen', ['thumper'])
    .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
    .build();
  return passAll(passAll(game, 'thumperWindow'), 'nexus');
}

describe('rules 000 XXVIII the Thumper against a worm (option thumperEscape)', () => {
  // rules 000 XXVIII "la carte marteleur peut aussi être utilisée pour échapper à un ver au moment où il apparaît"
  it('XXVIII when the worm strikes, whoever would lose tokens there and holds a Thumper may play it', () => {
    const s = wormOnRedChasm();
    expect(decisionOf(s)).toEqual({ kind: 'thumperEscape', seats: [1] });
    expect(dune.decisionActions(s, 1)).toEqual([{ type: 'pass' }, { type: 'thumperEscape' }]);
  });

  // rules 000 XXVIII "Les pions du joueur sont sauvés, mais l'épice est tout de même emportée."
  it('XXVIII the player’s tokens are saved, the spice still goes, and so do the others’ tokens', () => {
    const { state, events } = play(wormOnRedChasm(), 1, { type: 'thumperEscape' });
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(3);
    expect(forcesOf(state, 'emperor', 'redChasm')).toBe(0);
    expect(state.board.redChasm!.spice).toBe(0);
    expect(state.factions.harkonnen!.hand).not.toContain('thumper');
    expect(state.treacheryDiscard).toContain('thumper');
    expect(eventsOf(events, 'thumperEscaped').map((e) => e.params)).toEqual([{ seat: 1, territory: 'redChasm' }]);
  });

  it('XXVIII passing keeps the card, and the worm devours the tokens', () => {
    const { state } = play(wormOnRedChasm(), 1, { type: 'pass' });
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(0);
    expect(state.factions.harkonnen!.hand).toContain('thumper');
  });

  it('without the variant the Thumper does not save anyone from a worm', () => {
    const s = wormOnRedChasm({ thumperEscape: false });
    expect(decisionOf(s)?.kind).not.toBe('thumperEscape');
    expect(forcesOf(s, 'harkonnen', 'redChasm')).toBe(0);
  });

  it('XXVIII nobody is asked who has no token there, or no Thumper', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .forces('emperor', 'redChasm', 6, 2)
      .hand('harkonnen', ['thumper'])
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    const s = passAll(passAll(game, 'thumperWindow'), 'nexus');
    expect(decisionOf(s)?.kind).not.toBe('thumperEscape');
    expect(forcesOf(s, 'emperor', 'redChasm')).toBe(0);
  });

  // annexe 3 Fremen 3: the worm spares the Fremen (and their allies): they have nothing to escape.
  it('XXVIII reading: the Fremen, whom the worm spares, are not asked', () => {
    const game = fixture({ ...three, factions: ['fremen', 'harkonnen', 'emperor'] })
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .forces('fremen', 'redChasm', 6, 2)
      .hand('fremen', ['thumper'])
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    const s = passAll(passAll(game, 'thumperWindow'), 'nexus');
    expect(decisionOf(s)?.kind).not.toBe('thumperEscape');
  });

  it('XXVIII the Thumper of annexe 4 (a worm called before the blow) still works as before', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .hand('atreides', ['thumper'])
      .spiceDeckTop(['theGreatFlat'])
      .build();
    expect(decisionOf(game)?.kind).toBe('thumperWindow');
    const { events } = playAll(game, [[0, { type: 'thumper' }]]);
    expect(eventsOf(events, 'thumperPlayed')).toHaveLength(1);
  });
});
