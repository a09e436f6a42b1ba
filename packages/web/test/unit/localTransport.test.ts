import { dune, type DuneAction } from '@arrakis/dune';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAction, describeEvent, makeNamer } from '../../src/game/text.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { connectLocal } from '../../src/transport/local.ts';
import { LocalGame } from '../../src/transport/localGame.ts';
import { createLocalHost } from '../../src/transport/localHost.ts';
import type { ConnectionEvent, LogEntry, Update } from '../../src/transport/types.ts';

const seats = (kinds: readonly ('human' | 'bot')[]) => kinds.map((kind, i) => ({ kind, name: `P${i + 1}` }));

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

describe('local transport', () => {
  it('sends the human seat an update with its view, its legal actions and the log', () => {
    const events: ConnectionEvent[] = [];
    const connection = connectLocal({
      setup: { seats: seats(['human', 'bot', 'bot']), options: {}, seed: 'web-1' },
      host: createLocalHost,
    });
    connection.subscribe((e) => events.push(e));
    const updates = events.flatMap((e) => (e.type === 'update' ? [e.update] : []));
    expect(updates.length).toBeGreaterThan(0);
    const last = updates[updates.length - 1]!;
    expect(last.seat).toBe(0);
    expect(last.view.you).toBe(0);
    expect(last.actions.length).toBeGreaterThan(0);
    expect(last.view.factions[last.view.seats[1]!]!.hand).toBeNull();
    expect(connection.hotSeat).toBe(false);
  });

  it('refuses an illegal action with a rule error and goes on after a legal one', () => {
    const events: ConnectionEvent[] = [];
    const connection = connectLocal({
      setup: { seats: seats(['human', 'bot']), options: {}, seed: 'web-2' },
      host: createLocalHost,
    });
    connection.subscribe((e) => events.push(e));
    connection.send({ type: 'nonsense' });
    expect(events.some((e) => e.type === 'error' && e.error.code === 'malformedAction')).toBe(true);
    const before = events
      .filter((e): e is Extract<ConnectionEvent, { type: 'update' }> => e.type === 'update')
      .at(-1)!.update;
    connection.send(before.actions.find((a) => a.type !== 'giftSpice')!);
    const after = events
      .filter((e): e is Extract<ConnectionEvent, { type: 'update' }> => e.type === 'update')
      .at(-1)!.update;
    expect(after.seq).toBeGreaterThan(before.seq);
  });

  it('hot-seat: shows the human the game waits for, each with its own whole log', () => {
    const events: ConnectionEvent[] = [];
    const connection = connectLocal({
      setup: { seats: seats(['human', 'human', 'bot']), options: {}, seed: 'web-3' },
      host: createLocalHost,
    });
    connection.subscribe((e) => events.push(e));
    expect(connection.hotSeat).toBe(true);
    const shown = new Set<number | null>();
    for (let i = 0; i < 40; i++) {
      const update = events
        .filter((e): e is Extract<ConnectionEvent, { type: 'update' }> => e.type === 'update')
        .at(-1)!.update;
      shown.add(update.seat);
      const action = update.actions.find((a) => a.type !== 'giftSpice' && a.type !== 'truthtrance');
      if (!action || update.status !== 'active') break;
      connection.send(action);
    }
    expect(shown).toEqual(new Set([0, 1]));
  });

  it.each(UI_LANGUAGES)('plays a whole bot game whose every action and event reads in %s', async (lang) => {
    await i18next.changeLanguage(lang);
    const game = new LocalGame({
      seats: seats(['bot', 'bot', 'bot', 'bot', 'bot', 'bot']),
      options: { treacheryDeck: 'descartes43' },
      seed: `web-lang-${lang}`,
    });
    const state = () => (game as unknown as { state: Parameters<typeof dune.view>[0] }).state;
    const labels: string[] = [];
    let steps = 0;
    while (!game.over && steps < 5000) {
      for (let seat = 0; seat < 6; seat++) {
        for (const action of dune.legalActions(state(), seat).slice(0, 50))
          labels.push(describeAction(makeNamer(i18next.t, lang, state().seats), action as DuneAction));
      }
      steps += game.runBots(25);
    }
    expect(game.over).toBe(true);
    const update = game.update(0, null) as Update;
    const namer = makeNamer(i18next.t, lang, update.view.seats, update.players);
    const texts = [...labels, ...update.log.map((e: LogEntry) => describeEvent(namer, e))];
    expect(update.log.some((e) => e.type === 'gameOver')).toBe(true);
    for (const text of texts) {
      expect(text).not.toMatch(/\{\{|undefined|NaN|\[object|^(action|event|ui)\./);
    }
  });

  it('runs Dune: Imperium the same way: bots to the end, updates named for their game, illegal input refused', () => {
    const game = new LocalGame({ game: 'imperium', seats: seats(['human', 'bot', 'bot']), options: {}, seed: 'imp-1' });
    game.runBots();
    const first = game.update(0, null);
    expect(first.game).toBe('imperium');
    expect(first.actions.length).toBeGreaterThan(0);
    expect(game.apply(0, { type: 'nonsense' })?.code).toBe('malformedAction');
    expect(game.update(0, null).seq).toBe(first.seq);
    const solo = new LocalGame({ game: 'imperium', seats: seats(['bot']), options: {}, seed: 'imp-2' });
    solo.runBots();
    expect(solo.over).toBe(true);
    expect(solo.update(0, null).log.some((e) => e.type === 'gameOver')).toBe(true);
    expect(new LocalGame({ seats: seats(['bot', 'bot']), options: {}, seed: 'dune-1' }).update(0, null).game).toBe(
      'dune',
    );
  });
});
