import { describe, expect, it } from 'vitest';
import { uprisingPieces } from '../../src/editions/uprising/pieces.ts';
import {
  canInfiltrate,
  freePosts,
  gatherPosts,
  placeSpy,
  recallSpy,
  spacesSeenBySpies,
  spiesReaching,
  spyOn,
  spyPosts,
} from '../../src/editions/uprising/spies.ts';
import { EventLog } from '../../src/events.ts';
import type { ImperiumState } from '../../src/state.ts';
import { game } from '../fixture.ts';

function table(): ImperiumState {
  const state = game({ players: 4 });
  uprisingPieces(state);
  return state;
}

const log = () => new EventLog();

describe('rules 004 Espions (observation posts; facts uprising-rules.md §2.4)', () => {
  it('each player starts with 3 Spies in supply and none on the 13 posts', () => {
    const state = table();
    expect(state.uprising!.spySupply).toEqual([3, 3, 3, 3]);
    expect(freePosts(state, null)).toHaveLength(13);
  });

  it('"Placer un Espion": on a free post; a taken post is not free, whoever holds it', () => {
    const state = table();
    const events = log();
    placeSpy(state, 0, 'emperor', null, events);
    expect(spyOn(state, 'emperor')).toBe(0);
    expect(state.uprising!.spySupply[0]).toBe(2);
    expect(events.events).toEqual([
      { type: 'spyPlaced', visibility: 'public', params: { seat: 0, post: 'emperor', from: null } },
    ]);
    expect(freePosts(state, null)).not.toContain('emperor');
    expect(() => placeSpy(state, 1, 'emperor', null, log())).toThrow('taken');
  });

  it('with an Agent icon, only posts connected to a space with that icon', () => {
    const state = table();
    expect(freePosts(state, 'city')).toEqual([
      'sietchTabrResearchStation',
      'researchStationSpiceRefinery',
      'spiceRefineryArrakeen',
    ]);
    expect(freePosts(state, 'landsraad')).toEqual(['landsraadCouncil', 'landsraadHall']);
    placeSpy(state, 2, 'landsraadCouncil', null, log());
    placeSpy(state, 3, 'landsraadHall', null, log());
    // All qualifying posts taken: the icon does nothing.
    expect(freePosts(state, 'landsraad')).toEqual([]);
  });

  it('the limit of 3: with the supply empty, one of your Spies moves from another post', () => {
    const state = table();
    for (const post of ['emperor', 'fremen', 'choam']) placeSpy(state, 1, post, null, log());
    expect(state.uprising!.spySupply[1]).toBe(0);
    expect(() => placeSpy(state, 1, 'deepDesert', null, log())).toThrow();
    placeSpy(state, 1, 'deepDesert', 'fremen', log());
    expect(spyPosts(state, 1).sort()).toEqual(['choam', 'deepDesert', 'emperor']);
    expect(spyOn(state, 'fremen')).toBeNull();
    expect(state.uprising!.spies).toHaveLength(3);
  });

  it('"Rappeler un Espion": back to its owner\'s supply; only your own', () => {
    const state = table();
    placeSpy(state, 0, 'haggaBasin', null, log());
    expect(() => recallSpy(state, 1, 'haggaBasin', log())).toThrow();
    recallSpy(state, 0, 'haggaBasin', log());
    expect(spyOn(state, 'haggaBasin')).toBeNull();
    expect(state.uprising!.spySupply[0]).toBe(3);
  });

  it("infiltrate: a space another player's Agent holds, through a Spy on a connected post", () => {
    const state = table();
    expect(canInfiltrate(state, 0, 'arrakeen', [2])).toBe(false);
    placeSpy(state, 0, 'spiceRefineryArrakeen', null, log());
    expect(canInfiltrate(state, 0, 'arrakeen', [2])).toBe(true);
    expect(canInfiltrate(state, 0, 'spiceRefinery', [2])).toBe(true);
    // Not needed on a free space, nor against one's own Agent; not through an unconnected post.
    expect(canInfiltrate(state, 0, 'arrakeen', [])).toBe(false);
    expect(canInfiltrate(state, 0, 'arrakeen', [0])).toBe(false);
    expect(canInfiltrate(state, 0, 'researchStation', [1])).toBe(false);
  });

  it('one Spy cannot both infiltrate and gather; two Spies on two posts of Research Station may', () => {
    const state = table();
    placeSpy(state, 3, 'sietchTabrResearchStation', null, log());
    expect(gatherPosts(state, 3, 'researchStation', 'sietchTabrResearchStation')).toEqual([]);
    placeSpy(state, 3, 'researchStationSpiceRefinery', null, log());
    expect(spiesReaching(state, 3, 'researchStation')).toEqual([
      'sietchTabrResearchStation',
      'researchStationSpiceRefinery',
    ]);
    expect(gatherPosts(state, 3, 'researchStation', 'sietchTabrResearchStation')).toEqual([
      'researchStationSpiceRefinery',
    ]);
    expect(gatherPosts(state, 3, 'researchStation', null)).toHaveLength(2);
  });

  it('"icône Agent Espion": the spaces connected to your Spies\' posts', () => {
    const state = table();
    placeSpy(state, 1, 'landsraadCouncil', null, log());
    placeSpy(state, 1, 'imperialBasin', null, log());
    expect(spacesSeenBySpies(state, 1)).toEqual(['highCouncil', 'imperialPrivilege', 'swordmaster', 'imperialBasin']);
    expect(spacesSeenBySpies(state, 0)).toEqual([]);
  });
});
