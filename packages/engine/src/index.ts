export type { Json } from './json.ts';
export { canonicalJson, cloneJson, jsonEqual } from './json.ts';
export { hashText, stateHash } from './hash.ts';
export type { RngState } from './rng.ts';
export { seedRng, nextUint32, randomInt, shuffleInPlace, drawRandom } from './rng.ts';
export type { RuleError, RuleRef } from './errors.ts';
export { ruleError } from './errors.ts';
export type {
  ApplyResult,
  Decision,
  DefinedGame,
  Game,
  GameEvent,
  GameId,
  GameRules,
  Outcome,
  Seat,
  SeatSetup,
  Visibility,
} from './game.ts';
export { copyToPerform, defineGame } from './define.ts';
export type { LoggedAction, ReplayResult } from './replay.ts';
export { replay } from './replay.ts';
export type { ActionIssue, ActionSchema } from './parse.ts';
export { parseSized } from './parse.ts';
export type { QuickParse } from './quickParse.ts';
export { quickParseInputs, quickParser } from './quickParse.ts';
export type { GameRecord, RecordGuard, RecordedAction, RecordSeat } from './records.ts';
export { RECORD_FORMAT, RECORD_VERSION, recordProblem } from './records.ts';
export type { BranchSource, GameReview, KeyMoment, PlayOnRequest, ReviewPoint, ReviewStatus } from './review.ts';
export type { AutoPassAnswer, AutoPassDelay, AutoPassWindow } from './autoPass.ts';
export {
  AutoPassSchedule,
  autoPassDelayMs,
  autoPassWindows,
  cryptoUnit,
  DEFAULT_AUTO_PASS_DELAY,
  parseAutoPassDelay,
} from './autoPass.ts';
export type { CatalogueShape, PhraseParams } from './phrase.ts';
export { phrase } from './phrase.ts';
