import { describe, expect, it } from 'vitest';
import type { HagalCardId } from '../../src/data/hagal.ts';
import type { SpaceId } from '../../src/dsl/primitives.ts';
import { imperium } from '../../src/rules.ts';
import type { ImperiumState, Troops } from '../../src/state.ts';
import {
  agent,
  conflict,
  count,
  influenceOf,
  patch,
  player,
  SEATS,
  stock,
  toPhase,
  troopsAt,
  turnOf,
  waitingFor,
  zones,
} from '../fixture.ts';

/**
 * One test per House Hagal card (rules 002 CARTES DE LA MAISON HAGAL; what each card gives and its swords are
 * single-source, TTS via facts/hagal-base.json, see docs/content-doubts.md). The Rival starts each test with 2
 * troops in its garrison and 10 in its supply, so that the "up to 2 garrison troops" of combat spaces shows.
 */

/** Puts `cards` on top of the House Hagal deck, in that order. */
function stackHagal(state: ImperiumState, cards: HagalCardId[]): ImperiumState {
  const h = state.houseHagal!;
  for (const card of [...cards].reverse()) {
    const i = h.deck.indexOf(card);
    if (i >= 0) h.deck.splice(i, 1);
    h.deck.unshift(card);
  }
  return state;
}

const HAND = ['duneTheDesertPlanet', 'dagger', 'reconnaissance', 'diplomacy'];

/** 2 players (seats 0 and 1), House Hagal at seat 2; seat 0 is the First Player, about to play. */
function twoPlayers(cards: HagalCardId[]): ImperiumState {
  const state = imperium.setup({ leaders: ['paulAtreides', 'ilbanRichese'] }, SEATS(2), 'hagal-cards');
  state.firstPlayer = 0;
  turnOf(state, 0);
  zones(state, 0, { hand: HAND, deck: ['convincingArgument'], discard: [] });
  patch(state, 2, troopsAt(10, 2, 0));
  return stackHagal(state, cards);
}

/**
 * Solo (Mercenary): the player at seat 0, Rival 1 (Earl Memnon Thorvald, signet: 1 spice) at seat 1, Rival 2
 * (Rabban) at seat 2. The board is cleared; Rival 2 is done for the round, so only Rival 1 plays after the player.
 */
function solo(cards: HagalCardId[]): ImperiumState {
  const state = imperium.setup(
    { leaders: ['paulAtreides'], rivalLeaders: ['memnonThorvald', 'glossuRabban'], difficulty: 'mercenary' },
    SEATS(1),
    'hagal-solo-cards',
  );
  state.board.agents = {};
  state.board.bonusSpice = { imperialBasin: 0, haggaBasin: 0, theGreatFlat: 0 };
  for (const seat of [1, 2])
    patch(state, seat, {
      ...troopsAt(10, 2, 0),
      influence: { emperor: 0, spacingGuild: 0, beneGesserit: 0, fremen: 0 },
      solari: 0,
      spice: 0,
      water: 1,
      victoryPoints: 0,
      intrigues: [],
      agentsLeft: 2,
      revealedThisRound: false,
    });
  state.players[2]!.revealedThisRound = true;
  state.firstPlayer = 1;
  turnOf(state, 0);
  zones(state, 0, { hand: HAND, deck: ['convincingArgument'], discard: [] });
  patch(state, 0, { solari: 0, spice: 0, water: 1 });
  return stackHagal(state, cards);
}

/** The player's Agent turn (Dune to Secure Contract, a space no card names), then the Rival's. */
function afterPlayerTurn(state: ImperiumState): ImperiumState {
  return agent(state, 0, 'duneTheDesertPlanet', 'secureContract');
}

interface Expected {
  name: string;
  card: HagalCardId;
  space: SpaceId;
  influence: [number, number, number, number];
  troops: Troops;
}

// Same in both modes: where the Agent goes, the influence and the troops (supply, garrison, Conflict).
const COMMON: Expected[] = [
  { name: 'Conspire', card: 'conspire', space: 'conspire', influence: [1, 0, 0, 0], troops: t(8, 4, 0) },
  { name: 'Wealth', card: 'wealth', space: 'wealth', influence: [1, 0, 0, 0], troops: t(10, 2, 0) },
  { name: 'Heighliner', card: 'heighliner', space: 'heighliner', influence: [0, 1, 0, 0], troops: t(7, 0, 5) },
  { name: 'Foldspace', card: 'foldspace', space: 'foldspace', influence: [0, 1, 0, 0], troops: t(10, 2, 0) },
  {
    name: 'Selective Breeding',
    card: 'selectiveBreeding',
    space: 'selectiveBreeding',
    influence: [0, 0, 1, 0],
    troops: t(10, 2, 0),
  },
  { name: 'Secrets', card: 'secrets', space: 'secrets', influence: [0, 0, 1, 0], troops: t(10, 2, 0) },
  {
    name: 'Hardy Warriors',
    card: 'hardyWarriors',
    space: 'hardyWarriors',
    influence: [0, 0, 0, 1],
    troops: t(8, 0, 4),
  },
  { name: 'Stillsuits', card: 'stillsuits', space: 'stillsuits', influence: [0, 0, 0, 1], troops: t(10, 0, 2) },
  { name: 'Rally Troops', card: 'rallyTroops', space: 'rallyTroops', influence: [0, 0, 0, 0], troops: t(6, 6, 0) },
  {
    name: 'Hall of Oratory',
    card: 'hallOfOratory',
    space: 'hallOfOratory',
    influence: [0, 0, 0, 0],
    troops: t(9, 3, 0),
  },
  { name: 'Carthag', card: 'carthag', space: 'carthag', influence: [0, 0, 0, 0], troops: t(9, 0, 3) },
];

function t(supply: number, garrison: number, conflictTroops: number): Troops {
  return { supply, garrison, conflict: conflictTroops };
}

describe('House Hagal, 2 players (rules 002 PARTIES À DEUX JOUEURS): after each Agent turn of the First Player', () => {
  for (const { name, card, space, influence, troops } of COMMON)
    it(`${name} (2P): Agent to ${space}; influence ${influence.join('/')}; troops ${troops.supply}/${troops.garrison}/${troops.conflict}; nothing else`, () => {
      const state = afterPlayerTurn(twoPlayers([card]));
      expect(state.board.agents[space]).toEqual([2]);
      expect(influenceOf(state, 2)).toEqual(influence);
      expect(player(state, 2).troops).toEqual(troops);
      // Costs and the space's own effects are ignored: no resources, cards, Intrigues or VP.
      expect(stock(state, 2)).toEqual({ solari: 0, spice: 0, water: 0, vp: 0 });
      expect(player(state, 2).intrigues).toEqual([]);
      expect(state.reserve.foldspace).toBe(6);
      expect(player(state, 2).agentsLeft).toBe(2);
      expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
    });

  it('Arrakeen 2P (2P): Agent to Arrakeen; 1 troop to the Conflict and up to 2 from the garrison', () => {
    const state = afterPlayerTurn(twoPlayers(['arrakeenTwoPlayer']));
    expect(state.board.agents.arrakeen).toEqual([2]);
    expect(player(state, 2).troops).toEqual(t(9, 0, 3));
    expect(stock(state, 2)).toEqual({ solari: 0, spice: 0, water: 0, vp: 0 });
  });

  it('Arrakeen 1P is not in the 2-player deck', () => {
    const state = twoPlayers([]);
    expect(state.houseHagal!.deck.filter((c) => c === 'arrakeenTwoPlayer')).toHaveLength(3);
    expect(state.houseHagal!.deck).not.toContain('arrakeenSolo');
  });

  it('Harvest Spice (2P): the free Maker space with most bonus spice; the bonus goes back to the bank', () => {
    const state = twoPlayers(['harvestSpice']);
    state.board.bonusSpice = { imperialBasin: 2, haggaBasin: 2, theGreatFlat: 1 };
    const after = afterPlayerTurn(state);
    // Tie on 2 bonus spice: the larger base (Hagga Basin, 2) wins over the Imperial Basin (1).
    expect(after.board.agents.haggaBasin).toEqual([2]);
    expect(after.board.bonusSpice).toEqual({ imperialBasin: 2, haggaBasin: 0, theGreatFlat: 1 });
    expect(stock(after, 2).spice).toBe(0);
    expect(player(after, 2).troops).toEqual(t(10, 0, 2));
  });

  it('Harvest Spice (2P): skipped when no free Maker space holds bonus spice', () => {
    const state = twoPlayers(['harvestSpice', 'wealth']);
    state.board.bonusSpice = { imperialBasin: 0, haggaBasin: 3, theGreatFlat: 0 };
    state.board.agents = { haggaBasin: [1] };
    const after = afterPlayerTurn(state);
    expect(after.board.agents.wealth).toEqual([2]);
    expect(after.board.bonusSpice.haggaBasin).toBe(3);
    expect(after.houseHagal!.discard).toEqual(['harvestSpice', 'wealth']);
  });

  it('Reshuffle (2P): every House Hagal card is shuffled into a new deck, then the next card is revealed', () => {
    const state = twoPlayers([]);
    state.houseHagal!.deck = ['reshuffle'];
    state.houseHagal!.discard = ['wealth'];
    const after = afterPlayerTurn(state);
    expect(after.board.agents.wealth).toEqual([2]);
    expect(influenceOf(after, 2)).toEqual([1, 0, 0, 0]);
    expect([...after.houseHagal!.deck, ...after.houseHagal!.discard].sort()).toEqual(['reshuffle', 'wealth']);
  });

  it('skip if occupied: a card whose space holds an Agent, or is blocked by The Voice, is ignored', () => {
    const state = twoPlayers(['wealth', 'stillsuits', 'conspire']);
    state.board.agents = { wealth: [1] };
    state.board.blocked = [{ space: 'stillsuits', by: 1 }];
    const after = afterPlayerTurn(state);
    expect(after.board.agents.conspire).toEqual([2]);
    expect(after.houseHagal!.discard).toEqual(['wealth', 'stillsuits', 'conspire']);
  });

  it('a space controlled by a player: the controller gets the control bonus when House Hagal goes there', () => {
    // rules 002 Bonus de Contrôle: "à chaque fois qu'un joueur (vous inclus) y envoie un Agent"; facts pack
    // controlBonusOnRivalVisit (FR-RB, TTS).
    const state = twoPlayers(['carthag']);
    state.board.control.carthag = 1;
    const after = afterPlayerTurn(state);
    expect(after.board.agents.carthag).toEqual([2]);
    expect(stock(after, 1).solari).toBe(1);
  });

  it('only after the First Player’s Agent turns, while it has an Agent', () => {
    let state = twoPlayers(['wealth', 'secrets', 'foldspace']);
    patch(state, 2, { agentsLeft: 1 });
    state = afterPlayerTurn(state);
    expect(player(state, 2).agentsLeft).toBe(0);
    zones(state, 1, { hand: ['dagger'] });
    state = agent(state, 1, 'dagger', 'hallOfOratory');
    zones(state, 0, { hand: ['reconnaissance'] });
    state = agent(state, 0, 'reconnaissance', 'arrakeen', count(0));
    expect(state.houseHagal!.discard).toEqual(['wealth']);
  });
});

describe('House Hagal, solo (rules 002 PARTIE SOLO): Rivals play in turn with the player', () => {
  for (const { name, card, space, influence, troops } of COMMON)
    it(`${name} (solo): Agent to ${space}; influence ${influence.join('/')}; troops ${troops.supply}/${troops.garrison}/${troops.conflict}`, () => {
      const state = afterPlayerTurn(solo([card]));
      expect(state.board.agents[space]).toEqual([1]);
      expect(influenceOf(state, 1)).toEqual(influence);
      expect(player(state, 1).troops).toEqual(troops);
      expect(stock(state, 1)).toEqual({ solari: 0, spice: 0, water: 1, vp: 0 });
      expect(player(state, 1).intrigues).toEqual([]);
      expect(player(state, 1).agentsLeft).toBe(1);
      expect(waitingFor(state)).toEqual({ seat: 0, kind: 'turn' });
    });

  it('Arrakeen 1P (solo): 1 troop to the Conflict, up to 2 from the garrison, and the leader’s signet ring', () => {
    const state = afterPlayerTurn(solo(['arrakeenSolo']));
    expect(state.board.agents.arrakeen).toEqual([1]);
    expect(player(state, 1).troops).toEqual(t(9, 0, 3));
    // Memnon's Spice Hoard.
    expect(stock(state, 1)).toEqual({ solari: 0, spice: 1, water: 1, vp: 0 });
  });

  it('Arrakeen 2P and Reshuffle are not in the solo deck', () => {
    const state = solo([]);
    const all = [...state.houseHagal!.deck, ...state.houseHagal!.discard];
    expect(all).toHaveLength(27);
    expect(all).not.toContain('arrakeenTwoPlayer');
    expect(all).not.toContain('reshuffle');
    expect(all.filter((c) => c === 'arrakeenSolo')).toHaveLength(3);
  });

  it('Harvest Spice (solo): the Rival gains the space’s base spice and its bonus spice', () => {
    const state = solo(['harvestSpice']);
    state.board.bonusSpice = { imperialBasin: 1, haggaBasin: 0, theGreatFlat: 2 };
    const after = afterPlayerTurn(state);
    expect(after.board.agents.theGreatFlat).toEqual([1]);
    expect(stock(after, 1).spice).toBe(3 + 2);
    expect(after.board.bonusSpice).toEqual({ imperialBasin: 1, haggaBasin: 0, theGreatFlat: 0 });
    expect(player(after, 1).troops).toEqual(t(10, 0, 2));
  });

  it('a Rival’s Agent on a space the player controls gives the player the control bonus', () => {
    // rules 002 PARTIE SOLO, COMBAT: "ils gagnent le bonus de Contrôle lorsqu'un Rival ou vous-même y envoyez un Agent".
    const state = solo(['carthag']);
    state.board.control.carthag = 0;
    const after = afterPlayerTurn(state);
    // Secure Contract's 3 Solari, then Carthag's control bonus.
    expect(stock(after, 0).solari).toBe(3 + 1);
  });

  it('a Rival controlling a space gets its bonus when a Rival goes there', () => {
    const state = solo(['harvestSpice']);
    state.board.bonusSpice.imperialBasin = 1;
    state.board.control.imperialBasin = 2;
    const after = afterPlayerTurn(state);
    expect(after.board.agents.imperialBasin).toEqual([1]);
    expect(stock(after, 1).spice).toBe(2);
    expect(stock(after, 2).spice).toBe(1);
  });

  it('a Rival controlling a space gets its bonus when the player goes there', () => {
    const state = solo(['wealth']);
    state.board.control.arrakeen = 2;
    const after = agent(state, 0, 'reconnaissance', 'arrakeen', count(0));
    expect(stock(after, 2).solari).toBe(1);
  });
});

describe('House Hagal in Combat (rules 002 MAISON HAGAL COMBAT): the swords of a revealed card', () => {
  const SWORDS: [string, HagalCardId, number][] = [
    ['Conspire', 'conspire', 4],
    ['Wealth', 'wealth', 3],
    ['Heighliner', 'heighliner', 6],
    ['Foldspace', 'foldspace', 1],
    ['Selective Breeding', 'selectiveBreeding', 2],
    ['Secrets', 'secrets', 1],
    ['Hardy Warriors', 'hardyWarriors', 5],
    ['Stillsuits', 'stillsuits', 4],
    ['Rally Troops', 'rallyTroops', 3],
    ['Hall of Oratory', 'hallOfOratory', 0],
    ['Carthag', 'carthag', 0],
    ['Harvest Spice', 'harvestSpice', 2],
    ['Arrakeen 2P', 'arrakeenTwoPlayer', 1],
  ];
  for (const [name, card, swords] of SWORDS)
    it(`${name} (Combat, 2P): ${swords} swords`, () => {
      let state = conflict(twoPlayers([card]), 'skirmishVictoryWater');
      patch(state, 2, troopsAt(11, 0, 1));
      patch(state, 0, troopsAt(8, 3, 1));
      state = toPhase(state, 'combat');
      expect(player(state, 2).swords).toBe(swords);
      expect(state.houseHagal!.discard.at(-1)).toBe(card);
    });

  it('Reshuffle (Combat, 2P): reshuffle and reveal again', () => {
    let state = conflict(twoPlayers([]), 'skirmishVictoryWater');
    state.houseHagal!.deck = ['reshuffle'];
    state.houseHagal!.discard = ['heighliner'];
    patch(state, 2, troopsAt(11, 0, 1));
    patch(state, 0, troopsAt(8, 3, 1));
    state = toPhase(state, 'combat');
    expect(player(state, 2).swords).toBe(6);
  });

  it('no troop in the Conflict: no card revealed, no swords', () => {
    let state = conflict(twoPlayers(['heighliner']), 'skirmishVictoryWater');
    patch(state, 0, troopsAt(8, 3, 1));
    state = toPhase(state, 'combat');
    expect(player(state, 2).swords).toBe(0);
    expect(state.houseHagal!.deck[0]).toBe('heighliner');
  });

  it('Arrakeen 1P (Combat, solo): 1 sword; each Rival with troops reveals its own card', () => {
    let state = conflict(solo(['arrakeenSolo', 'heighliner']), 'skirmishVictoryWater');
    patch(state, 1, troopsAt(11, 0, 1));
    patch(state, 2, troopsAt(11, 0, 1));
    patch(state, 0, troopsAt(8, 3, 1));
    state = toPhase(state, 'combat');
    expect([player(state, 1).swords, player(state, 2).swords]).toEqual([1, 6]);
  });

  it('solo: the Rivals reveal their cards in turn order, from the First Player', () => {
    let state = conflict(solo(['wealth', 'heighliner']), 'skirmishVictoryWater');
    state.firstPlayer = 2;
    patch(state, 1, troopsAt(11, 0, 1));
    patch(state, 2, troopsAt(11, 0, 1));
    patch(state, 0, troopsAt(8, 3, 1));
    state = toPhase(state, 'combat');
    // Rival 2 first (Wealth, 3 swords), then Rival 1 (Heighliner, 6).
    expect([player(state, 1).swords, player(state, 2).swords]).toEqual([6, 3]);
  });
});
