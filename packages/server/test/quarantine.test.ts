import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { MyMatch } from '../src/protocol.ts';
import { openDatabase } from '../src/storage/database.ts';
import type { DatabaseSchema } from '../src/storage/schema.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, matchSummary, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

/** Stops the server the way an operator does (SIGTERM: it closes cleanly). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function myMatches(url: string, tokens: string[]): Promise<MyMatch[]> {
  const response = await fetch(`${url}/api/my-matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokens }),
  });
  return (await response.json()) as MyMatch[];
}

async function withDb(database: TestDatabase, change: (db: Kysely<DatabaseSchema>) => Promise<unknown>): Promise<void> {
  const opened = await openDatabase(database.options);
  try {
    await change(opened.db);
  } finally {
    await opened.close();
  }
}

/** Plays `count` actions of a match through its seats' sockets, then closes them. */
async function play(url: string, matchId: string, tokens: string[], count: number): Promise<number> {
  const clients = await Promise.all(tokens.map(async (t) => (await SocketClient.join(url, matchId, t)).client));
  const { acknowledged } = await playSeats(clients, () => false, count);
  await Promise.all(clients.map((c) => c.close()));
  return acknowledged.length;
}

const CORRUPTIONS = [
  {
    name: 'a stored action the rules now refuse',
    reason: 'replayFailed',
    async corrupt(db: Kysely<DatabaseSchema>, matchId: string) {
      // No snapshot to start from: the replay must go through the refused action.
      await db.deleteFrom('snapshots').where('match_id', '=', matchId).execute();
      await db
        .updateTable('actions')
        .set({ action: JSON.stringify({ type: 'noSuchAction' }) })
        .where('match_id', '=', matchId)
        .where('seq', '=', 1)
        .execute();
    },
  },
  {
    name: 'an engine version this server does not replay',
    reason: 'engineVersionUnsupported',
    async corrupt(db: Kysely<DatabaseSchema>, matchId: string) {
      await db.updateTable('matches').set({ engine_version: 999 }).where('id', '=', matchId).execute();
    },
  },
] as const;

describe.each(DIALECTS)('issue 12 finding 4: one bad match does not take the others down (%s)', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it.each(CORRUPTIONS)(
    '$name: quarantined with reason $reason, the server starts and the rest plays on',
    async ({ reason, corrupt }) => {
      const first = await spawnServer(database.env);
      let second: ChildProcess | null = null;
      try {
        // The bad one has a bot and a move deadline, so the server takes it up at start (it used to fail there).
        const bad = await createMatch(first.url, { game: 'dune', seats: seatsOf('hb'), moveDeadlineSeconds: 300 });
        const healthy = await createMatch(first.url, { game: 'dune', seats: seatsOf('hh') });
        const badTokens = bad.invites.map((i) => i.token);
        const healthyTokens = healthy.invites.map((i) => i.token);
        expect(await play(first.url, bad.matchId, badTokens, 3)).toBe(3);
        expect(await play(first.url, healthy.matchId, healthyTokens, 4)).toBe(4);
        const healthyBefore = await readServerSide(database.options, healthy.matchId);
        await stop(first.child);

        await withDb(database, (db) => corrupt(db, bad.matchId));

        const restarted = await spawnServer(database.env);
        second = restarted.child;
        // Taken up at start: quarantined then, before anyone asked for it.
        await withDb(database, async (db) => {
          const row = await db
            .selectFrom('matches')
            .select(['quarantine', 'quarantine_detail'])
            .where('id', '=', bad.matchId)
            .executeTakeFirstOrThrow();
          expect(row.quarantine).toBe(reason);
          expect(row.quarantine_detail).toContain(bad.matchId);
        });

        const socket = await SocketClient.open(restarted.url, bad.matchId);
        socket.send({ type: 'hello', token: badTokens[0]! });
        const refusal = await socket.nextError();
        expect(refusal).toMatchObject({
          code: 'matchQuarantined',
          messageKey: 'errors.matchQuarantined',
          params: { reason },
        });
        socket.send({ type: 'ping' });
        expect(await socket.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
        await socket.close();

        const summary = await matchSummary(restarted.url, bad.matchId);
        expect(summary).toMatchObject({ matchId: bad.matchId, status: 'quarantined', quarantineReason: reason });
        expect(summary.seats.map((s) => s.kind)).toEqual(['human', 'bot']);

        const mine = await myMatches(restarted.url, [badTokens[0]!, ...healthyTokens]);
        expect(mine.find((m) => m.matchId === bad.matchId)).toMatchObject({ status: 'quarantined', yourTurn: false });
        expect(mine.find((m) => m.matchId === healthy.matchId)).toMatchObject({ status: 'active' });

        // The healthy match carries on from where it was.
        expect((await matchSummary(restarted.url, healthy.matchId)).status).toBe('active');
        expect(await play(restarted.url, healthy.matchId, healthyTokens, 3)).toBe(3);
        const healthyAfter = await readServerSide(database.options, healthy.matchId);
        expect(healthyAfter.seq).toBe(healthyBefore.seq + 3);
        expect(healthyAfter.hash).toBe(healthyAfter.replayedHash);
      } finally {
        await kill9(first.child);
        if (second) await kill9(second);
      }
    },
  );
});
