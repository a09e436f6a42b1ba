import { describe, expect, it } from 'vitest';
import { imperium } from '../../src/rules.ts';
import { act, game, hand, intrigues, legal, patch, refused, send, toPhase, turnOf, waitingFor } from '../fixture.ts';

describe('rules 002 CLARIFICATIONS', () => {
  it('Kwisatz Haderach: sends an Agent already on the board, even with none left, back to its own space if wished', () => {
    let state = game();
    hand(state, 0, ['kwisatzHaderach']);
    patch(state, 0, { agentsLeft: 0 });
    state.board.agents = { wealth: [0], secureContract: [0], stillsuits: [1] };
    const moves = legal(state, 0).filter((a) => a.type === 'sendAgent');
    expect(moves).toContainEqual(send('kwisatzHaderach', 'wealth', 'wealth'));
    expect(moves).not.toContainEqual(send('kwisatzHaderach', 'stillsuits', 'wealth'));
    expect(moves.every((a) => a.type === 'sendAgent' && a.from !== null)).toBe(true);
    state = act(state, 0, send('kwisatzHaderach', 'wealth', 'wealth'));
    expect(state.players[0]!.solari).toBe(2);
    expect(state.players[0]!.influence.emperor).toBe(1);
    expect(state.board.agents.wealth).toEqual([0]);
  });

  it('Kwisatz Haderach: not twice to a once-per-game space, and not past The Voice', () => {
    const state = game();
    hand(state, 0, ['kwisatzHaderach']);
    patch(state, 0, { highCouncil: true, solari: 10 });
    state.board.agents = { highCouncil: [0] };
    state.board.blocked = [{ space: 'wealth', by: 1 }];
    const moves = legal(state, 0);
    expect(moves).not.toContainEqual(send('kwisatzHaderach', 'highCouncil', 'highCouncil'));
    expect(moves).not.toContainEqual(send('kwisatzHaderach', 'wealth', 'highCouncil'));
    expect(moves).toContainEqual(send('kwisatzHaderach', 'secureContract', 'highCouncil'));
  });

  it('Kwisatz Haderach: a Maker space it leaves empty gathers bonus spice', () => {
    let state = game();
    hand(state, 0, ['kwisatzHaderach']);
    state.board.agents = { haggaBasin: [0] };
    state = act(state, 0, send('kwisatzHaderach', 'secureContract', 'haggaBasin'));
    state = toPhase(state, 'makers');
    expect(state.board.bonusSpice.haggaBasin).toBe(1);
  });

  it('La Voix: blocks a space for opponents until the player’s next turn, with a control marker', () => {
    let state = game();
    hand(state, 0, ['theVoice']);
    state = act(state, 0, send('theVoice', 'secureContract'));
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'blockSpace' });
    state = act(state, 0, { type: 'space', space: 'arrakeen' });
    expect(state.board.blocked).toEqual([{ space: 'arrakeen', by: 0 }]);
    hand(state, 1, ['reconnaissance']);
    expect(refused(state, 1, send('reconnaissance', 'arrakeen'))).toBe('spaceBlocked');
    state = act(state, 1, { type: 'reveal' });
    state = act(state, 1, { type: 'pass' });
    state = act(state, 2, { type: 'reveal' });
    state = act(state, 2, { type: 'pass' });
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'turn' });
    expect(state.board.blocked).toEqual([]);
  });

  it('Suspension Bindu: only at the start of an Agent turn; draw 1, then the turn ends at once', () => {
    let state = game();
    intrigues(state, 0, ['binduSuspension', 'windfall']);
    expect(legal(state, 0)).toContainEqual({ type: 'playIntrigue', card: 'binduSuspension' });
    const after = act(state, 0, { type: 'playIntrigue', card: 'windfall' });
    expect(legal(after, 0)).not.toContainEqual({ type: 'playIntrigue', card: 'binduSuspension' });
    const handBefore = state.players[0]!.hand.length;
    state = act(state, 0, { type: 'playIntrigue', card: 'binduSuspension' });
    expect(state.players[0]!.hand).toHaveLength(handBefore + 1);
    expect(state.players[0]!.agentsLeft).toBe(2);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('Test d’Humanité: opponents choose from the left, only what they can do, and which card to discard', () => {
    let state = game();
    hand(state, 0, ['testOfHumanity']);
    hand(state, 1, ['dagger', 'reconnaissance']);
    patch(state, 1, { troops: { supply: 8, garrison: 3, conflict: 1 } });
    hand(state, 2, []);
    patch(state, 2, { troops: { supply: 8, garrison: 3, conflict: 1 } });
    state = act(state, 0, send('testOfHumanity', 'hallOfOratory'));
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'choose' });
    state = act(state, 1, { type: 'option', index: 0, faction: null });
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'discard' });
    state = act(state, 1, { type: 'pickCard', card: 'reconnaissance', zone: 'hand' });
    expect(state.players[1]!.discard).toContain('reconnaissance');
    // Seat 2 has no card in hand: only the troop.
    expect(waitingFor(state)).toEqual({ seat: 2, kind: 'choose' });
    expect(legal(state, 2)).toEqual([{ type: 'option', index: 1, faction: null }]);
    state = act(state, 2, { type: 'option', index: 1, faction: null });
    expect(state.players[2]!.troops).toEqual({ supply: 9, garrison: 3, conflict: 0 });
  });

  it('Recrutement Calculé: the Mentat only from its own space', () => {
    let state = game();
    intrigues(state, 0, ['calculatedHire']);
    patch(state, 0, { spice: 1 });
    state.board.mentat = { holder: 1, keep: false };
    state = act(state, 0, { type: 'playIntrigue', card: 'calculatedHire' });
    expect(state.board.mentat.holder).toBe(1);
    expect(state.players[0]!.agentsLeft).toBe(2);
    let free = game();
    intrigues(free, 0, ['calculatedHire']);
    patch(free, 0, { spice: 1 });
    free = act(free, 0, { type: 'playIntrigue', card: 'calculatedHire' });
    expect(free.board.mentat.holder).toBe(0);
    expect(free.players[0]!.agentsLeft).toBe(3);
  });

  it('Exiger le Respect: the spice of the reward can pay it, after the Combat is won', () => {
    let state = game();
    state.conflict = 'raidStockpiles';
    patch(state, 0, { troops: { supply: 10, garrison: 0, conflict: 2 } });
    patch(state, 1, { troops: { supply: 11, garrison: 0, conflict: 1 } });
    intrigues(state, 0, ['demandRespect']);
    state = toPhase(state, 'combat');
    // Not a Combat card to play before the resolution.
    expect(legal(state, 0)).toEqual([{ type: 'pass' }]);
    state = act(state, 0, { type: 'pass' });
    state = act(state, 1, { type: 'pass' });
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'conflictWon' });
    expect(state.players[0]!.spice).toBe(3);
    state = act(state, 0, { type: 'playIntrigue', card: 'demandRespect' });
    expect(legal(state, 0)).toContainEqual({ type: 'option', index: 1, faction: null });
  });

  it('Paul Atréides / Goûte-Poison: the top card is seen only when the deck is not empty, with no reshuffle', () => {
    let state = game();
    const view = imperium.view(state, 0).players[0]!;
    expect(view.topOfDeck).toBe(state.players[0]!.deck[0]);
    expect(imperium.view(state, 1).players[0]!.topOfDeck).toBeNull();
    state.players[1]!.discard = [...state.players[1]!.discard, ...state.players[1]!.deck];
    state.players[1]!.deck = [];
    state = turnOf(state, 1);
    intrigues(state, 1, ['poisonSnooper']);
    state = act(state, 1, { type: 'playIntrigue', card: 'poisonSnooper' });
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
    expect(state.players[1]!.deck).toEqual([]);
    state.players[2]!.deck = ['dagger', ...state.players[2]!.deck];
    state = turnOf(state, 2);
    intrigues(state, 2, ['poisonSnooper']);
    state = act(state, 2, { type: 'playIntrigue', card: 'poisonSnooper' });
    expect(imperium.view(state, 2).players[2]!.topOfDeck).toBe('dagger');
    expect(imperium.view(state, 0).players[2]!.topOfDeck).toBeNull();
    state = act(state, 2, { type: 'inspect', choice: 'trash' });
    expect(state.trash).toContain('dagger');
  });

  it('Baron (Coup de Maître): revealed for 1 influence on each token, once, in a turn with 4+ troops deployed', () => {
    let state = imperium.setup(
      { leaders: ['vladimirHarkonnen', 'paulAtreides', 'ilbanRichese'] },
      [0, 1, 2].map((i) => ({ name: `p${i}`, kind: 'human' as const })),
      'baron',
    );
    state = act(state, 0, { type: 'masterstrokeTokens', factions: ['emperor', 'fremen'] });
    state = turnOf(state, 0);
    hand(state, 0, ['dagger']);
    patch(state, 0, { solari: 4, troops: { supply: 9, garrison: 3, conflict: 0 } });
    state.board.agents = {};
    state = act(state, 0, send('dagger', 'rallyTroops'));
    expect(waitingFor(state)?.seat).toBe(1); // no deployment off a combat space
    state = turnOf(state, 0);
    hand(state, 0, ['seekAllies']);
    patch(state, 0, { water: 1 });
    state = act(state, 0, send('seekAllies', 'hardyWarriors'));
    state = act(state, 0, { type: 'count', count: 4 });
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'masterstroke' });
    state = act(state, 0, { type: 'confirm' });
    expect(state.players[0]!.influence).toMatchObject({ emperor: 1, fremen: 2 });
    expect(state.players[0]!.masterstroke).toBeNull();
  });
});
