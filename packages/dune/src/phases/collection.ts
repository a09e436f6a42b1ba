import type { Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import { STRONGHOLDS, TERRITORY_IDS, type TerritoryId } from '../data/territories.ts';
import { activeSeats, allianceOf, factionOf, forcesIn, isEliminated, seatOf, stormOrder } from '../board.ts';
import { coexisting, occupants, occupies } from '../coexistence.ts';
import { FACTION_BIT, occupancy, TERRITORY_INDEX } from '../occupancy.ts';
import { enterPhase, type PhaseRules } from '../flow.ts';
import type { EventLog } from '../events.ts';
import type { DuneState } from '../state.ts';
import { bankToFaction, boardToFaction } from '../spice.ts';
import {
  GOVERNOR_TERRITORIES_TO_WIN,
  governorAfterBattles,
  governorSpiceFlow,
  governorVictoryTerritories,
} from '../variants/governor.ts';
import { scoreTurn } from '../variants/victoryPoints.ts';

/** rules 000 §5: a game lasts at most fifteen turns. */
export const LAST_TURN = 15;

/**
 * rules 000 §11.A: 3 spice a token for a faction holding Carthag or Arrakeen, 2 otherwise (rules 000 §15.B.4: not
 * by coexisting there).
 */
export function collectionRate(state: DuneState, seat: Seat): number {
  return rateFrom(state, occupancy(state).in, state.seats[seat]!);
}

const BG: Faction = 'beneGesserit';

/**
 * `occupies(state, t, faction)` read from the occupancy index: `here` is the territory's bits there. A faction's bit
 * is set exactly when it has a token in the territory (board.ts writes no empty count).
 */
function occupiesHere(state: DuneState, here: number, t: TerritoryId, faction: Faction): boolean {
  return (here & FACTION_BIT[faction]) !== 0 && !(faction === BG && coexisting(state, t));
}

const ARRAKEEN = TERRITORY_INDEX.get('arrakeen')!;
const CARTHAG = TERRITORY_INDEX.get('carthag')!;
const ARRAKEEN_SOUTH = TERRITORY_INDEX.get('arrakeenSouth')!;
const CARTHAG_SOUTH = TERRITORY_INDEX.get('carthagSouth')!;

/** `holdsACity` (variants/governor.ts) read from the occupancy index: 3 spice a token with a city, else 2. */
function rateFrom(state: DuneState, within: Uint8Array, faction: Faction): number {
  const held =
    occupiesHere(state, within[ARRAKEEN]!, 'arrakeen', faction) ||
    occupiesHere(state, within[CARTHAG]!, 'carthag', faction) ||
    (state.options.governor === true &&
      (occupiesHere(state, within[ARRAKEEN_SOUTH]!, 'arrakeenSouth', faction) ||
        occupiesHere(state, within[CARTHAG_SOUTH]!, 'carthagSouth', faction)));
  return held ? 3 : 2;
}

function collect(state: DuneState, log: EventLog): void {
  // Few territories hold both tokens and spice: those are the only ones to look at (their spice is read again as it
  // is collected). TERRITORY_IDS order, as `boardTerritories`; a territory off the board holds neither.
  const within = occupancy(state).in;
  const withSpice: number[] = [];
  for (let i = 0; i < TERRITORY_IDS.length; i++) {
    if (within[i]! !== 0 && (state.board[TERRITORY_IDS[i]!]?.spice ?? 0) > 0) withSpice.push(i);
  }
  for (const seat of stormOrder(state)) {
    const faction = state.seats[seat]!;
    const rate = rateFrom(state, within, faction);
    for (const i of withSpice) {
      const t = TERRITORY_IDS[i]!;
      const territory = state.board[t]!;
      // rules 000 §15.B.4: coexisting Bene Gesserit collect nothing.
      if (territory.spice === 0 || !occupiesHere(state, within[i]!, t, faction)) continue;
      const n = forcesIn(state, t, faction);
      const amount = Math.min(territory.spice, n * rate);
      boardToFaction(state, t, faction, amount);
      log.public('spiceCollected', { seat, territory: t, amount });
    }
  }
  // rules 000 §21: increased spice flow for whoever alone holds Carthag, Arrakeen, Tuek's Sietch.
  if (state.options.increasedSpiceFlow && state.governor) governorSpiceFlow(state, log);
  else if (state.options.increasedSpiceFlow) {
    const bonus: [TerritoryId, number][] = [
      ['carthag', 2],
      ['arrakeen', 2],
      ['tueksSietch', 1],
    ];
    for (const [t, amount] of bonus) {
      const present = occupants(state, t);
      if (present.length !== 1) continue;
      bankToFaction(state, present[0]!, amount);
      log.public('spiceFlow', { seat: seatOf(state, present[0]!)!, territory: t, amount });
    }
  }
}

/** The rules a victory count reads: a state or a seat's view alike. */
type VictoryTable = { readonly options: DuneState['options']; readonly seats: readonly Faction[] };

/** rules 000 §4, §20: territories that count for victory. */
export function victoryTerritories(state: VictoryTable): readonly TerritoryId[] {
  if (state.options.governor) return governorVictoryTerritories();
  return state.options.shieldWallVictory ? STRONGHOLDS_AND_SHIELD_WALL : STRONGHOLDS;
}

const STRONGHOLDS_AND_SHIELD_WALL: readonly TerritoryId[] = [...STRONGHOLDS, 'shieldWall'];

/**
 * rules 000 §4, §20.A.2: three strongholds (four with two players), one more with long games. rules 000 §20.B:
 * "4 de ces 6 territoires" whatever the player count, with or without §20.A.2.
 */
export function strongholdsToWin(state: VictoryTable): number {
  if (state.options.governor) return GOVERNOR_TERRITORIES_TO_WIN;
  if (state.options.shieldWallVictory) return 4;
  const base = state.seats.length === 2 ? 4 : 3;
  return state.options.moreStrongholdsToWin ? base + 1 : base;
}

/** Each alliance, or each lone seat, as a team (rules 000 §12.E.1: allies pool their strongholds). */
function teams(state: DuneState): Seat[][] {
  const teams: Seat[][] = state.alliances.map((a) => [...a]);
  // rules 000 §19.C.12: an eliminated seat is in no team (eliminate.ts took it out of its alliance).
  for (const seat of activeSeats(state)) {
    if (!state.alliances.some((a) => a.includes(seat))) teams.push([seat]);
  }
  return teams;
}

/** rules 000 §15.B.4: coexisting Bene Gesserit tokens hold nothing. `within`: the occupancy index by territory. */
function held(state: DuneState, team: readonly Seat[], within: Uint8Array): number {
  const territories = victoryTerritories(state);
  const indices = indicesOf(territories);
  let count = 0;
  for (let k = 0; k < territories.length; k++) {
    const here = within[indices[k]!]!;
    if (here === 0) continue;
    for (const seat of team) {
      if (occupiesHere(state, here, territories[k]!, state.seats[seat]!)) {
        count++;
        break;
      }
    }
  }
  return count;
}

/** How many victory territories hold someone's tokens (coexisting or not). */
function standing(state: DuneState, within: Uint8Array): number {
  let count = 0;
  for (const i of indicesOf(victoryTerritories(state))) if (within[i]! !== 0) count++;
  return count;
}

/** Each list of `victoryTerritories` (a constant) as TERRITORY_IDS indices. */
const INDICES = new Map<readonly TerritoryId[], readonly number[]>();
function indicesOf(territories: readonly TerritoryId[]): readonly number[] {
  let indices = INDICES.get(territories);
  if (indices === undefined) INDICES.set(territories, (indices = territories.map((t) => TERRITORY_INDEX.get(t)!)));
  return indices;
}

/** annexe 3 Fremen 4: no opponent in Sietch Tabr or Habbanya Sietch, nor Harkonnen, Atreides or Emperor in Tuek's Sietch. */
function fremenSpecialVictory(state: DuneState, fremen: Seat): boolean {
  const opponents = state.seats.filter(
    (f, seat) => f !== 'fremen' && !state.alliances.some((a) => a.includes(seat) && a.includes(fremen)),
  );
  const inSietch = (t: TerritoryId, factions: readonly Faction[]) => factions.some((f) => occupies(state, t, f));
  if (inSietch('sietchTabr', opponents) || inSietch('habbanyaSietch', opponents)) return false;
  return !inSietch('tueksSietch', ['harkonnen', 'atreides', 'emperor']);
}

function winnersWithAllies(state: DuneState, seat: Seat): Seat[] {
  return (allianceOf(state.alliances, seat) ?? [seat]).slice().sort((a, b) => a - b);
}

/** A seat still in the game that holds this faction (rules 000 §19.C.12: a fallen faction's powers win nothing). */
function activeSeatOf(state: DuneState, faction: Faction): Seat | null {
  const seat = seatOf(state, faction);
  return seat !== null && !isEliminated(state, seat) ? seat : null;
}

function declare(state: DuneState, winners: Seat[], reason: string, log: EventLog): void {
  state.result = {
    winners,
    reason,
    turn: state.turn,
    ...(state.eliminated?.length ? { eliminated: [...state.eliminated] } : {}),
  };
  state.phase = 'over';
  state.stack = [];
  log.public('gameOver', { winners, reason, turn: state.turn });
}

/** rules 000 §4 at the end of every turn; annexe 3 BG 1, Guild 4, Fremen 4 at the end of the game. */
export function checkVictory(state: DuneState, log: EventLog): boolean {
  // 000 XXXIV.D "Si la règle XXXVIII (Points de victoire) n'est pas utilisée": with it, points alone decide.
  if (state.points) {
    const winners = scoreTurn(state, log);
    if (winners !== null) declare(state, winners, 'points', log);
    return winners !== null;
  }
  const need = strongholdsToWin(state);
  const within = occupancy(state).in;
  // A team holds at most the victory territories someone stands in: with fewer than needed, nobody wins by them.
  const winning =
    standing(state, within) >= need ? teams(state).find((team) => held(state, team, within) >= need) : undefined;
  if (winning) {
    const bg = activeSeatOf(state, 'beneGesserit');
    const predicted = state.prediction;
    if (bg !== null && predicted && predicted.turn === state.turn) {
      const predictedSeat = seatOf(state, predicted.faction);
      if (predictedSeat !== null && winning.includes(predictedSeat)) {
        log.public('predictionRevealed', { faction: predicted.faction, turn: predicted.turn });
        declare(state, [bg], 'prediction', log);
        return true;
      }
    }
    declare(
      state,
      [...winning].sort((a, b) => a - b),
      'strongholds',
      log,
    );
    return true;
  }
  if (state.turn < LAST_TURN) return false;
  const fremen = activeSeatOf(state, 'fremen');
  if (fremen !== null && fremenSpecialVictory(state, fremen)) {
    declare(state, winnersWithAllies(state, fremen), 'fremenSpecial', log);
    return true;
  }
  const guild = activeSeatOf(state, 'guild');
  if (guild !== null) {
    declare(state, winnersWithAllies(state, guild), 'guildSpecial', log);
    return true;
  }
  declare(state, [], 'noWinner', log);
  return true;
}

/** rules 000 §11, then the end of the turn. */
export const collectionPhase: PhaseRules = {
  next(state, log) {
    // 000 XXXIV.B "A la fin de la phase de bataille": the Governor's fall and the naming of the next.
    if (state.governor && state.cursor.stage === 'start') {
      state.cursor.stage = 'collect';
      if (governorAfterBattles(state, log)) return;
    }
    collect(state, log);
    if (checkVictory(state, log)) return;
    state.turn++;
    for (let seat = 0; seat < state.seats.length; seat++) {
      const leaders = factionOf(state, seat).leaders;
      for (const id in leaders) leaders[id]!.usedIn = null;
    }
    state.moved = [];
    // rules 000 §13.C: offers not taken up lapse with the turn.
    state.deals = [];
    // annexe 4 Cone of Silence: until the next turn.
    state.silenced = [];
    log.public('turnStarted', { turn: state.turn });
    enterPhase(state, 'storm');
  },
};
