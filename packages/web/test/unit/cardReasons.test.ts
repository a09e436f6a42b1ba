import type { Game } from '@arrakis/engine';
import { imperium, uprising } from '@arrakis/imperium';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { cardTries } from '../../src/imperium/cardReasons.tsx';
import { makeNames, type TableAction } from '../../src/imperium/content.ts';

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

/**
 * Over whole games of both editions: every card the screen marks as unusable now is one the game's `explain` refuses
 * by a rule (issue 21) — never `illegalAction`, the refusal of a shape that is no action of the decision — and no
 * card the seat may use is marked.
 */
describe('the cards that tell why they cannot be used (issue 21)', () => {
  // One walk per edition, generic over its state: the two editions' states are different types.
  const walk = <S, A, O>(game: Game<S, A, Parameters<typeof cardTries>[0], O>, options: O) => {
    const seats = [
      { name: 'A', kind: 'bot' as const },
      { name: 'B', kind: 'bot' as const },
    ];
    let state = game.setup(options, seats, 'card-reasons');
    const asked = { row: 0, intrigue: 0, hand: 0 };
    for (let step = 0; !game.outcome(state) && step < 600; step++) {
      const [decision] = game.decisions(state);
      const seat = decision!.seat;
      const view = game.view(state, seat);
      const actions = game.legalActions(state, seat) as readonly TableAction[];
      const names = makeNames(i18next.t, 'fr', view, []);
      const tries = cardTries(view, seat, actions, names.content);
      const player = view.players[seat]!;
      const zones = [
        ['row', tries.row, view.imperiumRow],
        ['intrigue', tries.intrigue, player.intrigues ?? []],
        ['hand', tries.hand, player.hand ?? []],
      ] as const;
      for (const [zone, tryCard, cards] of zones) {
        if (!tryCard) continue;
        for (const card of cards) {
          const action = tryCard(card);
          const where = `${zone} ${card} at ${JSON.stringify(actions.slice(0, 3))}`;
          if (action === null) {
            expect(
              game.explain(
                state,
                seat,
                actions.find((a) => 'card' in a && a.card === card)!,
              ),
              where,
            ).toBe(null);
            continue;
          }
          asked[zone]++;
          const reason = game.explain(state, seat, action);
          expect(reason, where).not.toBe(null);
          expect(reason!.code, where).not.toBe('illegalAction');
          expect(reason!.rule, where).toBeDefined();
        }
      }
      const result = game.apply(state, seat, actions[(step * 7) % actions.length]);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    // The game reached each kind of question at least once.
    expect(asked.row).toBeGreaterThan(0);
    expect(asked.intrigue).toBeGreaterThan(0);
    expect(asked.hand).toBeGreaterThan(0);
  };
  it('Dune: Imperium: row cards, Intrigues and hand cards are asked about only where the game has a rule for them', () =>
    walk(imperium, {}));
  it('Uprising: row cards, Intrigues and hand cards are asked about only where the game has a rule for them', () =>
    walk(uprising, {}));
});
