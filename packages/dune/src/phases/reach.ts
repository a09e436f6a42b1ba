import type { RuleError, Seat } from '@arrakis/engine';
import type { DuneAction } from '../actions.ts';
import { LOCATIONS, type LocationKey } from '../data/locations.ts';
import { TERRITORY_IDS, type TerritoryId } from '../data/territories.ts';
import { GOVERNOR_NEIGHBOURS, SOUTH_QUARTERS } from '../data/governorMap.ts';
import { allianceOf, isStronghold, POLAR_SINK } from '../board.ts';
import { coexisting } from '../coexistence.ts';
import {
  ANY_FACTION,
  FACTION_BIT,
  LOW_BITS,
  lowestTerritory,
  occupancy,
  TERRITORY_INDEX,
  territoryBit,
  territoryWord,
} from '../occupancy.ts';
import { reason } from '../reasons.ts';
import type { DuneState } from '../state.ts';

/**
 * By territory (TERRITORY_IDS order): 1 where the seat's forces may enter, 0 where not (see `canEnter`). Never
 * written once made: `reachableAt` keeps facts about the last one `enterableTerritories` made.
 */
export type Enterable = Uint8Array;

const BG_BIT = FACTION_BIT.beneGesserit;
const TERRITORY_COUNT = TERRITORY_IDS.length;
const POLAR_SINK_INDEX = TERRITORY_INDEX.get(POLAR_SINK)!;
const STRONGHOLD = Uint8Array.from(TERRITORY_IDS, (t) => (isStronghold(t) ? 1 : 0));

/** The factions other than the seat's (bits), beside its allies' (bits). */
function sides(state: DuneState, seat: Seat): { readonly mine: number; readonly allies: number } {
  return { mine: FACTION_BIT[state.seats[seat]!], allies: allyBits(state, seat) };
}

/** The seat's allies (`alliesOf`) as faction bits, without a list. */
function allyBits(state: DuneState, seat: Seat): number {
  const alliance = allianceOf(state.alliances, seat);
  if (alliance === undefined) return 0;
  let allies = 0;
  for (let i = 0; i < alliance.length; i++) if (alliance[i] !== seat) allies |= FACTION_BIT[state.seats[alliance[i]!]!];
  return allies;
}

/** Whether a territory may be entered (see `canEnter`): 0, or why not (the reasons of `entryRefusal`). */
export const ENTRY_OPEN = 0;
/** rules 000 §12.E.5: an ally stands there. */
export const ENTRY_ALLY = 1;
/** rules 000 §9.C.1.c, §9.C.2.f: a stronghold two other factions hold. */
export const ENTRY_FULL = 2;
/** 000 XXXIV: a south quarter, on the board only in a Governor game. */
export const ENTRY_OFF_MAP = 3;
export type Entry = typeof ENTRY_OPEN | typeof ENTRY_ALLY | typeof ENTRY_FULL | typeof ENTRY_OFF_MAP;

/** Whether a territory with these factions (bits) may be entered, or why not; see `canEnter`. */
function entry(state: DuneState, t: number, here: number, mine: number, allies: number): Entry {
  // rules 000 §15.B.4: coexisting Bene Gesserit tokens are as if not there (they coexist only beside someone).
  const unseen =
    state.extra !== null && (here & BG_BIT) !== 0 && (here & ~BG_BIT) !== 0 && coexisting(state, TERRITORY_IDS[t]!)
      ? BG_BIT
      : 0;
  const seen = here & ~unseen;
  if (t !== POLAR_SINK_INDEX && (seen & allies) !== 0) return ENTRY_ALLY;
  if (STRONGHOLD[t] === 1) {
    const others = seen & ~mine;
    // Two bits or more: two other factions hold it.
    if ((others & (others - 1)) !== 0) return ENTRY_FULL;
  }
  return ENTRY_OPEN;
}

/**
 * rules 000 §9.C.1.c, §9.C.2.f, §12.E.5: no entering a stronghold already held by two other factions, nor a
 * territory where an ally stands (the Polar Sink excepted). rules 000 §15.B.4: coexisting Bene Gesserit tokens are
 * as if not there.
 */
export function canEnter(state: DuneState, seat: Seat, territory: TerritoryId): boolean {
  return entryOf(state, seat, territory) === ENTRY_OPEN;
}

/** Why the seat's forces may not enter the territory (`canEnter`'s rule), or ENTRY_OPEN. */
export function entryOf(state: DuneState, seat: Seat, territory: TerritoryId): Entry {
  const t = TERRITORY_INDEX.get(territory)!;
  if (OFF_MAP[mapOf(state)]![t] === 1) return ENTRY_OFF_MAP;
  const { mine, allies } = sides(state, seat);
  return entry(state, t, occupancy(state).in[t]!, mine, allies);
}

const HIGH_WEIGHT = 2 ** LOW_BITS;

/**
 * The last Enterable made, with its closed territories as bits (`LOW_BITS`): a listing asks `reachableAt` from
 * each of the seat's locations with the same one.
 */
let lastMade: Enterable | null = null;
let closedLow = 0;
let closedHigh = 0;

/**
 * The last Enterables made and their closed territories (`LOW_BITS`): an Enterable is its closed territories alone,
 * and a seat's shipment and movement, or the next seat's, most often find the same ones.
 */
const ENTERABLE_KEPT = 8;
const keptEnterable: Enterable[] = [];
const keptLow = new Int32Array(ENTERABLE_KEPT);
const keptHigh = new Int32Array(ENTERABLE_KEPT);
let nextKept = 0;

/** canEnter for every territory at once: the board does not change while legal actions are listed. */
export function enterableTerritories(state: DuneState, seat: Seat): Enterable {
  const mine = FACTION_BIT[state.seats[seat]!];
  const allies = allyBits(state, seat);
  const occ = occupancy(state);
  const map = mapOf(state);
  // Off the board: closed. Where nobody stands: open. Only the occupied territories are asked.
  let low = OFF_LOW[map]!;
  let high = OFF_HIGH[map]!;
  for (let word = 0; word < 2; word++) {
    let bits = occ.territories[territoryWord(ANY_FACTION, word * LOW_BITS)]!;
    while (bits !== 0) {
      const t = lowestTerritory(bits, word === 1);
      bits &= bits - 1;
      if (entry(state, t, occ.in[t]!, mine, allies) === ENTRY_OPEN) continue;
      if (word === 0) low |= territoryBit(t);
      else high |= territoryBit(t);
    }
  }
  lastMade = enterableOf(low, high);
  closedLow = low;
  closedHigh = high;
  return lastMade;
}

/** The Enterable whose closed territories are these bits: one kept, or made (1 everywhere else). */
function enterableOf(low: number, high: number): Enterable {
  for (let i = 0; i < keptEnterable.length; i++)
    if (keptLow[i] === low && keptHigh[i] === high) return keptEnterable[i]!;
  const enterable = new Uint8Array(TERRITORY_COUNT);
  for (let t = 0; t < TERRITORY_COUNT; t++)
    if (((t < LOW_BITS ? low >> t : high >> (t - LOW_BITS)) & 1) === 0) enterable[t] = 1;
  keptEnterable[nextKept] = enterable;
  keptLow[nextKept] = low;
  keptHigh[nextKept] = high;
  nextKept = (nextKept + 1) % ENTERABLE_KEPT;
  return enterable;
}

const SPLIT = new Map<LocationKey, { readonly territory: TerritoryId; readonly sector: number }>(
  LOCATIONS.map((l) => [l.key, { territory: l.territory, sector: l.sector }]),
);

export function splitLocation(key: LocationKey): { readonly territory: TerritoryId; readonly sector: number } {
  const known = SPLIT.get(key);
  if (known) return known;
  const i = key.lastIndexOf(':');
  return { territory: key.slice(0, i) as TerritoryId, sector: Number(key.slice(i + 1)) };
}

/** The location graph as integer indices, for the searches below. */
const INDEX = new Map<LocationKey, number>(LOCATIONS.map((l, i) => [l.key, i]));
/** By map (0: the classic board, 1: the Governor's of 000 XXXIV), each location's neighbours. */
const NEIGHBOURS: readonly (readonly (readonly number[])[])[] = [
  LOCATIONS.map((l) => l.neighbours.map((k) => INDEX.get(k)!)),
  GOVERNOR_NEIGHBOURS.map((keys) => keys.map((k) => INDEX.get(k)!)),
];
/** By map, 1 for the territories not on it (never entered, never arrived at). */
const OFF_MAP: readonly Uint8Array[] = [
  Uint8Array.from(TERRITORY_IDS, (t) => (SOUTH_QUARTERS.includes(t) ? 1 : 0)),
  new Uint8Array(TERRITORY_IDS.length),
];

/** By map, OFF_MAP's territories as bits (`LOW_BITS`). */
const OFF_LOW: readonly number[] = OFF_MAP.map((off) => bitsOf(off, 0));
const OFF_HIGH: readonly number[] = OFF_MAP.map((off) => bitsOf(off, 1));

function bitsOf(marks: Uint8Array, word: number): number {
  let bits = 0;
  for (let t = 0; t < TERRITORY_COUNT; t++) if (marks[t] === 1 && territoryWord(0, t) === word) bits |= territoryBit(t);
  return bits;
}

function mapOf(state: DuneState): number {
  return state.options.governor === true ? 1 : 0;
}
/** Each location's sector, the Polar Sink's as -2 (never the storm's: rules 000 §9.C.2.e). */
const STORM_SECTOR = Int8Array.from(LOCATIONS, (l) => (l.territory === POLAR_SINK ? -2 : l.sector));
/** Each location's territory, as its index in TERRITORY_IDS. */
const TERRITORY = Uint8Array.from(LOCATIONS, (l) => TERRITORY_INDEX.get(l.territory)!);

/** A location's index in LOCATIONS, or undefined for a key that names none. */
export function locationIndex(key: LocationKey): number | undefined {
  return INDEX.get(key);
}

/**
 * The search's scratch space, reused by every call (a search never starts another): the best cost found per
 * location (-1: not reached), and the locations in the order they were reached.
 */
const BEST = new Int8Array(LOCATIONS.length).fill(-1);
const QUEUE: number[] = [];

/**
 * Every location forces may arrive at (shipment, worm ride), as indices in LOCATIONS order: not in the storm, and
 * enterable.
 */
export function placesToArriveAt(
  state: DuneState,
  except: TerritoryId | undefined,
  enterable: Enterable,
): readonly number[] {
  if (except !== undefined) return arrivals(state.storm, except, enterable);
  return arrivalsAt(state, enterable).places;
}

/**
 * `placesToArriveAt`'s answer with no territory excepted, and lists its callers make from it, each caller at its own
 * indices in `derived`: kept with the answer, shared, never to be written.
 */
export interface Arrivals {
  readonly places: readonly number[];
  readonly derived: (readonly DuneAction[] | undefined)[];
}

/** `placesToArriveAt` with no territory excepted, kept with the lists made from it. */
export function arrivalsAt(state: DuneState, enterable: Enterable): Arrivals {
  const storm = state.storm;
  if (enterable !== lastMade) return { places: arrivals(storm, undefined, enterable), derived: [] };
  // The answer depends on the storm and the closed territories alone: kept, as the reach is.
  const key = closedLow + closedHigh * HIGH_WEIGHT + storm * ALL_TERRITORIES_WEIGHT;
  let kept = ARRIVALS.get(key);
  if (kept === undefined) {
    if (ARRIVALS.size >= ARRIVALS_KEPT) ARRIVALS.clear();
    ARRIVALS.set(key, (kept = { places: arrivals(storm, undefined, enterable), derived: [] }));
  }
  return kept;
}

/** 2 ** 44: above every sum of territory bits, so that the storm's sector can be added to such a key. */
const ALL_TERRITORIES_WEIGHT = 2 ** 44;
/** `arrivalsAt`'s answers by storm and closed territories; emptied when it reaches ARRIVALS_KEPT. */
const ARRIVALS = new Map<number, Arrivals>();
const ARRIVALS_KEPT = 4096;

function arrivals(storm: number, except: TerritoryId | undefined, enterable: Enterable): number[] {
  const places: number[] = [];
  const skip = except === undefined ? -1 : TERRITORY_INDEX.get(except)!;
  for (let i = 0; i < LOCATIONS.length; i++) {
    const t = TERRITORY[i]!;
    if (t === skip || STORM_SECTOR[i] === storm || enterable[t] === 0) continue;
    places.push(i);
  }
  return places;
}

/** `placesToArriveAt`'s test of one location (index in LOCATIONS), with no territory excepted. */
export function arrivesAt(state: DuneState, seat: Seat, location: number): boolean {
  return (
    STORM_SECTOR[location] !== state.storm && entryOf(state, seat, TERRITORY_IDS[TERRITORY[location]!]!) === ENTRY_OPEN
  );
}

/** Every location forces may arrive at (shipment, worm ride): not in the storm, and enterable. */
export function placesToArrive(
  state: DuneState,
  seat: Seat,
  except?: TerritoryId,
  enterable = enterableTerritories(state, seat),
): LocationKey[] {
  return placesToArriveAt(state, except, enterable).map((i) => LOCATIONS[i]!.key);
}

/** Territories within `range` territory steps of `origin`, by territory adjacency (annexe 3 Fremen 2). */
export function territoriesWithin(
  origin: TerritoryId,
  range: number,
  adjacency: (t: TerritoryId) => readonly TerritoryId[],
): Set<TerritoryId> {
  const seen = new Set<TerritoryId>([origin]);
  let frontier: TerritoryId[] = [origin];
  for (let step = 0; step < range; step++) {
    const next: TerritoryId[] = [];
    for (const t of frontier) {
      for (const n of adjacency(t)) {
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

/**
 * The breadth-first search of `reachable` where every territory may be entered: a step inside a territory costs 0,
 * into another territory 1; a location improved later is queued again, so the queue may hold it twice (its cost is
 * read when it is taken). Returns the locations reached but the start, ascending; the scratch space is left clean.
 */
function search(start: number, range: number, storm: number, enterable: Enterable | null, map: number): number[] {
  const neighbours = NEIGHBOURS[map]!;
  const origin = TERRITORY[start]!;
  const best = BEST;
  const queue = QUEUE;
  queue.length = 0;
  best[start] = 0;
  queue.push(start);
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head]!;
    const cost = best[here]!;
    const territory = TERRITORY[here]!;
    for (const n of neighbours[here]!) {
      if (STORM_SECTOR[n] === storm) continue;
      const nTerritory = TERRITORY[n]!;
      const step = nTerritory === territory ? 0 : 1;
      const c = cost + step;
      if (c > range) continue;
      if (step === 1 && nTerritory !== origin && enterable !== null && enterable[nTerritory] === 0) continue;
      const known = best[n]!;
      if (known !== -1 && known <= c) continue;
      best[n] = c;
      queue.push(n);
    }
  }
  const reached: number[] = [];
  for (const i of queue)
    if (best[i]! !== -1) {
      best[i] = -1;
      if (i !== start) reached.push(i);
    }
  return reached.sort((a, b) => a - b);
}

/**
 * The locations reached from one start, ascending, and the movement listing from that start (made when first
 * listed): the pass, then the moves there.
 */
interface Reach {
  readonly reached: readonly number[];
  listing: readonly DuneAction[] | undefined;
}

/** The frozen `pass` every movement listing starts with, shared by them all. */
export const PASS: DuneAction = Object.freeze<DuneAction>({ type: 'pass' });

/** Nothing reached: the start is in the storm (rules 000 §9.C.2.c). */
const NO_REACH: Reach = { reached: [], listing: [PASS] };

/**
 * What an open board allows from a start: the locations reached and the territories they lie in (origin aside);
 * and the reach found on boards where some of those territories were closed, keyed by the closed ones (the sum of
 * 2 ** t).
 */
interface OpenReach {
  readonly open: Reach;
  readonly territories: readonly number[];
  /** The same territories as bits, low and high words (`LOW_BITS`). */
  readonly low: number;
  readonly high: number;
  readonly closed: Map<number, Reach>;
}

/**
 * The closed boards kept per start, range and storm: a board's blocked territories change with each move, so the
 * search's answers are kept only up to this many masks (most starts see a handful).
 */
const CLOSED_KEPT = 64;
/** 2 ** t, exact as a double for every territory (44 < 53): a closed board's key sums them. */
const TERRITORY_BIT = Float64Array.from(TERRITORY_IDS, (_, t) => 2 ** t);

/** Storm sectors 0..17, and 18 for "no storm" (a search through the storm). */
const STORM_SLOTS = 19;
/** The longest range with a table (ornithopters: rules 000 §9.C.2.a); longer ones are searched each time. */
const TABLED_RANGE = 3;
const OPEN_REACH: (OpenReach | undefined)[] = new Array(2 * LOCATIONS.length * (TABLED_RANGE + 1) * STORM_SLOTS);

/**
 * The reach from a start on a board where every territory may be entered, by start, range and storm sector: the
 * board's geometry alone, so computed once per process. When every territory it passes through may be entered, it
 * is the reach on the real board (a blocked territory can be neither entered nor crossed, and nothing else differs).
 */
function openReach(start: number, range: number, storm: number, map: number): OpenReach {
  const slot =
    ((map * LOCATIONS.length + start) * (TABLED_RANGE + 1) + range) * STORM_SLOTS +
    (storm < 0 ? STORM_SLOTS - 1 : storm);
  let known = OPEN_REACH[slot];
  if (known === undefined) {
    const reached = search(start, range, storm, null, map);
    const territories = new Set<number>();
    for (const i of reached) if (TERRITORY[i] !== TERRITORY[start]) territories.add(TERRITORY[i]!);
    let low = 0;
    let high = 0;
    for (const t of territories) {
      if (t < LOW_BITS) low |= 1 << t;
      else high |= 1 << (t - LOW_BITS);
    }
    const open = { reached, listing: undefined };
    OPEN_REACH[slot] = known = { open, territories: [...territories], low, high, closed: new Map() };
  }
  return known;
}

/**
 * `reachable` as indices into LOCATIONS, ascending; `from` an index. The answer may be a table shared by every
 * caller: never to be written.
 */
export function reachableAt(
  state: DuneState,
  from: number,
  range: number,
  enterable: Enterable,
  throughStorm = false,
): readonly number[] {
  return reachOf(state, from, range, enterable, throughStorm).reached;
}

/**
 * The pass, then the move actions from `from` to each location `reachableAt` lists, in its order: a list kept with
 * the reach, shared by every caller, never to be written.
 */
export function passAndMovesAt(
  state: DuneState,
  from: number,
  range: number,
  enterable: Enterable,
  throughStorm: boolean,
): readonly DuneAction[] {
  const reach = reachOf(state, from, range, enterable, throughStorm);
  return (reach.listing ??= [PASS, ...reach.reached.map((to) => moveAction(from, to))]);
}

const MOVE: (DuneAction | undefined)[] = new Array(LOCATIONS.length * LOCATIONS.length);

/** A group's move from one location to another (indices in LOCATIONS): one frozen object per pair, made once. */
export function moveAction(from: number, to: number): DuneAction {
  return (MOVE[from * LOCATIONS.length + to] ??= Object.freeze<DuneAction>({
    type: 'move',
    from: LOCATIONS[from]!.key,
    to: LOCATIONS[to]!.key,
  }));
}

function reachOf(state: DuneState, from: number, range: number, enterable: Enterable, throughStorm: boolean): Reach {
  if (STORM_SECTOR[from] === state.storm) return NO_REACH;
  const storm = throughStorm ? -3 : state.storm;
  const map = mapOf(state);
  if (range > TABLED_RANGE) return { reached: search(from, range, storm, enterable, map), listing: undefined };
  const open = openReach(from, range, storm, map);
  // The search reads `enterable` only for the territories the open board reaches: their closed ones make the key.
  let mask = 0;
  if (enterable === lastMade) mask = (closedLow & open.low) + (closedHigh & open.high) * HIGH_WEIGHT;
  else {
    const territories = open.territories;
    for (let i = 0; i < territories.length; i++) {
      const t = territories[i]!;
      if (enterable[t] === 0) mask += TERRITORY_BIT[t]!;
    }
  }
  if (mask === 0) return open.open;
  let reach = open.closed.get(mask);
  if (reach === undefined) {
    reach = { reached: search(from, range, storm, enterable, map), listing: undefined };
    if (open.closed.size < CLOSED_KEPT) open.closed.set(mask, reach);
  }
  return reach;
}

/**
 * `throughStorm`: annexe 5 Fremen 3 (extra powers), the Fremen may enter or cross the storm (at a price).
 *
 * rules 000 §9.C.2: where one group can go from `from` within `range` territories. Sectors cost nothing; no
 * sector in the storm may be left, entered or crossed (§9.C.2.c); blocked strongholds and allies' territories
 * can be neither entered nor crossed.
 */
export function reachable(
  state: DuneState,
  seat: Seat,
  from: LocationKey,
  range: number,
  enterable = enterableTerritories(state, seat),
  throughStorm = false,
): LocationKey[] {
  const start = INDEX.get(from);
  if (start === undefined) return [];
  return reachableAt(state, start, range, enterable, throughStorm).map((i) => LOCATIONS[i]!.key);
}

/**
 * Why a group at `from` cannot reach `to` within `range` (rules 000 §9.C.2), or null when `reachableAt` lists it:
 * the storm on a sector left, entered or crossed (§9.C.2.c), a stronghold two others hold (§9.C.2.f) or an ally's
 * territory (§12.E.5) entered or crossed, else the range (§9.C.2.a). Built only when asked why.
 */
export function pathRefusal(
  state: DuneState,
  seat: Seat,
  from: number,
  to: number,
  range: number,
  throughStorm: boolean,
): RuleError | null {
  const enterable = enterableTerritories(state, seat);
  if (reachableAt(state, from, range, enterable, throughStorm).includes(to)) return null;
  const where = { from: LOCATIONS[from]!.key, to: LOCATIONS[to]!.key };
  const storm = throughStorm ? -3 : state.storm;
  if (STORM_SECTOR[from] === state.storm || STORM_SECTOR[to] === storm) return reason('stormOnPath', where);
  const blocked = (t: number): RuleError | null => {
    const why = entryOf(state, seat, TERRITORY_IDS[t]!);
    if (why === ENTRY_ALLY) return reason('allyThere', { territory: TERRITORY_IDS[t]! });
    if (why === ENTRY_FULL) return reason('strongholdBlocksMove', { territory: TERRITORY_IDS[t]! });
    if (why === ENTRY_OFF_MAP) return reason('notOnThisBoard', { territory: TERRITORY_IDS[t]! });
    return null;
  };
  if (TERRITORY[to] !== TERRITORY[from]) {
    const there = blocked(TERRITORY[to]!);
    if (there) return there;
  }
  const map = mapOf(state);
  // Reached on an open board: the way is barred; a territory whose opening alone would let the group through is named.
  if (search(from, range, storm, null, map).includes(to)) {
    for (let t = 0; t < enterable.length; t++) {
      if (enterable[t] === 1 || t === TERRITORY[from]) continue;
      const opened = Uint8Array.from(enterable);
      opened[t] = 1;
      if (search(from, range, storm, opened, map).includes(to)) return blocked(t);
    }
    const closed = enterable.findIndex((e, t) => e === 0 && t !== TERRITORY[from]);
    return closed >= 0 ? blocked(closed) : reason('outOfRange', { ...where, range });
  }
  if (search(from, range, -3, enterable, map).includes(to)) return reason('stormOnPath', where);
  return reason('outOfRange', { ...where, range });
}

/**
 * Why forces may not arrive at a location (`placesToArriveAt`'s rule, rules 000 §9.C.1.c, §12.E.5), or null: the
 * storm's sector, a stronghold two others hold, an ally's territory.
 */
export function arrivalRefusal(state: DuneState, seat: Seat, at: number): RuleError | null {
  const territory = TERRITORY_IDS[TERRITORY[at]!]!;
  if (STORM_SECTOR[at] === state.storm) return reason('shipIntoStorm', { location: LOCATIONS[at]!.key });
  const why = entryOf(state, seat, territory);
  if (why === ENTRY_ALLY) return reason('allyThere', { territory });
  if (why === ENTRY_FULL) return reason('strongholdHeldByTwo', { territory });
  if (why === ENTRY_OFF_MAP) return reason('notOnThisBoard', { territory });
  return null;
}
