import { cloneJson, type Seat } from '@arrakis/engine';
import type { Faction } from './data/factions.ts';
import type { TerritoryId } from './data/territories.ts';
import { carryOccupancy } from './occupancy.ts';
import type { Frame } from './frames.ts';
import type {
  BattlePlan,
  BattleRound,
  BattleState,
  BiddingState,
  DuneState,
  FactionState,
  LeaderState,
  SectorForces,
  TerritoryState,
} from './state.ts';
/**
 * Every field `perform` may change, each stored by name in one object literal: the generic copy of a list of named
 * fields reads and stores each by a variable key, through a function per field, which cost as much as the small
 * copies themselves. The spread first keeps the input's keys in their order; an optional field absent from the input
 * stays absent. writes.test.ts checks that each object-valued field `CHANGING` (writes.ts) names is a new object here.
 */
export function copyEvery(s: DuneState): DuneState {
  const next: DuneState = {
    ...s,
    seats: s.seats.slice(),
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    lastBattleWheels: s.lastBattleWheels.slice(),
    board: copyBoard(s.board),
    factions: copyFactions(s.factions),
    treacheryDeck: s.treacheryDeck.slice(),
    treacheryDiscard: s.treacheryDiscard.slice(),
    spiceDeck: s.spiceDeck.slice(),
    spiceDiscard: s.spiceDiscard.slice(),
    spiceDiscard2: s.spiceDiscard2.slice(),
    alliances: copyAlliances(s.alliances),
    prediction: s.prediction && plain(s.prediction),
    bidding: s.bidding && copyBidding(s.bidding),
    battles: s.battles && copyBattles(s.battles),
    moved: s.moved.slice(),
    silenced: s.silenced.slice(),
    karamaBlocks: copyRecords(s.karamaBlocks),
    residualPoisons: copyRecords(s.residualPoisons),
    deals: copyRecords(s.deals),
    debts: copyRecords(s.debts),
    extra: s.extra && cloneJson(s.extra),
    cursor: copyCursor(s.cursor),
    stack: copyStack(s.stack),
    result: s.result && cloneJson(s.result),
  };
  if (s.harvest) next.harvest = cloneJson(s.harvest);
  if (s.duel) next.duel = cloneJson(s.duel);
  if (s.eliminated) next.eliminated = s.eliminated.slice();
  if (s.governor) next.governor = cloneJson(s.governor);
  if (s.points) next.points = cloneJson(s.points);
  if (s.tleilaxu) next.tleilaxu = cloneJson(s.tleilaxu);
  return next;
}

function copyAlliances(alliances: Seat[][]): Seat[][] {
  const out: Seat[][] = [];
  for (let i = 0; i < alliances.length; i++) out.push(alliances[i]!.slice());
  return out;
}

/** A list of plain records (loops, where `map` passes a function more than the element). */
function copyRecords<T extends { readonly [K in keyof T]: Plain }>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push({ ...list[i]! });
  return out;
}

function copyStack(stack: readonly Frame[]): Frame[] {
  const out: Frame[] = [];
  for (let i = 0; i < stack.length; i++) out.push(copyFrame(stack[i]!));
  return out;
}

function copyCursor(cursor: DuneState['cursor']): DuneState['cursor'] {
  return { ...plainBut(cursor), order: cursor.order.slice(), setAside: cursor.setAside.slice() };
}

/**
 * issue 19, `GameRules.copies`: the board and the factions, most of a state, copied by their shapes. The generic
 * deep copy costs five times as much on them (measured on mid-game states of 6-faction games: board 12.8 → 2.7 µs,
 * factions 6.3 → 1.7 µs), and the validating `apply` copies both for most actions. The literals name every field,
 * so a field added to a territory, a faction or a leader is a compile error here until it is copied.
 */
export function duneCopies(): { readonly [K in keyof DuneState]?: (value: DuneState[K]) => DuneState[K] } {
  return {
    board: copyBoard,
    factions: copyFactions,
    // Lists of names and seats: a slice, where the generic copy visits each element.
    seats: primitives,
    rng: ([a, b, c, d]) => [a, b, c, d],
    lastBattleWheels: primitives,
    treacheryDeck: primitives,
    treacheryDiscard: primitives,
    spiceDeck: primitives,
    spiceDiscard: primitives,
    spiceDiscard2: primitives,
    alliances: (alliances) => alliances.map(primitives),
    moved: primitives,
    silenced: primitives,
    eliminated: (seats) => seats && primitives(seats),
    stack: copyStack,
    bidding: (bidding) => bidding && copyBidding(bidding),
    cursor: copyCursor,
    // Lists of small records, and the battles: the generic copy spent ~0.5 µs per long action on them, mostly empty.
    prediction: (prediction) => prediction && plain(prediction),
    karamaBlocks: (blocks) => blocks.map(plainRecord),
    residualPoisons: (poisons) => poisons.map(plainRecord),
    deals: (deals) => deals.map(plainRecord),
    debts: (debts) => debts.map(plainRecord),
    battles: (battles) => battles && copyBattles(battles),
  };
}

/** A spread of `value`, whose fields other than `K` are plain (one more object-valued field would not compile). */
function spreadBut<K extends PropertyKey>(): <T extends { readonly [P in Exclude<keyof T, K>]?: Plain }>(
  value: T,
) => T {
  return (value) => ({ ...value });
}

const roundSpread = spreadBut<'order' | 'current' | 'settled' | 'refused'>();
const battleSpread = spreadBut<'voice' | 'prescience' | 'plans' | 'traitorCalls' | 'prevented'>();
const voiceSpread = spreadBut<'command'>();
const prescienceSpread = spreadBut<'answer'>();

function copyBattles(round: BattleRound): BattleRound {
  const copy: BattleRound = {
    ...roundSpread(round),
    order: round.order.slice(),
    current: round.current && copyBattle(round.current),
  };
  if (round.settled) copy.settled = round.settled.slice();
  if (round.refused) copy.refused = round.refused.slice();
  return copy;
}

function copyBattle(battle: BattleState): BattleState {
  const plans: Record<string, BattlePlan> = {};
  for (const seat in battle.plans) plans[seat] = plain(battle.plans[seat]!);
  const { voice, prescience } = battle;
  const copy: BattleState = {
    ...battleSpread(battle),
    voice: voice && { ...voiceSpread(voice), command: plain(voice.command) },
    prescience: prescience && copyPrescience(prescience),
    plans,
    traitorCalls: { ...battle.traitorCalls },
  };
  if (battle.prevented) copy.prevented = battle.prevented.slice();
  return copy;
}

function copyPrescience(prescience: NonNullable<BattleState['prescience']>): NonNullable<BattleState['prescience']> {
  const copy = prescienceSpread(prescience);
  // The whole plan, for a Karama's 'plan' (annexe 4 Karama B Atreides); otherwise a plain value, or absent.
  if (typeof copy.answer === 'object' && copy.answer !== null) copy.answer = plain(copy.answer);
  return copy;
}

function copyBidding(b: BiddingState): BiddingState {
  return {
    cards: b.cards.slice(),
    index: b.index,
    eligible: b.eligible.slice(),
    opener: b.opener,
    current: b.current,
    highBid: b.highBid,
    highBidder: b.highBidder,
    passed: b.passed.slice(),
    highBidKarama: b.highBidKarama,
    karamaCard: b.karamaCard,
    atreidesSaw: b.atreidesSaw,
  };
}

/** The cursor's plain fields (its two lists are copied by the caller): one more list there would not compile. */
function plainBut<T extends { readonly [K in Exclude<keyof T, 'order' | 'setAside'>]?: Plain }>(cursor: T): T {
  return cursor;
}

/** A value without parts: what a shallow copy copies whole. */
type Plain = string | number | boolean | null | undefined;

/**
 * The frames most decisions wait on, copied by their shapes (the generic copy, which every kind of frame and every
 * other field goes through, is slow on them): a frame given to `plain` or `withSeats` that gains an object-valued
 * field is a compile error here. The other frames are copied generically.
 */
function copyFrame(frame: Frame): Frame {
  // One kind a case: the shape checked is that kind's own.
  switch (frame.kind) {
    case 'bid':
      return plain(frame);
    case 'shipment':
      return plain(frame);
    case 'shipmentCount':
      return plain(frame);
    case 'movement':
      return plain(frame);
    case 'movementCount':
      return plain(frame);
    case 'revival':
      return plain(frame);
    case 'leaderRevival':
      return plain(frame);
    case 'battleChoice':
      return plain(frame);
    case 'voice':
      return plain(frame);
    case 'prescience':
      return plain(frame);
    case 'keepCards':
      return plain(frame);
    case 'spiritualAdvisor':
      return plain(frame);
    case 'guildTurn':
      return plain(frame);
    case 'harvesterWindow':
      return withSeats(frame);
    case 'stormWindow':
      return withSeats(frame);
    case 'thumperWindow':
      return withSeats(frame);
    case 'traitorCall':
      return withSeats(frame);
    case 'battlePlan': {
      const draft: Record<string, Partial<BattlePlan>> = {};
      for (const seat in frame.draft) draft[seat] = plain(frame.draft[seat]!);
      return { kind: frame.kind, seats: frame.seats.slice(), draft, step: { ...frame.step } };
    }
    default:
      return cloneJson(frame);
  }
}

function plain<T extends { readonly [K in keyof T]: Plain }>(value: T): T {
  return { ...value };
}

/** `plain` for `map`, which passes more than the element. */
function plainRecord<T extends { readonly [K in keyof T]: Plain }>(value: T): T {
  return { ...value };
}

function withSeats<T extends { readonly seats: Seat[] } & { readonly [K in Exclude<keyof T, 'seats'>]: Plain }>(
  frame: T,
): T {
  return { ...frame, seats: frame.seats.slice() };
}

/** A list whose elements are plain values (typed so: a list of objects here would not compile). */
function primitives<T extends string | number>(list: T[]): T[] {
  return list.slice();
}

type Board = Record<string, TerritoryState>;

/**
 * The board `copyBoard` made last, and the one it copied: their territories are the same objects until
 * `territoryToWrite` copies one. Only the last pair is kept, so no chain of older boards stays reachable; a state
 * from `apply` is never written in place after it is copied again (states from `apply` are values).
 */
let shared: { readonly copy: Board; readonly input: Board } | null = null;

/**
 * A new board record whose territories are the input's own: an action writes a few of them, and `territoryToWrite`
 * copies each before its first write. Who stands where is carried over (occupancy.ts), not rebuilt.
 */
function copyBoard(board: Board): Board {
  const copy = { ...board };
  carryOccupancy(board, copy);
  shared = { copy, input: board };
  return copy;
}

/** The territory, ready to be written: copied first while the board `copyBoard` made still shares it. */
export function territoryToWrite(state: DuneState, territory: TerritoryId): TerritoryState {
  const t = state.board[territory]!;
  if (shared === null || shared.copy !== state.board || shared.input[territory] !== t) return t;
  const forces: Partial<Record<Faction, SectorForces>> = {};
  for (const faction in t.forces) forces[faction as Faction] = { ...t.forces[faction as Faction] };
  const copy: TerritoryState = { spice: t.spice, forces };
  state.board[territory] = copy;
  return copy;
}

function copyFactions(factions: Record<string, FactionState>): Record<string, FactionState> {
  const out: Record<string, FactionState> = {};
  for (const key in factions) {
    const f = factions[key]!;
    const leaders: Record<string, LeaderState> = {};
    for (const id in f.leaders) {
      const leader = f.leaders[id]!;
      const copy: LeaderState = { location: leader.location, usedIn: leader.usedIn, revivals: leader.revivals };
      leaders[id] = copy;
    }
    const copy: FactionState = {
      faction: f.faction,
      seat: f.seat,
      spice: f.spice,
      reserves: f.reserves,
      tanks: f.tanks,
      hand: f.hand.slice(),
      // Read-only lists, replaced whole when they change (state.ts): shared.
      traitors: f.traitors,
      traitorDraw: f.traitorDraw,
      leaders,
      leaderRevivalOpen: f.leaderRevivalOpen,
      leaderRevivedTurn: f.leaderRevivedTurn,
    };
    out[key] = copy;
  }
  return out;
}
