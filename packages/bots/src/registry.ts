import type { DuneAction, DuneView } from '@arrakis/dune';
import type { EngineView, ImperiumAction, ImperiumView } from '@arrakis/imperium';
import type { BotAction } from './imperium/context.ts';
import type { Bot } from './bot.ts';
import { duneHeuristicBot } from './dune/heuristic.ts';
import { duneIsmctsBot } from './dune/ismctsBot.ts';
import { imperiumHeuristicBot } from './imperium/heuristic.ts';
import { imperiumIsmctsBot, uprisingIsmctsBot } from './imperium/ismctsBot.ts';
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
  // Dune: Imperium – Uprising (rules 004): the same bots, on the edition's views and actions.
  uprising: {
    random: () => randomBot<EngineView, BotAction>(),
    heuristic: () => imperiumHeuristicBot<EngineView, BotAction>(),
    ismcts: () => uprisingIsmctsBot({ level: 'medium' }),
    'ismcts-easy': () => uprisingIsmctsBot({ level: 'easy' }),
    'ismcts-medium': () => uprisingIsmctsBot({ level: 'medium' }),
    'ismcts-hard': () => uprisingIsmctsBot({ level: 'hard' }),
  } satisfies Record<string, BotFactory<EngineView, BotAction>>,
} as const;

export function botNames(game: keyof typeof BOTS): string[] {
  return Object.keys(BOTS[game]);
}
