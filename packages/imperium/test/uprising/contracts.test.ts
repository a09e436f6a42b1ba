import { UPRISING_EDITION } from '../../src/editions/uprising/edition.ts';
import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { solari } from '../../src/dsl/build.ts';
import { contract as takeContractEffect } from '../../src/dsl/uprisingBuild.ts';
import {
  CHOAM,
  DECK_CONTRACTS,
  completedContracts,
  contractChoices,
  takeContract,
} from '../../src/editions/uprising/choam.ts';
import { UPRISING_CONTRACTS, type ContractId } from '../../src/editions/uprising/contracts.ts';
import type { UprisingLeaderId } from '../../src/editions/uprising/leaders.ts';
import { determinize } from '../../src/determinize.ts';
import { EventLog } from '../../src/events.ts';
import type { BoardSpaceId } from '../../src/ids.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import type { EngineState } from '../../src/state.ts';
import { imperiumView } from '../../src/view.ts';
import { advanceEffects, apply, events, legal, resolve, table, topFrame, turnOf } from './table.ts';

/** A game with the CHOAM module where seat 0 holds `held`. */
function holding(held: ContractId[], leaders?: UprisingLeaderId[]): EngineState {
  const state = table({ contracts: true, ...(leaders ? { leaders } : {}) });
  state.uprising!.choam!.held[0] = [...held];
  return state;
}

/** Sends seat 0's Agent to `space` as far as the contracts see it (rules 004 "Contrats CHOM"). */
function visit(state: EngineState, space: BoardSpaceId, log = new EventLog()): EventLog {
  state.turn!.space = space;
  state.stack = [];
  CHOAM.agentSent!(state, 0, space, log);
  return log;
}

/** Seat 0 gains spice as an effect gives it: every module of the edition hears of it, in their order. */
function gainSpice(state: EngineState, amount: number, log = new EventLog()): void {
  state.players[0]!.spice += amount;
  for (const module of UPRISING_EDITION.modules) module.resourceGained?.(state, 0, 'spice', amount, log);
}

/** How each contract is completed, played on seat 0's turn. */
function complete(state: EngineState, id: ContractId): void {
  const trigger = UPRISING_CONTRACTS[id].trigger;
  const log = new EventLog();
  switch (trigger.kind) {
    case 'space':
      visit(state, trigger.space, log);
      return;
    case 'harvest':
      visit(state, 'haggaBasin', log);
      gainSpice(state, trigger.atLeast - 1, log);
      expect(completedContracts(state, 0)).toBe(0);
      gainSpice(state, 1, log);
      return;
    case 'acquireTheSpiceMustFlow':
      CHOAM.cardAcquired!(state, 0, 'theSpiceMustFlow', log);
      return;
    case 'immediate':
      state.uprising!.choam!.held[0] = [];
      state.uprising!.choam!.faceUp[0] = id;
      takeContract(state, 0, id, log);
      return;
  }
}

describe('rules 004 MISE EN PLACE "Module CHOM"', () => {
  it('20 contracts: 18 shuffled face down, 2 face up under the Landsraad Council, the 2 Sardaukar ones set aside', () => {
    const state = table({ contracts: true });
    const choam = state.uprising!.choam!;
    expect(choam.faceUp).toHaveLength(2);
    expect(choam.deck).toHaveLength(16);
    expect(choam.setAside.sort()).toEqual(['sardaukarDraw', 'sardaukarRecall']);
    expect([...choam.deck, ...choam.faceUp].sort()).toEqual([...DECK_CONTRACTS].sort());
    expect(choam.held).toEqual([[], [], [], []]);
    expect(choam.completed).toEqual([[], [], [], []]);
  });

  it('without the module ("facultatif") there are no contracts', () => {
    expect(table().uprising!.choam).toBeUndefined();
  });

  it("the deck's order is hidden: views show its size; determinization and resampling keep every view", () => {
    const state = table({ contracts: true });
    const view = imperiumView(state, 1);
    expect(view.uprising!.choam!.deckCount).toBe(16);
    expect('deck' in view.uprising!.choam!).toBe(false);
    const sample = determinize(view, seedRng('d'));
    expect(imperiumView(sample, 1)).toEqual(view);
    expect(sample.uprising!.choam!.deck.sort()).toEqual([...state.uprising!.choam!.deck].sort());
    const resampled = resampleHidden(state, 1, seedRng('r'));
    expect(imperiumView(resampled, 1)).toEqual(view);
  });

  it('determinization deals the deck from the contracts seen nowhere else (taken and completed ones out)', () => {
    const state = table({ contracts: true });
    takeContract(state, 0, state.uprising!.choam!.faceUp[0]!, new EventLog());
    state.uprising!.choam!.completed[1]!.push(state.uprising!.choam!.deck.pop()!);
    const view = imperiumView(state, 2);
    const sample = determinize(view, seedRng('d'));
    expect(imperiumView(sample, 2)).toEqual(view);
    expect(sample.uprising!.choam!.deck).toHaveLength(14);
  });
});

describe('rules 004 "Espace CHOM"', () => {
  it('without the module the contract icon gives 2 Solari', () => {
    const state = table();
    resolve(state, 0, [takeContractEffect]);
    expect(state.players[0]!.solari).toBe(2);
  });

  it('with the module: a choice between the two face-up contracts, the slot refilled from the deck', () => {
    const state = table({ contracts: true });
    const [a, b] = state.uprising!.choam!.faceUp;
    const top = state.uprising!.choam!.deck[0]!;
    resolve(state, 0, [takeContractEffect]);
    expect(topFrame(state)).toEqual({ kind: 'takeContract', seat: 0 });
    expect(legal(state, 0)).toEqual([
      { type: 'contract', contract: a },
      { type: 'contract', contract: b },
    ]);
    state.stack.unshift({ kind: 'turn', seat: 0 });
    const { state: after, events: log } = apply(state, 0, { type: 'contract', contract: b! });
    const choam = after.uprising!.choam!;
    expect(choam.faceUp).toEqual([a, top]);
    expect(choam.deck).toHaveLength(15);
    expect(choam.held[0]).toEqual(b === 'immediate' ? [] : [b]);
    expect(events(log, 'contractTaken')).toEqual([
      { type: 'contractTaken', visibility: 'public', params: { seat: 0, contract: b } },
    ]);
    expect(events(log, 'contractRevealed')[0]!.params).toEqual({ contract: top });
  });

  it('when the deck is empty the face-up contracts can still be taken; with none left, 2 Solari again', () => {
    const state = table({ contracts: true });
    const choam = state.uprising!.choam!;
    choam.deck = [];
    choam.faceUp = ['espionageA'];
    resolve(state, 0, [takeContractEffect]);
    expect(choam.held[0]).toEqual(['espionageA']);
    expect(choam.faceUp).toEqual([]);
    resolve(state, 0, [takeContractEffect]);
    expect(state.players[0]!.solari).toBe(2);
  });

  it('a Rival never takes a contract: 2 Solari instead (rules 004 JEU SOLO – DÉTAIL)', () => {
    const state = table({ contracts: true });
    state.houseHagal = { mode: 'solo', seats: [3], difficulty: null, deck: [], discard: [] };
    expect(contractChoices(state, 3)).toEqual([]);
    resolve(state, 3, [takeContractEffect]);
    expect(state.players[3]!.solari).toBe(2);
  });

  it('Accept Contract through the Agent turn: the Agent placed, a card drawn, the contract chosen', () => {
    let state = table({ contracts: true });
    const p = state.players[0]!;
    p.hand = ['dagger', 'reconnaissance', 'convincingArgument', 'duneTheDesertPlanet', 'signetRing'];
    const send = legal(state, 0).find((a) => a.type === 'sendAgent' && a.space === 'acceptContract');
    expect(send).toBeDefined();
    state = apply(state, 0, send!).state;
    while (topFrame(state)?.kind === 'effectOrder')
      state = apply(state, 0, { type: 'option', index: 0, faction: null }).state;
    expect(topFrame(state)?.kind).toBe('takeContract');
    const choice = legal(state, 0)[0]!;
    state = apply(state, 0, choice).state;
    const taken = choice.type === 'contract' ? choice.contract : '';
    expect([...state.uprising!.choam!.held[0]!, ...state.uprising!.choam!.completed[0]!]).toEqual([taken]);
  });
});

describe('rules 004 "Contrats CHOM": one test per contract', () => {
  for (const id of Object.keys(UPRISING_CONTRACTS) as ContractId[]) {
    const c = UPRISING_CONTRACTS[id];
    it(`${c.name.en} (${id}): completed on ${JSON.stringify(c.trigger)}, gains its reward, face down and counted`, () => {
      const state = holding(
        [id],
        c.shaddamOnly ? ['shaddamCorrinoIV', 'muadDib', 'gurneyHalleck', 'ladyAmberMetulli'] : undefined,
      );
      complete(state, id);
      const choam = state.uprising!.choam!;
      expect(choam.held[0]).toEqual([]);
      expect(choam.completed[0]).toEqual([id]);
      expect(completedContracts(state, 0)).toBe(1);
      const rewards = state.stack.filter((f) => f.kind === 'effects' && f.ctx.source === 'contract');
      expect(rewards.map((f) => (f.kind === 'effects' ? f.effects : []))).toEqual([c.reward]);
    });
  }

  it('rewards resolve like any effect: Heighliner (water) gives 2 water', () => {
    const state = holding(['heighlinerWater']);
    visit(state, 'heighliner');
    advanceEffects(state);
    expect(state.players[0]!.water).toBe(3);
  });

  it('"vous devez posséder le contrat avant de faire l\'action": taken during the visit, it waits for another', () => {
    const state = holding([]);
    visit(state, 'espionage');
    state.uprising!.choam!.faceUp[0] = 'espionageA';
    takeContract(state, 0, 'espionageA', new EventLog());
    expect(completedContracts(state, 0)).toBe(0);
    turnOf(state, 0);
    visit(state, 'espionage');
    expect(completedContracts(state, 0)).toBe(1);
  });

  it('mandatory, several at once: both Espionage contracts complete on one visit; other spaces complete none', () => {
    const state = holding(['espionageA', 'espionageB', 'arrakeenWater']);
    visit(state, 'espionage');
    expect(state.uprising!.choam!.completed[0]).toEqual(['espionageA', 'espionageB']);
    expect(state.uprising!.choam!.held[0]).toEqual(['arrakeenWater']);
  });

  it('Récolte: the spice of one turn from any source, with an Agent on a Maker space; not without it', () => {
    const state = holding(['harvestFour']);
    gainSpice(state, 2);
    visit(state, 'deepDesert');
    expect(completedContracts(state, 0)).toBe(0);
    gainSpice(state, 2);
    expect(completedContracts(state, 0)).toBe(1);
    const elsewhere = holding(['harvestThreeA']);
    visit(elsewhere, 'arrakeen');
    gainSpice(elsewhere, 5);
    expect(completedContracts(elsewhere, 0)).toBe(0);
  });

  it('Récolte counts one turn only: a new turn starts from 0', () => {
    const state = holding(['harvestThreeA']);
    visit(state, 'haggaBasin');
    gainSpice(state, 2);
    turnOf(state, 0);
    visit(state, 'haggaBasin');
    gainSpice(state, 2);
    expect(completedContracts(state, 0)).toBe(0);
  });

  it('the harvest of a Maker space counts: Hagga Basin with 2 bonus spice and its 2 spice completes Récolte 3+', () => {
    const state = holding(['harvestThreeB']);
    state.board.bonusSpice.haggaBasin = 2;
    visit(state, 'haggaBasin');
    resolve(state, 0, [{ kind: 'harvest', baseSpice: 0 }], { source: 'space', card: null, space: 'haggaBasin' });
    gainSpice(state, 1);
    expect(completedContracts(state, 0)).toBe(1);
  });

  it("Acquérir L'épice doit couler: on acquiring it through a purchase", () => {
    let state = holding(['acquireTheSpiceMustFlow']);
    state.players[0]!.persuasion = 9;
    state.turn!.kind = 'reveal';
    state.turn!.stage = 'acquire';
    state.stack = [{ kind: 'acquire', seat: 0 }];
    state = apply(state, 0, { type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false }).state;
    expect(state.uprising!.choam!.completed[0]).toEqual(['acquireTheSpiceMustFlow']);
  });
});

describe('rules 004 LISTE DES DIRIGEANTS: Shaddam Corrino IV, Commandant sardaukar', () => {
  it('only he may take the set-aside Sardaukar contracts, beside the face-up ones', () => {
    const state = table({
      contracts: true,
      leaders: ['shaddamCorrinoIV', 'muadDib', 'gurneyHalleck', 'ladyAmberMetulli'],
    });
    const faceUp = state.uprising!.choam!.faceUp;
    expect(contractChoices(state, 0)).toEqual([...faceUp, 'sardaukarDraw', 'sardaukarRecall']);
    expect(contractChoices(state, 1)).toEqual(faceUp);
    takeContract(state, 0, 'sardaukarRecall', new EventLog());
    expect(state.uprising!.choam!.setAside).toEqual(['sardaukarDraw']);
    expect(state.uprising!.choam!.faceUp).toEqual(faceUp);
  });

  it('Shaddam is in the game only with the module (rules 004 MISE EN PLACE)', () => {
    expect(table().leaderPool).not.toContain('shaddamCorrinoIV');
    expect(table({ contracts: true }).leaderPool).toContain('shaddamCorrinoIV');
  });
});

describe('completedContracts (for the cards that count them)', () => {
  it('0 without the module; the completed contracts of the seat with it', () => {
    expect(completedContracts(table(), 0)).toBe(0);
    const state = holding([]);
    state.uprising!.choam!.completed[0] = ['immediate', 'espionageA'];
    expect(completedContracts(state, 0)).toBe(2);
    expect(completedContracts(state, 1)).toBe(0);
  });

  it('Immédiat: completed as soon as taken, its 2 Solari gained', () => {
    const state = holding([]);
    state.uprising!.choam!.faceUp[0] = 'immediate';
    takeContract(state, 0, 'immediate', new EventLog());
    advanceEffects(state);
    expect(state.players[0]!.solari).toBe(2);
    expect(completedContracts(state, 0)).toBe(1);
    expect(solari(2)).toEqual(UPRISING_CONTRACTS.immediate.reward[0]);
  });
});
