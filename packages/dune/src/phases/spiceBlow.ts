import { shuffleInPlace, type Seat } from '@arrakis/engine';
import { SPICE_CARDS, spiceAmount, type SpiceCardId } from '../data/spiceDeck.ts';
import { TERRITORIES, type TerritoryId } from '../data/territories.ts';
import { boardTerritories } from '../data/governorMap.ts';
import type { DuneAction } from '../actions.ts';
import { endWarTalks, openWarTalks } from '../duel/arena.ts';
import { activeSeats, addForces, allianceOf, allyIs, clearForces, forcesIn, seatOf, toTanks } from '../board.ts';
import { cardOfKind, consumeKaramaBlock, discardFromHand } from '../cards.ts';
import { oneSeat, enterPhase, pop, push, type FrameTable, type PhaseRules } from '../flow.ts';
import type { EventLog } from '../events.ts';
import type { DuneState } from '../state.ts';
import { placesToArrive } from './reach.ts';
import { twoSpiceBlows } from '../variants/index.ts';
import { bankToBoard, boardToBank } from '../spice.ts';
import type { Faction } from '../data/factions.ts';
import { askThumperEscape } from '../variants/thumperEscape.ts';
import { crossedBlows, keptFaceUp } from '../variants/twoPilesSimple.ts';
import { diplomacyAt, nexusIsDiplomacy } from '../variants/diplomacy.ts';

/** Every seat still in the game (rules 000 §19.C.12). */
const allSeats = (state: DuneState): Seat[] => activeSeats(state);

/** A spice discard pile: 1, or 2 with the advanced spice blow (rules 000 §23.A.1). */
type Pile = 1 | 2;

function discardPile(state: DuneState, pile: Pile): SpiceCardId[] {
  return pile === 1 ? state.spiceDiscard : state.spiceDiscard2;
}

/**
 * The territory of the last territory card in the spice discard pile: where a worm strikes (rules 000 §7.A.2);
 * with two piles, in the pile the worm is drawn for (rules 000 §23.A.4: a worm has no effect on the other pile).
 */
function lastSpiceTerritory(state: DuneState, pile: Pile): TerritoryId | null {
  const discard = discardPile(state, pile);
  for (let i = discard.length - 1; i >= 0; i--) {
    const card = SPICE_CARDS[discard[i]!];
    if (card.kind === 'territory') return card.territory;
  }
  return null;
}

/** A worm appears: a nexus, then it devours (rules 000 §7.A.2, §7.B, §12.A). */
function wormAppears(state: DuneState, log: EventLog, pile: Pile = 1): void {
  state.cursor.wormSeen = true;
  const devour = lastSpiceTerritory(state, pile);
  log.public('shaiHulud', { territory: devour });
  // annexe 5 Fremen 2 (extra powers): the Fremen place every worm after the first of the game.
  const fremen = seatOf(state, 'fremen');
  const placing = state.extra !== null && fremen !== null && state.extra.worms > 0;
  if (state.extra) state.extra.worms++;
  // 000 XXIX: the diplomacy phase replaces the alliances; held at the start of each turn, it leaves no nexus.
  if (state.options.noAlliances || diplomacyAt(state) === 'turn') {
    if (placing) push(state, { kind: 'wormPlacement', seat: fremen, devour });
    else if (devour) devourTerritory(state, devour, log);
    return;
  }
  // rules 000 §12.B: everyone may form or break alliances; the worm devours when play resumes.
  push(state, { kind: 'nexus', seats: allSeats(state), proposals: [], devour });
  log.public('nexusStarted', {});
  // 000 XXIX "ou à chaque nexus": this nexus is the diplomacy phase.
  if (nexusIsDiplomacy(state)) log.public('diplomacyStarted', { at: 'nexus' });
  // rules 000 §19.C.11 (option `duel`): a negotiator each in the arena while the alliances are talked over.
  if (state.options.duel) openWarTalks(state, log);
  if (placing) push(state, { kind: 'wormPlacement', seat: fremen, devour });
}

/**
 * annexe 5 Fremen 2, annexe 4 Karama B Fremen: a worm the Fremen placed devours troops only in a desert (sand)
 * territory.
 */
export function placedWormDevours(territory: TerritoryId): boolean {
  return TERRITORIES[territory].kind === 'sand';
}

/** rules 000 §7.A.2, annexe 3 Fremen 3 and Fremen alliance: everything there is devoured but Fremen and their allies. */
export function devourTerritory(
  state: DuneState,
  territory: TerritoryId,
  log: EventLog,
  devoursTroops = true,
  spared?: readonly Faction[],
): void {
  // 000 XXVIII: those who may escape it with a Thumper are asked first (then this runs again with `spared`).
  if (spared === undefined && askThumperEscape(state, territory, devoursTroops)) return;
  const devoured = boardToBank(state, territory);
  if (devoured > 0) log.public('spiceDevoured', { territory, amount: devoured });
  const fremenSeat = seatOf(state, 'fremen');
  // annexe 4 Karama A: the Fremen may be prevented from taming the worm, then their forces go to the tanks.
  const fremenTame =
    fremenSeat !== null && forcesIn(state, territory, 'fremen') > 0 && !consumeKaramaBlock(state, 'fremen', 'wormRide');
  for (const faction of state.seats) {
    if (faction === 'fremen' && fremenTame) continue;
    const seat = state.seats.indexOf(faction);
    if (fremenSeat !== null && allyIs(state, seat, 'fremen')) continue;
    // annexe 5 Fremen 2 (extra powers): a worm the Fremen placed devours troops only in the desert.
    if (!devoursTroops || spared?.includes(faction)) continue;
    const removed = clearForces(state, territory, faction);
    if (removed.count > 0) {
      toTanks(state, faction, removed);
      log.public('forcesDevoured', { faction, territory, count: removed.count });
    }
  }
  if (fremenTame) {
    push(state, { kind: 'wormRide', seat: fremenSeat, from: territory, count: forcesIn(state, territory, 'fremen') });
  }
}

export function placeSpice(
  state: DuneState,
  territory: TerritoryId,
  log: EventLog,
  amount = spiceAmount(territory, state.options.cielagoSouth12),
): void {
  const data = TERRITORIES[territory];
  // rules 000 §7.A.1: no spice when the storm is over the spice sector.
  if (data.spiceSector === state.storm) {
    log.public('spiceBlowInStorm', { territory, amount });
    return;
  }
  bankToBoard(state, territory, amount);
  log.public('spiceBlow', { territory, amount });
  if (state.options.treacheryDeck === 'descartes43') {
    push(state, { kind: 'harvesterWindow', seats: allSeats(state), territory, amount });
  }
}

/**
 * The spice deck is exhausted: every discarded spice card is shuffled into a new deck. With two piles, both are
 * (rules 000 §23.B.2: all the spice cards, the last territory card turned included), so a worm drawn for pile 2
 * right after finds no territory there and devours nothing (rules 000 §23.B.2: no effect on last turn's territory).
 */
function reshuffleSpiceDeck(state: DuneState, log: EventLog): void {
  // 000 XXVII: pile 1's card turned this phase stays face up until the spice is placed.
  const kept = keptFaceUp(state);
  const pile1 = kept === null ? state.spiceDiscard : state.spiceDiscard.filter((c) => c !== kept);
  state.spiceDeck = shuffleInPlace(state.rng, [...pile1, ...state.spiceDiscard2]);
  state.spiceDiscard = kept === null ? [] : [kept];
  state.spiceDiscard2 = [];
  log.public('spiceDeckReshuffled', {});
}

/**
 * Turns the top spice card for `pile` (rules 000 §7.A; with the advanced spice blow, §23.A.2: cards are turned for
 * pile 1 until a territory, then for pile 2 likewise, each card discarded on the pile it was turned for).
 */
function drawSpiceCard(state: DuneState, log: EventLog, pile: Pile): void {
  if (state.spiceDeck.length === 0) reshuffleSpiceDeck(state, log);
  const id = state.spiceDeck.pop()!;
  const card = SPICE_CARDS[id];
  if (card.kind === 'territory') {
    discardPile(state, pile).push(id);
    state.cursor.stage = pile === 1 ? 'placed' : 'placed2';
    // 000 XXVII: the spice waits for the other pile's card.
    if (state.options.twoPilesSimple) log.public('spiceCardTurned', { territory: card.territory, pile });
    else placeSpice(state, card.territory, log);
    return;
  }
  if (state.turn === 1) {
    // rules 000 §7.D, §23.A.3: on the first turn, worms go back into the deck, which is reshuffled.
    state.cursor.setAside.push(id);
    log.public('shaiHuludFirstTurn', {});
    return;
  }
  discardPile(state, pile).push(id);
  // rules 000 §7.C: only the first worm of the phase acts; with two piles, the first of each pile (§23.A.4).
  if (state.cursor.wormSeen) {
    log.public('shaiHuludIgnored', {});
    return;
  }
  wormAppears(state, log, pile);
}

export const spiceBlowFrames: Pick<
  FrameTable,
  'thumperWindow' | 'harvesterWindow' | 'nexus' | 'wormRide' | 'wormPlacement'
> = {
  // annexe 4 Thumper (descartes-43): just before the spice blow; same effects as a worm. With two piles (rules 000
  // §23) it comes before the blow of pile 1, so it acts on pile 1 (its last territory; pile 1's worms then ignored).
  thumperWindow: {
    seats: (f) => f.seats,
    legal(state, _frame, seat) {
      const actions: DuneAction[] = [{ type: 'pass' }];
      if (cardOfKind(state, seat, 'thumper') && state.turn > 1) actions.push({ type: 'thumper' });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'thumper') {
        discardFromHand(state, seat, cardOfKind(state, seat, 'thumper')!);
        log.public('thumperPlayed', { seat });
        pop(state);
        wormAppears(state, log);
        return;
      }
      frame.seats = frame.seats.filter((s) => s !== seat);
      if (frame.seats.length === 0) pop(state);
    },
  },
  // annexe 4 Harvester (descartes-43): doubles the spice just placed.
  harvesterWindow: {
    seats: (f) => f.seats,
    legal(state, _frame, seat) {
      const actions: DuneAction[] = [{ type: 'pass' }];
      if (cardOfKind(state, seat, 'harvester')) actions.push({ type: 'harvester' });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'harvester') {
        discardFromHand(state, seat, cardOfKind(state, seat, 'harvester')!);
        bankToBoard(state, frame.territory, frame.amount);
        log.public('harvesterPlayed', { seat, territory: frame.territory, amount: frame.amount });
        pop(state);
        return;
      }
      frame.seats = frame.seats.filter((s) => s !== seat);
      if (frame.seats.length === 0) pop(state);
    },
  },
  // rules 000 §12.B–D: alliances formed, joined and broken at a nexus.
  nexus: {
    seats: (f) => f.seats,
    legal(state, frame, seat) {
      const actions: DuneAction[] = [{ type: 'nexusDone' }];
      // 000 XXIX: no alliance is formed in the diplomacy phase that replaces them.
      if (nexusIsDiplomacy(state)) return actions;
      const mine = allianceOf(state.alliances, seat);
      if (mine) actions.push({ type: 'leaveAlliance' });
      const silenced = state.silenced.includes(seat);
      if (silenced) return actions;
      for (const p of frame.proposals) {
        if (p.to === seat && !mine && !state.silenced.includes(p.from))
          actions.push({ type: 'acceptAlliance', from: p.from });
      }
      for (const other of frame.seats) {
        if (other === seat || mine?.includes(other)) continue;
        if (frame.proposals.some((p) => p.from === seat && p.to === other)) continue;
        if (state.silenced.includes(other)) continue;
        actions.push({ type: 'proposeAlliance', to: other });
      }
      return actions;
    },
    perform(state, frame, seat, action, log) {
      switch (action.type) {
        case 'nexusDone':
          frame.seats = frame.seats.filter((s) => s !== seat);
          frame.proposals = frame.proposals.filter((p) => p.to !== seat);
          break;
        case 'leaveAlliance': {
          const alliance = allianceOf(state.alliances, seat)!;
          alliance.splice(alliance.indexOf(seat), 1);
          state.alliances = state.alliances.filter((a) => a.length > 1);
          log.public('allianceLeft', { seat });
          break;
        }
        case 'proposeAlliance':
          frame.proposals.push({ from: seat, to: action.to });
          log.public('allianceProposed', { from: seat, to: action.to });
          break;
        case 'acceptAlliance': {
          frame.proposals = frame.proposals.filter((p) => !(p.from === action.from && p.to === seat));
          const theirs = allianceOf(state.alliances, action.from);
          if (theirs) theirs.push(seat);
          else state.alliances.push([action.from, seat]);
          for (const a of state.alliances) sortSeats(a);
          log.public('allianceFormed', { members: allianceOf(state.alliances, seat)! });
          break;
        }
        default:
          return;
      }
      if (frame.seats.length > 0) return;
      pop(state);
      if (nexusIsDiplomacy(state)) log.public('diplomacyEnded', { at: 'nexus' });
      log.public('nexusEnded', { alliances: state.alliances });
      if (frame.devour)
        devourTerritory(state, frame.devour, log, frame.placed ? placedWormDevours(frame.devour) : true);
      // rules 000 §19.C.11: without alliances, the Assassins' War.
      if (state.options.duel) endWarTalks(state, log);
    },
  },
  // annexe 5 Fremen 2: the Fremen choose the worm's territory (any); the nexus, if any, comes after.
  wormPlacement: {
    seats: oneSeat,
    legal: (state) =>
      boardTerritories(state.options).map((territory): DuneAction => ({ type: 'placeWorm', territory })),
    perform(state, frame, seat, action, log) {
      if (action.type !== 'placeWorm') return;
      pop(state);
      const territory = action.territory as TerritoryId;
      log.public('wormPlaced', { seat, territory, from: frame.devour });
      const below = state.stack[state.stack.length - 1];
      if (below?.kind === 'nexus') {
        below.devour = territory;
        below.placed = true;
      } else devourTerritory(state, territory, log, placedWormDevours(territory));
    },
  },
  // annexe 3 Fremen 3: after the nexus, the Fremen in the worm's territory may go to any one territory.
  wormRide: {
    seats: oneSeat,
    legal(state, frame, seat) {
      const actions: DuneAction[] = [{ type: 'wormRide', to: null }];
      for (const to of placesToArrive(state, seat, frame.from)) actions.push({ type: 'wormRide', to });
      return actions;
    },
    perform(state, frame, _seat, action, log) {
      if (action.type !== 'wormRide') return;
      pop(state);
      if (action.to === null) {
        log.public('wormRideDeclined', {});
        return;
      }
      const [territory, sector] = action.to.split(':') as [TerritoryId, string];
      const removed = clearForces(state, frame.from, 'fremen');
      addForces(state, territory, Number(sector), 'fremen', removed.count, removed.starred);
      log.public('wormRidden', { from: frame.from, to: action.to, count: removed.count });
    },
  },
};

/** rules 000 §7: the spice blow. */
export const spiceBlowPhase: PhaseRules = {
  next(state, log) {
    const cursor = state.cursor;
    if (cursor.stage === 'start') {
      cursor.stage = 'thumper';
      // rules 000 §18, annexe 4 Karama B Fremen: at the spice blow (reading: before the cards are turned; none on the
      // first turn, as no worm acts then, §7.D).
      const fremen = seatOf(state, 'fremen');
      if (state.options.specialKarama && fremen !== null && state.turn > 1)
        push(state, { kind: 'karamaWormWindow', seat: fremen });
      return;
    }
    if (cursor.stage === 'thumper') {
      cursor.stage = 'draw';
      if (state.options.treacheryDeck === 'descartes43' && state.turn > 1) {
        push(state, { kind: 'thumperWindow', seats: allSeats(state) });
      }
      return;
    }
    if (cursor.stage === 'draw') {
      drawSpiceCard(state, log, 1);
      return;
    }
    // rules 000 §23.A: with the advanced spice blow, a second blow for pile 2, its worms counted apart (§23.A.4).
    if (cursor.stage === 'placed' && twoSpiceBlows(state.options)) {
      cursor.stage = 'draw2';
      cursor.wormSeen = false;
      return;
    }
    if (cursor.stage === 'draw2') {
      drawSpiceCard(state, log, 2);
      return;
    }
    // 000 XXVII: each territory turned receives the amount printed on the other pile's card.
    if (cursor.stage === 'placed2' && state.options.twoPilesSimple) {
      cursor.stage = 'crossed';
      for (const { territory, amount } of crossedBlows(state)) placeSpice(state, territory, log, amount);
      return;
    }
    if (cursor.setAside.length > 0) {
      state.spiceDeck.push(...cursor.setAside);
      cursor.setAside = [];
      shuffleInPlace(state.rng, state.spiceDeck);
    }
    enterPhase(state, 'bidding');
  },
};

/** Sorts a few seats ascending in place: `sort` with a comparator costs more than the list is long. */
function sortSeats(seats: Seat[]): void {
  for (let i = 1; i < seats.length; i++) {
    const seat = seats[i]!;
    let j = i - 1;
    for (; j >= 0 && seats[j]! > seat; j--) seats[j + 1] = seats[j]!;
    seats[j + 1] = seat;
  }
}
