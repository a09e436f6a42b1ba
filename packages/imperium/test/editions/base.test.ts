import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { CONFLICT_CARDS } from '../../src/data/conflicts.ts';
import { FACTION_TRACKS } from '../../src/data/factions.ts';
import { IMPERIUM_DECK } from '../../src/data/imperiumDeck.ts';
import { INTRIGUE_DECK } from '../../src/data/intrigues.ts';
import { LEADERS } from '../../src/data/leaders.ts';
import { RESERVE } from '../../src/data/reserve.ts';
import { CONTROL_SPACES, SPACE_IDS } from '../../src/data/spaces.ts';
import { STARTER_DECK } from '../../src/data/starterDeck.ts';
import { determinize } from '../../src/determinize.ts';
import { BASE_CONTENT, BASE_EDITION } from '../../src/editions/base.ts';
import { EDITIONS, editionOf } from '../../src/editions/index.ts';
import { imperium, imperiumGame } from '../../src/rules.ts';
import { SetupError } from '../../src/setup.ts';
import { SEATS } from '../fixture.ts';

describe('the 2020 game is the engine with the base edition', () => {
  it('its content set is the 2020 data, looked up by the id the state records', () => {
    expect(Object.keys(BASE_CONTENT.playerCards).sort()).toEqual(
      [...Object.keys(STARTER_DECK), ...Object.keys(RESERVE), ...Object.keys(IMPERIUM_DECK)].sort(),
    );
    expect(BASE_CONTENT.intrigues).toBe(INTRIGUE_DECK);
    expect(BASE_CONTENT.conflicts).toBe(CONFLICT_CARDS);
    expect(BASE_CONTENT.leaders).toBe(LEADERS);
    expect(BASE_CONTENT.spaceIds).toEqual(SPACE_IDS);
    expect(BASE_CONTENT.controlSpaces).toEqual(CONTROL_SPACES);
    // rules 002 PHASE 4 : FAISEURS: the three Maker spaces.
    expect(BASE_CONTENT.makerSpaces).toEqual(['imperialBasin', 'haggaBasin', 'theGreatFlat']);
    // rules 002 Acquérir des Cartes: Foldspace is not bought with persuasion.
    expect(BASE_CONTENT.buyableReserve).toEqual(['arrakisLiaison', 'theSpiceMustFlow']);
    expect(BASE_CONTENT.factions.map((f) => BASE_CONTENT.factionTracks[f])).toEqual(Object.values(FACTION_TRACKS));
    expect(EDITIONS.base).toBe(BASE_EDITION);
  });

  it('a 2020 state names no edition, so its JSON and hash are those of the games stored before editions', () => {
    const state = imperium.setup({}, SEATS(3), 'edition');
    expect('edition' in state).toBe(false);
    expect(editionOf(JSON.parse(JSON.stringify(state)) as typeof state)).toBe(BASE_EDITION);
    const view = imperium.view(state, 0);
    expect('edition' in view).toBe(false);
    const sampled = determinize(view, seedRng('d'));
    expect('edition' in sampled).toBe(false);
    expect(editionOf(sampled)).toBe(BASE_EDITION);
  });

  it('the seat range and the starting score are the edition’s (rules 002 MATÉRIEL, MISE EN PLACE G2)', () => {
    expect(BASE_EDITION.seats).toEqual({ min: 1, max: 4 });
    expect(() => imperium.setup({}, SEATS(5), 's')).toThrow(SetupError);
    expect([1, 2, 3, 4].map((n) => BASE_EDITION.startingVictoryPoints(n))).toEqual([0, 0, 0, 1]);
    expect(BASE_EDITION.thirdRewardFrom).toBe(4);
  });

  it('a Game built from the base edition plays exactly as `imperium`', () => {
    const again = imperiumGame(BASE_EDITION);
    expect(again.id).toBe('imperium');
    expect(again.setup({}, SEATS(4), 'same')).toEqual(imperium.setup({}, SEATS(4), 'same'));
    expect(again.rules.parse({ type: 'space', space: 'nowhere' }).ok).toBe(false);
    expect(again.rules.parse({ type: 'opponent', seat: 4 }).ok).toBe(false);
  });
});
