import type { DuneAction, DuneView } from '@arrakis/dune';
import type { ImperiumAction, ImperiumView } from '@arrakis/imperium';
import type { Bot } from './bot.ts';
import { duneHeuristicBot } from './dune/heuristic.ts';
import { duneIsmctsBot } from './dune/ismctsBot.ts';
import { imperiumHeuristicBot } from './imperium/heuristic.ts';
import { imperiumIsmctsBot } from './imperium/ismctsBot.ts';
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
  imperium: {
    random: () => randomBot<ImperiumView, ImperiumAction>(),
    heuristic: () => imperiumHeuristicBot(),
    ismcts: () => imperiumIsmctsBot({ level: 'medium' }),
    'ismcts-easy': () => imperiumIsmctsBot({ level: 'easy' }),
    'ismcts-medium': () => imperiumIsmctsBot({ level: 'medium' }),
    'ismcts-hard': () => imperiumIsmctsBot({ level: 'hard' }),
  } satisfies Record<string, BotFactory<ImperiumView, ImperiumAction>>,
} as const;

export function botNames(game: keyof typeof BOTS): string[] {
  return Object.keys(BOTS[game]);
}
