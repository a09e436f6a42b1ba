import type { Faction } from './data/factions.ts';
import type { TerritoryId } from './data/territories.ts';
import { territoryToWrite } from './copies.ts';
import type { DuneState } from './state.ts';

/**
 * Every spice movement goes through these, so that the bank, the players and the board always add up to the
 * same total (rules 000 §3.B: the Spice Bank; the property tests check the sum).
 */
export const INITIAL_BANK = 1000;

export function bankToFaction(state: DuneState, faction: Faction, n: number): void {
  state.bank -= n;
  state.factions[faction]!.spice += n;
  settleDebts(state, faction);
}

/** annexe 4 Poison résiduel: a debtor pays what it owes out of any spice it receives, until the debt is paid. */
function settleDebts(state: DuneState, faction: Faction): void {
  if (state.debts.length === 0) return;
  const seat = state.seats.indexOf(faction);
  const fs = state.factions[faction]!;
  for (const debt of state.debts) {
    // Spice already promised to the auctioneer is not income to pay debts from (rules 000 §8.C: a bid is paid).
    const free = freeSpice(state, seat);
    if (debt.from !== seat || free <= 0) continue;
    const paid = Math.min(debt.amount, free);
    fs.spice -= paid;
    state.factions[state.seats[debt.to]!]!.spice += paid;
    debt.amount -= paid;
  }
  state.debts = state.debts.filter((d) => d.amount > 0);
}

export function factionToBank(state: DuneState, faction: Faction, n: number): void {
  state.factions[faction]!.spice -= n;
  state.bank += n;
}

export function factionToFaction(state: DuneState, from: Faction, to: Faction, n: number): void {
  state.factions[from]!.spice -= n;
  state.factions[to]!.spice += n;
  settleDebts(state, to);
}

export function bankToBoard(state: DuneState, territory: TerritoryId, n: number): void {
  state.bank -= n;
  territoryToWrite(state, territory).spice += n;
}

/** All the spice of a territory back to the bank; returns how much. */
export function boardToBank(state: DuneState, territory: TerritoryId): number {
  const n = state.board[territory]!.spice;
  territoryToWrite(state, territory).spice = 0;
  state.bank += n;
  return n;
}

export function boardToFaction(state: DuneState, territory: TerritoryId, faction: Faction, n: number): void {
  territoryToWrite(state, territory).spice -= n;
  state.factions[faction]!.spice += n;
  settleDebts(state, faction);
}

/** Battle stages between a plan's commit and the battle's resolution (phases/battle.ts). */
const STAKES_PENDING: ReadonlySet<string> = new Set(['plans', 'foresight', 'reveal', 'resolve']);

/**
 * rules 000 §24.A.2 (advanced battles): the spice a fighter paid into its committed plan, set aside in its hand
 * until the battle is resolved: it still holds it (so the total stays whole), but may not spend it.
 */
export function battleStake(state: DuneState, seat: number): number {
  const battle = state.battles?.current;
  if (!battle || state.phase !== 'battle' || !STAKES_PENDING.has(state.cursor.stage)) return 0;
  return battle.plans[String(seat)]?.spice ?? 0;
}

/**
 * Spice a seat may give away or pay unasked: not what it has bid and must pay (rules 000 §8.C), nor what it set
 * aside for a battle (rules 000 §24.A.2), nor what it holds in a closed fist (000 XXX).
 */
export function freeSpice(state: DuneState, seat: number): number {
  const b = state.bidding;
  const owed = b && b.highBidder === seat && !b.highBidKarama ? b.highBid : 0;
  return state.factions[state.seats[seat]!]!.spice - owed - battleStake(state, seat) - fistStake(state, seat);
}

/** 000 XXX (variant `movementBids`): the spice in a closed fist is spent whatever happens: it is not free. */
function fistStake(state: DuneState, seat: number): number {
  const frame = state.stack.find((f) => f.kind === 'movementOrder');
  return frame?.kind === 'movementOrder' && frame.stage === 'bid' ? (frame.commits[String(seat)] ?? 0) : 0;
}

/** The total the bank, the factions and the board hold: constant over a game. */
export function spiceTotal(state: DuneState): number {
  let total = state.bank;
  for (const f of state.seats) total += state.factions[f]!.spice;
  for (const t of Object.values(state.board)) total += t.spice;
  // rules 000 §19.C.1: the support spice set aside in front of the duellists' shields.
  for (const f of state.duel?.arena?.fighters ?? []) total += f.support;
  return total;
}
