import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { reviewRecord, REVIEW_ENTRIES } from '@arrakis/bots';
import { afterEach, describe, expect, it } from 'vitest';
import { readRecord, REVIEWED_RECORDS, storeFinishedMatch } from '../bench/finishedMatches.ts';
import { startServer, type RunningServer } from '../src/index.ts';
import { ReviewProcess } from '../src/reviewer/reviewProcess.ts';
import { openDatabase } from '../src/storage/database.ts';
import { reviewAttempts, storedReview } from '../src/storage/reviewStore.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { eventually } from './helpers/serverState.ts';

const BUDGET = { playouts: 1, horizon: 10 };
const DUNE_RECORD = readRecord(REVIEWED_RECORDS[0]!);

/** The nice value of each thread of a process (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNices(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

// Issue 22 must-show 3: reviews never slow live matches. They run in a process of their own at the lowest OS
// priority; a review whose process stops answering is dropped after its lease and retried later.
describe('the review process', () => {
  it('reviews in a process of its own at nice 19, every thread of it, with the in-process result', async () => {
    const pids: number[] = [];
    let nices: number[] = [];
    const reviewer = new ReviewProcess({
      stuckMs: 600_000,
      nice: 19,
      liveIdle: () => Promise.resolve(),
      started: (pid) => {
        pids.push(pid);
        // Lowered by the server at once, before the process has run a line.
        expect(getPriority(pid)).toBe(19);
      },
    });
    try {
      const review = await reviewer.review('dune', DUNE_RECORD, BUDGET, () => {
        // After a playout the process has lowered its every thread.
        if (nices.length === 0) nices = threadNices(pids[0]!);
      });
      expect(pids).toHaveLength(1);
      expect(pids[0]).not.toBe(process.pid);
      expect(nices.length).toBeGreaterThan(1);
      expect(new Set(nices)).toEqual(new Set([19]));
      const here = reviewRecord(REVIEW_ENTRIES.dune, DUNE_RECORD, BUDGET);
      expect(review.points).toEqual(here.points);
      expect(review.moments).toEqual(here.moments);
    } finally {
      reviewer.stop();
    }
  });
});

describe.each(DIALECTS)('a stuck review (%s)', (dialect) => {
  let database: TestDatabase | null = null;
  let server: RunningServer | null = null;
  afterEach(async () => {
    await server?.close();
    await database?.drop();
    server = null;
    database = null;
  });

  it('is dropped after its lease (its process killed), given back, and retried later to the end', async () => {
    database = await createTestDatabase(dialect);
    const matchId = await storeFinishedMatch(database.options, DUNE_RECORD);
    const pids: number[] = [];
    // The first review process is stopped (SIGSTOP) as soon as it starts: it never answers, as a stuck one would.
    // The lease is long enough for a process that runs to start and play a playout on a loaded machine (one that is
    // runnable but starved of CPU time is given more: ReviewProcessOptions.stuckMs), and the test waits it out once.
    server = await startServer({
      ...database.options,
      reviewBudget: BUDGET,
      reviewProcess: {
        stuckMs: 10_000,
        retryMs: 1,
        attempts: 5,
        started: (pid) => {
          pids.push(pid);
          if (pids.length === 1) process.kill(pid, 'SIGSTOP');
        },
      },
    });
    const db = await openDatabase(database.options);
    try {
      const ready = await eventually(async () => {
        const stored = await storedReview(db.db, matchId);
        return stored?.status.status === 'ready' && stored.status;
      }, 280_000);
      expect(ready.review.game).toBe('dune');
      // The stuck attempt was dropped; another one (a new process) reviewed the match.
      expect(pids.length).toBeGreaterThanOrEqual(2);
      expect(await reviewAttempts(db.db, matchId)).toBe(pids.length);
      await eventually(() => Promise.resolve(!alive(pids[0]!)), 30_000);
    } finally {
      await db.close();
    }
  }, 300_000);

  it('after its last attempt a review that stays stuck is unavailable, with the reason', async () => {
    database = await createTestDatabase(dialect);
    const matchId = await storeFinishedMatch(database.options, DUNE_RECORD);
    const pids: number[] = [];
    server = await startServer({
      ...database.options,
      reviewBudget: BUDGET,
      reviewProcess: {
        stuckMs: 500,
        retryMs: 1,
        attempts: 2,
        started: (pid) => {
          pids.push(pid);
          process.kill(pid, 'SIGSTOP');
        },
      },
    });
    const db = await openDatabase(database.options);
    try {
      const status = await eventually(async () => {
        const stored = await storedReview(db.db, matchId);
        return stored?.status.status === 'unavailable' && stored.status;
      }, 60_000);
      expect(status).toEqual({ status: 'unavailable', reason: 'reviewStuck' });
      expect(pids).toHaveLength(2);
      expect(await reviewAttempts(db.db, matchId)).toBe(2);
    } finally {
      await db.close();
    }
  });
});
