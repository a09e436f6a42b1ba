import { dune, duneOptionsSchema, lastPointsTurn, VARIANTS, VARIANTS_PRESET, type Faction } from '@arrakis/dune';
import { imperium, imperiumOptionsSchema } from '@arrakis/imperium';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, lobbyImperiumOptions } from '../../src/imperium/lobbyOptions.ts';
import type { PlayMode } from '../../src/lobby/ModeChoice.tsx';
import {
  LOBBY_FACTIONS,
  lobbyDuneOptions,
  OPTIONS,
  POINTS_TURNS,
  VARIANT_LINKS,
  withOptionToggled,
  type OptionKey,
} from '../../src/lobby/options.ts';
import { DUNE_PRESETS, dunePresetOf } from '../../src/lobby/presets.ts';

const MODES: readonly PlayMode[] = ['online', 'hotSeat'];

/** Every subset of a list (2^n of them). */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

// The lobbies name options and values without loading the engine or zod on the first page; these tests hold them
// to the packages' schemas, which the server checks every create request against.
describe('what the lobbies send passes the games’ option schemas', () => {
  it('Dune: every option of the schema is offered, and every faction', () => {
    // Not offered: the readings of §19 (`duelArcObstacles`, `kanlyClaimMainCharacter`) and `harvestWormTax` (not
    // one of the rulebook's options): the engine plays them when a table asks.
    // 000 XXIX: the diplomacy phase's five minutes (`diplomacyMinutes`) are the default; no switch changes them.
    // 000 XXXVIII's game length (`victoryPointsTurns`, a number of turns) is no switch: its own control, below.
    const notYetOffered = [
      'factions',
      'harvestWormTax',
      'duelArcObstacles',
      'kanlyClaimMainCharacter',
      'diplomacyMinutes',
      'victoryPointsTurns',
      // 000 XXXIII: the minute to agree is the default, like XXIX's minutes.
      'agreementSeconds',
    ];
    const keys = Object.keys(duneOptionsSchema.shape).filter((k) => !notYetOffered.includes(k));
    expect(OPTIONS.map((o) => o.key).sort()).toEqual(keys.sort());
    expect([...LOBBY_FACTIONS]).toEqual([...duneOptionsSchema.shape.factions.unwrap().element.options]);
  });

  it('Dune: every combination of switches, in both modes, with factions drawn or chosen', () => {
    // The official switches in every combination; the variants' (rules 000 XXVII–XXXVIII) on top of all of them.
    const keys = OPTIONS.filter((o) => !o.variant).map((o) => o.key);
    let checked = 0;
    for (const on of subsets<OptionKey>(keys)) {
      for (const mode of MODES) {
        const options = lobbyDuneOptions(new Set(on), mode, null);
        expect(duneOptionsSchema.safeParse(options).error, JSON.stringify(options)).toBeUndefined();
        checked++;
      }
    }
    expect(checked).toBe(2 ** keys.length * MODES.length);
    const variants = OPTIONS.filter((o) => o.variant).map((o) => o.key);
    for (const on of subsets<OptionKey>(variants)) {
      const options = lobbyDuneOptions(new Set([...keys, ...on]), 'online', null);
      expect(duneOptionsSchema.safeParse(options).error, JSON.stringify(options)).toBeUndefined();
    }
    for (let seats = 2; seats <= 6; seats++) {
      const factions: Faction[] = LOBBY_FACTIONS.slice(0, seats);
      const options = lobbyDuneOptions(new Set(OPTIONS.map((o) => o.key)), 'online', factions);
      expect(duneOptionsSchema.parse(options)).toMatchObject({ factions, biddingTimerSeconds: 30 });
    }
  });

  it('Dune: a hot-seat game leaves out what only a server can keep', () => {
    const keys = new Set(OPTIONS.map((o) => o.key));
    expect(lobbyDuneOptions(keys, 'hotSeat', null)).not.toHaveProperty('biddingTimerSeconds');
    expect(lobbyDuneOptions(keys, 'online', null)).toHaveProperty('biddingTimerSeconds', 30);
  });

  it('Imperium: every leader selection and solo difficulty of the schema is offered', () => {
    expect([...DIFFICULTIES]).toEqual([...imperiumOptionsSchema.shape.difficulty.unwrap().options]);
    // The lobby's two radio buttons.
    expect([...imperiumOptionsSchema.shape.leaderSelection.unwrap().options]).toEqual(['draw', 'choose']);
  });

  it('Imperium: every choice, for 1 to 4 seats, and the engine sets each up', () => {
    for (const selection of [...imperiumOptionsSchema.shape.leaderSelection.unwrap().options, 'firstGame' as const]) {
      for (const difficulty of DIFFICULTIES) {
        for (let seats = 1; seats <= 4; seats++) {
          const options = lobbyImperiumOptions(selection, difficulty, seats);
          expect(imperiumOptionsSchema.parse(options)).toEqual(options);
          expect('difficulty' in options).toBe(seats === 1);
          const people = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));
          expect(() => imperium.setup(imperiumOptionsSchema.parse(options), people, 'lobby')).not.toThrow();
        }
      }
    }
  });

  it('the presets switch on options the lobby offers; every Dune preset passes the schema', () => {
    const keys = new Set(OPTIONS.map((o) => o.key));
    for (const preset of DUNE_PRESETS) {
      expect(preset.on.every((k) => keys.has(k))).toBe(true);
      expect(dunePresetOf(new Set(preset.on))).toBe(preset.id);
      expect(duneOptionsSchema.safeParse(lobbyDuneOptions(new Set(preset.on), 'online', null)).success).toBe(true);
    }
    expect(dunePresetOf(new Set(['climate']))).toBeNull();
  });

  // rules 000 XXVII–XXXVIII: the lobby never sends a set of variants setup refuses.
  it('Dune variants: the links are the engine’s; switching one brings what it needs and drops what it replaces', () => {
    for (const v of VARIANTS) {
      const link = VARIANT_LINKS[v.key]!;
      const needs = [...(v.needs ? [v.needs.option] : []), ...(v.needsFrenchDeck ? ['treacheryDeck'] : [])];
      expect(link.needs, v.key).toEqual(needs);
      expect(link.excludes, v.key).toEqual((v.excludes ?? []).map((e) => e.option));
    }
    const keys = OPTIONS.map((o) => o.key);
    // From every set of switches the variants preset or the official ones reach, flipping any switch stays playable.
    const starts = DUNE_PRESETS.map((p) => new Set<OptionKey>(p.on));
    for (const start of starts)
      for (const key of keys)
        for (const on of [withOptionToggled(start, key), withOptionToggled(withOptionToggled(start, key), key)]) {
          const options = lobbyDuneOptions(on, 'hotSeat', null);
          const people = [0, 1, 2].map((i) => ({ name: `p${i}`, kind: 'human' as const }));
          expect(() => dune.setup(options, people, 'lobby'), `${[...start].join(',')} + ${key}`).not.toThrow();
        }
    expect(withOptionToggled(new Set(), 'harkonnenCapture')).toEqual(new Set(['harkonnenCapture', 'extraPowers']));
    expect(withOptionToggled(new Set(['harkonnenCapture', 'extraPowers']), 'extraPowers')).toEqual(new Set());
    expect(withOptionToggled(new Set(['advancedSpiceBlow']), 'twoPilesSimple')).toEqual(new Set(['twoPilesSimple']));
    expect(withOptionToggled(new Set(['twoPilesSimple']), 'advancedSpiceBlow')).toEqual(new Set(['advancedSpiceBlow']));
  });

  // rules 000 XXXVIII "décider à l'avance de la durée de la partie, en nombre de tours".
  it('Dune variants: the game length goes with the victory points, within the schema’s bounds', () => {
    const bounds = duneOptionsSchema.shape.victoryPointsTurns.unwrap();
    expect([bounds.minValue, bounds.maxValue]).toEqual([POINTS_TURNS.min, POINTS_TURNS.max]);
    const points = withOptionToggled(new Set(), 'victoryPoints');
    const people = [0, 1, 2].map((i) => ({ name: `p${i}`, kind: 'human' as const }));
    for (let turns: number = POINTS_TURNS.min; turns <= POINTS_TURNS.max; turns++) {
      for (const mode of MODES) {
        const options = lobbyDuneOptions(points, mode, null, turns);
        expect(duneOptionsSchema.parse(options).victoryPointsTurns).toBe(
          turns === POINTS_TURNS.default ? undefined : turns,
        );
        expect(lastPointsTurn(dune.setup(options, people, 'length'))).toBe(turns);
      }
    }
    // Without the points the length is not sent (setup would refuse it: variantNeedsOption).
    expect(lobbyDuneOptions(new Set(['governor']), 'online', null, 3)).not.toHaveProperty('victoryPointsTurns');
    expect(() => dune.setup({ governor: true, victoryPointsTurns: 3 }, people, 'length')).toThrow();
    expect(duneOptionsSchema.safeParse({ victoryPoints: true, governor: true, victoryPointsTurns: 0 }).success).toBe(
      false,
    );
    expect(duneOptionsSchema.safeParse({ victoryPoints: true, governor: true, victoryPointsTurns: 16 }).success).toBe(
      false,
    );
  });

  it('Dune variants: the preset is the engine’s VARIANTS_PRESET', () => {
    const preset = DUNE_PRESETS.find((p) => p.id === 'variants')!;
    expect(lobbyDuneOptions(new Set(preset.on), 'online', null)).toEqual(VARIANTS_PRESET);
  });
});
