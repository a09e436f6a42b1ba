import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { expectError, play } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'beneGesserit'] as const, seed: 'truth' };

describe('annexe 4 Truthtrance', () => {
  it('annexe 4 Truthtrance: played at any time, the target answers a yes/no question truthfully, in public; then discarded', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('atreides', ['truthtrance1'])
      .hand('harkonnen', ['lasgun', 'karama1'])
      .traitors('harkonnen', ['duncanIdaho'])
      .build();
    const { state, events } = play(game, 0, {
      type: 'truthtrance',
      target: 1,
      question: { about: 'holdsCardKind', kind: 'lasgun' },
    });
    expect(events[0]).toMatchObject({ type: 'truthtrance', visibility: 'public', params: { answer: true } });
    expect(state.treacheryDiscard).toContain('truthtrance1');
    const traitor = fixture(factions)
      .phase('movement')
      .hand('atreides', ['truthtrance1'])
      .traitors('harkonnen', ['duncanIdaho'])
      .build();
    expect(
      play(traitor, 0, { type: 'truthtrance', target: 1, question: { about: 'hasTraitor', leader: 'duncanIdaho' } })
        .events[0]!.params.answer,
    ).toBe(true);
    expect(
      play(traitor, 0, { type: 'truthtrance', target: 1, question: { about: 'spiceAtLeast', amount: 11 } }).events[0]!
        .params.answer,
    ).toBe(false);
  });

  it('annexe 4 Truthtrance: the Bene Gesserit must answer truly about their prediction', () => {
    const game = fixture(factions)
      .phase('bidding')
      .hand('atreides', ['truthtrance2'])
      .prediction('harkonnen', 4)
      .build();
    const ask = (turn: number) =>
      play(game, 0, { type: 'truthtrance', target: 2, question: { about: 'predicted', faction: 'harkonnen', turn } })
        .events[0]!.params.answer;
    expect(ask(4)).toBe(true);
    expect(ask(5)).toBe(false);
  });

  it('annexe 4 Truthtrance: only with the card, against another player, about things of the game', () => {
    const game = fixture(factions).phase('movement').hand('atreides', ['truthtrance1']).build();
    expectError(
      game,
      1,
      { type: 'truthtrance', target: 0, question: { about: 'spiceAtLeast', amount: 1 } },
      'cardNotHeld',
    );
    expectError(
      game,
      0,
      { type: 'truthtrance', target: 0, question: { about: 'spiceAtLeast', amount: 1 } },
      'badTarget',
    );
    expectError(
      game,
      0,
      { type: 'truthtrance', target: 1, question: { about: 'hasTraitor', leader: 'paulAtreides' } },
      'unknownLeader',
    );
    expectError(
      game,
      0,
      { type: 'truthtrance', target: 1, question: { about: 'holdsCardKind', kind: 'spoon' } },
      'unknownCardKind',
    );
  });
});
