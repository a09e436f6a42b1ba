import { describe, expect, it } from 'vitest';
import { cloneJson } from '@arrakis/engine';
import { alliesOf } from '../src/board.ts';
import { coexisting } from '../src/coexistence.ts';
import { LOCATIONS } from '../src/data/locations.ts';
import { STRONGHOLDS, TERRITORY_IDS, type TerritoryId } from '../src/data/territories.ts';
import { FACTION_BIT, freshOccupancy, occupancy } from '../src/occupancy.ts';
import { canEnter, enterableTerritories, reachable } from '../src/phases/reach.ts';
import { dune } from '../src/rules.ts';
import type { DuneState } from '../src/state.ts';
import { botRng, randomChoice, seatsOf } from './properties/randomPlay.ts';

/** The games played: every option in some, six factions in most (the index must follow every way tokens move). */
const GAMES: readonly { readonly seed: string; readonly players: number; readonly options: object }[] = [
  { seed: 'occupancy:1', players: 6, options: {} },
  { seed: 'occupancy:2', players: 6, options: { extraPowers: true, advancedBattles: true, climate: true } },
  { seed: 'occupancy:3', players: 4, options: { extraPowers: true, specialKarama: true, advancedSpiceBlow: true } },
  { seed: 'occupancy:4', players: 5, options: { spiceHarvest: true, duel: true, extraPowers: true } },
];

/** Plays a game to its end through `step`, which answers the state after the action. */
function play(
  game: (typeof GAMES)[number],
  step: (state: DuneState, seat: number, action: unknown) => DuneState,
  each: (state: DuneState) => void,
): number {
  let state = dune.setup(game.options, seatsOf(game.players), game.seed);
  const rng = botRng(game.seed);
  let actions = 0;
  each(state);
  for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng)) {
    state = step(state, choice.seat, choice.action);
    each(state);
    actions++;
  }
  return actions;
}

/**
 * rules 000 §9.C.2: where a group can go, by the rule's own words and nothing else: locations one step apart, a
 * step into another territory costing one of the range, no location in the storm left, entered or crossed, and no
 * territory the seat may not enter entered or crossed (its own excepted).
 */
function referenceReach(state: DuneState, seat: number, from: string, range: number): string[] {
  const byKey = new Map(LOCATIONS.map((l) => [l.key, l]));
  const start = byKey.get(from)!;
  const inStorm = (key: string) => byKey.get(key)!.territory !== 'polarSink' && byKey.get(key)!.sector === state.storm;
  if (inStorm(from)) return [];
  const best = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.shift()!;
    const location = byKey.get(here)!;
    for (const next of location.neighbours) {
      const n = byKey.get(next)!;
      if (inStorm(next)) continue;
      const cost = best.get(here)! + (n.territory === location.territory ? 0 : 1);
      if (cost > range) continue;
      if (n.territory !== location.territory && n.territory !== start.territory && !canEnter(state, seat, n.territory))
        continue;
      if ((best.get(next) ?? Infinity) <= cost) continue;
      best.set(next, cost);
      queue.push(next);
    }
  }
  return LOCATIONS.map((l) => l.key).filter((k) => k !== from && best.has(k));
}

/** rules 000 §9.C.1.c, §12.E.5, §15.B.4, as written: allies' territories and full strongholds are closed. */
function referenceCanEnter(state: DuneState, seat: number, territory: TerritoryId): boolean {
  // 000 XXXIV: the south quarters are on the board only in a Governor game.
  if (state.board[territory] === undefined) return false;
  const forces = state.board[territory].forces;
  const unseen = state.extra !== null && coexisting(state, territory) ? 'beneGesserit' : null;
  const here = state.seats.filter((f) => forces[f] !== undefined && f !== unseen);
  if (territory !== 'polarSink' && alliesOf(state, seat).some((a) => here.includes(state.seats[a]!))) return false;
  return !(STRONGHOLDS.includes(territory) && here.filter((f) => f !== state.seats[seat]).length >= 2);
}

describe('the occupancy index (a cache outside the state)', () => {
  it('equals a rebuild from the board after every action played in place', () => {
    for (const game of GAMES) {
      const actions = play(
        game,
        (state, seat, action) => {
          dune.applyInPlace(state, seat, action as never);
          return state;
        },
        (state) => {
          // Built before the next action, so that the action's own updates are what the next check reads.
          const kept = occupancy(state);
          const fresh = freshOccupancy(state);
          expect([...kept.at]).toEqual([...fresh.at]);
          expect([...kept.in]).toEqual([...fresh.in]);
        },
      );
      expect(actions).toBeGreaterThan(100);
    }
  });

  it('equals a rebuild after every action through the validating apply, the input untouched', () => {
    for (const game of GAMES.slice(0, 2)) {
      play(
        game,
        (state, seat, action) => {
          const before = [...occupancy(state).in];
          const result = dune.apply(state, seat, action);
          if (!result.ok) throw new Error(`apply refused ${JSON.stringify(action)}: ${result.error.code}`);
          expect([...occupancy(state).in]).toEqual(before);
          return result.state;
        },
        (state) => {
          expect([...occupancy(state).at]).toEqual([...freshOccupancy(state).at]);
          expect([...occupancy(state).in]).toEqual([...freshOccupancy(state).in]);
        },
      );
    }
  });

  it('answers a copy of the state (a new board) from that board, not from the cache of the original', () => {
    const state = dune.setup({}, seatsOf(6), 'occupancy:copy');
    const carthag = TERRITORY_IDS.indexOf('carthag');
    const harkonnen = FACTION_BIT.harkonnen;
    expect(occupancy(state).in[carthag]! & harkonnen).toBe(harkonnen);
    // A board written by hand, as a fixture does, in a copy: the original's index is not the copy's.
    const copy = cloneJson(state);
    delete copy.board.carthag!.forces.harkonnen;
    expect(occupancy(copy).in[carthag]! & harkonnen).toBe(0);
    expect(occupancy(state).in[carthag]! & harkonnen).toBe(harkonnen);
  });
});

describe('reach and entry with the index', () => {
  // rules 000 §9.C.2 "Déplacements"; §9.C.1.c, §12.E.5 (closed territories); §15.B.4 (coexistence).
  it('every group reaches, at every range, what a plain search by the rules reaches', () => {
    let compared = 0;
    for (const game of GAMES.slice(0, 2)) {
      let turns = 0;
      play(
        game,
        (state, seat, action) => {
          dune.applyInPlace(state, seat, action as never);
          return state;
        },
        (state) => {
          if (state.phase !== 'movement' || turns++ % 11 !== 0) return;
          for (let seat = 0; seat < state.seatCount; seat++) {
            const enterable = enterableTerritories(state, seat);
            for (const t of TERRITORY_IDS) {
              expect(enterable[TERRITORY_IDS.indexOf(t)] === 1).toBe(referenceCanEnter(state, seat, t));
              expect(canEnter(state, seat, t)).toBe(referenceCanEnter(state, seat, t));
            }
            for (const l of LOCATIONS) {
              if (state.board[l.territory]?.forces[state.seats[seat]!]?.[String(l.sector)] === undefined) continue;
              for (const range of [1, 2, 3, 4]) {
                expect(reachable(state, seat, l.key, range)).toEqual(referenceReach(state, seat, l.key, range));
                compared++;
              }
            }
          }
        },
      );
    }
    expect(compared).toBeGreaterThan(300);
  });
});
