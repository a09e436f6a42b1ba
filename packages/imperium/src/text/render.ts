import type { Condition } from '../dsl/condition.ts';
import type { Cost } from '../dsl/cost.ts';
import type { Effect } from '../dsl/effect.ts';
import type { Language } from '../dsl/primitives.ts';
import type { Quantity } from '../dsl/quantity.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';
import type {
  ConditionText,
  Form,
  GainEffect,
  OtherCost,
  OtherEffect,
  Phrasebook,
  RenderContext,
  ResourceCost,
} from './phrasebook.ts';

export const PHRASEBOOKS: Readonly<Record<Language, Phrasebook>> = { fr, en, nl };

const GAIN_KINDS: ReadonlySet<Effect['kind']> = new Set(['gain', 'persuasion', 'swords', 'victoryPoints', 'influence']);
/**
 * Effects that read best as a sentence of their own: those with a sub-list, a "may" or a colon or semicolon inside.
 * The others share a sentence with their neighbours ("Gain 1 Persuasion and 1 sword, recruit 2 troops").
 */
const STANDALONE_KINDS: ReadonlySet<Effect['kind']> = new Set([
  'pay',
  'choose',
  'if',
  'opponents',
  'deploy',
  'retreat',
  'takeMentat',
  'gainSwordmaster',
  'takeHighCouncilSeat',
  'relocateAgent',
  'blockSpace',
  'infiltrate',
  'addAgentIcons',
  'acquiredCardsToTopOfDeck',
  'discountThisTurn',
  'reserveImperiumRowCard',
  'inspectTopCard',
  'stealIntrigue',
  'rivalHarvest',
  'signetRing',
  // Uprising kinds with a sub-list, a "may" or a colon.
  'payUprising',
  'ifUprising',
  'breakShieldWall',
  'sortTopCards',
  'whenAcquiringThisRound',
  'acquireWithSolari',
  'ignoreInfluenceRequirements',
  'recruitedMayDeploy',
  'noDeployThisTurn',
  'advanceTraining',
  'addMemory',
  'rivalHarvestUprising',
]);
const standsAlone = (effect: Effect): boolean =>
  STANDALONE_KINDS.has(effect.kind) || (effect.kind === 'recruit' && effect.deploy !== 'combatSpace');

const isGain = (effect: Effect): effect is GainEffect => GAIN_KINDS.has(effect.kind);

function applyPhrase<U extends { readonly kind: string }, R>(
  table: { readonly [K in U['kind']]: (node: Extract<U, { readonly kind: K }>, ctx: RenderContext) => R },
  node: U,
  ctx: RenderContext,
): R {
  const phrase = table[node.kind as U['kind']] as (node: U, ctx: RenderContext) => R;
  return phrase(node, ctx);
}

interface Clause {
  readonly text: string;
  readonly compound: boolean;
}

function context(book: Phrasebook, form: Form): RenderContext {
  return {
    form,
    list: (effects, innerForm) => book.and(clauses(book, effects, innerForm ?? form).map((c) => c.text)),
    costs: (costs) => renderCostList(book, costs),
    condition: (condition) => applyPhrase<Condition, ConditionText>(book.condition, condition, context(book, form)),
    amount: (quantity: Quantity) =>
      typeof quantity === 'number' ? { n: quantity, per: '' } : { n: quantity.times, per: book.counter(quantity.per) },
  };
}

function clauses(book: Phrasebook, effects: readonly Effect[], form: Form): Clause[] {
  const ctx = context(book, form);
  const result: Clause[] = [];
  let nouns: string[] = [];
  const flushGains = () => {
    if (nouns.length > 0) result.push({ text: book.gain(nouns, form), compound: false });
    nouns = [];
  };
  for (const effect of effects) {
    if (isGain(effect)) {
      nouns.push(applyPhrase<GainEffect, string>(book.gainNoun, effect, ctx));
      continue;
    }
    flushGains();
    result.push({
      text: applyPhrase<OtherEffect, string>(book.effect, effect, ctx),
      compound: standsAlone(effect),
    });
  }
  flushGains();
  return result;
}

function renderCostList(book: Phrasebook, costs: readonly Cost[]): string {
  const ctx = context(book, 'imperative');
  const parts: string[] = [];
  let nouns: string[] = [];
  const flush = () => {
    if (nouns.length > 0) parts.push(book.pay(nouns));
    nouns = [];
  };
  for (const cost of costs) {
    if (cost.kind === 'resource') {
      nouns.push(applyPhrase<ResourceCost, string>(book.payNoun, cost, ctx));
    } else {
      flush();
      parts.push(applyPhrase<OtherCost, string>(book.cost, cost, ctx));
    }
  }
  flush();
  return book.and(parts);
}

/**
 * Effects as sentences: consecutive simple effects share a sentence, the others stand alone. Empty for an empty
 * list.
 */
export function renderEffectsWith(book: Phrasebook, effects: readonly Effect[]): string {
  const sentences: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) sentences.push(book.sentence(book.and(run)));
    run = [];
  };
  for (const clause of clauses(book, effects, 'imperative')) {
    if (clause.compound) {
      flush();
      sentences.push(book.sentence(clause.text));
    } else {
      run.push(clause.text);
    }
  }
  flush();
  return sentences.join(' ');
}

/** Effects as text in one language. */
export function renderEffects(effects: readonly Effect[], language: Language): string {
  return renderEffectsWith(PHRASEBOOKS[language], effects);
}

/** Costs as one clause ("pay 2 spice"), not capitalised. */
export function renderCosts(costs: readonly Cost[], language: Language): string {
  return renderCostList(PHRASEBOOKS[language], costs);
}

/** A condition as a label ("Fremen Bond") or an if-clause, not capitalised. */
export function renderCondition(condition: Condition, language: Language): string {
  const book = PHRASEBOOKS[language];
  const text = applyPhrase<Condition, ConditionText>(book.condition, condition, context(book, 'imperative'));
  return 'label' in text ? text.label : text.clause;
}
