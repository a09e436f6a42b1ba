import type { Seat } from '@arrakis/engine';
import type { Faction } from './data/factions.ts';
import { TERRITORIES, TERRITORY_IDS, type TerritoryId } from './data/territories.ts';
import { boardTerritories } from './data/governorMap.ts';
import { territoryToWrite } from './copies.ts';
import { FACTION_BIT, noteArrival, noteDeparture, occupancy, sectorsOf, TERRITORY_INDEX } from './occupancy.ts';
import type { DuneState, FactionState, SectorForces, StarredTokens, TerritoryState } from './state.ts';

export const POLAR_SINK: TerritoryId = 'polarSink';
export const SECTORS = 18;

/**
 * The last factions record read by `factionOf`, and its entries by seat: a record keyed by the factions in play has
 * a shape per game, so a keyed load on it is megamorphic. A record's entries are never replaced (a copy of the
 * state makes a new record, state.ts), so its identity is the key.
 */
let lastFactions: DuneState['factions'] | null = null;
let lastSeats: DuneState['seats'] | null = null;
let lastBySeat: FactionState[] = [];

export function factionOf(state: DuneState, seat: Seat): FactionState {
  if (state.factions !== lastFactions || state.seats !== lastSeats) {
    lastFactions = state.factions;
    lastSeats = state.seats;
    lastBySeat = state.seats.map((f) => state.factions[f]!);
  }
  return lastBySeat[seat]!;
}

/**
 * The seat playing the faction, or null when nobody does; rules 000 §19.C.12: nor once that seat is eliminated, so
 * a fallen faction's powers act no more and nothing is asked of it.
 */
export function seatOf(state: DuneState, faction: Faction): Seat | null {
  const i = state.seats.indexOf(faction);
  return i < 0 || state.eliminated?.includes(i) ? null : i;
}

export function inGame(state: DuneState, faction: Faction): boolean {
  return seatOf(state, faction) !== null;
}

export function sectorForces(state: DuneState, territory: TerritoryId, faction: Faction): SectorForces | undefined {
  return state.board[territory]!.forces[faction];
}

// A territory absent from the board (000 XXXIV: a south quarter outside a Governor game) holds no forces: a
// hostile or mutated action naming one is refused by the rules, never a crash.
export function forcesIn(state: DuneState, territory: TerritoryId, faction: Faction): number {
  const bySector = state.board[territory]?.forces[faction];
  if (!bySector) return 0;
  let total = 0;
  for (const sector of sectorsOf(territory)) total += bySector[sector] ?? 0;
  return total;
}

export function forcesAt(state: DuneState, territory: TerritoryId, sector: number, faction: Faction): number {
  return state.board[territory]?.forces[faction]?.[String(sector)] ?? 0;
}

/** rules 000 §15, annexe 5: the faction's starred tokens (Sardaukar, Fedaykin), or null (none, or no option). */
export function starredOf(state: DuneState, faction: Faction): StarredTokens | null {
  return state.extra?.starred[faction] ?? null;
}

export function starredAt(state: DuneState, territory: TerritoryId, sector: number, faction: Faction): number {
  return starredOf(state, faction)?.board[`${territory}:${sector}`] ?? 0;
}

export function starredIn(state: DuneState, territory: TerritoryId, faction: Faction): number {
  const st = starredOf(state, faction);
  if (!st) return 0;
  let n = 0;
  for (const key in st.board) if (key.slice(0, key.lastIndexOf(':')) === territory) n += st.board[key]!;
  return n;
}

/** Tokens taken off a place: how many, and how many of them starred (rules 000 §15). */
export interface Removed {
  readonly count: number;
  readonly starred: number;
}

export const NONE_REMOVED: Removed = { count: 0, starred: 0 };

/** Adds n tokens to a sector, `starred` of them starred (rules 000 §15). */
export function addForces(
  state: DuneState,
  territory: TerritoryId,
  sector: number,
  faction: Faction,
  n: number,
  starred = 0,
): void {
  if (n <= 0) return;
  const t = territoryToWrite(state, territory);
  const bySector = t.forces[faction];
  if (bySector === undefined) {
    t.forces[faction] = oneSector(sector, n);
    noteArrival(state, territory, sector, faction);
  } else {
    const had = bySector[sector];
    bySector[sector] = (had ?? 0) + n;
    if (had === undefined) noteArrival(state, territory, sector, faction);
  }
  const st = starredOf(state, faction);
  if (st && starred > 0) {
    const key = `${territory}:${sector}`;
    st.board[key] = (st.board[key] ?? 0) + Math.min(starred, n);
  }
}

/**
 * Removes up to n tokens from one sector: `starred` of them starred when given (as far as there are), else the
 * ordinary ones first (rules 000 §15: a player keeps the stronger tokens when the rules leave the choice open).
 */
export function removeForces(
  state: DuneState,
  territory: TerritoryId,
  sector: number,
  faction: Faction,
  n: number,
  starred?: number,
): Removed {
  if (n <= 0 || state.board[territory]!.forces[faction] === undefined) return NONE_REMOVED;
  const t = territoryToWrite(state, territory);
  const bySector = t.forces[faction]!;
  const have = bySector[sector] ?? 0;
  const removed = Math.min(have, n);
  const st = starredOf(state, faction);
  // Without starred tokens (most games), no key to write.
  const key = st ? `${territory}:${sector}` : '';
  const starredHere = st ? (st.board[key] ?? 0) : 0;
  const regularHere = have - starredHere;
  const wanted = starred === undefined ? removed - regularHere : starred;
  const s = Math.max(removed - regularHere, Math.min(starredHere, removed, Math.max(0, wanted)));
  if (st && s > 0) {
    if (starredHere - s <= 0) delete st.board[key];
    else st.board[key] = starredHere - s;
  }
  if (have - removed > 0) bySector[sector] = have - removed;
  else {
    const emptied = !holdsOther(bySector, territory, sector);
    // An emptied faction's record leaves the territory whole: no `delete` (a runtime call) of its last sector.
    if (emptied) t.forces = withoutFaction(t.forces, faction);
    else delete bySector[sector];
    noteDeparture(state, territory, sector, faction, emptied);
  }
  return { count: removed, starred: s };
}

/**
 * The territory's forces less one faction's entry, the others in their order (the same JSON as a `delete`): a
 * `delete` would leave the record in V8's dictionary mode, slower for every later read of it.
 */
function withoutFaction(forces: TerritoryState['forces'], faction: Faction): TerritoryState['forces'] {
  const out: TerritoryState['forces'] = {};
  for (const f in forces) if (f !== faction) out[f as Faction] = forces[f as Faction];
  return out;
}

/** Whether a sector of the territory other than `sector` holds tokens (its keys read, not enumerated: see `sectorsOf`). */
function holdsOther(bySector: SectorForces, territory: TerritoryId, sector: number): boolean {
  for (const other of sectorsOf(territory)) if (other !== sector && bySector[other] !== undefined) return true;
  return false;
}

/**
 * A faction's first tokens in a territory: `{ [sector]: n }`, made by a literal with the sector written out. V8
 * gives an empty object no room for elements, so a first integer-keyed store is a runtime call; a literal's
 * boilerplate has it.
 */
const ONE_SECTOR: readonly ((n: number) => SectorForces)[] = [
  (n) => ({ '-1': n }),
  (n) => ({ 0: n }),
  (n) => ({ 1: n }),
  (n) => ({ 2: n }),
  (n) => ({ 3: n }),
  (n) => ({ 4: n }),
  (n) => ({ 5: n }),
  (n) => ({ 6: n }),
  (n) => ({ 7: n }),
  (n) => ({ 8: n }),
  (n) => ({ 9: n }),
  (n) => ({ 10: n }),
  (n) => ({ 11: n }),
  (n) => ({ 12: n }),
  (n) => ({ 13: n }),
  (n) => ({ 14: n }),
  (n) => ({ 15: n }),
  (n) => ({ 16: n }),
  (n) => ({ 17: n }),
];

function oneSector(sector: number, n: number): SectorForces {
  const make = ONE_SECTOR[sector + 1];
  if (make !== undefined) return make(n);
  const bySector: SectorForces = {};
  bySector[sector] = n;
  return bySector;
}

/** Removes every token of a faction from a territory. */
export function clearForces(state: DuneState, territory: TerritoryId, faction: Faction): Removed {
  const bySector = state.board[territory]!.forces[faction];
  let count = 0;
  let starred = 0;
  if (bySector === undefined) return NONE_REMOVED;
  for (const sector of sectorsOf(territory)) {
    const here = bySector[sector];
    if (here === undefined) continue;
    const r = removeForces(state, territory, sector, faction, here);
    count += r.count;
    starred += r.starred;
  }
  return { count, starred };
}

/** Factions with at least one token in the territory, in seat order. */
export function factionsIn(state: DuneState, territory: TerritoryId): Faction[] {
  const here = occupancy(state).in[TERRITORY_INDEX.get(territory)!]!;
  const factions: Faction[] = [];
  for (const f of state.seats) if ((here & FACTION_BIT[f]) !== 0) factions.push(f);
  return factions;
}

const STRONGHOLD_SET: ReadonlySet<TerritoryId> = new Set(
  TERRITORY_IDS.filter((t) => TERRITORIES[t].kind === 'stronghold'),
);

export function isStronghold(territory: TerritoryId): boolean {
  return STRONGHOLD_SET.has(territory);
}

/** rules 000 §6.C, annexe 4 Family Atomics: forces in sand are lost, Imperial Basin sheltered by the Shield Wall. */
export function exposedToStorm(state: { readonly shieldWallDestroyed: boolean }, territory: TerritoryId): boolean {
  const data = TERRITORIES[territory];
  if (data.kind === 'polarSink') return false;
  if (data.protectedByShieldWall) return state.shieldWallDestroyed;
  return data.kind === 'sand';
}

/** rules 000 §9.C.2.e: the Polar Sink is never in the storm. */
export function inStorm(state: DuneState, territory: TerritoryId, sector: number): boolean {
  return territory !== POLAR_SINK && sector === state.storm;
}

/** Sends tokens from the board or elsewhere to the Tleilaxu tanks (a number: ordinary tokens). */
export function toTanks(state: DuneState, faction: Faction, removed: Removed | number): void {
  const r = typeof removed === 'number' ? { count: removed, starred: 0 } : removed;
  // 000 XXXVII "lorsqu'ils sont morts, ils y retournent mais sont immédiatement prêts à servir à nouveau": the
  // Tleilaxu's tanks are their reserves.
  if (faction === 'tleilaxu' && state.tleilaxu) {
    state.factions[faction]!.reserves += r.count;
    return;
  }
  state.factions[faction]!.tanks += r.count;
  const st = starredOf(state, faction);
  if (st) st.tanks += r.starred;
}

/** Tokens into the reserves, from the board. */
export function toReserves(state: DuneState, faction: Faction, removed: Removed): void {
  state.factions[faction]!.reserves += removed.count;
  const st = starredOf(state, faction);
  if (st) st.reserves += removed.starred;
}

/** Takes n tokens out of the reserves, `starred` of them starred; returns what was taken. */
export function fromReserves(state: DuneState, faction: Faction, n: number, starred = 0): Removed {
  const fs = state.factions[faction]!;
  const st = starredOf(state, faction);
  const count = Math.min(n, fs.reserves);
  const s = st ? Math.max(count - (fs.reserves - st.reserves), Math.min(starred, st.reserves, count)) : 0;
  fs.reserves -= count;
  if (st) st.reserves -= s;
  return { count, starred: s };
}

/** 000 XXXVII 10.b.7: a Karama of the Tleilaxu forbade the other players' token revivals this turn. */
export function revivalBanned(state: DuneState, faction: Faction): boolean {
  return state.tleilaxu !== undefined && state.tleilaxu.revivalBan === state.turn && faction !== 'tleilaxu';
}

/**
 * Revives up to n tokens from the tanks to the reserves (rules 000 §9.B). annexe 5 Emperor 1 / Fremen 4: a starred
 * token counts as one, and only one a turn comes back; reading: it comes back first (the player's better choice).
 * Returns how many came back.
 */
export function reviveTokens(state: DuneState, faction: Faction, n: number): Removed {
  if (revivalBanned(state, faction)) return { count: 0, starred: 0 };
  const fs = state.factions[faction]!;
  const st = starredOf(state, faction);
  const starredCanCome = st && st.revivedTurn !== state.turn ? Math.min(1, st.tanks) : 0;
  const regular = fs.tanks - (st?.tanks ?? 0);
  const count = Math.min(n, regular + starredCanCome);
  const s = Math.min(starredCanCome, count);
  fs.tanks -= count;
  fs.reserves += count;
  if (st && s > 0) {
    st.tanks -= s;
    st.reserves += s;
    st.revivedTurn = state.turn;
  }
  return { count, starred: s };
}

/** How many tokens may come back from the tanks this turn (a starred one at most, annexe 5). */
export function revivable(state: DuneState, faction: Faction): number {
  if (revivalBanned(state, faction)) return 0;
  const fs = state.factions[faction]!;
  const st = starredOf(state, faction);
  if (!st) return fs.tanks;
  return fs.tanks - st.tanks + (st.revivedTurn !== state.turn ? Math.min(1, st.tanks) : 0);
}

/** rules 000 §19.C.12: a seat eliminated from the game (its Main Character died); no decision is asked of it. */
export function isEliminated(state: DuneState, seat: Seat): boolean {
  return state.eliminated?.includes(seat) ?? false;
}

/** The seats still in the game, in seat order (rules 000 §19.C.12). */
export function activeSeats(state: DuneState): Seat[] {
  const seats = state.seats.map((_, s) => s);
  return state.eliminated?.length ? seats.filter((s) => !state.eliminated!.includes(s)) : seats;
}

/** The alliance holding the seat, or undefined (rules 000 §12): the one reading every other question about allies starts from. */
export function allianceOf<A extends readonly Seat[]>(alliances: readonly A[], seat: Seat): A | undefined {
  for (let a = 0; a < alliances.length; a++) if (alliances[a]!.includes(seat)) return alliances[a];
  return undefined;
}

export function alliesOf(state: DuneState, seat: Seat): Seat[] {
  const alliance = allianceOf(state.alliances, seat);
  return alliance ? alliance.filter((s) => s !== seat) : [];
}

export function areAllies(state: DuneState, a: Seat, b: Seat): boolean {
  return a !== b && state.alliances.some((al) => al.includes(a) && al.includes(b));
}

/** Seat of the faction's ally that benefits from a shield power, if any. */
export function allyIs(state: DuneState, seat: Seat, faction: Faction): boolean {
  const s = seatOf(state, faction);
  return s !== null && areAllies(state, seat, s);
}

/** 000 XXXVII: the seventh seat (index 6) and the sector of its made dot. */
export const SEVENTH_SEAT = 6;
export const SEVENTH_DOT_SECTOR = 17;

/**
 * Dot of each seat around the board: seats spread evenly over the six dots; dot k lies in sector 3k+1. 000 XXXVII
 * (seven players), a reading the text leaves to us: the six seats on the six dots and the seventh on a made dot
 * in sector 17, between the sixth dot (sector 16) and the first (sector 1).
 */
export function dotSector(state: DuneState, seat: Seat): number {
  if (state.seatCount === SEVENTH_SEAT + 1) return seat === SEVENTH_SEAT ? SEVENTH_DOT_SECTOR : 3 * seat + 1;
  return 3 * Math.floor((seat * 6) / state.seatCount) + 1;
}

/**
 * rules 000 §9.A: the first player is the one whose dot is nearest the storm marker counter-clockwise, and not
 * the one whose dot the storm sits on; then the others to his right (counter-clockwise around the board).
 */
export function stormOrder(state: DuneState): Seat[] {
  return readStormOrder(state).slice();
}

/** `stormOrder` to read only: the list kept for the storm's sector itself when nobody is eliminated, not a copy. */
export function readStormOrder(state: DuneState): readonly Seat[] {
  const key = state.seatCount * SECTORS + state.storm;
  let order = key === lastOrderKey ? lastOrder : STORM_ORDERS.get(key);
  if (!order) {
    const distance = (seat: Seat) => {
      const d = (dotSector(state, seat) - state.storm + SECTORS) % SECTORS;
      return d === 0 ? SECTORS : d;
    };
    order = state.seats.map((_, i) => i).sort((a, b) => distance(a) - distance(b) || a - b);
    STORM_ORDERS.set(key, order);
  }
  lastOrderKey = key;
  lastOrder = order;
  // rules 000 §19.C.12: an eliminated seat has no turn.
  return state.eliminated?.length ? order.filter((s) => !state.eliminated!.includes(s)) : order;
}

/** The order depends only on the number of seats and the storm's sector. */
const STORM_ORDERS = new Map<number, readonly Seat[]>();

/** The last key asked and its order: the storm stays put for a turn, asked about many times. */
let lastOrderKey = -1;
let lastOrder: readonly Seat[] | undefined;

/** The spice on the board, summed: used by conservation checks and views. */
export function spiceOnBoard(state: DuneState): number {
  let total = 0;
  for (const t of boardTerritories(state.options)) total += state.board[t]!.spice;
  return total;
}

export function discardTreachery(state: DuneState, cards: readonly string[]): void {
  for (const card of cards) {
    for (const f of state.seats) {
      const hand = state.factions[f]!.hand;
      const i = hand.indexOf(card as (typeof hand)[number]);
      if (i >= 0) {
        hand.splice(i, 1);
        state.treacheryDiscard.push(card as (typeof hand)[number]);
        break;
      }
    }
  }
}
