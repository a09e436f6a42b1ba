import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, replay, stateHash, type RngState } from '@arrakis/engine';
import { determinize } from '../../src/determinize.ts';
import { uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import { botRng, randomChoice, seatsOf, type Choice } from './invariants.ts';
import { brokenSixInvariants } from './sixInvariants.ts';

// facts uprising-rules.md §1 (the six-player team game): the same properties as properties.test.ts, six seats.

/** Games per run; `ARRAKIS_PROPERTY_GAMES=400` for a deeper run. */
const GAMES = Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 12);
const DEEP_CHECK_ODDS = 15;
const STEP_CAP = 8_000;

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  leaderSelection: fc.constantFrom<'draw' | 'choose'>('draw', 'choose'),
  // The CHOAM module is always on with six players, whatever the setup asks (facts §1.3).
  contracts: fc.boolean(),
});

const MALFORMED: unknown[] = [
  null,
  { type: 'nonsense' },
  { type: 'count', count: -1 },
  // The 2020 board's Carthag is not a space of Uprising's, on either side.
  { type: 'sendAgent', card: 'dagger', space: 'carthag', from: null },
  { type: 'opponent', seat: 6 },
];

function deepChecks(state: EngineState, choice: Choice, rng: RngState): void {
  const hash = stateHash(state);
  for (const input of MALFORMED)
    expect(uprising.apply(state, choice.seat, input).ok, `malformed ${JSON.stringify(input)}`).toBe(false);
  const idle = (choice.seat + 1) % state.players.length;
  expect(uprising.apply(state, idle, choice.action).ok, `out-of-turn ${choice.action.type}`).toBe(false);
  const legal = uprising.legalActions(state, choice.seat);
  for (let i = 0; i < Math.min(5, legal.length); i++) {
    const action = legal[randomInt(rng, legal.length)]!;
    const result = uprising.apply(state, choice.seat, action);
    expect(result.ok, `legal ${JSON.stringify(action)} refused`).toBe(true);
  }
  expect(stateHash(state), 'a refused or copied action changed the state').toBe(hash);
  // Secrets (hands, decks, the Commanders' decks, Intrigues, contracts): a seat's view never moves with them.
  for (let seat = 0; seat < state.seatCount; seat++) {
    const view = uprising.view(state, seat);
    expect(canonicalJson(uprising.view(resampleHidden(state, seat, rng), seat)), `seat ${seat} sees a secret`).toBe(
      canonicalJson(view),
    );
    const sample = determinize(view, rng);
    expect(brokenSixInvariants(sample), 'determinized state').toEqual([]);
    expect(canonicalJson(uprising.view(sample, seat))).toBe(canonicalJson(view));
    if (seat === choice.seat) expect(canonicalJson(uprising.legalActions(sample, seat))).toBe(canonicalJson(legal));
  }
}

describe('random full six-player Uprising games (facts uprising-rules.md §1, every invariant after every action)', () => {
  it(`${GAMES} games of 6 players: legal actions apply, pieces and cards conserved, replay, secrecy`, () => {
    fc.assert(
      fc.property(gameArb, ({ seed, ...options }) => {
        const seats = seatsOf(6);
        let state = uprising.setup(options, seats, seed);
        expect(stateHash(uprising.setup(options, seats, seed)), 'same seed, same state').toBe(stateHash(state));
        expect(state.edition).toBe('uprisingSix');
        const rng = botRng(seed);
        const log: Choice[] = [];
        expect(brokenSixInvariants(state)).toEqual([]);
        for (let steps = 0; ; steps++) {
          expect(steps, 'game stalled').toBeLessThan(STEP_CAP);
          const choice = randomChoice(state, rng);
          if (!choice) break;
          if (randomInt(rng, DEEP_CHECK_ODDS) === 0) deepChecks(state, choice, rng);
          const result = uprising.apply(state, choice.seat, choice.action);
          if (!result.ok)
            throw new Error(`legal action refused: ${JSON.stringify(choice.action)} → ${result.error.code}`);
          state = result.state;
          log.push(choice);
          const broken = brokenSixInvariants(state);
          if (broken.length > 0)
            throw new Error(`after ${JSON.stringify(choice.action)} (seat ${choice.seat}): ${broken.join('; ')}`);
        }
        const outcome = uprising.outcome(state);
        expect(outcome).not.toBeNull();
        // facts §1.8: a whole team wins (or both, on a complete tie).
        expect([3, 6]).toContain(outcome!.winners.length);
        const replayed = replay(uprising, options, seats, seed, log);
        expect(replayed.ok).toBe(true);
        expect(stateHash(replayed.state)).toBe(stateHash(state));
      }),
      { numRuns: GAMES, seed: 20261126, endOnFailure: true },
    );
  });
});
