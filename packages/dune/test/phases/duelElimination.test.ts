import { describe, expect, it } from 'vitest';
import { dune, fixture, stormOrder, type DuneState, type Faction } from '../../src/index.ts';
import { eliminateSeat } from '../../src/elimination.ts';
import { EventLog } from '../../src/events.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import { decisionOf, eventsOf, expectError, tokensOf } from '../helpers.ts';

const SIX: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];

function eliminate(state: DuneState, faction: Faction): { state: DuneState; log: EventLog } {
  const s = structuredClone(state);
  const log = new EventLog();
  eliminateSeat(s, s.seats.indexOf(faction), 'battle', log);
  return { state: s, log };
}

describe('rules 000 §19.C.12 "Mort du Personnage Principal": the eliminated player', () => {
  it('§19.C.12 "toutes vos troupes disparaissent": forces, spice and cards leave the game', () => {
    const before = fixture({ factions: SIX, seed: 'elim', duel: true })
      .phase('bidding')
      .spice('guild', 7)
      .hand('guild', ['familyAtomics', 'weatherControl'])
      .tanks('guild', 3)
      .build();
    const discard = before.treacheryDiscard.length;
    const duelCard = before.duel!.hands['3']![0]!;
    const { state, log } = eliminate(before, 'guild');
    // The Duel card goes back to its pile too.
    expect(state.duel!.hands['3']).toEqual([]);
    expect(state.duel!.discard).toEqual([duelCard]);
    const guild = state.factions['guild']!;
    expect(tokensOf(state, 'guild')).toBe(0);
    expect(guild.spice).toBe(0);
    expect(guild.hand).toEqual([]);
    expect(guild.traitors).toEqual([]);
    // The spice goes back to the Bank; the cards to the discard pile.
    expect(spiceTotal(state)).toBe(INITIAL_BANK);
    expect(state.bank).toBe(before.bank + 7);
    expect(state.treacheryDiscard.slice(discard)).toEqual(['familyAtomics', 'weatherControl']);
    expect(Object.values(guild.leaders).every((l) => l.location === 'tanks')).toBe(true);
    expect(state.eliminated).toEqual([3]);
    expect(eventsOf(log.events, 'playerEliminated')[0]!.params).toMatchObject({
      seat: 3,
      faction: 'guild',
      forces: 20,
      spice: 7,
      cards: 2,
    });
  });

  it('§19.C.12: skipped by the storm order and by the bidding', () => {
    const before = fixture({ factions: SIX, seed: 'elim-bid', duel: true }).phase('bidding').build();
    const { state } = eliminate(before, 'harkonnen');
    expect(stormOrder(state)).not.toContain(1);
    expect(stormOrder(state)).toEqual(stormOrder(before).filter((s) => s !== 1));
    const bidding = fixture({ factions: SIX, seed: 'elim-bid', duel: true })
      .eliminated('harkonnen')
      .phase('bidding')
      .build();
    expect(bidding.bidding!.eligible).not.toContain(1);
    expect(decisionOf(bidding)!.seats).not.toContain(1);
  });

  it('§19.C.12: the storm is dialled by players still in the game', () => {
    const state = fixture({ factions: SIX, seed: 'elim-storm', duel: true })
      .turn(3)
      .stormDialers([1, 2])
      .eliminated('harkonnen')
      .build();
    const dial = decisionOf(state)!;
    expect(dial.kind).toBe('stormDial');
    expect(dial.seats).not.toContain(1);
    expect(dial.seats).toHaveLength(2);
  });

  it('§19.C.12: the alliance loses the eliminated seat; a pair dissolves', () => {
    const pair = fixture({ factions: SIX, seed: 'elim-ally', duel: true }).alliance([0, 1]).alliance([2, 3, 4]).build();
    const { state } = eliminate(pair, 'harkonnen');
    expect(state.alliances).toEqual([[2, 3, 4]]);
    const { state: three } = eliminate(state, 'emperor');
    expect(three.alliances).toEqual([[3, 4]]);
  });

  it('§19.C.12 "il vous est interdit de révéler": no action at any time, and no gift reaches the seat', () => {
    const before = fixture({ factions: SIX, seed: 'elim-int', duel: true })
      .phase('bidding')
      .spice('atreides', 5)
      .hand('guild', ['lasgun'])
      .build();
    const { state } = eliminate(before, 'guild');
    expect(dune.rules.interruptActions(state, 3)).toEqual([]);
    expectError(state, 3, { type: 'giftSpice', to: 0, amount: 1 }, 'eliminated');
    expectError(state, 0, { type: 'giftSpice', to: 3, amount: 1 }, 'giftToOtherPlayer');
    expect(dune.rules.interruptActions(state, 0).some((a) => 'to' in a && a.to === 3)).toBe(false);
    expect(dune.legalActions(state, 3)).toEqual([]);
  });

  it('§19.C.12: the eliminated seat sees what a spectator sees', () => {
    const before = fixture({ factions: SIX, seed: 'elim-view', duel: true }).phase('bidding').build();
    const { state } = eliminate(before, 'guild');
    const seen = dune.view(state, 3);
    const spectator = dune.view(state, null);
    expect({ ...seen, you: null }).toEqual(spectator);
    expect(seen.eliminated).toEqual([3]);
    // What it held is public: nothing.
    expect(spectator.factions['guild']!.hand).toEqual([]);
    expect(spectator.factions['guild']!.spice).toBe(0);
  });

  it('§19.C.12: no victory for an eliminated faction; the outcome ranks it last', () => {
    // annexe 3 Guild 4: the Guild win at the end of the last turn, unless they are out of the game.
    const noFremen: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'beneGesserit'];
    const state = fixture({ factions: noFremen, seed: 'elim-win', duel: true })
      .phase('collection')
      .turn(15)
      .eliminated('guild')
      .build();
    expect(dune.outcome(state)).toEqual({ winners: [], reason: 'noWinner', turn: 15, eliminated: [3] });
  });

  it('DESIGN §19.C.12 last standing: when eliminations leave one player or one alliance, they win at once', () => {
    const two = fixture({ factions: ['atreides', 'harkonnen'], seed: 'elim-last', duel: true })
      .phase('bidding')
      .build();
    const { state, log } = eliminate(two, 'harkonnen');
    expect(state.phase).toBe('over');
    expect(dune.outcome(state)).toEqual({ winners: [0], reason: 'lastStanding', turn: 2, eliminated: [1] });
    expect(eventsOf(log.events, 'gameOver')).toHaveLength(1);
    const three = fixture({ factions: ['atreides', 'harkonnen', 'fremen'], seed: 'elim-last3', duel: true })
      .phase('bidding')
      .alliance([0, 2])
      .build();
    const allied = eliminate(three, 'harkonnen').state;
    expect(dune.outcome(allied)).toMatchObject({ winners: [0, 2], reason: 'lastStanding' });
  });
});

describe('DESIGN §19.C.12 with the extra powers (§15): prisoners', () => {
  it('DESIGN the leaders the fallen Harkonnen held prisoner go home; a fallen faction’s captured leader stays out', () => {
    const before = fixture({ factions: SIX, seed: 'elim-prison', duel: true, extraPowers: true })
      .phase('bidding')
      .with((s) => {
        s.factions['atreides']!.leaders['duncanIdaho']!.location = 'captured';
        s.factions['fremen']!.leaders['chani']!.location = 'captured';
        s.extra!.captured = ['duncanIdaho', 'chani'];
      })
      .build();
    const fremenOut = eliminate(before, 'fremen').state;
    expect(fremenOut.extra!.captured).toEqual(['duncanIdaho']);
    const harkonnenOut = eliminate(before, 'harkonnen').state;
    expect(harkonnenOut.extra!.captured).toEqual([]);
    expect(harkonnenOut.factions['atreides']!.leaders['duncanIdaho']!.location).toBe('available');
    expect(harkonnenOut.factions['fremen']!.leaders['chani']!.location).toBe('available');
  });
});
