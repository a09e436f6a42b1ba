import { describe, expect, it } from 'vitest';
import type { LeaderId } from '../../src/data/leaders.ts';
import { imperium } from '../../src/rules.ts';
import type { ImperiumState } from '../../src/state.ts';
import {
  act,
  agent,
  count,
  game,
  influenceAt,
  influenceOf,
  legal,
  PASS,
  patch,
  payIt,
  pick,
  player,
  refused,
  reveal,
  SEATS,
  send,
  stock,
  toFaction,
  waitingFor,
  zones,
} from '../fixture.ts';

/**
 * Both abilities of each leader (rules 002 DIRIGEANTS; abilities from the facts pack, see docs/content-doubts.md).
 * The leader tested sits at seat 0 with 1 water, no Solari, no spice, 3 troops in the garrison.
 */
function leader(id: LeaderId, values: Parameters<typeof patch>[2] = {}): ImperiumState {
  const others = (['paulAtreides', 'glossuRabban', 'memnonThorvald'] as LeaderId[]).filter((l) => l !== id);
  const state = game({ leaders: [id, others[0]!, others[1]!] });
  zones(state, 0, {
    hand: ['signetRing', 'dagger', 'duneTheDesertPlanet', 'reconnaissance'],
    deck: ['convincingArgument', 'diplomacy', 'seekAllies'],
    discard: [],
    inPlay: [],
  });
  return patch(state, 0, values);
}

describe('Duke Leto Atreides', () => {
  it('Landsraad Popularity: Landsraad spaces cost him 1 Solari less', () => {
    const state = leader('letoAtreides', { solari: 3 });
    expect(legal(state, 0)).toContainEqual(send('dagger', 'rallyTroops'));
    const rallied = agent(state, 0, 'dagger', 'rallyTroops');
    expect(stock(rallied).solari).toBe(0);
    expect(player(rallied).troops.garrison).toBe(7);
    expect(refused(leader('letoAtreides', { solari: 3 }), 0, send('dagger', 'highCouncil'))).toBe('cannotPay');
    expect(stock(agent(leader('letoAtreides', { solari: 4 }), 0, 'dagger', 'highCouncil')).solari).toBe(0);
    expect(stock(agent(leader('letoAtreides', { solari: 7 }), 0, 'dagger', 'swordmaster')).solari).toBe(0);
    expect(stock(agent(leader('letoAtreides', { solari: 1 }), 0, 'dagger', 'mentat')).solari).toBe(0);
    // Other costs are unchanged.
    expect(refused(leader('letoAtreides', { water: 1 }), 0, send('duneTheDesertPlanet', 'theGreatFlat'))).toBe(
      'cannotPay',
    );
  });

  it('Prudent Diplomacy (signet ring): pay 1 spice → 1 influence with a Faction where an opponent has more', () => {
    let state = leader('letoAtreides', { spice: 1, ...influenceAt(1, 0, 0, 0) });
    patch(state, 1, { victoryPoints: 1, ...influenceAt(1, 2, 0, 0) });
    patch(state, 2, influenceAt(0, 0, 0, 1));
    state = agent(state, 0, 'signetRing', 'secureContract', payIt());
    // Emperor is tied, not behind: only the Spacing Guild and the Fremen.
    expect(legal(state, 0)).toEqual([toFaction('spacingGuild'), toFaction('fremen')]);
    state = act(state, 0, toFaction('spacingGuild'));
    expect(influenceOf(state)).toEqual([1, 1, 0, 0]);
    expect(stock(state)).toEqual({ solari: 3, spice: 0, water: 1, vp: 0 });
  });
});

describe('Paul Atreides', () => {
  it('Prescience: he sees the top card of his deck, the others do not; nothing when the deck is empty', () => {
    const state = leader('paulAtreides');
    expect(imperium.view(state, 0).players[0]!.topOfDeck).toBe('convincingArgument');
    expect(imperium.view(state, 1).players[0]!.topOfDeck).toBeNull();
    zones(state, 0, { deck: [] });
    expect(imperium.view(state, 0).players[0]!.topOfDeck).toBeNull();
    // Rabban has no such ability.
    expect(imperium.view(state, 1).players[1]!.topOfDeck).toBeNull();
  });

  it('Discipline (signet ring): draw 1 card', () => {
    const state = agent(leader('paulAtreides'), 0, 'signetRing', 'secureContract');
    expect(player(state).hand).toEqual(['dagger', 'duneTheDesertPlanet', 'reconnaissance', 'convincingArgument']);
  });
});

describe('Baron Vladimir Harkonnen', () => {
  it('Masterstroke: at setup he keeps 2 of the 4 Faction tokens, secretly', () => {
    const state = imperium.setup({ leaders: ['vladimirHarkonnen', 'paulAtreides', 'ilbanRichese'] }, SEATS(3), 'baron');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'masterstrokeTokens' });
    expect(legal(state, 0)).toHaveLength(6);
    const after = act(state, 0, { type: 'masterstrokeTokens', factions: ['emperor', 'fremen'] });
    expect(player(after).masterstroke).toEqual(['emperor', 'fremen']);
    expect(imperium.view(after, 1).players[0]!.masterstroke).toBeNull();
    expect(imperium.view(after, 1).players[0]!.masterstrokeHidden).toBe(true);
  });

  it('Masterstroke: in a turn with 4 or more troops deployed, reveal them for 1 influence with each, once', () => {
    let state = leader('vladimirHarkonnen', { spice: 6, masterstroke: ['emperor', 'fremen'] });
    state = agent(state, 0, 'dagger', 'hallOfOratory');
    // Not a combat space: nothing deployed, nothing asked.
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
    let big = leader('vladimirHarkonnen', { spice: 6, masterstroke: ['emperor', 'fremen'] });
    zones(big, 0, { hand: ['seekAllies'] });
    big = agent(big, 0, 'seekAllies', 'heighliner', count(4));
    expect(waitingFor(big)).toEqual({ seat: 0, kind: 'masterstroke' });
    const declined = act(big, 0, PASS);
    expect(player(declined).masterstroke).toEqual(['emperor', 'fremen']);
    big = act(big, 0, { type: 'confirm' });
    expect(influenceOf(big)).toEqual([1, 1, 0, 1]);
    expect(player(big).masterstroke).toBeNull();
  });

  it('Masterstroke: 3 troops deployed are not enough', () => {
    let state = leader('vladimirHarkonnen', { spice: 6, masterstroke: ['emperor', 'fremen'] });
    zones(state, 0, { hand: ['seekAllies'] });
    state = agent(state, 0, 'seekAllies', 'heighliner', count(3));
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('Scheme (signet ring): pay 1 Solari → 1 Intrigue card', () => {
    const state = agent(leader('vladimirHarkonnen'), 0, 'signetRing', 'secureContract', payIt());
    expect(player(state).intrigues).toHaveLength(1);
    expect(stock(state).solari).toBe(2);
  });
});

describe('Glossu "The Beast" Rabban', () => {
  it('Arrakis Fiefdom: 1 spice and 1 Solari at the start of the game', () => {
    const state = imperium.setup({ leaders: ['paulAtreides', 'glossuRabban', 'ilbanRichese'] }, SEATS(3), 'rabban');
    expect(stock(state, 1)).toEqual({ solari: 1, spice: 1, water: 1, vp: 0 });
    expect(stock(state, 0)).toEqual({ solari: 0, spice: 0, water: 1, vp: 0 });
  });

  it('Brutality (signet ring): recruit 1 troop, or 2 with at least one Alliance', () => {
    const alone = agent(leader('glossuRabban'), 0, 'signetRing', 'secureContract');
    expect(player(alone).troops).toEqual({ supply: 8, garrison: 4, conflict: 0 });
    const allied = leader('glossuRabban', { victoryPoints: 2, ...influenceAt(0, 4, 0, 0) });
    allied.alliances.spacingGuild = 0;
    expect(player(agent(allied, 0, 'signetRing', 'secureContract')).troops).toEqual({
      supply: 7,
      garrison: 5,
      conflict: 0,
    });
  });
});

describe('Helena Richese', () => {
  it('Eyes Everywhere: opponents’ Agents do not block her on Landsraad and City spaces', () => {
    // content-doubts: Landsraad and City (4 sources; one TTS comment says Spice Trade).
    const state = leader('helenaRichese');
    state.board.agents = { hallOfOratory: [1], arrakeen: [2], secureContract: [1], wealth: [2] };
    expect(legal(state, 0)).toContainEqual(send('dagger', 'hallOfOratory'));
    expect(legal(state, 0)).toContainEqual(send('reconnaissance', 'arrakeen'));
    expect(refused(state, 0, send('duneTheDesertPlanet', 'secureContract'))).toBe('spaceOccupied');
    const after = agent(state, 0, 'dagger', 'hallOfOratory');
    expect(after.board.agents.hallOfOratory).toEqual([1, 0]);
    expect(player(after).persuasion).toBe(1);
    expect(player(after).troops.garrison).toBe(4);
    // Her own Agent still blocks her.
    const own = leader('helenaRichese');
    own.board.agents = { hallOfOratory: [0] };
    expect(refused(own, 0, send('dagger', 'hallOfOratory'))).toBe('spaceOccupied');
  });

  it('Manipulate (signet ring): set aside an Imperium row card; only she may acquire it this round, for 1 less', () => {
    let state = leader('helenaRichese');
    state.imperiumRow = ['stilgar', 'chani', 'scout', 'drYueh', 'opulence'];
    const next = state.imperiumDeck[0];
    state = agent(state, 0, 'signetRing', 'secureContract');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'reserveRowCard' });
    state = act(state, 0, pick('stilgar', 'row'));
    expect(player(state).setAside).toEqual({ card: 'stilgar', discount: 1 });
    expect(state.imperiumRow).toEqual(['chani', 'scout', 'drYueh', 'opulence', next]);
    // Her Reveal turn: Stilgar (5) for 4 persuasion.
    state.current = 0;
    state.stack = [{ kind: 'turn', seat: 0 }];
    state.turn = { ...state.turn!, seat: 0, kind: 'undecided', stage: 'choose' };
    state = reveal(state, 0, ['convincingArgument', 'convincingArgument']);
    state = act(state, 0, { type: 'acquire', card: 'stilgar', from: 'setAside', toTop: false });
    expect(player(state).persuasion).toBe(0);
    expect(player(state).discard).toContain('stilgar');
  });

  it('Manipulate: a set-aside card she does not buy goes to the bottom of the Imperium deck (our reading)', () => {
    let state = leader('helenaRichese');
    state.imperiumRow = ['stilgar', 'chani', 'scout', 'drYueh', 'opulence'];
    state = agent(state, 0, 'signetRing', 'secureContract', pick('stilgar', 'row'));
    state.current = 0;
    state.stack = [{ kind: 'turn', seat: 0 }];
    state.turn = { ...state.turn!, seat: 0, kind: 'undecided', stage: 'choose' };
    state = act(reveal(state, 0, []), 0, PASS);
    expect(state.imperiumDeck.at(-1)).toBe('stilgar');
    expect(player(state).setAside).toBeNull();
  });
});

describe('Count Ilban Richese', () => {
  it('Ruthless Negotiator: draw 1 card when he pays Solari for a board space', () => {
    const mentat = agent(leader('ilbanRichese', { solari: 2 }), 0, 'dagger', 'mentat');
    // Mentat's card and Ruthless Negotiator's.
    expect(player(mentat).hand).toEqual([
      'signetRing',
      'duneTheDesertPlanet',
      'reconnaissance',
      'convincingArgument',
      'diplomacy',
    ]);
    const rally = agent(leader('ilbanRichese', { solari: 4 }), 0, 'dagger', 'rallyTroops');
    expect(player(rally).hand).toHaveLength(4);
    // Water or spice costs, or no cost: no card.
    const flat = agent(leader('ilbanRichese', { water: 2 }), 0, 'duneTheDesertPlanet', 'theGreatFlat', count(0));
    expect(player(flat).hand).toHaveLength(3);
  });

  it('Manufacturing (signet ring): 1 Solari', () => {
    expect(stock(agent(leader('ilbanRichese'), 0, 'signetRing', 'secureContract')).solari).toBe(4);
  });
});

describe('Countess Ariana Thorvald', () => {
  it('Spice Addict: after a Maker space harvest, 1 spice less and draw 1 card', () => {
    const state = leader('arianaThorvald');
    state.board.bonusSpice.imperialBasin = 1;
    const after = agent(state, 0, 'duneTheDesertPlanet', 'imperialBasin', count(0));
    expect(stock(after).spice).toBe(1);
    expect(player(after).hand).toEqual(['signetRing', 'dagger', 'reconnaissance', 'convincingArgument']);
    // Not on other spaces.
    const contract = agent(leader('arianaThorvald'), 0, 'duneTheDesertPlanet', 'secureContract');
    expect(player(contract).hand).toHaveLength(3);
  });

  it('Hidden Reservoir (signet ring): 1 water', () => {
    expect(stock(agent(leader('arianaThorvald'), 0, 'signetRing', 'secureContract')).water).toBe(2);
  });
});

describe('Earl Memnon Thorvald', () => {
  it('Connections: 1 influence with a Faction of his choice when he takes a High Council seat', () => {
    let state = agent(leader('memnonThorvald', { solari: 5 }), 0, 'dagger', 'highCouncil');
    expect(legal(state, 0)).toHaveLength(4);
    state = act(state, 0, toFaction('emperor'));
    expect(influenceOf(state)).toEqual([1, 0, 0, 0]);
    expect(player(state).highCouncil).toBe(true);
  });

  it('Spice Hoard (signet ring): 1 spice', () => {
    expect(stock(agent(leader('memnonThorvald'), 0, 'signetRing', 'secureContract')).spice).toBe(1);
  });
});
