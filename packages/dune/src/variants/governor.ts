import type { RuleError, Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import type { LeaderId } from '../data/leaders.ts';
import type { TerritoryId } from '../data/territories.ts';
import { CAPITALS, QUARTERS, QUARTERS_OF, SIETCHS_AND_QUARTERS, type Capital } from '../data/governorMap.ts';
import type { DuneAction } from '../actions.ts';
import { activeSeats, seatOf } from '../board.ts';
import { occupants, occupies, type Table } from '../coexistence.ts';
import { oneSeat, pop, push, type FrameTable } from '../flow.ts';
import type { EventLog } from '../events.ts';
import { bankToFaction } from '../spice.ts';
import type { DuneState, GovernorState } from '../state.ts';
import type { FrameOf } from '../flow.ts';
import { reason } from '../reasons.ts';

/** 000 XXXIV.B "l'empereur décide si le gouverneur de Dune sera Atréide ou Harkonnen". */
const FIRST_CANDIDATES: readonly Faction[] = ['atreides', 'harkonnen'];
/** 000 XXXIV.B "l'emperreur choisit la faction du nouveaux gouverneur (Corrino, Atréide ou Harkonnen)". */
const LATER_CANDIDATES: readonly Faction[] = ['emperor', 'atreides', 'harkonnen'];

/** 000 XXXIV.C "le gouverneur de Dune reçoit en sus deux épices". */
export const GOVERNOR_SPICE = 2;
/** 000 XXXIV.D "l'occupation de quatre sietchs ou quartiers de capitale". */
export const GOVERNOR_TERRITORIES_TO_WIN = 4;

export function newGovernor(): GovernorState {
  return { faction: null, leader: null, capital: null, started: false };
}

/**
 * 000 XXXIV.A "Tout joueur occupant au moins un quartier peut bénéficier des ornithoptères"; without the variant,
 * Arrakeen or Carthag (rules 000 §9.C.2.a). Also the 3 spice a token of §11.A. Not by coexisting (§15.B.4).
 */
export function holdsACity(table: Table & { readonly options: { readonly governor?: boolean } }, faction: Faction) {
  if (occupies(table, 'arrakeen', faction) || occupies(table, 'carthag', faction)) return true;
  return (
    table.options.governor === true &&
    (occupies(table, 'arrakeenSouth', faction) || occupies(table, 'carthagSouth', faction))
  );
}

/** The sole occupant of a sietch or quarter ("contrôlé"), or null when it is empty or shared. */
export function controller(table: Table, territory: TerritoryId): Faction | null {
  const present = occupants(table, territory);
  return present.length === 1 ? present[0]! : null;
}

/** Which quarters of its capital the Governor's faction occupies (0, 1 or 2). */
export function capitalQuartersHeld(table: Table, governor: GovernorState): number {
  if (governor.faction === null || governor.capital === null) return 0;
  return QUARTERS_OF[governor.capital].filter((q) => occupies(table, q, governor.faction!)).length;
}

/**
 * 000 XXXIV.B "Ce chef peut servire en combat, mais uniquement dans sa capitale": whether this leader may be put
 * in a battle plan in `territory`.
 */
export function governorMayFight(state: DuneState, leader: LeaderId, territory: TerritoryId): boolean {
  const g = state.governor;
  if (!g || g.leader !== leader || g.capital === null) return true;
  return QUARTERS_OF[g.capital].includes(territory);
}

function seatIn(state: DuneState, faction: Faction): Seat | null {
  const seat = seatOf(state, faction);
  return seat !== null && activeSeats(state).includes(seat) ? seat : null;
}

function availableLeaders(state: DuneState, faction: Faction): LeaderId[] {
  return Object.entries(state.factions[faction]!.leaders)
    .filter(([, l]) => l.location === 'available')
    .map(([id]) => id as LeaderId);
}

/** The capitals where the faction occupies at least one quarter (where its Governor's disc may go). */
function capitalsHeld(state: DuneState, faction: Faction): Capital[] {
  return CAPITALS.filter((c) => QUARTERS_OF[c].some((q) => occupies(state, q, faction)));
}

/**
 * 000 XXXIV.B: who the Emperor may name. At the start, Atreides or Harkonnen; later Corrino, Atreides or Harkonnen,
 * "mais le joueur désigné doit occuper au moins un quartier de l'une des capitales". Readings: only a faction in
 * the game with a leader alive (it must choose one of them); at the start too the faction must hold a quarter,
 * where its disc goes (Atreides and Harkonnen start in their cities).
 */
export function governorCandidates(state: DuneState): Faction[] {
  const g = state.governor!;
  return (g.started ? LATER_CANDIDATES : FIRST_CANDIDATES).filter(
    (f) => seatIn(state, f) !== null && availableLeaders(state, f).length > 0 && capitalsHeld(state, f).length > 0,
  );
}

/**
 * Pushes the naming when the Emperor has a choice to make. Reading: with no Emperor in the game (or eliminated)
 * nobody names a Governor, so there is none; with a single candidate the Emperor's choice is forced and made at
 * once. Returns whether a frame was pushed.
 */
function startNaming(state: DuneState, log: EventLog): boolean {
  const emperor = seatIn(state, 'emperor');
  if (emperor === null) return false;
  const candidates = governorCandidates(state);
  if (candidates.length === 0) return false;
  if (candidates.length === 1) {
    name(state, candidates[0]!, emperor, log);
    return true;
  }
  push(state, { kind: 'governorNaming', seat: emperor, candidates });
  return true;
}

function name(state: DuneState, faction: Faction, emperor: Seat, log: EventLog): void {
  const seat = seatIn(state, faction)!;
  log.public('governorNamed', { seat: emperor, faction, named: seat });
  push(state, { kind: 'governorInstall', seat });
}

/** 000 XXXIV.B "Au début du jeu": before the first storm. Returns whether a decision waits. */
export function governorAtStart(state: DuneState, log: EventLog): boolean {
  const g = state.governor;
  if (!g || g.started) return false;
  const pushed = startNaming(state, log);
  g.started = true;
  return pushed;
}

/**
 * 000 XXXIV.B "A la fin de la phase de bataille si le précédent gouverneur a été tué ou si le joueur concerné a
 * perdu les deux quartiers de sa capitale, l'emperreur choisit la faction du nouveaux gouverneur". Readings: a
 * Governor whose faction left the game falls too; while there is no Governor (nobody could be named before) the
 * Emperor names one at the end of each battle phase. Returns whether a decision waits.
 */
export function governorAfterBattles(state: DuneState, log: EventLog): boolean {
  const g = state.governor;
  if (!g) return false;
  if (g.faction !== null) {
    const killed = g.leader !== null && state.factions[g.faction]!.leaders[g.leader]?.location === 'tanks';
    const gone = seatIn(state, g.faction) === null;
    const lost = capitalQuartersHeld(state, g) === 0;
    if (!killed && !gone && !lost) return false;
    log.public('governorFallen', {
      faction: g.faction,
      leader: g.leader,
      reason: killed ? 'killed' : gone ? 'eliminated' : 'capitalLost',
    });
    g.faction = null;
    g.leader = null;
    g.capital = null;
  }
  return startNaming(state, log);
}

/**
 * 000 XXXIV.C: with §21, "les joueurs reçoivent 1 épice par sietch ou quartier de capital contrôlé, le gouverneur
 * de Dune reçoit en sus deux épices" (instead of §21's 2 for Carthag and Arrakeen, 1 for Tuek's Sietch). Reading:
 * controlled as §21 reads it, alone there.
 */
export function governorSpiceFlow(state: DuneState, log: EventLog): void {
  for (const t of SIETCHS_AND_QUARTERS) {
    const holder = controller(state, t);
    if (holder === null) continue;
    bankToFaction(state, holder, 1);
    log.public('spiceFlow', { seat: seatOf(state, holder)!, territory: t, amount: 1 });
  }
  const g = state.governor;
  if (g?.faction && seatIn(state, g.faction) !== null) {
    bankToFaction(state, g.faction, GOVERNOR_SPICE);
    log.public('governorSpice', { seat: seatOf(state, g.faction)!, amount: GOVERNOR_SPICE });
  }
}

/** 000 XXXIV.D, without XXXVIII: the sietchs and quarters count for victory, four of them needed. */
export function governorVictoryTerritories(): readonly TerritoryId[] {
  return SIETCHS_AND_QUARTERS;
}

export const governorFrames: Pick<FrameTable, 'governorNaming' | 'governorInstall'> = {
  governorNaming: {
    seats: oneSeat,
    legal: (_state, frame): DuneAction[] => frame.candidates.map((faction) => ({ type: 'nameGovernor', faction })),
    perform(state, frame, seat, action, log) {
      if (action.type !== 'nameGovernor') return;
      pop(state);
      name(state, action.faction as Faction, seat, log);
    },
  },
  governorInstall: {
    seats: oneSeat,
    legal(state, frame): DuneAction[] {
      const faction = state.seats[frame.seat]!;
      const out: DuneAction[] = [];
      for (const capital of capitalsHeld(state, faction))
        for (const leader of availableLeaders(state, faction)) out.push({ type: 'installGovernor', leader, capital });
      return out;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'installGovernor') return;
      pop(state);
      const g = state.governor!;
      g.faction = state.seats[seat]!;
      g.leader = action.leader as LeaderId;
      g.capital = action.capital;
      log.public('governorInstalled', { seat, faction: g.faction, leader: g.leader, capital: g.capital });
    },
  },
};

/** For the views and bots: whether a territory is one of the four quarters. */
export function isQuarter(territory: TerritoryId): boolean {
  return QUARTERS.includes(territory);
}

/** 000 XXXIV.B (issue 21): the Governor is a leader of the faction named, in a capital it holds. */
export function governorInstallRefusal(
  state: DuneState,
  frame: FrameOf<'governorInstall'>,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'installGovernor') return null;
  const faction = state.seats[frame.seat]!;
  if (!capitalsHeld(state, faction).includes(action.capital))
    return reason('capitalNotHeld', { capital: action.capital });
  return (availableLeaders(state, faction) as readonly string[]).includes(action.leader)
    ? null
    : reason('governorLeaderUnavailable', { leader: action.leader });
}
