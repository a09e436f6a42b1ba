import { ruleError, type RuleError, type Seat } from '@arrakis/engine';
import { FACTION_DATA } from '../data/factions.ts';
import { isMainCharacter, LEADERS, type LeaderId } from '../data/leaders.ts';
import { LOCATIONS, type LocationKey } from '../data/locations.ts';
import { SPICE_CARDS } from '../data/spiceDeck.ts';
import { TERRITORIES, type TerritoryId } from '../data/territories.ts';
import type { DuneAction } from '../actions.ts';
import {
  addForces,
  allyIs,
  factionOf,
  forcesAt,
  isStronghold,
  POLAR_SINK,
  fromReserves,
  removeForces,
  revivable,
  reviveTokens,
  seatOf,
  starredAt,
  starredOf,
  stormOrder,
  toReserves,
  toTanks,
} from '../board.ts';
import { cardOfKind, consumeKaramaBlock, discardFromHand } from '../cards.ts';
import { advisorMayCoexistIn, declare, mustDeclareOnArrival, startDeclarations } from '../coexistence.ts';
import { oneSeat, enterPhase, pop, push, type FrameOf, type FrameTable, type PhaseRules } from '../flow.ts';
import type { EventLog } from '../events.ts';
import {
  FACTION_BIT,
  FACTION_INDEX,
  LOW_BITS,
  lowestTerritory,
  occupancy,
  TERRITORY_LOCATIONS,
  territoryWord,
} from '../occupancy.ts';
import type { DuneState } from '../state.ts';
import {
  arrivalRefusal,
  arrivesAt,
  canEnter,
  enterableTerritories,
  locationIndex,
  arrivalsAt,
  passAndMovesAt,
  PASS,
  pathRefusal,
  reachable,
  reachableAt,
  splitLocation,
  territoriesWithin,
} from './reach.ts';
import { factionToBank, factionToFaction } from '../spice.ts';
import { reason } from '../reasons.ts';
import { karamaBlocked, SHIPMENT_BAN } from '../karama.ts';
import { spiceForeseer } from '../variants/fremenForesight.ts';
import { startCaptureAttempt } from '../variants/harkonnenCapture.ts';
import { startMovementBids } from '../variants/movementBids.ts';
import { holdsACity } from '../variants/governor.ts';
import { twoSpiceBlows } from '../variants/index.ts';
import { firstStepRange, oneStepRefusal, startSteps, twoTerritoryRange } from '../variants/twoTerritoryMove.ts';
import {
  buyBackLeaders,
  buyBackOffers,
  checkBuyBackOffer,
  offerBuyBack,
  payRevival,
  startRevivalBanWindow,
} from '../variants/tleilaxu.ts';
import { countAction, reviveAction } from '../listed.ts';

/** rules 000 §9.B.2: never more than three tokens revived a turn. */
export const MAX_REVIVAL = 3;
/** rules 000 §9.B.1: each token revived beyond the free ones costs 2 spice. */
export const REVIVAL_COST = 2;

/** annexe 3 Guild 2 and Guild alliance: the Guild and its allies ship at half price. */
function halfRate(state: DuneState, seat: Seat): boolean {
  const f = state.seats[seat]!;
  return f === 'guild' || allyIs(state, seat, 'guild');
}

/**
 * rules 000 §9.C.1.b: 1 spice a token into a stronghold, 2 elsewhere; the Fremen ship for free; at half price
 * (rounded up) for the Guild, its allies, or with a Karama (annexe 3 Guild 2, annexe 4 Karama A).
 */
export function shipmentPrice(faction: string, halfPrice: boolean, territory: TerritoryId, count: number): number {
  if (faction === 'fremen') return 0;
  const full = count * (isStronghold(territory) ? 1 : 2);
  return halfPrice ? Math.ceil(full / 2) : full;
}

export function shipmentCost(
  state: DuneState,
  seat: Seat,
  territory: TerritoryId,
  count: number,
  guildRate: boolean,
): number {
  return shipmentPrice(state.seats[seat]!, guildRate || halfRate(state, seat), territory, count);
}

/** annexe 3 Guild 1: back to the reserves at 1 spice for every 2 tokens or fraction. */
export function offPlanetCost(count: number): number {
  return Math.ceil(count / 2);
}

/** annexe 3 Fremen 2: the Fremen bring in forces only within two territories of the Great Flat. */
const FREMEN_ARRIVAL = territoriesWithin('theGreatFlat', 2, (t) => TERRITORIES[t].adjacent);
/** By location (LOCATIONS order): 1 in a Fremen arrival territory (annexe 3 Fremen 2). */
const FREMEN_ARRIVAL_AT = Uint8Array.from(LOCATIONS, (l) => (FREMEN_ARRIVAL.has(l.territory) ? 1 : 0));
/** By location (LOCATIONS order): 1 in a stronghold (its shipping price, rules 000 §9.C.1.b). */
const STRONGHOLD_AT = Uint8Array.from(LOCATIONS, (l) => (isStronghold(l.territory) ? 1 : 0));

/** rules 000 §18, annexe 4 Karama B Guild: a Karama of the Guild forbids this seat's next shipment. */
function shipmentBanned(state: DuneState, seat: Seat): boolean {
  return karamaBlocked(state, state.seats[seat]!, SHIPMENT_BAN);
}

/** The seat gives up its shipment: a ban waiting for it is spent on it. */
function noShipment(state: DuneState, seat: Seat, log: EventLog): void {
  if (consumeKaramaBlock(state, state.seats[seat]!, SHIPMENT_BAN)) log.public('shipmentForbidden', { seat });
  startMovement(state, seat);
}

/**
 * annexe 5 Guild 1, rules 000 §18 (annexe 4 Karama A): a Karama played earlier holds the Guild to the normal order
 * for the rest of the movement phase where it would next choose.
 */
function guildInOrder(state: DuneState, guild: Seat, log: EventLog): boolean {
  if (state.cursor.guildInOrder) return true;
  if (!consumeKaramaBlock(state, 'guild', 'outOfTurn')) return false;
  state.cursor.guildInOrder = true;
  log.public('karamaPrevented', { faction: 'guild', power: 'outOfTurn', seat: guild });
  return true;
}

function hasKaramaGuildRate(state: DuneState, seat: Seat): boolean {
  return state.karamaBlocks.some((b) => b.faction === state.seats[seat] && b.power === 'guildRate');
}

/** The spice of a shipment goes to the Guild when someone else pays it (annexe 3 Guild 3), else to the bank. */
function payShipment(state: DuneState, seat: Seat, cost: number, log: EventLog): void {
  if (cost === 0) return;
  const guild = seatOf(state, 'guild');
  // annexe 4 Karama A: a shipment at the Guild's rate bought with Karama is paid to the bank.
  const karama = consumeKaramaBlock(state, state.seats[seat]!, 'guildRate');
  if (guild !== null && guild !== seat && !karama) {
    factionToFaction(state, state.seats[seat]!, 'guild', cost);
    log.public('shipmentPaid', { seat, amount: cost, to: guild });
  } else {
    factionToBank(state, state.seats[seat]!, cost);
    log.public('shipmentPaid', { seat, amount: cost, to: 'bank' });
  }
}

/** The most tokens, up to `available`, whose `shipmentCost` the seat can pay. */
function maxAffordable(state: DuneState, seat: Seat, territory: TerritoryId, available: number): number {
  if (available <= 0 || state.seats[seat] === 'fremen') return available;
  const spice = factionOf(state, seat).spice;
  const perToken = isStronghold(territory) ? 1 : 2;
  // n tokens cost n × perToken, or at half price that halved and rounded up: within the spice while n × perToken
  // is at most the spice, or twice the spice at half price.
  const half = hasKaramaGuildRate(state, seat) || halfRate(state, seat);
  return Math.min(available, Math.floor((half ? 2 * spice : spice) / perToken));
}

/** Whether one token can be paid for into a stronghold, and elsewhere (the only two prices, §9.C.1.b). */
function affordOne(state: DuneState, seat: Seat): { stronghold: boolean; elsewhere: boolean } {
  return {
    stronghold: maxAffordable(state, seat, 'arrakeen', 1) > 0,
    elsewhere: maxAffordable(state, seat, 'theGreatFlat', 1) > 0,
  };
}

/** Of the places to arrive at (location indices), those the seat can ship to from its reserves. */
function shipmentDestinations(state: DuneState, seat: Seat, places: readonly number[]): readonly number[] {
  const fs = factionOf(state, seat);
  if (fs.reserves === 0) return [];
  if (fs.faction === 'fremen') return places.filter((i) => FREMEN_ARRIVAL_AT[i] === 1);
  return affordable(state, seat, places);
}

/** Which of the places to arrive at a seat may ship to (`shipmentDestinations`' cases), an index in `Arrivals.derived`. */
const SHIP_NOWHERE = 0;
const SHIP_EVERYWHERE = 1;
const SHIP_FREMEN_ARRIVAL = 2;
const SHIP_STRONGHOLDS = 3;

/** `shipmentDestinations`' case for the seat, without its list. */
function shipmentDestinationKind(state: DuneState, seat: Seat): number {
  const fs = factionOf(state, seat);
  if (fs.reserves === 0) return SHIP_NOWHERE;
  if (fs.faction === 'fremen') return SHIP_FREMEN_ARRIVAL;
  return affordableKind(state, seat);
}

/**
 * `affordable`'s case for the seat (every place, the strongholds, or none), without its list: the prices are
 * `maxAffordable`'s, and a token costs less in a stronghold than elsewhere (§9.C.1.b), so "elsewhere only" never is.
 */
function affordableKind(state: DuneState, seat: Seat): number {
  const afford = affordOne(state, seat);
  if (afford.elsewhere) return SHIP_EVERYWHERE;
  return afford.stronghold ? SHIP_STRONGHOLDS : SHIP_NOWHERE;
}

/** Whether this case of `shipmentDestinationKind` keeps the location (an index in LOCATIONS). */
function destinationKept(destinations: number, to: number): boolean {
  return (
    destinations === SHIP_EVERYWHERE ||
    (destinations === SHIP_FREMEN_ARRIVAL && FREMEN_ARRIVAL_AT[to] === 1) ||
    (destinations === SHIP_STRONGHOLDS && STRONGHOLD_AT[to] === 1)
  );
}

/** The pass, then a shipment to each of the places (location indices) that this case of `shipmentDestinationKind` keeps. */
function shipmentList(places: readonly number[], destinations: number): readonly DuneAction[] {
  const actions: DuneAction[] = [PASS];
  for (const to of places) if (destinationKept(destinations, to)) actions.push(SHIP[to]!);
  return actions;
}

/** Where `Arrivals.derived` keeps the cross-shipments from a location: after the shipment lists, by case and origin. */
const CROSS_SHIPS_AT = 4;

/** annexe 3 Guild 1: a cross-shipment from `from` to each of the places this case of `affordableKind` keeps. */
function crossShipList(places: readonly number[], targets: number, from: number): readonly DuneAction[] {
  const actions: DuneAction[] = [];
  for (const to of places) if (to !== from && destinationKept(targets, to)) actions.push(crossShipAction(from, to));
  return actions;
}

/** Of the places (location indices), those where the seat can pay for one token. */
function affordable(state: DuneState, seat: Seat, places: readonly number[]): readonly number[] {
  const kind = affordableKind(state, seat);
  if (kind === SHIP_EVERYWHERE) return places;
  return kind === SHIP_STRONGHOLDS ? places.filter((i) => STRONGHOLD_AT[i] === 1) : [];
}

/** Locations where the seat has forces, as indices in LOCATIONS order: for cross-ship, off-planet and movement. */
function occupiedLocations(state: DuneState, seat: Seat): number[] {
  const faction = state.seats[seat]!;
  const bit = FACTION_BIT[faction];
  const occ = occupancy(state);
  const found: number[] = [];
  for (let word = 0; word < 2; word++) {
    let bits = occ.territories[territoryWord(FACTION_INDEX[faction], word * LOW_BITS)]!;
    while (bits !== 0) {
      const t = lowestTerritory(bits, word === 1);
      bits &= bits - 1;
      for (const l of TERRITORY_LOCATIONS[t]!) if ((occ.at[l]! & bit) !== 0) found.push(l);
    }
  }
  return found;
}

/**
 * The actions listed most, one object per value, made once: a listing allocates no action of these kinds (a
 * movement decision lists hundreds). Frozen, since every listing shares them.
 */
const LOCATION_COUNT = LOCATIONS.length;
const SHIP: DuneAction[] = LOCATIONS.map((l) => Object.freeze<DuneAction>({ type: 'ship', to: l.key }));
const OFF_PLANET: DuneAction[] = LOCATIONS.map((l) => Object.freeze<DuneAction>({ type: 'offPlanet', from: l.key }));
const CROSS_SHIP: (DuneAction | undefined)[] = new Array(LOCATION_COUNT * LOCATION_COUNT);

function crossShipAction(from: number, to: number): DuneAction {
  return (CROSS_SHIP[from * LOCATION_COUNT + to] ??= Object.freeze<DuneAction>({
    type: 'crossShip',
    from: LOCATIONS[from]!.key,
    to: LOCATIONS[to]!.key,
  }));
}

/**
 * rules 000 §9.C.2.a: ornithopters (3 territories) for whoever holds Arrakeen or Carthag (rules 000 §15.B.4: not by
 * coexisting there); Fremen 2; else 1.
 */
export function movementRange(state: DuneState, seat: Seat): number {
  const faction = state.seats[seat]!;
  // 000 XXXI: two territories for everyone (the Fremen's too: a reading), three with ornithopters.
  if (state.options.twoTerritoryMove === true) return twoTerritoryRange(holdsACity(state, faction));
  if (holdsACity(state, faction)) return 3;
  return faction === 'fremen' ? 2 : 1;
}

/** annexe 5 Atreides 1: the Kwisatz Haderach, in a leader revival. */
export const KWISATZ_HADERACH = 'kwisatzHaderach';
/** annexe 5 Atreides 1: its revival costs its value, like a leader's (rules 000 §9.D.2). */
const KWISATZ_HADERACH_COST = 2;

export function leaderRevivalChoices(state: DuneState, seat: Seat): string[] {
  const fs = factionOf(state, seat);
  if (fs.leaderRevivedTurn === state.turn) return [];
  const inTanks = Object.entries(fs.leaders).filter(([, l]) => l.location === 'tanks');
  // rules 000 §19.C.12: a Main Character never waits in the Tanks (his death eliminates his player), so the cycle
  // of §9.D.1 opens when the five others are there (DESIGN, docs/rules-coverage.md §19).
  const allIn = inTanks.length === Object.keys(fs.leaders).filter((id) => !isMainCharacter(id)).length;
  // annexe 5 Atreides 1: a Kwisatz Haderach killed comes back "by the same process as the leaders" (reading: as a
  // sixth leader, once the revival cycle is open, at its value of 2).
  const kwisatz =
    fs.faction === 'atreides' &&
    state.extra?.kwisatzHaderach === 'tanks' &&
    (fs.leaderRevivalOpen || allIn) &&
    fs.spice >= KWISATZ_HADERACH_COST
      ? [KWISATZ_HADERACH]
      : [];
  // rules 000 §9.D.1: only once all five are in the tanks; then one a turn until they are all back.
  if (!fs.leaderRevivalOpen) {
    if (!allIn) return [];
  }
  if (inTanks.length === 0) return kwisatz;
  // rules 000 §9.D.5: a leader killed again waits until the others have come back too.
  const fewest = Math.min(...inTanks.map(([, l]) => l.revivals));
  return [
    ...inTanks
      .filter(([id, l]) => l.revivals === fewest && LEADERS[id as LeaderId].value <= fs.spice)
      .map(([id]) => id),
    ...kwisatz,
  ];
}

/** Whether `leaderRevivalChoices` is not empty, without building it: asked after every seat's movement. */
function hasLeaderRevivalChoice(state: DuneState, seat: Seat): boolean {
  const fs = factionOf(state, seat);
  if (fs.leaderRevivedTurn === state.turn) return false;
  let inTanks = 0;
  let others = 0;
  let fewest = Infinity;
  for (const id in fs.leaders) {
    const l = fs.leaders[id]!;
    if (l.location === 'tanks') {
      inTanks++;
      if (l.revivals < fewest) fewest = l.revivals;
    }
    if (!isMainCharacter(id)) others++;
  }
  const allIn = inTanks === others;
  const kwisatz =
    fs.faction === 'atreides' &&
    state.extra?.kwisatzHaderach === 'tanks' &&
    (fs.leaderRevivalOpen || allIn) &&
    fs.spice >= KWISATZ_HADERACH_COST;
  if (!fs.leaderRevivalOpen && !allIn) return false;
  if (kwisatz) return true;
  for (const id in fs.leaders) {
    const l = fs.leaders[id]!;
    if (l.location === 'tanks' && l.revivals === fewest && LEADERS[id as LeaderId].value <= fs.spice) return true;
  }
  return false;
}

function finishMovementTurn(state: DuneState, seat: Seat, log: EventLog): void {
  // 000 XXXVII: or a leader bought back from the Tleilaxu.
  if (hasLeaderRevivalChoice(state, seat) || buyBackLeaders(state, seat).length > 0) {
    push(state, { kind: 'leaderRevival', seat });
    return;
  }
  endTurnOf(state, seat, log);
}

export function endTurnOf(state: DuneState, seat: Seat, log: EventLog): void {
  state.moved.push(seat);
  state.cursor.index++;
  log.public('movementTurnEnded', { seat });
}

function startMovement(state: DuneState, seat: Seat): void {
  push(state, { kind: 'movement', seat, movesLeft: 1, range: movementRange(state, seat) });
}

/** After a move: the next one (Hajr), or the end of the seat's movement. */
export function afterMove(state: DuneState, seat: Seat, movesLeft: number, range: number, log: EventLog): void {
  if (movesLeft > 1) {
    push(state, { kind: 'movement', seat, movesLeft: movesLeft - 1, range });
    return;
  }
  finishMovementTurn(state, seat, log);
}

export function moveForces(
  state: DuneState,
  seat: Seat,
  from: LocationKey,
  to: LocationKey,
  count: number,
  starred: number,
): void {
  const faction = state.seats[seat]!;
  const a = splitLocation(from);
  const b = splitLocation(to);
  const removed = removeForces(state, a.territory, a.sector, faction, count, starred);
  addForces(state, b.territory, b.sector, faction, removed.count, removed.starred);
}

/**
 * How many tokens to take, 1 to `max` of `available`: with starred tokens among them (rules 000 §15), also how many
 * of those taken are starred.
 */
function countActions(max: number, available: number, starred: number): DuneAction[] {
  const actions: DuneAction[] = [];
  for (let n = 1; n <= max; n++) {
    if (starred === 0) {
      actions.push(countAction(n));
      continue;
    }
    for (let s = Math.max(0, n - (available - starred)); s <= Math.min(n, starred); s++)
      actions.push({ type: 'count', count: n, starred: s });
  }
  return actions;
}

/** Whether `countActions` lists this count action. */
function countAllowed(
  action: DuneAction & { type: 'count' },
  max: number,
  available: number,
  starred: number,
): boolean {
  const n = action.count;
  if (n < 1 || n > max) return false;
  if (starred === 0) return action.starred === undefined;
  const s = action.starred;
  return s !== undefined && s >= Math.max(0, n - (available - starred)) && s <= Math.min(n, starred);
}

/** Starred tokens at a location key. */
function starredAtKey(state: DuneState, seat: Seat, key: LocationKey): number {
  const { territory, sector } = splitLocation(key);
  return starredAt(state, territory, sector, state.seats[seat]!);
}

/** annexe 5 Fremen 3 (extra powers): the Fremen may move into or across the storm. */
export function stormProof(state: DuneState, seat: Seat): boolean {
  return state.extra !== null && state.seats[seat] === 'fremen';
}

function afterShipment(state: DuneState, frame: FrameOf<'shipmentCount'>, count: number, log: EventLog): void {
  const seat = frame.seat;
  pop(state);
  const bg = seatOf(state, 'beneGesserit');
  // rules 000 §15.B.5 (extra powers): the Bene Gesserit landing where they have not declared yet declare now (before
  // their movement, whose ornithopters depend on it).
  if (bg === seat && frame.to !== null && count > 0) {
    const territory = splitLocation(frame.to).territory;
    if (mustDeclareOnArrival(state, territory)) {
      push(state, { kind: 'coexistenceArrival', seat, territory, afterMove: null });
      return;
    }
  }
  // annexe 3 BG 2: whenever another faction ships from its reserves, one free advisor to the Polar Sink.
  if (
    frame.mode === 'normal' &&
    bg !== null &&
    bg !== seat &&
    state.seats[seat] !== 'fremen' &&
    factionOf(state, bg).reserves > 0 &&
    count > 0
  ) {
    if (consumeKaramaBlock(state, 'beneGesserit', 'spiritualAdvisor')) log.public('spiritualAdvisorBlocked', {});
    else {
      startMovement(state, seat);
      // rules 000 §15.B.3 (extra powers): or with the forces shipped, where the Bene Gesserit may coexist.
      const withShipment = advisorMayCoexistIn(state, splitLocation(frame.to!).territory);
      push(state, {
        kind: 'spiritualAdvisor',
        seat: bg,
        shipper: seat,
        ...(withShipment ? { location: frame.to! } : {}),
      });
      return;
    }
  }
  startMovement(state, seat);
}

/** How many tokens a shipment may take (rules 000 §9.C.1): those there, those paid for, and the starred ones among them. */
function shipmentCountLimits(
  state: DuneState,
  frame: FrameOf<'shipmentCount'>,
  seat: Seat,
): { max: number; available: number; starred: number } {
  const fs = factionOf(state, seat);
  let max = 0;
  let available = 0;
  let starred = 0;
  if (frame.mode === 'offPlanet') {
    const { territory, sector } = splitLocation(frame.from!);
    available = forcesAt(state, territory, sector, fs.faction);
    starred = starredAtKey(state, seat, frame.from!);
    max = available;
    while (max > 0 && offPlanetCost(max) > fs.spice) max--;
  } else {
    available =
      frame.mode === 'normal'
        ? fs.reserves
        : forcesAt(state, splitLocation(frame.from!).territory, splitLocation(frame.from!).sector, fs.faction);
    starred =
      frame.mode === 'normal' ? (starredOf(state, fs.faction)?.reserves ?? 0) : starredAtKey(state, seat, frame.from!);
    max = maxAffordable(state, seat, splitLocation(frame.to!).territory, available);
  }
  return { max, available, starred };
}

export const movementFrames: Pick<
  FrameTable,
  | 'revival'
  | 'guildTurn'
  | 'shipment'
  | 'shipmentCount'
  | 'spiritualAdvisor'
  | 'coexistence'
  | 'coexistenceArrival'
  | 'movement'
  | 'movementCount'
  | 'leaderRevival'
> = {
  // annexe 5 Guild 1: move now, before `before`, or wait.
  guildTurn: {
    seats: oneSeat,
    legal: () => [{ type: 'moveNow' }, { type: 'pass' }],
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'moveNow') return;
      log.public('guildMovesNow', { seat });
      push(state, { kind: 'shipment', seat });
    },
  },
  // rules 000 §9.B: paid revival beyond the free tokens.
  revival: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      const fs = factionOf(state, seat);
      const max = Math.min(
        MAX_REVIVAL - Math.min(FACTION_DATA[fs.faction].freeRevival, MAX_REVIVAL),
        revivable(state, fs.faction),
        Math.floor(fs.spice / REVIVAL_COST),
      );
      const actions: DuneAction[] = [];
      for (let n = 0; n <= max; n++) actions.push(reviveAction(n));
      return actions;
    },
    perform(state, _frame, seat, action, log) {
      if (action.type !== 'revive') return;
      pop(state);
      state.cursor.index++;
      if (action.count === 0) return;
      const fs = factionOf(state, seat);
      reviveTokens(state, fs.faction, action.count);
      payRevival(state, fs.faction, action.count * REVIVAL_COST); // 000 XXXVII: to the Tleilaxu
      log.public('forcesRevived', { seat, count: action.count, paid: action.count * REVIVAL_COST });
    },
  },
  shipment: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      if (shipmentBanned(state, seat)) return [PASS];
      const arrivals = arrivalsAt(state, enterableTerritories(state, seat));
      const places = arrivals.places;
      const destinations = shipmentDestinationKind(state, seat);
      const kept = (arrivals.derived[destinations] ??= shipmentList(places, destinations));
      const actions = kept.slice();
      // annexe 3 Guild 1 and Guild alliance: also territory to territory, or back to the reserves.
      if (halfRate(state, seat)) {
        const offPlanet = factionOf(state, seat).spice >= offPlanetCost(1);
        const targets = affordableKind(state, seat);
        const derived = arrivals.derived;
        for (const from of occupiedLocations(state, seat)) {
          if (offPlanet) actions.push(OFF_PLANET[from]!);
          const slot = CROSS_SHIPS_AT + targets * LOCATION_COUNT + from;
          const crossShips = (derived[slot] ??= crossShipList(places, targets, from));
          for (let i = 0; i < crossShips.length; i++) actions.push(crossShips[i]!);
        }
      }
      return actions;
    },
    allows(state, _frame, seat, action) {
      if (action.type === 'pass') return true;
      if (shipmentBanned(state, seat)) return false;
      if (action.type === 'ship') {
        const to = locationIndex(action.to);
        return to !== undefined && arrivesAt(state, seat, to) && shipmentDestinations(state, seat, [to]).length === 1;
      }
      if ((action.type !== 'crossShip' && action.type !== 'offPlanet') || !halfRate(state, seat)) return false;
      const from = locationIndex(action.from);
      if (from === undefined || !occupiedLocations(state, seat).includes(from)) return false;
      if (action.type === 'offPlanet') return factionOf(state, seat).spice >= offPlanetCost(1);
      const to = locationIndex(action.to);
      return (
        to !== undefined && to !== from && arrivesAt(state, seat, to) && affordable(state, seat, [to]).length === 1
      );
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type === 'pass') {
        noShipment(state, seat, log);
        return;
      }
      if (action.type === 'ship')
        push(state, { kind: 'shipmentCount', seat, mode: 'normal', from: null, to: action.to });
      else if (action.type === 'crossShip')
        push(state, { kind: 'shipmentCount', seat, mode: 'crossShip', from: action.from, to: action.to });
      else if (action.type === 'offPlanet')
        push(state, { kind: 'shipmentCount', seat, mode: 'offPlanet', from: action.from, to: null });
    },
  },
  shipmentCount: {
    seats: oneSeat,
    legal(state, frame, seat) {
      if (shipmentBanned(state, seat)) return [{ type: 'pass' }];
      const { max, available, starred } = shipmentCountLimits(state, frame, seat);
      // Passing gives the shipment up: a gift of spice meanwhile may have made it unaffordable.
      return [{ type: 'pass' }, ...countActions(max, available, starred)];
    },
    allows(state, frame, seat, action) {
      if (action.type === 'pass') return true;
      if (action.type !== 'count' || shipmentBanned(state, seat)) return false;
      const { max, available, starred } = shipmentCountLimits(state, frame, seat);
      return countAllowed(action, max, available, starred);
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'pass') {
        pop(state);
        noShipment(state, seat, log);
        return;
      }
      if (action.type !== 'count') return;
      const fs = factionOf(state, seat);
      const n = action.count;
      const starred = action.starred ?? 0;
      if (frame.mode === 'offPlanet') {
        const { territory, sector } = splitLocation(frame.from!);
        toReserves(state, fs.faction, removeForces(state, territory, sector, fs.faction, n, starred));
        payShipment(state, seat, offPlanetCost(n), log);
        log.public('shippedOffPlanet', { seat, from: frame.from!, count: n });
      } else {
        const to = splitLocation(frame.to!);
        const cost = shipmentCost(state, seat, to.territory, n, hasKaramaGuildRate(state, seat));
        const from = frame.mode === 'normal' ? null : splitLocation(frame.from!);
        const taken =
          from === null
            ? fromReserves(state, fs.faction, n, starred)
            : removeForces(state, from.territory, from.sector, fs.faction, n, starred);
        addForces(state, to.territory, to.sector, fs.faction, taken.count, taken.starred);
        payShipment(state, seat, cost, log);
        log.public(frame.mode === 'normal' ? 'shipped' : 'crossShipped', {
          seat,
          from: frame.from,
          to: frame.to!,
          count: n,
        });
      }
      afterShipment(state, frame, n, log);
    },
  },
  spiritualAdvisor: {
    seats: oneSeat,
    legal: (_state, frame) => [
      { type: 'advisor', accept: true },
      ...(frame.location !== undefined ? [{ type: 'advisor', accept: true, withShipment: true } as const] : []),
      { type: 'advisor', accept: false },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'advisor') return;
      pop(state);
      if (!action.accept) return;
      factionOf(state, seat).reserves -= 1;
      if (action.withShipment && frame.location !== undefined) {
        // rules 000 §15.B.3, §15.B.5: the advisor coexists there, which binds the Bene Gesserit for the turn.
        const { territory, sector } = splitLocation(frame.location);
        addForces(state, territory, sector, 'beneGesserit', 1);
        declare(state, territory, true);
        log.public('spiritualAdvisorCoexisting', { seat, location: frame.location });
        return;
      }
      addForces(state, POLAR_SINK, -1, 'beneGesserit', 1);
      log.public('spiritualAdvisor', { seat });
    },
  },
  // rules 000 §15.B.5: the territories where the Bene Gesserit end the coexistence, one at a time. Reading: ending it
  // is like their tokens arriving there, so not where an ally stands nor in a stronghold two others hold (§12.E.5,
  // §9.C.1.c).
  coexistence: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      const c = state.extra!.coexistence;
      return [
        { type: 'pass' },
        ...c.declared
          .filter((t) => !c.ended.includes(t) && canEnter(state, seat, t))
          .map((territory): DuneAction => ({ type: 'coexist', territory, coexist: false })),
      ];
    },
    perform(state, _frame, seat, action, log) {
      if (action.type === 'pass') {
        pop(state);
        log.public('coexistenceElsewhere', { seat });
        return;
      }
      if (action.type !== 'coexist') return;
      declare(state, action.territory as TerritoryId, false);
      log.public('coexistenceEnded', { seat, territory: action.territory });
    },
  },
  // rules 000 §15.B.5: on arrival, coexist or not, until the end of the turn.
  coexistenceArrival: {
    seats: oneSeat,
    legal: (_state, frame) => [
      { type: 'coexist', territory: frame.territory, coexist: true },
      { type: 'coexist', territory: frame.territory, coexist: false },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'coexist') return;
      pop(state);
      declare(state, frame.territory, action.coexist);
      log.public(action.coexist ? 'coexistenceDeclared' : 'coexistenceEnded', { seat, territory: frame.territory });
      if (frame.afterMove === 'step') return; // 000 XXXI: tokens left on the way; the move goes on
      if (frame.afterMove === null) startMovement(state, seat);
      else afterMove(state, seat, frame.afterMove.movesLeft, frame.afterMove.range, log);
    },
  },
  // rules 000 §9.C.2: one group, one move (two with Hajr).
  movement: {
    seats: oneSeat,
    legal(state, frame, seat) {
      const enterable = enterableTerritories(state, seat);
      const storm = stormProof(state, seat);
      const range = firstStepRange(state, frame.range); // 000 XXXI: one territory at a time
      const froms = occupiedLocations(state, seat);
      // The pass and the first start's moves copied at once, then the other starts' moves (after their pass).
      const actions = froms.length === 0 ? [PASS] : passAndMovesAt(state, froms[0]!, range, enterable, storm).slice();
      for (let f = 1; f < froms.length; f++) {
        const listing = passAndMovesAt(state, froms[f]!, range, enterable, storm);
        for (let i = 1; i < listing.length; i++) actions.push(listing[i]!);
      }
      if (cardOfKind(state, seat, 'hajr')) actions.push({ type: 'hajr' });
      return actions;
    },
    check(state, frame, seat, action) {
      if (action.type === 'pass') return null;
      if (action.type === 'hajr') return cardOfKind(state, seat, 'hajr') ? null : reason('noHajrCard');
      if (action.type !== 'move') return ruleError('notAMove', { type: action.type });
      const from = locationIndex(action.from);
      if (from === undefined) return ruleError('unknownLocation', { location: action.from });
      const { territory, sector } = LOCATIONS[from]!;
      if (forcesAt(state, territory, sector, state.seats[seat]!) === 0)
        return reason('noForcesToMove', { location: action.from });
      const to = locationIndex(action.to);
      if (to === undefined) return ruleError('unknownLocation', { location: action.to });
      const enterable = enterableTerritories(state, seat);
      const range = firstStepRange(state, frame.range);
      if (!reachableAt(state, from, range, enterable, stormProof(state, seat)).includes(to))
        return (
          (range < frame.range
            ? oneStepRefusal(state, seat, from, to, frame.range, stormProof(state, seat))
            : pathRefusal(state, seat, from, to, frame.range, stormProof(state, seat))) ??
          ruleError('unreachable', { from: action.from, to: action.to })
        );
      return null;
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'hajr') {
        playHajr(state, frame, seat, log);
        return;
      }
      pop(state);
      if (action.type === 'move') {
        push(state, {
          kind: 'movementCount',
          seat,
          from: action.from,
          to: action.to,
          movesLeft: frame.movesLeft,
          range: frame.range,
        });
        return;
      }
      finishMovementTurn(state, seat, log);
    },
  },
  movementCount: {
    seats: oneSeat,
    legal(state, frame, seat) {
      const { territory, sector } = splitLocation(frame.from);
      const max = forcesAt(state, territory, sector, state.seats[seat]!);
      return countActions(max, max, starredAtKey(state, seat, frame.from));
    },
    allows(state, frame, seat, action) {
      if (action.type !== 'count') return false;
      const { territory, sector } = splitLocation(frame.from);
      const max = forcesAt(state, territory, sector, state.seats[seat]!);
      return countAllowed(action, max, max, starredAtKey(state, seat, frame.from));
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'count') return;
      pop(state);
      // annexe 5 Fremen 3: a move that could only be made into or across the storm costs half the group, rounded
      // up (reading: as for a storm's losses; ordinary tokens first).
      const throughStorm =
        stormProof(state, seat) &&
        !reachable(state, seat, frame.from, firstStepRange(state, frame.range)).includes(frame.to);
      moveForces(state, seat, frame.from, frame.to, action.count, action.starred ?? 0);
      log.public('moved', { seat, from: frame.from, to: frame.to, count: action.count });
      let lostCount = 0;
      if (throughStorm) {
        const to = splitLocation(frame.to);
        const lost = removeForces(state, to.territory, to.sector, 'fremen', Math.ceil(action.count / 2));
        lostCount = lost.count;
        toTanks(state, 'fremen', lost);
        log.public('forcesLostToStorm', {
          faction: 'fremen',
          territory: to.territory,
          sector: to.sector,
          count: lost.count,
        });
      }
      // 000 XXXI: the group may go on, one territory at a time.
      const group = {
        count: action.count - lostCount,
        starred: Math.min(action.starred ?? 0, action.count - lostCount),
      };
      if (startSteps(state, seat, frame, group)) return;
      // rules 000 §15.B.5 (extra powers): the Bene Gesserit declare on arriving where they have not declared yet.
      const to = splitLocation(frame.to).territory;
      if (state.seats[seat] === 'beneGesserit' && mustDeclareOnArrival(state, to)) {
        const next = { movesLeft: frame.movesLeft, range: frame.range };
        push(state, { kind: 'coexistenceArrival', seat, territory: to, afterMove: next });
        return;
      }
      afterMove(state, seat, frame.movesLeft, frame.range, log);
    },
  },
  // rules 000 §9.D: one leader a turn, at its value in spice, at the end of the seat's movement.
  leaderRevival: {
    seats: oneSeat,
    legal(state, frame, seat) {
      return [
        { type: 'pass' },
        ...leaderRevivalChoices(state, seat).map((leader): DuneAction => ({ type: 'reviveLeader', leader })),
        ...(frame.offered ? [] : buyBackOffers(state, seat)), // 000 XXXVII, one offer a turn
      ];
    },
    check(state, frame, seat, action) {
      if (action.type === 'offerBuyBack' && !frame.offered) return checkBuyBackOffer(state, seat, action);
      if (action.type === 'pass') return null;
      const legal = action.type === 'reviveLeader' && leaderRevivalChoices(state, seat).includes(action.leader);
      if (legal) return null;
      // issue 21: the rule that refuses it, asked only now.
      return (
        leaderRevivalRefusal(state, seat, action) ??
        ruleError('illegalAction', { type: action.type, decision: 'leaderRevival' })
      );
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type === 'offerBuyBack') {
        offerBuyBack(state, seat, action.leader as LeaderId, action.price, log);
        return;
      }
      if (action.type === 'reviveLeader' && action.leader === KWISATZ_HADERACH) {
        const fs = factionOf(state, seat);
        payRevival(state, fs.faction, KWISATZ_HADERACH_COST);
        state.extra!.kwisatzHaderach = 'available';
        fs.leaderRevivedTurn = state.turn;
        log.public('leaderRevived', { seat, leader: action.leader, paid: KWISATZ_HADERACH_COST });
      } else if (action.type === 'reviveLeader') {
        const fs = factionOf(state, seat);
        const leader = fs.leaders[action.leader]!;
        payRevival(state, fs.faction, LEADERS[action.leader as LeaderId].value);
        leader.location = 'available';
        leader.usedIn = null;
        leader.revivals++;
        fs.leaderRevivedTurn = state.turn;
        fs.leaderRevivalOpen = Object.values(fs.leaders).some((l) => l.location === 'tanks');
        log.public('leaderRevived', { seat, leader: action.leader, paid: LEADERS[action.leader as LeaderId].value });
      }
      endTurnOf(state, seat, log);
    },
  },
};

/** annexe 4 Hajr: played during the seat's movement, a second move this turn. */
function playHajr(state: DuneState, frame: FrameOf<'movement'>, seat: Seat, log: EventLog): void {
  discardFromHand(state, seat, cardOfKind(state, seat, 'hajr')!);
  frame.movesLeft += 1;
  log.public('hajrPlayed', { seat });
}

/** rules 000 §9.B.1: the free revivals; then (§15.B.5) the Bene Gesserit's declarations, before the first movement. */
function freeRevivals(state: DuneState, log: EventLog): void {
  for (const seat of state.cursor.order) {
    const fs = factionOf(state, seat);
    const free = Math.min(FACTION_DATA[fs.faction].freeRevival, MAX_REVIVAL, revivable(state, fs.faction));
    if (free > 0) {
      reviveTokens(state, fs.faction, free);
      log.public('forcesRevived', { seat, count: free, paid: 0 });
    }
  }
  // rules 000 §15.B.5 (extra powers): before the first movement, the Bene Gesserit say where they end the coexistence.
  const bg = seatOf(state, 'beneGesserit');
  if (bg !== null && startDeclarations(state).length > 0) push(state, { kind: 'coexistence', seat: bg });
}

/** rules 000 §9: revival for everyone, then each seat's shipment, movement and leader revival in storm order. */
export const movementPhase: PhaseRules = {
  next(state, log) {
    const cursor = state.cursor;
    if (cursor.stage === 'start') {
      cursor.order = stormOrder(state);
      cursor.index = 0;
      cursor.stage = 'revival';
      // annexe 3 Atreides 2: the Atreides look at the top card of the spice deck; "the cards" with the advanced rules,
      // read as the top two when two spice blows are turned (rules 000 §23.A).
      const atreides = seatOf(state, spiceForeseer(state)); // 000 XXXV: the Fremen instead
      const top = state.spiceDeck[state.spiceDeck.length - 1];
      if (atreides !== null && top !== undefined) {
        if (consumeKaramaBlock(state, spiceForeseer(state), 'prescience'))
          log.public('prescienceBlocked', { seat: atreides });
        else {
          const second = twoSpiceBlows(state.options) ? state.spiceDeck[state.spiceDeck.length - 2] : undefined;
          cursor.peek = top;
          if (second !== undefined) cursor.peek2 = second;
          for (const card of second !== undefined ? [top, second] : [top])
            log.private_([atreides], 'prescienceSpiceSeen', {
              card,
              territory: SPICE_CARDS[card].kind === 'territory' ? SPICE_CARDS[card].territory : null,
            });
        }
      }
      // 000 XXXVII 10.b.7: before the first revival, the Tleilaxu may forbid the others'.
      if (startRevivalBanWindow(state)) {
        cursor.stage = 'freeRevival';
        return;
      }
      freeRevivals(state, log);
      return;
    }
    if (cursor.stage === 'freeRevival') {
      cursor.stage = 'revival';
      freeRevivals(state, log);
      return;
    }
    if (cursor.stage === 'revival') {
      while (cursor.index < cursor.order.length) {
        const seat = cursor.order[cursor.index]!;
        const fs = factionOf(state, seat);
        const canPay =
          fs.faction !== 'fremen' &&
          revivable(state, fs.faction) > 0 &&
          fs.spice >= REVIVAL_COST &&
          FACTION_DATA[fs.faction].freeRevival < MAX_REVIVAL;
        if (canPay) {
          push(state, { kind: 'revival', seat });
          return;
        }
        cursor.index++;
      }
      cursor.stage = 'turns';
      cursor.index = 0;
      startMovementBids(state); // 000 XXX: the order of the movement turns, by fists of spice
      startCaptureAttempt(state); // 000 XXXVI: after the revivals, before the movements (answered first)
      return;
    }
    // Those yet to move, in storm order (rules 000 §9.C).
    const pending = cursor.order.filter((s) => !state.moved.includes(s));
    if (pending.length === 0) {
      enterPhase(state, 'battle');
      return;
    }
    // annexe 5 Guild 1 (extra powers): the Guild moves when it chooses: asked before each other seat's turn, and it
    // moves last if it waited to the end.
    const guild = seatOf(state, 'guild');
    // 000 XXX: with the movement bids, the Guild chose its moment with the others (`cursor.order`).
    const guildFree = state.extra !== null && !state.options.movementBids;
    if (guildFree && guild !== null && pending.includes(guild) && !guildInOrder(state, guild, log)) {
      const next = pending.find((s) => s !== guild);
      if (next === undefined) {
        push(state, { kind: 'shipment', seat: guild });
        return;
      }
      if (cursor.guildAsked !== next) {
        cursor.guildAsked = next;
        push(state, { kind: 'guildTurn', seat: guild, before: next });
        return;
      }
      push(state, { kind: 'shipment', seat: next });
      return;
    }
    push(state, { kind: 'shipment', seat: pending[0]! });
  },
};

/*
 * Why not (issue 21): the rules above, answering the reason a well-formed action is not among the legal ones.
 * Only asked when an action is refused; the listings never build these.
 */

/** rules 000 §15: the starred tokens among `count` must be ones there, as `countActions` offers them. */
export function starredRefusal(
  count: number,
  available: number,
  starred: number,
  chosen: number | undefined,
): RuleError | null {
  if (starred === 0) return chosen === undefined ? null : reason('starredSplit', { count, starred: 0 });
  const fewest = Math.max(0, count - (available - starred));
  if (chosen !== undefined && chosen >= fewest && chosen <= Math.min(count, starred)) return null;
  return reason('starredSplit', { count, starred });
}

/** rules 000 §9.C.1.b: whether one token can be paid for into that location. */
function paymentRefusal(state: DuneState, seat: Seat, at: number, count: number): RuleError | null {
  const territory = LOCATIONS[at]!.territory;
  if (maxAffordable(state, seat, territory, count) >= count) return null;
  const cost = shipmentCost(state, seat, territory, count, hasKaramaGuildRate(state, seat));
  return reason('cannotPayShipment', { cost, spice: factionOf(state, seat).spice });
}

/** rules 000 §9.C.1, annexe 3 Guild 1, Fremen 2, annexe 4 Karama B Guild: why not this shipment's destination. */
export function shipmentRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'ship' && action.type !== 'crossShip' && action.type !== 'offPlanet') return null;
  if (shipmentBanned(state, seat)) return reason('shipmentForbiddenByKarama');
  const fs = factionOf(state, seat);
  if (action.type === 'ship') {
    const to = locationIndex(action.to);
    if (to === undefined) return null;
    if (fs.reserves === 0) return reason('noReserves');
    const arrival = arrivalRefusal(state, seat, to);
    if (arrival) return arrival;
    if (fs.faction === 'fremen')
      return FREMEN_ARRIVAL_AT[to] === 1 ? null : reason('fremenArrival', { territory: LOCATIONS[to]!.territory });
    return paymentRefusal(state, seat, to, 1);
  }
  if (!halfRate(state, seat)) return reason('guildOnly');
  const from = locationIndex(action.from);
  if (from === undefined) return null;
  if (!occupiedLocations(state, seat).includes(from)) return reason('noForcesToShip', { location: action.from });
  if (action.type === 'offPlanet')
    return fs.spice >= offPlanetCost(1)
      ? null
      : reason('cannotPayShipment', { cost: offPlanetCost(1), spice: fs.spice });
  const to = locationIndex(action.to);
  if (to === undefined) return null;
  if (to === from) return reason('crossShipSamePlace', { location: action.to });
  return arrivalRefusal(state, seat, to) ?? paymentRefusal(state, seat, to, 1);
}

/** rules 000 §9.C.1.a–b, annexe 3 Guild 1: why not this many tokens in the shipment chosen. */
export function shipmentCountRefusal(
  state: DuneState,
  frame: FrameOf<'shipmentCount'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'count') return null;
  if (shipmentBanned(state, seat)) return reason('shipmentForbiddenByKarama');
  const { max, available, starred } = shipmentCountLimits(state, frame, seat);
  const count = action.count;
  if (count > available)
    return reason(frame.mode === 'normal' ? 'notEnoughReserves' : 'notEnoughForcesToShip', { count, available });
  if (count > max) {
    const spice = factionOf(state, seat).spice;
    if (frame.mode === 'offPlanet') return reason('cannotPayShipment', { cost: offPlanetCost(count), spice });
    const territory = splitLocation(frame.to!).territory;
    const cost = shipmentCost(state, seat, territory, count, hasKaramaGuildRate(state, seat));
    return reason('cannotPayShipment', { cost, spice });
  }
  return starredRefusal(count, available, starred, action.starred);
}

/** rules 000 §9.C.2.a: the group moved is of tokens there. */
export function movementCountRefusal(
  state: DuneState,
  frame: FrameOf<'movementCount'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'count') return null;
  const { territory, sector } = splitLocation(frame.from);
  const available = forcesAt(state, territory, sector, state.seats[seat]!);
  if (action.count > available) return reason('groupTooLarge', { count: action.count, available });
  return starredRefusal(action.count, available, starredAtKey(state, seat, frame.from), action.starred);
}

/** rules 000 §9.B: why not this many tokens revived for spice. */
export function revivalRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'revive') return null;
  const fs = factionOf(state, seat);
  const free = Math.min(FACTION_DATA[fs.faction].freeRevival, MAX_REVIVAL);
  if (action.count > MAX_REVIVAL - free)
    return reason('revivalLimit', { count: action.count, max: MAX_REVIVAL - free, free });
  const tanks = revivable(state, fs.faction);
  if (action.count > tanks) return reason('notInTanks', { count: action.count, tanks });
  if (action.count * REVIVAL_COST > fs.spice)
    return reason('cannotPayRevival', { count: action.count, cost: action.count * REVIVAL_COST, spice: fs.spice });
  return null;
}

/** rules 000 §9.D, annexe 5 Atreides 1: why not this leader back from the tanks (`leaderRevivalChoices`' rules). */
export function leaderRevivalRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'reviveLeader') return null;
  const fs = factionOf(state, seat);
  const leader = action.leader;
  if (fs.leaderRevivedTurn === state.turn) return reason('leaderRevivalClosed', { leader });
  const inTanks = Object.entries(fs.leaders).filter(([, l]) => l.location === 'tanks');
  const allIn = inTanks.length === Object.keys(fs.leaders).filter((id) => !isMainCharacter(id)).length;
  if (leader === KWISATZ_HADERACH) {
    if (fs.faction !== 'atreides' || state.extra?.kwisatzHaderach !== 'tanks')
      return reason('leaderNotInTanks', { leader });
    if (!fs.leaderRevivalOpen && !allIn) return reason('leaderRevivalClosed', { leader });
    if (fs.spice < KWISATZ_HADERACH_COST)
      return reason('cannotPayLeader', { leader, cost: KWISATZ_HADERACH_COST, spice: fs.spice });
    return null;
  }
  const l = fs.leaders[leader];
  if (l === undefined || l.location !== 'tanks') return reason('leaderNotInTanks', { leader });
  if (!fs.leaderRevivalOpen && !allIn) return reason('leaderRevivalClosed', { leader });
  if (l.revivals > Math.min(...inTanks.map(([, t]) => t.revivals))) return reason('leaderWaitsForOthers', { leader });
  const cost = LEADERS[leader as LeaderId].value;
  if (cost > fs.spice) return reason('cannotPayLeader', { leader, cost, spice: fs.spice });
  return null;
}
