import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/games.ts';
import type { MatchRecord } from '../src/storage/matchStore.ts';
import { pendingTimers, usesTimers } from '../src/timers.ts';

function match(options: Record<string, unknown>, moveDeadlineSeconds: number | null = null): MatchRecord {
  return {
    id: 'm',
    game: 'dune',
    engineVersion: 1,
    options,
    seats: [0, 1, 2].map((i) => ({ name: `p${i}`, kind: 'human' as const, resigned: false })),
    seed: 's',
    status: 'active',
    createdAt: '2026-11-26T00:00:00.000Z',
    rematchOf: null,
    rematch: null,
    moveDeadlineSeconds,
    standIn: null,
    listed: false,
    webhook: null,
    seq: 0,
    deciding: [],
    factions: null,
    quarantine: null,
    unreadable: null,
  };
}

const dune = GAMES.dune;
const talking = [0, 1, 2].map((seat) => ({ seat, kind: 'diplomacy' }));

// rules 000 XXIX "La phase de diplomatie dure cinq minutes": the host's timer, never a clock in the engine.
describe('000 XXIX: the diplomacy phase timed by the server', () => {
  it('five minutes from the start of the phase by default, `diplomacyMinutes` when set', () => {
    expect(usesTimers(dune, match({ diplomacy: true }))).toBe(true);
    expect(pendingTimers(dune, match({ diplomacy: true }), talking, 7, 1000)).toEqual([
      { kind: 'phase', seq: 7, dueAt: 1000 + 300_000 },
    ]);
    expect(pendingTimers(dune, match({ diplomacy: true, diplomacyMinutes: 2 }), talking, 7, 0)).toEqual([
      { kind: 'phase', seq: 7, dueAt: 120_000 },
    ]);
  });

  it('an exchange or a seat saying done does not restart it: the phase keeps its end', () => {
    const first = pendingTimers(dune, match({ diplomacy: true }), talking, 7, 0);
    const later = pendingTimers(dune, match({ diplomacy: true }), talking.slice(1), 8, 60_000, first);
    expect(later).toEqual([{ kind: 'phase', seq: 8, dueAt: 300_000 }]);
  });

  it('held at each nexus, the nexus is what is timed; no timer outside the phase, nor without the variant', () => {
    const atNexus = match({ diplomacy: true, diplomacyAt: 'nexus' });
    expect(pendingTimers(dune, atNexus, [{ seat: 0, kind: 'nexus' }], 3, 0)).toEqual([
      { kind: 'phase', seq: 3, dueAt: 300_000 },
    ]);
    expect(pendingTimers(dune, atNexus, [{ seat: 0, kind: 'bid' }], 3, 0)).toEqual([]);
    expect(usesTimers(dune, match({}))).toBe(false);
    expect(pendingTimers(dune, match({}), [{ seat: 0, kind: 'nexus' }], 3, 0)).toEqual([]);
  });

  it('in a match played with move deadlines (over days), the deadline times the phase instead', () => {
    const timers = pendingTimers(dune, match({ diplomacy: true }, 86_400), talking, 4, 0);
    expect(timers.map((t) => t.kind)).toEqual(['move']);
  });
});

// rules 000 XXXIII "Tous les joueurs occupant un même territoire disposent d'une minute pour parvenir à un accord":
// the host's timer on the answers to a proposal; at its end the host passes (refuses) for whoever has not accepted.
describe('000 XXXIII: the minute to agree timed by the server', () => {
  const answering = [{ seat: 1, kind: 'agreement' }];

  it('a minute from the proposal by default, `agreementSeconds` when set; none without the variant', () => {
    expect(usesTimers(dune, match({ battleAgreement: true }))).toBe(true);
    expect(pendingTimers(dune, match({ battleAgreement: true }), answering, 5, 1000)).toEqual([
      { kind: 'phase', seq: 5, dueAt: 61_000 },
    ]);
    expect(pendingTimers(dune, match({ battleAgreement: true, agreementSeconds: 20 }), answering, 5, 0)).toEqual([
      { kind: 'phase', seq: 5, dueAt: 20_000 },
    ]);
    expect(pendingTimers(dune, match({}), answering, 5, 0)).toEqual([]);
  });

  it('an answer does not restart it; the proposal itself is not timed, so the next agreement has its own minute', () => {
    const options = match({ battleAgreement: true });
    const first = pendingTimers(dune, options, [...answering, { seat: 2, kind: 'agreement' }], 5, 0);
    const later = pendingTimers(dune, options, [{ seat: 2, kind: 'agreement' }], 6, 30_000, first);
    expect(later).toEqual([{ kind: 'phase', seq: 6, dueAt: 60_000 }]);
    const proposing = pendingTimers(dune, options, [{ seat: 0, kind: 'agreementProposal' }], 7, 40_000, later);
    expect(proposing).toEqual([]);
    expect(pendingTimers(dune, options, answering, 8, 45_000, proposing)).toEqual([
      { kind: 'phase', seq: 8, dueAt: 105_000 },
    ]);
  });

  it('with the diplomacy phase as well, each phase keeps its own length', () => {
    const both = match({ battleAgreement: true, diplomacy: true });
    expect(pendingTimers(dune, both, talking, 1, 0)).toEqual([{ kind: 'phase', seq: 1, dueAt: 300_000 }]);
    expect(pendingTimers(dune, both, answering, 2, 0)).toEqual([{ kind: 'phase', seq: 2, dueAt: 60_000 }]);
  });
});
