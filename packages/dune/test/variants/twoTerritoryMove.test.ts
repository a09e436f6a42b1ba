import { describe, expect, it } from 'vitest';
import { dune, fixture, type DuneState } from '../../src/index.ts';
import { parseAction } from '../../src/actions.ts';
import { movementRange } from '../../src/phases/movement.ts';
import { decisionOf, eventsOf, expectError, forcesOf, play, playAll } from '../helpers.ts';

// Seats: Atreides 0, Harkonnen 1, Emperor 2 (dots in sectors 1, 7, 13); storm in sector 0: seat 0 moves first.
const table = {
  factions: ['atreides', 'harkonnen', 'emperor'] as const,
  seed: 'xxxi',
  twoTerritoryMove: true,
};
const pass = { type: 'pass' } as const;
const move = (from: string, to: string) => ({ type: 'move', from, to }) as const;
const count = (n: number) => ({ type: 'count', count: n }) as const;
const drop = (n: number) => ({ type: 'dropTokens', count: n }) as const;

/** The Atreides without ornithopters (none in Arrakeen), `n` tokens in South Mesa sector 4, at their movement. */
function walking(n: number, build = fixture(table).phase('movement')): DuneState {
  const game = build.offBoard('atreides').forces('atreides', 'southMesa', 4, n).build();
  return play(untilTurnOf(game, 0), 0, pass).state;
}

/** Passes the shipment and movement of the seats before `seat`. */
function untilTurnOf(state: DuneState, seat: number): DuneState {
  let s = state;
  for (let d = decisionOf(s); d && d.kind === 'shipment' && d.seats[0] !== seat; d = decisionOf(s))
    s = playAll(s, [
      [d.seats[0]!, pass],
      [d.seats[0]!, pass],
    ]).state;
  return s;
}

/** The refusal's code and the rule it cites. */
function refusal(state: DuneState, seat: number, action: unknown): { code: string; section: string | undefined } {
  const result = dune.apply(state, seat, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return { code: result.error.code, section: result.error.rule?.section };
}

const targets = (state: DuneState, seat: number) =>
  dune.legalActions(state, seat).flatMap((a) => (a.type === 'move' ? [a.to] : []));

describe('rules 000 XXXI moving one or two territories, with drops (option twoTerritoryMove)', () => {
  // 000 XXXI « Chaque joueur peut déplacer un groupe de pions d'un ou de deux territoires »
  it('XXXI one territory: the group enters a neighbouring territory and stops there', () => {
    const moving = walking(5);
    expect(moving.stack.at(-1)).toMatchObject({ kind: 'movement', range: 2 });
    const { state, events } = playAll(moving, [
      [0, move('southMesa:4', 'redChasm:6')],
      [0, count(3)],
    ]);
    expect(decisionOf(state)).toEqual({ kind: 'movementStep', seats: [0] });
    const { state: stopped } = play(state, 0, pass);
    expect(forcesOf(stopped, 'atreides', 'redChasm')).toBe(3);
    expect(forcesOf(stopped, 'atreides', 'southMesa')).toBe(2);
    expect(stopped.moved).toEqual([0]);
    expect(decisionOf(stopped)).toEqual({ kind: 'shipment', seats: [1] });
    expect(eventsOf(events, 'moved').map((e) => e.params)).toEqual([
      { seat: 0, from: 'southMesa:4', to: 'redChasm:6', count: 3 },
    ]);
  });

  it('XXXI the move is walked one territory at a time: the first step enters one territory', () => {
    const moving = walking(5);
    expect(targets(moving, 0)).toContain('pastyMesa:5');
    expect(targets(moving, 0)).not.toContain('shieldWall:7');
    expect(refusal(moving, 0, move('southMesa:4', 'shieldWall:7'))).toEqual({
      code: 'oneTerritoryAtATime',
      section: 'XXXI',
    });
    // Beyond two territories the official range rule answers (§9.C.2.a).
    expect(refusal(moving, 0, move('southMesa:4', 'imperialBasin:8')).code).toBe('outOfRange');
  });

  // « en en laissant éventuellement quelques uns sur la case traversée »
  it('XXXI two territories, some tokens left on the territory crossed', () => {
    const first = playAll(walking(5), [
      [0, move('southMesa:4', 'pastyMesa:5')],
      [0, count(5)],
    ]).state;
    expect(first.stack.at(-1)).toMatchObject({ kind: 'movementStep', at: 'pastyMesa:5', count: 5, left: 1 });
    const drops = dune.legalActions(first, 0).filter((a) => a.type === 'dropTokens');
    expect(drops).toEqual([drop(1), drop(2), drop(3), drop(4)]);
    const { state, events } = playAll(first, [
      [0, drop(2)],
      [0, move('pastyMesa:5', 'shieldWall:7')],
    ]);
    expect(forcesOf(state, 'atreides', 'southMesa')).toBe(0);
    expect(forcesOf(state, 'atreides', 'pastyMesa')).toBe(2);
    expect(forcesOf(state, 'atreides', 'shieldWall')).toBe(3);
    // Two territories are the most: the move ends there and the next seat ships.
    expect(decisionOf(state)).toEqual({ kind: 'shipment', seats: [1] });
    expect(eventsOf(events, 'tokensDropped').map((e) => [e.visibility, e.params])).toEqual([
      ['public', { seat: 0, location: 'pastyMesa:5', count: 2 }],
    ]);
  });

  it('XXXI reading: tokens are left on a territory crossed: after a drop the rest goes on, never the whole group', () => {
    const first = playAll(walking(3), [
      [0, move('southMesa:4', 'pastyMesa:5')],
      [0, count(3)],
    ]).state;
    expect(refusal(first, 0, drop(3))).toEqual({ code: 'dropKeepsAGroup', section: 'XXXI' });
    const dropped = play(first, 0, drop(1)).state;
    expect(refusal(dropped, 0, pass)).toEqual({ code: 'dropThenGoOn', section: 'XXXI' });
    expect(refusal(dropped, 0, drop(1))).toEqual({ code: 'dropOnce', section: 'XXXI' });
    expect(refusal(dropped, 0, move('pastyMesa:5', 'pastyMesa:7'))).toEqual({
      code: 'stepIntoNextTerritory',
      section: 'XXXI',
    });
    expect(refusal(dropped, 0, move('southMesa:4', 'redChasm:6'))).toEqual({ code: 'stepFromGroup', section: 'XXXI' });
  });

  // « Si un joueur occupant Carthag ou Arrakeen décide d'utiliser les ornithoptères, il peut déplacer un groupe de
  // pions de trois territoires mais ne peut laisser de pions sur les territoires traversés. »
  it('XXXI with ornithopters three territories, no token left on the way (the example of §9.C.2.a.1)', () => {
    const game = fixture(table).phase('movement').forces('atreides', 'tueksSietch', 4, 2).build();
    const moving = play(game, 0, pass).state;
    expect(moving.stack.at(-1)).toMatchObject({ kind: 'movement', range: 3 });
    let s = playAll(moving, [
      [0, move('tueksSietch:4', 'pastyMesa:5')],
      [0, count(2)],
    ]).state;
    expect(dune.legalActions(s, 0).some((a) => a.type === 'dropTokens')).toBe(false);
    expect(refusal(s, 0, drop(1))).toEqual({ code: 'noDropWithOrnithopters', section: 'XXXI' });
    s = playAll(s, [
      [0, move('pastyMesa:5', 'shieldWall:7')],
      [0, move('shieldWall:7', 'imperialBasin:8')],
    ]).state;
    expect(forcesOf(s, 'atreides', 'imperialBasin')).toBe(2);
    expect(forcesOf(s, 'atreides', 'tueksSietch')).toBe(0);
    expect(decisionOf(s)).toEqual({ kind: 'shipment', seats: [1] });
  });

  it('XXXI the storm applies at each step: the second step can neither enter nor cross its sector (§9.C.2.c)', () => {
    const moving = walking(4, fixture(table).phase('movement').storm(8));
    const s = playAll(moving, [
      [0, move('southMesa:4', 'pastyMesa:5')],
      [0, count(4)],
    ]).state;
    expect(targets(s, 0)).toContain('shieldWall:7');
    expect(targets(s, 0)).not.toContain('shieldWall:8');
    expect(refusal(s, 0, move('pastyMesa:5', 'shieldWall:8'))).toEqual({ code: 'stormOnPath', section: '9.C.2.c' });
  });

  it('XXXI a stronghold two others hold can be neither entered nor crossed at the second step (§9.C.2.f)', () => {
    const game = fixture(table)
      .phase('movement')
      .offBoard('atreides')
      .forces('atreides', 'redChasm', 6, 3)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .forces('emperor', 'tueksSietch', 4, 1)
      .build();
    const s = playAll(play(game, 0, pass).state, [
      [0, move('redChasm:6', 'southMesa:4')],
      [0, count(3)],
    ]).state;
    expect(targets(s, 0)).not.toContain('tueksSietch:4');
    expect(refusal(s, 0, move('southMesa:4', 'tueksSietch:4'))).toEqual({
      code: 'strongholdBlocksMove',
      section: '9.C.2.f',
    });
  });

  it('XXXI reading: the Fremen’s two territories (annexe 3) are every player’s now, not added to', () => {
    const fremenTable = { factions: ['fremen', 'harkonnen', 'emperor'] as const, seed: 'xxxi' };
    const withVariant = fixture({ ...fremenTable, twoTerritoryMove: true })
      .phase('movement')
      .build();
    const without = fixture(fremenTable).phase('movement').build();
    expect(movementRange(without, 0)).toBe(2);
    expect(movementRange(withVariant, 0)).toBe(2);
    // The Emperor, without ornithopters: one territory in the official rules, two with XXXI.
    expect(movementRange(withVariant, 2)).toBe(2);
    expect(movementRange(without, 2)).toBe(1);
    expect(movementRange(withVariant, 1)).toBe(3); // the Harkonnen in Carthag
  });

  it('XXXI a half-made move is plain data: reloaded, it goes on; the others see the group where it stands', () => {
    const half = playAll(walking(5), [
      [0, move('southMesa:4', 'pastyMesa:5')],
      [0, count(5)],
      [0, drop(2)],
    ]).state;
    const reloaded = JSON.parse(JSON.stringify(half)) as DuneState;
    const a = play(half, 0, move('pastyMesa:5', 'shieldWall:7')).state;
    const b = play(reloaded, 0, move('pastyMesa:5', 'shieldWall:7')).state;
    expect(b).toEqual(a);
    const seen = dune.view(half, 1);
    expect(seen.board['pastyMesa']!.forces['atreides']).toEqual({ '5': 5 });
    expect(seen.frame).toMatchObject({ kind: 'movementStep', at: 'pastyMesa:5', count: 3, dropped: 2 });
  });

  it('XXXI the drop is parsed strictly', () => {
    expect(parseAction({ type: 'dropTokens', count: 2 }).ok).toBe(true);
    expect(parseAction({ type: 'dropTokens', count: 0 }).ok).toBe(false);
    expect(parseAction({ type: 'dropTokens', count: 2, at: 'pastyMesa:5' }).ok).toBe(false);
    expectError(walking(3), 0, drop(1), 'notAMove');
  });
});
