import { describe, expect, it } from 'vitest';
import { spy, spyOn, spyOnAgentSpace } from '../../src/dsl/uprisingBuild.ts';
import { actionParser, parseAction } from '../../src/actions.ts';
import { UPRISING_EDITION } from '../../src/editions/uprising/edition.ts';
import { uprising } from '../../src/rules.ts';
import {
  act,
  agentOn,
  answer,
  applyWithEvents,
  hand,
  legal,
  PASS,
  player,
  post,
  recall,
  refused,
  resolveEffects,
  send,
  spies,
  upGame,
  waiting,
} from './fixture.ts';

/** Scenario tests of rules 004 II. A) Tour Agent, the Spies (facts uprising-rules.md §2.4), through the engine. */

describe('rules 004 "Placer un Espion"', () => {
  it("Espionage: the Spy goes on a free post of the player's choice, from the supply", () => {
    let state = hand(upGame(), 0, ['diplomacy']);
    player(state).spice = 1;
    state = act(state, 0, send('diplomacy', 'espionage'));
    expect(waiting(state)).toBe('placeSpy');
    const answers = legal(state, 0);
    expect(answers).toHaveLength(13);
    // Mandatory while a Spy is in the supply (designer erratum, facts §2.4; docs/content-doubts.md).
    expect(answers).not.toContainEqual(PASS);
    const { state: after, events } = applyWithEvents(state, 0, post('fremen'));
    expect(after.uprising!.spies).toEqual([{ post: 'fremen', seat: 0 }]);
    expect(after.uprising!.spySupply[0]).toBe(2);
    expect(events).toContainEqual({
      type: 'spyPlaced',
      visibility: 'public',
      params: { seat: 0, post: 'fremen', from: null },
    });
  });

  it('a post holding any Spy is not free; with an icon, only posts connected to a space with it', () => {
    const state = spies(upGame(), 1, 'sietchTabrResearchStation');
    resolveEffects(state, 0, [spyOn('city')]);
    expect(legal(state, 0)).toEqual([post('researchStationSpiceRefinery'), post('spiceRefineryArrakeen')]);
  });

  it('no qualifying post: the effect does nothing (facts §2.4)', () => {
    const state = spies(upGame(), 1, 'landsraadCouncil', 'landsraadAssembly');
    resolveEffects(state, 0, [spyOn('landsraad')]);
    expect(waiting(state)).toBe('turn');
  });

  it("the limit of 3: with the supply empty, one of the player's Spies may move; a move is a recall", () => {
    let state = spies(upGame(), 0, 'emperor', 'fremen', 'choam');
    resolveEffects(state, 0, [spy]);
    const answers = legal(state, 0);
    // 10 free posts, each from one of the 3 Spies, or not at all (the rulebook's "may first recall").
    expect(answers).toHaveLength(31);
    expect(answers).toContainEqual(PASS);
    expect(refused(state, 0, post('deepDesert'))).toBe('spySupplyEmpty');
    state = act(state, 0, post('deepDesert', 'fremen'));
    expect(state.uprising!.spies.map((s) => s.post).sort()).toEqual(['choam', 'deepDesert', 'emperor']);
    expect(state.turn!.uprising!.recalledSpy).toBe(true);
    expect(state.uprising!.spySupply[0]).toBe(0);
  });

  it("Double Agent (mayShare): a post connected to the Agent's space, even one another player spies on", () => {
    const state = spies(upGame(), 1, 'spiceRefineryArrakeen');
    resolveEffects(state, 0, [spyOnAgentSpace], { source: 'agentBox', card: 'doubleAgent', space: 'spiceRefinery' });
    expect(legal(state, 0)).toEqual([post('researchStationSpiceRefinery'), post('spiceRefineryArrakeen')]);
    const after = act(state, 0, post('spiceRefineryArrakeen'));
    expect(after.uprising!.spies).toEqual([
      { post: 'spiceRefineryArrakeen', seat: 1 },
      { post: 'spiceRefineryArrakeen', seat: 0 },
    ]);
  });
});

describe('rules 004 "icône Agent Espion"', () => {
  it("a Spy icon card reaches the spaces connected to the player's Spies, and the Spy stays", () => {
    let state = hand(upGame(), 0, ['imperialSpymaster']);
    player(state).solari = 5;
    const before = legal(state, 0).filter((a) => a.type === 'sendAgent');
    expect(before.map((a) => a.type === 'sendAgent' && a.space)).toEqual(['dutifulService']);
    spies(state, 0, 'landsraadCouncil');
    const spaces = legal(state, 0).flatMap((a) => (a.type === 'sendAgent' ? [a.space] : []));
    // High Council (5 Solari) yes; Swordmaster (8) unpaid; Imperial Privilege needs 2 Emperor influence.
    expect(spaces).toEqual(['dutifulService', 'highCouncil']);
    state = act(state, 0, send('imperialSpymaster', 'highCouncil'));
    expect(state.board.agents.highCouncil).toEqual([0]);
    // The Spy could gather intelligence; without it, it stays on its post.
    expect(waiting(state)).toBe('gatherIntelligence');
    state = act(state, 0, PASS);
    expect(state.uprising!.spies).toEqual([{ post: 'landsraadCouncil', seat: 0 }]);
  });
});

describe('rules 004 "Rappeler un Espion (Action)": infiltrate', () => {
  it("a space another player's Agent holds, by recalling a Spy from a connected post", () => {
    let state = hand(upGame(), 0, ['reconnaissance']);
    agentOn(state, 1, 'arrakeen');
    expect(legal(state, 0)).not.toContainEqual(send('reconnaissance', 'arrakeen'));
    spies(state, 0, 'spiceRefineryArrakeen');
    const sends = legal(state, 0).filter((a) => a.type === 'sendAgent' && a.space === 'arrakeen');
    expect(sends).toEqual([send('reconnaissance', 'arrakeen', 'spiceRefineryArrakeen')]);
    // The refusal comes from the same list: no Spy named, or a post not connected, or a Spy not the player's.
    expect(refused(state, 0, send('reconnaissance', 'arrakeen'))).toBe('spaceOccupied');
    expect(refused(state, 0, send('reconnaissance', 'arrakeen', 'fremen'))).toBe('spyNotThere');
    const { state: after, events } = applyWithEvents(
      state,
      0,
      send('reconnaissance', 'arrakeen', 'spiceRefineryArrakeen'),
    );
    state = after;
    expect(state.board.agents.arrakeen).toEqual([1, 0]);
    expect(state.uprising!.spies).toEqual([]);
    expect(state.uprising!.spySupply[0]).toBe(3);
    expect(events).toContainEqual({
      type: 'agentInfiltrated',
      visibility: 'public',
      params: { seat: 0, space: 'arrakeen', post: 'spiceRefineryArrakeen' },
    });
    // One Spy cannot both infiltrate and gather intelligence (facts §2.4).
    expect(waiting(state)).not.toBe('gatherIntelligence');
  });

  it("not needed on a free space, never past one's own Agent", () => {
    const state = spies(hand(upGame(), 0, ['reconnaissance']), 0, 'spiceRefineryArrakeen');
    expect(refused(state, 0, send('reconnaissance', 'arrakeen', 'spiceRefineryArrakeen'))).toBe('nothingToInfiltrate');
    agentOn(state, 0, 'arrakeen');
    expect(legal(state, 0).filter((a) => a.type === 'sendAgent' && a.space === 'arrakeen')).toEqual([]);
  });
});

describe('rules 004 "Rappeler un Espion (Action)": gather intelligence', () => {
  it('right after the Agent is placed, before any effect: recall a connected Spy to draw 1 card', () => {
    let state = spies(hand(upGame(), 0, ['diplomacy']), 0, 'fremen');
    state = applyWithEvents(state, 0, send('diplomacy', 'fremkit')).state;
    expect(waiting(state)).toBe('gatherIntelligence');
    expect(legal(state, 0)).toEqual([recall('fremen'), PASS]);
    expect(player(state).influence.fremen).toBe(0);
    const { state: after, events } = applyWithEvents(state, 0, recall('fremen'));
    state = after;
    expect(state.uprising!.spySupply[0]).toBe(3);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['spyRecalled', 'intelligenceGathered', 'cardsDrawn']),
    );
    // Fremkit's own draw follows: 2 cards in hand in all.
    state = answer(state, 0);
    expect(player(state).hand.length).toBeGreaterThanOrEqual(1);
    expect(state.turn!.uprising!.recalledSpy).toBe(true);
  });

  it('two Spies on two posts of Research Station: one infiltrates, the other gathers; never two gatherings', () => {
    let state = hand(upGame(), 0, ['reconnaissance']);
    player(state).water = 2;
    agentOn(state, 2, 'researchStation');
    spies(state, 0, 'sietchTabrResearchStation', 'researchStationSpiceRefinery');
    const sends = legal(state, 0).filter((a) => a.type === 'sendAgent' && a.space === 'researchStation');
    expect(sends).toHaveLength(2);
    state = act(state, 0, send('reconnaissance', 'researchStation', 'sietchTabrResearchStation'));
    expect(waiting(state)).toBe('gatherIntelligence');
    expect(legal(state, 0)).toEqual([recall('researchStationSpiceRefinery'), PASS]);
    state = act(state, 0, recall('researchStationSpiceRefinery'));
    expect(waiting(state)).not.toBe('gatherIntelligence');
    expect(state.uprising!.spySupply[0]).toBe(3);
  });
});

describe('views show the Spies (rules 004: public)', () => {
  it('every seat and spectators see every Spy and supply', () => {
    const state = spies(upGame(), 2, 'choam');
    for (const viewer of [0, 1, 2, 3, null]) {
      const view = uprising.view(state, viewer);
      expect(view.uprising!.spies).toEqual([{ post: 'choam', seat: 2 }]);
      expect(view.uprising!.spySupply).toEqual([3, 3, 2, 3]);
    }
  });
});

describe("Spy actions are Uprising's only", () => {
  it("the 2020 game's parser refuses them as malformed; Uprising's accepts them", () => {
    const input = { type: 'placeSpy', post: 'choam', from: null };
    expect(parseAction(input).ok).toBe(false);
    expect(parseAction({ type: 'sendAgent', card: 'dagger', space: 'arrakeen', from: null, spy: 'choam' }).ok).toBe(
      false,
    );
    expect(actionParser(UPRISING_EDITION)(input).ok).toBe(true);
    expect(actionParser(UPRISING_EDITION)({ type: 'placeSpy', post: 'nowhere', from: null }).ok).toBe(false);
  });

  it('a post the effect does not name is refused, and nothing changes', () => {
    const state = upGame();
    resolveEffects(state, 0, [spyOn('spiceTrade')]);
    expect(legal(state, 0)).toEqual([post('choam'), post('deepDesert'), post('haggaBasin'), post('imperialBasin')]);
    const before = JSON.stringify(state);
    expect(refused(state, 0, post('emperor'))).toBe('postNotOffered');
    expect(refused(state, 1, post('choam'))).toBe('notYourDecision');
    expect(JSON.stringify(state)).toBe(before);
  });
});
