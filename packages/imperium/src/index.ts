/**
 * Dune: Imperium (2020) content: the effect DSL, every card, space, leader and House Hagal card as typed data, and
 * renderers that turn any DSL node into French, English or Dutch text. See README.md.
 */
export * from './dsl/index.ts';
export * from './data/index.ts';
export * from './text/index.ts';
