import { describe, expect, it } from 'vitest';
import { autoPassAnswer } from '../../src/windows.ts';
import { act, game, hand, intrigues, patch, send, waitingFor } from '../fixture.ts';

describe('Intrigue windows a seat cannot use (issue 14: no empty prompts)', () => {
  it('rules 002 PHASE 2: after the Agent, a seat without a Plot Intrigue can only pass: the host passes for it', () => {
    let state = game();
    hand(state, 0, ['dagger']);
    patch(state, 0, { solari: 4 });
    state = act(state, 0, send('dagger', 'rallyTroops'), true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'endAgentTurn' });
    expect(autoPassAnswer(state, 0)).toEqual({ type: 'pass' });
    // Only the seat waited for is answered for.
    expect(autoPassAnswer(state, 1)).toBeNull();
  });

  it('rules 002 PHASE 2: with a Plot Intrigue in hand the window is the seat’s own', () => {
    let state = game();
    hand(state, 0, ['dagger']);
    intrigues(state, 0, ['rapidMobilization']);
    patch(state, 0, { solari: 4 });
    state = act(state, 0, send('dagger', 'rallyTroops'), true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'endAgentTurn' });
    expect(autoPassAnswer(state, 0)).toBeNull();
  });

  it('an Agent turn is never answered for the seat', () => {
    const state = game();
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'turn' });
    expect(autoPassAnswer(state, 0)).toBeNull();
  });
});
