import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import { dune, FACTIONS, VARIANTS_PRESET, type DuneAction, type DuneState, type Frame } from '@arrakis/dune';
import { duneHeuristicBot, playSeat, type DuneHeuristicBot } from '../src/index.ts';

/** rules 000 XXVIII, XXX, XXXVI: the decisions the variants add. */
const KINDS: readonly Frame['kind'][] = [
  'thumperEscape',
  'captureAttempt',
  'captureSuicide',
  'movementOrder',
  'movementStep', // 000 XXXI
];
/** rules 000 XXXIV, XXXVIII: the Governor's and the points' decisions, tried apart (their games are longer). */
const GOVERNOR_KINDS: readonly Frame['kind'][] = ['governorNaming', 'governorInstall', 'zonePrediction'];
/** The preset as it was before XXXIV and XXXVIII joined it, so that the rare Thumper meeting keeps its seeds. */
const WITHOUT_GOVERNOR = {
  ...VARIANTS_PRESET,
  governor: false,
  victoryPoints: false,
  // 000 XXXII, XXXIII joined later: tried apart, below.
  battleOrder: false,
  battleAgreement: false,
} as const;
/** rules 000 XXXII, XXXIII: the agreement's proposal and answers, and the Bene Gesserit's pass. */
const BATTLE_ORDER_KINDS: readonly Frame['kind'][] = ['agreementProposal', 'agreement', 'battleChoice'];
const MAX_GAMES = 200;

/** A random step, now and then the Atreides buying Duncan Idaho back (rules 000 XXXV) when they may. */
function randomStep(state: DuneState, rng: RngState): { seat: number; action: DuneAction } {
  const decisions = dune.decisions(state);
  const seat = decisions[randomInt(rng, decisions.length)]!.seat;
  const actions = dune.decisionActions(state, seat);
  return { seat, action: actions[randomInt(rng, actions.length)]! };
}

describe('the heuristic answers the decisions of the variants (rules 000 XXVII–XXXVIII)', () => {
  it('drives random games with the variants preset until each new kind has come up, asking the heuristic', () => {
    const seen = new Set<string>();
    let boughtBack = 0;
    const rng = seedRng('variant-kinds');
    for (let g = 0; g < MAX_GAMES && (KINDS.some((k) => !seen.has(k)) || boughtBack === 0); g++) {
      const players = 3 + (g % 4);
      const state = dune.setup(
        { ...WITHOUT_GOVERNOR, factions: FACTIONS.slice(0, players) },
        Array.from({ length: players }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const })),
        `variant-kinds:${g}`,
      );
      const bots: DuneHeuristicBot[] = Array.from({ length: players }, () => duneHeuristicBot());
      while (dune.decisions(state).length > 0) {
        for (const d of dune.decisions(state)) {
          const chosen = playSeat(dune, state, d.seat, bots[d.seat]!, rng);
          const legal = [...dune.decisionActions(state, d.seat), ...dune.interruptActions(state, d.seat)];
          expect(legal).toContainEqual(chosen);
          seen.add(d.kind);
          if (chosen.type === 'buyBackDuncan') {
            boughtBack++;
            dune.applyInPlace(state, d.seat, chosen);
            break;
          }
        }
        if (dune.decisions(state).length === 0) break;
        const { seat, action } = randomStep(state, rng);
        dune.applyInPlace(state, seat, action);
      }
    }
    expect(KINDS.filter((k) => !seen.has(k))).toEqual([]);
    expect(boughtBack).toBeGreaterThan(0);
    // Long on a loaded machine: the Thumper against a worm is a rare meeting.
  }, 600_000);

  it('answers the Governor’s naming and installation and the Bene Gesserit’s predictions (000 XXXIV, XXXVIII)', () => {
    const seen = new Set<string>();
    const rng = seedRng('governor-kinds');
    for (let g = 0; g < 10 && GOVERNOR_KINDS.some((k) => !seen.has(k)); g++) {
      const state = dune.setup(
        { ...VARIANTS_PRESET, victoryPointsTurns: 2, factions: FACTIONS },
        FACTIONS.map((_, i) => ({ name: `b${i}`, kind: 'bot' as const })),
        `governor-kinds:${g}`,
      );
      const bots: DuneHeuristicBot[] = FACTIONS.map(() => duneHeuristicBot());
      while (dune.decisions(state).length > 0) {
        const d = dune.decisions(state)[0]!;
        if ((GOVERNOR_KINDS as readonly string[]).includes(d.kind)) {
          const chosen = playSeat(dune, state, d.seat, bots[d.seat]!, rng);
          expect(dune.decisionActions(state, d.seat)).toContainEqual(chosen);
          seen.add(d.kind);
          dune.applyInPlace(state, d.seat, chosen);
          continue;
        }
        const { seat, action } = randomStep(state, rng);
        dune.applyInPlace(state, seat, action);
      }
    }
    expect(GOVERNOR_KINDS.filter((k) => !seen.has(k))).toEqual([]);
  }, 300_000);
  it('answers the agreements before a battle and chooses in turn (000 XXXII, XXXIII)', () => {
    const seen = new Set<string>();
    let accepted = 0;
    const rng = seedRng('battle-order-kinds');
    for (let g = 0; g < 20 && (BATTLE_ORDER_KINDS.some((k) => !seen.has(k)) || accepted === 0); g++) {
      const players = 3 + (g % 4);
      const state = dune.setup(
        { battleOrder: true, battleAgreement: true, extraPowers: true, factions: FACTIONS.slice(6 - players, 6) },
        Array.from({ length: players }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const })),
        `battle-order-kinds:${g}`,
      );
      const bots: DuneHeuristicBot[] = Array.from({ length: players }, () => duneHeuristicBot());
      while (dune.decisions(state).length > 0) {
        const d = dune.decisions(state)[0]!;
        const chosen = playSeat(dune, state, d.seat, bots[d.seat]!, rng);
        const legal = [...dune.decisionActions(state, d.seat), ...dune.interruptActions(state, d.seat)];
        expect(legal).toContainEqual(chosen);
        seen.add(d.kind);
        if (chosen.type === 'acceptAgreement') accepted++;
        dune.applyInPlace(state, d.seat, chosen);
      }
    }
    expect(BATTLE_ORDER_KINDS.filter((k) => !seen.has(k))).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
  }, 600_000);
});
