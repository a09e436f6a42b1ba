import { describe, expect, it } from 'vitest';
import { cloneJson, randomInt, seedRng, stateHash, type RngState } from '@arrakis/engine';
import type { DuneOptions } from '../../src/options.ts';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { VARIANTS_PRESET } from '../../src/variants/index.ts';
import { copyEvery } from '../../src/copies.ts';
import { EVERY_FIELD, namedWrites } from '../../src/writes.ts';
import { randomChoice, seatsOf } from './randomPlay.ts';

/** Freezes every object and array of the value: a write anywhere into it then throws (modules run strict). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** rules 000 §14–§25 and §16, §19: every official option, each drawn (the advanced rules with §21, as §25 asks). */
function officialOptions(rng: RngState): Partial<DuneOptions> {
  const flip = () => randomInt(rng, 2) === 1;
  const advancedSpiceBlow = flip();
  const advancedBattles = flip();
  return {
    treacheryDeck: flip() ? 'descartes43' : 'base33',
    atreidesSeesHarkonnenBonusCard: flip(),
    cielagoSouth12: flip(),
    noAlliances: flip(),
    moreStrongholdsToWin: flip(),
    shieldWallVictory: flip(),
    increasedSpiceFlow: advancedSpiceBlow || advancedBattles || flip(),
    extraPowers: flip(),
    climate: flip(),
    specialKarama: flip(),
    beneGesseritWorthlessKarama: flip(),
    advancedSpiceBlow,
    advancedBattles,
    spiceHarvest: flip(),
    duel: flip(),
  };
}

/** rules 000 XXVII–XXXVIII: the variants built, drawn among the compatible ones with what they need. */
function variantOptions(rng: RngState): Partial<DuneOptions> {
  const flip = () => randomInt(rng, 2) === 1;
  if (flip()) return VARIANTS_PRESET;
  const twoPilesSimple = flip();
  const thumperEscape = flip();
  const harkonnenCapture = flip();
  return {
    twoPilesSimple,
    thumperEscape,
    fremenForesight: flip(),
    harkonnenCapture,
    movementBids: flip(),
    diplomacy: flip(),
    diplomacyAt: flip() ? 'nexus' : 'turn',
    treacheryDeck: thumperEscape || flip() ? 'descartes43' : 'base33',
    extraPowers: harkonnenCapture || flip(),
    advancedSpiceBlow: !twoPilesSimple && flip(),
    specialKarama: flip(),
    noAlliances: flip(),
    shieldWallVictory: flip(),
  };
}

// issue 19, ARCHITECTURE §2: with `writes` (src/writes.ts) `apply` copies only the fields it names and shares the
// others with its input. A field written but not named would change the input: here every input is deeply frozen, so
// such a write throws, and every result must equal `applyInPlace` on a copy.
describe('apply with the fields an action writes leaves its input untouched', () => {
  it('random games with every option and variant drawn, on deeply frozen states', () => {
    const rng = seedRng('writes');
    let actions = 0;
    let named = 0;
    for (let game = 0; game < 12; game++) {
      const options = game % 3 === 0 ? {} : game % 3 === 1 ? officialOptions(rng) : variantOptions(rng);
      const players = 2 + (game % 5);
      let state: DuneState = deepFreeze(dune.setup(options, seatsOf(players), `writes:${game}`));
      for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng)) {
        const before = stateHash(state);
        const inPlace = cloneJson(state);
        dune.applyInPlace(inPlace, choice.seat, choice.action);
        if (namedWrites(state, choice.seat, choice.action)) named++;
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok) throw new Error(`apply refused ${JSON.stringify(choice)}: ${result.error.code}`);
        expect(stateHash(state)).toBe(before);
        expect(stateHash(result.state)).toBe(stateHash(inPlace));
        state = deepFreeze(result.state);
        actions++;
      }
      expect(dune.outcome(state)).not.toBeNull();
    }
    expect(actions).toBeGreaterThan(5000);
    // The fields are named for a good share of the actions (the rest copy every field that may change).
    expect(named / actions).toBeGreaterThan(0.2);
  });

  it('copyEvery copies each field that may change: a new object for each object-valued one', () => {
    const rng = seedRng('copyEvery');
    let fields = 0;
    for (let game = 0; game < 6; game++) {
      const options = game % 3 === 0 ? {} : game % 3 === 1 ? officialOptions(rng) : variantOptions(rng);
      const state: DuneState = dune.setup(options, seatsOf(2 + (game % 5)), `copyEvery:${game}`);
      for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng)) {
        const copy = copyEvery(state) as unknown as Readonly<Record<string, unknown>>;
        const input = state as unknown as Readonly<Record<string, unknown>>;
        expect(Object.keys(copy)).toEqual(Object.keys(input));
        for (const field of EVERY_FIELD) {
          const value = input[field];
          if (typeof value !== 'object' || value === null) continue;
          expect(copy[field], field).not.toBe(value);
          fields++;
        }
        dune.applyInPlace(state, choice.seat, choice.action);
      }
    }
    expect(fields).toBeGreaterThan(10_000);
  });
});
