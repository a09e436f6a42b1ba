import type { Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import { areAllies, factionOf, seatOf } from '../board.ts';
import type { BattleState, DuneState } from '../state.ts';
import { neverBetrays } from '../variants/fremenForesight.ts';

export function fighters(battle: BattleState): [Seat, Seat] {
  return [battle.aggressor, battle.defender];
}

export function opponentOf(battle: BattleState, fighter: Seat): Seat {
  return fighter === battle.aggressor ? battle.defender : battle.aggressor;
}

/**
 * The fighter a seat stands behind: itself when it fights, else the fighter it is allied with (alliance powers of
 * annexe 3 help an ally in its battles), else null. Fighters are never allies of each other (rules 000 §12.E.5).
 */
export function sideOf(state: DuneState, battle: BattleState, seat: Seat): Seat | null {
  for (const f of fighters(battle)) if (f === seat || areAllies(state, f, seat)) return f;
  return null;
}

/** A faction power used in this battle: who uses it, the fighter it helps, and that fighter's opponent. */
export interface PowerUse {
  readonly by: Seat;
  readonly side: Seat;
  readonly against: Seat;
}

/** Who may use the faction's battle power: the faction when it fights, or when it is allied with a fighter. */
export function powerUse(state: DuneState, battle: BattleState, faction: Faction): PowerUse | null {
  const by = seatOf(state, faction);
  if (by === null) return null;
  const side = sideOf(state, battle, by);
  return side === null ? null : { by, side, against: opponentOf(battle, side) };
}

/**
 * rules 000 §10.D, annexe 3 Harkonnen alliance: both fighters are always asked, and a Harkonnen allied with a
 * fighter too, so whom the game waits for tells nothing about who holds a traitor.
 */
export function traitorDeciders(state: DuneState, battle: BattleState): Seat[] {
  const seats: Seat[] = fighters(battle);
  const harkonnen = seatOf(state, 'harkonnen');
  if (harkonnen !== null && !seats.includes(harkonnen) && sideOf(state, battle, harkonnen) !== null)
    seats.push(harkonnen);
  return seats;
}

/** The leader this seat may reveal as its traitor in this battle, if any (rules 000 §10.D.1). */
export function betrayableLeader(state: DuneState, battle: BattleState, seat: Seat): LeaderId | null {
  const side = sideOf(state, battle, seat);
  if (side === null) return null;
  const plan = battle.plans[opponentOf(battle, side)];
  const leader = plan?.leader ?? null;
  if (leader === null) return null;
  // annexe 5 Atreides 1: a leader with the Kwisatz Haderach cannot betray; 000 XXXV: nor Duncan Idaho.
  if (plan!.kwisatzHaderach || neverBetrays(state, leader)) return null;
  if (factionOf(state, seat).traitors.includes(leader)) return leader;
  // annexe 5 Harkonnen 1: a prisoner fighting for the Harkonnen is a traitor for its rightful owner, unless the
  // Harkonnen hold it as their own traitor.
  const prisoner = state.extra?.captured.includes(leader) ?? false;
  if (
    prisoner &&
    LEADERS[leader].faction === state.seats[seat] &&
    !factionOf(state, opponentOf(battle, side)).traitors.includes(leader)
  )
    return leader;
  return null;
}

/** Whether someone on this fighter's side called a traitor. */
export function sideCalled(state: DuneState, battle: BattleState, fighter: Seat): boolean {
  // The calls are keyed by seat number, so reading the seats in order visits them as Object.entries would.
  const calls = battle.traitorCalls;
  for (let s = 0; s < state.seatCount; s++) if (calls[s] && sideOf(state, battle, s) === fighter) return true;
  return false;
}
