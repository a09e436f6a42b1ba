import { describe, expect, it } from 'vitest';
import { dune, fixture, type DuneState, type TruthtranceQuestion } from '../../src/index.ts';
import { decisionOf, expectError, play } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'beneGesserit'] as const, seed: 'truth' };

/** Plays the card on `target`, then asks `question`; returns the engine's answer. */
function ask(game: DuneState, target: number, question: TruthtranceQuestion): boolean {
  const played = play(game, 0, { type: 'truthtrance', target }).state;
  const { events } = play(played, 0, { type: 'ask', question });
  return events.find((e) => e.type === 'truthtrance')!.params['answer'] as boolean;
}

describe('annexe 4 Truthtrance', () => {
  it('annexe 4 Truthtrance: played at any time on a player, then a yes/no question answered truthfully, in public', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('atreides', ['truthtrance1'])
      .hand('harkonnen', ['lasgun', 'karama1'])
      .build();
    const played = play(game, 0, { type: 'truthtrance', target: 1 });
    expect(played.events[0]).toMatchObject({
      type: 'truthtrancePlayed',
      visibility: 'public',
      params: { asker: 0, target: 1 },
    });
    expect(played.state.treacheryDiscard).toContain('truthtrance1');
    // The asker now chooses the question; the game waits for it before anything else.
    expect(decisionOf(played.state)).toEqual({ kind: 'truthtranceQuestion', seats: [0] });
    expect(dune.decisionActions(played.state, 0)).toContainEqual({
      type: 'ask',
      question: { about: 'holdsCardKind', kind: 'lasgun' },
    });
    const { state, events } = play(played.state, 0, {
      type: 'ask',
      question: { about: 'holdsCardKind', kind: 'lasgun' },
    });
    expect(events[0]).toMatchObject({
      type: 'truthtrance',
      visibility: 'public',
      params: { asker: 0, target: 1, answer: true },
    });
    expect(state.stack).toEqual(game.stack);
  });

  it('annexe 4 Truthtrance: about traitors and spice, the answers are the truth', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('atreides', ['truthtrance1'])
      .traitors('harkonnen', ['duncanIdaho'])
      .spice('harkonnen', 10)
      .build();
    expect(ask(game, 1, { about: 'hasTraitor', leader: 'duncanIdaho' })).toBe(true);
    expect(ask(game, 1, { about: 'hasTraitor', leader: 'thufirHawat' })).toBe(false);
    expect(ask(game, 1, { about: 'spiceAtLeast', amount: 10 })).toBe(true);
    expect(ask(game, 1, { about: 'spiceAtLeast', amount: 11 })).toBe(false);
  });

  it('annexe 4 Truthtrance: the Bene Gesserit must answer truly about their prediction', () => {
    const game = fixture(factions)
      .phase('bidding')
      .hand('atreides', ['truthtrance2'])
      .prediction('harkonnen', 4)
      .build();
    expect(ask(game, 2, { about: 'predicted', faction: 'harkonnen', turn: 4 })).toBe(true);
    expect(ask(game, 2, { about: 'predicted', faction: 'harkonnen', turn: 5 })).toBe(false);
  });

  it('annexe 4 Truthtrance: only with the card, against another player, about things of the game', () => {
    const game = fixture(factions).phase('movement').hand('atreides', ['truthtrance1']).build();
    expectError(game, 1, { type: 'truthtrance', target: 0 }, 'cardKindNotHeld');
    expectError(game, 0, { type: 'truthtrance', target: 0 }, 'truthtranceTarget');
    const played = play(game, 0, { type: 'truthtrance', target: 1 }).state;
    expectError(played, 0, { type: 'ask', question: { about: 'hasTraitor', leader: 'paulAtreides' } }, 'unknownLeader');
    expectError(played, 0, { type: 'ask', question: { about: 'holdsCardKind', kind: 'spoon' } }, 'unknownCardKind');
    expectError(played, 1, { type: 'ask', question: { about: 'spiceAtLeast', amount: 1 } }, 'notYourDecision');
  });
});
