import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/events.ts';
import { changeInfluence } from '../../src/influence.ts';
import { conflictPlaces } from '../../src/phases/combat.ts';
import { imperium } from '../../src/rules.ts';
import { setupImperium } from '../../src/setup.ts';
import type { ImperiumState } from '../../src/state.ts';
import {
  act,
  actWithEvents,
  conflict,
  hand,
  legal,
  patch,
  refused,
  SEATS,
  send,
  toPhase,
  turnOf,
  waitingFor,
} from '../fixture.ts';

function twoPlayers(): ImperiumState {
  const state = imperium.setup({ leaders: ['paulAtreides', 'ilbanRichese'] }, SEATS(2), 'hagal');
  state.firstPlayer = 0;
  return turnOf(state, 0);
}

describe('rules 002 CARTES DE LA MAISON HAGAL — PARTIES À DEUX JOUEURS', () => {
  it('MISE EN PLACE: House Hagal has no troop in its garrison, three Agents, and the deck without the "1J" cards', () => {
    const state = twoPlayers();
    const h = state.houseHagal!;
    expect(h.seats).toEqual([2]);
    expect(h.deck).toHaveLength(28);
    expect(h.deck).not.toContain('arrakeenSolo');
    expect(h.deck).toContain('reshuffle');
    const rival = state.players[2]!;
    expect(rival.troops).toEqual({ supply: 12, garrison: 0, conflict: 0 });
    expect([rival.agentsLeft, rival.hand.length, rival.water, rival.victoryPoints]).toEqual([3, 0, 0, 0]);
    expect(imperium.view(state, 0).houseHagal).toEqual({
      mode: 'twoPlayer',
      seats: [2],
      difficulty: null,
      deckCount: 28,
      discard: [],
    });
  });

  it('PENDANT LA PARTIE: after each Agent turn of the First Player, House Hagal sends an Agent to a free space', () => {
    let state = twoPlayers();
    state.houseHagal!.deck = ['wealth', 'conspire', 'hardyWarriors', ...state.houseHagal!.deck.slice(3)];
    hand(state, 0, ['diplomacy', 'signetRing']);
    state = act(state, 0, send('diplomacy', 'wealth'));
    // Wealth is taken: the card is skipped, the next one (Conspire) is used, costs ignored.
    expect(state.board.agents.conspire).toEqual([2]);
    expect(state.players[2]!.influence.emperor).toBe(1);
    expect(state.players[2]!.troops.garrison).toBe(2);
    expect(state.houseHagal!.discard).toEqual(['wealth', 'conspire']);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
    // The second player's turns do not make House Hagal act.
    hand(state, 1, ['dagger']);
    state = act(state, 1, send('dagger', 'hallOfOratory'));
    expect(state.houseHagal!.discard).toHaveLength(2);
    // A combat space: its recruits go to the Conflict with up to 2 from the garrison.
    state = act(state, 0, send('signetRing', 'secureContract'));
    expect(state.board.agents.hardyWarriors).toEqual([2]);
    expect(state.players[2]!.troops).toEqual({ supply: 8, garrison: 0, conflict: 4 });
  });

  it('House Hagal takes Alliances but scores no VP and gets no track bonus', () => {
    const state = twoPlayers();
    changeInfluence(state, 2, 'fremen', 4, new EventLog());
    expect(state.alliances.fremen).toBe(2);
    expect(state.players[2]!.victoryPoints).toBe(0);
    expect(state.players[2]!.water).toBe(0);
  });

  it('COMBAT: swords from a revealed card; no reward, but a win removes the control marker', () => {
    let state = conflict(twoPlayers(), 'siegeOfArrakeen');
    state.board.control.arrakeen = 0;
    state.houseHagal!.deck = ['heighliner', ...state.houseHagal!.deck.filter((c) => c !== 'heighliner')];
    patch(state, 2, { troops: { supply: 10, garrison: 0, conflict: 2 } });
    patch(state, 0, { troops: { supply: 8, garrison: 0, conflict: 4 } });
    state = toPhase(state, 'combat');
    expect(state.players[2]!.swords).toBe(6);
    expect(conflictPlaces(state).map((p) => `${p.seat}:${p.place}`)).toEqual(['2:first', '0:second']);
    expect(legal(state, 0)).toEqual([{ type: 'pass' }]);
    state = act(state, 0, { type: 'pass' });
    expect(state.board.control.arrakeen).toBeNull();
    expect(state.players[0]!.solari).toBe(4);
    expect(state.players[2]!.victoryPoints).toBe(0);
  });

  it('an opponent for the cards: Gun Thopter makes it lose a garrison troop', () => {
    let state = twoPlayers();
    patch(state, 2, { troops: { supply: 11, garrison: 1, conflict: 0 } });
    hand(state, 0, ['gunThopter']);
    state.houseHagal!.deck = ['wealth', ...state.houseHagal!.deck.filter((c) => c !== 'wealth')];
    state = act(state, 0, send('gunThopter', 'secureContract'));
    expect(state.players[2]!.troops.garrison).toBe(0);
  });
});

function solo(difficulty: 'mercenary' | 'sardaukar' | 'mentat' | 'kwisatzHaderach' = 'sardaukar'): ImperiumState {
  return imperium.setup(
    { leaders: ['paulAtreides'], rivalLeaders: ['memnonThorvald', 'glossuRabban'], difficulty },
    SEATS(1),
    'solo',
  );
}

describe('rules 002 CARTES DE LA MAISON HAGAL — PARTIE SOLO', () => {
  it('MISE EN PLACE: two Rivals with leaders, troops and an Intrigue by difficulty; the Rival on the left starts', () => {
    const state = solo('sardaukar');
    const h = state.houseHagal!;
    expect(h.mode).toBe('solo');
    expect(h.seats).toEqual([1, 2]);
    expect(h.deck.length + h.discard.length).toBe(27);
    expect(h.deck).not.toContain('reshuffle');
    expect(h.deck).not.toContain('arrakeenTwoPlayer');
    const before = setupImperium(
      { leaders: ['paulAtreides'], rivalLeaders: ['memnonThorvald', 'glossuRabban'], difficulty: 'sardaukar' },
      SEATS(1),
      'solo',
    );
    for (const seat of [1, 2]) {
      const rival = before.players[seat]!;
      expect(rival.troops.garrison).toBe(3);
      expect(rival.water).toBe(1);
      expect(rival.agents).toBe(2);
      expect(rival.intrigues).toHaveLength(1);
    }
    expect(state.players.map((p) => p.leader)).toEqual(['paulAtreides', 'memnonThorvald', 'glossuRabban']);
    expect(state.firstPlayer).toBe(1);
    // The Rivals played their first Agent turns before the player's: it is the player's turn.
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'turn' });
    expect(state.players[1]!.agentsLeft + state.players[2]!.agentsLeft).toBeLessThan(4);
    const novice = setupImperium({ leaders: ['paulAtreides'], difficulty: 'mercenary' }, SEATS(1), 'novice');
    expect([novice.players[0]!.solari, novice.players[0]!.spice]).toEqual([1, 1]);
    expect(novice.players[1]!.troops.garrison).toBe(0);
    expect(novice.players.slice(1).every((p) => p.leader !== 'paulAtreides' && p.leader !== 'helenaRichese')).toBe(
      true,
    );
  });

  it('Rivals use only their signet ring: no Masterstroke tokens for a Baron Rival, no setup gift for a Rabban Rival', () => {
    const state = imperium.setup(
      { leaders: ['paulAtreides'], rivalLeaders: ['vladimirHarkonnen', 'glossuRabban'] },
      SEATS(1),
      'left-abilities',
    );
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'turn' });
    expect(state.players[1]!.masterstroke).toBeNull();
    expect(state.players[2]!.solari).toBe(0);
  });

  it('the 5 Solari token makes the Mentat cost 5; Kwisatz Haderach difficulty forbids the Swordmaster', () => {
    const state = turnOf(solo('kwisatzHaderach'), 0);
    hand(state, 0, ['dagger']);
    patch(state, 0, { solari: 4 });
    state.board.agents = {};
    expect(refused(state, 0, send('dagger', 'mentat'))).toBe('cannotPay');
    patch(state, 0, { solari: 20 });
    expect(legal(state, 0)).toContainEqual(send('dagger', 'mentat'));
    expect(refused(state, 0, send('dagger', 'swordmaster'))).toBe('noSwordmasterSolo');
  });

  it('COMBAT: the Rivals take first and second rewards; Dépenser des Ressources: 7 spice buy 1 VP at once', () => {
    let state = conflict(solo(), 'raidStockpiles');
    state.board.agents = {};
    patch(state, 1, { troops: { supply: 7, garrison: 0, conflict: 5 }, spice: 5, intrigues: [] });
    patch(state, 2, { troops: { supply: 8, garrison: 0, conflict: 4 }, intrigues: [] });
    patch(state, 0, { troops: { supply: 11, garrison: 0, conflict: 1 } });
    state.houseHagal!.deck = ['hallOfOratory', 'hallOfOratory', ...state.houseHagal!.deck];
    state = toPhase(state, 'combat');
    const { state: after, events } = actWithEvents(state, 0, { type: 'pass' });
    // First: 1 Intrigue and 3 spice (5 + 3 = 8 → 1 VP, 1 spice left); second: 2 spice.
    expect(after.players[1]!.victoryPoints).toBe(1);
    expect(after.players[1]!.spice).toBe(1);
    expect(after.players[1]!.intrigues).toHaveLength(1);
    expect(events).toContainEqual({
      type: 'gained',
      visibility: 'public',
      params: { seat: 2, resource: 'spice', amount: 2 },
    });
    expect(after.players[0]!.solari + after.players[0]!.spice).toBe(0);
  });

  /** Rival 1 alone in the Conflict with `influence` (track order), last round: the game ends after the Combat. */
  function rivalWins(card: 'skirmishInfluenceSolari' | 'machinations' | 'grandVision', influence: number[]) {
    const state = conflict(solo(), card);
    state.board.agents = {};
    state.conflictDeck = [];
    const [emperor, spacingGuild, beneGesserit, fremen] = influence as [number, number, number, number];
    patch(state, 1, {
      troops: { supply: 7, garrison: 0, conflict: 5 },
      influence: { emperor, spacingGuild, beneGesserit, fremen },
      intrigues: [],
    });
    patch(state, 2, { troops: { supply: 12, garrison: 0, conflict: 0 } });
    patch(state, 0, { troops: { supply: 12, garrison: 0, conflict: 0 }, intrigues: [] });
    return toPhase(state, 'combat');
  }

  it('TOURS DES RIVAUX, Choix: a tie for the Rival’s least influence is the player’s decision', () => {
    let state = rivalWins('skirmishInfluenceSolari', [1, 0, 0, 1]);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'rivalFaction' });
    expect(legal(state, 0)).toEqual([
      { type: 'faction', faction: 'spacingGuild' },
      { type: 'faction', faction: 'beneGesserit' },
    ]);
    expect(refused(state, 0, { type: 'faction', faction: 'emperor' })).toBe('factionNotAmong');
    state = act(state, 0, { type: 'faction', faction: 'beneGesserit' });
    expect(state.players[1]!.influence).toEqual({ emperor: 1, spacingGuild: 0, beneGesserit: 1, fremen: 1 });
    expect(state.players[1]!.solari).toBe(2);
  });

  it('TOURS DES RIVAUX, Choix: without a tie the Rival takes its least influence at once', () => {
    const state = rivalWins('skirmishInfluenceSolari', [1, 0, 1, 1]);
    expect(state.stack.some((f) => f.kind === 'rivalFaction')).toBe(false);
    expect(state.players[1]!.influence).toEqual({ emperor: 1, spacingGuild: 1, beneGesserit: 1, fremen: 1 });
  });

  it('TOURS DES RIVAUX, Choix: Machinations — the least is sure, the tie for the second Faction is the player’s', () => {
    let state = rivalWins('machinations', [0, 1, 1, 2]);
    expect(state.players[1]!.influence.emperor).toBe(1);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'rivalFaction' });
    expect(legal(state, 0)).toEqual([
      { type: 'faction', faction: 'spacingGuild' },
      { type: 'faction', faction: 'beneGesserit' },
    ]);
    state = act(state, 0, { type: 'faction', faction: 'spacingGuild' });
    expect(state.players[1]!.influence).toEqual({ emperor: 1, spacingGuild: 2, beneGesserit: 1, fremen: 2 });
    // All four tied: the player picks two different Factions.
    state = rivalWins('machinations', [0, 0, 0, 0]);
    state = act(state, 0, { type: 'faction', faction: 'fremen' });
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'rivalFaction' });
    expect(legal(state, 0)).not.toContainEqual({ type: 'faction', faction: 'fremen' });
    state = act(state, 0, { type: 'faction', faction: 'emperor' });
    expect(state.players[1]!.influence).toEqual({ emperor: 1, spacingGuild: 0, beneGesserit: 0, fremen: 1 });
    // Two tied for two places: no question.
    state = rivalWins('machinations', [0, 0, 1, 1]);
    expect(state.players[1]!.influence).toEqual({ emperor: 1, spacingGuild: 1, beneGesserit: 1, fremen: 1 });
  });

  it('Maîtres d’Armes: the Rivals get their third Agent when the card above them is revealed', () => {
    let state = solo('mentat');
    expect(state.players[1]!.agents).toBe(2);
    for (const p of state.players) p.hand = [];
    state.round = 2;
    state = toPhase(state, 'recall');
    expect(state.round).toBe(3);
    expect(state.players[1]!.agents).toBe(3);
    expect(state.players[2]!.swordmaster).toBe(true);
  });

  it('a Rival ahead at the end wins: the player gets no win', () => {
    let state = solo();
    patch(state, 2, { victoryPoints: 10 });
    state.conflictDeck = [];
    state = toPhase(state, 'recall');
    state = act(state, 0, { type: 'pass' });
    expect(imperium.outcome(state)).toEqual({ winners: [], reason: 'houseHagal', turn: 1 });
  });
});
