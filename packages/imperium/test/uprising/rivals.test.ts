import { describe, expect, it } from 'vitest';
import { spice } from '../../src/dsl/build.ts';
import type { Seat } from '@arrakis/engine';
import { EventLog } from '../../src/events.ts';
import { FACTIONS, type Faction } from '../../src/dsl/primitives.ts';
import { UPRISING_HAGAL_CARDS, type UprisingHagalCardId } from '../../src/editions/uprising/hagal.ts';
import { UPRISING_RIVALS, type RivalId } from '../../src/editions/uprising/rivals.ts';
import {
  lowestTrack,
  rivalDo,
  rivalOf,
  uprisingHagalDeck,
  uprisingRivalAgentTurn,
  uprisingRivalPurchases,
  uprisingRivalSwords,
} from '../../src/editions/uprising/rivalsPlay.ts';
import { uprisingPieces } from '../../src/editions/uprising/pieces.ts';
import { spyPosts } from '../../src/editions/uprising/spies.ts';
import { canSendTo } from '../../src/phases/agentTurn.ts';
import { conflictPlaces, turnOrder } from '../../src/phases/combat.ts';
import { recallPhase } from '../../src/phases/recall.ts';
import { combatPhase } from '../../src/phases/combat.ts';
import { roundStartPhase } from '../../src/phases/roundStart.ts';
import { hagalFrames } from '../../src/houseHagal.ts';
import { UPRISING_CONFLICT_CARDS } from '../../src/editions/uprising/conflicts.ts';
import { setupImperium } from '../../src/setup.ts';
import { UPRISING_EDITION } from '../../src/editions/uprising/edition.ts';
import { advance, uprising } from '../../src/rules.ts';
import type { EffectContext } from '../../src/frames.ts';
import type { EngineState } from '../../src/state.ts';
import { SEATS } from '../fixture.ts';
import { execute } from '../../src/effects/resolve.ts';
import { seedRng } from '@arrakis/engine';
import { determinize } from '../../src/determinize.ts';
import { resampleHidden } from '../../src/testing/resample.ts';

const CTX: EffectContext = { source: 'conflict', card: null, space: null };

type Difficulty = 'novice' | 'veteran' | 'expert' | 'expertPlus';

/** A solo game (the player is seat 0, the Rivals 1 and 2), as set up, before any Agent is placed. */
function solo(rivals: [RivalId, RivalId] = ['stabanTuek', 'ladyMargotFenring'], difficulty: Difficulty = 'veteran') {
  const state = uprising.setup({ rivals, rivalDifficulty: difficulty }, SEATS(1), 'rivals');
  return clean(state);
}

/** Nobody's Agent on the board, every Agent home, no resources on anyone, at a level II Conflict without control. */
function clean(state: EngineState): EngineState {
  state.board.agents = {};
  const rivalGarrison = state.players[1]!.troops.garrison + state.players[1]!.troops.conflict > 0 ? 3 : 0;
  state.players.forEach((p, seat) => {
    p.agentsLeft = p.agents;
    p.solari = 0;
    p.spice = 0;
    p.water = 1;
    p.swords = 0;
    for (const f of FACTIONS) p.influence = { ...p.influence, [f]: 0 };
    if (seat >= state.seatCount) {
      const garrison = state.seatCount === 1 ? rivalGarrison : 3;
      p.troops = { supply: 16 - garrison, garrison, conflict: 0 };
      p.intrigues = [];
    }
  });
  for (const f of FACTIONS) state.alliances[f] = null;
  const pieces = uprisingPieces(state);
  pieces.spies = [];
  pieces.spySupply = state.players.map(() => 3);
  pieces.makerHooks = state.players.map(() => false);
  pieces.sandworms = state.players.map(() => 0);
  pieces.shieldWall = true;
  state.conflict = 'shadowContest';
  state.stack = [];
  return state;
}

function top(state: EngineState, ...cards: UprisingHagalCardId[]): void {
  state.houseHagal!.deck.unshift(...cards);
}

function agentTurn(state: EngineState, seat: Seat = 1): EventLog {
  const log = new EventLog();
  uprisingRivalAgentTurn(state, seat, log);
  return log;
}

const spaceOf = (state: EngineState, seat: Seat) =>
  Object.entries(state.board.agents)
    .filter(([, seats]) => seats?.includes(seat))
    .map(([space]) => space);

const influence = (state: EngineState, seat: Seat) => FACTIONS.map((f) => state.players[seat]!.influence[f]);

function setInfluence(state: EngineState, seat: Seat, values: Partial<Record<Faction, number>>): void {
  Object.assign(state.players[seat]!.influence, values);
}

function events(log: EventLog, type: string) {
  return log.events.filter((e) => e.type === type).map((e) => e.params);
}

describe('rules 004 "Solo (Mise en place des 2 Rivaux)"', () => {
  it('two Rivals after the player, each with 2 Agents, 1 water, 3 Spies and a cube at the bottom of each track', () => {
    const state = uprising.setup({ rivals: ['muadDib', 'gurneyHalleck'], rivalDifficulty: 'veteran' }, SEATS(1), 's');
    const h = state.houseHagal!;
    expect(h.mode).toBe('solo');
    expect(h.seats).toEqual([1, 2]);
    expect(h.rivals).toEqual(['muadDib', 'gurneyHalleck']);
    expect(state.uprising!.spySupply[1]! + spyPosts(state, 1).length).toBe(3);
    for (const seat of [1, 2]) {
      const r = state.players[seat]!;
      expect([r.agents, r.leader, r.deck.length]).toEqual([2, null, 0]);
      expect(r.troops.garrison + r.troops.supply + r.troops.conflict).toBe(16);
    }
    expect(uprising.view(state, 0).houseHagal?.rivals).toEqual(['muadDib', 'gurneyHalleck']);
  });

  it('"Retirer la carte 2J": the solo deck has the 37 common cards, without Reshuffle', () => {
    const state = solo();
    const h = state.houseHagal!;
    const all = [...h.deck, ...h.discard];
    expect(all).toHaveLength(37);
    expect(all).not.toContain('reshuffle');
    expect(uprisingHagalDeck('solo')).toHaveLength(37);
    expect(uprisingHagalDeck('twoPlayer')).toHaveLength(38);
  });

  it('"Glossu et Dame Amber sont réservés aux parties 2 Joueurs": never drawn in solo, refused as an option', () => {
    for (let i = 0; i < 30; i++) {
      const state = uprising.setup({}, SEATS(1), `draw${i}`);
      for (const r of state.houseHagal!.rivals!) expect(UPRISING_RIVALS[r].twoPlayerOnly).toBe(false);
      expect(new Set(state.houseHagal!.rivals).size).toBe(2);
    }
    expect(() => uprising.setup({ rivals: ['glossuRabban', 'muadDib'] }, SEATS(1), 's')).toThrow(/badRivalLeaders/);
    expect(() => uprising.setup({ rivals: ['muadDib'] }, SEATS(1), 's')).toThrow(/badRivalLeaders/);
  });

  it('the First Player is drawn among the three seats (the objectives stand-in) and passes clockwise to Rivals too', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) firsts.add(uprising.setup({}, SEATS(1), `fp${i}`).firstPlayer);
    expect([...firsts].sort()).toEqual([0, 1, 2]);
  });
});

describe('rules 004 JEU SOLO – DÉTAIL, "Niveau de Difficulté"', () => {
  it("Novice (Mercenaire): no troop in the Rivals' garrisons, the player draws 1 Intrigue", () => {
    const state = setupImperium(
      { rivals: ['muadDib', 'stabanTuek'], rivalDifficulty: 'novice' },
      SEATS(1),
      'n',
      UPRISING_EDITION,
    );
    expect(state.players[1]!.troops.garrison + state.players[1]!.troops.conflict).toBe(0);
    expect(state.players[0]!.intrigues).toHaveLength(1);
  });

  it("Vétéran (Sardaukar): 3 troops in each Rival's garrison, no Intrigue for the player", () => {
    const state = setupImperium(
      { rivals: ['muadDib', 'stabanTuek'], rivalDifficulty: 'veteran' },
      SEATS(1),
      'v',
      UPRISING_EDITION,
    );
    expect(state.players[0]!.intrigues).toHaveLength(0);
    const r = state.players[2]!.troops;
    expect(r.garrison + r.conflict).toBe(3);
  });

  it('Expert (Mentat), Escalade Brutale: in a level III Conflict a Rival adds the swords of 2 House Hagal cards', () => {
    const state = solo(['stabanTuek', 'ladyMargotFenring'], 'expert');
    state.conflict = 'battleForArrakeen';
    state.firstPlayer = 0;
    state.players[1]!.troops.conflict = 1;
    top(state, 'heighliner', 'sardaukar');
    uprisingRivalSwords(state, new EventLog());
    expect(state.players[1]!.swords).toBe(5 + 4);
    state.conflict = 'shadowContest';
    state.players[1]!.swords = 0;
    top(state, 'heighliner', 'sardaukar');
    uprisingRivalSwords(state, new EventLog());
    expect(state.players[1]!.swords).toBe(5);
  });

  it('Vétéran: no Brutal Escalation, one card even in level III', () => {
    const state = solo(['stabanTuek', 'ladyMargotFenring'], 'veteran');
    state.conflict = 'battleForArrakeen';
    state.players[1]!.troops.conflict = 1;
    top(state, 'heighliner', 'sardaukar');
    uprisingRivalSwords(state, new EventLog());
    expect(state.players[1]!.swords).toBe(5);
  });

  it('Expert, Déploiement Expert: in a level I or II Conflict, 3 troops ahead of everyone, it deploys no troop', () => {
    const state = solo(['stabanTuek', 'ladyMargotFenring'], 'expert');
    state.players[1]!.troops = { supply: 10, garrison: 3, conflict: 3 };
    top(state, 'heighliner');
    agentTurn(state);
    expect(state.players[1]!.troops).toEqual({ supply: 7, garrison: 6, conflict: 3 });
    // In level III it deploys whatever its lead.
    const again = solo(['stabanTuek', 'ladyMargotFenring'], 'expert');
    again.conflict = 'battleForArrakeen';
    again.players[1]!.troops = { supply: 10, garrison: 3, conflict: 3 };
    top(again, 'heighliner');
    agentTurn(again);
    expect(again.players[1]!.troops).toEqual({ supply: 7, garrison: 1, conflict: 8 });
  });

  it('Expert, Déploiement Expert: "il déploie toujours les Vers des Sables"', () => {
    const state = solo(['stabanTuek', 'ladyMargotFenring'], 'expert');
    state.players[1]!.troops = { supply: 10, garrison: 3, conflict: 3 };
    uprisingPieces(state).makerHooks[1] = true;
    state.board.bonusSpice.haggaBasin = 1;
    top(state, 'haggaBasinOrImperialBasin');
    agentTurn(state);
    expect(state.uprising!.sandworms[1]).toBe(1);
    expect(state.players[1]!.troops.conflict).toBe(3);
  });

  it('Expert, Politique habile: a card to a Faction space is ignored when allied and leading, or 2+ behind with 2+', () => {
    const state = solo(['stabanTuek', 'ladyMargotFenring'], 'expert');
    setInfluence(state, 1, { emperor: 4 });
    state.alliances.emperor = 1;
    top(state, 'dutifulService', 'gatherSupportTroop');
    const log = agentTurn(state);
    expect(events(log, 'hagalCardSkipped')).toEqual([{ seat: 1, card: 'dutifulService', reason: 'smartPolitics' }]);
    expect(spaceOf(state, 1)).toEqual(['gatherSupport']);

    const behind = solo(['stabanTuek', 'ladyMargotFenring'], 'expert');
    setInfluence(behind, 1, { fremen: 2 });
    setInfluence(behind, 0, { fremen: 4 });
    top(behind, 'fremkit', 'gatherSupportTroop');
    agentTurn(behind);
    expect(spaceOf(behind, 1)).toEqual(['gatherSupport']);

    // Vétéran: no Smart Politics.
    const veteran = solo(['stabanTuek', 'ladyMargotFenring'], 'veteran');
    setInfluence(veteran, 1, { emperor: 4 });
    veteran.alliances.emperor = 1;
    top(veteran, 'dutifulService');
    agentTurn(veteran);
    expect(spaceOf(veteran, 1)).toEqual(['dutifulService']);
  });

  it('Expert+ (Kwisatz): the player may not take a Swordmaster; at Expert they may', () => {
    const kwisatz = solo(['stabanTuek', 'ladyMargotFenring'], 'expertPlus');
    kwisatz.players[0]!.solari = 10;
    kwisatz.turn = null;
    expect(canSendTo(kwisatz, 0, 'swordmaster', null)).toBe(false);
    const expert = solo(['stabanTuek', 'ladyMargotFenring'], 'expert');
    expert.players[0]!.solari = 10;
    expect(canSendTo(expert, 0, 'swordmaster', null)).toBe(true);
  });
});

describe('rules 004 JEU SOLO – DÉTAIL, Phase 2 (Tours des Joueurs)', () => {
  it('"S\'il est déjà occupé, défausser la carte et en piocher une nouvelle"', () => {
    const state = solo();
    state.board.agents.sardaukar = [0];
    top(state, 'sardaukar', 'dutifulService');
    const log = agentTurn(state);
    expect(events(log, 'hagalCardSkipped')).toEqual([{ seat: 1, card: 'sardaukar', reason: 'occupied' }]);
    expect(spaceOf(state, 1)).toEqual(['dutifulService']);
    expect(state.houseHagal!.discard.slice(-2)).toEqual(['sardaukar', 'dutifulService']);
    expect(state.players[1]!.agentsLeft).toBe(1);
  });

  it('"Si le paquet est vide, mélanger immédiatement la défausse pour le reconstituer"', () => {
    const state = solo();
    const h = state.houseHagal!;
    h.discard = [...h.deck, ...h.discard];
    h.deck = [];
    const log = agentTurn(state);
    expect(events(log, 'hagalReshuffled')).toHaveLength(1);
    expect(h.deck.length + h.discard.length).toBe(37);
  });

  it("the Rival ignores the space's cost and effects: only the card's (Sardaukar costs 4 spice; it pays none)", () => {
    const state = solo();
    top(state, 'sardaukar');
    agentTurn(state);
    expect(state.players[1]!.spice).toBe(0);
    expect(state.players[1]!.intrigues).toHaveLength(0);
  });

  it('"Un Rival ne gagne pas le bonus indiqué sur les 4e cases des pistes Faction"', () => {
    const state = solo();
    setInfluence(state, 1, { emperor: 3 });
    top(state, 'dutifulService');
    agentTurn(state);
    expect(state.players[1]!.influence.emperor).toBe(4);
    expect(state.alliances.emperor).toBe(1);
    expect(state.stack).toEqual([]);
  });

  it('"Carte Placer un Espion": a Spy, then another card; the third Spy recalls the two others and triggers the scheme', () => {
    const state = solo(['vladimirHarkonnen', 'ladyMargotFenring']);
    uprisingPieces(state).spies.push({ post: 'fremen', seat: 1 }, { post: 'emperor', seat: 1 });
    uprisingPieces(state).spySupply[1] = 1;
    top(state, 'placeSpyYellow', 'dutifulService');
    const log = agentTurn(state);
    expect(spyPosts(state, 1)).toEqual(['choam']);
    expect(uprisingPieces(state).spySupply[1]).toBe(2);
    expect(events(log, 'rivalScheme')).toEqual([{ seat: 1, rival: 'vladimirHarkonnen' }]);
    // Baron's scheme: +2 Solari, +2 troops.
    expect(state.players[1]!.solari).toBe(2);
    expect(spaceOf(state, 1)).toEqual(['dutifulService']);
  });

  it('Tours des Rivaux: a Rival plays Agent turns in the rotation while it has Agents, and no Reveal turn', () => {
    const state = uprising.setup({ rivals: ['muadDib', 'stabanTuek'], rivalDifficulty: 'veteran' }, SEATS(1), 'turns');
    // Whatever the First Player, the game waits for the player, Rivals having played before them.
    expect(uprising.decisions(state)).toEqual([{ seat: 0, kind: 'turn' }]);
    const placed = Object.values(state.board.agents).flat();
    const rivalsPlaced = placed.filter((s) => s !== 0).length;
    expect(rivalsPlaced).toBe(turnOrder(state).indexOf(0));
  });
});

describe('rules 004 JEU SOLO – DÉTAIL, Phase 3 (Combat)', () => {
  it('"Dans l\'ordre du tour, on pioche 1 carte Maison Hagal pour chaque Rival en conflit", before the Intrigues', () => {
    const state = solo();
    state.firstPlayer = 2;
    state.players[1]!.troops.conflict = 1;
    state.players[2]!.troops.conflict = 1;
    top(state, 'sardaukar', 'heighliner');
    const log = new EventLog();
    uprisingRivalSwords(state, log);
    expect(events(log, 'hagalSwords')).toEqual([
      { seat: 2, card: 'sardaukar', swords: 4 },
      { seat: 1, card: 'heighliner', swords: 5 },
    ]);
  });

  it('a Rival without a unit in the Conflict draws no card', () => {
    const state = solo();
    const before = state.houseHagal!.deck.length;
    uprisingRivalSwords(state, new EventLog());
    expect(state.houseHagal!.deck.length).toBe(before);
  });

  it('first and second rewards of every kind; a contract is 2 Solari; sandworms double them; control is taken', () => {
    const state = solo();
    state.conflict = 'siegeOfArrakeen';
    state.phase = 'combat';
    state.stage = 'rewards';
    state.players[1]!.troops.conflict = 2;
    state.players[2]!.troops.conflict = 1;
    uprisingPieces(state).sandworms[2] = 1;
    combatPhase.next(state, new EventLog());
    // Siege of Arrakeen: first, control + 2 troops + 2 Solari; second, 1 troop + 4 Solari (doubled by a worm).
    expect(conflictPlaces(state).map((p) => p.seat)).toEqual([2, 1]);
    expect(state.board.control.arrakeen).toBe(2);
    expect(state.players[2]!.solari).toBe(4);
    expect(state.players[1]!.solari).toBe(4);
  });

  it('"Les Rivaux ne prennent jamais de Contrat (+2 Solari à la place)"', () => {
    const state = solo();
    rivalDo(state, 1, [{ kind: 'takeContract' }], null, new EventLog());
    expect(state.players[1]!.solari).toBe(2);
  });

  it('bonus de Défense: a Rival controlling the space of the Conflict puts 1 troop of its supply in the Conflict', () => {
    const state = uprising.setup({ rivals: ['muadDib', 'stabanTuek'], rivalDifficulty: 'veteran' }, SEATS(1), 'def');
    state.board.control.arrakeen = 1;
    state.conflictDeck = ['siegeOfArrakeen', ...state.conflictDeck];
    const before = state.players[1]!.troops.conflict;
    state.phase = 'roundStart';
    state.stack = [];
    state.turn = null;
    for (const p of state.players) p.revealedThisRound = true;
    // The round start alone: reveal the Conflict and give the defensive bonus.
    roundStartPhase.next(state, new EventLog());
    expect(state.players[1]!.troops.conflict).toBe(before + 1);
  });

  it('"En cas de gain d\'Influence, un Rival choisit la piste où il est le plus bas", ties by its priority', () => {
    const state = solo(['stabanTuek', 'ladyMargotFenring']);
    // Staban: Guild > Fremen > Bene Gesserit > Emperor.
    rivalDo(
      state,
      1,
      [{ kind: 'influence', faction: { kind: 'choice', among: FACTIONS }, amount: 1 }],
      null,
      new EventLog(),
    );
    expect(state.players[1]!.influence.spacingGuild).toBe(1);
    rivalDo(
      state,
      1,
      [{ kind: 'influence', faction: { kind: 'choice', among: FACTIONS }, amount: 1 }],
      null,
      new EventLog(),
    );
    expect(state.players[1]!.influence.fremen).toBe(1);
  });
});

describe('rules 004 "Ressources, Maitre d\'Arme et PV"', () => {
  it('resources are kept until the Swordmaster is paid in Solari, then spice, Intrigues, then water', () => {
    const state = solo(['vladimirHarkonnen', 'ladyMargotFenring']);
    const p = state.players[1]!;
    Object.assign(p, { solari: 2, spice: 2, water: 0, intrigues: ['x'] });
    uprisingRivalPurchases(state, new EventLog());
    expect(p.swordmaster).toBe(false);
    p.water = 1;
    const log = new EventLog();
    uprisingRivalPurchases(state, log);
    expect(p.swordmaster).toBe(true);
    expect([p.agents, p.solari, p.spice, p.intrigues.length, p.water]).toEqual([3, 0, 0, 0, 0]);
    expect(events(log, 'rivalSwordmaster')).toEqual([{ seat: 1, solari: 2, spice: 2, intrigues: 1, water: 1 }]);
  });

  it('armed, it spends 3 Intrigues, 3 water, 7 spice or 7 Solari for 1 VP each, at once', () => {
    const state = solo();
    const p = state.players[1]!;
    Object.assign(p, { swordmaster: true, solari: 14, spice: 6, water: 3, intrigues: ['a', 'b', 'c', 'd'] });
    const vp = p.victoryPoints;
    uprisingRivalPurchases(state, new EventLog());
    expect(p.victoryPoints).toBe(vp + 4);
    expect([p.solari, p.spice, p.water, p.intrigues.length]).toEqual([0, 6, 0, 1]);
  });

  it('"même en dehors de son tour": the engine buys after every automatic step (a reward out of turn)', () => {
    const state = solo();
    const p = state.players[2]!;
    p.swordmaster = true;
    p.spice = 6;
    const vp = p.victoryPoints;
    // A player's effect giving the Rival spice, resolved by the engine: the purchase follows at once.
    state.stack = [{ kind: 'effects', seat: 2, effects: [{ kind: 'gain', resource: 'spice', amount: 1 }], ctx: CTX }];
    advance(state, new EventLog());
    expect(p.victoryPoints).toBe(vp + 1);
  });
});

describe('rules 004 icons for the Rivals', () => {
  it('"Icônes Numéro de Piste Faction": 2 = the 2nd Faction of the Rival\'s list', () => {
    const state = solo(['ladyMargotFenring', 'stabanTuek']);
    rivalDo(state, 1, [{ kind: 'influenceByPriority', position: 2 }], null, new EventLog());
    expect(state.players[1]!.influence.emperor).toBe(1);
  });

  it('"Icône Hameçon": a Maker Hook unless it has one', () => {
    const state = solo();
    const log = new EventLog();
    rivalDo(state, 1, [{ kind: 'gainMakerHook' }, { kind: 'gainMakerHook' }], null, log);
    expect(uprisingPieces(state).makerHooks[1]).toBe(true);
    expect(events(log, 'makerHooksTaken')).toHaveLength(1);
  });

  it('"Icône Bouclier brisé": removed only if the Rival has a Maker Hook', () => {
    const state = solo();
    rivalDo(state, 1, [{ kind: 'breakShieldWall' }], null, new EventLog());
    expect(uprisingPieces(state).shieldWall).toBe(true);
    uprisingPieces(state).makerHooks[1] = true;
    rivalDo(state, 1, [{ kind: 'breakShieldWall' }], null, new EventLog());
    expect(uprisingPieces(state).shieldWall).toBe(false);
  });

  it('"Vol d\'Intrigue": a Rival takes 1 Intrigue at random from each opponent holding 4 or more; players steal from Rivals', () => {
    const state = solo();
    state.players[0]!.intrigues = ['a', 'b', 'c', 'd'] as never;
    state.players[2]!.intrigues = ['e', 'f', 'g'] as never;
    rivalDo(state, 1, [{ kind: 'stealIntrigue', fromOpponentsWithAtLeast: 4 }], null, new EventLog());
    expect([0, 1, 2].map((s) => state.players[s]!.intrigues.length)).toEqual([3, 1, 3]);
    // The player's Secrets: from each opponent with 3 or more here, Rivals included.
    execute(state, 0, { kind: 'stealIntrigue', fromOpponentsWithAtLeast: 3 }, CTX, new EventLog());
    expect([0, 1, 2].map((s) => state.players[s]!.intrigues.length)).toEqual([4, 1, 2]);
  });

  it('"Espion": on the card\'s posts, else by Faction priority; all taken, nothing', () => {
    const state = solo(['ladyMargotFenring', 'stabanTuek']);
    uprisingPieces(state).spies.push({ post: 'beneGesserit', seat: 0 });
    rivalDo(state, 1, [{ kind: 'placeSpy', post: { kind: 'any' }, mayShare: false }], null, new EventLog());
    expect(spyPosts(state, 1)).toEqual(['emperor']);
  });
});

/** What each House Hagal card does (rules 004 JEU SOLO – DÉTAIL; facts hagal-uprising.json). */
describe('the Uprising House Hagal cards', () => {
  const cases: Record<UprisingHagalCardId, (state: EngineState) => void> = {
    placeSpyYellow(state) {
      top(state, 'placeSpyYellow', 'gatherSupportTroop');
      agentTurn(state);
      expect(spyPosts(state, 1)).toEqual(['choam']);
      expect(spaceOf(state, 1)).toEqual(['gatherSupport']);
    },
    placeSpyBlue(state) {
      uprisingPieces(state).spies.push({ post: 'spiceRefineryArrakeen', seat: 0 });
      top(state, 'placeSpyBlue', 'gatherSupportTroop');
      agentTurn(state);
      expect(spyPosts(state, 1)).toEqual(['researchStationSpiceRefinery']);
    },
    placeSpyGreen(state) {
      top(state, 'placeSpyGreen', 'gatherSupportTroop');
      agentTurn(state);
      expect(spyPosts(state, 1)).toEqual(['landsraadAssembly']);
    },
    sardaukar(state) {
      top(state, 'sardaukar');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['sardaukar']);
      expect(state.players[1]!.influence.emperor).toBe(1);
      expect(state.players[1]!.troops.garrison).toBe(5);
    },
    dutifulService(state) {
      top(state, 'dutifulService');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['dutifulService']);
      expect(influence(state, 1)).toEqual(FACTIONS.map((f) => (f === 'emperor' ? 1 : 0)));
    },
    heighliner(state) {
      top(state, 'heighliner');
      agentTurn(state);
      expect(state.players[1]!.influence.spacingGuild).toBe(1);
      expect(state.players[1]!.troops.conflict).toBe(5);
    },
    deliverSuppliesOrHeighliner(state) {
      top(state, 'deliverSuppliesOrHeighliner');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['deliverSupplies']);
      state.conflict = 'battleForArrakeen';
      top(state, 'deliverSuppliesOrHeighliner');
      agentTurn(state);
      expect(spaceOf(state, 1)).toContain('heighliner');
    },
    espionage(state) {
      top(state, 'espionage');
      agentTurn(state);
      expect(state.players[1]!.influence.beneGesserit).toBe(1);
      // Staban Tuek's first Faction: the Spacing Guild.
      expect(spyPosts(state, 1)).toEqual(['spacingGuild']);
    },
    secrets(state) {
      state.players[0]!.intrigues = ['a', 'b', 'c', 'd'] as never;
      top(state, 'secrets');
      agentTurn(state);
      expect(state.players[1]!.intrigues).toHaveLength(1);
      expect(state.players[1]!.influence.beneGesserit).toBe(1);
    },
    desertTactics(state) {
      uprisingPieces(state).makerHooks[1] = true;
      top(state, 'desertTactics');
      agentTurn(state);
      expect(state.players[1]!.influence.fremen).toBe(1);
      expect(state.players[1]!.troops.conflict).toBe(3);
      expect(uprisingPieces(state).shieldWall).toBe(false);
    },
    fremkit(state) {
      top(state, 'fremkit');
      agentTurn(state);
      expect(state.players[1]!.influence.fremen).toBe(1);
      expect(state.players[1]!.troops.conflict).toBe(2);
    },
    assemblyHall(state) {
      setInfluence(state, 1, { emperor: 2 });
      top(state, 'assemblyHall');
      agentTurn(state);
      expect(state.players[1]!.intrigues).toHaveLength(1);
      expect(state.players[1]!.influence.spacingGuild).toBe(1);
    },
    gatherSupportTroop(state) {
      top(state, 'gatherSupportTroop');
      agentTurn(state);
      expect(state.players[1]!.troops.garrison).toBe(4);
    },
    gatherSupportInfluence(state) {
      setInfluence(state, 1, { emperor: 2 });
      top(state, 'gatherSupportInfluence');
      agentTurn(state);
      expect(state.players[1]!.troops.garrison).toBe(4);
      expect(state.players[1]!.influence.fremen).toBe(1);
    },
    shippingOrContractThird(state) {
      top(state, 'shippingOrContractThird');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['acceptContract']);
      expect(state.players[1]!.solari).toBe(2);
      clean(state);
      setInfluence(state, 1, { spacingGuild: 2 });
      top(state, 'shippingOrContractThird');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['shipping']);
      expect(state.players[1]!.influence.beneGesserit).toBe(1);
    },
    shippingOrContractFirst(state) {
      setInfluence(state, 1, { spacingGuild: 2 });
      top(state, 'shippingOrContractFirst');
      agentTurn(state);
      expect(state.players[1]!.solari).toBe(2);
      expect(state.players[1]!.influence.spacingGuild).toBe(3);
    },
    researchStation(state) {
      top(state, 'researchStation');
      agentTurn(state);
      expect(state.players[1]!.troops.conflict).toBe(4);
    },
    spiceRefinery(state) {
      top(state, 'spiceRefinery');
      agentTurn(state);
      // Staban Tuek's signet: +1 spice.
      expect(state.players[1]!.spice).toBe(1);
      expect(state.players[1]!.troops.conflict).toBe(2);
    },
    arrakeen(state) {
      top(state, 'arrakeen');
      agentTurn(state);
      expect(state.players[1]!.spice).toBe(1);
      expect(state.players[1]!.troops.conflict).toBe(3);
    },
    sietchTabr(state) {
      top(state, 'sietchTabr', 'gatherSupportTroop');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['gatherSupport']);
      clean(state);
      setInfluence(state, 1, { fremen: 2 });
      top(state, 'sietchTabr');
      agentTurn(state);
      expect(uprisingPieces(state).makerHooks[1]).toBe(true);
      expect(state.players[1]!.water).toBe(2);
    },
    haggaBasinOrImperialBasin(state) {
      state.board.bonusSpice.haggaBasin = 1;
      state.board.bonusSpice.imperialBasin = 2;
      top(state, 'haggaBasinOrImperialBasin');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['imperialBasin']);
      expect(state.players[1]!.spice).toBe(2 + 1);
      expect(state.board.bonusSpice.imperialBasin).toBe(0);
    },
    deepDesert(state) {
      top(state, 'deepDesert', 'gatherSupportTroop');
      agentTurn(state);
      expect(spaceOf(state, 1)).toEqual(['gatherSupport']);
      clean(state);
      state.board.bonusSpice.deepDesert = 1;
      top(state, 'deepDesert');
      agentTurn(state);
      expect(state.players[1]!.spice).toBe(1 + 4);
    },
    reshuffle(state) {
      const h = state.houseHagal!;
      h.discard.push(...h.deck.splice(0, 5));
      top(state, 'reshuffle');
      const log = agentTurn(state);
      expect(events(log, 'hagalReshuffled')).toHaveLength(1);
      expect(h.deck.length + h.discard.length).toBe(37 + 1);
    },
  };
  for (const [id, check] of Object.entries(cases) as [UprisingHagalCardId, (state: EngineState) => void][])
    it(`${id} (${UPRISING_HAGAL_CARDS[id].name.fr}, ${UPRISING_HAGAL_CARDS[id].swords ?? 0} swords)`, () =>
      check(solo(['stabanTuek', 'ladyMargotFenring'], 'veteran')));
});

describe('rules 004 "Espace de Récolte" for a Rival', () => {
  it('on Hagga Basin with a Maker Hook it summons 1 sandworm and takes only the bonus', () => {
    const state = solo();
    uprisingPieces(state).makerHooks[1] = true;
    state.board.bonusSpice.haggaBasin = 2;
    top(state, 'haggaBasinOrImperialBasin');
    agentTurn(state);
    expect(state.uprising!.sandworms[1]).toBe(1);
    expect(state.players[1]!.spice).toBe(2);
  });

  it("a Rival's Agent on a Maker space Staban Tuek spies on gives him 1 spice (rules 004 Staban Tuek: « un autre joueur »)", () => {
    const state = solo(['muadDib', 'gurneyHalleck']);
    state.players[0]!.leader = 'stabanTuek';
    uprisingPieces(state).spies.push({ post: 'deepDesert', seat: 0 });
    state.board.bonusSpice.deepDesert = 1;
    top(state, 'deepDesert');
    const log = agentTurn(state);
    expect(spaceOf(state, 1)).toEqual(['deepDesert']);
    expect(events(log, 'leaderAbility')).toEqual([{ seat: 0, leader: 'stabanTuek' }]);
    expect(state.stack).toContainEqual(expect.objectContaining({ kind: 'effects', seat: 0, effects: [spice(1)] }));
  });

  it('on the Deep Desert with a Maker Hook: 2 sandworms, unless the Shield Wall protects the Conflict', () => {
    const state = solo();
    uprisingPieces(state).makerHooks[1] = true;
    state.board.bonusSpice.deepDesert = 1;
    top(state, 'deepDesert');
    agentTurn(state);
    expect(state.uprising!.sandworms[1]).toBe(2);
    const walled = solo();
    walled.conflict = 'siegeOfArrakeen';
    uprisingPieces(walled).makerHooks[1] = true;
    walled.board.bonusSpice.deepDesert = 1;
    top(walled, 'deepDesert');
    agentTurn(walled);
    expect([walled.uprising!.sandworms[1], walled.players[1]!.spice]).toEqual([0, 5]);
  });
});

/** rules 004 LISTE DES RIVAUX: Swordmaster cost, signet, scheme, Faction priority of each Rival. */
describe('rules 004 LISTE DES RIVAUX', () => {
  const signets: Record<RivalId, (state: EngineState, seat: Seat) => void> = {
    stabanTuek: (s, seat) => expect(s.players[seat]!.spice).toBe(1),
    ladyAmberMetulli: (s, seat) => expect(s.players[seat]!.troops.garrison).toBe(4),
    ladyMargotFenring: (s, seat) => expect(s.players[seat]!.solari).toBe(1),
    gurneyHalleck: (s, seat) => expect(s.players[seat]!.troops.garrison).toBe(4),
    princessIrulan: (s, seat) => expect(spyPosts(s, seat)).toEqual(['emperor']),
    glossuRabban: (s, seat) => expect(s.players[seat]!.troops.garrison).toBe(4),
    vladimirHarkonnen: (s, seat) => expect(s.players[seat]!.intrigues).toHaveLength(1),
    ladyJessica: (s, seat) => expect(s.players[seat]!.influence.beneGesserit).toBe(1),
    feydRauthaHarkonnen: (s, seat) => expect(s.players[seat]!.troops.garrison).toBe(5),
    muadDib: (s, seat) => expect(s.players[seat]!.influence.fremen).toBe(1),
  };
  const schemes: Record<RivalId, (state: EngineState, seat: Seat) => void> = {
    stabanTuek: (s, seat) => expect(s.players[seat]!.troops.garrison).toBe(5),
    ladyAmberMetulli: (s, seat) => expect(s.players[seat]!.troops.garrison).toBe(6),
    ladyMargotFenring: (s, seat) => expect(s.players[seat]!.influence.beneGesserit).toBe(1),
    gurneyHalleck: (s, seat) => expect(s.players[seat]!.influence.emperor).toBe(3),
    princessIrulan: (s, seat) => {
      expect(s.players[seat]!.influence.emperor).toBe(1);
      expect(s.players[seat]!.troops.garrison).toBe(4);
    },
    glossuRabban: (s, seat) => {
      expect(s.players[seat]!.influence.fremen).toBe(4);
      expect(s.alliances.fremen).toBe(seat);
    },
    vladimirHarkonnen: (s, seat) => {
      expect(s.players[seat]!.solari).toBe(2);
      expect(s.players[seat]!.troops.garrison).toBe(5);
    },
    ladyJessica: (s, seat) => expect(s.players[seat]!.water).toBe(3),
    feydRauthaHarkonnen: (s, seat) => expect(s.players[seat]!.influence.emperor).toBe(1),
    muadDib: (s, seat) => {
      expect(uprisingPieces(s).makerHooks[seat]).toBe(true);
      expect(uprisingPieces(s).shieldWall).toBe(false);
      expect(s.players[seat]!.intrigues).toHaveLength(1);
    },
  };
  /** The seat of `rival` in a game where it may play: solo, or two players for Glossu and Lady Amber. */
  function with_(rival: RivalId): { state: EngineState; seat: Seat } {
    if (UPRISING_RIVALS[rival].twoPlayerOnly) {
      const state = clean(uprising.setup({ rivals: [rival] }, SEATS(2), 'two'));
      return { state, seat: 2 };
    }
    const other: RivalId = rival === 'stabanTuek' ? 'muadDib' : 'stabanTuek';
    return { state: solo([rival, other], 'veteran'), seat: 1 };
  }
  for (const rival of Object.keys(UPRISING_RIVALS) as RivalId[]) {
    const data = UPRISING_RIVALS[rival];
    describe(`${data.name.fr} (${data.swordmasterCost})`, () => {
      it(`Chevalière`, () => {
        const { state, seat } = with_(rival);
        rivalDo(state, seat, [{ kind: 'signetRing' }], null, new EventLog());
        signets[rival](state, seat);
      });
      it(`Manigance, on its third Spy`, () => {
        const { state, seat } = with_(rival);
        if (rival === 'gurneyHalleck') setInfluence(state, seat, { emperor: 2, fremen: 1 });
        if (rival === 'glossuRabban') setInfluence(state, seat, { fremen: 2, emperor: 1 });
        uprisingPieces(state).spies.push({ post: 'choam', seat }, { post: 'landsraadAssembly', seat });
        uprisingPieces(state).spySupply[seat] = 1;
        rivalDo(state, seat, [{ kind: 'placeSpy', post: { kind: 'any' }, mayShare: false }], null, new EventLog());
        expect(spyPosts(state, seat)).toHaveLength(1);
        expect(uprisingPieces(state).spySupply[seat]).toBe(2);
        schemes[rival](state, seat);
      });
      it(`Priorité Factions: ${data.factionPriority.join(' > ')}`, () => {
        const { state, seat } = with_(rival);
        expect(rivalOf(state, seat).factionPriority).toEqual(data.factionPriority);
        const order: Faction[] = [];
        for (let i = 0; i < 4; i++) {
          const f = lowestTrack(state, seat);
          order.push(f);
          setInfluence(state, seat, { [f]: 1 });
        }
        expect(order).toEqual(data.factionPriority);
      });
      it(`Maître d'Armes: ${data.swordmasterCost} resources`, () => {
        const { state, seat } = with_(rival);
        const p = state.players[seat]!;
        p.water = 0;
        p.solari = data.swordmasterCost - 1;
        uprisingRivalPurchases(state, new EventLog());
        expect(p.swordmaster).toBe(false);
        p.water = 1;
        uprisingRivalPurchases(state, new EventLog());
        expect([p.swordmaster, p.solari, p.water, p.agents]).toEqual([true, 0, 0, 3]);
      });
    });
  }

  it('Glossu and Lady Amber (*): no VP; once armed, the bonus spice they harvest goes back to the bank', () => {
    const state = clean(uprising.setup({ rivals: ['glossuRabban'] }, SEATS(2), 'streamlined'));
    const p = state.players[2]!;
    const vp = p.victoryPoints;
    rivalDo(state, 2, [{ kind: 'victoryPoints', amount: 1 }], null, new EventLog());
    setInfluence(state, 2, { emperor: 1 });
    rivalDo(
      state,
      2,
      [{ kind: 'influence', faction: { kind: 'faction', faction: 'emperor' }, amount: 1 }],
      null,
      new EventLog(),
    );
    expect(p.victoryPoints).toBe(vp);
    p.swordmaster = true;
    p.solari = 14;
    uprisingRivalPurchases(state, new EventLog());
    expect([p.victoryPoints, p.solari]).toEqual([vp, 14]);
    state.board.bonusSpice.deepDesert = 2;
    top(state, 'deepDesert');
    agentTurn(state, 2);
    expect(p.spice).toBe(0);
    expect(state.board.bonusSpice.deepDesert).toBe(0);
  });
});

describe('facts uprising-rules.md §2.9: two players against one shared Rival', () => {
  it('one Rival (Glossu and Lady Amber allowed), 3 garrison troops, the deck with its Reshuffle card', () => {
    const state = uprising.setup({ rivals: ['ladyAmberMetulli'], rivalDifficulty: 'novice' }, SEATS(2), 'two');
    const h = state.houseHagal!;
    expect([h.mode, h.seats, h.rivals]).toEqual(['twoPlayer', [2], ['ladyAmberMetulli']]);
    expect([...h.deck, ...h.discard]).toContain('reshuffle');
    expect(h.deck.length + h.discard.length).toBe(38);
    const r = state.players[2]!.troops;
    expect(r.garrison + r.conflict).toBe(3);
    // Novice's Intrigue is the solo player's.
    expect(state.players[0]!.intrigues).toHaveLength(0);
  });

  it('the Rival always plays second and never takes the First Player marker', () => {
    const state = clean(uprising.setup({ rivals: ['muadDib'] }, SEATS(2), 'two'));
    for (const first of [0, 1]) {
      state.firstPlayer = first;
      expect(turnOrder(state)).toEqual([first, 2, 1 - first]);
    }
    state.firstPlayer = 0;
    state.phase = 'recall';
    recallPhase.next(state, new EventLog());
    expect(state.firstPlayer).toBe(1);
    state.phase = 'recall';
    recallPhase.next(state, new EventLog());
    expect(state.firstPlayer).toBe(0);
  });

  it('a game waits for a player: the Rival took its turn between the two', () => {
    const state = uprising.setup({ rivals: ['muadDib'] }, SEATS(2), 'two-game');
    expect(uprising.decisions(state)).toEqual([{ seat: state.firstPlayer, kind: 'turn' }]);
    expect(state.firstPlayer).toBeLessThan(2);
  });

  it('the Rival competes in the Conflict and takes rewards (no third reward: fewer than 4 at the table)', () => {
    const state = clean(uprising.setup({ rivals: ['muadDib'] }, SEATS(2), 'two'));
    state.conflict = 'skirmishDesertMouse';
    state.players[0]!.troops.conflict = 1;
    state.players[1]!.troops.conflict = 2;
    state.players[2]!.troops.conflict = 3;
    expect(conflictPlaces(state)).toEqual([
      { seat: 2, place: 'first' },
      { seat: 1, place: 'second' },
    ]);
  });
});

describe("rules 002/004 Choix (issue 13): the player decides a Rival's optional payment, in Uprising too", () => {
  function decide(state: EngineState, action: { type: 'confirm' } | { type: 'pass' }): void {
    const frame = state.stack.at(-1)!;
    if (frame.kind !== 'rivalPay') throw new Error(`not a Rival's payment: ${frame.kind}`);
    hagalFrames.rivalPay!.perform(state, frame as never, frame.seat, action, new EventLog());
  }

  it('Spice Freighters, first: "3 spice → 1 VP" is asked of the solo player, naming the Rival', () => {
    const state = solo();
    state.players[1]!.spice = 3;
    const vp = state.players[1]!.victoryPoints;
    rivalDo(state, 1, UPRISING_CONFLICT_CARDS.spiceFreighters.first, null, new EventLog());
    expect(state.stack.at(-1)).toMatchObject({ kind: 'rivalPay', seat: 0, rival: 1 });
    decide(state, { type: 'confirm' });
    expect([state.players[1]!.spice, state.players[1]!.victoryPoints]).toEqual([0, vp + 1]);
  });

  it('Battle for Arrakeen, first: "recall 2 Spies → 1 VP" — declined, the Spies stay', () => {
    const state = solo();
    uprisingPieces(state).spies.push({ post: 'choam', seat: 1 }, { post: 'fremen', seat: 1 });
    rivalDo(state, 1, UPRISING_CONFLICT_CARDS.battleForArrakeen.first, null, new EventLog());
    expect(state.stack.at(-1)).toMatchObject({ kind: 'rivalPay', seat: 0, rival: 1 });
    decide(state, { type: 'pass' });
    expect(spyPosts(state, 1)).toHaveLength(2);
    rivalDo(state, 1, UPRISING_CONFLICT_CARDS.battleForArrakeen.first, null, new EventLog());
    const vp = state.players[1]!.victoryPoints;
    decide(state, { type: 'confirm' });
    expect([spyPosts(state, 1).length, state.players[1]!.victoryPoints]).toEqual([0, vp + 1]);
  });

  it('two players: the First Player decides for the shared Rival', () => {
    const state = clean(uprising.setup({ rivals: ['muadDib'] }, SEATS(2), 'two'));
    state.firstPlayer = 1;
    state.players[2]!.spice = 3;
    rivalDo(state, 2, UPRISING_CONFLICT_CARDS.spiceFreighters.first, null, new EventLog());
    expect(state.stack.at(-1)).toMatchObject({ kind: 'rivalPay', seat: 1, rival: 2 });
  });
});

describe('secrecy: the House Hagal deck order is hidden (view, determinize, resample)', () => {
  for (const players of [1, 2]) {
    it(`${players} player(s): resampling the Rival deck leaves the view alike; a determinized state rebuilds it`, () => {
      const state = uprising.setup({}, SEATS(players), `secret${players}`);
      const view = uprising.view(state, 0);
      expect(view.houseHagal?.deckCount).toBe(state.houseHagal!.deck.length);
      expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.houseHagal!.deck));
      const rng = seedRng('resample');
      for (let i = 0; i < 5; i++) {
        const other = resampleHidden(state, 0, rng);
        expect(uprising.view(other, 0)).toEqual(view);
      }
      const sample = determinize(view, seedRng('det'));
      const h = sample.houseHagal!;
      expect([...h.deck, ...h.discard].sort()).toEqual(
        [...state.houseHagal!.deck, ...state.houseHagal!.discard].sort(),
      );
      expect(h.rivals).toEqual(state.houseHagal!.rivals);
      expect(uprising.view(sample, 0)).toEqual(view);
    });
  }
});

describe('rules 004 JEU SOLO – DÉTAIL: rounds played by the engine', () => {
  it('the player only reveals: each round the Rivals place their Agents, fight, and the First Player moves on', () => {
    const state = uprising.setup(
      { rivals: ['feydRauthaHarkonnen', 'muadDib'], rivalDifficulty: 'expert' },
      SEATS(1),
      'rounds',
    );
    const firsts: number[] = [];
    let round = 0;
    for (let i = 0; i < 400 && state.round <= 4; i++) {
      if (state.round !== round) {
        round = state.round;
        firsts.push(state.firstPlayer);
      }
      const [decision] = uprising.decisions(state);
      if (!decision) break;
      const legal = uprising.legalActions(state, decision.seat);
      const action = legal.find((a) => a.type === 'reveal') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
      uprising.applyInPlace(state, decision.seat, action);
      if (state.phase === 'combat' || state.phase === 'makers') {
        // Both Rivals used both their Agents (or a third, once armed).
        const placed = Object.values(state.board.agents).flat();
        for (const seat of [1, 2]) expect(placed.filter((s) => s === seat).length).toBe(state.players[seat]!.agents);
      }
    }
    expect(state.round).toBeGreaterThan(4);
    // rules 004: "Le marqueur 1er Joueur fonctionne comme en multi (donné au suivant en sens horaire)".
    for (let r = 1; r < firsts.length; r++) expect(firsts[r]).toBe((firsts[r - 1]! + 1) % 3);
    // The Rivals scored from the Conflicts and tracks the player left to them.
    expect(state.players[1]!.victoryPoints + state.players[2]!.victoryPoints).toBeGreaterThan(0);
  });
});

describe('facts §2.9: a two-player game played by the engine', () => {
  it('both players only reveal: the Rival plays its Agents between them; the marker alternates between the players', () => {
    const state = uprising.setup({ rivals: ['ladyAmberMetulli'] }, SEATS(2), 'two-rounds');
    const firsts: number[] = [];
    let round = 0;
    for (let i = 0; i < 400 && state.round <= 4; i++) {
      if (state.round !== round) {
        round = state.round;
        firsts.push(state.firstPlayer);
      }
      const [decision] = uprising.decisions(state);
      if (!decision) break;
      expect(decision.seat).toBeLessThan(2);
      const legal = uprising.legalActions(state, decision.seat);
      const action = legal.find((a) => a.type === 'reveal') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
      uprising.applyInPlace(state, decision.seat, action);
    }
    expect(state.round).toBeGreaterThan(4);
    expect(firsts.every((f, r) => f < 2 && (r === 0 || f !== firsts[r - 1]))).toBe(true);
    // Lady Amber scores nothing, whatever she wins.
    expect(state.players[2]!.victoryPoints).toBe(0);
  });
});
