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
import type { AgentIcon } from '../../src/dsl/primitives.ts';
import type { SpyPost } from '../../src/dsl/uprising.ts';
import { EventLog } from '../../src/events.ts';
import type { ImperiumState } from '../../src/state.ts';
import { game } from '../fixture.ts';

function table(): ImperiumState {
  const state = game({ players: 4 });
  uprisingPieces(state);
  return state;
}

const log = () => new EventLog();
const ANY: SpyPost = { kind: 'any' };
const icons = (...names: AgentIcon[]): SpyPost => ({ kind: 'icons', icons: names });

describe('rules 004 Espions (observation posts; facts uprising-rules.md §2.4)', () => {
  it('each player starts with 3 Spies in supply and none on the 13 posts', () => {
    const state = table();
    expect(state.uprising!.spySupply).toEqual([3, 3, 3, 3]);
    expect(freePosts(state, 0, ANY, false)).toHaveLength(13);
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
    expect(freePosts(state, 0, ANY, false)).not.toContain('emperor');
    expect(() => placeSpy(state, 1, 'emperor', null, log())).toThrow('taken');
  });

  it('with an Agent icon, only posts connected to a space with that icon', () => {
    const state = table();
    expect(freePosts(state, 0, icons('city'), false)).toEqual([
      'sietchTabrResearchStation',
      'researchStationSpiceRefinery',
      'spiceRefineryArrakeen',
    ]);
    expect(freePosts(state, 0, icons('landsraad'), false)).toEqual(['landsraadCouncil', 'landsraadAssembly']);
    placeSpy(state, 2, 'landsraadCouncil', null, log());
    placeSpy(state, 3, 'landsraadAssembly', null, log());
    // All qualifying posts taken: the icon does nothing.
    expect(freePosts(state, 0, icons('landsraad'), false)).toEqual([]);
  });

  it('the limit of 3: with the supply empty, one of your Spies moves from another post', () => {
    const state = table();
    for (const post of ['emperor', 'fremen', 'choam'] as const) placeSpy(state, 1, post, null, log());
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

  it('"agentSpace": only the posts connected to the space your Agent went to', () => {
    const state = table();
    const agentSpace: SpyPost = { kind: 'agentSpace' };
    expect(freePosts(state, 0, agentSpace, false, 'researchStation')).toEqual([
      'sietchTabrResearchStation',
      'researchStationSpiceRefinery',
    ]);
    expect(freePosts(state, 0, agentSpace, false, null)).toEqual([]);
  });

  it("Double Agent (mayShare): a post holding another player's Spy qualifies, one holding yours does not", () => {
    const state = table();
    placeSpy(state, 1, 'spiceRefineryArrakeen', null, log());
    placeSpy(state, 0, 'researchStationSpiceRefinery', null, log());
    const shared = freePosts(state, 0, { kind: 'agentSpace' }, true, 'spiceRefinery');
    expect(shared).toEqual(['spiceRefineryArrakeen']);
    expect(freePosts(state, 0, { kind: 'agentSpace' }, false, 'spiceRefinery')).toEqual([]);
    placeSpy(state, 0, 'spiceRefineryArrakeen', null, log(), true);
    expect(spyPosts(state, 0)).toContain('spiceRefineryArrakeen');
    expect(spyPosts(state, 1)).toEqual(['spiceRefineryArrakeen']);
    // Recalling one's own Spy leaves the other player's on the shared post.
    recallSpy(state, 0, 'spiceRefineryArrakeen', log());
    expect(spyOn(state, 'spiceRefineryArrakeen')).toBe(1);
  });
});
