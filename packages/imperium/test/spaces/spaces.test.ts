import { describe, expect, it } from 'vitest';
import type { ImperiumState } from '../../src/state.ts';
import {
  act,
  agent,
  conflict,
  count,
  game,
  influenceAt,
  influenceOf,
  intrigues,
  legal,
  option,
  PASS,
  patch,
  payIt,
  pick,
  player,
  refused,
  reveal,
  send,
  stock,
  toPhase,
  waitingFor,
  zones,
} from '../fixture.ts';

/**
 * One test per board space (rules 002 TOUR AGENT, "Guide des Emplacements du Plateau" facts): placement (icon,
 * cost, requirement), effects, influence; control bonuses; Maker bonus spice. The cards sent have no Agent box:
 * Diplomacy (Faction icons), Dagger (Landsraad), Reconnaissance (City), Dune (Spice Trade). Seat 0 plays Paul with
 * 1 water, no Solari, no spice, 3 troops in the garrison.
 */
function seat0(values: Parameters<typeof patch>[2] = {}): ImperiumState {
  const state = game();
  zones(state, 0, {
    hand: ['diplomacy', 'dagger', 'reconnaissance', 'duneTheDesertPlanet'],
    deck: ['convincingArgument', 'seekAllies', 'signetRing', 'dagger'],
    discard: [],
    inPlay: [],
  });
  return patch(state, 0, values);
}

const DRAWN = ['convincingArgument', 'seekAllies', 'signetRing'];

describe('Emperor spaces', () => {
  it('Conspire: costs 4 spice; 1 Emperor influence, 5 Solari, 2 troops, 1 Intrigue', () => {
    expect(refused(seat0({ spice: 3 }), 0, send('diplomacy', 'conspire'))).toBe('cannotPay');
    expect(refused(seat0({ spice: 4 }), 0, send('dagger', 'conspire'))).toBe('iconNotOnCard');
    const state = agent(seat0({ spice: 5 }), 0, 'diplomacy', 'conspire');
    expect(stock(state)).toEqual({ solari: 5, spice: 1, water: 1, vp: 0 });
    expect(influenceOf(state)).toEqual([1, 0, 0, 0]);
    // Not a combat space: the troops stay in the garrison.
    expect(player(state).troops).toEqual({ supply: 7, garrison: 5, conflict: 0 });
    expect(player(state).intrigues).toHaveLength(1);
  });

  it('Wealth: 1 Emperor influence, 2 Solari', () => {
    expect(refused(seat0(), 0, send('reconnaissance', 'wealth'))).toBe('iconNotOnCard');
    const state = agent(seat0(), 0, 'diplomacy', 'wealth');
    expect(stock(state)).toEqual({ solari: 2, spice: 0, water: 1, vp: 0 });
    expect(influenceOf(state)).toEqual([1, 0, 0, 0]);
  });
});

describe('Spacing Guild spaces', () => {
  it('Heighliner: costs 6 spice; 1 Spacing Guild influence, 5 troops, 2 water; combat space', () => {
    expect(refused(seat0({ spice: 5 }), 0, send('diplomacy', 'heighliner'))).toBe('cannotPay');
    let state = agent(seat0({ spice: 6 }), 0, 'diplomacy', 'heighliner');
    // 5 recruited + 2 from the garrison may go to the Conflict.
    expect(legal(state, 0)).toHaveLength(8);
    state = act(state, 0, count(7));
    expect(player(state).troops).toEqual({ supply: 4, garrison: 1, conflict: 7 });
    expect(stock(state)).toEqual({ solari: 0, spice: 0, water: 3, vp: 0 });
    expect(influenceOf(state)).toEqual([0, 1, 0, 0]);
  });

  it('Foldspace: 1 Spacing Guild influence, acquire a Foldspace card from the reserve', () => {
    const state = agent(seat0(), 0, 'diplomacy', 'foldspace');
    expect(player(state).discard).toEqual(['foldspace']);
    expect(state.reserve.foldspace).toBe(5);
    expect(influenceOf(state)).toEqual([0, 1, 0, 0]);
  });
});

describe('Bene Gesserit spaces', () => {
  it('Selective Breeding: costs 2 spice; 1 Bene Gesserit influence, you may trash a card, draw 2 cards', () => {
    expect(refused(seat0({ spice: 1 }), 0, send('diplomacy', 'selectiveBreeding'))).toBe('cannotPay');
    let state = agent(seat0({ spice: 2 }), 0, 'diplomacy', 'selectiveBreeding');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'trash' });
    expect(legal(state, 0)).toContainEqual(PASS);
    state = act(state, 0, pick('dagger'));
    expect(state.trash).toEqual(['dagger']);
    expect(player(state).hand).toEqual(['reconnaissance', 'duneTheDesertPlanet', ...DRAWN.slice(0, 2)]);
    expect(stock(state).spice).toBe(0);
    expect(influenceOf(state)).toEqual([0, 0, 1, 0]);
  });

  it('Secrets: 1 Bene Gesserit influence, 1 Intrigue, and one at random from each opponent with 4 or more', () => {
    let state = seat0();
    intrigues(state, 1, ['ambush', 'windfall', 'refocus', 'bribery']);
    intrigues(state, 2, ['ambush', 'windfall', 'refocus']);
    state = agent(state, 0, 'diplomacy', 'secrets');
    expect(player(state).intrigues).toHaveLength(2);
    expect(player(state, 1).intrigues).toHaveLength(3);
    expect(player(state, 2).intrigues).toHaveLength(3);
    expect(influenceOf(state)).toEqual([0, 0, 1, 0]);
  });
});

describe('Fremen spaces', () => {
  it('Hardy Warriors: costs 1 water; 1 Fremen influence, 2 troops; combat space', () => {
    expect(refused(seat0({ water: 0 }), 0, send('diplomacy', 'hardyWarriors'))).toBe('cannotPay');
    let state = agent(seat0(), 0, 'diplomacy', 'hardyWarriors');
    expect(legal(state, 0)).toHaveLength(5);
    state = act(state, 0, count(4));
    expect(player(state).troops).toEqual({ supply: 7, garrison: 1, conflict: 4 });
    expect(stock(state).water).toBe(0);
    expect(influenceOf(state)).toEqual([0, 0, 0, 1]);
  });

  it('Stillsuits: 1 Fremen influence, 1 water; combat space (up to 2 garrison troops)', () => {
    let state = agent(seat0(), 0, 'diplomacy', 'stillsuits');
    expect(legal(state, 0)).toEqual([count(0), count(1), count(2)]);
    state = act(state, 0, count(2));
    expect(player(state).troops).toEqual({ supply: 9, garrison: 1, conflict: 2 });
    expect(stock(state).water).toBe(2);
    expect(influenceOf(state)).toEqual([0, 0, 0, 1]);
  });
});

describe('Landsraad spaces', () => {
  it('High Council: costs 5 Solari; a seat for the rest of the game, +2 persuasion on every Reveal turn', () => {
    expect(refused(seat0({ solari: 4 }), 0, send('dagger', 'highCouncil'))).toBe('cannotPay');
    expect(refused(seat0({ solari: 5 }), 0, send('diplomacy', 'highCouncil'))).toBe('iconNotOnCard');
    const state = agent(seat0({ solari: 6 }), 0, 'dagger', 'highCouncil');
    expect(player(state).highCouncil).toBe(true);
    expect(stock(state).solari).toBe(1);
    // Once per game.
    expect(refused(seat0({ solari: 6, highCouncil: true }), 0, send('dagger', 'highCouncil'))).toBe('oncePerGame');
    const revealed = reveal(seat0({ highCouncil: true }), 0, ['convincingArgument']);
    expect(player(revealed).persuasion).toBe(2 + 2);
  });

  it('Mentat: costs 2 Solari; draw 1 card and take the Mentat, an extra Agent this round', () => {
    expect(refused(seat0({ solari: 1 }), 0, send('dagger', 'mentat'))).toBe('cannotPay');
    const state = agent(seat0({ solari: 2 }), 0, 'dagger', 'mentat');
    expect(state.board.mentat).toEqual({ holder: 0, keep: false });
    expect(player(state).agentsLeft).toBe(2);
    expect(player(state).hand).toHaveLength(4);
    expect(stock(state).solari).toBe(0);
    // Mentat gone already (rules 002 "s'il s'y trouve"): the card only.
    const taken = seat0({ solari: 2 });
    taken.board.mentat = { holder: 1, keep: false };
    const after = agent(taken, 0, 'dagger', 'mentat');
    expect(after.board.mentat.holder).toBe(1);
    expect(player(after).agentsLeft).toBe(1);
  });

  it('Swordmaster: costs 8 Solari; your third Agent from this round on; once per game', () => {
    expect(refused(seat0({ solari: 7 }), 0, send('dagger', 'swordmaster'))).toBe('cannotPay');
    const state = agent(seat0({ solari: 8 }), 0, 'dagger', 'swordmaster');
    expect([player(state).agents, player(state).agentsLeft, player(state).swordmaster]).toEqual([3, 2, true]);
    expect(stock(state).solari).toBe(0);
    expect(refused(seat0({ solari: 8, swordmaster: true }), 0, send('dagger', 'swordmaster'))).toBe('oncePerGame');
  });

  it('Rally Troops: costs 4 Solari; recruit 4 troops', () => {
    expect(refused(seat0({ solari: 3 }), 0, send('dagger', 'rallyTroops'))).toBe('cannotPay');
    const state = agent(seat0({ solari: 4 }), 0, 'dagger', 'rallyTroops');
    expect(player(state).troops).toEqual({ supply: 5, garrison: 7, conflict: 0 });
    expect(stock(state).solari).toBe(0);
  });

  it('Hall of Oratory: recruit 1 troop, 1 persuasion', () => {
    expect(refused(seat0(), 0, send('reconnaissance', 'hallOfOratory'))).toBe('iconNotOnCard');
    const state = agent(seat0(), 0, 'dagger', 'hallOfOratory');
    expect(player(state).troops).toEqual({ supply: 8, garrison: 4, conflict: 0 });
    expect(player(state).persuasion).toBe(1);
  });
});

describe('CHOAM spaces', () => {
  it('Secure Contract: 3 Solari', () => {
    expect(refused(seat0(), 0, send('dagger', 'secureContract'))).toBe('iconNotOnCard');
    expect(stock(agent(seat0(), 0, 'duneTheDesertPlanet', 'secureContract')).solari).toBe(3);
  });

  it('Sell Melange: 2 spice → 6 Solari, 3 → 8, 4 → 10, 5 → 12; refused with less than 2 spice', () => {
    expect(refused(seat0({ spice: 1 }), 0, send('duneTheDesertPlanet', 'sellMelange'))).toBe('cannotPay');
    const state = agent(seat0({ spice: 5 }), 0, 'duneTheDesertPlanet', 'sellMelange');
    expect(legal(state, 0)).toEqual([option(0), option(1), option(2), option(3)]);
    const sold = [0, 1, 2, 3].map((i) => stock(act(state, 0, option(i))));
    expect(sold.map((s) => [s.spice, s.solari])).toEqual([
      [3, 6],
      [2, 8],
      [1, 10],
      [0, 12],
    ]);
    const poor = agent(seat0({ spice: 3 }), 0, 'duneTheDesertPlanet', 'sellMelange');
    expect(legal(poor, 0)).toEqual([option(0), option(1)]);
  });
});

describe('City spaces (combat spaces)', () => {
  it('Arrakeen: recruit 1 troop, draw 1 card', () => {
    expect(refused(seat0(), 0, send('dagger', 'arrakeen'))).toBe('iconNotOnCard');
    let state = agent(seat0(), 0, 'reconnaissance', 'arrakeen');
    expect(legal(state, 0)).toHaveLength(4);
    state = act(state, 0, count(3));
    expect(player(state).troops).toEqual({ supply: 8, garrison: 1, conflict: 3 });
    expect(player(state).hand).toEqual(['diplomacy', 'dagger', 'duneTheDesertPlanet', 'convincingArgument']);
  });

  it('Arrakeen: its controller gets 1 Solari whoever sends an Agent there, themselves included', () => {
    const state = seat0();
    state.board.control.arrakeen = 1;
    const after = agent(state, 0, 'reconnaissance', 'arrakeen', count(0));
    expect(stock(after, 1).solari).toBe(1);
    expect(stock(after, 0).solari).toBe(0);
    const own = seat0();
    own.board.control.arrakeen = 0;
    expect(stock(agent(own, 0, 'reconnaissance', 'arrakeen', count(0))).solari).toBe(1);
  });

  it('Carthag: recruit 1 troop, 1 Intrigue; its controller gets 1 Solari', () => {
    const state = seat0();
    state.board.control.carthag = 2;
    const after = agent(state, 0, 'reconnaissance', 'carthag', count(0));
    expect(player(after).intrigues).toHaveLength(1);
    expect(player(after).troops).toEqual({ supply: 8, garrison: 4, conflict: 0 });
    expect(stock(after, 2).solari).toBe(1);
  });

  it('Research Station: costs 2 water; draw 3 cards', () => {
    expect(refused(seat0({ water: 1 }), 0, send('reconnaissance', 'researchStation'))).toBe('cannotPay');
    const state = agent(seat0({ water: 2 }), 0, 'reconnaissance', 'researchStation', count(0));
    expect(player(state).hand).toEqual(['diplomacy', 'dagger', 'duneTheDesertPlanet', ...DRAWN]);
    expect(stock(state).water).toBe(0);
  });

  it('Sietch Tabr: needs 2 Fremen influence; recruit 1 troop, 1 water', () => {
    expect(refused(seat0(influenceAt(0, 0, 0, 1)), 0, send('reconnaissance', 'sietchTabr'))).toBe('influenceRequired');
    const state = agent(seat0(influenceAt(0, 0, 0, 2)), 0, 'reconnaissance', 'sietchTabr', count(3));
    expect(player(state).troops).toEqual({ supply: 8, garrison: 1, conflict: 3 });
    expect(stock(state).water).toBe(2);
    // No influence: the requirement is not paid.
    expect(influenceOf(state)).toEqual([0, 0, 0, 2]);
  });
});

describe('Maker spaces (rules 002 PHASE 4 : FAISEURS, Récolter l’Épice)', () => {
  it('Imperial Basin: 1 spice plus the bonus spice; its controller gets 1 spice', () => {
    const state = seat0();
    state.board.bonusSpice.imperialBasin = 2;
    state.board.control.imperialBasin = 1;
    const after = agent(state, 0, 'duneTheDesertPlanet', 'imperialBasin', count(0));
    expect(stock(after).spice).toBe(3);
    expect(after.board.bonusSpice.imperialBasin).toBe(0);
    expect(stock(after, 1).spice).toBe(1);
  });

  it('Hagga Basin: costs 1 water; 2 spice plus the bonus spice', () => {
    expect(refused(seat0({ water: 0 }), 0, send('duneTheDesertPlanet', 'haggaBasin'))).toBe('cannotPay');
    const state = seat0();
    state.board.bonusSpice.haggaBasin = 1;
    const after = agent(state, 0, 'duneTheDesertPlanet', 'haggaBasin', count(0));
    expect(stock(after)).toEqual({ solari: 0, spice: 3, water: 0, vp: 0 });
  });

  it('The Great Flat: costs 2 water; 3 spice plus the bonus spice', () => {
    expect(refused(seat0({ water: 1 }), 0, send('duneTheDesertPlanet', 'theGreatFlat'))).toBe('cannotPay');
    const after = agent(seat0({ water: 2 }), 0, 'duneTheDesertPlanet', 'theGreatFlat', count(2));
    expect(stock(after)).toEqual({ solari: 0, spice: 3, water: 0, vp: 0 });
    expect(player(after).troops.conflict).toBe(2);
  });

  it('Phase 4: 1 bonus spice on each Maker space without an Agent', () => {
    let state = seat0();
    state.board.agents = { haggaBasin: [1] };
    state.board.bonusSpice = { imperialBasin: 0, haggaBasin: 2, theGreatFlat: 1 };
    state = toPhase(state, 'makers');
    expect(state.board.bonusSpice).toEqual({ imperialBasin: 1, haggaBasin: 2, theGreatFlat: 2 });
  });
});

describe('Control (rules 002 GUIDE DES ICÔNES "Contrôle")', () => {
  it('a Conflict for a space you control: you may deploy 1 troop from your supply', () => {
    let state = conflict(seat0(), 'skirmishVictoryWater');
    state.board.control.carthag = 0;
    state.conflictDeck = ['siegeOfCarthag', 'raidStockpiles'];
    state = toPhase(state, 'recall');
    expect(state.conflict).toBe('siegeOfCarthag');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'pay' });
    state = act(state, 0, payIt());
    expect(player(state).troops).toEqual({ supply: 8, garrison: 3, conflict: 1 });
  });
});
