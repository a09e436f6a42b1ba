import { describe, expect, it } from 'vitest';
import { canonicalJson, seedRng, type RuleError } from '@arrakis/engine';
import {
  dune,
  fixture,
  resampleHidden,
  SetupError,
  SIETCHS_AND_QUARTERS,
  type DuneState,
  type Faction,
} from '../../src/index.ts';
import { setupDune } from '../../src/setup.ts';
import { decisionOf, eventsOf, play } from '../helpers.ts';

const FACTIONS6 = ['emperor', 'atreides', 'harkonnen', 'fremen', 'beneGesserit', 'guild'] as const;
const EMPEROR = 0;
const BG = 4;
const GUILD = 5;
const table = { factions: FACTIONS6, seed: 'xxxviii', governor: true, victoryPoints: true } as const;

function setupError(options: object): { code: string; params: object } | null {
  const seats = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));
  try {
    setupDune(options, seats, 'xxxviii');
    return null;
  } catch (e) {
    if (e instanceof SetupError) return { code: (e.error as RuleError).code, params: (e.error as RuleError).params };
    throw e;
  }
}

/**
 * The fixture's board at the end of a turn: Atreides in Arrakeen's north quarter (their Governor there), Harkonnen
 * in Carthag's north quarter, the Fremen in Sietch Tabr, the Guild in Tuek's Sietch; Habbanya and both south
 * quarters empty.
 */
const governorAtreides = (s: DuneState) => {
  s.governor = { faction: 'atreides', leader: 'thufirHawat', capital: 'arrakeen', started: true };
};
const predicted = (prediction: Record<string, Faction | null>) => (s: DuneState) => {
  s.points!.predictedTurn = s.turn;
  s.points!.prediction = prediction;
};
const RIGHT: Record<string, Faction | null> = {
  tueksSietch: 'guild',
  sietchTabr: 'fremen',
  habbanyaSietch: null,
  arrakeen: 'atreides',
  arrakeenSouth: null,
  carthag: 'harkonnen',
  carthagSouth: null,
};

function gains(state: DuneState): Partial<Record<Faction, number>> {
  return state.points!.history.at(-1)!.gains;
}

describe('rules 000 XXXVIII victory points (option victoryPoints)', () => {
  // rules 000 XXXVIII "Attention, ce système doit être employée avec la règle XXXIV sur le gouverneur de Dune."
  it('XXXVIII needs XXXIV: refused without it (variantNeedsOption); the length needs the points', () => {
    expect(setupError({ victoryPoints: true })).toEqual({
      code: 'variantNeedsOption',
      params: { option: 'victoryPoints', rule: 'XXXVIII', needs: 'governor', needsRule: 'XXXIV' },
    });
    expect(setupError({ victoryPoints: true, governor: true })).toBeNull();
    expect(setupError({ governor: true, victoryPointsTurns: 5 })?.code).toBe('variantNeedsOption');
  });

  // rules 000 XXXVIII.A "Au début de chaque tour, avant la phase de tempête, le Bene Gesserit prédit la situation de
  // chaque sietch et de chaqu'un des deux quartiers de Carthag et Arrakeen. ... Il peut prédire qu'un sietch ou
  // qu'un quartier sera vide."
  it('XXXVIII.A before each storm the Bene Gesserit predict the seven sietchs and quarters, a player or empty', () => {
    let state = fixture(table).build();
    state = play(state, EMPEROR, { type: 'nameGovernor', faction: 'atreides' }).state;
    state = play(state, 1, { type: 'installGovernor', leader: 'thufirHawat', capital: 'arrakeen' }).state;
    expect(decisionOf(state)).toEqual({ kind: 'zonePrediction', seats: [BG] });
    expect(dune.decisionActions(state, BG)).toEqual([
      { type: 'predictZone', zone: 'tueksSietch', faction: null },
      ...FACTIONS6.map((faction) => ({ type: 'predictZone', zone: 'tueksSietch', faction })),
    ]);
    for (const zone of SIETCHS_AND_QUARTERS) {
      expect(decisionOf(state)?.kind).toBe('zonePrediction');
      state = play(state, BG, { type: 'predictZone', zone, faction: RIGHT[zone] }).state;
    }
    expect(state.points!.prediction).toEqual(RIGHT);
    expect(decisionOf(state)?.kind).toBe('stormDial');
    // The next turn, again before the storm.
    const next = fixture(table).turn(2).with(governorAtreides).build();
    expect(decisionOf(next)).toEqual({ kind: 'zonePrediction', seats: [BG] });
  });

  // rules 000 XXXVIII.A "Il indique pour chaque zone secrètement et par écrit".
  it('XXXVIII.A the prediction is secret: only the Bene Gesserit see it; resampled for the others, nothing shows', () => {
    const state = fixture(table).phase('movement').with(governorAtreides).with(predicted(RIGHT)).build();
    expect(dune.view(state, BG).points!.prediction).toEqual(RIGHT);
    for (const seat of [0, 1, 2, 3, 5]) {
      expect(dune.view(state, seat).points!.prediction, String(seat)).toEqual({});
      const rng = seedRng(`secret:${seat}`);
      const other = resampleHidden(state, seat, rng);
      expect(canonicalJson(dune.view(other, seat))).toBe(canonicalJson(dune.view(state, seat)));
    }
    expect(dune.view(state, null).points!.prediction).toEqual({});
  });

  // rules 000 XXXVIII.B "A la fin de chaque tour, après la récolte de l'épice, on effectue le décompte des points".
  // "EMPEREUR, ATREIDES, HARKONNENS - Chaque sietch ou quartier: 3 points - Gouverneur occupant sa capitale toute
  // entière: 12 points - Gouverneur n'occupant qu'un seul quartier: 3 points"
  it('XXXVIII.B Emperor, Atreides, Harkonnen: 3 a sietch or quarter; the Governor 3 for one quarter, 12 for both', () => {
    const one = fixture(table).phase('collection').with(governorAtreides).build();
    expect(gains(one)).toMatchObject({ emperor: 0, atreides: 3 + 3, harkonnen: 3 });
    const whole = fixture(table)
      .phase('collection')
      .forces('atreides', 'arrakeenSouth', 9, 2)
      .with(governorAtreides)
      .build();
    expect(gains(whole).atreides).toBe(3 + 3 + 12);
  });

  // "FREMENS - Sietch Tabr: 3 points - Sietch de Habbanya 3 points - Chacun des autres sietchs ou quartiers: 5 points
  // - Chaque sietch ou quartier vide: 2 points"
  it('XXXVIII.B Fremen: 3 for Sietch Tabr or Habbanya, 5 for another, 2 for each one empty', () => {
    const state = fixture(table).phase('collection').with(governorAtreides).build();
    // Sietch Tabr; Habbanya and the two south quarters empty.
    expect(gains(state).fremen).toBe(3 + 3 * 2);
    const tuek = fixture(table)
      .phase('collection')
      .forces('guild', 'tueksSietch', 4, 0)
      .forces('fremen', 'tueksSietch', 4, 1)
      .with(governorAtreides)
      .build();
    expect(gains(tuek).fremen).toBe(3 + 5 + 3 * 2);
  });

  // "BENE GESSERIT - Pour chacune de ses prédictions se vérifiant: 1 point - Si les sept prédictions sont justes: 12
  // points"
  it('XXXVIII.B Bene Gesserit: 1 a right prediction; all seven right, 12 (in all, a reading)', () => {
    const right = fixture(table).phase('collection').with(governorAtreides).with(predicted(RIGHT)).build();
    expect(gains(right).beneGesserit).toBe(12);
    expect(right.points!.history.at(-1)!.prediction).toEqual(RIGHT);
    const twoWrong = fixture(table)
      .phase('collection')
      .with(governorAtreides)
      .with(predicted({ ...RIGHT, habbanyaSietch: 'fremen', carthag: null }))
      .build();
    expect(gains(twoWrong).beneGesserit).toBe(5);
  });

  // "GUILDE - Ne contrôle pas le Sietch du Tuek: -5 points"
  it('XXXVIII.B Guild: -5 when it does not hold Tuek’s Sietch, nothing when it does', () => {
    expect(gains(fixture(table).phase('collection').with(governorAtreides).build()).guild).toBe(0);
    const out = fixture(table).phase('collection').forces('guild', 'tueksSietch', 4, 0).with(governorAtreides).build();
    expect(gains(out).guild).toBe(-5);
  });

  // XXXIV.D applies only without XXXVIII: with the points, holding four sietchs or quarters ends nothing.
  it('XXXVIII points replace the sietchs and quarters as the objective: four held end nothing', () => {
    const state = fixture(table)
      .phase('collection')
      .forces('atreides', 'arrakeenSouth', 9, 1)
      .forces('atreides', 'habbanyaSietch', 16, 1)
      .forces('atreides', 'carthagSouth', 10, 1)
      .with(governorAtreides)
      .build();
    expect(state.result).toBeNull();
    expect(state.points!.scores.atreides).toBeGreaterThan(0);
  });

  // "A la fin du jeu la guilde marque en outre, autant de points qu'elle possède d'épice dans ses caisses. Cette
  // règle permet aux joueur de décider à l'avance de la durée de la partie, en nombre de tour"
  it('XXXVIII the game ends after the turn fixed at setup; the Guild adds its spice; the most points win', () => {
    const state = fixture({ ...table, victoryPointsTurns: 2 })
      .phase('collection')
      .turn(2)
      .spice('guild', 30)
      .with(governorAtreides)
      .build();
    const last = state.points!.history.at(-1)!;
    expect(last.turn).toBe(2);
    expect(state.points!.scores.guild).toBe(0 + 30);
    expect(state.result).toMatchObject({ winners: [GUILD], reason: 'points', turn: 2 });
    const earlier = fixture({ ...table, victoryPointsTurns: 2 })
      .phase('collection')
      .turn(1)
      .with(governorAtreides)
      .build();
    expect(earlier.result).toBeNull();
    expect(earlier.phase).toBe('storm');
  });

  it('XXXVIII a tie for the most points shares the win (a reading)', () => {
    const state = fixture({ ...table, victoryPointsTurns: 1 })
      .phase('collection')
      .spice('guild', 0)
      .with(governorAtreides)
      .with((s) => {
        s.points!.scores = { harkonnen: 6, fremen: 0 };
      })
      .build();
    // This turn: Atreides 6, Harkonnen 3 (9 in all), Fremen 9.
    expect(state.result).toMatchObject({ winners: [2, 3], reason: 'points' });
  });

  it('XXXVIII the turn’s points and the prediction, then revealed, are told to everyone', () => {
    // The Governor fell in the battles: the naming comes first, then the collection and the scoring.
    const state = fixture(table)
      .phase('collection')
      .leaderInTanks('atreides', 'thufirHawat')
      .with(governorAtreides)
      .with(predicted(RIGHT))
      .build();
    expect(decisionOf(state)).toEqual({ kind: 'governorNaming', seats: [EMPEROR] });
    const named = play(state, EMPEROR, { type: 'nameGovernor', faction: 'harkonnen' }).state;
    const { state: after, events } = play(named, 2, {
      type: 'installGovernor',
      leader: 'piterDeVries',
      capital: 'carthag',
    });
    const scored = eventsOf(events, 'pointsScored');
    expect(scored).toHaveLength(1);
    expect(scored[0]!.params).toMatchObject({ turn: state.turn, prediction: RIGHT });
    expect(scored[0]!.visibility).toBe('public');
    expect(after.points!.scores.harkonnen).toBe(3 + 3);
  });
});
