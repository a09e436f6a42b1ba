import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoPassSchedule, autoPassWindows, type AutoPassDelay } from '@arrakis/engine';
import { autoPassAnswer, dune, fixture, type DuneState } from '../src/index.ts';
import type { TreacheryCardId } from '../src/data/treachery.ts';
import { decisionOf, playAll } from './helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'windows' };
const dials = [
  [0, { type: 'dial', value: 3 }],
  [1, { type: 'dial', value: 3 }],
] as const;

/** The storm's window (annexe 4 Weather Control, Family Atomics), with the Atreides (seat 0) holding `hand`. */
function stormWindow(hand: readonly TreacheryCardId[]): DuneState {
  const game = fixture(factions)
    .phase('storm')
    .storm(2)
    .stormDialers([0, 1])
    .hand('atreides', hand)
    .hand('harkonnen', [])
    .hand('emperor', ['weatherControl'])
    .build();
  const state = playAll(game, dials).state;
  expect(decisionOf(state)).toEqual({ kind: 'stormWindow', seats: [0, 1, 2] });
  return state;
}

const everyone = () => true;

describe('windows a seat cannot use', () => {
  it('annexe 4: a seat holding neither Weather Control nor Family Atomics can only pass the storm window', () => {
    const state = stormWindow(['karama1']);
    expect(autoPassAnswer(state, 0)).toEqual({ type: 'pass' });
    expect(autoPassAnswer(state, 1)).toEqual({ type: 'pass' });
    // The Emperor holds Weather Control: the window is its to use.
    expect(autoPassAnswer(state, 2)).toBeNull();
    expect(autoPassWindows(dune.decisions(state), autoPassAnswer, state, everyone).map((w) => w.seat)).toEqual([0, 1]);
  });

  it('a decision that is the seat’s own is never answered for it, even with one likely answer', () => {
    const state = fixture(factions).phase('storm').stormDialers([0, 1]).build();
    expect(decisionOf(state)?.kind).toBe('stormDial');
    expect(autoPassAnswer(state, 0)).toBeNull();
  });
});

describe('the delay before the host answers', () => {
  const range: AutoPassDelay = { minMs: 1500, maxMs: 5000 };
  afterEach(() => vi.restoreAllMocks());

  /** The delays the host arms for seat 0's window in `state`, `samples` times, with the given random source. */
  function delaysFor(state: DuneState, samples: number, unit?: () => number): number[] {
    const delays: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      return realSetTimeout(handler, ms);
    }) as typeof setTimeout);
    const schedule = new AutoPassSchedule(range, () => undefined, unit);
    const windows = autoPassWindows(dune.decisions(state), autoPassAnswer, state, (seat) => seat === 0);
    for (let i = 0; i < samples; i++) {
      schedule.update(windows);
      schedule.clear();
    }
    spy.mockRestore();
    return delays;
  }

  /** The largest gap between the two samples' empirical distribution functions (Kolmogorov–Smirnov statistic). */
  function ksDistance(a: number[], b: number[]): number {
    const xs = [...a].sort((x, y) => x - y);
    const ys = [...b].sort((x, y) => x - y);
    let i = 0;
    let j = 0;
    let distance = 0;
    while (i < xs.length && j < ys.length) {
      const v = Math.min(xs[i]!, ys[j]!);
      while (i < xs.length && xs[i]! <= v) i++;
      while (j < ys.length && ys[j]! <= v) j++;
      distance = Math.max(distance, Math.abs(i / xs.length - j / ys.length));
    }
    return distance;
  }

  it('does not depend on what the seat holds: the same random draws give the same delays', () => {
    const withCard = stormWindow(['karama1', 'lasgun']);
    const empty = stormWindow([]);
    const draws = Array.from({ length: 50 }, (_, i) => ((i * 37) % 50) / 50);
    const source = () => {
      let k = 0;
      return () => draws[k++ % draws.length]!;
    };
    expect(delaysFor(withCard, 50, source())).toEqual(delaysFor(empty, 50, source()));
  });

  it('is uniform in the range whether the seat holds a card or none (two samples of the crypto source)', () => {
    const n = 2000;
    const withCard = delaysFor(stormWindow(['karama1', 'lasgun']), n);
    const empty = delaysFor(stormWindow([]), n);
    for (const d of [...withCard, ...empty]) {
      expect(d).toBeGreaterThanOrEqual(range.minMs);
      expect(d).toBeLessThanOrEqual(range.maxMs);
    }
    // Kolmogorov–Smirnov at a false-alarm rate of one in a million: c(α) = sqrt(-ln(α/2)/2) ≈ 2.69.
    const critical = 2.69 * Math.sqrt((2 * n) / (n * n));
    expect(ksDistance(withCard, empty)).toBeLessThan(critical);
    const uniform = Array.from({ length: n }, (_, i) => range.minMs + ((i + 0.5) / n) * (range.maxMs - range.minMs));
    expect(ksDistance(withCard, uniform)).toBeLessThan(critical);
  });
});
