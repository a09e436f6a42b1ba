import { readGameRecord } from '@arrakis/engine/records';
import { describe, expect, it } from 'vitest';
import { lastEventText } from '../../src/lobby/lastEvent.ts';
import { listedLocal, listedOnline, sortGames } from '../../src/lobby/MyGames.tsx';
import { createLocalHost } from '../../src/transport/localHost.ts';
import type { FromLocal } from '../../src/transport/localProtocol.ts';
import { memoryStore, type LocalGameSummary, type LocalStore } from '../../src/transport/localStore.ts';
import type { Update } from '../../src/transport/types.ts';

/** A host on a store, and a way to wait for what it posts (the store answers asynchronously). */
function hostOn(store: LocalStore) {
  const messages: FromLocal[] = [];
  const waiting = new Set<() => void>();
  const host = createLocalHost((message) => {
    messages.push(message);
    for (const check of waiting) check();
  }, store);
  const until = (count: (m: readonly FromLocal[]) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (count(messages)) {
          waiting.delete(check);
          resolve();
        }
      };
      waiting.add(check);
      check();
    });
  const updates = () => messages.flatMap((m) => (m.type === 'update' ? [m.update] : []));
  const errors = () => messages.flatMap((m) => (m.type === 'error' ? [m.error] : []));
  return { host, until, updates, errors, messages };
}

const people = [
  { name: 'Anne', kind: 'human' as const },
  { name: 'Bert', kind: 'human' as const },
];

/**
 * Plays `count` answers of whichever person the game waits for (never a gift: it would not move the game on); a
 * window the host answers for a person (issue 14, no empty prompts) is waited for, not counted.
 */
async function play(run: ReturnType<typeof hostOn>, count: number): Promise<Update<unknown, unknown>> {
  for (let i = 0; i < count; i++) {
    const last = run.updates().at(-1)!;
    const action = (last.actions as { type: string }[]).find((a) => a.type !== 'giftSpice');
    if (!action) {
      await run.until(() => (run.updates().at(-1)?.seq ?? 0) > last.seq);
      i--;
      continue;
    }
    const errors = run.errors().length;
    run.host.send({ type: 'action', action });
    await run.until(() => (run.updates().at(-1)?.seq ?? 0) > last.seq || run.errors().length > errors);
  }
  return run.updates().at(-1)!;
}

describe('local games are saved as they are played (docs/records.md)', () => {
  it('a hot-seat game resumed from its saved record is where it was, for the same seat', async () => {
    const store = memoryStore();
    const first = hostOn(store);
    first.host.send({
      type: 'start',
      id: 'g1',
      setup: { seats: people, options: {}, seed: 'saves-1' },
      botDelayMs: 0,
      autoPassDelay: { minMs: 0, maxMs: 0 },
    });
    await first.until((m) => m.some((x) => x.type === 'update'));
    const before = await play(first, 8);
    expect(before.seq).toBeGreaterThanOrEqual(8);
    first.host.close();

    const record = readGameRecord(await store.load('g1'));
    expect(record.ok && record.record.actions.length).toBe(before.seq);
    expect(record.ok && record.record.seats.map((s) => s.name)).toEqual(['Anne', 'Bert']);
    expect(record.ok && record.record.actions.every((a) => typeof a.at === 'number')).toBe(true);

    const second = hostOn(store);
    second.host.send({ type: 'resume', id: 'g1', botDelayMs: 0, autoPassDelay: { minMs: 0, maxMs: 0 } });
    await second.until((m) => m.length > 0);
    const after = second.updates()[0]!;
    expect(second.errors()).toEqual([]);
    expect({ seq: after.seq, seat: after.seat, view: after.view, actions: after.actions }).toEqual({
      seq: before.seq,
      seat: before.seat,
      view: before.view,
      actions: before.actions,
    });
    // The resumed game goes on being saved after what was there.
    const later = await play(second, 2);
    expect(second.errors()).toEqual([]);
    const summary = (await store.list())[0]!;
    expect(summary).toMatchObject({ id: 'g1', game: 'dune', seq: later.seq, status: 'active' });
    expect(later.seq).toBeGreaterThanOrEqual(before.seq + 2);
    expect(summary.players.map((p) => p.name)).toEqual(['Anne', 'Bert']);
    // "My games" says the last public event in the game's words (issue 14).
    expect(summary.lastEvent).toMatchObject({ visibility: 'public' });
    const listed = listedLocal(summary);
    expect(lastEventText('fr', 'dune', listed.players, listed.lastEvent!)).toMatch(/^\S.*[.!]$/);
  });

  it('a game played on in another tab is not overwritten: the stale tab stops and says why', async () => {
    const store = memoryStore();
    const first = hostOn(store);
    first.host.send({ type: 'start', id: 'g2', setup: { seats: people, options: {}, seed: 'saves-2' }, botDelayMs: 0 });
    await first.until((m) => m.some((x) => x.type === 'update'));
    const second = hostOn(store);
    second.host.send({ type: 'resume', id: 'g2', botDelayMs: 0 });
    await second.until((m) => m.length > 0);
    await play(second, 1);
    await play(first, 1);
    expect(first.errors().map((e) => e.code)).toEqual(['savedElsewhere']);
    expect(readGameRecord(await store.load('g2'))).toMatchObject({ ok: true, record: { actions: [{ seat: 0 }] } });
  });

  it('a saved record of a newer version, or of another engine version, is refused by name', async () => {
    const store = memoryStore();
    const summary: LocalGameSummary = {
      id: 'g3',
      game: 'dune',
      players: [],
      status: 'active',
      waitingFor: [],
      round: 1,
      phase: 'setup',
      seq: 0,
      createdAt: 0,
      updatedAt: 0,
    };
    const header = {
      id: 'g3',
      format: 'arrakis-game-record' as const,
      recordVersion: 1 as const,
      game: 'dune',
      engineVersion: 1,
      options: {},
      seats: people,
      seed: 's',
    };
    await store.create({ ...header, recordVersion: 2 as 1 }, summary);
    const newer = hostOn(store);
    newer.host.send({ type: 'resume', id: 'g3', botDelayMs: 0 });
    await newer.until((m) => m.length > 0);
    expect(newer.errors()).toMatchObject([{ code: 'savedGameUnreadable', params: { reason: 'newerRecord' } }]);

    await store.create({ ...header, engineVersion: 999 }, summary);
    const other = hostOn(store);
    other.host.send({ type: 'resume', id: 'g3', botDelayMs: 0 });
    await other.until((m) => m.length > 0);
    expect(other.errors()).toMatchObject([{ code: 'savedGameUnreadable', params: { reason: 'otherRules' } }]);

    const missing = hostOn(store);
    missing.host.send({ type: 'resume', id: 'nope', botDelayMs: 0 });
    await missing.until((m) => m.length > 0);
    expect(missing.errors().map((e) => e.code)).toEqual(['savedGameMissing']);
  });
});

describe('"My games" order', () => {
  const local = (id: string, status: 'active' | 'finished', waiting: number[], updatedAt: number) =>
    listedLocal({
      id,
      game: 'dune',
      players: [
        { name: 'Anne', kind: 'human', role: 'atreides' },
        { name: 'Bot 2', kind: 'bot', role: 'fremen' },
      ],
      status,
      waitingFor: waiting,
      round: 2,
      phase: 'bidding',
      seq: 10,
      createdAt: 0,
      updatedAt,
    });

  it('"your turn" first, then games under way, then finished ones; the latest played first within each', () => {
    const online = listedOnline(
      { matchId: 'm1', seat: 0, status: 'active', yourTurn: false, seq: 3, waitingFor: [1], lastMoveAt: 500 },
      't',
    );
    const games = [
      local('over', 'finished', [], 900),
      local('bots', 'active', [1], 100),
      online,
      local('mine-old', 'active', [0], 50),
      local('mine-new', 'active', [0], 60),
    ];
    expect(sortGames(games).map((g) => g.key)).toEqual([
      'local:mine-new',
      'local:mine-old',
      'online:m1:0',
      'local:bots',
      'local:over',
    ]);
  });
});

describe('"My games" says the last event (issue 14)', () => {
  const players = [
    { name: 'Anne', kind: 'human' as const, role: 'atreides' },
    { name: 'Bert', kind: 'human' as const, role: 'fremen' },
  ];

  it('in Dune’s words, naming the players as the list does', () => {
    // rules 000 §15 "Débarquement".
    const shipped = { type: 'shipped', params: { seat: 1, count: 2, to: 'arrakeen' } };
    expect(lastEventText('fr', 'dune', players, shipped)).toBe('Bert (Fremen) débarque 2 pions à Arrakeen.');
    expect(lastEventText('en', 'dune', players, shipped)).toBe('Bert (Fremen) ships 2 forces to Arrakeen.');
  });

  it('in Imperium’s words, for an online game whose server sends it', () => {
    const online = listedOnline(
      {
        matchId: 'm2',
        seat: 0,
        status: 'active',
        yourTurn: true,
        seq: 9,
        game: 'imperium',
        players: [
          { name: 'Anne', kind: 'human', faction: 'paulAtreides' },
          { name: 'Bert', kind: 'bot', faction: null },
        ],
        lastEvent: { type: 'victoryPoints', params: { seat: 0, change: 1 } },
      },
      't',
    );
    expect(lastEventText('fr', 'imperium', online.players, online.lastEvent!)).toBe(
      'Anne (Paul Atréides) gagne 1 point de victoire.',
    );
  });
});
