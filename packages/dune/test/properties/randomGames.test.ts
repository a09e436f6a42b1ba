import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, replay, stateHash, type RngState } from '@arrakis/engine';
import { BOX_FACTIONS as FACTIONS, type Faction } from '../../src/data/factions.ts';
import type { DuneOptions } from '../../src/options.ts';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { brokenInvariants } from './invariants.ts';
import { botRng, randomChoice, seatsOf, type Choice } from './randomPlay.ts';
import { resampleHidden } from '../../src/testing/resample.ts';

/** Games per CI run (issue: at least 200). */
const GAMES = Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 200);
/** One step in this many also checks bad input, other legal actions and view secrecy. */
const DEEP_CHECK_ODDS = 25;
const STEP_CAP = 20_000;

const optionsArb = fc
  .record({
    treacheryDeck: fc.constantFrom<DuneOptions['treacheryDeck']>('base33', 'descartes43'),
    atreidesSeesHarkonnenBonusCard: fc.boolean(),
    cielagoSouth12: fc.boolean(),
    noAlliances: fc.boolean(),
    moreStrongholdsToWin: fc.boolean(),
    shieldWallVictory: fc.boolean(),
    increasedSpiceFlow: fc.boolean(),
    advancedBattles: fc.boolean(),
    advancedSpiceBlow: fc.boolean(),
    climate: fc.boolean(),
    extraPowers: fc.boolean(),
    specialKarama: fc.boolean(),
    beneGesseritWorthlessKarama: fc.boolean(),
    // rules 000 §16: the spice-harvest prelude (Share cards pay from the reserve: the spice total holds).
    spiceHarvest: fc.boolean(),
    harvestWormTax: fc.boolean(),
    // rules 000 §19: the duel (Main Characters whose death eliminates their player, Duel cards).
    duel: fc.boolean(),
    duelArcObstacles: fc.boolean(),
    kanlyClaimMainCharacter: fc.boolean(),
  })
  // rules 000 §25: the advanced rules are played with the increased spice flow (setup refuses them without).
  .map((o) => ({
    ...o,
    increasedSpiceFlow: o.increasedSpiceFlow || o.advancedBattles || o.advancedSpiceBlow,
    // Setup refuses the reading without the prelude it reads.
    harvestWormTax: o.harvestWormTax && o.spiceHarvest,
    duelArcObstacles: o.duelArcObstacles && o.duel,
    kanlyClaimMainCharacter: o.kanlyClaimMainCharacter && o.duel,
  }));

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  players: fc.integer({ min: 2, max: 6 }),
  chooseFactions: fc.boolean(),
  factionOrder: fc.shuffledSubarray([...FACTIONS], { minLength: 6, maxLength: 6 }),
  options: optionsArb,
});

const MALFORMED: unknown[] = [
  null,
  42,
  'pass',
  [],
  { type: 'nonsense' },
  { type: 'bid', amount: -3, karama: false },
  { type: 'move', from: 'arrakeen:9' },
  { type: 'giftSpice', to: 1, amount: 1, extra: true },
  { type: 'ship', to: 'x'.repeat(5000) },
  { type: 'managerBid', amount: -1 },
  { type: 'dealShare', value: 16 },
  { type: 'commitTroops', stronghold: 'polarSink', troops: 4 },
  { type: 'offerAccess', to: 1, card: 'x' },
  // rules 000 §19.
  { type: 'threatenKanly', target: 1, deed: { kind: 'fly' } },
  { type: 'duelSupport', amount: 11 },
  { type: 'duelMove', to: 3 },
  { type: 'duelCard', card: 'attackLeft1', target: 9 },
];

function deepChecks(state: DuneState, choice: Choice, rng: RngState): void {
  const hash = stateHash(state);
  for (const input of MALFORMED) {
    const result = dune.apply(state, choice.seat, input);
    expect(result.ok, `malformed ${JSON.stringify(input).slice(0, 60)} accepted`).toBe(false);
  }
  // Out of turn: a seat the game does not wait for answers the pending decision.
  const waiting = new Set(dune.decisions(state).map((d) => d.seat));
  const idle = state.seats.map((_, s) => s).find((s) => !waiting.has(s));
  if (idle !== undefined) {
    const result = dune.apply(state, idle, choice.action);
    if (!dune.rules.interruptActions(state, idle).some((a) => canonicalJson(a) === canonicalJson(choice.action))) {
      expect(result.ok, `out-of-turn ${choice.action.type} by seat ${idle} accepted`).toBe(false);
    }
  }
  // Every legal action applies (a sample of them).
  const legal = dune.legalActions(state, choice.seat);
  for (let i = 0; i < Math.min(6, legal.length); i++) {
    const action = legal[randomInt(rng, legal.length)]!;
    const result = dune.apply(state, choice.seat, action);
    expect(result.ok, `legal ${JSON.stringify(action)} refused: ${result.ok ? '' : result.error.code}`).toBe(true);
  }
  expect(stateHash(state), 'a refused or copied action changed the state').toBe(hash);
  // Secrets: what a seat cannot know may change, its view may not.
  for (let seat = 0; seat < state.seatCount; seat++) {
    const before = canonicalJson(dune.view(state, seat));
    const after = canonicalJson(dune.view(resampleHidden(state, seat, rng), seat));
    expect(after, `view of seat ${seat} depends on hidden information`).toBe(before);
  }
}

describe('random full games (rules 000, every invariant after every action)', () => {
  it(`${GAMES} games of 2 to 6 factions with random options`, () => {
    fc.assert(
      fc.property(gameArb, ({ seed, players, chooseFactions, factionOrder, options }) => {
        const factions: Faction[] | undefined = chooseFactions ? factionOrder.slice(0, players) : undefined;
        const opts = { ...options, ...(factions ? { factions } : {}) };
        const seats = seatsOf(players);
        let state = dune.setup(opts, seats, seed);
        const rng = botRng(seed);
        const log: Choice[] = [];
        expect(brokenInvariants(state)).toEqual([]);
        for (let steps = 0; ; steps++) {
          expect(steps, 'game stalled').toBeLessThan(STEP_CAP);
          const choice = randomChoice(state, rng);
          if (!choice) break;
          if (randomInt(rng, DEEP_CHECK_ODDS) === 0) deepChecks(state, choice, rng);
          const result = dune.apply(state, choice.seat, choice.action);
          if (!result.ok)
            throw new Error(
              `legal action refused: ${JSON.stringify(choice.action)} → ${result.error.code} ${JSON.stringify(result.error.params)}`,
            );
          state = result.state;
          log.push(choice);
          const broken = brokenInvariants(state);
          if (broken.length > 0)
            throw new Error(
              `after ${JSON.stringify(choice.action)} (seat ${choice.seat}, ${state.phase}): ${broken.join('; ')}`,
            );
        }
        const outcome = dune.outcome(state);
        expect(outcome).not.toBeNull();
        // The log is the source of truth: replaying it gives the same state.
        const replayed = replay(dune, opts, seats, seed, log);
        expect(replayed.ok).toBe(true);
        expect(stateHash(replayed.state)).toBe(stateHash(state));
      }),
      { numRuns: GAMES, seed: 20261122, endOnFailure: true },
    );
  });
});
