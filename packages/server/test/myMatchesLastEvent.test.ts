import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type MyMatch, type RunningServer } from '../src/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { createMatch, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

async function myMatches(baseUrl: string, tokens: readonly string[]): Promise<MyMatch[]> {
  const response = await fetch(`${baseUrl}/api/my-matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokens }),
  });
  return (await response.json()) as MyMatch[];
}

describe.each(DIALECTS)('"my matches" says the last event (issue 14, %s)', (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer(database.options);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('gives the last public event, never a seat’s private one, and none before the first move', async () => {
    // rules 000 annexe 3: the Bene Gesserit's prediction is secret (a private event), its sealing public.
    const created = await createMatch(server.url, {
      game: 'dune',
      seats: seatsOf('hh'),
      options: { factions: ['beneGesserit', 'atreides'] },
    });
    const tokens = created.invites.map((i) => i.token);
    expect((await myMatches(server.url, tokens)).map((m) => m.lastEvent)).toEqual([null, null]);

    const joined = await Promise.all(tokens.map((token) => SocketClient.join(server.url, created.matchId, token)));
    const deciding = joined.find(({ update }) => update.actions.length > 0)!;
    deciding.client.send({ type: 'action', seq: deciding.update.seq, action: deciding.update.actions[0] });
    await deciding.client.nextUpdate((u) => u.seq > deciding.update.seq);

    const side = await readServerSide(database.options, created.matchId);
    const events = side.actions.flatMap((a) => a.events);
    const lastPublic = events.filter((e) => e.visibility === 'public').at(-1)!;
    expect(lastPublic).toBeDefined();
    for (const mine of await myMatches(server.url, tokens)) {
      expect(mine.lastEvent).toEqual({ type: lastPublic.type, params: lastPublic.params });
    }
    expect(events.some((e) => e.visibility !== 'public')).toBe(true);
    await Promise.all(joined.map(({ client }) => client.close()));
  });
});
