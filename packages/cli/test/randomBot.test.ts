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
    const next = () => chooseRandomAction(race, state, rng, seats.length);
    for (let chosen = next(); chosen; chosen = next()) {
      check(state, chosen.seat, chosen.action);
      race.applyInPlace(state, chosen.seat, chosen.action);
    }
    expect(race.outcome(state)).not.toBeNull();
  }
}

describe('chooseRandomAction', () => {
  it('answers a deciding seat with one of its decision actions, or interrupts with a legal interrupt', () => {
    playAll(20, (state, seat, action) => {
      const json = canonicalJson(action);
      if (action.type === 'taunt') {
        expect(race.interruptActions(state, seat).map(canonicalJson)).toContain(json);
      } else {
        expect(race.decisions(state).map((d) => d.seat)).toContain(seat);
        expect(race.decisionActions(state, seat).map(canonicalJson)).toContain(json);
      }
      expect(race.legalActions(state, seat).map(canonicalJson)).toContain(json);
    });
  });

  it('interrupts rarely, however many interrupts there are, from any seat at the table', () => {
    const interrupters = new Set<number>();
    let taunts = 0;
    let actions = 0;
    playAll(50, (state, seat, action) => {
      actions++;
      if (action.type !== 'taunt') return;
      taunts++;
      if (!race.decisions(state).some((d) => d.seat === seat)) interrupters.add(seat);
    });
    expect(taunts).toBeGreaterThan(0);
    expect(taunts / actions).toBeLessThan(2 / INTERRUPT_ODDS);
    expect(interrupters.size).toBeGreaterThan(0);
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

  it('throws NoLegalActionError when a deciding seat can only interrupt', () => {
    const state = race.setup({ stuckSeat: 0 }, seats, 'stuck');
    state.handicaps = [null, 1];
    expect(() => chooseRandomAction(race, state, seedRng('x'))).toThrow(
      /seat 0 must decide \(handicap\) but has no legal action/,
    );
    expect(() => chooseRandomAction(race, state, seedRng('x'))).toThrow(NoLegalActionError);
  });
});
