import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, replay, stateHash, type RngState } from '@arrakis/engine';
import { determinize } from '../../src/determinize.ts';
import { UPRISING_EDITION } from '../../src/editions/uprising/edition.ts';
import { uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import { botRng, brokenUprisingInvariants, randomChoice, seatsOf, type Choice } from './invariants.ts';

/** Games per run; `ARRAKIS_PROPERTY_GAMES=400` for a deeper run. */
const GAMES = Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 30);
/** One step in this many also checks bad input, other legal actions, secrecy and determinization. */
const DEEP_CHECK_ODDS = 15;
const STEP_CAP = 6_000;

const { min, max } = UPRISING_EDITION.seats;

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  players: fc.integer({ min, max }),
  leaderSelection: fc.constantFrom<'draw' | 'choose'>('draw', 'choose'),
  contracts: fc.boolean(),
  rivalDifficulty: fc.constantFrom<'novice' | 'veteran' | 'expert' | 'expertPlus'>(
    'novice',
    'veteran',
    'expert',
    'expertPlus',
  ),
});

const MALFORMED: unknown[] = [
  null,
  'reveal',
  { type: 'nonsense' },
  { type: 'count', count: -1 },
  // A space of the 2020 board is not a space of Uprising's.
  { type: 'sendAgent', card: 'dagger', space: 'carthag', from: null },
  { type: 'pass', extra: true },
  { type: 'playIntrigue', card: 'x'.repeat(5000) },
];

function deepChecks(state: EngineState, choice: Choice, rng: RngState): void {
  const hash = stateHash(state);
  for (const input of MALFORMED)
    expect(uprising.apply(state, choice.seat, input).ok, `malformed ${JSON.stringify(input).slice(0, 60)}`).toBe(false);
  const idle = (choice.seat + 1) % state.players.length;
  expect(uprising.apply(state, idle, choice.action).ok, `out-of-turn ${choice.action.type}`).toBe(false);
  const legal = uprising.legalActions(state, choice.seat);
  for (let i = 0; i < Math.min(5, legal.length); i++) {
    const action = legal[randomInt(rng, legal.length)]!;
    const result = uprising.apply(state, choice.seat, action);
    expect(result.ok, `legal ${JSON.stringify(action)} refused: ${result.ok ? '' : result.error.code}`).toBe(true);
  }
  expect(stateHash(state), 'a refused or copied action changed the state').toBe(hash);
  // Secrets (hands, decks, Intrigues, contracts, Rival decks): what a seat cannot know may change, its view may not.
  for (let seat = 0; seat < state.seatCount; seat++) {
    const view = uprising.view(state, seat);
    expect(canonicalJson(uprising.view(resampleHidden(state, seat, rng), seat)), `seat ${seat} sees a secret`).toBe(
      canonicalJson(view),
    );
    // A bot's sample of the hidden state is a sound state the seat cannot tell from the real one.
    const sample = determinize(view, rng);
    expect(brokenUprisingInvariants(sample), 'determinized state').toEqual([]);
    expect(canonicalJson(uprising.view(sample, seat))).toBe(canonicalJson(view));
    if (seat === choice.seat) expect(canonicalJson(uprising.legalActions(sample, seat))).toBe(canonicalJson(legal));
  }
  expect(canonicalJson(uprising.view(state, null))).not.toContain('"rng"');
}

describe('random full Uprising games (rules 004, every invariant after every action)', () => {
  it(`${GAMES} games of ${min}–${max} players, random options: legal actions apply, pieces and cards conserved, replay, secrecy`, () => {
    fc.assert(
      fc.property(gameArb, ({ seed, players, ...options }) => {
        const seats = seatsOf(players);
        let state = uprising.setup(options, seats, seed);
        expect(stateHash(uprising.setup(options, seats, seed)), 'same seed, same state').toBe(stateHash(state));
        const rng = botRng(seed);
        const log: Choice[] = [];
        expect(brokenUprisingInvariants(state)).toEqual([]);
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
          const broken = brokenUprisingInvariants(state);
          if (broken.length > 0)
            throw new Error(`after ${JSON.stringify(choice.action)} (seat ${choice.seat}): ${broken.join('; ')}`);
        }
        expect(uprising.outcome(state)).not.toBeNull();
        const replayed = replay(uprising, options, seats, seed, log);
        expect(replayed.ok).toBe(true);
        expect(stateHash(replayed.state)).toBe(stateHash(state));
      }),
      { numRuns: GAMES, seed: 20261125, endOnFailure: true },
    );
  });
});
