import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { dune, type DuneAction, type DuneView } from '@arrakis/dune';
import { BotChoiceError, percentile, playSeat, randomBot, rotation, wilson, type Bot } from '../src/index.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));

describe('playSeat', () => {
  it('gives the bot the seat’s view and decision actions, and returns its choice', () => {
    const state = dune.setup({}, seats(3), 'play-seat');
    const seat = dune.decisions(state)[0]!.seat;
    let given: { view: DuneView; actions: readonly DuneAction[] } | null = null;
    const spy: Bot<DuneView, DuneAction> = {
      name: 'spy',
      choose(input) {
        given = { view: input.view, actions: input.actions };
        return input.actions[0]!;
      },
    };
    const chosen = playSeat(dune, state, seat, spy, seedRng('x'));
    expect(given!.view).toEqual(dune.view(state, seat));
    expect(given!.actions).toEqual(dune.decisionActions(state, seat));
    expect(chosen).toEqual(dune.decisionActions(state, seat)[0]);
  });

  it('refuses an action the bot was not offered', () => {
    const state = dune.setup({}, seats(3), 'play-seat');
    const seat = dune.decisions(state)[0]!.seat;
    const cheat: Bot<DuneView, DuneAction> = { name: 'cheat', choose: () => ({ type: 'pass' }) };
    expect(() => playSeat(dune, state, seat, cheat, seedRng('x'))).toThrow(BotChoiceError);
  });
});

describe('randomBot', () => {
  it('picks every offered action, and only those', () => {
    const bot = randomBot<null, number>();
    const rng = seedRng('uniform');
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[bot.choose({ view: null, actions: [0, 1, 2], seat: 0, rng })]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});

describe('tournament arithmetic', () => {
  it('rotates the lineup one seat a game, so each bot sits at each position equally', () => {
    expect(rotation(['h', 'r', 'r'], 0)).toEqual(['h', 'r', 'r']);
    expect(rotation(['h', 'r', 'r'], 1)).toEqual(['r', 'r', 'h']);
    expect(rotation(['h', 'r', 'r'], 2)).toEqual(['r', 'h', 'r']);
  });

  it('gives the Wilson interval (95%)', () => {
    const { low, high } = wilson(50, 100);
    expect(low).toBeCloseTo(0.4038, 3);
    expect(high).toBeCloseTo(0.5962, 3);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 10).low).toBe(0);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([], 50)).toBeNaN();
  });
});
