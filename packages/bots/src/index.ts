export type { Bot, BotInput, PlayableGame } from './bot.ts';
export { BotChoiceError, playSeat } from './bot.ts';
export { randomBot } from './randomBot.ts';
export type { DuneHeuristicBot, DuneHeuristicOptions } from './dune/heuristic.ts';
export { duneHeuristicBot } from './dune/heuristic.ts';
export type { DuneMemory } from './dune/memory.ts';
export { emptyMemory } from './dune/memory.ts';
export type { BotFactory } from './registry.ts';
export { BOTS, botNames } from './registry.ts';
export type { BotGame, BotGameInput } from './playGame.ts';
export { botRngSeed, MAX_BOT_STEPS, playBotGame } from './playGame.ts';
export type { BotRecord, Tally, TournamentInput, TournamentResult } from './tournament.ts';
export { percentile, rotation, runTournament, tournamentSeed, wilson } from './tournament.ts';
export type { RootStat, SearchBudget, SearchDomain, SearchInput, SearchResult } from './ismcts/search.ts';
export { ismcts } from './ismcts/search.ts';
export type { DuneIsmctsBot, DuneIsmctsOptions, IsmctsLevel } from './dune/ismctsBot.ts';
export { duneIsmctsBot, duneSearchDomain, ISMCTS_LEVELS } from './dune/ismctsBot.ts';
export { evaluateDune } from './dune/evaluate.ts';
export type { SearchGame } from './ismcts/levels.ts';
export { imperiumHeuristicBot, imperiumRanking } from './imperium/heuristic.ts';
export type { ImperiumIsmctsBot, ImperiumIsmctsOptions } from './imperium/ismctsBot.ts';
export {
  imperiumIsmctsBot,
  imperiumSearchDomain,
  uprisingIsmctsBot,
  uprisingSearchDomain,
} from './imperium/ismctsBot.ts';
export type { BotAction as ImperiumBotAction, BotView as ImperiumBotView } from './imperium/context.ts';
export { evaluateImperium } from './imperium/evaluate.ts';
export { DEFAULT_REVIEW_BUDGET, reviewRecord, ReviewReplayError, reviewSteps } from './review/review.ts';
export type { ReviewBudget, ReviewEntry } from './review/review.ts';
export { REVIEW_ENTRIES } from './review/entries.ts';
