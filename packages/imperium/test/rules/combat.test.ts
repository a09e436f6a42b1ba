import { describe, expect, it } from 'vitest';
import { conflictPlaces } from '../../src/phases/combat.ts';
import type { ImperiumState } from '../../src/state.ts';
import { act, conflict, game, intrigues, legal, patch, toPhase, waitingFor } from '../fixture.ts';

function fighters(state: ImperiumState, strengths: [troops: number, swords: number][]): ImperiumState {
  strengths.forEach(([troops, swords], seat) =>
    patch(state, seat, { troops: { supply: 12 - troops, garrison: 0, conflict: troops }, swords }),
  );
  return state;
}

function places(state: ImperiumState) {
  return conflictPlaces(state).map((p) => `${p.seat}:${p.place}`);
}

describe('rules 002 RÉSOLUTION DU COMBAT', () => {
  it('the strongest wins the first reward, the next the second; 0 strength gets nothing', () => {
    const state = fighters(game(), [
      [2, 4],
      [1, 4],
      [0, 9],
    ]);
    expect(places(state)).toEqual(['0:first', '1:second']);
  });

  it('Égalités: tied for first, both get the second reward and nobody wins', () => {
    const state = fighters(game(), [
      [2, 0],
      [1, 2],
      [1, 0],
    ]);
    expect(places(state)).toEqual(['0:second', '1:second']);
  });

  it('Égalités, 4 players: two tied for first, the next alone gets the third; tied for third get nothing', () => {
    const state = fighters(game({ players: 4 }), [
      [2, 0],
      [2, 0],
      [1, 0],
      [0, 0],
    ]);
    expect(places(state)).toEqual(['0:second', '1:second', '2:third']);
    const tiedThird = fighters(game({ players: 4 }), [
      [3, 0],
      [2, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(places(tiedThird)).toEqual(['0:first', '1:second']);
  });

  it('Égalités: tied for second get the third reward in a 4-player game, nothing in a 3-player game', () => {
    const four = fighters(game({ players: 4 }), [
      [3, 0],
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
    expect(places(four)).toEqual(['0:first', '1:third', '2:third']);
    const three = fighters(game(), [
      [3, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(places(three)).toEqual(['0:first']);
  });

  it('the example: Siege of Arrakeen — Ambush turns it, control and 1 VP to the winner, 4 Solari to the second', () => {
    let state = conflict(game(), 'siegeOfArrakeen');
    fighters(state, [
      [2, 4],
      [2, 2],
      [0, 0],
    ]);
    intrigues(state, 1, ['ambush']);
    state = toPhase(state, 'combat');
    // rules 002 CARTES INTRIGUE COMBAT: only seats with troops in the Conflict, from the first player.
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'combatIntrigue' });
    state = act(state, 0, { type: 'pass' });
    expect(legal(state, 1)).toEqual([{ type: 'playIntrigue', card: 'ambush' }, { type: 'pass' }]);
    state = act(state, 1, { type: 'playIntrigue', card: 'ambush' });
    state = act(state, 1, { type: 'pass' });
    // Having passed does not stop John playing later: he is asked again.
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'combatIntrigue' });
    state = act(state, 0, { type: 'pass' });
    state = act(state, 1, { type: 'pass' });
    // The winner may play "when you win" Intrigues.
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'conflictWon' });
    state = act(state, 1, { type: 'pass' });
    expect(state.players[1]!.victoryPoints).toBe(1);
    expect(state.board.control.arrakeen).toBe(1);
    expect(state.players[0]!.solari).toBe(4);
    // Troops go back to the supply, not the garrison.
    expect(state.players.map((p) => p.troops.conflict)).toEqual([0, 0, 0]);
    expect(state.players[0]!.troops).toEqual({ supply: 12, garrison: 0, conflict: 0 });
    expect(state.players.map((p) => p.swords)).toEqual([0, 0, 0]);
  });

  it('Contrôle: a new winner replaces the marker; the defensive troop when the Conflict is revealed', () => {
    let state = conflict(game(), 'siegeOfArrakeen');
    state.board.control.arrakeen = 2;
    fighters(state, [
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
    state.conflictDeck = ['battleForArrakeen', ...state.conflictDeck];
    state = toPhase(state, 'combat');
    state = act(state, 0, { type: 'pass' }); // Combat Intrigues
    state = act(state, 0, { type: 'pass' }); // "when you win"
    expect(state.board.control.arrakeen).toBe(0);
    // Next round reveals a Conflict for Arrakeen: its controller may deploy a troop from the supply.
    expect(state.conflict).toBe('battleForArrakeen');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'pay' });
    state = act(state, 0, { type: 'pay', faction: null });
    expect(state.players[0]!.troops.conflict).toBe(1);
  });

  it('losing the last troop sets strength to 0 for good (AJUSTEMENT DE LA FORCE); Master Tactician', () => {
    let state = fighters(game(), [
      [1, 5],
      [1, 4],
      [0, 0],
    ]);
    intrigues(state, 0, ['masterTactician', 'masterTactician']);
    state = toPhase(state, 'combat');
    state = act(state, 0, { type: 'playIntrigue', card: 'masterTactician' });
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'choose' });
    state = act(state, 0, { type: 'option', index: 0, faction: null });
    expect(state.players[0]!.swords).toBe(8);
    state = act(state, 0, { type: 'playIntrigue', card: 'masterTactician' });
    state = act(state, 0, { type: 'option', index: 1, faction: null });
    state = act(state, 0, { type: 'count', count: 1 });
    expect(state.players[0]!.troops).toMatchObject({ garrison: 1, conflict: 0 });
    expect(state.players[0]!.swords).toBe(0);
    expect(conflictPlaces(state).map((p) => p.seat)).toEqual([1]);
  });
});

describe('rules 002 CLARIFICATIONS (La Voix) and Contrôle: three markers', () => {
  it('a marker still blocking a space comes back when a third space is won', () => {
    let state = conflict(game(), 'siegeOfCarthag');
    state.board.control = { arrakeen: 0, carthag: null, imperialBasin: 0 };
    state.board.blocked = [{ space: 'wealth', by: 0 }];
    fighters(state, [
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
    state = toPhase(state, 'combat');
    state = act(state, 0, { type: 'pass' });
    expect(state.board.control.carthag).toBe(0);
    expect(state.board.blocked).toEqual([]);
  });
});
