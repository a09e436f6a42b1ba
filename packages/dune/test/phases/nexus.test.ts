import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { decisionOf, expectError, forcesOf, play, playAll } from '../helpers.ts';

const four = { factions: ['atreides', 'harkonnen', 'emperor', 'guild'] as const, seed: 'nexus' };
/** A worm on turn 2 opens a nexus (rules 000 §12.A). */
const atNexus = fixture(four).phase('spiceBlow').spiceDeckTop(['shaiHulud1', 'theGreatFlat']);
const done = (seats: readonly number[]) => seats.map((seat) => [seat, { type: 'nexusDone' }] as const);
const ally = (from: number, to: number) =>
  [
    [from, { type: 'proposeAlliance', to }],
    [to, { type: 'acceptAlliance', from }],
  ] as const;

describe('rules 000 §12 nexus and alliances', () => {
  it('§12.A a worm interrupts the game with a nexus where every seat may act', () => {
    expect(decisionOf(atNexus.build())).toEqual({ kind: 'nexus', seats: [0, 1, 2, 3] });
  });

  it('§12.B–C.3 alliances are formed by proposal and acceptance, in public', () => {
    const { state, events } = playAll(atNexus.build(), ally(0, 1));
    expect(state.alliances).toEqual([[0, 1]]);
    expect(events.every((e) => e.visibility === 'public')).toBe(true);
    expect(dune.view(state, 3).alliances).toEqual([[0, 1]]);
  });

  it('§12.C.2 no limit to an alliance’s size: a third joins an existing alliance', () => {
    const { state } = playAll(atNexus.build(), [...ally(0, 1), ...ally(1, 2)]);
    expect(state.alliances).toEqual([[0, 1, 2]]);
  });

  it('§12.C.4 several alliances, but nobody in two at once', () => {
    const { state } = playAll(atNexus.build(), [...ally(0, 1), ...ally(2, 3)]);
    expect(state.alliances).toEqual([
      [0, 1],
      [2, 3],
    ]);
    const proposal = play(state, 2, { type: 'proposeAlliance', to: 0 }).state;
    expectError(proposal, 0, { type: 'acceptAlliance', from: 2 }, 'alreadyInAlliance');
  });

  it('§12.D.1–2 a player may leave an alliance and join another at once', () => {
    const game = atNexus.alliance([0, 1]).build();
    const { state } = playAll(game, [[0, { type: 'leaveAlliance' }], ...ally(0, 2)]);
    expect(state.alliances).toEqual([[0, 2]]);
  });

  it('§12.C.5 once everyone has had the chance, no alliance is made or broken until the next nexus', () => {
    const { state } = playAll(atNexus.alliance([0, 1]).build(), done([0, 1, 2, 3]));
    expect(state.phase).not.toBe('spiceBlow');
    expectError(state, 1, { type: 'leaveAlliance' }, 'notYourDecision');
    expectError(state, 2, { type: 'proposeAlliance', to: 3 }, 'notYourDecision');
    expect(state.alliances).toEqual([[0, 1]]);
  });

  it('§12.C.5 a seat done with the nexus can no longer be proposed to', () => {
    const game = play(atNexus.build(), 3, { type: 'nexusDone' }).state;
    expectError(game, 0, { type: 'proposeAlliance', to: 3 }, 'doneWithNexus');
  });

  it('§12.E.5 allies cannot ship into or enter each other’s territories, but may share the Polar Sink', () => {
    const game = fixture(four)
      .phase('movement')
      .alliance([0, 1])
      .forces('harkonnen', 'imperialBasin', 9, 2)
      .forces('harkonnen', 'polarSink', -1, 1)
      .build();
    const ships = dune.decisionActions(game, 0).flatMap((a) => (a.type === 'ship' ? [a.to] : []));
    expect(ships).not.toContain('carthag:10');
    expect(ships).not.toContain('imperialBasin:8');
    expect(ships).toContain('polarSink:-1');
    const moving = play(game, 0, { type: 'pass' }).state;
    const moves = dune.decisionActions(moving, 0).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(moves).not.toContain('imperialBasin:8');
    // Nor cross them: the Polar Sink lies beyond the ally's Imperial Basin.
    expect(moves).not.toContain('polarSink:-1');
    expect(moves).toContain('oldGap:9');
    expectError(moving, 0, { type: 'move', from: 'arrakeen:9', to: 'imperialBasin:8' }, 'allyThere');
    expect(forcesOf(moving, 'harkonnen', 'imperialBasin')).toBe(2);
  });

  it('§20.A.1 option noAlliances: a worm brings no nexus', () => {
    const state = fixture({ ...four, noAlliances: true })
      .phase('spiceBlow')
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    expect(state.phase).toBe('bidding');
  });
});
