import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneJson, randomInt, seedRng, stateHash } from '@arrakis/engine';
import { BOX_FACTIONS, type Faction } from '../../src/data/factions.ts';
import { determinize } from '../../src/determinize.ts';
import { dune } from '../../src/rules.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import type { DuneOptions } from '../../src/options.ts';
import { brokenInvariants } from './invariants.ts';
import { randomChoice } from './randomPlay.ts';

/**
 * rules 000 XXVII–XXXVIII: random full games with the variants built drawn at random among the compatible options
 * (each with what it needs), 2–6 factions, from the setup; 2–7 with XXXVII's Bene Tleilax.
 */
const GAMES = Math.max(10, Math.floor(Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 200) / 5));
const STEP_CAP = 20_000;

/** 000 XXXVII: games of 2–7 factions with the Bene Tleilax, longer, in a test of their own. */
const TLEILAXU_GAMES = Math.max(6, Math.floor(GAMES / 4));

function drawOptions(rng: ReturnType<typeof seedRng>, tleilaxu: boolean): Partial<DuneOptions> {
  const flip = () => randomInt(rng, 2) === 1;
  const twoPilesSimple = flip();
  const thumperEscape = flip();
  const harkonnenCapture = flip();
  return {
    ...(tleilaxu ? { tleilaxu } : {}),
    twoPilesSimple,
    thumperEscape,
    fremenForesight: flip(),
    harkonnenCapture,
    movementBids: flip(),
    twoTerritoryMove: flip(),
    diplomacy: flip(),
    diplomacyAt: flip() ? 'nexus' : 'turn',
    // What they need, and the official options around them, at random where the variants allow.
    treacheryDeck: thumperEscape || flip() ? 'descartes43' : 'base33',
    extraPowers: harkonnenCapture || tleilaxu || flip(),
    advancedSpiceBlow: !twoPilesSimple && flip(),
    specialKarama: flip(),
    noAlliances: flip(),
    shieldWallVictory: flip(),
    // 000 XXXII, XXXIII (drawn last: the draws above stay as they were).
    battleOrder: flip(),
    battleAgreement: flip(),
  };
}

/** `games` random games from the setup, checked after every action. */
function playGames(games: number, seed: string, tleilaxu: boolean): void {
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`${seed}:${g}`);
    const options = drawOptions(rng, tleilaxu);
    // 000 XXXVII: the Bene Tleilax with one to six of the others.
    const players = 2 + (g % (options.tleilaxu ? 6 : 5));
    const others = options.tleilaxu ? players - 1 : players;
    const start = randomInt(rng, 7 - others);
    const factions: Faction[] = BOX_FACTIONS.slice(start, start + others);
    if (options.tleilaxu) factions.splice(randomInt(rng, players), 0, 'tleilaxu');
    let state = dune.setup(
      { ...options, factions },
      factions.map((f) => ({ name: f, kind: 'human' as const })),
      `${seed}:${g}`,
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
      if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(choice.action)} → ${result.error.code}`);
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
  }
}

describe('random games with the variants XXVII, XXVIII, XXX, XXXI, XXXV, XXXVI, XXXVII (rules 000)', () => {
  it(`${GAMES} games: every invariant after every action, apply = applyInPlace, views hide nothing new`, () => {
    playGames(GAMES, 'variants', false);
  });

  it(`XXXVII ${TLEILAXU_GAMES} games with the Bene Tleilax, 2–7 factions: the same checks`, () => {
    playGames(TLEILAXU_GAMES, 'tleilaxu', true);
  });

  // rules 000 XXXV: what the Fremen see of the spice deck is in their view only.
  it('XXXV the spice cards the Fremen saw are in their view and no one else’s', () => {
    let seen = 0;
    for (let g = 0; g < 6; g++) {
      const rng = seedRng(`foresight:${g}`);
      const factions = [...BOX_FACTIONS];
      let state = dune.setup(
        { factions, fremenForesight: true, twoPilesSimple: g % 2 === 0 },
        factions.map((f) => ({ name: f, kind: 'human' as const })),
        `foresight:${g}`,
      );
      for (let steps = 0; steps < 3000; steps++) {
        if (state.phase === 'movement' && state.cursor.peek) {
          seen++;
          factions.forEach((f, seat) => {
            const view = dune.view(state, seat);
            expect(view.spiceDeckTop !== null, f).toBe(f === 'fremen');
            if (f !== 'fremen') expect(view.spiceDeckSecond, f).toBeNull();
          });
          expect(dune.view(state, null).spiceDeckTop).toBeNull();
        }
        const choice = randomChoice(state, rng);
        if (!choice) break;
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok) throw new Error(result.error.code);
        state = result.state;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
