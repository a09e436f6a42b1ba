import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { dune, type DuneAction, type DuneState } from '@arrakis/dune';
import { duneHeuristicBot, playSeat } from '../src/index.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));

/** Heuristic bots play the whole §16 prelude; every action is kept with its seat and the decision it answered. */
function prelude(seed: string): { state: DuneState; played: { seat: number; kind: string; action: DuneAction }[] } {
  const state = dune.setup({ spiceHarvest: true }, seats(6), seed);
  const rng = seedRng(seed);
  const bots = state.seats.map(() => duneHeuristicBot());
  const played: { seat: number; kind: string; action: DuneAction }[] = [];
  while (state.phase === 'harvest' || state.phase === 'setup') {
    const seat = dune.decisions(state)[0]!.seat;
    const kind = dune.view(state, seat).frame?.kind ?? '';
    const action = playSeat(dune, state, seat, bots[seat]!, rng);
    played.push({ seat, kind, action });
    dune.applyInPlace(state, seat, action);
  }
  return { state, played };
}

describe('heuristic Dune bot in the spice-harvest prelude (rules 000 §16)', () => {
  for (const seed of ['harvest-a', 'harvest-b']) {
    it(`plays every kind of decision to the game's first turn (${seed})`, () => {
      const { state, played } = prelude(seed);
      expect(state.turn).toBe(1);
      // rules 000 §16.A.1.d: a small bid for the first Manager, never all one's spice.
      const bids = played.filter((p) => p.action.type === 'managerBid');
      expect(bids.length).toBe(6);
      for (const b of bids) expect(b.action).toEqual({ type: 'managerBid', amount: 2 });
      // rules 000 §16.B.1.a: the report is the truth or less, never below what the Share cards can be dealt within.
      expect(played.some((p) => p.action.type === 'announceHarvest')).toBe(true);
      // rules 000 §16.B.2.a: both votes come up across the five rounds' reports.
      expect(played.filter((p) => p.action.type === 'harvestVote').length).toBeGreaterThan(0);
      // rules 000 §16.B.6.a: troop cards are committed to the strongholds held, 20 forces at most each seat.
      const commits = played.filter((p) => p.action.type === 'commitTroops');
      expect(commits.length).toBeGreaterThan(0);
      for (let seat = 0; seat < 6; seat++) {
        const total = commits
          .filter((c) => c.seat === seat)
          .reduce((n, c) => n + (c.action.type === 'commitTroops' ? c.action.troops : 0), 0);
        expect(total).toBeLessThanOrEqual(20);
      }
    });
  }
});
