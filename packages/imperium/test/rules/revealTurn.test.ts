import { describe, expect, it } from 'vitest';
import { act, game, hand, legal, patch, refused, waitingFor } from '../fixture.ts';

describe('rules 002 TOUR DU JOUEUR - TOUR RÉVÉLATION', () => {
  it('the example: Imperial Spy, Smuggler’s Thopter and Stilgar — 4 persuasion, 1 spice, strength 4 + 4', () => {
    let state = game();
    hand(state, 0, ['imperialSpy', 'smugglersThopter', 'stilgar']);
    patch(state, 0, { troops: { supply: 9, garrison: 1, conflict: 2 } });
    state.imperiumRow = ['spaceTravel', 'stilgar', 'chani', 'lietKynes', 'ladyJessica'];
    state = act(state, 0, { type: 'reveal' });
    const p = state.players[0]!;
    expect([p.persuasion, p.spice, p.swords]).toEqual([4, 1, 4]);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'acquire' });
    const rowBefore = [...state.imperiumRow];
    state = act(state, 0, { type: 'acquire', card: 'spaceTravel', from: 'row', toTop: false });
    expect(state.players[0]!.persuasion).toBe(1);
    expect(state.players[0]!.discard).toContain('spaceTravel');
    // rules 002 Acquérir des Cartes: the row is refilled at once.
    expect(state.imperiumRow).toHaveLength(5);
    expect(state.imperiumRow).not.toEqual(rowBefore);
    // Nothing costs 1: only done (or an Intrigue).
    expect(legal(state, 0).filter((a) => a.type === 'acquire')).toEqual([]);
    state = act(state, 0, { type: 'pass' });
    // NETTOYAGE: played and revealed cards go to the discard pile; unspent persuasion is lost.
    const after = state.players[0]!;
    expect([after.revealed, after.inPlay, after.hand, after.persuasion]).toEqual([[], [], [], 0]);
    expect(after.discard).toEqual(
      expect.arrayContaining(['imperialSpy', 'smugglersThopter', 'stilgar', 'spaceTravel']),
    );
    expect(after.revealedThisRound).toBe(true);
    expect(state.players[0]!.swords + 2 * state.players[0]!.troops.conflict).toBe(8);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('cards costing more than the persuasion are refused; The Spice Must Flow gives 1 VP when acquired', () => {
    let state = game();
    hand(state, 0, ['convincingArgument']);
    patch(state, 0, { persuasion: 6 });
    state = act(state, 0, { type: 'reveal' });
    expect(refused(state, 0, { type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false })).toBe(
      'notEnoughPersuasion',
    );
    state = act(state, 0, { type: 'pass' });
    let other = state;
    hand(other, 1, ['convincingArgument']);
    patch(other, 1, { persuasion: 7 });
    other = act(other, 1, { type: 'reveal' });
    other = act(other, 1, { type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false });
    expect(other.players[1]!.victoryPoints).toBe(1);
    expect(other.reserve.theSpiceMustFlow).toBe(9);
  });

  it('Foldspace cannot be bought with persuasion (only from its board space)', () => {
    let state = game();
    hand(state, 0, []);
    patch(state, 0, { persuasion: 10 });
    state = act(state, 0, { type: 'reveal' });
    expect(refused(state, 0, { type: 'acquire', card: 'foldspace', from: 'reserve', toTop: false })).toBe(
      'notAReservePile',
    );
  });

  it('the High Council seat gives 2 persuasion on every Reveal turn', () => {
    let state = game();
    hand(state, 0, ['dagger']);
    patch(state, 0, { highCouncil: true });
    state = act(state, 0, { type: 'reveal' });
    expect(state.players[0]!.persuasion).toBe(2);
  });

  it('swords count only with a troop in the Conflict (AJUSTEMENT DE LA FORCE)', () => {
    let state = game();
    hand(state, 0, ['dagger', 'dagger']);
    state = act(state, 0, { type: 'reveal' });
    expect(state.players[0]!.swords).toBe(2);
    expect(state.players[0]!.troops.conflict).toBe(0);
    state = act(state, 0, { type: 'pass' });
    expect(state.players[0]!.swords * 0).toBe(0);
  });

  it('the Fremen Bond: two bonded cards enable each other in either order', () => {
    let state = game();
    hand(state, 0, ['fedaykinDeathCommando', 'spiceHunter']);
    state = act(state, 0, { type: 'reveal' });
    const p = state.players[0]!;
    // Fedaykin: 1 persuasion, bond 3 swords; Spice Hunter: 1 persuasion, 1 sword, bond 1 spice.
    expect([p.persuasion, p.swords, p.spice]).toEqual([2, 4, 1]);
  });
});

describe('rules 002 RÉSOLUTION DES EFFETS RÉVÉLATION: "dans l’ordre de votre choix"', () => {
  it('plain gains first, then the player orders the boxes with choices or costs', () => {
    let state = game();
    hand(state, 0, ['opulence', 'beneGesseritSister', 'choamDirectorship']);
    patch(state, 0, { solari: 3 });
    state = act(state, 0, { type: 'reveal' }, true);
    // CHOAM Directorship's 3 Solari are already there to pay Opulence's arrow.
    expect(state.players[0]!.solari).toBe(6);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'effectOrder' });
    expect(legal(state, 0)).toHaveLength(2);
    state = act(state, 0, { type: 'option', index: 1, faction: null }, true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'choose' });
    state = act(state, 0, { type: 'option', index: 0, faction: null }, true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'pay' });
    state = act(state, 0, { type: 'pay', faction: null }, true);
    expect(state.players[0]!.victoryPoints).toBe(1);
    expect(state.players[0]!.persuasion).toBe(3);
  });
});

describe('rules 002 Acquérir des Cartes: "avant, entre, ou après vos effets Révélation"', () => {
  it('a card can be acquired between two Reveal boxes', () => {
    let state = game();
    hand(state, 0, ['convincingArgument', 'opulence', 'beneGesseritSister']);
    state = act(state, 0, { type: 'reveal' }, true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'effectOrder' });
    const buy = { type: 'acquire', card: 'arrakisLiaison', from: 'reserve', toTop: false } as const;
    expect(legal(state, 0)).toContainEqual(buy);
    state = act(state, 0, buy, true);
    expect(state.players[0]!.persuasion).toBe(0);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'effectOrder' });
    state = act(state, 0, { type: 'option', index: 1, faction: null }, true);
    state = act(state, 0, { type: 'option', index: 0, faction: null }, true);
    // 2 from the Sister's choice, then Opulence's 1 (its 6-Solari arrow cannot be paid).
    expect(state.players[0]!.persuasion).toBe(3);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'acquire' });
  });
});
