import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneJson, randomInt, seedRng, stateHash } from '@arrakis/engine';
import { FACTIONS } from '../../src/data/factions.ts';
import { determinize } from '../../src/determinize.ts';
import { dune } from '../../src/rules.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import type { DuneOptions } from '../../src/options.ts';
import { brokenInvariants } from '../properties/invariants.ts';
import { randomChoice } from '../properties/randomPlay.ts';

/**
 * rules 000 XXXIV, XXXVIII: random full games with the Governor, and the points half the time, among other options
 * drawn at random (what the variants allow), 2–6 factions, from the setup.
 */
const GAMES = Math.max(6, Math.floor(Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 200) / 20));
const STEP_CAP = 20_000;

function drawOptions(rng: ReturnType<typeof seedRng>): Partial<DuneOptions> {
  const flip = () => randomInt(rng, 2) === 1;
  const victoryPoints = flip();
  return {
    governor: true,
    victoryPoints,
    ...(victoryPoints ? { victoryPointsTurns: 1 + randomInt(rng, 6) } : {}),
    increasedSpiceFlow: flip(),
    extraPowers: flip(),
    noAlliances: flip(),
    movementBids: flip(),
  };
}

describe('random games with the Governor of Dune and the victory points (rules 000 XXXIV, XXXVIII)', () => {
  it(`${GAMES} games: every invariant after every action, apply = applyInPlace, views hide nothing new`, () => {
    for (let g = 0; g < GAMES; g++) {
      const rng = seedRng(`governor:${g}`);
      const players = 2 + (g % 5);
      // The Emperor in most games, so that someone names the Governor.
      const start = g % 3 === 2 ? randomInt(rng, 7 - players) : 0;
      const factions = [...FACTIONS.slice(start, start + players)];
      if (start === 0 && !factions.includes('emperor')) factions[factions.length - 1] = 'emperor';
      const options = drawOptions(rng);
      let state = dune.setup(
        { ...options, factions },
        factions.map((f) => ({ name: f, kind: 'human' as const })),
        `governor:${g}`,
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
          throw new Error(
            `game ${g} ${JSON.stringify(options)} after ${JSON.stringify(choice.action)} (${state.phase}): ${broken.join('; ')}`,
          );
      }
      expect(dune.outcome(state)).not.toBeNull();
      if (options.victoryPoints)
        expect(state.result?.reason === 'points' || state.result?.reason === 'lastStanding').toBe(true);
    }
  });
});
