import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, type RngState } from '@arrakis/engine';
import { determinize, type DuneBelief } from '../../src/determinize.ts';
import { TREACHERY_CARD_IDS, type TreacheryCardId } from '../../src/data/treachery.ts';
import type { LeaderId } from '../../src/data/leaders.ts';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { brokenInvariants } from './invariants.ts';
import { botRng, randomChoice, seatsOf } from './randomPlay.ts';

const GAMES = Number(process.env.ARRAKIS_DETERMINIZE_GAMES ?? 40);
/** One decision in this many is determinized and checked. */
const CHECK_ODDS = 8;
/** Random actions played on from each determinized state: it must be a state the rules can go on from. */
const PLAY_ON = 60;

/** The paths where two JSON values differ, with both sides: short enough to read in a failure. */
function differences(a: unknown, b: unknown, path = ''): string[] {
  if (canonicalJson(a as never) === canonicalJson(b as never)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`),
    );
  }
  return [`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}

/** A belief about the others, part true (some of their real cards and traitors) and part false (random cards). */
function randomBelief(state: DuneState, seat: number, rng: RngState): DuneBelief {
  const cards: Record<string, TreacheryCardId[]> = {};
  const traitors: Record<string, LeaderId[]> = {};
  const handCounts: Record<string, number> = {};
  for (const f of state.seats) {
    if (f === state.seats[seat]) continue;
    const fs = state.factions[f]!;
    cards[f] = [
      ...fs.hand.filter(() => randomInt(rng, 2) === 0),
      TREACHERY_CARD_IDS[randomInt(rng, TREACHERY_CARD_IDS.length)]!,
    ];
    traitors[f] = fs.traitors.filter(() => randomInt(rng, 2) === 0);
    handCounts[f] = Math.max(0, fs.hand.length + randomInt(rng, 3) - 1);
  }
  return { cards, traitors, handCounts };
}

function playOn(state: DuneState, rng: RngState): void {
  for (let i = 0; i < PLAY_ON; i++) {
    const choice = randomChoice(state, rng);
    if (!choice) return;
    const result = dune.apply(state, choice.seat, choice.action);
    if (!result.ok)
      throw new Error(`determinized state refused ${JSON.stringify(choice.action)}: ${result.error.code}`);
    state = result.state;
    const broken = brokenInvariants(state);
    if (broken.length > 0) throw new Error(`determinized state broke invariants: ${broken.join('; ')}`);
  }
}

// ARCHITECTURE §5: a bot's search samples full states from its seat's view alone. Each sample must be a state the
// seat cannot tell from the real one (same view, same legal actions) and a sound state of the rules.
describe('determinize: full states consistent with a view', () => {
  it(`${GAMES} random games: same view, same legal actions, invariants hold, play goes on`, () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ minLength: 1, maxLength: 10 }),
          players: fc.integer({ min: 2, max: 6 }),
          deck: fc.boolean(),
          advancedBattles: fc.boolean(),
          advancedSpiceBlow: fc.boolean(),
          climate: fc.boolean(),
          extraPowers: fc.boolean(),
          specialKarama: fc.boolean(),
          beneGesseritWorthlessKarama: fc.boolean(),
          spiceHarvest: fc.boolean(),
          duel: fc.boolean(),
        }),
        ({
          seed,
          players,
          deck,
          advancedBattles,
          advancedSpiceBlow,
          climate,
          extraPowers,
          specialKarama,
          beneGesseritWorthlessKarama,
          spiceHarvest,
          duel,
        }) => {
          let state = dune.setup(
            {
              treacheryDeck: deck ? 'descartes43' : 'base33',
              advancedBattles,
              advancedSpiceBlow,
              climate,
              extraPowers,
              specialKarama,
              beneGesseritWorthlessKarama,
              spiceHarvest,
              duel,
            },
            seatsOf(players),
            seed,
          );
          const rng = botRng(seed);
          let checked = 0;
          for (let steps = 0; steps < 20_000; steps++) {
            const choice = randomChoice(state, rng);
            if (!choice) break;
            if (randomInt(rng, CHECK_ODDS) === 0) {
              const seat = choice.seat;
              const view = dune.view(state, seat);
              const sample = determinize(view, rng, randomBelief(state, seat, rng));
              expect(brokenInvariants(sample), `invariants at ${state.phase}`).toEqual([]);
              expect(differences(dune.view(sample, seat), view), `view at ${state.phase} ${view.frame?.kind}`).toEqual(
                [],
              );
              expect(canonicalJson(dune.decisionActions(sample, seat))).toBe(
                canonicalJson(dune.decisionActions(state, seat)),
              );
              expect(canonicalJson(dune.decisions(sample))).toBe(canonicalJson(dune.decisions(state)));
              playOn(sample, rng);
              checked++;
            }
            const result = dune.apply(state, choice.seat, choice.action);
            if (!result.ok) throw new Error(`legal action refused: ${result.error.code}`);
            state = result.state;
          }
          expect(checked).toBeGreaterThan(0);
        },
      ),
      { numRuns: GAMES, seed: Number(process.env.ARRAKIS_DETERMINIZE_SEED ?? 20261123), endOnFailure: true },
    );
  });
});
