import type { DefinedGame, RngState, Seat } from '@arrakis/engine';

/** What a bot is given to decide: its seat's view and legal actions, nothing else (ARCHITECTURE §5). */
export interface BotInput<V, A> {
  readonly view: V;
  readonly actions: readonly A[];
  readonly seat: Seat;
  /** The bots' own random stream, never the game's. */
  readonly rng: RngState;
}

/** A player for any game: it sees `view(state, seat)` and the seat's legal actions, and returns one of them. */
export interface Bot<V, A> {
  readonly name: string;
  choose(input: BotInput<V, A>): A;
  /**
   * The same choice, thought off the main thread (worker threads) where the bot can; callers that may wait (the
   * server) prefer it, so that a long search never blocks other matches.
   */
  chooseAsync?(input: BotInput<V, A>): Promise<A>;
  /**
   * Whether the seat wants its interrupt actions (cards played at any time, answers to deals) offered with its
   * decision this time. Read from the view only; absent means never, which keeps games moving.
   */
  wantsInterrupts?(view: V, seat: Seat): boolean;
}

/** The parts of a game a bot's seat is played through. */
export type PlayableGame<S, A, V> = Pick<
  DefinedGame<S, A, V, unknown>,
  'view' | 'decisionActions' | 'interruptActions'
>;

/** A bot answered with something it was not offered: always a bug in the bot. */
export class BotChoiceError extends Error {
  constructor(bot: string, seat: Seat) {
    super(`bot ${bot} at seat ${seat} chose an action it was not offered`);
    this.name = 'BotChoiceError';
  }
}

/**
 * Asks `bot` for the action of `seat`: the one place that touches the state. The bot gets the seat's view and
 * its decision actions (plus its interrupt actions when it asks for them), and must return one of those.
 */
export function playSeat<S, A, V>(game: PlayableGame<S, A, V>, state: S, seat: Seat, bot: Bot<V, A>, rng: RngState): A {
  const view = game.view(state, seat);
  const asked = game.decisionActions(state, seat);
  const actions = bot.wantsInterrupts?.(view, seat) ? [...asked, ...game.interruptActions(state, seat)] : asked;
  const chosen = bot.choose({ view, actions, seat, rng });
  if (!actions.includes(chosen)) throw new BotChoiceError(bot.name, seat);
  return chosen;
}
