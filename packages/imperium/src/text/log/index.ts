export type { LogCatalogue, LogParams } from './catalogue.ts';
export { logPhrase } from './catalogue.ts';
export type { ImperiumNames, TableLike } from './names.ts';
export { imperiumTableNames } from './names.ts';
export type { LogEventLike, LogRefusalLike } from './render.ts';
export { imperiumEventText, imperiumRefusalText, isImperiumRefusal } from './render.ts';
export { LOG_TEXT } from './texts.ts';
export type { ImperiumLogPhase } from './groups.ts';
export { IMPERIUM_LOG_PHASES, IMPERIUM_ROUND_EVENT, imperiumLogPhase } from './groups.ts';
