import { describe, expect, it } from 'vitest';
import { CONFLICT_CARDS } from '../../src/data/conflicts.ts';
import { imperium } from '../../src/rules.ts';
import { SetupError } from '../../src/setup.ts';
import { act, legal, SEATS, waitingFor } from '../fixture.ts';

describe('rules 002 MISE EN PLACE', () => {
  it('B: the Conflict deck is 1 level I on 5 level II on 4 level III, level I revealed in round 1', () => {
    const state = imperium.setup({}, SEATS(3), 'conflicts');
    const levels = [state.conflict!, ...state.conflictDeck].map((c) => CONFLICT_CARDS[c].level);
    expect(levels).toEqual([1, 2, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(new Set(state.conflictDeck).size).toBe(9);
  });

  it('C: Imperium row of 5, reserve piles 8/10/6, Intrigue deck of 40 with nothing dealt', () => {
    const state = imperium.setup({}, SEATS(4), 'market');
    expect(state.imperiumRow).toHaveLength(5);
    expect(state.imperiumDeck).toHaveLength(62);
    expect(state.reserve).toEqual({ arrakisLiaison: 8, theSpiceMustFlow: 10, foldspace: 6 });
    expect(state.intrigueDeck).toHaveLength(40);
    expect(state.players.every((p) => p.intrigues.length === 0)).toBe(true);
  });

  it('D–H: distinct leaders, 10-card decks (5 drawn in round 1), 1 water, 3 troops in garrison, 2 Agents', () => {
    const state = imperium.setup({ leaders: ['paulAtreides', 'letoAtreides', 'ilbanRichese'] }, SEATS(3), 'players');
    expect(new Set(state.players.map((p) => p.leader)).size).toBe(3);
    for (const p of state.players) {
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(5);
      expect(p.water).toBe(1);
      expect(p.troops).toEqual({ supply: 9, garrison: 3, conflict: 0 });
      expect(p.agentsLeft).toBe(2);
      expect(p.victoryPoints).toBe(0);
      expect(Object.values(p.influence)).toEqual([0, 0, 0, 0]);
    }
    expect(state.board.mentat.holder).toBeNull();
    expect(waitingFor(state)).toEqual({ seat: state.firstPlayer, kind: 'turn' });
  });

  it('G2: in a 4-player game the score starts at 1', () => {
    const state = imperium.setup({}, SEATS(4), 'score');
    expect(state.players.map((p) => p.victoryPoints)).toEqual([1, 1, 1, 1]);
  });

  it('D: leaders may be picked in seat order; Rabban starts with 1 spice and 1 Solari', () => {
    let state = imperium.setup({ leaderSelection: 'choose' }, SEATS(3), 'pick');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'chooseLeader' });
    expect(legal(state, 0)).toHaveLength(8);
    state = act(state, 0, { type: 'chooseLeader', leader: 'glossuRabban' });
    expect(legal(state, 1).some((a) => a.type === 'chooseLeader' && a.leader === 'glossuRabban')).toBe(false);
    state = act(state, 1, { type: 'chooseLeader', leader: 'paulAtreides' });
    state = act(state, 2, { type: 'chooseLeader', leader: 'ilbanRichese' });
    expect(state.players[0]!.spice).toBe(1);
    expect(state.players[0]!.solari).toBe(1);
    expect(state.phase).toBe('playerTurns');
  });

  it('rules 002 CLARIFICATIONS (Baron): he keeps two of the four tokens, secretly', () => {
    let state = imperium.setup({ leaders: ['vladimirHarkonnen', 'paulAtreides', 'ilbanRichese'] }, SEATS(3), 'baron');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'masterstrokeTokens' });
    expect(legal(state, 0)).toHaveLength(6);
    state = act(state, 0, { type: 'masterstrokeTokens', factions: ['emperor', 'fremen'] });
    expect(imperium.view(state, 0).players[0]!.masterstroke).toEqual(['emperor', 'fremen']);
    expect(imperium.view(state, 1).players[0]!.masterstroke).toBeNull();
    expect(imperium.view(state, 1).players[0]!.masterstrokeHidden).toBe(true);
  });

  it('1 to 4 players (House Hagal below 3); fixed leaders must be distinct and known, solo Rivals not Paul', () => {
    expect(() => imperium.setup({}, SEATS(5), 's')).toThrow(SetupError);
    expect(() => imperium.setup({}, SEATS(0), 's')).toThrow(SetupError);
    expect(() => imperium.setup({ rivalLeaders: ['paulAtreides', 'glossuRabban'] }, SEATS(1), 's')).toThrow(SetupError);
    expect(() => imperium.setup({ leaders: ['paulAtreides', 'paulAtreides', 'ilbanRichese'] }, SEATS(3), 's')).toThrow(
      SetupError,
    );
  });
});
