import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, dune, duneOptionsSchema, FACTIONS, SetupError, VARIANTS } from '../src/index.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));

function firstIssue(input: unknown) {
  const parsed = duneOptionsSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.error?.issues[0];
}

describe('duneOptionsSchema', () => {
  it('accepts the defaults, nothing, each default alone and chosen factions, unchanged', () => {
    expect(duneOptionsSchema.parse(DEFAULT_OPTIONS)).toEqual(DEFAULT_OPTIONS);
    expect(duneOptionsSchema.parse({})).toEqual({});
    for (const [key, value] of Object.entries(DEFAULT_OPTIONS)) {
      expect(duneOptionsSchema.parse({ [key]: value }), key).toEqual({ [key]: value });
    }
    const factions = ['fremen', 'atreides', 'harkonnen'];
    expect(duneOptionsSchema.parse({ ...DEFAULT_OPTIONS, factions })).toEqual({ ...DEFAULT_OPTIONS, factions });
    expect(duneOptionsSchema.parse({ biddingTimerSeconds: 30, treacheryDeck: 'descartes43' })).toEqual({
      biddingTimerSeconds: 30,
      treacheryDeck: 'descartes43',
    });
  });

  it('has a schema for every option and for no other key', () => {
    // `spiceHarvest`, `harvestWormTax` (rules 000 §16) and `duel` (§19) have no default entry: absent, older games
    // keep their hashes.
    expect(Object.keys(duneOptionsSchema.shape).sort()).toEqual(
      [
        ...Object.keys(DEFAULT_OPTIONS),
        'factions',
        'spiceHarvest',
        'harvestWormTax',
        'duel',
        // rules 000 §19's readings (docs/rules-coverage.md §19).
        'duelArcObstacles',
        'kanlyClaimMainCharacter',
        // rules 000 XXVII–XXXVIII, the variants (variants/index.ts): absent = off.
        ...VARIANTS.map((v) => v.key),
        // 000 XXXVIII: the game's length in turns.
        'victoryPointsTurns',
        // 000 XXIX: where the diplomacy phase is held, and its minutes (the host's timer).
        'diplomacyAt',
        'diplomacyMinutes',
        // 000 XXXIII: the minute to agree (the host's timer).
        'agreementSeconds',
      ].sort(),
    );
  });

  it('refuses an unknown key, naming it', () => {
    expect(firstIssue({ noAlliance: true })).toMatchObject({ code: 'unrecognized_keys', keys: ['noAlliance'] });
    expect(firstIssue({ ...DEFAULT_OPTIONS, foo: 'bar' })).toMatchObject({ code: 'unrecognized_keys', keys: ['foo'] });
  });

  it('refuses a wrong type or value, at its path', () => {
    expect(firstIssue({ noAlliances: 'maybe' })?.path).toEqual(['noAlliances']);
    expect(firstIssue({ treacheryDeck: 'base43' })?.path).toEqual(['treacheryDeck']);
    expect(firstIssue({ biddingTimerSeconds: 0 })?.path).toEqual(['biddingTimerSeconds']);
    expect(firstIssue({ biddingTimerSeconds: 2.5 })?.path).toEqual(['biddingTimerSeconds']);
    expect(firstIssue({ factions: ['atreides', 'sardaukar'] })?.path).toEqual(['factions', 1]);
    expect(firstIssue({ factions: ['atreides'] })?.path).toEqual(['factions']);
    expect(firstIssue(null)?.path).toEqual([]);
  });

  it('leaves the rules between options to setup, which refuses them as values', () => {
    const options = duneOptionsSchema.parse({ advancedBattles: true, increasedSpiceFlow: false });
    expect(() => dune.setup(options, seats(2), 's')).toThrow(SetupError);
    const factions = duneOptionsSchema.parse({ factions: [...FACTIONS] });
    expect(() => dune.setup(factions, seats(5), 's')).toThrow(SetupError);
  });
});
