import { readGameRecord } from '@arrakis/engine/records';
import { LocalGame, LocalSession } from './localGame.ts';
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
  // Writes go one after the other, in the order the actions were played.
  let writes: Promise<void> = Promise.resolve();
  let halted = false;

  const publish = () => {
    if (session) post({ type: 'update', update: session.update() });
  };
  /** Saves what was played, then shows it and goes on with `next`. */
  const publishSaved = (next: () => void) => {
    const current = session;
    if (!current) return;
    if (!store) {
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

  const open = (game: LocalGame, botDelayMs: number) => {
    session = new LocalSession(game);
    delay = botDelayMs;
    afterChange();
  };

  const send = (message: ToLocal) => {
    switch (message.type) {
      case 'start': {
        const game = new LocalGame(message.setup, message.id);
        if (store) {
          writes = store.create(game.header(), game.summary()).catch((error: unknown) => {
            halted = true;
            post({ type: 'error', error: saveError(error) });
          });
        }
        open(game, message.botDelayMs);
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
            if (game instanceof LocalGame) open(game, message.botDelayMs);
            else post({ type: 'error', error: game });
          },
          (error: unknown) => post({ type: 'error', error: saveError(error) }),
        );
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
      session = null;
    },
  };
}
