import { FACTIONS, type Faction } from './data/factions.ts';
import { LOCATIONS } from './data/locations.ts';
import { TERRITORY_IDS, type TerritoryId } from './data/territories.ts';
import type { TerritoryState } from './state.ts';

/**
 * Who stands where, derived from `state.board`: one bit per faction (FACTIONS order), per location and per
 * territory. It is a cache outside the JSON state (a WeakMap keyed by the board object): started empty with a new
 * board (setup) or built on the first question about a board, kept up to date by the operations of board.ts that
 * add or remove tokens, and rebuilt whenever the board is a new object (a copy, a state read from JSON). Code that
 * writes `forces` by hand must call `forgetOccupancy` afterwards.
 */
export interface Occupancy {
  /** By location (LOCATIONS order): the factions with a token there. */
  readonly at: Uint8Array;
  /** By territory (TERRITORY_IDS order): the factions with a token there. */
  readonly in: Uint8Array;
  /**
   * `in` read the other way: by faction (FACTIONS order), then for all factions together (`ANY_FACTION`), the territories
   * holding its tokens as two words of bits (`territoryWord`, `territoryBit`), so that a question visits only those.
   */
  readonly territories: Int32Array;
}

/** Territories 0..29 are bits of a low word, 30..43 of a high one: each word a small integer. */
export const LOW_BITS = 30;
/** The index in `territories` of the words of the territories where some faction stands. */
export const ANY_FACTION = FACTIONS.length;
const WORDS = 2 * (FACTIONS.length + 1);

/** The index in `territories` of the word holding territory `t` for the faction at this index (or ANY_FACTION). */
export function territoryWord(factionIndex: number, t: number): number {
  return 2 * factionIndex + (t < LOW_BITS ? 0 : 1);
}

/** Territory `t`'s bit in its word. */
export function territoryBit(t: number): number {
  return t < LOW_BITS ? 1 << t : 1 << (t - LOW_BITS);
}

/** The lowest territory in a word's bits, `high` the word of 30..43 (the word is not 0). */
export function lowestTerritory(word: number, high: boolean): number {
  return 31 - Math.clz32(word & -word) + (high ? LOW_BITS : 0);
}

type Board = Readonly<Record<string, TerritoryState>>;

export const FACTION_BIT: Readonly<Record<Faction, number>> = Object.fromEntries(
  FACTIONS.map((f, i) => [f, 1 << i]),
) as Record<Faction, number>;

/** Each faction's index in FACTIONS. */
export const FACTION_INDEX: Readonly<Record<Faction, number>> = Object.fromEntries(
  FACTIONS.map((f, i) => [f, i]),
) as Record<Faction, number>;

export const TERRITORY_INDEX: ReadonlyMap<string, number> = new Map(TERRITORY_IDS.map((t, i) => [t, i]));

/** Sectors -1 (the Polar Sink) to 17. */
const SECTOR_SLOTS = 19;

/** Each location's index by territory, then by sector written as in `forces` ('9', '-1'). */
const LOCATION_INDEX = new Map<string, Map<string, number>>();
LOCATIONS.forEach((l, i) => {
  let bySector = LOCATION_INDEX.get(l.territory);
  if (!bySector) LOCATION_INDEX.set(l.territory, (bySector = new Map()));
  bySector.set(String(l.sector), i);
});

/**
 * Each territory's sectors ascending (the Polar Sink's -1), the only keys its `forces` hold: reading them is far
 * cheaper than a `for … in` over an object keyed by integers, which V8 enumerates through the runtime.
 */
export const SECTORS_OF: ReadonlyMap<string, readonly number[]> = new Map(
  [...LOCATION_INDEX].map(([t, bySector]) => [t, [...bySector.keys()].map(Number).sort((a, b) => a - b)]),
);
const NO_SECTORS: readonly number[] = [];

/** The sectors a territory's `forces` may hold (none for an unknown name). */
export function sectorsOf(territory: string): readonly number[] {
  return SECTORS_OF.get(territory) ?? NO_SECTORS;
}

/** The locations of each territory, as indices into LOCATIONS (ascending). */
export const TERRITORY_LOCATIONS: readonly (readonly number[])[] = TERRITORY_IDS.map((t) =>
  [...(LOCATION_INDEX.get(t)?.values() ?? [])].sort((a, b) => a - b),
);

/** By territory (TERRITORY_IDS order), then by sector + 1 (the Polar Sink's -1 first): the location's index, or -1. */
const LOCATION_AT: readonly Int16Array[] = TERRITORY_IDS.map((t) => {
  const bySector = new Int16Array(SECTOR_SLOTS).fill(-1);
  for (const [sector, l] of LOCATION_INDEX.get(t) ?? []) bySector[Number(sector) + 1] = l;
  return bySector;
});

/** By territory (TERRITORY_IDS order): each sector with its location's index. */
const TERRITORY_SECTOR_LOCATIONS: readonly (readonly (readonly [number, number])[])[] = TERRITORY_IDS.map((t) =>
  sectorsOf(t).map((sector) => [sector, LOCATION_INDEX.get(t)!.get(String(sector))!] as const),
);

const INDEX = new WeakMap<Board, Occupancy>();

/**
 * The board asked about last and its index, in front of INDEX: a game asks about one board step after step (a
 * comparison, where a WeakMap lookup hashes). Its index is also in INDEX.
 */
let lastBoard: Board | null = null;
let lastIndex: Occupancy | null = null;

function indexOf(board: Board): Occupancy | undefined {
  if (board === lastBoard) return lastIndex!;
  const occ = INDEX.get(board);
  if (occ !== undefined) {
    lastBoard = board;
    lastIndex = occ;
  }
  return occ;
}

function keep(board: Board, occ: Occupancy): void {
  INDEX.set(board, occ);
  lastBoard = board;
  lastIndex = occ;
}

function build(board: Board): Occupancy {
  const at = new Uint8Array(LOCATIONS.length);
  const within = new Uint8Array(TERRITORY_IDS.length);
  const territories = new Int32Array(WORDS);
  for (let t = 0; t < TERRITORY_IDS.length; t++) {
    const territory = TERRITORY_IDS[t]!;
    const forces = board[territory]?.forces;
    if (!forces) continue;
    const locations = TERRITORY_SECTOR_LOCATIONS[t]!;
    // A territory's `forces` holds only factions' entries, and most hold none: its own keys, not the nine factions.
    for (const key in forces) {
      const faction = key as Faction;
      const bySector = forces[faction];
      if (bySector === undefined) continue;
      const bit = FACTION_BIT[faction];
      within[t]! |= bit;
      territories[territoryWord(FACTION_INDEX[faction], t)]! |= territoryBit(t);
      territories[territoryWord(ANY_FACTION, t)]! |= territoryBit(t);
      for (const [sector, l] of locations) if (bySector[sector] !== undefined) at[l]! |= bit;
    }
  }
  return { at, in: within, territories };
}

/** The index of this board, built when missing. */
export function occupancy(state: { readonly board: Board }): Occupancy {
  let occ = indexOf(state.board);
  if (occ === undefined) keep(state.board, (occ = build(state.board)));
  return occ;
}

/** The location of a sector of the territory at index `t`, or -1 (a sector outside it). */
function locationAt(t: number, sector: number): number {
  return sector >= -1 && sector < SECTOR_SLOTS - 1 ? LOCATION_AT[t]![sector + 1]! : -1;
}

/** A faction's first token arrived at a location (addForces). */
export function noteArrival(
  state: { readonly board: Board },
  territory: TerritoryId,
  sector: number,
  faction: Faction,
) {
  const occ = indexOf(state.board);
  if (occ === undefined) return;
  const bit = FACTION_BIT[faction];
  const t = TERRITORY_INDEX.get(territory)!;
  const l = locationAt(t, sector);
  if (l >= 0) occ.at[l]! |= bit;
  occ.in[t]! |= bit;
  occ.territories[territoryWord(FACTION_INDEX[faction], t)]! |= territoryBit(t);
  occ.territories[territoryWord(ANY_FACTION, t)]! |= territoryBit(t);
}

/**
 * A faction's last token left a location (removeForces); `territoryEmptied`: and its last in the territory (its
 * entry in `forces` was deleted).
 */
export function noteDeparture(
  state: { readonly board: Board },
  territory: TerritoryId,
  sector: number,
  faction: Faction,
  territoryEmptied: boolean,
) {
  const occ = indexOf(state.board);
  if (occ === undefined) return;
  const bit = FACTION_BIT[faction];
  const t = TERRITORY_INDEX.get(territory)!;
  const l = locationAt(t, sector);
  if (l >= 0) occ.at[l]! &= ~bit;
  if (!territoryEmptied) return;
  occ.in[t]! &= ~bit;
  occ.territories[territoryWord(FACTION_INDEX[faction], t)]! &= ~territoryBit(t);
  if (occ.in[t] === 0) occ.territories[territoryWord(ANY_FACTION, t)]! &= ~territoryBit(t);
}

/** `copy` holds the very territories of `board` (copies.ts): the same index, as a copy of its own. */
export function carryOccupancy(board: Board, copy: Board): void {
  const occ = indexOf(board);
  if (occ !== undefined)
    INDEX.set(copy, { at: occ.at.slice(), in: occ.in.slice(), territories: occ.territories.slice() });
}

/** A board made empty (setup): its index is all zeros, kept from the first token placed on. */
export function emptyOccupancy(board: Board): void {
  keep(board, {
    at: new Uint8Array(LOCATIONS.length),
    in: new Uint8Array(TERRITORY_IDS.length),
    territories: new Int32Array(WORDS),
  });
}

/** After writing `forces` without board.ts (fixtures): the index is rebuilt at the next question. */
export function forgetOccupancy(state: { readonly board: Board }): void {
  INDEX.delete(state.board);
  if (state.board === lastBoard) lastBoard = lastIndex = null;
}

/** The index as a rebuild from the board gives it, for tests that check the kept one. */
export function freshOccupancy(state: { readonly board: Board }): Occupancy {
  return build(state.board);
}
