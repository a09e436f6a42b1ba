import { describe, expect, it } from 'vitest';
import { dune, fixture, type DuneState } from '../../src/index.ts';
import { decisionOf, eventsOf, expectError, play, playAll } from '../helpers.ts';

// Seats: Atreides 0, Harkonnen 1, Guild 2, Emperor 3.
const table = { factions: ['atreides', 'harkonnen', 'guild', 'emperor'] as const, seed: 'xxix', diplomacy: true };

const passAll = (state: DuneState, seats: readonly number[]): DuneState =>
  playAll(
    state,
    seats.map((s) => [s, { type: 'pass' }] as const),
  ).state;

/** A worm turned up at the spice blow, after Red Chasm was the last territory (000 §7.B). */
function wormAppears(options: Record<string, unknown>): DuneState {
  return fixture({ ...table, ...options })
    .phase('spiceBlow')
    .spiceDiscardTop('redChasm')
    .spiceOn('redChasm', 5)
    .forces('emperor', 'redChasm', 6, 2)
    .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
    .build();
}

describe('rules 000 XXIX the diplomacy phase in place of the alliances (option diplomacy)', () => {
  // 000 XXIX "Celle-ci peut avoir lieu au début de chaque tour": every seat is asked, and says when it is done.
  it('XXIX at the start of each turn (the default), before the storm: every seat is asked, and the storm waits', () => {
    const state = fixture(table).phase('storm').build();
    expect(decisionOf(state)).toEqual({ kind: 'diplomacy', seats: [0, 1, 2, 3] });
    expect(dune.decisionActions(state, 0)).toEqual([{ type: 'pass' }]);
    const { state: one, events } = play(state, 2, { type: 'pass' });
    expect(decisionOf(one)).toEqual({ kind: 'diplomacy', seats: [0, 1, 3] });
    expect(eventsOf(events, 'diplomacyDone').map((e) => e.params)).toEqual([{ seat: 2 }]);
    const after = playAll(one, [
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
      [3, { type: 'pass' }],
    ]);
    expect(eventsOf(after.events, 'diplomacyEnded')).toHaveLength(1);
    expect(decisionOf(after.state)?.kind).toBe('stormDial');
  });

  it('XXIX the phase is held once a turn: the storm phase goes on after it', () => {
    const state = passAll(fixture(table).phase('storm').turn(2).build(), [0, 1, 2, 3]);
    expect(state.stack.some((f) => f.kind === 'diplomacy')).toBe(false);
    expect(state.phase).toBe('storm');
  });

  // "les Joueurs peuvent s'échanger des informations, des cartes et de l'argent. Cela peut s'opérer secrètement"
  it('XXIX a card is handed over during the phase, seen by the two seats only — and by the Atreides', () => {
    const state = fixture(table)
      .phase('storm')
      .hand('harkonnen', ['lasgun', 'poisonWeapon1'])
      .hand('emperor', [])
      .build();
    expect(dune.interruptActions(state, 1)).toContainEqual({ type: 'giveCard', to: 3, card: 'lasgun' });
    const { state: after, events } = play(state, 1, { type: 'giveCard', to: 3, card: 'lasgun' });
    expect(after.factions.harkonnen!.hand).toEqual(['poisonWeapon1']);
    expect(after.factions.emperor!.hand).toEqual(['lasgun']);
    // "mais l'Atréide doit être informé des mouvements de cartes" (a reading: which card, from whom, to whom).
    expect(eventsOf(events, 'diplomacyCardGiven')).toEqual([
      { type: 'diplomacyCardGiven', visibility: [1, 3, 0], params: { from: 1, to: 3, card: 'lasgun' } },
    ]);
    expect(dune.view(after, 2).factions['emperor']?.hand).toBeNull();
    expect(dune.view(after, 2).factions['emperor']?.handCount).toBeNull();
  });

  it('XXIX spice given during the phase is secret (seen by the two seats); outside it, a gift (§13.C) is public', () => {
    const state = fixture(table).phase('storm').spice('harkonnen', 10).build();
    const { state: after, events } = play(state, 1, { type: 'giftSpice', to: 3, amount: 4 });
    expect(eventsOf(events, 'spiceGiven').map((e) => e.visibility)).toEqual([[1, 3]]);
    expect(after.factions.harkonnen!.spice).toBe(6);
    const outside = passAll(after, [0, 1, 2, 3]);
    const gift = play(outside, 1, { type: 'giftSpice', to: 3, amount: 1 });
    expect(eventsOf(gift.events, 'spiceGiven').map((e) => e.visibility)).toEqual(['public']);
  });

  it('XXIX reading: cards change hands only in the phase, only the giver’s own free cards, within the hand limit', () => {
    const state = fixture(table)
      .phase('storm')
      .hand('harkonnen', ['lasgun'])
      .hand('emperor', ['poisonWeapon1', 'poisonWeapon2', 'poisonWeapon3', 'projectileWeapon1'])
      .build();
    // rules 000 §8.B: four cards at most (eight for the Harkonnen, annexe 3).
    expectError(state, 1, { type: 'giveCard', to: 3, card: 'lasgun' }, 'giveCardHandFull');
    expectError(state, 1, { type: 'giveCard', to: 2, card: 'poisonWeapon1' }, 'giveCardNotFree');
    expectError(state, 1, { type: 'giveCard', to: 1, card: 'lasgun' }, 'giveCardTarget');
    expect(play(state, 3, { type: 'giveCard', to: 1, card: 'poisonWeapon1' }).state.factions.harkonnen!.hand).toEqual([
      'lasgun',
      'poisonWeapon1',
    ]);
    const after = passAll(state, [0, 1, 2, 3]);
    expectError(after, 1, { type: 'giveCard', to: 2, card: 'lasgun' }, 'giveCardOutsideDiplomacy');
    expect(dune.interruptActions(after, 1).some((a) => a.type === 'giveCard')).toBe(false);
  });

  // "La règle d'alliance … je vous conseille donc de la négliger, et de la remplacer par une phase de diplomatie."
  it('XXIX held at the start of each turn, a worm brings no nexus: no alliance is ever proposed', () => {
    const { state, events } = play(wormAppears({}), 0, { type: 'pass' });
    expect(eventsOf(events, 'nexusStarted')).toHaveLength(0);
    expect(state.stack.some((f) => f.kind === 'nexus')).toBe(false);
  });

  // "ou à chaque nexus, selon le choix des joueurs"
  it('XXIX held at each nexus: the nexus is the diplomacy phase, with exchanges and no alliance', () => {
    const worm = wormAppears({ diplomacyAt: 'nexus' });
    const s = worm.stack.some((f) => f.kind === 'thumperWindow') ? passAll(worm, [0, 1, 2, 3]) : worm;
    expect(decisionOf(s)?.kind).toBe('nexus');
    for (const seat of [0, 1, 2, 3]) expect(dune.decisionActions(s, seat)).toEqual([{ type: 'nexusDone' }]);
    expectError(s, 0, { type: 'proposeAlliance', to: 1 }, 'noAllianceInDiplomacy');
    const after = playAll(
      s,
      [0, 1, 2, 3].map((seat) => [seat, { type: 'nexusDone' }] as const),
    );
    expect(eventsOf(after.events, 'diplomacyEnded')).toHaveLength(1);
    expect(after.state.alliances).toEqual([]);
    expect(after.state.board.redChasm?.spice ?? 0).toBe(0);
  });

  it('XXIX held at each nexus, there is no phase at the start of the turn', () => {
    const state = fixture({ ...table, diplomacyAt: 'nexus' })
      .phase('storm')
      .build();
    expect(decisionOf(state)?.kind).toBe('stormDial');
  });
});
