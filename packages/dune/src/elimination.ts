import type { Seat } from '@arrakis/engine';
import { mainCharacterOf } from './data/leaders.ts';
import { boardTerritories } from './data/governorMap.ts';
import { activeSeats, allianceOf, clearForces, isEliminated } from './board.ts';
import type { EventLog } from './events.ts';
import { factionToBank } from './spice.ts';
import type { DuneState } from './state.ts';

/** Why a seat left the game: its Main Character died (rules 000 §19.C.12), in a battle, a duel or a war. */
export type EliminationCause = 'battle' | 'kanly' | 'assassinsWar';

/**
 * rules 000 §19.C.12: "vous êtes éliminé de la partie. Toutes vos troupes disparaissent, et votre Epice comme vos
 * cartes sont remises respectivement à la Banque de l'Epice et dans leur pile respective." The forces leave the game
 * (board, reserves and tanks), the spice goes to the Bank, the treachery cards to the discard pile (reading: "their
 * pile" is the pile cards go to when they leave a hand), its leaders stay out of play in the Tanks where nobody may
 * revive them, its alliance is dissolved for it, and its deals, debts and poisons lapse. Called at a point where no
 * frame waits for the seat (the end of a battle or of a duel). It may end the game (`lastStanding`).
 */
export function eliminateSeat(state: DuneState, seat: Seat, cause: EliminationCause, log: EventLog): void {
  if (isEliminated(state, seat)) return;
  const faction = state.seats[seat]!;
  const fs = state.factions[faction]!;
  (state.eliminated ??= []).push(seat);
  let forces = fs.reserves + fs.tanks;
  for (const t of boardTerritories(state.options)) forces += clearForces(state, t, faction).count;
  fs.reserves = 0;
  fs.tanks = 0;
  const starred = state.extra?.starred[faction];
  if (starred) {
    starred.board = {};
    starred.reserves = 0;
    starred.tanks = 0;
  }
  const spice = fs.spice;
  if (spice > 0) factionToBank(state, faction, spice);
  const cards = fs.hand.length;
  state.treacheryDiscard.push(...fs.hand.splice(0));
  const duelHand = state.duel?.hands[String(seat)];
  if (duelHand) state.duel!.discard.push(...duelHand.splice(0));
  fs.traitors = [];
  fs.traitorDraw = [];
  for (const leader of Object.values(fs.leaders)) leader.location = 'tanks';
  fs.leaderRevivalOpen = false;
  if (state.extra) {
    // Leaders the fallen Harkonnen held prisoner go home; the fallen faction's own prisoners stay out of play.
    const mine = new Set(Object.keys(fs.leaders));
    for (const id of state.extra.captured) {
      if (mine.has(id)) continue;
      if (faction === 'harkonnen') {
        for (const other of Object.values(state.factions)) {
          const l = other.leaders[id];
          if (l?.location === 'captured') l.location = 'available';
        }
      }
    }
    state.extra.captured = faction === 'harkonnen' ? [] : state.extra.captured.filter((id) => !mine.has(id));
  }
  for (const alliance of state.alliances) {
    const i = alliance.indexOf(seat);
    if (i >= 0) alliance.splice(i, 1);
  }
  state.alliances = state.alliances.filter((a) => a.length > 1);
  state.deals = state.deals.filter((d) => d.from !== seat && d.to !== seat);
  state.debts = state.debts.filter((d) => d.from !== seat && d.to !== seat);
  for (const p of state.residualPoisons.filter((p) => p.by === seat || p.target === seat))
    state.treacheryDiscard.push(p.card);
  state.residualPoisons = state.residualPoisons.filter((p) => p.by !== seat && p.target !== seat);
  state.silenced = state.silenced.filter((s) => s !== seat);
  state.lastBattleWheels = state.lastBattleWheels.filter((s) => s !== seat);
  if (faction === 'beneGesserit') state.prediction = null;
  for (const frame of state.stack) if ('seats' in frame) frame.seats = frame.seats.filter((s) => s !== seat);
  log.public('playerEliminated', { seat, faction, cause, forces, spice, cards });
  lastStanding(state, log);
}

/** rules 000 §19.C.12: the seats still in the game whose Main Character is dead (in the Tanks). */
export function fallenSeats(state: DuneState): Seat[] {
  if (!state.options.duel) return [];
  return activeSeats(state).filter((seat) => {
    const fs = state.factions[state.seats[seat]!]!;
    return fs.leaders[mainCharacterOf(fs.faction)]?.location === 'tanks';
  });
}

/** rules 000 §19.C.12: eliminates every seat whose Main Character died; returns whether the game ended. */
export function eliminateFallen(state: DuneState, cause: EliminationCause, log: EventLog): boolean {
  for (const seat of fallenSeats(state)) eliminateSeat(state, seat, cause, log);
  return state.phase === 'over';
}

/**
 * DESIGN (docs/rules-coverage.md §19): rules 000 §19.C.12 does not say what happens when eliminations leave a
 * single player, or a single alliance: the game ends at once and they win (reason 'lastStanding'). Returns whether
 * the game ended.
 */
export function lastStanding(state: DuneState, log: EventLog): boolean {
  const left = activeSeats(state);
  const team = allianceOf(state.alliances, left[0]!);
  const oneTeam = left.length <= 1 || (team !== undefined && left.every((s) => team.includes(s)));
  if (!oneTeam || state.phase === 'over') return false;
  const winners = [...left].sort((a, b) => a - b);
  state.result = { winners, reason: 'lastStanding', turn: state.turn, eliminated: [...state.eliminated!] };
  state.phase = 'over';
  state.stack = [];
  log.public('gameOver', { winners, reason: 'lastStanding', turn: state.turn });
  return true;
}
