import { describe, expect, it } from 'vitest';
import { fixture, TREACHERY_CARD_IDS } from '../src/index.ts';
import { allTreacheryCards, tokensOf } from './helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'fremen'] as const, seed: 'fx' };

describe('fixture builder', () => {
  it('refuses unknown territories, sectors, leaders, cards and factions with a clear message', () => {
    expect(() => fixture(factions).forces('atreides', 'nowhere' as 'arrakeen', 1, 1)).toThrow(
      /unknown territory 'nowhere'/,
    );
    expect(() => fixture(factions).forces('atreides', 'arrakeen', 3, 1)).toThrow(/no sector 3/);
    expect(() => fixture(factions).leaderInTanks('atreides', 'paul' as 'stilgar')).toThrow(/unknown leader 'paul'/);
    expect(() => fixture(factions).leaderInTanks('atreides', 'stilgar').build()).toThrow(/not a leader of atreides/);
    expect(() =>
      fixture(factions)
        .hand('atreides', ['spoon' as 'lasgun'])
        .build(),
    ).toThrow(/unknown treachery card 'spoon'/);
    expect(() => fixture(factions).hand('atreides', ['lasgun']).hand('harkonnen', ['lasgun']).build()).toThrow(
      /already in the hand of atreides/,
    );
    expect(() => fixture(factions).spice('emperor', 3).build()).toThrow(/emperor is not in this game/);
    expect(() => fixture(factions).forces('atreides', 'arrakeen', 9, 25).build()).toThrow(/only 10 tokens in reserve/);
  });

  it('conserves tokens and cards: forces come out of reserves, hands out of the deck', () => {
    const state = fixture(factions)
      .phase('movement')
      .forces('atreides', 'theGreatFlat', 14, 6)
      .tanks('atreides', 3)
      .hand('atreides', ['karama1', 'lasgun'])
      .build();
    for (const f of state.seats) expect(tokensOf(state, f)).toBe(20);
    // 10 - 6 - 3 = 1 in reserve, plus the 2 revived free at the start of the movement phase (rules 000 §9.B.1).
    expect(state.factions.atreides!.reserves).toBe(3);
    expect(allTreacheryCards(state)).toEqual([...TREACHERY_CARD_IDS.slice(0, 33)].sort());
  });

  it('is immutable-looking: each call returns a new builder', () => {
    const base = fixture(factions).phase('movement');
    const a = base.spice('atreides', 1).build();
    const b = base.build();
    expect(a.factions.atreides!.spice).toBe(1);
    expect(b.factions.atreides!.spice).toBe(10);
  });
});
