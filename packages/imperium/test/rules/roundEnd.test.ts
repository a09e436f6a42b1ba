import { describe, expect, it } from 'vitest';
import { imperium } from '../../src/rules.ts';
import { act, game, hand, intrigues, patch, toPhase, waitingFor } from '../fixture.ts';

describe('rules 002 PHASE 4 : FAISEURS', () => {
  it('1 bonus spice on each Maker space without an Agent, added to what is there', () => {
    let state = game();
    state.board.agents.imperialBasin = [0];
    state.board.bonusSpice.theGreatFlat = 1;
    state = toPhase(state, 'makers');
    expect(state.board.bonusSpice).toEqual({ imperialBasin: 0, haggaBasin: 1, theGreatFlat: 2 });
  });
});

describe('rules 002 PHASE 5 : RAPPEL', () => {
  it('Agents and the Mentat come back, the first player marker moves clockwise, a new round starts', () => {
    let state = game();
    state.board.agents = { wealth: [0], mentat: [1], carthag: [1] };
    state.board.mentat = { holder: 1, keep: false };
    patch(state, 1, { agentsLeft: 0 });
    for (const seat of [0, 1, 2]) hand(state, seat, []);
    state = toPhase(state, 'recall');
    expect(state.round).toBe(2);
    expect(state.firstPlayer).toBe(1);
    expect(state.board.agents).toEqual({});
    expect(state.board.mentat.holder).toBeNull();
    expect(state.players.map((p) => p.agentsLeft)).toEqual([2, 2, 2]);
    expect(state.players.every((p) => p.hand.length === 5)).toBe(true);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('a Mentat won in a Conflict stays for the next round as a third Agent (GUIDE DES ICÔNES "Mentat")', () => {
    let state = game();
    state.board.mentat = { holder: 2, keep: true };
    state = toPhase(state, 'recall');
    expect(state.board.mentat).toEqual({ holder: 2, keep: false });
    expect(state.players[2]!.agentsLeft).toBe(3);
  });
});

describe('rules 002 FIN DE PARTIE', () => {
  it('10 VP at the recall ends the game; Endgame Intrigues are played, then the most VP wins', () => {
    let state = game();
    patch(state, 0, { victoryPoints: 10 });
    patch(state, 2, { victoryPoints: 9 });
    intrigues(state, 2, ['cornerTheMarket']);
    state.players[2]!.discard = [...state.players[2]!.discard, 'theSpiceMustFlow', 'theSpiceMustFlow'];
    state.reserve = { ...state.reserve, theSpiceMustFlow: state.reserve.theSpiceMustFlow - 2 };
    state = toPhase(state, 'recall');
    expect(state.phase).toBe('endgame');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'endgameIntrigue' });
    state = act(state, 0, { type: 'pass' });
    state = act(state, 1, { type: 'pass' });
    state = act(state, 2, { type: 'playIntrigue', card: 'cornerTheMarket' });
    state = act(state, 2, { type: 'pass' });
    expect(state.players[2]!.victoryPoints).toBe(11);
    expect(imperium.outcome(state)).toEqual({ winners: [2], reason: 'victoryPoints', turn: 1 });
  });

  it('an empty Conflict deck ends the game at the recall', () => {
    let state = game();
    state.conflictDiscard = [...state.conflictDiscard, ...state.conflictDeck];
    state.conflictDeck = [];
    state = toPhase(state, 'recall');
    expect(state.phase).toBe('endgame');
  });

  it('ties go to the most spice, then Solari, then water, then troops in the garrison; full ties share', () => {
    const base = { victoryPoints: 8, spice: 2, solari: 3, water: 1 };
    const cases: [Partial<typeof base> & { garrison?: number }, number[]][] = [
      [{ spice: 3 }, [1]],
      [{ solari: 4 }, [1]],
      [{ water: 2 }, [1]],
      [{ garrison: 5 }, [1]],
      [{}, [0, 1]],
    ];
    for (const [edge, winners] of cases) {
      let state = game();
      patch(state, 0, { ...base, troops: { supply: 9, garrison: 3, conflict: 0 } });
      const { garrison = 3, ...rest } = edge;
      patch(state, 1, { ...base, ...rest, troops: { supply: 12 - garrison, garrison, conflict: 0 } });
      patch(state, 2, { victoryPoints: 7 });
      state.conflictDeck = [];
      state = toPhase(state, 'recall');
      for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
      expect(imperium.outcome(state)?.winners, JSON.stringify(edge)).toEqual(winners);
    }
  });

  it('Tiebreaker: its Endgame half gives 10 spice', () => {
    let state = game();
    patch(state, 1, { victoryPoints: 10 });
    intrigues(state, 0, ['tiebreaker']);
    patch(state, 0, { victoryPoints: 10 });
    state = toPhase(state, 'recall');
    state = act(state, 0, { type: 'playIntrigue', card: 'tiebreaker' });
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
    expect(imperium.outcome(state)?.winners).toEqual([0]);
  });
});
