import { describe, expect, it } from 'vitest';
import {
  isUprisingEffect,
  UPRISING_CONFLICT_CARDS,
  UPRISING_CONTRACTS,
  UPRISING_HAGAL_CARDS,
  UPRISING_IMPERIUM_DECK,
  UPRISING_INTRIGUE_DECK,
  UPRISING_LEADERS,
  UPRISING_RESERVE,
  UPRISING_RIVALS,
  UPRISING_STARTER_DECK,
  walkEffects,
  type Effect,
  type IntrigueAbility,
  type UprisingCard,
  type UprisingCost,
  type UprisingEffect,
  type UprisingLeader,
} from '../../src/index.ts';

/** Every list of effects in the Uprising content, named by where it sits. */
function uprisingEffectLists(): { readonly where: string; readonly effects: readonly Effect[] }[] {
  const lists: { where: string; effects: readonly Effect[] }[] = [];
  const cards: UprisingCard[] = [
    ...Object.values(UPRISING_STARTER_DECK),
    ...Object.values(UPRISING_RESERVE),
    ...Object.values(UPRISING_IMPERIUM_DECK),
  ];
  for (const card of cards) {
    for (const box of ['agent', 'reveal', 'acquire', 'trashed', 'discarded'] as const) {
      lists.push({ where: `${card.id}.${box}`, effects: card[box] });
    }
  }
  for (const card of Object.values(UPRISING_INTRIGUE_DECK)) {
    for (const timing of ['plot', 'combat', 'endgame'] as const) {
      const ability: IntrigueAbility | undefined =
        timing in card ? (card as Record<typeof timing, IntrigueAbility>)[timing] : undefined;
      if (ability) lists.push({ where: `${card.id}.${timing}`, effects: ability.effects });
    }
  }
  for (const card of Object.values(UPRISING_CONFLICT_CARDS)) {
    for (const rank of ['first', 'second', 'third'] as const)
      lists.push({ where: `${card.id}.${rank}`, effects: card[rank] });
  }
  for (const c of Object.values(UPRISING_CONTRACTS)) lists.push({ where: `contract.${c.id}`, effects: c.reward });
  const leaders: UprisingLeader[] = Object.values(UPRISING_LEADERS);
  for (const leader of leaders) {
    lists.push({ where: `${leader.id}.signetRing`, effects: leader.signetRing.effects });
    if (leader.ability.rule.kind === 'whenever')
      lists.push({ where: `${leader.id}.ability`, effects: leader.ability.rule.effects });
    for (const [i, step] of (leader.trainingTrack ?? []).entries())
      lists.push({ where: `${leader.id}.training${i}`, effects: step.effects });
  }
  for (const r of Object.values(UPRISING_RIVALS)) {
    lists.push({ where: `rival.${r.id}.signetRing`, effects: r.signetRing });
    lists.push({ where: `rival.${r.id}.scheme`, effects: r.scheme });
  }
  for (const card of Object.values(UPRISING_HAGAL_CARDS)) {
    for (const [i, p] of card.plays.entries()) lists.push({ where: `hagal.${card.id}.${i}`, effects: p.effects });
  }
  return lists;
}

const positive = (n: number) => Number.isInteger(n) && n > 0;

function costProblems(cost: UprisingCost): string[] {
  switch (cost.kind) {
    case 'resource':
    case 'influence':
    case 'troopsInConflict':
    case 'recallSpy':
    case 'discard':
    case 'retreat':
      return positive(cost.amount) ? [] : ['non-positive cost'];
    default:
      return [];
  }
}

/** What an interpreter would trip on in the Uprising nodes: amounts, empty branches, impossible picks. */
function problems(effect: Effect): string[] {
  switch (effect.kind) {
    case 'choose':
      return effect.options.length >= 2 && effect.pick >= 1 && effect.pick < effect.options.length
        ? effect.options.flatMap((o) => (o.effects.length > 0 ? [] : ['empty option']))
        : ['pick'];
    case 'payUprising':
      return effect.cost.length > 0 && effect.effects.length > 0 ? effect.cost.flatMap(costProblems) : ['empty pay'];
    case 'pay':
      return effect.cost.length > 0 && effect.effects.length > 0 ? [] : ['empty pay'];
    case 'ifUprising':
    case 'if':
      return effect.then.length > 0 ? [] : ['empty then'];
    case 'forEach':
    case 'whenAcquiringThisRound':
      return effect.effects.length > 0 ? [] : ['empty effects'];
    case 'summonSandworm':
      return positive(effect.amount) ? [] : ['amount'];
    case 'sortTopCards':
      return effect.draw + effect.discard + effect.trash === effect.look ? [] : ['sort'];
    case 'placeSpy':
      return effect.post.kind === 'icons' && effect.post.icons.length === 0 ? ['no post'] : [];
    default:
      return [];
  }
}

describe('the Uprising content is well formed for an interpreter', () => {
  it('positive amounts, non-empty branches, possible picks', () => {
    const found: string[] = [];
    for (const { where, effects } of uprisingEffectLists()) {
      for (const effect of walkEffects(effects))
        for (const p of problems(effect)) found.push(`${where}: ${effect.kind}: ${p}`);
    }
    expect(found).toEqual([]);
  });

  it('every Uprising DSL primitive is used by some content: none is dead', () => {
    const used = new Set<UprisingEffect['kind']>();
    for (const { effects } of uprisingEffectLists()) {
      for (const effect of walkEffects(effects)) if (isUprisingEffect(effect)) used.add(effect.kind);
    }
    expect([...used].sort()).toEqual(
      [
        'acquireToHand',
        'acquireWithSolari',
        'addMemory',
        'advanceTraining',
        'breakShieldWall',
        'controlConflictSpace',
        'forEach',
        'gainMakerHook',
        'ifUprising',
        'ignoreInfluenceRequirements',
        'influenceByPriority',
        'influenceWhereSpying',
        'noDeployThisTurn',
        'payUprising',
        'placeSpy',
        'recruitedMayDeploy',
        'returnThisCardToHand',
        'rivalHarvestUprising',
        'rivalInfluence',
        'sortTopCards',
        'summonSandworm',
        'takeContract',
        'whenAcquiringThisRound',
      ].sort(),
    );
  });

  it('walkEffects reaches inside the Uprising nodes', () => {
    const nested: Effect = {
      kind: 'ifUprising',
      condition: { kind: 'makerHook' },
      then: [
        {
          kind: 'payUprising',
          cost: [{ kind: 'recallSpy', amount: 1 }],
          effects: [{ kind: 'forEach', counter: { kind: 'spiesOnBoard' }, effects: [{ kind: 'draw', amount: 1 }] }],
        },
      ],
      else: [{ kind: 'whenAcquiringThisRound', effects: [{ kind: 'drawIntrigue', amount: 1 }] }],
    };
    expect([...walkEffects([nested])].map((e) => e.kind)).toEqual([
      'ifUprising',
      'payUprising',
      'forEach',
      'draw',
      'whenAcquiringThisRound',
      'drawIntrigue',
    ]);
  });

  it('isUprisingEffect tells the Uprising kinds from the 2020 ones', () => {
    expect(isUprisingEffect({ kind: 'placeSpy', post: { kind: 'any' }, mayShare: false })).toBe(true);
    expect(isUprisingEffect({ kind: 'draw', amount: 1 })).toBe(false);
    expect(
      isUprisingEffect({ kind: 'pay', cost: [{ kind: 'resource', resource: 'spice', amount: 1 }], effects: [] }),
    ).toBe(false);
  });
});
