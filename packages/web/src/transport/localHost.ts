import { LocalGame, LocalSession } from './localGame.ts';
import type { FromLocal, ToLocal } from './localProtocol.ts';
import type { LocalHostHandle } from './local.ts';

/**
 * Runs a local game behind the message protocol: applies the screen's actions, plays the bots (one every
 * `botDelayMs`, so people can follow), and posts an update after every change.
 */
export function createLocalHost(post: (message: FromLocal) => void): LocalHostHandle {
  let session: LocalSession | null = null;
  let delay = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const publish = () => {
    if (session) post({ type: 'update', update: session.update() });
  };
  const playBots = () => {
    timer = null;
    if (!session) return;
    if (delay <= 0) {
      session.game.runBots();
      publish();
      return;
    }
    if (session.game.runBots(1) > 0) {
      publish();
      timer = setTimeout(playBots, delay);
    }
  };
  const afterChange = () => {
    publish();
    if (timer === null) playBots();
  };

  const send = (message: ToLocal) => {
    switch (message.type) {
      case 'start':
        session = new LocalSession(new LocalGame(message.setup));
        delay = message.botDelayMs;
        afterChange();
        return;
      case 'action': {
        if (!session) return;
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
