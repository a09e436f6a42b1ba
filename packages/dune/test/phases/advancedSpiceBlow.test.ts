import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { SPICE_DECK } from '../../src/data/spiceDeck.ts';
import { decisionOf, eventsOf, forcesOf, playAll } from '../helpers.ts';

const three = {
  factions: ['atreides', 'harkonnen', 'emperor'] as const,
  seed: 'piles',
  advancedSpiceBlow: true,
};
const nexusDone = (n: number) => Array.from({ length: n }, (_, seat) => [seat, { type: 'nexusDone' }] as const);

describe('rules 000 §23 advanced spice blow: two piles', () => {
  it('§23.A.1–2 two cards are turned, one for each discard pile, and both place their spice', () => {
    const state = fixture(three).phase('spiceBlow').spiceDeckTop(['redChasm', 'theGreatFlat']).build();
    expect(state.spiceDiscard.at(-1)).toBe('redChasm');
    expect(state.spiceDiscard2.at(-1)).toBe('theGreatFlat');
    expect(state.board.redChasm!.spice).toBe(8);
    expect(state.board.theGreatFlat!.spice).toBe(10);
    expect(state.phase).toBe('bidding');
  });

  it('without the option, one card only (rules 000 §7.A)', () => {
    const state = fixture({ ...three, advancedSpiceBlow: false })
      .phase('spiceBlow')
      .spiceDeckTop(['redChasm', 'theGreatFlat'])
      .build();
    expect(state.board.theGreatFlat!.spice).toBe(0);
    expect(state.spiceDiscard2).toEqual([]);
  });

  it('§23.A.2, §23.A.4 a worm turned for pile 2 strikes the last territory of pile 2, not of pile 1', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .spiceDiscard2Top('haggaBasin')
      .forces('harkonnen', 'redChasm', 6, 3)
      .forces('emperor', 'haggaBasin', 11, 4)
      .spiceDeckTop(['theGreatFlat', 'shaiHulud1', 'southMesa'])
      .build();
    expect(game.spiceDiscard.at(-1)).toBe('theGreatFlat');
    expect(decisionOf(game)).toEqual({ kind: 'nexus', seats: [0, 1, 2] });
    const { state, events } = playAll(game, nexusDone(3));
    expect(eventsOf(events, 'forcesDevoured').map((e) => e.params)).toEqual([
      { faction: 'emperor', territory: 'haggaBasin', count: 4 },
    ]);
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(3);
    expect(state.spiceDiscard2.slice(-2)).toEqual(['shaiHulud1', 'southMesa']);
    expect(state.board.southMesa!.spice).toBe(10);
  });

  it('§23.A.4 the worms of one pile do not affect the other: the first worm of each pile acts', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .spiceDiscardTop('redChasm')
      .spiceDiscard2Top('haggaBasin')
      .forces('harkonnen', 'redChasm', 6, 3)
      .forces('emperor', 'haggaBasin', 11, 4)
      .spiceDeckTop(['shaiHulud1', 'shaiHulud2', 'theGreatFlat', 'shaiHulud3', 'southMesa'])
      .build();
    // Pile 1: the first worm devours Red Chasm after a nexus, the second is ignored (§7.C).
    const first = playAll(game, nexusDone(3));
    expect(forcesOf(first.state, 'harkonnen', 'redChasm')).toBe(0);
    expect(eventsOf(first.events, 'shaiHuludIgnored')).toHaveLength(1);
    expect(first.state.spiceDiscard.slice(-3)).toEqual(['shaiHulud1', 'shaiHulud2', 'theGreatFlat']);
    // Pile 2: its own first worm acts, on Hagga Basin.
    expect(decisionOf(first.state)).toEqual({ kind: 'nexus', seats: [0, 1, 2] });
    const second = playAll(first.state, nexusDone(3));
    expect(forcesOf(second.state, 'emperor', 'haggaBasin')).toBe(0);
    expect(second.state.board.southMesa!.spice).toBe(10);
  });

  it('§23.A.3 on the first turn, worms of both piles go back into the deck, which is reshuffled', () => {
    const state = fixture(three)
      .phase('spiceBlow')
      .turn(1)
      .spiceDeckTop(['shaiHulud1', 'redChasm', 'shaiHulud2', 'theGreatFlat'])
      .build();
    expect(state.phase).toBe('bidding');
    expect(state.board.redChasm!.spice).toBe(8);
    expect(state.board.theGreatFlat!.spice).toBe(10);
    expect(state.spiceDeck).toContain('shaiHulud1');
    expect(state.spiceDeck).toContain('shaiHulud2');
    expect(state.spiceDiscard).toEqual(['redChasm']);
    expect(state.spiceDiscard2).toEqual(['theGreatFlat']);
  });

  it('§23.B turn 8: the last territory goes to pile 1, the worms left strike pile 2, then every card is reshuffled', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .turn(8)
      .with((s) => {
        // Turns 1–7 used 14 territories: 7 on each pile, Hagga Basin last on pile 2. Left: Red Chasm and two worms.
        const territories = SPICE_DECK.filter(
          (c) => !c.startsWith('shaiHulud') && c !== 'redChasm' && c !== 'haggaBasin',
        );
        const worms = SPICE_DECK.filter((c) => c.startsWith('shaiHulud'));
        s.spiceDiscard = [...territories.slice(0, 7), ...worms.slice(0, 2)];
        s.spiceDiscard2 = [...worms.slice(2, 4), ...territories.slice(7, 13), 'haggaBasin'];
        s.spiceDeck = ['shaiHulud6', 'shaiHulud5', 'redChasm'];
      })
      .forces('emperor', 'haggaBasin', 11, 2)
      .build();
    expect(game.spiceDiscard.at(-1)).toBe('redChasm');
    expect(game.board.redChasm!.spice).toBe(8);
    // The first worm left acts on pile 2's last territory, after a nexus.
    expect(decisionOf(game)).toEqual({ kind: 'nexus', seats: [0, 1, 2] });
    const { state, events } = playAll(game, nexusDone(3));
    expect(eventsOf(events, 'forcesDevoured').map((e) => e.params)).toEqual([
      { faction: 'emperor', territory: 'haggaBasin', count: 2 },
    ]);
    expect(eventsOf(events, 'spiceDeckReshuffled')).toHaveLength(1);
    // All 21 cards, Red Chasm included, went into the new deck; pile 1 is empty, pile 2 holds the new draw.
    expect(state.spiceDiscard).toEqual([]);
    expect(state.spiceDeck.length + state.spiceDiscard2.length).toBe(21);
    const placed = state.spiceDiscard2.at(-1)!;
    expect(placed.startsWith('shaiHulud')).toBe(false);
    expect(state.phase === 'bidding' || decisionOf(state)?.kind === 'nexus').toBe(true);
  });

  it('§23.B.2 pile 2 may draw the same territory as pile 1: a new blow there; worms turned then devour nothing', () => {
    const game = fixture(three)
      .phase('spiceBlow')
      .turn(8)
      .with((s) => {
        const territories = SPICE_DECK.filter((c) => !c.startsWith('shaiHulud') && c !== 'redChasm');
        const worms = SPICE_DECK.filter((c) => c.startsWith('shaiHulud'));
        s.spiceDiscard = [...territories.slice(0, 7), ...worms];
        s.spiceDiscard2 = territories.slice(7, 14);
        s.spiceDeck = ['redChasm'];
      })
      .build();
    // Pile 1 takes Red Chasm; pile 2 reshuffles everything and draws until a territory. Whatever the order, the
    // worms it turns find no territory on the emptied pile 2: nothing is devoured, and each territory blows.
    let state = game;
    const devoured: unknown[] = [];
    for (let guard = 0; guard < 10 && decisionOf(state)?.kind === 'nexus'; guard++) {
      const next = playAll(state, nexusDone(3));
      devoured.push(...eventsOf(next.events, 'forcesDevoured'), ...eventsOf(next.events, 'spiceDevoured'));
      state = next.state;
    }
    expect(devoured).toEqual([]);
    expect(state.spiceDiscard).toEqual([]);
    const territory = state.spiceDiscard2.at(-1)!;
    expect(territory.startsWith('shaiHulud')).toBe(false);
    if (territory === 'redChasm') expect(state.board.redChasm!.spice).toBe(16);
  });

  it('annexe 3 Atreides 2 with two piles: the Atreides see the top two cards of the spice deck', () => {
    const state = fixture(three).phase('movement').spiceDeckTop(['redChasm', 'shaiHulud1']).build();
    const view = dune.view(state, 0);
    expect(view.spiceDeckTop).toBe('redChasm');
    expect(view.spiceDeckSecond).toBe('shaiHulud1');
    expect(dune.view(state, 1).spiceDeckSecond).toBeNull();
  });
});
