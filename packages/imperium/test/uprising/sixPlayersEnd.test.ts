import { describe, expect, it } from 'vitest';
import { makerHook as gainMakerHook, sandworm } from '../../src/dsl/uprisingBuild.ts';
import { spice } from '../../src/dsl/build.ts';
import { winners } from '../../src/phases/endgame.ts';
import type { EngineState } from '../../src/state.ts';
import { legal, player, resolveEffects } from './fixture.ts';
import { MUAD_DIB, SHADDAM, sixGame } from './sixFixture.ts';

const MUAD_DIB_TEAM = [0, 2, MUAD_DIB].sort();
const SHADDAM_TEAM = [SHADDAM, 3, 5].sort();

function scores(state: EngineState, vp: readonly number[]): EngineState {
  vp.forEach((n, seat) => (player(state, seat).victoryPoints = n));
  return state;
}

describe('six players: team victory and tie-breakers (facts uprising-rules.md §1.8)', () => {
  // facts §1.8 (AID supp. p.5): the team with the highest combined VP wins, all three players together
  it('the team with the most VP counted over its three players wins, even without the best single score', () => {
    // Seat 0 (Muad'Dib's Ally) has the best score, but Shaddam's team has more together.
    const state = scores(sixGame(), [11, 7, 3, 6, 4, 6]);
    expect(winners(state)).toEqual(SHADDAM_TEAM);
    scores(state, [11, 7, 5, 6, 4, 5]);
    expect(winners(state)).toEqual(MUAD_DIB_TEAM);
  });

  // facts §1.8 (AID supp. p.5): tied on VP, the teams compare their resources added up: spice, Solari, water, troops
  it('tied on VP: the team with more spice together wins, then Solari, then water, then garrisoned troops', () => {
    const state = scores(sixGame(), [5, 5, 5, 5, 5, 5]);
    for (const p of state.players) p.water = 0;
    player(state, 0).spice = 3;
    player(state, 3).spice = 1;
    player(state, 5).spice = 1;
    expect(winners(state)).toEqual(MUAD_DIB_TEAM);
    player(state, SHADDAM).spice = 1;
    player(state, 2).solari = 1;
    expect(winners(state)).toEqual(MUAD_DIB_TEAM);
    player(state, SHADDAM).solari = 2;
    expect(winners(state)).toEqual(SHADDAM_TEAM);
    // Still tied after every resource: both teams share the win.
    player(state, SHADDAM).solari = 1;
    expect(winners(state)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('six players: Maker Hooks and sandworms are Team Muad’Dib’s (facts uprising-rules.md §1.6, DD5; TTS)', () => {
  it('an Ally of Shaddam takes no Maker Hook and summons no sandworm; an Ally of Muad’Dib does', () => {
    const state = sixGame();
    state.uprising!.shieldWall = false;
    resolveEffects(state, 3, [gainMakerHook, sandworm(2)]);
    expect(state.uprising!.makerHooks[3]).toBe(false);
    expect(state.uprising!.sandworms[3]).toBe(0);
    resolveEffects(state, 0, [gainMakerHook]);
    expect(state.uprising!.makerHooks[0]).toBe(true);
  });

  it('a desert space offers Shaddam’s team the spice only, Muad’Dib’s team the sandworms too', () => {
    // The choice between spice and worms leaves out what the seat cannot do.
    const state = sixGame(3);
    state.uprising!.makerHooks[3] = true;
    state.uprising!.makerHooks[0] = true;
    state.uprising!.shieldWall = false;
    const options = (seat: number) => {
      const s = structuredClone(state);
      resolveEffects(s, seat, [
        {
          kind: 'choose',
          pick: 1,
          options: [
            { effects: [spice(2)], cost: [] },
            { effects: [sandworm(1)], cost: [] },
          ],
        },
      ]);
      return legal(s, seat).length;
    };
    expect(options(3)).toBe(1);
    expect(options(0)).toBe(2);
  });
});
