import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneJson, randomInt, seedRng, stateHash } from '@arrakis/engine';
import { BOX_FACTIONS as FACTIONS } from '../../src/data/factions.ts';
import { determinize } from '../../src/determinize.ts';
import { dune } from '../../src/rules.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import { brokenInvariants } from './invariants.ts';
import { randomChoice } from './randomPlay.ts';

/**
 * rules 000 §15 (extra powers): random full games with the option on, every faction's powers (the Bene Gesserit
 * coexistence of §15.B included) in play, from the setup.
 */
const GAMES = Math.max(10, Math.floor(Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 200) / 5));
const STEP_CAP = 20_000;

describe('random games with the extra powers (rules 000 §15)', () => {
  it(`${GAMES} games: every invariant after every action, apply = applyInPlace, views hide nothing new`, () => {
    for (let g = 0; g < GAMES; g++) {
      const rng = seedRng(`extra:${g}`);
      const players = 2 + (g % 5);
      const factions = [...FACTIONS]
        .sort(() => 0)
        .slice(g % 2 === 0 ? 0 : 6 - players, (g % 2 === 0 ? 0 : 6 - players) + players);
      const advanced = g % 3 === 1;
      let state = dune.setup(
        {
          factions,
          extraPowers: true,
          climate: g % 4 === 0,
          // rules 000 §18: the Karama uses that prevent an extra power, one game in two.
          specialKarama: g % 2 === 1,
          treacheryDeck: g % 2 === 0 ? 'descartes43' : 'base33',
          ...(advanced ? { advancedBattles: true, advancedSpiceBlow: true, increasedSpiceFlow: true } : {}),
        },
        factions.map((f) => ({ name: f, kind: 'human' as const })),
        `extra:${g}`,
      );
      expect(brokenInvariants(state)).toEqual([]);
      for (let steps = 0; ; steps++) {
        expect(steps, 'game stalled').toBeLessThan(STEP_CAP);
        const choice = randomChoice(state, rng);
        if (!choice) break;
        if (randomInt(rng, 40) === 0) {
          for (let seat = 0; seat < state.seatCount; seat++) {
            const view = dune.view(state, seat);
            expect(canonicalJson(dune.view(resampleHidden(state, seat, rng), seat))).toBe(canonicalJson(view));
            const rebuilt = determinize(view, rng);
            expect(canonicalJson(dune.view(rebuilt, seat))).toBe(canonicalJson(view));
          }
        }
        const copy = cloneJson(state);
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok)
          throw new Error(`legal action refused: ${JSON.stringify(choice.action)} → ${result.error.code}`);
        dune.applyInPlace(copy, choice.seat, choice.action);
        expect(stateHash(copy)).toBe(stateHash(result.state));
        state = result.state;
        const broken = brokenInvariants(state);
        if (broken.length > 0)
          throw new Error(`game ${g} after ${JSON.stringify(choice.action)} (${state.phase}): ${broken.join('; ')}`);
      }
      expect(dune.outcome(state)).not.toBeNull();
    }
  });
});
