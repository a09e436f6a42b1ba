import { describe, expect, it } from 'vitest';
import type { RuleError } from '@arrakis/engine';
import {
  dune,
  fixture,
  GOVERNOR_ADJACENCY,
  SetupError,
  TERRITORIES,
  type DuneState,
  type GovernorState,
} from '../../src/index.ts';
import { setupDune } from '../../src/setup.ts';
import { leadersAvailable } from '../../src/battle/plan.ts';
import { movementRange } from '../../src/phases/movement.ts';
import { reachable } from '../../src/phases/reach.ts';
import { decisionOf, eventsOf, play } from '../helpers.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));
const table = { factions: ['emperor', 'atreides', 'harkonnen'] as const, seed: 'xxxiv', governor: true } as const;
const EMPEROR = 0;
const ATREIDES = 1;
const HARKONNEN = 2;

function setupError(options: object): { code: string; params: object } | null {
  try {
    setupDune(options, seats(3), 'xxxiv');
    return null;
  } catch (e) {
    if (e instanceof SetupError) return { code: (e.error as RuleError).code, params: (e.error as RuleError).params };
    throw e;
  }
}

const atreidesGovernor = (leader = 'thufirHawat'): ((s: DuneState) => void) => {
  return (s) => {
    s.governor = { faction: 'atreides', leader, capital: 'arrakeen', started: true } as GovernorState;
  };
};

describe('rules 000 XXXIV the Governor of Dune (option governor)', () => {
  // rules 000 XXXIV.A "Les deux capitales, Carthag, et Arrakeen, sont divisées en deux quartiers, nord et sud,
  // matérialisés sur la carte."
  it('XXXIV.A the two capitals are split: the south quarters exist only on the Governor’s board', () => {
    const governed = fixture(table).build();
    expect(Object.keys(governed.board)).toEqual(expect.arrayContaining(['arrakeenSouth', 'carthagSouth']));
    const classic = fixture({ factions: ['emperor', 'atreides', 'harkonnen'], seed: 'xxxiv' }).build();
    expect(Object.keys(classic.board)).not.toContain('arrakeenSouth');
    expect(Object.keys(classic.board)).toHaveLength(42);
  });

  // The text draws no line: our reading (data/governorMap.ts), north toward the Polar Sink, south toward the rim.
  it('XXXIV.A reading: the north quarter faces the pole, the south one the rim; Rim Wall West and Hagga Basin touch both', () => {
    const next = (t: keyof typeof GOVERNOR_ADJACENCY) => [...GOVERNOR_ADJACENCY[t]].sort();
    expect(next('arrakeen')).toEqual(['arrakeenSouth', 'imperialBasin', 'rimWallWest']);
    expect(next('arrakeenSouth')).toEqual(['arrakeen', 'oldGap', 'rimWallWest']);
    expect(next('carthag')).toEqual(['arsunt', 'carthagSouth', 'haggaBasin', 'imperialBasin']);
    expect(next('carthagSouth')).toEqual(['carthag', 'haggaBasin', 'tsimpo']);
    // The classic board keeps its borders.
    expect(TERRITORIES.arrakeen.adjacent).toContain('oldGap');
    expect(TERRITORIES.carthag.adjacent).toContain('tsimpo');
    for (const [t, next] of Object.entries(GOVERNOR_ADJACENCY))
      for (const n of next) expect(GOVERNOR_ADJACENCY[n], `${t} / ${n}`).toContain(t);
  });

  // rules 000 XXXIV.A "Ces deux quartiers sont considérés à tous points de vue comme deux sietchs différents et
  // voisins."
  it('XXXIV.A the quarters are two neighbouring strongholds: one step apart, each entered on its own', () => {
    const state = fixture(table)
      .phase('movement')
      .forces('harkonnen', 'oldGap', 9, 3)
      .forces('harkonnen', 'carthag', 10, 0)
      .build();
    const fromOldGap = reachable(state, HARKONNEN, 'oldGap:9', 1);
    expect(fromOldGap).toContain('arrakeenSouth:9');
    expect(fromOldGap).not.toContain('arrakeen:9');
    expect(reachable(state, HARKONNEN, 'oldGap:9', 2)).toContain('arrakeen:9');
    expect(TERRITORIES.arrakeenSouth.kind).toBe('stronghold');
    // Without the variant, the city is one territory next to Old Gap.
    const classic = fixture({ factions: ['emperor', 'atreides', 'harkonnen'], seed: 'xxxiv' })
      .phase('movement')
      .forces('harkonnen', 'oldGap', 9, 3)
      .build();
    expect(reachable(classic, HARKONNEN, 'oldGap:9', 1)).toContain('arrakeen:9');
    expect(reachable(classic, HARKONNEN, 'oldGap:9', 3).some((k) => k.startsWith('arrakeenSouth'))).toBe(false);
  });

  // rules 000 XXXIV.A "Tout joueur occupant au moins un quartier peut bénéficier des ornithoptères."
  it('XXXIV.A a player in one quarter only, the south one, has the ornithopters', () => {
    const state = fixture(table)
      .phase('movement')
      .forces('harkonnen', 'carthag', 10, 0)
      .forces('harkonnen', 'carthagSouth', 10, 4)
      .build();
    expect(movementRange(state, HARKONNEN)).toBe(3);
    const none = fixture(table).phase('movement').forces('harkonnen', 'carthag', 10, 0).build();
    expect(movementRange(none, HARKONNEN)).toBe(1);
  });

  // rules 000 XXXIV.B "Au début du jeu, l'empereur décide si le gouverneur de Dune sera Atéide ou Harkonnen."
  it('XXXIV.B before the first storm the Emperor chooses between Atreides and Harkonnen', () => {
    const state = fixture(table).build();
    expect(decisionOf(state)).toEqual({ kind: 'governorNaming', seats: [EMPEROR] });
    expect(dune.decisionActions(state, EMPEROR)).toEqual([
      { type: 'nameGovernor', faction: 'atreides' },
      { type: 'nameGovernor', faction: 'harkonnen' },
    ]);
    const { state: named, events } = play(state, EMPEROR, { type: 'nameGovernor', faction: 'harkonnen' });
    expect(eventsOf(events, 'governorNamed')[0]!.params).toEqual({ seat: EMPEROR, faction: 'harkonnen', named: 2 });
    expect(decisionOf(named)).toEqual({ kind: 'governorInstall', seats: [HARKONNEN] });
  });

  // rules 000 XXXIV.B "Le joueur désigné choisit l'un de ses chefs qui est nomé gouverneur et dont la rondelle est
  // placé sur Arrakeen ou carthag."
  it('XXXIV.B the faction named chooses one of its leaders, his disc on the capital where it stands', () => {
    const named = play(fixture(table).build(), EMPEROR, { type: 'nameGovernor', faction: 'harkonnen' }).state;
    const offered = dune.decisionActions(named, HARKONNEN);
    expect(offered).toContainEqual({ type: 'installGovernor', leader: 'piterDeVries', capital: 'carthag' });
    expect(offered.every((a) => a.type === 'installGovernor' && a.capital === 'carthag')).toBe(true);
    const { state, events } = play(named, HARKONNEN, {
      type: 'installGovernor',
      leader: 'piterDeVries',
      capital: 'carthag',
    });
    expect(state.governor).toEqual({ faction: 'harkonnen', leader: 'piterDeVries', capital: 'carthag', started: true });
    expect(eventsOf(events, 'governorInstalled')).toHaveLength(1);
    expect(decisionOf(state)?.kind).toBe('stormDial');
  });

  it('XXXIV.B reading: without the Emperor nobody names a Governor; there is none', () => {
    const state = fixture({ ...table, factions: ['atreides', 'harkonnen', 'fremen'] }).build();
    expect(decisionOf(state)?.kind).toBe('stormDial');
    expect(state.governor).toEqual({ faction: null, leader: null, capital: null, started: true });
  });

  // rules 000 XXXIV.B "Ce chef peut servire en combat, mais uniquement dans sa capitale."
  it('XXXIV.B the Governor fights only in his capital', () => {
    const state = fixture(table).phase('battle').with(atreidesGovernor()).build();
    expect(leadersAvailable(state, ATREIDES, 'arrakeenSouth')).toContain('thufirHawat');
    expect(leadersAvailable(state, ATREIDES, 'arrakeen')).toContain('thufirHawat');
    expect(leadersAvailable(state, ATREIDES, 'carthag')).not.toContain('thufirHawat');
    expect(leadersAvailable(state, ATREIDES, 'theGreatFlat')).not.toContain('thufirHawat');
    expect(leadersAvailable(state, ATREIDES, 'theGreatFlat')).toContain('ladyJessica');
  });

  // rules 000 XXXIV.B "A la fin de la phase de bataille si le précédent gouverneur a été tué ..., l'emperreur
  // choisit la faction du nouveaux gouverneur (Corrino, Atréide ou Harkonnen), mais le joueur désigné doit occuper
  // au moins un quartier de l'une des capitales"
  it('XXXIV.B the Governor killed: after the battles the Emperor names again, among those holding a quarter', () => {
    const state = fixture(table)
      .phase('collection')
      .forces('emperor', 'carthagSouth', 10, 2)
      .leaderInTanks('atreides', 'thufirHawat')
      .with(atreidesGovernor())
      .build();
    expect(decisionOf(state)).toEqual({ kind: 'governorNaming', seats: [EMPEROR] });
    expect(state.governor?.faction).toBeNull();
    expect(dune.decisionActions(state, EMPEROR)).toEqual([
      { type: 'nameGovernor', faction: 'emperor' },
      { type: 'nameGovernor', faction: 'atreides' },
      { type: 'nameGovernor', faction: 'harkonnen' },
    ]);
    const named = play(state, EMPEROR, { type: 'nameGovernor', faction: 'emperor' }).state;
    expect(dune.decisionActions(named, EMPEROR)).toContainEqual({
      type: 'installGovernor',
      leader: 'bashar',
      capital: 'carthag',
    });
  });

  it('XXXIV.B a candidate must hold a quarter: the Emperor with no token in a capital is not offered', () => {
    const state = fixture(table)
      .phase('collection')
      .leaderInTanks('atreides', 'thufirHawat')
      .with(atreidesGovernor())
      .build();
    expect(dune.decisionActions(state, EMPEROR)).toEqual([
      { type: 'nameGovernor', faction: 'atreides' },
      { type: 'nameGovernor', faction: 'harkonnen' },
    ]);
  });

  // rules 000 XXXIV.B "ou si le joueur concerné a perdu les deux quartiers de sa capitale"
  it('XXXIV.B the Governor’s faction out of both quarters of its capital falls; in one of them it stays', () => {
    const lost = fixture(table)
      .phase('collection')
      .forces('atreides', 'arrakeen', 9, 0)
      .with(atreidesGovernor())
      .build();
    expect(lost.governor?.faction).toBeNull();
    // Only the Harkonnen hold a quarter now: the Emperor's choice is forced.
    expect(decisionOf(lost)).toEqual({ kind: 'governorInstall', seats: [HARKONNEN] });
    const kept = fixture(table)
      .phase('collection')
      .forces('atreides', 'arrakeen', 9, 0)
      .forces('atreides', 'arrakeenSouth', 9, 2)
      .with(atreidesGovernor())
      .build();
    expect(kept.governor?.faction).toBe('atreides');
    expect(kept.phase).not.toBe('collection');
  });

  // rules 000 XXXIV.C "la règle XXI (acroissement des flux d'pices) est modifié comme suit: les joueurs rçoivent 1
  // épice par sietch ou quartier de capital contrôlé, le gouverneur de Dune reçoit en sus deux épices."
  it('XXXIV.C with §21: 1 spice per sietch or quarter held, 2 more for the Governor, not §21’s 2, 2 and 1', () => {
    const state = fixture({ ...table, increasedSpiceFlow: true })
      .phase('collection')
      .forces('atreides', 'arrakeenSouth', 9, 2)
      .forces('harkonnen', 'tueksSietch', 4, 2)
      .spice('atreides', 0)
      .spice('harkonnen', 0)
      .spice('emperor', 0)
      .with(atreidesGovernor())
      .build();
    expect(state.factions.atreides!.spice).toBe(1 + 1 + 2);
    // Carthag north and Tuek's Sietch.
    expect(state.factions.harkonnen!.spice).toBe(2);
    expect(state.factions.emperor!.spice).toBe(0);
  });

  it('XXXIV.C without §21 the sietchs and quarters give no spice', () => {
    const state = fixture(table).phase('collection').spice('atreides', 0).with(atreidesGovernor()).build();
    expect(state.factions.atreides!.spice).toBe(0);
  });

  // rules 000 XXXIV.D "Si la règle XXXVIII (Points de victoire) n'est pas utilisée, l'objectif du jeu devient
  // l'occupation de quatre sietchs ou quartiers de capitale à la fin d'un tour."
  it('XXXIV.D four sietchs or quarters at the end of a turn win; three do not', () => {
    const four = fixture(table)
      .phase('collection')
      .forces('atreides', 'arrakeenSouth', 9, 1)
      .forces('atreides', 'sietchTabr', 13, 1)
      .forces('atreides', 'tueksSietch', 4, 1)
      .with(atreidesGovernor())
      .build();
    expect(four.result).toMatchObject({ winners: [ATREIDES], reason: 'strongholds' });
    const three = fixture(table)
      .phase('collection')
      .forces('atreides', 'arrakeenSouth', 9, 1)
      .forces('atreides', 'sietchTabr', 13, 1)
      .with(atreidesGovernor())
      .build();
    expect(three.result).toBeNull();
  });

  // The dependencies the text states, named setup errors.
  it('XXXIV.D reading: the objective replaces the counts of §20.A.2 and §20.B, refused with it', () => {
    expect(setupError({ governor: true, moreStrongholdsToWin: true })).toEqual({
      code: 'variantsIncompatible',
      params: { option: 'governor', rule: 'XXXIV', with: 'moreStrongholdsToWin', withRule: '§20.A.2' },
    });
    expect(setupError({ governor: true, shieldWallVictory: true })?.code).toBe('variantsIncompatible');
    expect(setupError({ governor: true, increasedSpiceFlow: true })).toBeNull();
  });
});
