import { randomInt } from '@arrakis/engine';
import type { Bot } from './bot.ts';

/** Uniform over the actions it is given: the baseline every other bot is measured against (ARCHITECTURE §5). */
export function randomBot<V, A>(): Bot<V, A> {
  return {
    name: 'random',
    choose({ actions, seat, rng }) {
      if (actions.length === 0) throw new Error(`random bot at seat ${seat} was given no action`);
      return actions[randomInt(rng, actions.length)]!;
    },
  };
}
