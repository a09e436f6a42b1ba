import type { DuneAction, DuneView } from '@arrakis/dune';
import type { Bot } from './bot.ts';
import { duneHeuristicBot } from './dune/heuristic.ts';
import { duneIsmctsBot } from './dune/ismctsBot.ts';
import { randomBot } from './randomBot.ts';

/** Makes a fresh bot for one seat of one game (a bot may remember what it saw during that game). */
export type BotFactory<V, A> = () => Bot<V, A>;

/** The bots each game can seat, by name (`arrakis tournament --seats`). */
export const BOTS = {
  dune: {
    random: () => randomBot<DuneView, DuneAction>(),
    heuristic: () => duneHeuristicBot(),
    ismcts: () => duneIsmctsBot({ level: 'medium' }),
    'ismcts-easy': () => duneIsmctsBot({ level: 'easy' }),
    'ismcts-medium': () => duneIsmctsBot({ level: 'medium' }),
    'ismcts-hard': () => duneIsmctsBot({ level: 'hard' }),
  } satisfies Record<string, BotFactory<DuneView, DuneAction>>,
} as const;

export function botNames(game: keyof typeof BOTS): string[] {
  return Object.keys(BOTS[game]);
}
