import { describe, expect, it } from 'vitest';
import { stateHash } from '@arrakis/engine';
import { imperium } from '../src/rules.ts';
import { act, game, hand, refused, send, toPhase } from './fixture.ts';

describe('actions: validated, size-capped, refused without change (ARCHITECTURE §2)', () => {
  it('malformed, oversized, out-of-turn, unknown-seat and illegal actions are rule errors; the state is unchanged', () => {
    const state = game();
    hand(state, 0, ['dagger']);
    const hash = stateHash(state);
    expect(refused(state, 0, { type: 'sendAgent', card: 'dagger' })).toBe('malformedAction');
    expect(refused(state, 0, { type: 'reveal', now: true })).toBe('malformedAction');
    expect(refused(state, 0, 'reveal')).toBe('malformedAction');
    expect(refused(state, 0, { type: 'playIntrigue', card: 'y'.repeat(3000) })).toBe('actionTooLarge');
    expect(refused(state, 1, { type: 'reveal' })).toBe('notYourDecision');
    expect(refused(state, 9, { type: 'reveal' })).toBe('badSeat');
    expect(refused(state, -1, { type: 'reveal' })).toBe('badSeat');
    expect(refused(state, 0, send('dagger', 'theGreatFlat'))).toBe('iconNotOnCard');
    expect(refused(state, 0, { type: 'playIntrigue', card: 'ambush' })).toBe('intrigueNotHeld');
    expect(refused(state, 0, { type: 'count', count: 2 })).toBe('illegalAction');
    expect(stateHash(state)).toBe(hash);
  });

  it('nothing is accepted once the game is over', () => {
    let state = game();
    state.conflictDeck = [];
    state = toPhase(state, 'recall');
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
    expect(imperium.outcome(state)).not.toBeNull();
    expect(refused(state, 0, { type: 'pass' })).toBe('gameOver');
  });
});
