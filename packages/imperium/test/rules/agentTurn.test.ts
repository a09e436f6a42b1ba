import { describe, expect, it } from 'vitest';
import { act, game, hand, intrigues, legal, patch, refused, send, turnOf, waitingFor } from '../fixture.ts';

describe('rules 002 TOUR DU JOUEUR - TOUR AGENT', () => {
  it('the example: Duncan Idaho at Carthag — control bonus, pay 1 water, deploy the recruits and 1 from the garrison', () => {
    let state = turnOf(game(), 1);
    hand(state, 1, ['duncanIdaho']);
    patch(state, 1, { troops: { supply: 11, garrison: 1, conflict: 0 } });
    state.board.control.carthag = 0;
    state = act(state, 1, send('duncanIdaho', 'carthag'));
    expect(state.players[0]!.solari).toBe(1); // rules 002 Bonus de Contrôle
    expect(state.players[1]!.intrigues).toHaveLength(1);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'pay' });
    state = act(state, 1, { type: 'pay', faction: null });
    expect(state.players[1]!.water).toBe(0);
    expect(state.players[1]!.hand).toHaveLength(1);
    // Two recruited this turn plus the one troop in the garrison: at most 3.
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'deploy' });
    expect(legal(state, 1)).toHaveLength(4);
    state = act(state, 1, { type: 'count', count: 3 });
    expect(state.players[1]!.troops).toEqual({ supply: 9, garrison: 0, conflict: 3 });
    expect(waitingFor(state)).toEqual({ seat: 2, kind: 'turn' });
  });

  it('the example: Dune at the Imperial Basin — harvest, then up to 2 troops from the garrison', () => {
    let state = game();
    hand(state, 0, ['duneTheDesertPlanet']);
    state.board.bonusSpice.imperialBasin = 2;
    state = act(state, 0, send('duneTheDesertPlanet', 'imperialBasin'));
    expect(state.players[0]!.spice).toBe(3);
    expect(state.board.bonusSpice.imperialBasin).toBe(0);
    expect(legal(state, 0)).toEqual([0, 1, 2].map((count) => ({ type: 'count', count })));
    state = act(state, 0, { type: 'count', count: 2 });
    expect(state.players[0]!.troops.conflict).toBe(2);
  });

  it('the example: Rally Troops costs 4 Solari, recruits 4 to the garrison, no deployment off a combat space', () => {
    let state = game();
    hand(state, 0, ['beneGesseritInitiate']);
    patch(state, 0, { solari: 5 });
    state = act(state, 0, send('beneGesseritInitiate', 'rallyTroops'));
    expect(state.players[0]!.solari).toBe(1);
    expect(state.players[0]!.troops).toEqual({ supply: 5, garrison: 7, conflict: 0 });
    expect(state.players[0]!.hand).toHaveLength(1);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('the space must show one of the card’s icons; a card without icons can only be revealed', () => {
    const state = game();
    hand(state, 0, ['dagger', 'convincingArgument']);
    expect(refused(state, 0, send('dagger', 'wealth'))).toBe('iconNotOnCard');
    expect(refused(state, 0, send('convincingArgument', 'secureContract'))).toBe('noAgentIcons');
    expect(
      legal(state, 0)
        .filter((a) => a.type === 'sendAgent')
        .every((a) => a.type === 'sendAgent' && a.card === 'dagger'),
    ).toBe(true);
  });

  it('an occupied space is refused, whoever is there', () => {
    const state = game();
    hand(state, 0, ['reconnaissance']);
    state.board.agents.arrakeen = [2];
    expect(refused(state, 0, send('reconnaissance', 'arrakeen'))).toBe('spaceOccupied');
  });

  it('Coûts des Emplacements: Conspire needs 4 spice paid at once; Sietch Tabr needs 2 Fremen influence', () => {
    let state = game();
    hand(state, 0, ['diplomacy', 'reconnaissance']);
    patch(state, 0, { spice: 3 });
    expect(refused(state, 0, send('diplomacy', 'conspire'))).toBe('cannotPay');
    expect(refused(state, 0, send('reconnaissance', 'sietchTabr'))).toBe('influenceRequired');
    patch(state, 0, { spice: 4, influence: { emperor: 0, spacingGuild: 0, beneGesserit: 0, fremen: 2 } });
    expect(legal(state, 0)).toContainEqual(send('reconnaissance', 'sietchTabr'));
    state = act(state, 0, send('diplomacy', 'conspire'));
    const p = state.players[0]!;
    expect([p.spice, p.solari, p.influence.emperor, p.intrigues.length]).toEqual([0, 5, 1, 1]);
  });

  it('Sell Melange is refused without 2 spice; the High Council and the Swordmaster once per game', () => {
    const state = game();
    hand(state, 0, ['signetRing', 'dagger']);
    patch(state, 0, { spice: 1, solari: 20, highCouncil: true });
    expect(refused(state, 0, send('signetRing', 'sellMelange'))).toBe('cannotPay');
    expect(refused(state, 0, send('dagger', 'highCouncil'))).toBe('oncePerGame');
    patch(state, 0, { highCouncil: false, swordmaster: true });
    expect(legal(state, 0)).toContainEqual(send('dagger', 'highCouncil'));
    expect(refused(state, 0, send('dagger', 'swordmaster'))).toBe('oncePerGame');
  });

  it('the Swordmaster is a third Agent from this round on', () => {
    let state = game();
    hand(state, 0, ['dagger']);
    patch(state, 0, { solari: 8 });
    state = act(state, 0, send('dagger', 'swordmaster'));
    expect(state.players[0]!.agents).toBe(3);
    expect(state.players[0]!.agentsLeft).toBe(2);
  });

  it('no Agent left: only a Reveal turn (and Intrigues)', () => {
    const state = game();
    patch(state, 0, { agentsLeft: 0 });
    expect(legal(state, 0)).toEqual([{ type: 'reveal' }]);
  });

  it('Duke Leto pays 1 Solari less on Landsraad spaces; Ilban draws when he pays Solari for a space', () => {
    let leto = game({ leaders: ['letoAtreides', 'ilbanRichese', 'paulAtreides'] });
    hand(leto, 0, ['dagger']);
    patch(leto, 0, { solari: 3 });
    leto = act(leto, 0, send('dagger', 'rallyTroops'));
    expect(leto.players[0]!.solari).toBe(0);
    let ilban = turnOf(leto, 1);
    hand(ilban, 1, ['dagger']);
    patch(ilban, 1, { solari: 2 });
    ilban = act(ilban, 1, send('dagger', 'mentat'));
    expect(ilban.players[1]!.hand).toHaveLength(2); // Mentat's card and Ruthless Negotiator's
    expect(ilban.board.mentat.holder).toBe(1);
    expect(ilban.players[1]!.agentsLeft).toBe(2);
  });
});

describe('rules 002 TOUR AGENT: "Vous pouvez résoudre ces effets dans l’ordre de votre choix"', () => {
  it('the player picks whether the space or the card resolves first, each as a whole', () => {
    let state = game();
    hand(state, 0, ['fremenCamp']);
    state = act(state, 0, send('fremenCamp', 'haggaBasin'), true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'effectOrder' });
    // The card first: no spice yet to pay Fremen Camp's arrow, so it is skipped.
    const cardFirst = act(state, 0, { type: 'option', index: 1, faction: null }, true);
    expect(waitingFor(cardFirst)).toEqual({ seat: 0, kind: 'deploy' });
    expect(cardFirst.players[0]!.troops.garrison).toBe(3);
    // The space first: the harvest pays for the 3 troops.
    const spaceFirst = act(state, 0, { type: 'option', index: 0, faction: null }, true);
    expect(waitingFor(spaceFirst)).toEqual({ seat: 0, kind: 'pay' });
    const paid = act(spaceFirst, 0, { type: 'pay', faction: null });
    expect(paid.players[0]!.troops.garrison).toBe(6);
    expect(legal(paid, 0)).toHaveLength(6); // 3 recruited + 2 from the garrison, 0 to 5
  });

  it('Plot Intrigues may still be played after the Agent’s effects, until the turn is ended', () => {
    let state = game();
    hand(state, 0, ['dagger']);
    intrigues(state, 0, ['rapidMobilization']);
    patch(state, 0, { solari: 4 });
    state = act(state, 0, send('dagger', 'rallyTroops'), true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'endAgentTurn' });
    expect(legal(state, 0)).toEqual([{ type: 'playIntrigue', card: 'rapidMobilization' }, { type: 'pass' }]);
    state = act(state, 0, { type: 'playIntrigue', card: 'rapidMobilization' }, true);
    state = act(state, 0, { type: 'count', count: 7 }, true);
    expect(state.players[0]!.troops.conflict).toBe(7);
    state = act(state, 0, { type: 'pass' }, true);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('not asked when neither order can matter', () => {
    let state = game();
    hand(state, 0, ['drYueh']);
    state = act(state, 0, send('drYueh', 'arrakeen'), true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'deploy' });
  });
});
