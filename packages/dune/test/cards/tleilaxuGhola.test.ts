import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { expectError, play, tokensOf } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'ghola' };

describe('annexe 4 Tleilaxu Ghola', () => {
  it('annexe 4 Tleilaxu Ghola: at any time, up to 5 tokens from the tanks to the reserves, beyond the limit of §9.B.2', () => {
    const game = fixture(factions).phase('bidding').hand('emperor', ['tleilaxuGhola']).tanks('emperor', 7).build();
    const { state } = play(game, 2, { type: 'ghola', leader: null });
    expect(state.factions.emperor!.tanks).toBe(2);
    expect(state.factions.emperor!.reserves).toBe(18);
    expect(tokensOf(state, 'emperor')).toBe(20);
    expect(state.treacheryDiscard).toContain('tleilaxuGhola');
  });

  it('annexe 4 Tleilaxu Ghola: or one leader back from the tanks for free', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('emperor', ['tleilaxuGhola'])
      .leaderInTanks('emperor', 'bashar')
      .spice('emperor', 0)
      .build();
    const { state } = play(game, 2, { type: 'ghola', leader: 'bashar' });
    expect(state.factions.emperor!.leaders.bashar!.location).toBe('available');
    expect(state.factions.emperor!.spice).toBe(0);
  });

  it('annexe 4 Tleilaxu Ghola: only a leader of one’s own that is in the tanks', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('emperor', ['tleilaxuGhola'])
      .leaderInTanks('atreides', 'duncanIdaho')
      .build();
    expectError(game, 2, { type: 'ghola', leader: 'duncanIdaho' }, 'gholaLeaderNotInTanks');
    expectError(game, 2, { type: 'ghola', leader: 'bashar' }, 'gholaLeaderNotInTanks');
    expectError(game, 0, { type: 'ghola', leader: 'duncanIdaho' }, 'cardKindNotHeld');
  });
});
