import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventText, LEADERS, TREACHERY_CARDS, tableNames, type DuneState, type DuneView } from '@arrakis/dune';
import { GAMES } from '../src/games.ts';
import { visibleTo } from '../src/matchLoader.ts';
import { isPublicAddress } from '../src/webhooks/address.ts';
import { webhookBody } from '../src/webhooks/announcer.ts';
import { WebhookQueue } from '../src/webhooks/queue.ts';
import { DIALECTS } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, eventually, readServerSide, statesAt } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { postMatch, serverOn } from './helpers/testServer.ts';

describe('the webhook address classifier', () => {
  it('refuses loopback, private, shared, link-local, multicast, unspecified and reserved IPv4', () => {
    for (const address of [
      '0.0.0.0',
      '0.1.2.3',
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('allows public IPv4, including the neighbours of the refused ranges', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses unspecified, loopback, link-local, unique-local, multicast and documentation IPv6', () => {
    for (const address of [
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      'ff05::2',
      '2001:db8::1',
      '100::1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('judges the IPv4-mapped, -compatible, NAT64 and 6to4 forms as the IPv4 address they carry', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:10.0.0.1',
      '::ffff:192.168.0.1',
      '::ffff:0.0.0.0',
      '::ffff:0:127.0.0.1',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::1.1.1.1', '2002:808:808::1'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('allows global unicast IPv6 and refuses what is not an address', () => {
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4007:80e::200e'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['', 'localhost', '127.1', '1.2.3.4.5', '::ffff:1.2.3', 'gggg::1'])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

/** A local receiver standing in for Discord: it keeps every body it is sent. */
async function receiver(
  failFirst = 0,
): Promise<{ server: Server; url: string; contents: string[]; requests: () => number; underWay: () => number }> {
  const contents: string[] = [];
  let requests = 0;
  let ended = 0;
  const server = createServer((request, response) => {
    request.on('end', () => ended++);
    if (++requests <= failFirst) {
      request.resume();
      response.writeHead(503).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      expect(body.length).toBeLessThanOrEqual(2048);
      const parsed = JSON.parse(body.toString('utf8')) as { content: string; allowed_mentions: unknown };
      expect(parsed.allowed_mentions).toEqual({ parse: [] });
      contents.push(parsed.content);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    url: `http://127.0.0.1:${port}/hook`,
    contents,
    requests: () => requests,
    underWay: () => requests - ended,
  };
}

describe.each(DIALECTS)('webhooks (%s)', (dialect) => {
  // The person answers every decision (no auto-pass): each of its decision points is one it plays.
  const env = serverOn(dialect, () => ({
    webhooks: { allowPrivate: true, backoffMs: [50, 100] },
    autoPassDelay: null,
  }));
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    hook = await receiver();
  });
  afterAll(async () => {
    await new Promise((resolve) => hook.server.close(resolve));
  });

  it('a 4-seat game posts one message per decision point of the person and one per phase, nothing hidden', async () => {
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: [
        { kind: 'human', name: 'Alia' },
        { kind: 'bot', botLevel: 'heuristic' },
        { kind: 'bot', botLevel: 'heuristic' },
        { kind: 'bot', botLevel: 'heuristic' },
      ],
      webhookUrl: hook.url,
      lang: 'fr',
    });
    const { client } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    await playSeats([client], (u) => (u.view as DuneView).turn >= 2 && (u.decisionCount ?? 0) > 0, 400);
    await client.close();
    // The bots are done once only the person is awaited (or the game is over): nothing moves any more.
    const side = await eventually(async () => {
      const s = await readServerSide(env.database.options, created.matchId);
      const waiting = GAMES.dune.game.decisions(s.state).map((d) => d.seat);
      const personOnly = waiting.length > 0 && waiting.every((seat) => seat === 0);
      return (personOnly || s.match.status !== 'active') && s;
    });
    const states = statesAt(side);
    const deciding = (state: DuneState) => GAMES.dune.game.decisions(state).some((d) => d.seat === 0);
    let turns = 0;
    let phases = 0;
    states.forEach((state, seq) => {
      const before = states[seq - 1];
      if (before && before.phase !== state.phase) phases++;
      if (deciding(state) && (!before || !deciding(before) || side.actions[seq - 1]!.seat === 0)) turns++;
    });
    expect(phases).toBeGreaterThanOrEqual(3);
    expect(turns).toBeGreaterThan(0);

    const isTurn = (c: string) => c.startsWith('À Alia (') && / de jouer \(.+\)\.$/.test(c);
    const isPhase = (c: string) => c.startsWith('**Fin de la phase ');
    await eventually(() => Promise.resolve(hook.contents.length >= turns + phases), 20_000);
    expect(hook.contents.filter(isTurn)).toHaveLength(turns);
    expect(hook.contents.filter(isPhase)).toHaveLength(phases);
    expect(hook.contents).toHaveLength(turns + phases);

    // What a spectator reads (the public events, in the same words) may appear; nothing else secret may.
    const names = tableNames(
      'fr',
      side.state.seats,
      side.match.seats.map((s) => s.name),
    );
    const events = side.actions.flatMap((a) => a.events);
    const publicText = events
      .filter((e) => visibleTo(e, null))
      .map((e) => eventText(e, 'fr', names))
      .join('\n');
    const privateLines = events.filter((e) => !visibleTo(e, null)).map((e) => eventText(e, 'fr', names));
    expect(privateLines.length).toBeGreaterThan(0);
    const hiddenNames = Object.values(side.state.factions)
      .flatMap((f) => [
        ...f.traitors.map((id) => LEADERS[id].name.fr),
        ...f.traitorDraw.map((id) => LEADERS[id].name.fr),
        ...f.hand.map((id) => TREACHERY_CARDS[id].name.fr),
      ])
      .filter((name) => !publicText.includes(name));
    expect(hiddenNames.length).toBeGreaterThan(0);
    for (const content of hook.contents) {
      for (const line of privateLines) expect(content).not.toContain(line);
      for (const name of hiddenNames) expect(content).not.toContain(name);
    }
  }, 120_000);

  it('speaks Imperium too, in the language asked: whose turn, named by leader', async () => {
    const imperiumHook = await receiver();
    try {
      await createMatch(env.server.url, {
        game: 'imperium',
        seats: [{ kind: 'human', name: 'Gurney' }, { kind: 'bot' }],
        webhookUrl: imperiumHook.url,
        lang: 'nl',
      });
      // The bot may play first (its turns are not announced): the person's turn comes once the game reaches it.
      const turn = /^Gurney \(.+\) is aan de beurt \(.+\)\.$/;
      await eventually(() => Promise.resolve(imperiumHook.contents.some((c) => turn.test(c))));
      for (const content of imperiumHook.contents)
        expect(turn.test(content) || content.startsWith('**Einde van de fase '), content).toBe(true);
    } finally {
      await new Promise((resolve) => imperiumHook.server.close(resolve));
    }
  });

  it('retries a message the receiver failed to take, with backoff', async () => {
    const flaky = await receiver(2);
    try {
      await createMatch(env.server.url, {
        game: 'dune',
        seats: [{ kind: 'human', name: 'Jessica' }, { kind: 'bot' }],
        // rules 000 §3.E.2: the Atreides picks a traitor at once, so the first message is the person's turn.
        options: { factions: ['atreides', 'emperor'] },
        webhookUrl: flaky.url,
        lang: 'en',
      });
      // The first decision of the person: announced at creation, refused twice, delivered on the third attempt.
      const [first] = await eventually(() => Promise.resolve(flaky.contents.length > 0 && flaky.contents));
      expect(first).toMatch(/^Jessica \(.+\) to play \(.+\)\.$/);
      // Later messages wait behind the first one: each was sent once. Counted with no request under way (one that
      // has arrived but whose body is not read yet is in `requests` and not yet in `contents`).
      const extra = await eventually(() =>
        Promise.resolve(flaky.underWay() === 0 && flaky.requests() - flaky.contents.length),
      );
      expect(extra).toBe(2);
    } finally {
      await new Promise((resolve) => flaky.server.close(resolve));
    }
  });
});

describe('the webhook queue', () => {
  const queue = (allowPrivate: boolean, errors: unknown[]) =>
    new WebhookQueue({
      policy: { allowPrivate },
      capacity: 2,
      backoffMs: [10],
      concurrency: 1,
      report: (error) => errors.push(error),
    });

  it('checks the address again before each attempt: a refused one is never connected to', async () => {
    const hook = await receiver();
    try {
      const errors: unknown[] = [];
      const strict = queue(false, errors);
      expect(strict.push({ matchId: 'm', url: hook.url, body: webhookBody('Hidden network?') })).toBe(true);
      await strict.idle();
      expect(hook.requests()).toBe(0);
      const open = queue(true, errors);
      open.push({ matchId: 'm', url: hook.url, body: webhookBody('Allowed by the operator') });
      await open.idle();
      expect(hook.contents).toEqual(['Allowed by the operator']);
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => hook.server.close(resolve));
    }
  });

  it('is bounded: past its capacity a message is dropped and reported', () => {
    const errors: unknown[] = [];
    const full = queue(false, errors);
    // Every message of one match waits behind the first: the queue fills.
    const pushed = [1, 2, 3, 4].map((n) =>
      full.push({ matchId: 'm', url: 'https://127.0.0.1/hook', body: webhookBody(`message ${n}`) }),
    );
    expect(pushed).toEqual([true, true, true, false]);
    expect(errors).toHaveLength(1);
    full.close();
  });

  it('cuts a long text so that the body stays within 2 KB', () => {
    const body = webhookBody('é'.repeat(5_000));
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(2_048);
    expect((JSON.parse(body) as { content: string }).content.endsWith('…')).toBe(true);
  });
});

describe.each(DIALECTS)('webhook addresses refused by default (%s)', (dialect) => {
  const env = serverOn(dialect);
  const create = (webhookUrl: string) =>
    postMatch(env.server.url, { game: 'dune', seats: [{ kind: 'human' }, { kind: 'bot' }], webhookUrl });

  it('refuses loopback, private and local names at creation with webhookAddressRefused', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
    ])
      expect(await create(url), url).toEqual({ status: 400, code: 'webhookAddressRefused' });
  });

  it('refuses plain http with webhookNotHttps, and what is not a URL', async () => {
    expect(await create('http://example.com/hook')).toEqual({ status: 400, code: 'webhookNotHttps' });
    expect(await create('ftp://example.com/hook')).toEqual({ status: 400, code: 'webhookNotHttps' });
    expect(await create('not a url')).toEqual({ status: 400, code: 'webhookBadUrl' });
    expect(await create('https://user:secret@example.com/hook')).toEqual({ status: 400, code: 'webhookBadUrl' });
  });
});
