import { describe, expect, it } from 'vitest';
import { act, game, hand, intrigues, legal, patch, refused, send, waitingFor } from '../fixture.ts';

describe('rules 002 GUIDE DES ICÔNES: card and leader effects through the DSL', () => {
  it('Helena (Eyes Everywhere): opponents’ Agents do not block her on Landsraad and City spaces', () => {
    const state = game({ leaders: ['helenaRichese', 'paulAtreides', 'ilbanRichese'] });
    hand(state, 0, ['signetRing']);
    state.board.agents = { hallOfOratory: [1], arrakeen: [2], secureContract: [1] };
    const moves = legal(state, 0);
    expect(moves).toContainEqual(send('signetRing', 'hallOfOratory'));
    expect(moves).toContainEqual(send('signetRing', 'arrakeen'));
    expect(moves).not.toContainEqual(send('signetRing', 'secureContract'));
  });

  it('Infiltrate and Dispatch an Envoy change the next Agent of the turn', () => {
    let state = game();
    hand(state, 0, ['dagger']);
    intrigues(state, 0, ['infiltrate', 'dispatchAnEnvoy']);
    state.board.agents = { hallOfOratory: [1] };
    expect(refused(state, 0, send('dagger', 'hallOfOratory'))).toBe('spaceOccupied');
    expect(refused(state, 0, send('dagger', 'wealth'))).toBe('iconNotOnCard');
    state = act(state, 0, { type: 'playIntrigue', card: 'infiltrate' });
    state = act(state, 0, { type: 'playIntrigue', card: 'dispatchAnEnvoy' });
    expect(legal(state, 0)).toContainEqual(send('dagger', 'hallOfOratory'));
    state = act(state, 0, send('dagger', 'wealth'));
    expect(state.players[0]!.influence.emperor).toBe(1);
  });

  it('Shifting Allegiances: lose 1 influence on a chosen Faction and 2 spice for 2 influence on one Faction', () => {
    let state = game();
    hand(state, 0, ['shiftingAllegiances']);
    patch(state, 0, { spice: 2, influence: { emperor: 1, spacingGuild: 0, beneGesserit: 1, fremen: 0 } });
    state = act(state, 0, send('shiftingAllegiances', 'secureContract'));
    expect(legal(state, 0)).toEqual([
      { type: 'pay', faction: 'emperor' },
      { type: 'pay', faction: 'beneGesserit' },
      { type: 'pass' },
    ]);
    state = act(state, 0, { type: 'pay', faction: 'emperor' });
    state = act(state, 0, { type: 'faction', faction: 'fremen' });
    expect(state.players[0]!.influence).toEqual({ emperor: 0, spacingGuild: 0, beneGesserit: 1, fremen: 2 });
    expect([state.players[0]!.spice, state.players[0]!.solari, state.players[0]!.victoryPoints]).toEqual([0, 3, 1]);
  });

  it('Carryall doubles the base spice of the Maker harvest; Ariana loses 1 spice and draws after a harvest', () => {
    let state = game({ leaders: ['arianaThorvald', 'paulAtreides', 'ilbanRichese'] });
    hand(state, 0, ['carryall']);
    state.board.bonusSpice.haggaBasin = 1;
    state = act(state, 0, send('carryall', 'haggaBasin'));
    // 2 base + 1 bonus + 2 (Carryall) − 1 (Spice Addict)
    expect(state.players[0]!.spice).toBe(4);
    expect(state.players[0]!.hand).toHaveLength(1);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'deploy' });
  });

  it('Liet Kynes: 2 persuasion per Fremen card in play, itself included', () => {
    let state = game();
    state.players[0]!.inPlay = ['crysknife'];
    hand(state, 0, ['lietKynes', 'spiceHunter']);
    state = act(state, 0, { type: 'reveal' });
    // 6 from Liet Kynes (3 Fremen cards), 1 from the Spice Hunter.
    expect(state.players[0]!.persuasion).toBe(7);
  });

  it('Guild Bankers: The Spice Must Flow costs 3 less this turn; Helena’s set-aside card 1 less', () => {
    let state = game({ leaders: ['helenaRichese', 'paulAtreides', 'ilbanRichese'] });
    hand(state, 0, ['signetRing']);
    state.imperiumRow = ['stilgar', 'chani', 'scout', 'drYueh', 'opulence'];
    state = act(state, 0, send('signetRing', 'secureContract'));
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'reserveRowCard' });
    state = act(state, 0, { type: 'pickCard', card: 'stilgar', zone: 'row' });
    expect(state.imperiumRow).toHaveLength(5);
    expect(state.imperiumRow).not.toContain('stilgar');
    state.stack = [{ kind: 'turn', seat: 0 }];
    state.turn = { ...state.turn!, seat: 0, kind: 'undecided', stage: 'choose' };
    state.current = 0;
    hand(state, 0, ['guildBankers', 'convincingArgument', 'convincingArgument']);
    patch(state, 0, { persuasion: 6 });
    state = act(state, 0, { type: 'reveal' });
    const buys = legal(state, 0).filter((a) => a.type === 'acquire');
    expect(buys).toContainEqual({ type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false });
    expect(buys).toContainEqual({ type: 'acquire', card: 'stilgar', from: 'setAside', toTop: false });
    state = act(state, 0, { type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false });
    expect(state.players[0]!.persuasion).toBe(4);
    state = act(state, 0, { type: 'acquire', card: 'stilgar', from: 'setAside', toTop: false });
    expect(state.players[0]!.persuasion).toBe(0);
    expect(state.players[0]!.setAside).toBeNull();
  });

  it('Sell Melange: choose how much spice to sell among what can be paid', () => {
    let state = game();
    hand(state, 0, ['signetRing']);
    patch(state, 0, { spice: 3 });
    state = act(state, 0, send('signetRing', 'sellMelange'));
    expect(legal(state, 0)).toEqual([
      { type: 'option', index: 0, faction: null },
      { type: 'option', index: 1, faction: null },
    ]);
    state = act(state, 0, { type: 'option', index: 1, faction: null });
    expect([state.players[0]!.spice, state.players[0]!.solari]).toEqual([0, 8]);
  });

  it('Secrets: an Intrigue, and one at random from each opponent with 4 or more', () => {
    let state = game();
    hand(state, 0, ['diplomacy']);
    intrigues(state, 1, ['ambush', 'ambush', 'windfall', 'refocus']);
    intrigues(state, 2, ['ambush', 'windfall', 'refocus']);
    state = act(state, 0, send('diplomacy', 'secrets'));
    expect(state.players[0]!.intrigues).toHaveLength(2);
    expect(state.players[1]!.intrigues).toHaveLength(3);
    expect(state.players[2]!.intrigues).toHaveLength(3);
  });

  it('Power Play: influence on the space’s Faction, then the card is trashed; Imperial Spy may trash itself', () => {
    let state = game();
    hand(state, 0, ['powerPlay', 'imperialSpy']);
    state = act(state, 0, send('powerPlay', 'stillsuits'));
    expect(state.players[0]!.influence.fremen).toBe(2);
    expect(state.trash).toContain('powerPlay');
    state = act(state, 0, { type: 'count', count: 0 });
    state.stack = [{ kind: 'turn', seat: 0 }];
    state.turn = { ...state.turn!, seat: 0, kind: 'undecided', stage: 'choose' };
    state.current = 0;
    state = act(state, 0, send('imperialSpy', 'wealth'));
    state = act(state, 0, { type: 'pay', faction: null });
    expect(state.trash).toContain('imperialSpy');
    expect(state.players[0]!.intrigues).toHaveLength(1);
  });

  it('Urgent Mission recalls an Agent; the space is free again', () => {
    let state = game();
    intrigues(state, 0, ['urgentMission']);
    patch(state, 0, { agentsLeft: 1 });
    state.board.agents = { wealth: [0] };
    state = act(state, 0, { type: 'playIntrigue', card: 'urgentMission' });
    state = act(state, 0, { type: 'space', space: 'wealth' });
    expect(state.board.agents.wealth).toBeUndefined();
    expect(state.players[0]!.agentsLeft).toBe(2);
  });

  it('Memnon (Connections): influence on a Faction of his choice when he takes a High Council seat', () => {
    let state = game({ leaders: ['memnonThorvald', 'paulAtreides', 'ilbanRichese'] });
    hand(state, 0, ['dagger']);
    patch(state, 0, { solari: 5 });
    state = act(state, 0, send('dagger', 'highCouncil'));
    expect(state.players[0]!.highCouncil).toBe(true);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'faction' });
    state = act(state, 0, { type: 'faction', faction: 'beneGesserit' });
    expect(state.players[0]!.influence.beneGesserit).toBe(1);
  });
});
