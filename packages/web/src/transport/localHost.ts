import { AutoPassSchedule, DEFAULT_AUTO_PASS_DELAY, type AutoPassDelay } from '@arrakis/engine';
import { readGameRecord } from '@arrakis/engine/records';
import { LocalGame, LocalSession, type LocalSeat } from './localGame.ts';
import type { FromLocal, ToLocal } from './localProtocol.ts';
import type { LocalHostHandle } from './local.ts';
import { SavedElsewhereError, type LocalStore } from './localStore.ts';
import type { ConnectionError } from './types.ts';

function saveError(error: unknown): ConnectionError {
  return error instanceof SavedElsewhereError
    ? { code: 'savedElsewhere', messageKey: 'saves.errors.savedElsewhere', params: {} }
    : {
        code: 'notSaved',
        messageKey: 'saves.errors.notSaved',
        params: { detail: error instanceof Error ? error.message : String(error) },
      };
}

/**
 * Runs a local game behind the message protocol: applies the screen's actions, plays the bots (one every
 * `botDelayMs`, so people can follow), and posts an update after every change. With a store, every action is saved
 * before the screen hears of it, so what a player saw is never lost by a reload; without one (the unit tests run
 * inline), nothing is saved and updates go out at once.
 */
export function createLocalHost(post: (message: FromLocal) => void, store?: LocalStore): LocalHostHandle {
  let session: LocalSession | null = null;
  let delay = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let autoPasses: AutoPassSchedule<unknown> | null = null;
  // Writes go one after the other, in the order the actions were played.
  let writes: Promise<void> = Promise.resolve();
  let halted = false;

  /** The windows the new state opens or closes for people: armed before anyone is shown the state. */
  const followWindows = () => {
    if (session && autoPasses) autoPasses.update(session.game.autoPassWindows());
  };
  const publish = () => {
    followWindows();
    if (session) post({ type: 'update', update: session.update() });
  };
  /** Saves what was played, then shows it and goes on with `next`. */
  const publishSaved = (next: () => void) => {
    const current = session;
    if (!current) return;
    if (!store || current.game.branched) {
      publish();
      next();
      return;
    }
    const { from, actions } = current.game.unsaved();
    current.game.markSaved(from + actions.length);
    const summary = current.game.summary();
    writes = writes
      .then(() => (actions.length > 0 ? store.append(current.game.matchId, from, actions, summary) : undefined))
      .then(
        () => {
          if (session !== current) return;
          publish();
          next();
        },
        (error: unknown) => {
          // An unsaved game stops here rather than play on to be lost.
          halted = true;
          post({ type: 'error', error: saveError(error) });
        },
      );
  };
  const playBots = () => {
    timer = null;
    if (!session || halted) return;
    if (delay <= 0) {
      if (session.game.runBots() > 0) publishSaved(() => undefined);
      return;
    }
    if (session.game.runBots(1) > 0) {
      publishSaved(() => {
        timer = setTimeout(playBots, delay);
      });
    }
  };
  const afterChange = () =>
    publishSaved(() => {
      if (timer === null) playBots();
    });

  const open = (game: LocalGame, botDelayMs: number, autoPassDelay: AutoPassDelay) => {
    autoPasses?.clear();
    const schedule = new AutoPassSchedule(autoPassDelay, (window) => {
      if (session?.game === game && game.answerWindow(window)) afterChange();
    });
    game.answeredByHost = (seat) => schedule.answers(seat);
    autoPasses = schedule;
    session = new LocalSession(game);
    delay = botDelayMs;
    afterChange();
  };

  const send = (message: ToLocal) => {
    switch (message.type) {
      case 'start': {
        const game = new LocalGame(message.setup, message.id);
        if (store && !game.branched) {
          writes = store.create(game.header(), game.summary()).catch((error: unknown) => {
            halted = true;
            post({ type: 'error', error: saveError(error) });
          });
        }
        open(game, message.botDelayMs, message.autoPassDelay ?? autoPassDelayFor(message.setup.seats));
        return;
      }
      case 'resume': {
        if (!store) return;
        writes = store.load(message.id).then(
          (stored) => {
            if (stored === null) {
              const missing = { code: 'savedGameMissing', messageKey: 'saves.errors.savedGameMissing', params: {} };
              post({ type: 'error', error: missing });
              return;
            }
            const reading = readGameRecord(stored);
            const game = reading.ok
              ? LocalGame.fromRecord(reading.record, message.id)
              : ({
                  code: 'savedGameUnreadable',
                  messageKey: 'saves.errors.savedGameUnreadable',
                  params: { reason: reading.refusal, detail: reading.detail },
                } satisfies ConnectionError);
            if (!(game instanceof LocalGame)) {
              post({ type: 'error', error: game });
              return;
            }
            const delayRange =
              message.autoPassDelay ?? (reading.ok ? autoPassDelayFor(reading.record.seats) : DEFAULT_AUTO_PASS_DELAY);
            open(game, message.botDelayMs, delayRange);
          },
          (error: unknown) => post({ type: 'error', error: saveError(error) }),
        );
        return;
      }
      case 'autoPass':
        session?.setAutoPass(message.enabled);
        publish();
        return;
      case 'explain': {
        const answer = session
          ? session.explain(message.action)
          : { seq: 0, error: { code: 'offline', messageKey: 'errors.offline', params: {} } };
        post({ type: 'explained', id: message.id, ...answer });
        return;
      }
      case 'action': {
        if (!session || halted) return;
        const error = session.send(message.action);
        if (error) post({ type: 'error', error });
        else afterChange();
        return;
      }
    }
  };
  return {
    send,
    close: () => {
      if (timer !== null) clearTimeout(timer);
      autoPasses?.clear();
      session = null;
    },
  };
}

/**
 * The delay matters only where someone could watch the speed: at a hot-seat table. One person against bots has
 * nobody to hide it from, and the windows close at once.
 */
export function autoPassDelayFor(seats: readonly Pick<LocalSeat, 'kind'>[]): AutoPassDelay {
  return seats.filter((s) => s.kind === 'human').length > 1 ? DEFAULT_AUTO_PASS_DELAY : { minMs: 0, maxMs: 0 };
}
