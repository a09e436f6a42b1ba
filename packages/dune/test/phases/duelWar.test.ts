import { describe, expect, it } from 'vitest';
import { dune, fixture, type DuneState, type Faction } from '../../src/index.ts';
import { MIDDLE_CELLS, OUTER_CELLS } from '../../src/data/arena.ts';
import { DUEL_CARD_IDS, type DuelCardId } from '../../src/data/duel.ts';
import { stormOrder } from '../../src/board.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import { decisionOf, eventsOf, expectError, play, playAll } from '../helpers.ts';

const SIX: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];
/** A worm on turn 2 opens a nexus (rules 000 §12.A), with the duel. */
const atNexus = (factions: Faction[] = SIX) =>
  fixture({ factions, seed: 'war', duel: true }).phase('spiceBlow').spiceDeckTop(['shaiHulud1', 'theGreatFlat']);

/** These Duel hands, every other card in the deck. */
function deal(state: DuneState, hands: Record<number, DuelCardId[]>): void {
  const d = state.duel!;
  const dealt = Object.values(hands).flat();
  for (const k of Object.keys(d.hands)) d.hands[k] = [...(hands[Number(k)] ?? [])];
  d.discard = [];
  d.deck = DUEL_CARD_IDS.filter((c) => !dealt.includes(c));
}

/** Every seat places its first leader in the first free cell offered. */
function placeAll(state: DuneState): DuneState {
  let s = state;
  while (decisionOf(s)?.kind === 'warNegotiator') {
    const seat = decisionOf(s)!.seats[0]!;
    s = play(s, seat, dune.decisionActions(s, seat)[0]!).state;
  }
  return s;
}

describe('rules 000 §19.C.11 "Guerre des Assassins"', () => {
  it('§19.C.11 at a Nexus each player places a leader face down, the first player first, the sixth in the middle circle', () => {
    let state = atNexus().build();
    const order = stormOrder(state);
    expect(decisionOf(state)).toEqual({ kind: 'warNegotiator', seats: [order[0]] });
    const first = dune.decisionActions(state, order[0]!);
    expect(new Set(first.map((a) => (a.type === 'placeNegotiator' ? a.cell : '')))).toEqual(new Set(OUTER_CELLS));
    for (let i = 0; i < 5; i++) {
      state = play(state, order[i]!, dune.decisionActions(state, order[i]!)[0]!).state;
    }
    expect(decisionOf(state)).toEqual({ kind: 'warNegotiator', seats: [order[5]] });
    const sixth = dune.decisionActions(state, order[5]!);
    expect(new Set(sixth.map((a) => (a.type === 'placeNegotiator' ? a.cell : '')))).toEqual(new Set(MIDDLE_CELLS));
    state = play(state, order[5]!, sixth[0]!).state;
    // Face down: the others see the cell, not the leader.
    const seen = dune.view(state, order[1]!).duel!.arena!.fighters;
    expect(seen[0]).toMatchObject({ seat: order[0], leader: null, cell: OUTER_CELLS[0] });
    expect(seen[1]!.leader).not.toBeNull();
    // Then the talks.
    expect(decisionOf(state)?.kind).toBe('nexus');
  });

  it('§19.C.11 an alliance made: no war, the negotiators go home', () => {
    let state = placeAll(atNexus().build());
    state = playAll(state, [
      [0, { type: 'proposeAlliance', to: 1 }],
      [1, { type: 'acceptAlliance', from: 0 }],
    ]).state;
    const { state: after, events } = playAll(
      state,
      [0, 1, 2, 3, 4, 5].map((s) => [s, { type: 'nexusDone' }] as const),
    );
    expect(eventsOf(events, 'negotiatorsReturn')).toHaveLength(1);
    expect(after.duel!.arena).toBeUndefined();
  });

  it('§19.C.11 "si aucune alliance n\'est conclue ni reconduite": the war, no support, no seconds, in placement order', () => {
    const state = placeAll(atNexus().build());
    const order = state.duel!.arena!.fighters.map((f) => f.seat);
    const { state: war, events } = playAll(
      state,
      [0, 1, 2, 3, 4, 5].map((s) => [s, { type: 'nexusDone' }] as const),
    );
    expect(eventsOf(events, 'assassinsWarDeclared')).toHaveLength(1);
    expect(war.duel!.arena!.fighters.every((f) => f.support === 0)).toBe(true);
    expect(war.duel!.arena!.seconds).toEqual([]);
    expect(decisionOf(war)).toEqual({ kind: 'duelTurn', seats: [order[0]] });
  });

  it('§19.C.11 an alliance renewed (kept through the Nexus) also prevents the war', () => {
    let state = atNexus()
      .with((s) => s.alliances.push([2, 3]))
      .build();
    state = placeAll(state);
    const { state: after, events } = playAll(
      state,
      [0, 1, 2, 3, 4, 5].map((s) => [s, { type: 'nexusDone' }] as const),
    );
    expect(eventsOf(events, 'assassinsWarDeclared')).toEqual([]);
    expect(after.duel!.arena).toBeUndefined();
  });

  it("§19.C.11 \"chacun pour sa peau … jusqu'à ce qu'il ne reste plus qu'un seul chef vivant\", passing when stuck", () => {
    let state = placeAll(atNexus(['atreides', 'harkonnen', 'emperor']).build());
    state = playAll(
      state,
      [0, 1, 2].map((s) => [s, { type: 'nexusDone' }] as const),
    ).state;
    // Three duellists, set next to one another, each with an attack to the left.
    state = structuredClone(state);
    const arena = state.duel!.arena!;
    const cells = ['outer0', 'outer1', 'outer2'] as const;
    arena.fighters.forEach((f, i) => {
      f.cell = cells[i]!;
      f.strength = 10;
    });
    const [a, b, c] = arena.fighters.map((f) => f.seat) as [number, number, number];
    deal(state, { [a]: ['attackLeft1'], [b]: ['attackLeft2'] });
    // a strikes b (its left), who dies (10 ≥ 10).
    state = play(state, a, { type: 'duelCard', card: 'attackLeft1', target: b }).state;
    state = play(state, b, { type: 'duelParry', card: null }).state;
    expect(state.duel!.arena!.fighters.find((f) => f.seat === b)!.alive).toBe(false);
    // The war goes on; the dead one's turn is skipped.
    state = play(state, a, { type: 'duelEndTurn' }).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelTurn', seats: [c] });
    state = playAll(state, [
      [c, { type: 'duelMove', to: 'outer1' }],
      [c, { type: 'duelEndTurn' }],
    ]).state;
    expectError(state, a, { type: 'duelCard', card: 'attackLeft2', target: c }, 'duelCardNotHeld');
  });

  it('§19.C.12 a Main Character killed in the war eliminates his player (cause assassinsWar)', () => {
    let state = placeAll(atNexus(['atreides', 'harkonnen']).build());
    state = playAll(
      state,
      [0, 1].map((s) => [s, { type: 'nexusDone' }] as const),
    ).state;
    state = structuredClone(state);
    const arena = state.duel!.arena!;
    const [a, b] = arena.fighters as [(typeof arena.fighters)[0], (typeof arena.fighters)[0]];
    a.cell = 'outer0';
    b.cell = 'outer1';
    b.leader = state.seats[b.seat] === 'atreides' ? 'paulMuadDib' : 'baronHarkonnen';
    b.strength = 10;
    a.strength = 10;
    deal(state, { [a.seat]: ['attackLeft1'] });
    state = play(state, a.seat, { type: 'duelCard', card: 'attackLeft1', target: b.seat }).state;
    const r = play(state, b.seat, { type: 'duelParry', card: null });
    expect(eventsOf(r.events, 'assassinsWarEnded')[0]!.params).toMatchObject({ winner: a.seat });
    expect(eventsOf(r.events, 'playerEliminated')[0]!.params).toMatchObject({ cause: 'assassinsWar' });
    expect(spiceTotal(r.state)).toBe(INITIAL_BANK);
  });
});
