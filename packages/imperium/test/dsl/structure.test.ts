import { describe, expect, it } from 'vitest';
import { FACTIONS, walkEffects, type Cost, type Effect } from '../../src/index.ts';
import { allEffectLists } from '../content.ts';

const positive = (n: number) => Number.isInteger(n) && n > 0;

function costProblems(cost: Cost): string[] {
  switch (cost.kind) {
    case 'resource':
    case 'influence':
    case 'troopsInConflict':
      return positive(cost.amount) ? [] : ['non-positive cost'];
    case 'trashThisCard':
      return [];
  }
}

/** What an interpreter would trip on: amounts, empty branches, impossible picks, unknown Factions. */
function problems(effect: Effect): string[] {
  switch (effect.kind) {
    case 'gain':
    case 'persuasion':
    case 'swords':
      return typeof effect.amount === 'number'
        ? positive(effect.amount)
          ? []
          : ['amount']
        : positive(effect.amount.times)
          ? []
          : ['times'];
    case 'draw':
    case 'drawIntrigue':
    case 'victoryPoints':
    case 'discard':
    case 'lose':
    case 'recruit':
    case 'loseTroops':
      return positive(effect.amount) ? [] : ['amount'];
    case 'influence': {
      const target = effect.faction;
      const bad =
        target.kind === 'choice' && (target.among.length === 0 || !target.among.every((f) => FACTIONS.includes(f)));
      return positive(effect.amount) && !bad ? [] : ['influence'];
    }
    case 'deploy':
    case 'retreat':
      return effect.upTo === 'any' || positive(effect.upTo) ? [] : ['upTo'];
    case 'pay':
      return effect.cost.length > 0 && effect.effects.length > 0 ? effect.cost.flatMap(costProblems) : ['empty pay'];
    case 'choose':
      return effect.options.length >= 2 && effect.pick >= 1 && effect.pick < effect.options.length
        ? effect.options.flatMap((o) => [
            ...(o.effects.length > 0 ? [] : ['empty option']),
            ...(o.cost ?? []).flatMap(costProblems),
          ])
        : ['pick'];
    case 'if':
      return effect.then.length > 0 ? [] : ['empty then'];
    case 'opponents':
      return effect.effects.length > 0 ? [] : ['empty opponents'];
    default:
      return [];
  }
}

describe('every effect in the content is well formed for an interpreter', () => {
  it('positive amounts, non-empty branches, possible picks, known Factions', () => {
    const found: string[] = [];
    for (const { where, effects } of allEffectLists()) {
      for (const effect of walkEffects(effects)) {
        for (const problem of problems(effect)) found.push(`${where}: ${effect.kind}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('effects an opponent undergoes are ones that have an opponent form', () => {
    const allowed = new Set(['discard', 'loseTroops', 'choose']);
    for (const { where, effects } of allEffectLists()) {
      for (const effect of walkEffects(effects)) {
        if (effect.kind !== 'opponents') continue;
        for (const inner of walkEffects(effect.effects)) expect(allowed.has(inner.kind), where).toBe(true);
      }
    }
  });

  it('content is plain JSON data (saved in states and sent to workers)', () => {
    const lists = allEffectLists();
    expect(JSON.parse(JSON.stringify(lists))).toEqual(lists);
  });
});
