import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedRng, type GameRecord } from '@arrakis/engine';
import { readGameRecord } from '@arrakis/engine/records';
import { dune } from '@arrakis/dune';
import { duneHeuristicBot, duneIsmctsBot, playSeat, REVIEW_ENTRIES, reviewRecord } from '../src/index.ts';
import { SearchPool } from '../src/ismcts/pool.ts';

// Issue 22 "Post-game review": computed in the bot worker pool at the lowest priority, a live decision goes first.
function record(path: string): GameRecord {
  const read = readGameRecord(JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')));
  if (!read.ok) throw new Error(read.detail);
  return read.record;
}

const imperiumGame = record('../../imperium/test/records/four-players-choose.json');
const budget = { playouts: 2, horizon: 30 };

describe('SearchPool priorities (issue 22)', () => {
  it('a live decision queued after two reviews is served before either review ends; a review is the same sliced', async () => {
    const pool = new SearchPool(1);
    try {
      const finished: string[] = [];
      const first = pool.review('imperium', imperiumGame, budget).then((r) => (finished.push('review 1'), r));
      const second = pool.review('imperium', imperiumGame, budget).then((r) => (finished.push('review 2'), r));
      const state = dune.setup(
        {},
        [0, 1, 2].map((i) => ({ name: `b${i}`, kind: 'bot' as const })),
        'priority',
      );
      const rng = seedRng('priority:bots');
      const heuristic = duneHeuristicBot();
      while (dune.decisions(state)[0]?.kind !== 'bid') {
        const s = dune.decisions(state)[0]!.seat;
        dune.applyInPlace(state, s, playSeat(dune, state, s, heuristic, rng));
      }
      const seat = dune.decisions(state)[0]!.seat;
      const bot = duneIsmctsBot({ budget: { iterations: 8, ms: Number.POSITIVE_INFINITY }, pool });
      const live = bot.chooseAsync!({
        view: dune.view(state, seat),
        actions: dune.decisionActions(state, seat),
        seat,
        rng: seedRng('live'),
      }).then((a) => (finished.push('live'), a));
      const [a, b] = await Promise.all([first, second, live]);
      expect(bot.last()).not.toBeNull();
      expect(finished[0]).toBe('live');
      expect(finished.slice(1).sort()).toEqual(['review 1', 'review 2']);
      const direct = reviewRecord(REVIEW_ENTRIES.imperium, imperiumGame, budget);
      const withoutTime = (r: typeof direct) => ({ ...r, searched: { ...r.searched, ms: 0 } });
      expect(withoutTime(a)).toEqual(withoutTime(direct));
      expect(withoutTime(b)).toEqual(withoutTime(direct));
    } finally {
      await pool.close();
    }
  });

  it('a record that does not replay rejects its review', async () => {
    const pool = new SearchPool(1);
    try {
      const broken = { ...imperiumGame, actions: [{ ...imperiumGame.actions[0]!, seat: 9 }] };
      await expect(pool.review('imperium', broken, budget)).rejects.toThrow(/review worker failed/);
    } finally {
      await pool.close();
    }
  });
  it('liveIdle: at once with no live search, after it while one runs (a review process waits on it, session 31)', async () => {
    const pool = new SearchPool(1);
    try {
      await expect(pool.liveIdle()).resolves.toBeUndefined();
      const state = dune.setup(
        {},
        [0, 1, 2].map((i) => ({ name: `b${i}`, kind: 'bot' as const })),
        'idle',
      );
      const seat = dune.decisions(state)[0]!.seat;
      const bot = duneIsmctsBot({ budget: { iterations: 8, ms: Number.POSITIVE_INFINITY }, pool });
      let searched = false;
      const live = bot.chooseAsync!({
        view: dune.view(state, seat),
        actions: dune.decisionActions(state, seat),
        seat,
        rng: seedRng('idle'),
      }).then(() => (searched = true));
      // The worker answers in a message, never within the same turn of the event loop: the search is still live,
      // so the promise is still pending after the microtasks that would settle a resolved one.
      let idle = false;
      const waited = pool.liveIdle().then(() => (idle = true));
      await Promise.resolve();
      await Promise.resolve();
      expect(idle).toBe(false);
      await live;
      expect(searched).toBe(true);
      await waited;
      expect(idle).toBe(true);
      await expect(pool.liveIdle()).resolves.toBeUndefined();
    } finally {
      await pool.close();
    }
  });
});
