import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../src/index.ts';
import { playAll } from './helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'view' };

describe('view: what each seat may know (rules 000 §13.A–B, ARCHITECTURE §2)', () => {
  const game = fixture(factions).phase('movement').hand('atreides', ['karama1']).spice('atreides', 7).build();

  it('§13.B spice, reserves and cards behind the shield are seen only by their owner', () => {
    const own = dune.view(game, 0).factions.atreides!;
    expect(own.spice).toBe(7);
    expect(own.hand).toEqual(['karama1']);
    expect(own.traitors).toEqual(game.factions.atreides!.traitors);
    const other = dune.view(game, 1).factions.atreides!;
    expect([other.spice, other.reserves, other.hand, other.traitors, other.handCount]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(dune.view(game, null).factions.atreides!.hand).toBeNull();
  });

  it('the board, tanks, leaders, discard piles and alliances are public', () => {
    const view = dune.view(game, 1);
    expect(view.board).toEqual(game.board);
    expect(view.factions.atreides!.tanks).toBe(0);
    expect(view.treacheryDeckCount).toBe(game.treacheryDeck.length);
    // The deck's order never leaves the server: only its size (the option of the same name is the edition).
    expect(view).not.toHaveProperty('treacheryDeck');
    expect(view).not.toHaveProperty('spiceDeck');
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(game.treacheryDeck.slice(0, 3)).slice(1, -1));
    expect(JSON.stringify(view)).not.toContain('rng');
  });

  it('§6.A–B storm dials stay secret until revealed', () => {
    const storm = fixture(factions).phase('storm').stormDialers([0, 1]).build();
    const half = playAll(storm, [[0, { type: 'dial', value: 3 }]]).state;
    expect(JSON.stringify(dune.view(half, 1))).not.toContain('"commits"');
    expect(dune.view(half, 1).frame).toMatchObject({ kind: 'stormDial', seats: [1], min: 1, max: 3 });
  });

  it('a seat’s view does not depend on what it cannot know (resampling the others’ hands and the deck)', () => {
    const other = fixture(factions)
      .phase('movement')
      .hand('atreides', ['karama1'])
      .spice('atreides', 7)
      .hand('harkonnen', ['lasgun', 'hajr'])
      .spice('harkonnen', 3)
      .build();
    const strip = (v: ReturnType<typeof dune.view>) => ({ ...v, treacheryDeckCount: 0 });
    expect(strip(dune.view(other, 0))).toEqual(strip(dune.view(game, 0)));
  });
});
