import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { cardOfKind, kindOf } from '../../src/cards.ts';
import { TREACHERY_CARDS, TREACHERY_CARD_IDS, type TreacheryKind } from '../../src/data/treachery.ts';

const KINDS = [...new Set(Object.values(TREACHERY_CARDS).map((c) => c.kind))] as TreacheryKind[];

describe('a card kind looked up in a hand', () => {
  it('rules 000 annexe 4: each card has the kind its table gives', () => {
    for (const id of TREACHERY_CARD_IDS) expect(kindOf(id)).toBe(TREACHERY_CARDS[id].kind);
  });

  it('the first card of each kind in a hand, as the hand changes in place', () => {
    const state = fixture({ factions: ['atreides', 'harkonnen'], seed: 'kinds', treacheryDeck: 'descartes43' })
      .hand('harkonnen', [])
      .build();
    const hand = state.factions.harkonnen!.hand;
    const firstOf = (kind: TreacheryKind) => hand.find((c) => TREACHERY_CARDS[c].kind === kind) ?? null;
    // Every card in, then out again from the front, each step compared for every kind.
    const cards = [...TREACHERY_CARD_IDS].reverse();
    const steps = [...cards.map((c) => () => hand.push(c)), ...cards.map(() => () => hand.shift())];
    for (const step of steps) {
      step();
      for (const kind of KINDS) expect(cardOfKind(state, 1, kind)).toBe(firstOf(kind));
    }
    // Cards read back from JSON are equal strings, not the same ones.
    const copy = JSON.parse(JSON.stringify(state)) as typeof state;
    copy.factions.harkonnen!.hand.push(...cards.map((c) => c.split('').join('') as typeof c));
    for (const kind of KINDS) {
      expect(cardOfKind(copy, 1, kind)).toBe(
        copy.factions.harkonnen!.hand.find((c) => TREACHERY_CARDS[c].kind === kind),
      );
    }
  });
});
