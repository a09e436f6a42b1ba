import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, replay, stateHash, type RngState } from '@arrakis/engine';
import { imperium } from '../../src/rules.ts';
import type { ImperiumState } from '../../src/state.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import { brokenInvariants } from './invariants.ts';
import { botRng, randomChoice, seatsOf, type Choice } from './randomPlay.ts';

/** Games per run: enough to reach every phase many times, under ~30 s on a small machine. */
const GAMES = Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 40);
/** One step in this many also checks bad input, other legal actions and view secrecy. */
const DEEP_CHECK_ODDS = 12;
const STEP_CAP = 5_000;

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  players: fc.integer({ min: 1, max: 4 }),
  leaderSelection: fc.constantFrom<'draw' | 'choose'>('draw', 'choose'),
  difficulty: fc.constantFrom<'mercenary' | 'sardaukar' | 'mentat' | 'kwisatzHaderach'>(
    'mercenary',
    'sardaukar',
    'mentat',
    'kwisatzHaderach',
  ),
});

const MALFORMED: unknown[] = [
  null,
  42,
  'reveal',
  [],
  { type: 'nonsense' },
  { type: 'count', count: -1 },
  { type: 'sendAgent', card: 'dagger', space: 'nowhere', from: null },
  { type: 'pass', extra: true },
  { type: 'playIntrigue', card: 'x'.repeat(5000) },
];

function deepChecks(state: ImperiumState, choice: Choice, rng: RngState): void {
  const hash = stateHash(state);
  for (const input of MALFORMED) {
    expect(imperium.apply(state, choice.seat, input).ok, `malformed ${JSON.stringify(input).slice(0, 60)}`).toBe(false);
  }
  // Out of turn: another seat sends the answer the game waits for.
  const idle = (choice.seat + 1) % state.players.length;
  expect(imperium.apply(state, idle, choice.action).ok, `out-of-turn ${choice.action.type}`).toBe(false);
  expect(imperium.apply(state, 7, choice.action).ok, 'unknown seat').toBe(false);
  // Every legal action applies (a sample of them).
  const legal = imperium.legalActions(state, choice.seat);
  for (let i = 0; i < Math.min(5, legal.length); i++) {
    const action = legal[randomInt(rng, legal.length)]!;
    const result = imperium.apply(state, choice.seat, action);
    expect(result.ok, `legal ${JSON.stringify(action)} refused: ${result.ok ? '' : result.error.code}`).toBe(true);
  }
  expect(stateHash(state), 'a refused or copied action changed the state').toBe(hash);
  // Secrets: what a seat cannot know may change, its view may not.
  for (let seat = 0; seat < state.seatCount; seat++) {
    const before = canonicalJson(imperium.view(state, seat));
    const after = canonicalJson(imperium.view(resampleHidden(state, seat, rng), seat));
    expect(after, `view of seat ${seat} depends on hidden information`).toBe(before);
  }
  const spectator = canonicalJson(imperium.view(state, null));
  expect(spectator).not.toContain('"rng"');
}

describe('random full games (rules 002, every invariant after every action)', () => {
  it(`${GAMES} games of 1 and 2 (with House Hagal), 3 and 4 players: legal actions apply, cubes and cards conserved, replay, secrecy`, () => {
    fc.assert(
      fc.property(gameArb, ({ seed, players, leaderSelection, difficulty }) => {
        const seats = seatsOf(players);
        const options = { leaderSelection, difficulty };
        let state = imperium.setup(options, seats, seed);
        // Determinism: the same seed gives the same state.
        expect(stateHash(imperium.setup(options, seats, seed))).toBe(stateHash(state));
        const rng = botRng(seed);
        const log: Choice[] = [];
        expect(brokenInvariants(state)).toEqual([]);
        for (let steps = 0; ; steps++) {
          expect(steps, 'game stalled').toBeLessThan(STEP_CAP);
          const choice = randomChoice(state, rng);
          if (!choice) break;
          if (randomInt(rng, DEEP_CHECK_ODDS) === 0) deepChecks(state, choice, rng);
          const result = imperium.apply(state, choice.seat, choice.action);
          if (!result.ok)
            throw new Error(`legal action refused: ${JSON.stringify(choice.action)} → ${result.error.code}`);
          state = result.state;
          log.push(choice);
          const broken = brokenInvariants(state);
          if (broken.length > 0)
            throw new Error(`after ${JSON.stringify(choice.action)} (seat ${choice.seat}): ${broken.join('; ')}`);
        }
        const outcome = imperium.outcome(state);
        expect(outcome).not.toBeNull();
        expect(state.round).toBeGreaterThanOrEqual(1);
        // The log is the source of truth: replaying it gives the same state.
        const replayed = replay(imperium, options, seats, seed, log);
        expect(replayed.ok).toBe(true);
        expect(stateHash(replayed.state)).toBe(stateHash(state));
      }),
      { numRuns: GAMES, seed: 20260513, endOnFailure: true },
    );
  });
});
