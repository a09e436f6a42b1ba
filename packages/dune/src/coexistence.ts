import type { Faction } from './data/factions.ts';
import type { TerritoryId } from './data/territories.ts';
import { boardTerritories } from './data/governorMap.ts';
import { sectorsOf } from './occupancy.ts';
import type { DuneState, ExtraPowersState, TerritoryState } from './state.ts';

/**
 * rules 000 §15.B: the Bene Gesserit coexistence (extra powers). The rules below read a state or a seat's view
 * alike: the board and the declarations are public.
 */
export interface Table {
  readonly seats: readonly Faction[];
  readonly board: Readonly<Record<string, TerritoryState>>;
  readonly extra: ExtraPowersState | null;
}

const BG: Faction = 'beneGesserit';

function present(table: Table, territory: string, faction: Faction): boolean {
  const bySector = table.board[territory]?.forces[faction];
  if (!bySector) return false;
  for (const sector of sectorsOf(territory)) if (bySector[sector]! > 0) return true;
  return false;
}

/**
 * rules 000 §15.B.4: the Bene Gesserit tokens in the territory coexist in peace with another faction's forces, and
 * have no effect on the game there. Coexistence is presumed unless ended this turn (§15.B.5). Reading: with nobody
 * else there they coexist with nobody and are ordinary forces; in the Polar Sink, a haven of peace for everyone
 * (§10.A.2.b), they are never said to coexist.
 */
export function coexisting(table: Table, territory: string): boolean {
  const c = table.extra?.coexistence;
  if (!c || territory === 'polarSink' || c.ended.includes(territory as TerritoryId)) return false;
  if (!present(table, territory, BG)) return false;
  return table.seats.some((f) => f !== BG && present(table, territory, f));
}

/**
 * The faction occupies the territory: it has tokens there that count (for strongholds, spice, ornithopters, Family
 * Atomics); coexisting Bene Gesserit tokens are treated as if they were not on the board (§15.B.4).
 */
export function occupies(table: Table, territory: string, faction: Faction): boolean {
  return present(table, territory, faction) && !(faction === BG && coexisting(table, territory));
}

/** The factions occupying the territory, in seat order (coexisting Bene Gesserit left out, §15.B.4). */
export function occupants(table: Table, territory: string): Faction[] {
  return table.seats.filter((f) => occupies(table, territory, f));
}

/**
 * rules 000 §15.B.5: the start of the movement phase, before any movement. The declarations of the last turn lapse;
 * every territory where the Bene Gesserit stand (the Polar Sink aside) is declared now: coexisting, unless they end
 * the coexistence there. Returns those territories.
 */
export function startDeclarations(state: DuneState): TerritoryId[] {
  const c = state.extra?.coexistence;
  if (!c) return [];
  c.declared = boardTerritories(state.options).filter((t) => t !== 'polarSink' && present(state, t, BG));
  c.ended = [];
  return c.declared;
}

/**
 * rules 000 §15.B.5: arriving in a territory where they had no forces at the start of the movement phase, the Bene
 * Gesserit declare at once whether they coexist there. Reading: whether or not another faction is there (as at
 * the start of the phase, a declaration is made per territory and lasts the turn), and once per territory.
 */
export function mustDeclareOnArrival(state: DuneState, territory: TerritoryId): boolean {
  const c = state.extra?.coexistence;
  return c !== undefined && territory !== 'polarSink' && !c.declared.includes(territory);
}

/** A declaration: it lasts to the end of the turn (rules 000 §15.B.5). */
export function declare(state: DuneState, territory: TerritoryId, coexist: boolean): void {
  const c = state.extra!.coexistence;
  if (!c.declared.includes(territory)) c.declared.push(territory);
  if (!coexist && !c.ended.includes(territory)) c.ended.push(territory);
}

/**
 * rules 000 §15.B.3, §15.B.5: an advisor may go with a shipment into its territory unless the Bene Gesserit ended
 * the coexistence there this turn (the Polar Sink is the other choice anyway).
 */
export function advisorMayCoexistIn(state: DuneState, territory: TerritoryId): boolean {
  const c = state.extra?.coexistence;
  return c !== undefined && territory !== 'polarSink' && !c.ended.includes(territory);
}
