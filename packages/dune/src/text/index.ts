export type { DuneCatalogue, Params } from './catalogue.ts';
export { phrase } from './catalogue.ts';
export type { DuneNames } from './names.ts';
export { isTerritory, tableNames } from './names.ts';
export type { EventLike, RefusalLike } from './render.ts';
export { eventText, isDuneRefusal, planText, questionText, refusalText, voiceCommandText } from './render.ts';
export { DUNE_TEXT } from './texts.ts';
export type { DuneLogPhase } from './logGroups.ts';
export { DUNE_LOG_PHASES, duneLogPhase } from './logGroups.ts';
