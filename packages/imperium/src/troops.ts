import type { Seat } from '@arrakis/engine';
import type { EventLog } from './events.ts';
import { modulesWith, type UnitsKind } from './edition.ts';
import { editionOf } from './editions/index.ts';
import type { EngineState } from './state.ts';

/**
 * rules 002 AJUSTEMENT DE LA FORCE: 2 per troop in the Conflict plus 1 per sword, and 0 without a troop there.
 */
export function strength(state: EngineState, seat: Seat): number {
  const p = state.players[seat]!;
  let units = p.troops.conflict;
  let total = 2 * p.troops.conflict + p.swords;
  for (const module of editionOf(state).modules) {
    if (!module.conflictUnits) continue;
    const extra = module.conflictUnits(state, seat);
    units += extra.count;
    total += extra.strength;
  }
  // Swords count only with a unit in the Conflict (rules 002 AJUSTEMENT DE LA FORCE, rules 004 "minimum 1 unité").
  return units > 0 ? total : 0;
}

/**
 * Whose units, swords and main-track influence the seat's effects move: its own, unless a module says otherwise
 * (a six-player Commander's go to the activated Ally, facts uprising-rules.md §1.4).
 */
export function turnUnits(state: EngineState, seat: Seat, what: UnitsKind = 'units'): Seat {
  for (const module of modulesWith(editionOf(state), 'unitsSeat')) return module.unitsSeat!(state, seat, what);
  return seat;
}

/** Troops from the supply to the garrison, or straight to the Conflict; fewer if the supply runs short. */
export function recruitTroops(
  state: EngineState,
  recruiter: Seat,
  amount: number,
  toConflict: boolean,
  log: EventLog,
): number {
  const seat = turnUnits(state, recruiter);
  const t = state.players[seat]!.troops;
  const n = Math.min(amount, t.supply);
  t.supply -= n;
  if (toConflict) t.conflict += n;
  else t.garrison += n;
  if (n > 0) log.public('troopsRecruited', { seat, count: n, toConflict });
  if (toConflict && state.turn?.seat === recruiter) state.turn.deployed += n;
  return n;
}

export function deployTroops(state: EngineState, seat: Seat, count: number, log: EventLog): void {
  const t = state.players[seat]!.troops;
  const n = Math.min(count, t.garrison);
  t.garrison -= n;
  t.conflict += n;
  if (n > 0) log.public('troopsDeployed', { seat, count: n });
  if (state.turn?.seat === seat) state.turn.deployed += n;
}

/**
 * Troops leaving the Conflict, to the garrison (retreat) or the supply (lost). With the last one gone, strength is
 * 0 and the swords gained so far no longer count (rules 002 AJUSTEMENT DE LA FORCE).
 */
export function removeConflictTroops(
  state: EngineState,
  seat: Seat,
  count: number,
  to: 'garrison' | 'supply',
  log: EventLog,
): void {
  const p = state.players[seat]!;
  const n = Math.min(count, p.troops.conflict);
  p.troops.conflict -= n;
  p.troops[to] += n;
  if (p.troops.conflict === 0) p.swords = 0;
  if (n > 0) log.public(to === 'garrison' ? 'troopsRetreated' : 'troopsLost', { seat, count: n, from: 'conflict' });
}

export function loseGarrisonTroops(state: EngineState, seat: Seat, count: number, log: EventLog): void {
  const t = state.players[seat]!.troops;
  const n = Math.min(count, t.garrison);
  t.garrison -= n;
  t.supply += n;
  if (n > 0) log.public('troopsLost', { seat, count: n, from: 'garrison' });
}
