import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, seedRng, type RngState } from '@arrakis/engine';
import { expandCopies } from '../../src/cards.ts';
import { INTRIGUE_DECK, type IntrigueCardId } from '../../src/data/intrigues.ts';
import { determinize, type ImperiumBelief } from '../../src/determinize.ts';
import { imperium } from '../../src/rules.ts';
import type { ImperiumState } from '../../src/state.ts';
import { brokenInvariants } from './invariants.ts';
import { botRng, randomChoice, seatsOf } from './randomPlay.ts';

/** Games per run (about 10 s for 40); `ARRAKIS_DETERMINIZE_GAMES=400` for a deeper run. */
const GAMES = Number(process.env.ARRAKIS_DETERMINIZE_GAMES ?? 40);
/** One decision in this many is determinized and checked. */
const CHECK_ODDS = 25;
/** Random games played on from a determinized state: one in this many to its end, the others for a while. */
const PLAY_TO_END_ODDS = 6;
const PLAY_ON = 80;

/** The paths where two JSON values differ, with both sides: short enough to read in a failure. */
function differences(a: unknown, b: unknown, path = ''): string[] {
  if (canonicalJson(a) === canonicalJson(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`),
    );
  }
  return [`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}

/** A belief part true (some real top cards and Intrigues of the others) and part false (a random Intrigue). */
function randomBelief(state: ImperiumState, seat: number, rng: RngState): ImperiumBelief {
  const deckTops: Record<number, string[]> = {};
  const intrigues: Record<number, IntrigueCardId[]> = {};
  const all = expandCopies(INTRIGUE_DECK);
  state.players.forEach((p, s) => {
    deckTops[s] = randomInt(rng, 2) === 0 ? p.deck.slice(0, randomInt(rng, 3)) : [all[0]!];
    if (s === seat) return;
    intrigues[s] = [...p.intrigues.filter(() => randomInt(rng, 2) === 0), all[randomInt(rng, all.length)]!];
  });
  return { deckTops, intrigues };
}

function playOn(state: ImperiumState, rng: RngState, toTheEnd: boolean): void {
  for (let i = 0; toTheEnd || i < PLAY_ON; i++) {
    expect(i, 'a determinized game stalled').toBeLessThan(5_000);
    const choice = randomChoice(state, rng);
    if (!choice) {
      expect(imperium.outcome(state)).not.toBeNull();
      return;
    }
    const result = imperium.apply(state, choice.seat, choice.action);
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
  it(`${GAMES} random games of 1–4 players (House Hagal included): same view, same legal actions, invariants hold, play goes on`, () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ minLength: 1, maxLength: 10 }),
          players: fc.integer({ min: 1, max: 4 }),
          leaderSelection: fc.constantFrom<'draw' | 'choose'>('draw', 'choose'),
          difficulty: fc.constantFrom<'mercenary' | 'sardaukar' | 'mentat' | 'kwisatzHaderach'>(
            'mercenary',
            'sardaukar',
            'mentat',
            'kwisatzHaderach',
          ),
        }),
        ({ seed, players, leaderSelection, difficulty }) => {
          let state = imperium.setup({ leaderSelection, difficulty }, seatsOf(players), seed);
          const rng = botRng(seed);
          for (let steps = 0; steps < 5_000; steps++) {
            const choice = randomChoice(state, rng);
            if (!choice) break;
            if (randomInt(rng, CHECK_ODDS) === 0) {
              const seat = choice.seat;
              const view = imperium.view(state, seat);
              const sample = determinize(view, rng, randomInt(rng, 2) ? randomBelief(state, seat, rng) : {});
              expect(brokenInvariants(sample), `invariants at ${state.phase}`).toEqual([]);
              const top = view.stack[view.stack.length - 1]?.kind;
              expect(differences(imperium.view(sample, seat), view), `view at ${state.phase} ${top}`).toEqual([]);
              expect(canonicalJson(imperium.legalActions(sample, seat))).toBe(
                canonicalJson(imperium.legalActions(state, seat)),
              );
              expect(canonicalJson(imperium.decisions(sample))).toBe(canonicalJson(imperium.decisions(state)));
              playOn(sample, rng, randomInt(rng, PLAY_TO_END_ODDS) === 0);
              checked++;
            }
            const result = imperium.apply(state, choice.seat, choice.action);
            if (!result.ok) throw new Error(`legal action refused: ${result.error.code}`);
            state = result.state;
          }
        },
      ),
      { numRuns: GAMES, seed: Number(process.env.ARRAKIS_DETERMINIZE_SEED ?? 20261124), endOnFailure: true },
    );
    expect(checked).toBeGreaterThan(GAMES * 5);
  });

  it('a belief is honoured where the view allows: believed top cards and Intrigues, not more than the counts', () => {
    const state = imperium.setup({}, seatsOf(3), 'belief');
    state.players[1]!.intrigues = [state.intrigueDeck.shift()!];
    const top = state.players[1]!.deck[2]!;
    const unseen = state.intrigueDeck.find((c) => c !== state.players[1]!.intrigues[0])!;
    const view = imperium.view(state, 0);
    const belief: ImperiumBelief = { deckTops: { 1: [top] }, intrigues: { 1: [unseen], 2: [unseen] } };
    const sample = determinize(view, seedRng('belief'), belief);
    expect(sample.players[1]!.deck[0]).toBe(top);
    expect(sample.players[1]!.intrigues).toEqual([unseen]);
    // Seat 2 holds no Intrigue in the view: the belief cannot give it one.
    expect(sample.players[2]!.intrigues).toEqual([]);
    expect(differences(imperium.view(sample, 0), view)).toEqual([]);
    expect(brokenInvariants(sample)).toEqual([]);
  });

  it('refuses a spectator’s view: it has no information set', () => {
    const state = imperium.setup({}, seatsOf(3), 'spectator');
    expect(() => determinize(imperium.view(state, null), seedRng('x'))).toThrow(/spectator/);
  });
});
