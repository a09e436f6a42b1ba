import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/events.ts';
import { changeInfluence } from '../../src/influence.ts';
import { act, game, hand, passAll, send, turnOf, waitingFor } from '../fixture.ts';

describe('rules 002 FACTIONS', () => {
  it('an Agent on a Faction space gains 1 influence; 2 influence is 1 VP, lost again below 2', () => {
    let state = game();
    hand(state, 0, ['diplomacy', 'seekAllies']);
    state = act(state, 0, send('diplomacy', 'stillsuits'));
    state = passAll(state, 0);
    expect(state.players[0]!.influence.fremen).toBe(1);
    expect(state.players[0]!.water).toBe(2);
    state = turnOf(state, 0);
    state.board.agents = {};
    state = act(state, 0, send('seekAllies', 'stillsuits'));
    state = passAll(state, 0);
    expect(state.players[0]!.influence.fremen).toBe(2);
    expect(state.players[0]!.victoryPoints).toBe(1);
    // À la Recherche d'Alliés trashes itself (its Agent box).
    expect(state.trash).toContain('seekAllies');
    changeInfluence(state, 0, 'fremen', -1, new EventLog());
    expect(state.players[0]!.victoryPoints).toBe(0);
  });

  it('4 influence gives the track bonus each time it is reached, and the Alliance (1 VP) to the first', () => {
    const state = game();
    const log = new EventLog();
    changeInfluence(state, 0, 'spacingGuild', 4, log);
    // The bonus (3 Solari) is queued as effects: resolve by running the game machinery.
    expect(state.stack.at(-1)).toMatchObject({ kind: 'effects', seat: 0 });
    expect(state.alliances.spacingGuild).toBe(0);
    expect(state.players[0]!.victoryPoints).toBe(2);
    changeInfluence(state, 0, 'spacingGuild', -1, log);
    expect(state.alliances.spacingGuild).toBe(0); // falling back keeps the Alliance while nobody is above
    expect(state.players[0]!.victoryPoints).toBe(2);
  });

  it('an opponent reaching the same space does not take the Alliance; one passing the holder does', () => {
    const state = game();
    const log = new EventLog();
    changeInfluence(state, 0, 'emperor', 4, log);
    changeInfluence(state, 1, 'emperor', 4, log);
    expect(state.alliances.emperor).toBe(0);
    expect(state.players[1]!.victoryPoints).toBe(1);
    changeInfluence(state, 1, 'emperor', 1, log);
    expect(state.alliances.emperor).toBe(1);
    expect(state.players[0]!.victoryPoints).toBe(1);
    expect(state.players[1]!.victoryPoints).toBe(2);
  });

  it('the track tops out at 6', () => {
    const state = game();
    changeInfluence(state, 2, 'beneGesserit', 9, new EventLog());
    expect(state.players[2]!.influence.beneGesserit).toBe(6);
    expect(waitingFor(state)).toBeUndefined(); // the Intrigue bonus is queued, not a decision
  });
});
