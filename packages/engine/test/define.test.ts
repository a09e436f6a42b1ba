import { describe, expect, it } from 'vitest';
import { race, seats } from './race.ts';
import { stateHash } from '../src/hash.ts';
import { replay } from '../src/replay.ts';

describe('defineGame: apply validates, copies, never mutates its input', () => {
  it('bad input and out-of-turn actions are errors that change nothing', () => {
    const state = race.setup({}, seats, 's');
    const before = stateHash(state);
    const bad = race.apply(state, 0, { type: 'add', n: 7 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'malformedAction', messageKey: 'errors.malformedAction' } });
    expect(race.apply(state, 1, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'notYourDecision' } });
    expect(race.apply(state, -1, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'badSeat' } });
    const good = race.apply(state, 0, { type: 'roll' });
    expect(good.ok).toBe(true);
    expect(stateHash(state)).toBe(before);
  });

  it('explain answers what apply would refuse, without applying, and null for a legal action', () => {
    const state = race.setup({}, seats, 's');
    const before = stateHash(state);
    expect(race.explain(state, 0, { type: 'roll' })).toBeNull();
    for (const [seat, input] of [
      [0, { type: 'add', n: 7 }],
      [1, { type: 'roll' }],
      [-1, { type: 'roll' }],
    ] as const) {
      const applied = race.apply(state, seat, input);
      expect(applied.ok).toBe(false);
      expect(race.explain(state, seat, input)).toEqual(applied.ok ? null : applied.error);
    }
    expect(stateHash(state)).toBe(before);
  });

  it('legalActions is the decision actions then the interrupts', () => {
    const state = race.setup({}, seats, 's');
    expect(race.legalActions(state, 0)).toHaveLength(3);
    expect(race.legalActions(state, 1)).toHaveLength(0);
  });

  it('replaying the log equals the live game, and a bad log entry is reported with its index', () => {
    let state = race.setup({}, seats, 'seed');
    const log = [];
    while (race.decisions(state).length > 0) {
      const seat = race.decisions(state)[0]!.seat;
      const action = { type: 'roll' } as const;
      log.push({ seat, action });
      const r = race.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
    const replayed = replay(race, {}, seats, 'seed', log);
    expect(replayed.ok && stateHash(replayed.state)).toBe(stateHash(state));
    const broken = replay(race, {}, seats, 'seed', [{ seat: 1, action: { type: 'roll' } }]);
    expect(broken).toMatchObject({ ok: false, index: 0, error: { code: 'notYourDecision' } });
  });
});
