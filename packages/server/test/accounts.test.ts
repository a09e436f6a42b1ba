import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/storage/database.ts';
import type { AccountMatch, AttachSeatsResponse, CreateAccountResponse, MyMatch } from '../src/protocol.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { serverOn } from './helpers/testServer.ts';

describe.each(DIALECTS)('accounts (%s)', (dialect) => {
  const env = serverOn(dialect);
  const api = async (method: string, path: string, account?: string, body?: unknown) => {
    const response = await fetch(`${env.server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(account === undefined ? {} : { authorization: `Bearer ${account}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const newAccount = async () => ((await api('POST', '/api/accounts')).body as CreateAccountResponse).token;

  it('an account is a secret link of 256 random bits, stored only hashed', async () => {
    const created = await api('POST', '/api/accounts');
    expect(created.status).toBe(201);
    const { token } = created.body as CreateAccountResponse;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(token).not.toBe(await newAccount());
    const database = await openDatabase(env.database.options);
    try {
      const rows = await database.db.selectFrom('accounts').selectAll().execute();
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      await database.close();
    }
  });

  it('seats attached on one device list the same games on another, with their tokens; invite links still work', async () => {
    const first = await createMatch(env.server.url, { game: 'dune', seats: seatsOf('hhb') });
    const second = await createMatch(env.server.url, { game: 'imperium', seats: seatsOf('hb') });
    const account = await newAccount();
    const held = [first.invites[0]!.token, second.invites[0]!.token];
    const attached = await api('POST', '/api/accounts/seats', account, { tokens: [...held, 'not-a-seat-token'] });
    expect(attached).toEqual({ status: 200, body: { attached: 2 } satisfies AttachSeatsResponse });
    // Attaching again changes nothing.
    expect((await api('POST', '/api/accounts/seats', account, { tokens: held })).body).toEqual({ attached: 2 });

    // "Another device": nothing but the account's token.
    const listed = await api('GET', '/api/my-matches', account);
    expect(listed.status).toBe(200);
    const games = listed.body as AccountMatch[];
    expect(games.map((g) => [g.matchId, g.seat, g.token]).sort()).toEqual(
      [
        [first.matchId, 0, held[0]],
        [second.matchId, 0, held[1]],
      ].sort(),
    );
    // The same list as the seat tokens give on the first device.
    const byTokens = (await api('POST', '/api/my-matches', undefined, { tokens: held })).body as MyMatch[];
    expect(games.map(({ token: _token, ...g }) => g)).toEqual(byTokens);
    // A seat stays usable by its invite link alone.
    const { client, update } = await SocketClient.join(env.server.url, first.matchId, first.invites[1]!.token);
    expect(update.seat).toBe(1);
    await client.close();
  });

  it('refuses an unknown or missing account token with unknownAccount', async () => {
    for (const account of [undefined, 'x'.repeat(43)]) {
      expect(await api('GET', '/api/my-matches', account)).toEqual({
        status: 401,
        body: { error: expect.objectContaining({ code: 'unknownAccount' }) as unknown },
      });
      expect((await api('POST', '/api/accounts/seats', account, { tokens: [] })).status).toBe(401);
      expect((await api('DELETE', '/api/accounts', account)).status).toBe(401);
    }
  });

  it('deleting an account deletes it, its attachments and its seats’ chat lines; the others’ lines stay', async () => {
    const created = await createMatch(env.server.url, { game: 'dune', seats: seatsOf('hhb') });
    const join = async (seat: number) =>
      (await SocketClient.join(env.server.url, created.matchId, created.invites[seat]!.token)).client;
    const [a, b] = [await join(0), await join(1)];
    const say = async (client: SocketClient, text: string) => {
      client.send({ type: 'chat', to: 'table', text });
      await client.next((m) => JSON.stringify(m).includes(text));
    };
    await say(a, 'Mine: to be forgotten.');
    await say(b, 'Theirs: to be kept.');
    await a.close();
    await b.close();
    const account = await newAccount();
    await api('POST', '/api/accounts/seats', account, { tokens: [created.invites[0]!.token] });
    expect(await api('DELETE', '/api/accounts', account)).toEqual({ status: 200, body: { chatLines: 1 } });
    expect((await api('GET', '/api/my-matches', account)).status).toBe(401);
    const database = await openDatabase(env.database.options);
    try {
      const lines = await database.db
        .selectFrom('chat_lines')
        .select(['from_seat', 'text'])
        .where('match_id', '=', created.matchId)
        .execute();
      expect(lines.map((l) => l.text)).toEqual(['Theirs: to be kept.']);
      const rows = await database.db
        .selectFrom('account_seats')
        .selectAll()
        .where('match_id', '=', created.matchId)
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
    // The seat itself is still played by its invite link.
    const { client, update } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    expect(update.seat).toBe(0);
    await client.close();
  });
});
