import { stateHash } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { botSeats } from '../src/randomBot.ts';
import { runGame } from '../src/runGame.ts';
import { verifyByReplay } from '../src/verify.ts';
import { race, type RaceState } from './raceGame.ts';

const seats = botSeats(2);

describe('runGame', () => {
  it('plays a game to its outcome', () => {
    const run = runGame(race, { options: {}, seats, seed: 'one' });
    expect(run.error).toBeUndefined();
    expect(run.outcome?.reason).toBe('reachedTarget');
    expect(run.steps).toBe(run.actions.length);
    expect(run.steps).toBeGreaterThan(2);
    expect(run.events).toBeUndefined();
  });

  it('is deterministic for a seed: same actions and final hash twice', () => {
    const first = runGame(race, { options: {}, seats, seed: 'twice' });
    const second = runGame(race, { options: {}, seats, seed: 'twice' });
    expect(second.actions).toEqual(first.actions);
    expect(stateHash(second.state)).toBe(stateHash(first.state));
    const other = runGame(race, { options: {}, seats, seed: 'another' });
    expect(stateHash(other.state)).not.toBe(stateHash(first.state));
  });

  it('plays the same game without keeping the actions when told (the bench only counts them)', () => {
    const kept = runGame(race, { options: {}, seats, seed: 'count' });
    const counted = runGame(race, { options: {}, seats, seed: 'count', keepActions: false });
    expect(counted.actions).toEqual([]);
    expect(counted.steps).toBe(kept.steps);
    expect(stateHash(counted.state)).toBe(stateHash(kept.state));
    const stalled = runGame(race, {
      options: { maxStep: 0 },
      seats,
      seed: 'endless',
      maxSteps: 50,
      keepActions: false,
    });
    expect(stalled.error?.kind).toBe('stall');
    expect(stalled.steps).toBe(50);
  });

  it('keeps the events when asked', () => {
    const run = runGame(race, { options: {}, seats, seed: 'events', keepEvents: true });
    const advances = run.actions.filter(({ action }) => action.type === 'advance');
    expect(run.events?.filter((e) => e.type === 'advanced')).toHaveLength(advances.length);
  });

  it('reports a stall at the step cap', () => {
    const run = runGame(race, { options: { maxStep: 0 }, seats, seed: 'endless', maxSteps: 50 });
    expect(run.error?.kind).toBe('stall');
    expect(run.steps).toBe(50);
    expect(run.outcome).toBeNull();
  });

  it('reports a decision without a legal action', () => {
    const run = runGame(race, { options: { stuckSeat: 1 }, seats, seed: 'stuck' });
    expect(run.error?.kind).toBe('noLegalAction');
  });

  it('reports a setup failure and an exception instead of throwing', () => {
    expect(runGame(race, { options: {}, seats: botSeats(3), seed: 's' }).error?.kind).toBe('setup');
    const broken = {
      ...race,
      applyInPlace: (state: RaceState) => {
        if (state.turn > 2) throw new Error('boom');
        return race.rules.perform(state, state.current, { type: 'advance', by: 1 });
      },
    };
    const run = runGame(broken, { options: {}, seats, seed: 's' });
    expect(run.error).toMatchObject({ kind: 'exception', message: 'boom' });
  });
});

describe('verifyByReplay', () => {
  const setup = { options: {}, seats, seed: 'verify' };

  it('accepts a game whose replay reaches the same hash', () => {
    const run = runGame(race, setup);
    expect(verifyByReplay(race, setup, run.actions, run.state!)).toBeNull();
  });

  it('reports a final state that differs from the replay', () => {
    const run = runGame(race, setup);
    run.state!.totals[0]! += 1;
    expect(verifyByReplay(race, setup, run.actions, run.state!)?.kind).toBe('hashMismatch');
  });

  it('reports the index of an action apply refuses', () => {
    const run = runGame(race, setup);
    const actions = [...run.actions];
    actions[3] = { seat: actions[3]!.seat, action: { type: 'advance', by: 99 } };
    expect(verifyByReplay(race, setup, actions, run.state!)).toMatchObject({ kind: 'replayRejected', step: 3 });
  });
});
