import type { RuleError, Seat } from '@arrakis/engine';
import { reason } from '../reasons.ts';
import type { Faction } from '../data/factions.ts';
import { SIETCHS_AND_QUARTERS } from '../data/governorMap.ts';
import type { TerritoryId } from '../data/territories.ts';
import type { DuneAction } from '../actions.ts';
import { activeSeats, seatOf } from '../board.ts';
import { occupants } from '../coexistence.ts';
import { oneSeat, pop, push, type FrameTable } from '../flow.ts';
import type { EventLog } from '../events.ts';
import type { DuneState, PointsState } from '../state.ts';
import { capitalQuartersHeld, controller, governorAtStart } from './governor.ts';

/** rules 000 §5: fifteen turns at most, the length when the players fix none. */
const DEFAULT_TURNS = 15;

export function newPoints(): PointsState {
  return { scores: {}, prediction: {}, predictedTurn: 0, history: [] };
}

/** 000 XXXVIII: "décider à l'avance de la durée de la partie, en nombre de tour". */
export function lastPointsTurn(state: Pick<DuneState, 'options'>): number {
  return state.options.victoryPointsTurns ?? DEFAULT_TURNS;
}

function activeFactions(state: DuneState): Faction[] {
  return activeSeats(state).map((s) => state.seats[s]!);
}

/**
 * The decisions at the start of a turn, before the storm: 000 XXXIV.B the Governor named "au début du jeu", then
 * 000 XXXVIII.A "Au début de chaque tour, avant la phase de tempête, le Bene Gesserit prédit". Returns whether one
 * waits.
 */
export function turnStartDecisions(state: DuneState, log: EventLog): boolean {
  if (governorAtStart(state, log)) return true;
  const p = state.points;
  if (!p || p.predictedTurn >= state.turn) return false;
  p.predictedTurn = state.turn;
  p.prediction = {};
  const bg = seatOf(state, 'beneGesserit');
  if (bg === null || !activeSeats(state).includes(bg)) return false;
  push(state, { kind: 'zonePrediction', seat: bg });
  return true;
}

/** The next sietch or quarter the Bene Gesserit have to predict, or null when all seven are. */
export function nextZone(p: PointsState): TerritoryId | null {
  return SIETCHS_AND_QUARTERS.find((z) => !(z in p.prediction)) ?? null;
}

/** 000 XXXVIII.B, "EMPEREUR, ATREIDES, HARKONNENS". */
const SIETCH_OR_QUARTER = 3;
const WHOLE_CAPITAL = 12;
const ONE_QUARTER = 3;
/** "FREMENS". */
const FREMEN_HOME = 3;
const FREMEN_OTHER = 5;
const FREMEN_EMPTY = 2;
const FREMEN_HOMES: readonly TerritoryId[] = ['sietchTabr', 'habbanyaSietch'];
/** "BENE GESSERIT". */
const ALL_SEVEN = 12;
/** "GUILDE". */
const GUILD_WITHOUT_TUEK = -5;

/**
 * 000 XXXVIII.B: one turn's points for a faction. Readings: "contrôle" is being alone there (coexisting Bene
 * Gesserit not counted, §15.B.4), "vide" is nobody there; the Governor's 12 or 3 come on top of his 3 a quarter;
 * the seven right predictions make 12 in all (not 7 + 12); a faction of no table (the Bene Tleilax: "Aucun système
 * véritablement satisfaisant n'a encore été trouvé") scores nothing.
 */
export function turnPoints(state: DuneState, faction: Faction): number {
  const held = SIETCHS_AND_QUARTERS.filter((t) => controller(state, t) === faction);
  switch (faction) {
    case 'emperor':
    case 'atreides':
    case 'harkonnen': {
      let points = SIETCH_OR_QUARTER * held.length;
      const g = state.governor;
      if (g && g.faction === faction) {
        const quarters = capitalQuartersHeld(state, g);
        points += quarters === 2 ? WHOLE_CAPITAL : quarters === 1 ? ONE_QUARTER : 0;
      }
      return points;
    }
    case 'fremen': {
      let points = 0;
      for (const t of held) points += FREMEN_HOMES.includes(t) ? FREMEN_HOME : FREMEN_OTHER;
      for (const t of SIETCHS_AND_QUARTERS) if (occupants(state, t).length === 0) points += FREMEN_EMPTY;
      return points;
    }
    case 'beneGesserit': {
      const p = state.points;
      if (!p || p.predictedTurn !== state.turn) return 0;
      const right = SIETCHS_AND_QUARTERS.filter((t) => {
        if (!(t in p.prediction)) return false;
        const said = p.prediction[t];
        return said === null ? occupants(state, t).length === 0 : controller(state, t) === said;
      }).length;
      return right === SIETCHS_AND_QUARTERS.length ? ALL_SEVEN : right;
    }
    case 'guild':
      return controller(state, 'tueksSietch') === 'guild' ? 0 : GUILD_WITHOUT_TUEK;
    default:
      return 0;
  }
}

/**
 * 000 XXXVIII.B "A la fin de chaque tour, après la récolte de l'épice, on effectue le décompte des points de
 * victoire"; at the last turn "la guilde marque en outre, autant de points qu'elle possède d'épice". The game ends
 * only then: the winners are the factions with the most points (a reading: a tie shares the win; allies do not
 * pool points). Returns the winners' seats when the game is over, else null.
 */
export function scoreTurn(state: DuneState, log: EventLog): Seat[] | null {
  const p = state.points!;
  const gains: Partial<Record<Faction, number>> = {};
  for (const faction of activeFactions(state)) {
    const gain = turnPoints(state, faction);
    gains[faction] = gain;
    p.scores[faction] = (p.scores[faction] ?? 0) + gain;
  }
  const revealed =
    p.predictedTurn === state.turn && seatOf(state, 'beneGesserit') !== null ? { ...p.prediction } : null;
  p.history.push({ turn: state.turn, gains, prediction: revealed });
  log.public('pointsScored', { turn: state.turn, gains, scores: { ...p.scores }, prediction: revealed });
  if (state.turn < lastPointsTurn(state)) return null;
  const guild = seatOf(state, 'guild');
  if (guild !== null && activeSeats(state).includes(guild)) {
    const spice = state.factions.guild!.spice;
    p.scores.guild = (p.scores.guild ?? 0) + spice;
    log.public('guildSpiceScored', { seat: guild, amount: spice });
  }
  const seats = activeSeats(state);
  const best = Math.max(...seats.map((s) => p.scores[state.seats[s]!] ?? 0));
  return seats.filter((s) => (p.scores[state.seats[s]!] ?? 0) === best);
}

export const victoryPointsFrames: Pick<FrameTable, 'zonePrediction'> = {
  zonePrediction: {
    seats: oneSeat,
    legal(state): DuneAction[] {
      const zone = nextZone(state.points!);
      if (zone === null) return [];
      return [null, ...activeFactions(state)].map((faction): DuneAction => ({ type: 'predictZone', zone, faction }));
    },
    perform(state, _frame, seat, action, log) {
      if (action.type !== 'predictZone') return;
      const p = state.points!;
      p.prediction[action.zone] = action.faction as Faction | null;
      if (action.faction === null) log.private_([seat], 'zonePredictedEmpty', { zone: action.zone });
      else log.private_([seat], 'zonePredicted', { zone: action.zone, faction: action.faction });
      if (nextZone(p) !== null) return;
      pop(state);
      log.public('zonesPredicted', { seat, turn: state.turn });
    },
  },
};

/**
 * issue 21, 000 XXXVIII.A: the zones predicted one after another, in the order `zonePrediction` lists them, each
 * for a faction still in the game or for nobody.
 */
export function zonePredictionRefusal(state: DuneState, action: DuneAction): RuleError | null {
  if (action.type !== 'predictZone') return null;
  const next = nextZone(state.points!);
  if (next !== null && action.zone !== next) return reason('zoneOutOfOrder', { zone: action.zone, next });
  const faction = action.faction;
  return faction === null || (activeFactions(state) as readonly string[]).includes(faction)
    ? null
    : reason('zoneFactionNotInGame', { faction });
}
