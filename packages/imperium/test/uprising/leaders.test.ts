import { describe, expect, it } from 'vitest';
import type { Seat } from '@arrakis/engine';
import { intrigue, persuasion, recruit, retreat, spice, swords, trash } from '../../src/dsl/build.ts';
import type { Effect } from '../../src/dsl/effect.ts';
import { given, payUp, recallSpy, sandwormInConflict, spyOn, strengthAtLeast } from '../../src/dsl/uprisingBuild.ts';
import { UPRISING_LEADERS, type UprisingLeaderId } from '../../src/editions/uprising/leaders.ts';
import { UPRISING_LEADER_RULES, hasUprisingHook } from '../../src/editions/uprising/leaderRules.ts';
import { execute } from '../../src/effects/resolve.ts';
import { EventLog } from '../../src/events.ts';
import type { BoardSpaceId } from '../../src/ids.ts';
import type { Frame } from '../../src/frames.ts';
import { changeInfluence } from '../../src/influence.ts';
import { uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';
import { advanceEffects, apply, events, legal, resolve, SEATS, table, topFrame, turnOf } from './table.ts';

type LeaderId = UprisingLeaderId;

/** A 4-player game with `leader` for seat 0 (the others: leaders without triggers on what the tests do). */
function leading(leader: LeaderId, contracts = leader === 'shaddamCorrinoIV'): EngineState {
  const others: LeaderId[] = ['gurneyHalleck', 'ladyAmberMetulli', 'muadDib', 'feydRauthaHarkonnen'];
  return table({ leaders: [leader, ...others.filter((l) => l !== leader).slice(0, 3)], contracts });
}

const LEADER_CTX = { source: 'leader', card: null, space: null } as const;

/** The effects frames the leader's ability pushed (not yet resolved). */
function abilityFrames(state: EngineState): Effect[][] {
  return state.stack.flatMap((f: Frame) => (f.kind === 'effects' && f.ctx.source === 'leader' ? [f.effects] : []));
}

/** Plays the seat's signet ring effect (rules 004 "Chevalière") without resolving what it pushes. */
function signet(state: EngineState, seat: Seat = 0): Effect[] {
  state.stack = [];
  execute(state, seat, { kind: 'signetRing' }, LEADER_CTX, new EventLog());
  const frame = state.stack.at(-1);
  return frame?.kind === 'effects' ? frame.effects : [];
}

function reveal(state: EngineState, seat: Seat = 0): EventLog {
  const log = new EventLog();
  state.stack = [];
  UPRISING_LEADER_RULES.revealed!(state, seat, log);
  return log;
}

function agentOn(state: EngineState, seat: Seat, space: BoardSpaceId): EventLog {
  const log = new EventLog();
  turnOf(state, seat);
  state.turn!.space = space;
  state.stack = [];
  UPRISING_LEADER_RULES.agentSent!(state, seat, space, log);
  return log;
}

describe("rules 004 LISTE DES DIRIGEANTS: Muad'Dib", () => {
  it('Ennemi imprévisible: on each Reveal turn, 1 Intrigue if a sandworm of his is in the Conflict', () => {
    const state = leading('muadDib');
    const log = reveal(state);
    expect(abilityFrames(state)).toEqual([[given(sandwormInConflict, [intrigue(1)])]]);
    expect(events(log, 'leaderAbility')[0]!.params).toEqual({ seat: 0, leader: 'muadDib' });
    reveal(state, 1);
    expect(abilityFrames(state)).not.toEqual([[given(sandwormInConflict, [intrigue(1)])]]);
  });

  it('signet Montrer la voie: draw 1 card', () => {
    const state = leading('muadDib');
    const hand = state.players[0]!.hand.length;
    resolve(state, 0, [{ kind: 'signetRing' }]);
    expect(state.players[0]!.hand).toHaveLength(hand + 1);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Dame Margot Fenring', () => {
  it('Loyauté: 2 spice on reaching 2 Bene Gesserit influence; only on gains; again after losing and regaining (FAQ)', () => {
    const state = leading('ladyMargotFenring');
    const p = state.players[0]!;
    const log = new EventLog();
    state.stack = [];
    changeInfluence(state, 0, 'beneGesserit', 1, log);
    expect(abilityFrames(state)).toEqual([]);
    changeInfluence(state, 0, 'beneGesserit', 1, log);
    advanceEffects(state);
    expect(p.spice).toBe(2);
    changeInfluence(state, 0, 'beneGesserit', 1, log);
    changeInfluence(state, 0, 'beneGesserit', -2, log);
    advanceEffects(state);
    expect(p.spice).toBe(2);
    changeInfluence(state, 0, 'beneGesserit', 2, log);
    advanceEffects(state);
    expect(p.spice).toBe(4);
    changeInfluence(state, 0, 'emperor', 2, log);
    advanceEffects(state);
    expect(p.spice).toBe(4);
  });

  it("signet Informatrice d'Arrakis: a Spy on a City post", () => {
    expect(signet(leading('ladyMargotFenring'))).toEqual([spyOn('city')]);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Dame Amber Metulli', () => {
  it('Éclaireurs du désert: on each Reveal turn she may retreat one of her troops', () => {
    const state = leading('ladyAmberMetulli');
    state.players[0]!.troops = { supply: 10, garrison: 3, conflict: 3 };
    reveal(state);
    expect(abilityFrames(state)).toEqual([[retreat(1)]]);
    advanceEffects(state);
    expect(topFrame(state)).toEqual({ kind: 'retreat', seat: 0, max: 1 });
  });

  it('signet Remplir les coffres: 1 Solari, and 1 spice with an Alliance', () => {
    const state = leading('ladyAmberMetulli');
    resolve(state, 0, [{ kind: 'signetRing' }]);
    expect([state.players[0]!.solari, state.players[0]!.spice]).toEqual([1, 0]);
    state.alliances.fremen = 0;
    resolve(state, 0, [{ kind: 'signetRing' }]);
    expect([state.players[0]!.solari, state.players[0]!.spice]).toEqual([2, 1]);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Gurney Halleck', () => {
  it('Toujours souriant: on each Reveal turn, 1 Persuasion with 6 strength or more in the Conflict', () => {
    const state = leading('gurneyHalleck');
    reveal(state);
    expect(abilityFrames(state)).toEqual([[given(strengthAtLeast(6), [persuasion(1)])]]);
  });

  it('an ability of the Reveal turn resolves after the Reveal boxes: Amber retreats once the Dagger counted', () => {
    const state = leading('ladyAmberMetulli');
    const p = state.players[0]!;
    p.troops = { supply: 10, garrison: 3, conflict: 3 };
    p.deck = [...p.hand.filter((c) => c !== 'dagger'), ...p.deck];
    p.hand = ['dagger'];
    const { state: after } = apply(state, 0, { type: 'reveal' });
    expect(after.players[0]!.swords).toBe(1);
    expect(topFrame(after)).toEqual({ kind: 'retreat', seat: 0, max: 1 });
  });

  it('signet Maître de guerre: recruit 1 troop', () => {
    const state = leading('gurneyHalleck');
    const garrison = state.players[0]!.troops.garrison;
    resolve(state, 0, [{ kind: 'signetRing' }]);
    expect(state.players[0]!.troops.garrison).toBe(garrison + 1);
    expect(signet(state)).toEqual([recruit(1)]);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Dame Jessica (FAQ: the Lady side up)', () => {
  it('she starts on the Lady side; the Reverend Mother side is never dealt nor chosen', () => {
    const state = uprising.setup({ leaderSelection: 'choose' }, SEATS(4), 'j');
    expect(state.leaderPool).toContain('ladyJessica');
    expect(state.leaderPool).not.toContain('reverendMotherJessica');
  });

  it("signet Agonie de l'épice: pay 1 spice → 1 Intrigue and a troop of the supply to the Bene Gesserit area (a Memory)", () => {
    const state = leading('ladyJessica');
    const p = state.players[0]!;
    p.spice = 1;
    const supply = p.troops.supply;
    resolve(state, 0, [{ kind: 'signetRing' }]);
    expect(topFrame(state)?.kind).toBe('pay');
    state.stack.unshift({ kind: 'turn', seat: 0 });
    const after = apply(state, 0, { type: 'pay', faction: null });
    const q = after.state.players[0]!;
    expect([q.spice, q.intrigues.length, q.troops.supply]).toEqual([0, 1, supply - 1]);
    expect(after.state.uprising!.memories![0]).toBe(1);
    expect(events(after.events, 'memoryAdded')[0]!.params).toEqual({ seat: 0, memories: 1 });
  });

  it('Autres Mémoires: on a Bene Gesserit space she may return her Memories, draw a card each, then flip', () => {
    const state = leading('ladyJessica');
    const p = state.players[0]!;
    state.uprising!.memories![0] = 2;
    p.troops.supply -= 2;
    const supply = p.troops.supply;
    const hand = p.hand.length;
    agentOn(state, 0, 'espionage');
    expect(topFrame(state)).toEqual({ kind: 'otherMemories', seat: 0 });
    expect(legal(state, 0)).toEqual([{ type: 'confirm' }, { type: 'pass' }]);
    state.stack.unshift({ kind: 'endAgentTurn', seat: 0 });
    const { state: after, events: log } = apply(state, 0, { type: 'confirm' });
    const q = after.players[0]!;
    expect([q.troops.supply, q.hand.length, q.leader]).toEqual([supply + 2, hand + 2, 'reverendMotherJessica']);
    expect(after.uprising!.memories![0]).toBe(0);
    expect(events(log, 'leaderFlipped')[0]!.params).toEqual({ seat: 0, leader: 'reverendMotherJessica' });
  });

  it('Autres Mémoires: declined, nothing changes; other spaces never ask', () => {
    const state = leading('ladyJessica');
    agentOn(state, 0, 'secrets');
    state.stack.unshift({ kind: 'endAgentTurn', seat: 0 });
    const { state: after } = apply(state, 0, { type: 'pass' });
    expect(after.players[0]!.leader).toBe('ladyJessica');
    agentOn(state, 0, 'fremkit');
    expect(state.stack).toEqual([]);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Révérende Mère Jessica', () => {
  it('Prescience: once per turn, 1 water to resolve again the effects of the Fremen or Bene Gesserit space (not its influence)', () => {
    const state = leading('ladyJessica');
    state.players[0]!.leader = 'reverendMotherJessica';
    expect(hasUprisingHook(state, 0, 'reverendMother')).toBe(true);
    agentOn(state, 0, 'fremkit');
    expect(abilityFrames(state)).toEqual([
      [
        {
          kind: 'pay',
          cost: [{ kind: 'resource', resource: 'water', amount: 1 }],
          effects: [{ kind: 'draw', amount: 1 }],
        },
      ],
    ]);
    advanceEffects(state);
    expect(topFrame(state)?.kind).toBe('pay');
    state.stack.unshift({ kind: 'endAgentTurn', seat: 0 });
    const hand = state.players[0]!.hand.length;
    const { state: after } = apply(state, 0, { type: 'pay', faction: null });
    expect([after.players[0]!.water, after.players[0]!.hand.length, after.players[0]!.influence.fremen]).toEqual([
      0,
      hand + 1,
      0,
    ]);
  });

  it('nothing on spaces of other Factions, nor without water', () => {
    const state = leading('ladyJessica');
    state.players[0]!.leader = 'reverendMotherJessica';
    agentOn(state, 0, 'dutifulService');
    expect(state.stack).toEqual([]);
    state.players[0]!.water = 0;
    agentOn(state, 0, 'desertTactics');
    advanceEffects(state);
    expect(state.stack).toEqual([]);
  });

  it("signet Agonie de l'épice: pay 1 spice → 1 water", () => {
    const state = leading('ladyJessica');
    state.players[0]!.leader = 'reverendMotherJessica';
    state.players[0]!.spice = 1;
    resolve(state, 0, [{ kind: 'signetRing' }]);
    state.stack.unshift({ kind: 'turn', seat: 0 });
    const { state: after } = apply(state, 0, { type: 'pay', faction: null });
    expect([after.players[0]!.spice, after.players[0]!.water]).toEqual([0, 2]);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Princesse Irulan', () => {
  it('Droit de naissance impérial: 1 Intrigue on reaching 2 Emperor influence, only on gains (FAQ)', () => {
    const state = leading('princessIrulan');
    state.stack = [];
    changeInfluence(state, 0, 'emperor', 2, new EventLog());
    advanceEffects(state);
    expect(state.players[0]!.intrigues).toHaveLength(1);
    changeInfluence(state, 0, 'emperor', -1, new EventLog());
    changeInfluence(state, 0, 'emperor', 1, new EventLog());
    advanceEffects(state);
    expect(state.players[0]!.intrigues).toHaveLength(2);
  });

  it('signet Regard de la chroniqueuse: acquire into the hand a card costing 1 Persuasion at most', () => {
    const state = leading('princessIrulan');
    const choice = UPRISING_LEADERS.princessIrulan.signetRing.effects[0]!;
    const acquireToHand = choice.kind === 'choose' ? choice.options[0]!.effects[0] : undefined;
    expect(acquireToHand).toEqual({ kind: 'acquireToHand', maxCost: 1 });
    state.imperiumRow = ['sardaukarSoldier', ...state.imperiumRow.slice(1)];
    resolve(state, 0, [acquireToHand!]);
    expect(topFrame(state)).toEqual({ kind: 'acquireToHand', seat: 0, maxCost: 1 });
    const cheap = legal(state, 0);
    expect(cheap).toContainEqual({ type: 'acquire', card: 'sardaukarSoldier', from: 'row', toTop: false });
    expect(cheap.every((a) => a.type === 'acquire' && a.toTop === false)).toBe(true);
    state.stack.unshift({ kind: 'turn', seat: 0 });
    const card = 'sardaukarSoldier';
    const { state: after, events: log } = apply(state, 0, { type: 'acquire', card, from: 'row', toTop: false });
    expect(after.players[0]!.hand).toContain(card);
    expect(after.players[0]!.discard).not.toContain(card);
    expect(events(log, 'cardAcquiredToHand')[0]!.params).toEqual({ seat: 0, card });
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Shaddam Corrino IV', () => {
  it('only with the CHOAM module (rules 004 MISE EN PLACE)', () => {
    expect(() => table({ leaders: ['shaddamCorrinoIV', 'muadDib', 'gurneyHalleck', 'ladyAmberMetulli'] })).toThrow();
  });

  it("Commandant sardaukar: his ability is the contracts' (see contracts.test.ts); the hook is his", () => {
    const state = leading('shaddamCorrinoIV');
    expect(hasUprisingHook(state, 0, 'sardaukarCommander')).toBe(true);
    expect(hasUprisingHook(state, 1, 'sardaukarCommander')).toBe(false);
  });

  it("signet L'Empereur de l'Univers Connu: immediate, no unit deployed this turn, even the troop of the first option (FAQ)", () => {
    const state = leading('shaddamCorrinoIV');
    const p = state.players[0]!;
    resolve(state, 0, [{ kind: 'signetRing' }]);
    expect(state.turn!.uprising?.noDeploy).toBe(true);
    expect(topFrame(state)?.kind).toBe('choose');
    state.stack.unshift({ kind: 'turn', seat: 0 });
    const garrison = p.troops.garrison;
    const { state: after } = apply(state, 0, { type: 'option', index: 0, faction: null });
    expect(after.players[0]!.troops.garrison).toBe(garrison + 1);
    expect(after.players[0]!.solari).toBe(1);
    expect(after.stack.some((f) => f.kind === 'deploy')).toBe(false);
    // The deploy stage of an Agent turn on a combat space offers nothing either.
    resolve(after, 0, [{ kind: 'deploy', upTo: 2 }, recruit(1)]);
    expect(after.stack).toEqual([]);
    expect(after.players[0]!.troops.conflict).toBe(0);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Staban Tuek', () => {
  it('setup: Diplomacy out of his starting deck (9 cards), back in the box', () => {
    const state = leading('stabanTuek');
    const p = state.players[0]!;
    expect([...p.deck, ...p.hand]).toHaveLength(9);
    expect([...p.deck, ...p.hand]).not.toContain('diplomacy');
    expect(state.trash).toEqual(['diplomacy']);
    expect([...state.players[1]!.deck, ...state.players[1]!.hand]).toContain('diplomacy');
  });

  it('setup rule with leaders chosen at the table too', () => {
    let state = uprising.setup({ leaderSelection: 'choose' }, SEATS(3), 'st');
    for (let seat = 0; seat < 3; seat++)
      state = apply(state, seat, {
        type: 'chooseLeader',
        leader: seat === 1 ? 'stabanTuek' : state.leaderPool.find((l) => l !== 'stabanTuek')!,
      }).state;
    expect([...state.players[1]!.deck, ...state.players[1]!.hand]).not.toContain('diplomacy');
    expect([...state.players[0]!.deck, ...state.players[0]!.hand]).toContain('diplomacy');
  });

  it("Contrebande d'épice: 1 spice each time another player sends an Agent to a Maker space he spies on", () => {
    const state = leading('stabanTuek');
    state.uprising!.spies.push({ post: 'haggaBasin', seat: 0 });
    agentOn(state, 1, 'haggaBasin');
    expect(abilityFrames(state)).toEqual([[spice(1)]]);
    agentOn(state, 1, 'deepDesert');
    expect(abilityFrames(state)).toEqual([]);
    agentOn(state, 0, 'haggaBasin');
    expect(abilityFrames(state)).toEqual([]);
  });

  it('signet Réseau invisible: a Spy anywhere, then the CHOAM or Faction post bonus', () => {
    const effects = signet(leading('stabanTuek'));
    expect(effects).toEqual(UPRISING_LEADERS.stabanTuek.signetRing.effects);
    expect(effects[0]).toEqual({ kind: 'placeSpy', post: { kind: 'any' }, mayShare: false });
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Feyd-Rautha Harkonnen', () => {
  it('Force sournoise: on each Reveal turn, he may recall a Spy for 2 swords', () => {
    const state = leading('feydRauthaHarkonnen');
    reveal(state);
    expect(abilityFrames(state)).toEqual([[payUp([recallSpy(1)], [swords(2)])]]);
  });

  it('signet Entraînement personnel (FAQ: the token starts on the left): one step right, its reward; the last repeats', () => {
    const state = leading('feydRauthaHarkonnen');
    const track = UPRISING_LEADERS.feydRauthaHarkonnen.trainingTrack;
    expect(state.uprising!.training![0]).toBe(0);
    for (let step = 1; step <= track.length + 1; step++) {
      const log = new EventLog();
      state.stack = [];
      execute(state, 0, { kind: 'advanceTraining' }, LEADER_CTX, log);
      const at = Math.min(step, track.length);
      expect(state.uprising!.training![0]).toBe(at);
      expect(abilityFrames(state)).toEqual([[...track[at - 1]!.effects]]);
      expect(events(log, 'trainingAdvanced')[0]!.params).toEqual({ seat: 0, step: at });
    }
    expect(track[1]!.effects).toEqual([trash]);
  });

  it('advanceTraining does nothing for another leader', () => {
    const state = leading('muadDib');
    state.stack = [];
    execute(state, 0, { kind: 'advanceTraining' }, LEADER_CTX, new EventLog());
    expect(state.stack).toEqual([]);
  });
});

describe('rules 004 MISE EN PLACE "Dirigeant": leader choice (leaderSelection)', () => {
  it('choose: each seat picks among the front sides, Shaddam only with the CHOAM module', () => {
    const without = uprising.setup({ leaderSelection: 'choose' }, SEATS(4), 'c');
    expect(without.leaderPool.sort()).toEqual(
      Object.keys(UPRISING_LEADERS)
        .filter((l) => l !== 'reverendMotherJessica' && l !== 'shaddamCorrinoIV')
        .sort(),
    );
    expect(uprising.decisions(without)[0]).toEqual({ seat: 0, kind: 'chooseLeader' });
    const withModule = uprising.setup({ leaderSelection: 'choose', contracts: true }, SEATS(4), 'c');
    expect(withModule.leaderPool).toContain('shaddamCorrinoIV');
  });

  it('draw: every seat dealt a leader, never the Reverend Mother side', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const state = uprising.setup({ contracts: true }, SEATS(4), seed);
      expect(state.players.every((p) => p.leader !== null && p.leader !== 'reverendMotherJessica')).toBe(true);
    }
  });
});
