import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, stateHash, type RngState } from '@arrakis/engine';
import { dune } from '../../src/rules.ts';
import { BOX_FACTIONS as FACTIONS, type Faction } from '../../src/data/factions.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import { determinize } from '../../src/determinize.ts';
import type { DuneState } from '../../src/state.ts';
import { brokenInvariants } from './invariants.ts';
import { botRng, randomChoice, seatsOf, type Choice } from './randomPlay.ts';

/**
 * rules 000 §19 (option `duel`) under random play: Kanly threats are made often (a random player threatens a
 * random deed whenever it may, one time in THREAT_ODDS), so that duels and Assassins' Wars are fought; after every
 * action the invariants hold (the 25 Duel cards, the spice with the support set aside and the strength converted),
 * and while a duel is on, bad input changes nothing, every legal answer applies, and no seat's view depends on what
 * it cannot know (the others' Duel hands, face-down champions and seconds, secret support).
 */
const GAMES = Math.max(8, Math.floor(Number(process.env.ARRAKIS_PROPERTY_GAMES ?? 200) / 8));
const THREAT_ODDS = 6;
const STEP_CAP = 60_000;
const DUEL_FRAMES = new Set([
  'kanlyCall',
  'kanlyClaim',
  'duelChampion',
  'duelPlacement',
  'duelSupport',
  'duelSeconds',
  'duelTurn',
  'duelParry',
  'secondReward',
  'warNegotiator',
]);

const BAD: unknown[] = [
  { type: 'duelMove', to: 'hub' },
  { type: 'duelCard', card: 'attackLeft1', target: 7 },
  { type: 'duelSupport', amount: 11 },
  { type: 'chooseChampion', leader: 'nobody' },
  { type: 'placeChampion', cell: 'outer9' },
  { type: 'threatenKanly', target: 0, deed: { kind: 'enter', territory: 'nowhere' } },
  { type: 'secondReward', forces: 99, leader: null },
];

function choose(state: DuneState, rng: RngState): Choice | null {
  const base = randomChoice(state, rng);
  if (!base || randomInt(rng, THREAT_ODDS) !== 0) return base;
  const threats = dune.interruptActions(state, base.seat).filter((a) => a.type === 'threatenKanly');
  return threats.length > 0 ? { seat: base.seat, action: threats[randomInt(rng, threats.length)]! } : base;
}

function duelChecks(state: DuneState, choice: Choice, rng: RngState): void {
  const hash = stateHash(state);
  for (const input of BAD) expect(dune.apply(state, choice.seat, input).ok).toBe(false);
  const legal = dune.legalActions(state, choice.seat);
  for (let i = 0; i < Math.min(4, legal.length); i++) {
    const action = legal[randomInt(rng, legal.length)]!;
    const result = dune.apply(state, choice.seat, action);
    expect(result.ok, `legal ${JSON.stringify(action)} refused`).toBe(true);
  }
  expect(stateHash(state)).toBe(hash);
  for (let seat = 0; seat < state.seatCount; seat++) {
    const before = canonicalJson(dune.view(state, seat));
    const after = canonicalJson(dune.view(resampleHidden(state, seat, rng), seat));
    expect(after, `view of seat ${seat} depends on hidden information`).toBe(before);
  }
  // ARCHITECTURE §5: the bots' search samples the hidden duel (determinize.ts): same view, same choices.
  if (state.eliminated?.includes(choice.seat)) return;
  const view = dune.view(state, choice.seat);
  const sample = determinize(view, rng);
  expect(brokenInvariants(sample)).toEqual([]);
  expect(canonicalJson(dune.view(sample, choice.seat))).toBe(canonicalJson(view));
  expect(canonicalJson(dune.decisionActions(sample, choice.seat))).toBe(
    canonicalJson(dune.decisionActions(state, choice.seat)),
  );
  expect(canonicalJson(dune.decisions(sample))).toBe(canonicalJson(dune.decisions(state)));
  let s = sample;
  for (let i = 0; i < 30; i++) {
    const next = randomChoice(s, rng);
    if (!next) break;
    const result = dune.apply(s, next.seat, next.action);
    if (!result.ok) throw new Error(`determinized state refused ${JSON.stringify(next.action)}`);
    s = result.state;
    expect(brokenInvariants(s)).toEqual([]);
  }
}

describe('rules 000 §19 under random play (option duel)', () => {
  it(`${GAMES} games with Kanly threats, duels and Assassins' Wars`, () => {
    const seen: Record<string, number> = {};
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ minLength: 1, maxLength: 12 }),
          players: fc.integer({ min: 2, max: 6 }),
          order: fc.shuffledSubarray([...FACTIONS], { minLength: 6, maxLength: 6 }),
          duelArcObstacles: fc.boolean(),
          kanlyClaimMainCharacter: fc.boolean(),
          spiceHarvest: fc.boolean(),
          extraPowers: fc.boolean(),
        }),
        ({ seed, players, order, ...options }) => {
          const factions: Faction[] = order.slice(0, players);
          let state = dune.setup({ ...options, duel: true, factions }, seatsOf(players), seed);
          const rng = botRng(seed);
          for (let steps = 0; ; steps++) {
            expect(steps, 'game stalled').toBeLessThan(STEP_CAP);
            const choice = choose(state, rng);
            if (!choice) break;
            const top = state.stack[state.stack.length - 1];
            if (top && DUEL_FRAMES.has(top.kind) && randomInt(rng, 8) === 0) duelChecks(state, choice, rng);
            const result = dune.apply(state, choice.seat, choice.action);
            if (!result.ok) throw new Error(`legal ${JSON.stringify(choice.action)} refused: ${result.error.code}`);
            state = result.state;
            for (const e of result.events)
              if (['kanlyDuelBegins', 'assassinsWarDeclared', 'duelBlow', 'kanlyClaimed'].includes(e.type))
                seen[e.type] = (seen[e.type] ?? 0) + 1;
            const broken = brokenInvariants(state);
            if (broken.length > 0) throw new Error(`after ${JSON.stringify(choice.action)}: ${broken.join('; ')}`);
          }
          expect(dune.outcome(state)).not.toBeNull();
        },
      ),
      { numRuns: GAMES, seed: 20261126, endOnFailure: true },
    );
    // The run does exercise the arena.
    expect(seen['kanlyDuelBegins'] ?? 0).toBeGreaterThan(0);
    expect(seen['assassinsWarDeclared'] ?? 0).toBeGreaterThan(0);
    expect(seen['duelBlow'] ?? 0).toBeGreaterThan(0);
  });
});
