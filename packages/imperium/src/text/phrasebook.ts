import type { Condition } from '../dsl/condition.ts';
import type { Cost } from '../dsl/cost.ts';
import type { Effect } from '../dsl/effect.ts';
import type { FactionTarget } from '../dsl/factionTarget.ts';
import type { AgentIcon, Faction, Language } from '../dsl/primitives.ts';
import type { Counter, Quantity } from '../dsl/quantity.ts';
import type { HagalTarget, IntrigueAbility, LeaderHook, LeaderTrigger } from '../dsl/content.ts';

/**
 * Who an effect speaks to: the player (imperative), an opponent undergoing it (third person), or an opponent's
 * option after "chooses" (infinitive). Only the effects an opponent can undergo have distinct forms.
 */
export type Form = 'imperative' | 'thirdPerson' | 'infinitive';

/** Effects whose nouns gather under a single "gain" verb: "gain 1 persuasion and 2 swords". */
export type GainEffect = Extract<Effect, { kind: 'gain' | 'persuasion' | 'swords' | 'victoryPoints' | 'influence' }>;
export type OtherEffect = Exclude<Effect, GainEffect>;
/** Costs whose nouns gather under a single "pay" verb: "pay 1 water and 1 spice". */
export type ResourceCost = Extract<Cost, { kind: 'resource' }>;
export type OtherCost = Exclude<Cost, ResourceCost>;

/** How a condition reads: a game term used as a label ("Fremen Bond:") or an if-clause. */
export type ConditionText = { readonly label: string } | { readonly clause: string };

/** What a phrase may ask of the renderer while building its text. */
export interface RenderContext {
  readonly form: Form;
  /** Inner effects as one clause list: "recruit 1 troop and draw 1 card". */
  list(effects: readonly Effect[], form?: Form): string;
  /** Costs as one clause list: "pay 1 water and 1 spice". */
  costs(costs: readonly Cost[]): string;
  condition(condition: Condition): ConditionText;
  /** The amount to show and, for a "per" quantity, the suffix saying what it is per. */
  amount(quantity: Quantity): { readonly n: number; readonly per: string };
}

type Phrases<U extends { readonly kind: string }, R> = {
  readonly [K in U['kind']]: (node: Extract<U, { readonly kind: K }>, ctx: RenderContext) => R;
};

/** Section labels used when a whole card or space is rendered. */
export interface Labels {
  readonly agent: string;
  readonly reveal: string;
  readonly acquire: string;
  readonly trashed: string;
  readonly plot: string;
  readonly combat: string;
  readonly endgame: string;
  readonly first: string;
  readonly second: string;
  readonly third: string;
  readonly cost: string;
  readonly requires: string;
  readonly controlBonus: string;
  readonly swords: string;
  readonly signetRing: string;
}

/** Everything one language needs to render the DSL. Every node kind must have a phrase: the compiler checks it. */
export interface Phrasebook {
  readonly language: Language;
  readonly gainNoun: Phrases<GainEffect, string>;
  /** "gain A, B and C" in the given form. */
  gain(nouns: readonly string[], form: Form): string;
  readonly effect: Phrases<OtherEffect, string>;
  readonly payNoun: Phrases<ResourceCost, string>;
  pay(nouns: readonly string[]): string;
  readonly cost: Phrases<OtherCost, string>;
  readonly condition: Phrases<Condition, ConditionText>;
  when(condition: ConditionText, then: string, otherwise: string | null): string;
  counter(counter: Counter): string;
  /** What follows "N influence": "with the Emperor", "with a Faction of your choice"… */
  influenceTarget(target: FactionTarget, n: number): string;
  faction(faction: Faction): string;
  agentIcon(icon: AgentIcon): string;
  and(items: readonly string[]): string;
  or(items: readonly string[]): string;
  /** Capitalised, with a final full stop. */
  sentence(text: string): string;
  window(window: NonNullable<IntrigueAbility['window']>): string;
  hook(hook: LeaderHook): string;
  trigger(trigger: LeaderTrigger): string;
  atSetup(effects: string): string;
  hagalTarget(target: HagalTarget, spaceName: string | null): string;
  /** "The controller of this space may deploy…" said of the Conflict's defensive bonus. */
  defensiveBonus(effects: string): string;
  /** "When you send an Agent here, its controller gains…" */
  controlBonus(effects: string): string;
  readonly oncePerGame: string;
  readonly combatSpace: string;
  makerSpace(baseSpice: number): string;
  readonly labels: Labels;
}
