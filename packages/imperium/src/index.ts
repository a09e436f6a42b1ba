/**
 * Dune: Imperium (2020) content: the effect DSL, every card, space, leader and House Hagal card as typed data, and
 * renderers that turn any DSL node into French, English or Dutch text. See README.md.
 */
export * from './dsl/index.ts';
export * from './data/index.ts';
export * from './editions/uprising/index.ts';
export * from './text/index.ts';
export { imperium, imperiumGame, advance, uprising } from './rules.ts';
export type { ContentSet, Edition, EditionId, RuleModule } from './edition.ts';
export { EDITIONS, editionOf, contentOf } from './editions/index.ts';
export { BASE_CONTENT, BASE_EDITION } from './editions/base.ts';
export { UPRISING_CONTENT, UPRISING_EDITION } from './editions/uprising/edition.ts';
export { UPRISING_SIX_EDITION } from './editions/uprising/six/edition.ts';
export type { ImperiumAction } from './actions.ts';
export type { ActionParser } from './actions.ts';
export { actionParser, actionSchema, MAX_ACTION_BYTES, parseAction } from './actions.ts';
export type { ImperiumOptions } from './options.ts';
export { DEFAULT_OPTIONS } from './options.ts';
export { imperiumOptionsSchema, uprisingOptionsSchema } from './optionsSchema.ts';
export type { EngineState, ImperiumState, PlayerState, TurnState, BoardState, Phase, CardId } from './state.ts';
export { ENGINE_VERSION } from './state.ts';
export type { Frame, EffectContext, UprisingFrame, SixPlayerFrame } from './frames.ts';
export type { AnyIds, BaseIds, EditionIds } from './ids.ts';
export type { EngineView, ImperiumView, PlayerView } from './view.ts';
export { SetupError, TROOPS_PER_PLAYER } from './setup.ts';
export { resampleHidden } from './testing/resample.ts';
export type { ImperiumBelief } from './determinize.ts';
export { determinize, InconsistentViewError } from './determinize.ts';
export { factionsOfTarget } from './effects/evaluate.ts';
export { autoPassAnswer } from './windows.ts';
