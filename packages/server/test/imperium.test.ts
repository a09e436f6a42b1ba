import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, seedRng } from '@arrakis/engine';
import { resampleHidden } from '@arrakis/imperium/testing';
import { TEST_SEED } from './helpers/seed.ts';
import { imperium, type ImperiumState, type ImperiumView } from '@arrakis/imperium';
import { visibleTo } from '../src/matchLoader.ts';
import { startServer, type RunningServer } from '../src/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, eventually, matchSummary, readServerSide, statesAt } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

const random = { kind: 'bot' as const, botLevel: 'random' as const };
const human = { kind: 'human' as const };

async function post(baseUrl: string, body: unknown): Promise<{ status: number; code: string | undefined }> {
  const response = await fetch(`${baseUrl}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: payload.error?.code };
}

/** The card ids an event names in its parameters (`card`, `cards`, and the like). */
function cardsNamed(params: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(params).flatMap(([key, value]) => {
    if (!/card|intrigue/i.test(key)) return [];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  });
}

/** Where a view names a card (outside the public deck-and-hand pools), for a failure's message. */
function pathsOf(value: unknown, card: string, path = 'view'): string[] {
  if (value === card) return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'deckAndHand' || key === 'kind' ? [] : pathsOf(inner, card, `${path}.${key}`),
  );
}

/** Card ids anyone may see in a state: every public zone (a shared id such as `dagger` tells nothing). */
function publicCards(state: ImperiumState): string[] {
  // The reserve piles are named in every view (their counts).
  const ids: string[] = [...state.imperiumRow, ...state.trash, ...state.intrigueDiscard, ...Object.keys(state.reserve)];
  for (const p of state.players) {
    ids.push(...p.discard, ...p.inPlay, ...p.revealed);
    if (p.setAside) ids.push(p.setAside.card);
  }
  return ids;
}

describe.each(DIALECTS)('Dune: Imperium on the server (%s)', (dialect) => {
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

  it('a 4-seat match of random bots plays itself to the end; the log, snapshots and replay agree', async () => {
    const { matchId } = await createMatch(server.url, {
      game: 'imperium',
      seats: [random, random, random, random],
      options: { leaderSelection: 'choose' },
    });
    const summary = await eventually(async () => {
      const s = await matchSummary(server.url, matchId);
      return s.status === 'finished' && s;
    }, 60_000);
    expect(summary.game).toBe('imperium');
    expect(summary.seq).toBeGreaterThan(100);
    // The faction a seat plays is its leader, public once chosen.
    expect(summary.seats.every((s) => typeof s.faction === 'string')).toBe(true);
    const { client, update } = await SocketClient.join(server.url, matchId);
    expect(update.game).toBe('imperium');
    expect(update.status).toBe('finished');
    const view = update.view as ImperiumView;
    expect(view.result).not.toBeNull();
    expect(view.players).toHaveLength(4);
    const side = await readServerSide(database.options, matchId);
    expect(side.seq).toBe(summary.seq);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.actions.every((a) => a.source === 'bot')).toBe(true);
    await client.close();
  });

  it('solo: one bot seat against the two House Hagal Rivals, to the end', async () => {
    const { matchId } = await createMatch(server.url, {
      game: 'imperium',
      seats: [random],
      options: { difficulty: 'sardaukar' },
    });
    await eventually(async () => (await matchSummary(server.url, matchId)).status === 'finished', 60_000);
    const { client, update } = await SocketClient.join(server.url, matchId);
    const view = update.view as ImperiumView;
    expect(view.houseHagal?.mode).toBe('solo');
    expect(view.players).toHaveLength(3);
    expect(view.result).not.toBeNull();
    await client.close();
  });

  it('refuses bad Imperium requests: unknown bot levels, unknown options, 5 seats', async () => {
    expect(await post(server.url, { game: 'imperium', seats: [human, { kind: 'bot', botLevel: 'godlike' }] })).toEqual({
      status: 400,
      code: 'malformedRequest',
    });
    expect(await post(server.url, { game: 'imperium', seats: [human], options: { factions: ['fremen'] } })).toEqual({
      status: 400,
      code: 'badOptions',
    });
    expect(await post(server.url, { game: 'imperium', seats: [human], options: { difficulty: 'godlike' } })).toEqual({
      status: 400,
      code: 'badOptions',
    });
    expect(await post(server.url, { game: 'imperium', seats: [human, human, human, human, human] })).toEqual({
      status: 400,
      code: 'badSeatCount',
    });
    expect(
      await post(server.url, { game: 'imperium', seats: [human, human], options: { leaders: ['nope', 'x'] } }),
    ).toEqual({ status: 400, code: 'badOptions' });
    // A bot seat without a level plays the heuristic, as in Dune.
    const created = await createMatch(server.url, { game: 'imperium', seats: [human, { kind: 'bot' }, random] });
    const side = await readServerSide(database.options, created.matchId);
    expect(side.match.seats[1]?.botLevel).toBe('heuristic');
  });

  it('Imperium bots at every level: the heuristic and the search (worker threads) finish a game', async () => {
    const { matchId } = await createMatch(server.url, {
      game: 'imperium',
      seats: [{ kind: 'bot', botLevel: 'easy' }, { kind: 'bot', botLevel: 'heuristic' }, random],
    });
    await eventually(async () => (await matchSummary(server.url, matchId)).status === 'finished', 110_000);
    const side = await readServerSide(database.options, matchId);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.match.seats.map((s) => s.botLevel)).toEqual(['easy', 'heuristic', 'random']);
  });

  it("two people online: a seat's socket never carries another seat's hand, deck order or Intrigues", async () => {
    const created = await createMatch(server.url, { game: 'imperium', seats: [human, random, human, random] });
    const a = (await SocketClient.join(server.url, created.matchId, created.invites[0]!.token)).client;
    const b = (await SocketClient.join(server.url, created.matchId, created.invites[1]!.token)).client;
    expect(created.invites.map((i) => i.seat)).toEqual([0, 2]);
    const played = await playSeats([a, b], () => false, 3000);
    expect(played.last.status).toBe('finished');

    const side = await readServerSide(database.options, created.matchId);
    const states = statesAt(side) as unknown as ImperiumState[];
    let checkedCards = 0;
    let checkedIntrigues = 0;
    let checkedEntries = 0;
    const rng = seedRng(`${TEST_SEED}:resample`);
    for (const [client, me] of [
      [a, 0],
      [b, 2],
    ] as const) {
      const updates = client.messages.filter((m): m is Update => m.type === 'update');
      expect(updates.length).toBeGreaterThan(50);
      // What this seat learned through events addressed to it alone (its draws, the Intrigue stolen from it by
      // *Secrets*…), one entry per copy named.
      const learned: string[] = [];
      let logged = 0;
      for (const [index, message] of updates.entries()) {
        const state = states[message.seq]!;
        // The view is the engine's view for this seat, to the byte (the engine's own tests check views too:
        // packages/imperium/test/view.test.ts).
        expect(canonicalJson(message.view)).toBe(canonicalJson(imperium.view(state, me)));
        const view = message.view as ImperiumView;
        // No deck order, no RNG, no House Hagal deck: only counts.
        const raw = client.raw.filter((r) => r.includes('"update"'))[index]!;
        for (const key of ['"deck":', '"rng":', '"intrigueDeck":', '"imperiumDeck":', '"conflictDeck":'])
          expect(raw.includes(key), `${key} in an update of seat ${me}`).toBe(false);
        for (const p of view.players) {
          if (p.seat === me) continue;
          expect([p.hand, p.intrigues, p.topOfDeck, p.masterstroke]).toEqual([null, null, null, null]);
        }
        // The log: exactly the events of the new seqs that are public or addressed to this seat, in order (the
        // answer to the hello may start later: the earlier page comes with `history`).
        expect(message.logFrom ?? logged + 1).toBeGreaterThanOrEqual(logged + 1);
        const from = (message.logFrom ?? logged + 1) - 1;
        const expected = side.actions
          .filter((action) => action.seq > from && action.seq <= message.seq)
          .flatMap((action) =>
            action.events
              .filter((event) => visibleTo(event, me))
              .map((event) => ({ seq: action.seq, type: event.type, params: event.params })),
          );
        expect(message.log).toEqual(expected);
        checkedEntries += expected.length;
        for (const entry of message.log) {
          const event = side.actions[entry.seq - 1]!.events.find((e) => e.type === entry.type);
          if (event && event.visibility !== 'public') learned.push(...cardsNamed(entry.params));
        }
        logged = message.seq;

        // The view names no card that only another seat holds. Each player's deck and hand together are public by
        // counting (rules 002: every card entering or leaving them is shown), so they are checked as a whole, then
        // left out of the search; ids also used as DSL kinds (`infiltrate`) are not card names there.
        for (const p of view.players)
          expect(p.deckAndHand).toEqual([...state.players[p.seat]!.deck, ...state.players[p.seat]!.hand].sort());
        const seen = JSON.stringify(view)
          .replace(/"deckAndHand":\[[^\]]*\]/g, '')
          .replace(/"kind":"[^"]*"/g, '')
          .replace(/"[^"]*":/g, '');
        const mine = state.players[me]!;
        const known = new Set([...publicCards(state), ...mine.hand, ...mine.deck, ...mine.intrigues, ...learned]);
        // Copies are told apart by resampling: everything this seat cannot know (the other hands and Intrigues, drawn
        // again from what they could be, every deck order, the RNG) is re-randomised, and its view must not change.
        const resampled = resampleHidden(state, me, rng);
        expect(canonicalJson(imperium.view(resampled, me))).toBe(canonicalJson(message.view));
        // And by name: the view names no card that only another seat holds and this seat never learned of.
        for (const [seat, p] of state.players.entries()) {
          if (seat === me) continue;
          for (const [zone, cards] of [
            ['hand', p.hand],
            ['Intrigues', p.intrigues],
          ] as const) {
            for (const card of cards.filter((c) => !known.has(c))) {
              if (seen.includes(`"${card}"`))
                expect.fail(
                  `seat ${me} saw ${card} of seat ${seat}'s ${zone} at seq ${message.seq}: named at ${pathsOf(view, card).join(', ')}`,
                );
              if (zone === 'hand') checkedCards++;
              else checkedIntrigues++;
            }
          }
        }
      }
    }
    expect(checkedCards).toBeGreaterThan(100);
    expect(checkedIntrigues).toBeGreaterThan(10);
    expect(checkedEntries).toBeGreaterThan(100);
    await a.close();
    await b.close();
  }, 120_000);
});
