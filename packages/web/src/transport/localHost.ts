import { AutoPassSchedule, DEFAULT_AUTO_PASS_DELAY, type AutoPassDelay } from '@arrakis/engine';
import { LocalGame, LocalSession, type LocalSeat } from './localGame.ts';
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
  let autoPasses: AutoPassSchedule<unknown> | null = null;

  /** The windows the new state opens or closes for people: armed before anyone is shown the state. */
  const followWindows = () => {
    if (session && autoPasses) autoPasses.update(session.game.autoPassWindows());
  };
  const publish = () => {
    followWindows();
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
      case 'start': {
        autoPasses?.clear();
        const game = new LocalGame(message.setup);
        const schedule = new AutoPassSchedule(
          message.autoPassDelay ?? autoPassDelayFor(message.setup.seats),
          (window) => {
            if (session?.game === game && game.answerWindow(window)) afterChange();
          },
        );
        game.answeredByHost = (seat) => schedule.answers(seat);
        autoPasses = schedule;
        session = new LocalSession(game);
        delay = message.botDelayMs;
        afterChange();
        return;
      }
      case 'autoPass':
        session?.setAutoPass(message.enabled);
        publish();
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
      autoPasses?.clear();
      session = null;
    },
  };
}

/**
 * The delay matters only where someone could watch the speed: at a hot-seat table. One person against bots has
 * nobody to hide it from, and the windows close at once.
 */
export function autoPassDelayFor(seats: readonly LocalSeat[]): AutoPassDelay {
  return seats.filter((s) => s.kind === 'human').length > 1 ? DEFAULT_AUTO_PASS_DELAY : { minMs: 0, maxMs: 0 };
}
