import { describe, expect, it } from 'vitest';
import { gameSeed, simulate, simulationReport } from '../src/simulate.ts';
import { raceEntry } from './raceGame.ts';
import { games } from '../src/registry.ts';

describe('simulate', () => {
  it('plays and verifies every game, tallying winners and reasons', () => {
    const summary = simulate(raceEntry, { players: 2, games: 30, seed: '7', options: {} });
    expect(summary.failures).toEqual([]);
    expect(summary.finished).toBe(30);
    expect(summary.labels.red!.seated + summary.labels.blue!.seated).toBe(60);
    expect(summary.labels.red!.wins + summary.labels.blue!.wins).toBe(30);
    expect(summary.reasons).toEqual({ reachedTarget: 30 });
    const report = simulationReport(summary).join('\n');
    expect(report).toMatch(/games: 30 +finished: 30 +errors: 0/);
    expect(report).toMatch(/reachedTarget +30 +100\.0%/);
  });

  it('can skip the verification', () => {
    const summary = simulate(raceEntry, { players: 2, games: 3, seed: '7', options: {}, verify: false });
    expect(summary.verifySeconds).toBeNull();
    expect(simulationReport(summary).join('\n')).toMatch(/not verified by replay/);
  });

  it('is reproducible from its seed', () => {
    const tally = () => simulate(raceEntry, { players: 2, games: 10, seed: 'x', options: {} });
    expect(tally().labels).toEqual(tally().labels);
    expect(gameSeed('x', 3)).toBe('x:3');
  });

  it('counts failures, keeps going and hands over their logs', () => {
    const saved: number[] = [];
    const summary = simulate(raceEntry, {
      players: 2,
      games: 4,
      seed: 's',
      options: { maxStep: 0 },
      maxSteps: 10,
      onFailure: (failure, log) => saved.push(failure.index, log.actions.length),
    });
    expect(summary.failures.map((f) => f.kind)).toEqual(['stall', 'stall', 'stall', 'stall']);
    expect(saved).toEqual([0, 10, 1, 10, 2, 10, 3, 10]);
    expect(simulationReport(summary).join('\n')).toMatch(/game 0 \(seed s:0\) stall at action 10/);
  });
});

describe('simulate --game imperium (issue 5)', () => {
  it('plays random 1- to 4-player games of Dune: Imperium to the end, each verified by replay', () => {
    for (const players of [1, 2, 3, 4]) {
      const summary = simulate(games.imperium!, { players, games: 4, seed: `imperium:${players}`, options: {} });
      expect(summary.failures).toEqual([]);
      expect(summary.finished).toBe(4);
    }
  });
});
