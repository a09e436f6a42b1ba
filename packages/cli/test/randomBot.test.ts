import { canonicalJson, seedRng } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { chooseRandomAction, INTERRUPT_ODDS, NoLegalActionError } from '../src/randomBot.ts';
import { race, type RaceAction, type RaceState } from './raceGame.ts';

const seats = [
  { name: 'a', kind: 'bot' },
  { name: 'b', kind: 'bot' },
] as const;

function playAll(games: number, check: (state: RaceState, seat: number, action: RaceAction) => void): void {
  for (let game = 0; game < games; game++) {
    const state: RaceState = race.setup({}, seats, `g${game}`);
    const rng = seedRng(`bots${game}`);
    for (let chosen = chooseRandomAction(race, state, rng); chosen; chosen = chooseRandomAction(race, state, rng)) {
      check(state, chosen.seat, chosen.action);
      race.applyInPlace(state, chosen.seat, chosen.action);
    }
    expect(race.outcome(state)).not.toBeNull();
  }
}

describe('chooseRandomAction', () => {
  it('only returns a legal action of a seat that must decide, until the game is over', () => {
    playAll(20, (state, seat, action) => {
      expect(race.decisions(state).map((d) => d.seat)).toContain(seat);
      expect(race.legalActions(state, seat).map(canonicalJson)).toContain(canonicalJson(action));
    });
  });

  it('takes interrupts, but rarely, however many there are', () => {
    let taunts = 0;
    let actions = 0;
    playAll(50, (_state, _seat, action) => {
      actions++;
      if (action.type === 'taunt') taunts++;
    });
    expect(taunts).toBeGreaterThan(0);
    expect(taunts / actions).toBeLessThan(2 / INTERRUPT_ODDS);
  });

  it('picks among all seats that decide at once', () => {
    const state = race.setup({}, seats, 'same');
    const picked = new Set(
      Array.from({ length: 40 }, (_, i) => chooseRandomAction(race, state, seedRng(`r${i}`))!.seat),
    );
    expect([...picked].sort()).toEqual([0, 1]);
  });

  it('returns null when nobody must decide', () => {
    const state = race.setup({}, seats, 'short');
    state.winner = 0;
    expect(chooseRandomAction(race, state, seedRng('x'))).toBeNull();
  });

  it('throws NoLegalActionError when a deciding seat has nothing to do but interrupts', () => {
    const state = race.setup({ stuckSeat: 0 }, seats, 'stuck');
    state.handicaps = [null, 1];
    expect(() => chooseRandomAction(race, state, seedRng('x'))).toThrow(
      /seat 0 must decide \(handicap\).*besides 10 interrupts/,
    );
    expect(() => chooseRandomAction(race, state, seedRng('x'))).toThrow(NoLegalActionError);
  });
});
