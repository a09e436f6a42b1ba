import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, stateHash } from '@arrakis/engine';
import { GAMES } from '../src/games.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, hashAfter, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';

describe.each(DIALECTS)('kill -9 mid-game (%s)', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('every acknowledged action survives, with the same seq and state hash, and play goes on', async () => {
    const first = await spawnServer(database.env);
    let second: ChildProcess | null = null;
    try {
      // People only: with no bot moving, an update for the next seq is the acknowledgement of one's own action.
      const created = await createMatch(first.url, { game: 'dune', seats: seatsOf('hhh') });
      const tokens = created.invites.map((i) => i.token);
      const clients = await Promise.all(
        tokens.map(async (t) => (await SocketClient.join(first.url, created.matchId, t)).client),
      );
      const { acknowledged, last } = await playSeats(clients, () => false, 60);
      expect(acknowledged).toHaveLength(60);

      // One more action on its way when the process dies: it may or may not have been committed.
      // The seat that must decide at that seq (its update may come after the others').
      const mover = await Promise.any(
        clients.map(async (c) => {
          await c.anyUpdate((u) => u.seq === last.seq && (u.decisionCount ?? 0) > 0, 10_000);
          return c;
        }),
      );
      mover.send({ type: 'action', seq: last.seq, action: mover.lastUpdate!.actions[0] });
      await kill9(first.child);

      const restarted = await spawnServer(database.env);
      second = restarted.child;
      const side = await readServerSide(database.options, created.matchId);
      expect(side.seq === 60 || side.seq === 61).toBe(true);
      for (const ack of acknowledged) {
        expect(side.actions[ack.seq - 1]).toMatchObject({ seq: ack.seq, seat: ack.seat, action: ack.action });
      }
      // The state the acknowledged actions lead to, computed apart from the server, is the stored one.
      const entry = GAMES.dune;
      const seats = side.match.seats.map((s) => ({ name: s.name, kind: s.kind }));
      const expected = replay(entry.game, side.match.options, seats, side.match.seed, acknowledged);
      expect(expected.ok).toBe(true);
      expect(hashAfter(side, 60)).toBe(stateHash(expected.state));
      // Loaded as the server loads it (the snapshot at 50, then the actions after it), the same as a full replay.
      expect(side.hash).toBe(side.replayedHash);

      const again = await Promise.all(
        tokens.map(async (t) => (await SocketClient.join(restarted.url, created.matchId, t)).client),
      );
      expect(again[0]!.lastUpdate!.seq).toBe(side.seq);
      const more = await playSeats(again, () => false, 5);
      expect(more.acknowledged).toHaveLength(5);
      expect(more.acknowledged[0]!.seq).toBe(side.seq + 1);
      await Promise.all([...clients, ...again].map((c) => c.close()));
    } finally {
      await kill9(first.child);
      if (second) await kill9(second);
    }
  });
});
