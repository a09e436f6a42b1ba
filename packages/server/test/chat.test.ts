import { describe, expect, it } from 'vitest';
import type { ChatLine, ServerMessage } from '../src/protocol.ts';
import { startServer } from '../src/index.ts';
import { chatReports } from '../src/storage/chatStore.ts';
import { openDatabase } from '../src/storage/database.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, eventually, matchSummary, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { serverOn } from './helpers/testServer.ts';

type ChatMessage = Extract<ServerMessage, { type: 'chat' }>;

const isChat = (m: ServerMessage): m is ChatMessage => m.type === 'chat';

/** Waits for a chat message to `client` holding a line with `text`. */
async function receives(client: SocketClient, text: string): Promise<ChatLine> {
  const found = await client.next((m) => isChat(m) && m.lines.some((l) => l.text === text), 10_000, 0);
  return (found as ChatMessage).lines.find((l) => l.text === text)!;
}

/** Sends a command and waits for the error it is refused with. */
async function refusal(client: SocketClient, message: Record<string, unknown>): Promise<string> {
  const from = client.messages.length;
  client.send(message);
  const reply = await client.next((m) => m.type === 'error', 10_000, from);
  return reply.type === 'error' ? reply.code : reply.type;
}

describe.each(DIALECTS)('chat (issue 18) (%s)', (dialect) => {
  const env = serverOn(dialect);

  /** Three people and three bots of Dune: sockets for the three seats and one spectator. */
  async function table() {
    const created = await createMatch(env.server.url, { game: 'dune', seats: seatsOf('hhhbbb') });
    const join = async (seat: number) =>
      (await SocketClient.join(env.server.url, created.matchId, created.invites[seat]!.token)).client;
    const [a, b, c] = [await join(0), await join(1), await join(2)];
    const spectator = (await SocketClient.join(env.server.url, created.matchId)).client;
    return { matchId: created.matchId, tokens: created.invites.map((i) => i.token), a, b, c, spectator };
  }

  it('the table channel reaches everyone; a private line only its two seats, on the wire too', async () => {
    const { matchId, a, b, c, spectator } = await table();
    a.send({ type: 'chat', to: 'table', text: '  Shall we talk of Arrakeen?  ' });
    for (const client of [a, b, c, spectator]) {
      const line = await receives(client, 'Shall we talk of Arrakeen?');
      expect(line).toMatchObject({ n: 1, from: 0, channel: 'table', to: null });
    }
    a.send({ type: 'chat', to: { seat: 1 }, text: 'Ally with me: the Harkonnen are weak.' });
    expect(await receives(a, 'Ally with me: the Harkonnen are weak.')).toMatchObject({ channel: 'private', to: 1 });
    expect(await receives(b, 'Ally with me: the Harkonnen are weak.')).toMatchObject({ n: 2, from: 0 });
    // A later public line reaches the others: the private one came before it, so they would have it by now.
    b.send({ type: 'chat', to: 'table', text: 'Agreed, publicly: nothing.' });
    await receives(c, 'Agreed, publicly: nothing.');
    await receives(spectator, 'Agreed, publicly: nothing.');
    for (const client of [c, spectator]) expect(client.raw.join('\n')).not.toContain('Harkonnen are weak');

    // Spectators talk among themselves; the seats read their channel only after the end.
    expect(await refusal(spectator, { type: 'chat', to: 'table', text: 'Go left!' })).toBe('chatSpectatorsOnly');
    expect(await refusal(spectator, { type: 'chat', to: { seat: 0 }, text: 'Psst' })).toBe('chatSpectatorsOnly');
    expect(await refusal(a, { type: 'chat', to: 'spectators', text: 'Hello watchers' })).toBe('chatSeatsNotSpectators');
    const second = (await SocketClient.join(env.server.url, matchId)).client;
    spectator.send({ type: 'chat', to: 'spectators', text: 'The Fremen will win.' });
    expect(await receives(second, 'The Fremen will win.')).toMatchObject({ from: null, channel: 'spectators' });
    a.send({ type: 'chat', to: 'table', text: 'marker' });
    await receives(a, 'marker');
    expect(a.raw.join('\n')).not.toContain('The Fremen will win.');

    // A later spectator gets the page it may read: no private line, the spectators' channel.
    const c2 = (await SocketClient.join(env.server.url, matchId)).client;
    const page = (await c2.next(isChat, 10_000, 0)) as ChatMessage;
    expect(page.live).toBe(false);
    expect(page.lines.map((l) => l.text)).toEqual([
      'Shall we talk of Arrakeen?',
      'Agreed, publicly: nothing.',
      'The Fremen will win.',
      'marker',
    ]);
    for (const client of [a, b, c, spectator, second, c2]) await client.close();
  });

  it('bad lines are refused by name and store nothing; the match goes on', async () => {
    const { matchId, a, b, c, spectator } = await table();
    const seqBefore = (await matchSummary(env.server.url, matchId)).seq;
    expect(await refusal(a, { type: 'chat', to: 'table', text: '<b>bold</b> move' })).toBe('chatMarkup');
    expect(await refusal(a, { type: 'chat', to: 'table', text: 'click <script>alert(1)</script>' })).toBe('chatMarkup');
    expect(await refusal(a, { type: 'chat', to: 'table', text: 'x'.repeat(501) })).toBe('chatTooLong');
    expect(await refusal(a, { type: 'chat', to: 'table', text: '   \n ' })).toBe('chatEmpty');
    expect(await refusal(a, { type: 'chat', to: 'table', text: 'tricky \u202etxet' })).toBe('chatControlCharacters');
    expect(await refusal(a, { type: 'chat', to: { seat: 0 }, text: 'to myself' })).toBe('chatNoSuchSeat');
    expect(await refusal(a, { type: 'chat', to: { seat: 6 }, text: 'to nobody' })).toBe('chatNoSuchSeat');
    expect(await refusal(a, { type: 'chat', to: 'table', text: 'hi', matchId: 'another-match' })).toBe(
      'chatWrongMatch',
    );
    expect(await refusal(a, { type: 'chat', to: 'everyone', text: 'hi' })).toBe('malformedMessage');
    expect(await refusal(a, { type: 'chat', to: 'table', text: 'hi', color: 'red' })).toBe('malformedMessage');
    expect(await refusal(a, { type: 'chatReport', n: 99 })).toBe('chatNoSuchLine');
    // 1 MB in one frame: the socket is closed by the WebSocket layer (1009), nothing reaches the match.
    const big = (await SocketClient.join(env.server.url, matchId)).client;
    big.sendRaw(JSON.stringify({ type: 'chat', to: 'spectators', text: 'y'.repeat(1024 * 1024) }));
    expect((await big.closed).code).toBe(1009);

    // A flood of 100 lines in one go: the first few pass, the rest are refused (chatRateLimited or the socket's own
    // limit), and exactly the lines that passed are stored.
    const from = b.messages.length;
    for (let i = 0; i < 100; i++) b.send({ type: 'chat', to: 'table', text: `flood ${i}` });
    const answers = () => {
      const replies = b.messages.slice(from);
      const passed = replies
        .filter(isChat)
        .flatMap((m) => m.lines.map((l) => l.text).filter((t) => t.startsWith('flood')));
      const refusals = replies.flatMap((m) => (m.type === 'error' ? [m.code] : []));
      return { passed, refusals };
    };
    await eventually(async () => answers().passed.length + answers().refusals.length >= 100, 20_000);
    const { passed, refusals } = answers();
    expect(passed.length).toBeGreaterThanOrEqual(1);
    expect(passed.length).toBeLessThanOrEqual(7);
    expect(refusals).toContain('chatRateLimited');
    expect(refusals.filter((code) => code !== 'chatRateLimited' && code !== 'rateLimited')).toEqual([]);
    expect(passed.length + refusals.length).toBe(100);

    const database = await openDatabase(env.database.options);
    try {
      const stored = await database.db.selectFrom('chat_lines').selectAll().where('match_id', '=', matchId).execute();
      expect(stored.map((r) => r.text).sort()).toEqual([...passed].sort());
    } finally {
      await database.close();
    }
    const side = await readServerSide(env.database.options, matchId);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.seq).toBeGreaterThanOrEqual(seqBefore);
    for (const client of [a, b, c, spectator]) await client.close();
  });

  it('mutes and reports are per seat and kept; the chat survives a restart of the server', async () => {
    const { matchId, tokens, a, b, c, spectator } = await table();
    c.send({ type: 'chatMute', seat: 0, muted: true });
    expect(await c.next((m) => m.type === 'chatSettings', 10_000, 0)).toEqual({
      type: 'chatSettings',
      muted: [0],
      shownWith: [],
    });
    a.send({ type: 'chat', to: 'table', text: 'Noise from seat 0' });
    b.send({ type: 'chat', to: 'table', text: 'Seat 1 speaking' });
    b.send({ type: 'chat', to: { seat: 0 }, text: 'Just between us' });
    await receives(c, 'Seat 1 speaking');
    await receives(spectator, 'Seat 1 speaking');
    expect(c.raw.join('\n')).not.toContain('Noise from seat 0');
    const noise = await receives(spectator, 'Noise from seat 0');
    spectator.send({ type: 'chatReport', n: noise.n });
    expect(await spectator.next((m) => m.type === 'chatReported')).toEqual({ type: 'chatReported', n: noise.n });
    const privateLine = await receives(a, 'Just between us');
    expect(await refusal(c, { type: 'chatReport', n: privateLine.n })).toBe('chatNoSuchLine');
    for (const client of [a, b, c, spectator]) await client.close();

    // Another server process on the same database: the lines, the mute and the report are there.
    const again = await startServer(env.database.options);
    try {
      const seat2 = await SocketClient.open(again.url, matchId);
      seat2.send({ type: 'hello', token: tokens[2]! });
      const page = (await seat2.next(isChat, 10_000, 0)) as ChatMessage;
      expect(page.lines.map((l) => l.text)).toEqual(['Seat 1 speaking']);
      expect(await seat2.next((m) => m.type === 'chatSettings', 10_000, 0)).toMatchObject({ muted: [0] });
      const seat0 = await SocketClient.open(again.url, matchId);
      seat0.send({ type: 'hello', token: tokens[0]! });
      const own = (await seat0.next(isChat, 10_000, 0)) as ChatMessage;
      expect(own.lines.map((l) => l.text)).toEqual(['Noise from seat 0', 'Seat 1 speaking', 'Just between us']);
      await seat2.close();
      await seat0.close();
      const database = await openDatabase(env.database.options);
      try {
        expect(await chatReports(database.db, matchId)).toMatchObject([{ n: noise.n, reporter: 'spectator' }]);
      } finally {
        await database.close();
      }
    } finally {
      await again.close();
    }
  });

  it('after the end, private lines are shown to everyone once both seats agree, and hidden again if one takes it back', async () => {
    const { matchId, a, b, c, spectator } = await table();
    a.send({ type: 'chat', to: { seat: 1 }, text: 'Our secret pact' });
    await receives(b, 'Our secret pact');
    // Before the end an agreement changes nothing for the others.
    a.send({ type: 'chatShow', seat: 1, shown: true });
    b.send({ type: 'chatShow', seat: 0, shown: true });
    await b.next((m) => m.type === 'chatSettings' && m.shownWith.includes(0), 10_000, 0);
    c.send({ type: 'chat', to: 'table', text: 'still playing' });
    await receives(c, 'still playing');
    expect(c.raw.join('\n')).not.toContain('Our secret pact');
    for (const client of [a, b, c]) client.send({ type: 'resign' });
    await eventually(async () => (await matchSummary(env.server.url, matchId)).status === 'finished', 90_000);
    // Everyone connected gets its page again at the end: now with the pact.
    await receives(c, 'Our secret pact');
    await receives(spectator, 'Our secret pact');
    const late = (await SocketClient.join(env.server.url, matchId)).client;
    await receives(late, 'Our secret pact');
    // One takes it back: a page without the line goes to everyone.
    const from = spectator.messages.length;
    a.send({ type: 'chatShow', seat: 1, shown: false });
    const page = (await spectator.next((m) => isChat(m) && !m.live, 10_000, from)) as ChatMessage;
    expect(page.lines.map((l) => l.text)).not.toContain('Our secret pact');
    for (const client of [a, b, c, spectator, late]) await client.close();
  });
});
