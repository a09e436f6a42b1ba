import type { Seat } from '@arrakis/engine';
import {
  allianceOf,
  forcesIn,
  LEADERS,
  occupies,
  victoryTerritories,
  type DuneState,
  type LeaderId,
} from '@arrakis/dune';

/** How much each asset weighs towards a win (rules 000 §4: strongholds win; the rest is the means to take them). */
const WEIGHTS = {
  stronghold: 3,
  forceOnBoard: 0.12,
  forceInReserve: 0.05,
  spice: 0.06,
  card: 0.5,
  leaderValue: 0.08,
} as const;
/** Softmax temperature: how sharply a lead in score turns into winning chances. */
const SHARPNESS = 0.6;

function team(state: DuneState, seat: Seat): Seat[] {
  return allianceOf(state.alliances, seat) ?? [seat];
}

function seatScore(state: DuneState, seat: Seat): number {
  const faction = state.seats[seat]!;
  const fs = state.factions[faction]!;
  let board = 0;
  for (const t of Object.keys(state.board)) board += forcesIn(state, t as never, faction);
  let leaders = 0;
  for (const [id, l] of Object.entries(fs.leaders))
    if (l.location === 'available') leaders += LEADERS[id as LeaderId].value;
  return (
    WEIGHTS.forceOnBoard * board +
    WEIGHTS.forceInReserve * fs.reserves +
    WEIGHTS.spice * fs.spice +
    WEIGHTS.card * fs.hand.length +
    WEIGHTS.leaderValue * leaders
  );
}

function teamScore(state: DuneState, members: readonly Seat[]): number {
  let held = 0;
  // rules 000 §20.B, 000 XXXIV.D: the territories that count for victory in this game.
  for (const t of victoryTerritories(state)) if (members.some((s) => occupies(state, t, state.seats[s]!))) held++;
  return WEIGHTS.stronghold * held + members.reduce((sum, s) => sum + seatScore(state, s), 0) / members.length;
}

/**
 * A state's worth for `seat` between 0 and 1: 1 or 0 once the game is decided (allies share a win, rules 000
 * §12.E.1), else its team's share of the table's winning chances, a softmax over team scores.
 */
export function evaluateDune(state: DuneState, seat: Seat): number {
  if (state.result) return state.result.winners.includes(seat) ? 1 : 0;
  const mine = team(state, seat);
  const teams: Seat[][] = [];
  state.seats.forEach((_, s) => {
    const t = team(state, s);
    if (!teams.some((x) => x[0] === t[0])) teams.push(t);
  });
  let sum = 0;
  let own = 0;
  for (const t of teams) {
    const w = Math.exp(SHARPNESS * teamScore(state, t));
    sum += w;
    if (t[0] === mine[0]) own = w;
  }
  return own / sum;
}
