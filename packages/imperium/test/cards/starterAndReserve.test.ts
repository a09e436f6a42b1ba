import { describe, expect, it } from 'vitest';
import type { ImperiumState } from '../../src/state.ts';
import {
  act,
  agent,
  game,
  influenceOf,
  legal,
  patch,
  player,
  refused,
  reveal,
  send,
  stock,
  troopsAt,
  zones,
} from '../fixture.ts';

/** rules 002 MATÉRIEL DU JOUEUR (starter deck) and MATÉRIEL (reserve piles); seat 0 is Paul Atreides. */
function seat0(hand: string[], values: Parameters<typeof patch>[2] = {}): ImperiumState {
  const state = game();
  zones(state, 0, { hand, deck: ['dagger', 'diplomacy'], discard: [], inPlay: [] });
  return patch(state, 0, values);
}

const FACTION_SPACES = ['wealth', 'foldspace', 'secrets', 'stillsuits'] as const;

describe('Starter deck', () => {
  it('Convincing Argument: no Agent icon; Reveal 2 persuasion', () => {
    expect(legal(seat0(['convincingArgument']), 0)).toEqual([{ type: 'reveal' }]);
    expect(player(reveal(seat0([]), 0, ['convincingArgument'])).persuasion).toBe(2);
  });

  it('Dagger: Landsraad icon only; Reveal 1 sword', () => {
    // content-doubts: Landsraad only (DB, JCS, Python); TTS also gives City.
    const state = seat0(['dagger']);
    expect(legal(state, 0)).toContainEqual(send('dagger', 'hallOfOratory'));
    expect(refused(state, 0, send('dagger', 'arrakeen'))).toBe('iconNotOnCard');
    expect(refused(state, 0, send('dagger', 'wealth'))).toBe('iconNotOnCard');
    const revealed = reveal(seat0([], troopsAt(8, 3, 1)), 0, ['dagger']);
    expect([player(revealed).persuasion, player(revealed).swords]).toEqual([0, 1]);
  });

  it('Diplomacy: the four Faction icons; Reveal 1 persuasion', () => {
    const state = seat0(['diplomacy']);
    for (const space of FACTION_SPACES) expect(legal(state, 0)).toContainEqual(send('diplomacy', space));
    expect(refused(state, 0, send('diplomacy', 'hallOfOratory'))).toBe('iconNotOnCard');
    expect(refused(state, 0, send('diplomacy', 'secureContract'))).toBe('iconNotOnCard');
    expect(player(reveal(seat0([]), 0, ['diplomacy'])).persuasion).toBe(1);
  });

  it('Dune, The Desert Planet: Spice Trade icon; Reveal 1 persuasion', () => {
    const state = seat0(['duneTheDesertPlanet']);
    expect(legal(state, 0)).toContainEqual(send('duneTheDesertPlanet', 'secureContract'));
    expect(legal(state, 0)).toContainEqual(send('duneTheDesertPlanet', 'imperialBasin'));
    expect(refused(state, 0, send('duneTheDesertPlanet', 'arrakeen'))).toBe('iconNotOnCard');
    expect(player(reveal(seat0([]), 0, ['duneTheDesertPlanet'])).persuasion).toBe(1);
  });

  it('Reconnaissance: City icon; Reveal 1 persuasion', () => {
    const state = seat0(['reconnaissance']);
    for (const space of ['arrakeen', 'carthag'] as const)
      expect(legal(state, 0)).toContainEqual(send('reconnaissance', space));
    expect(refused(state, 0, send('reconnaissance', 'secureContract'))).toBe('iconNotOnCard');
    expect(player(reveal(seat0([]), 0, ['reconnaissance'])).persuasion).toBe(1);
  });

  it('Seek Allies (Agent): the four Faction icons; trash this card', () => {
    const state = seat0(['seekAllies']);
    expect(refused(state, 0, send('seekAllies', 'hallOfOratory'))).toBe('iconNotOnCard');
    const after = agent(state, 0, 'seekAllies', 'wealth');
    expect(after.trash).toEqual(['seekAllies']);
    expect(player(after).inPlay).toEqual([]);
    expect(stock(after).solari).toBe(2);
    expect(influenceOf(after)).toEqual([1, 0, 0, 0]);
  });

  it('Seek Allies (Reveal): nothing', () => {
    const state = reveal(seat0([]), 0, ['seekAllies']);
    expect([player(state).persuasion, player(state).swords]).toEqual([0, 0]);
  });

  it('Signet Ring (Agent): Landsraad, City and Spice Trade icons; the leader’s signet ring ability (Paul: draw 1)', () => {
    const state = seat0(['signetRing']);
    expect(refused(state, 0, send('signetRing', 'wealth'))).toBe('iconNotOnCard');
    for (const space of ['hallOfOratory', 'arrakeen', 'secureContract'] as const)
      expect(legal(state, 0)).toContainEqual(send('signetRing', space));
    const after = agent(state, 0, 'signetRing', 'secureContract');
    expect(player(after).hand).toEqual(['dagger']);
    expect(stock(after).solari).toBe(3);
  });

  it('Signet Ring (Reveal): 1 persuasion', () => {
    expect(player(reveal(seat0([]), 0, ['signetRing'])).persuasion).toBe(1);
  });
});

describe('Reserve', () => {
  const buying = (persuasion: number) => patch(reveal(seat0([]), 0, []), 0, { persuasion });

  it('Arrakis Liaison: costs 2; City icon only; Reveal 2 persuasion', () => {
    // content-doubts: City only (TTS, JCS); DB and the Python transcription add the Landsraad.
    const state = seat0(['arrakisLiaison']);
    expect(legal(state, 0)).toContainEqual(send('arrakisLiaison', 'arrakeen'));
    expect(refused(state, 0, send('arrakisLiaison', 'hallOfOratory'))).toBe('iconNotOnCard');
    expect(player(reveal(seat0([]), 0, ['arrakisLiaison'])).persuasion).toBe(2);
    const bought = act(buying(2), 0, { type: 'acquire', card: 'arrakisLiaison', from: 'reserve', toTop: false });
    expect(player(bought).persuasion).toBe(0);
    expect(player(bought).discard).toEqual(['arrakisLiaison']);
    expect(bought.reserve.arrakisLiaison).toBe(7);
  });

  it('The Spice Must Flow: costs 9; Acquire 1 VP; Reveal 1 spice; no Agent icon', () => {
    expect(legal(buying(8), 0)).not.toContainEqual({
      type: 'acquire',
      card: 'theSpiceMustFlow',
      from: 'reserve',
      toTop: false,
    });
    const bought = act(buying(9), 0, { type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false });
    expect(stock(bought)).toEqual({ solari: 0, spice: 0, water: 1, vp: 1 });
    expect(bought.reserve.theSpiceMustFlow).toBe(9);
    expect(legal(seat0(['theSpiceMustFlow']), 0)).toEqual([{ type: 'reveal' }]);
    expect(stock(reveal(seat0([]), 0, ['theSpiceMustFlow'])).spice).toBe(1);
  });

  it('Foldspace (Agent): every icon; draw 1 card; never bought with persuasion', () => {
    const state = seat0(['foldspace']);
    const spaces = [
      'wealth',
      'foldspace',
      'secrets',
      'stillsuits',
      'hallOfOratory',
      'arrakeen',
      'secureContract',
    ] as const;
    for (const space of spaces) expect(legal(state, 0)).toContainEqual(send('foldspace', space));
    const after = agent(state, 0, 'foldspace', 'wealth');
    expect(player(after).hand).toEqual(['dagger']);
    expect(legal(buying(12), 0).some((a) => a.type === 'acquire' && a.card === 'foldspace')).toBe(false);
  });

  it('Foldspace (Reveal): nothing', () => {
    const state = reveal(seat0([]), 0, ['foldspace']);
    expect([player(state).persuasion, player(state).swords]).toEqual([0, 0]);
  });
});
