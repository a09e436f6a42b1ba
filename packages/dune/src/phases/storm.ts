import { randomInt, type Seat } from '@arrakis/engine';
import { TERRITORIES, TERRITORY_IDS } from '../data/territories.ts';
import type { DuneAction } from '../actions.ts';
import type { Faction } from '../data/factions.ts';
import {
  activeSeats,
  clearForces,
  dotSector,
  isEliminated,
  exposedToStorm,
  removeForces,
  SECTORS,
  seatOf,
  toTanks,
} from '../board.ts';
import { occupies } from '../coexistence.ts';
import { FACTION_BIT, occupancy } from '../occupancy.ts';
import { cardOfKind, discardFromHand } from '../cards.ts';
import { enterPhase, pop, push, seatRecord, type FrameTable, type PhaseRules } from '../flow.ts';
import type { EventLog } from '../events.ts';
import type { DuneState } from '../state.ts';
import { boardToBank } from '../spice.ts';
import { openTurnDiplomacy } from '../variants/diplomacy.ts';
import { turnStartDecisions } from '../variants/victoryPoints.ts';

/** rules 000 §6.A: the two seats whose dots are nearest the storm start sector dial the first storm. */
export function firstStormDialers(state: DuneState): Seat[] {
  const distance = (seat: Seat) => {
    const d = dotSector(state, seat) % SECTORS;
    return Math.min(d, SECTORS - d);
  };
  return activeSeats(state)
    .sort((a, b) => distance(a) - distance(b) || a - b)
    .slice(0, 2);
}

/**
 * annexe 4 Family Atomics: only with forces on the Shield Wall or a territory next to it (rules 000 §15.B.4: not
 * coexisting ones).
 */
export function canUseFamilyAtomics(state: DuneState, seat: Seat): boolean {
  if (state.shieldWallDestroyed) return false;
  const faction = state.seats[seat]!;
  const near = ['shieldWall', ...TERRITORIES.shieldWall.adjacent] as const;
  return near.some((t) => occupies(state, t, faction));
}

/** rules 000 §6.C: tokens in exposed sand and all spice in every sector the storm passes over or stops on. */
export function stormStrikes(state: DuneState, sectors: ReadonlySet<number>, log: EventLog): void {
  let mask = 0;
  for (const sector of sectors) if (sector >= 0 && sector < SECTORS) mask |= 1 << sector;
  strike(state, mask, log);
}

/** `stormStrikes` with the sectors as bits (bit s: sector s). */
function strike(state: DuneState, sectors: number, log: EventLog): void {
  const present = occupancy(state).in;
  const exposed = state.shieldWallDestroyed ? EXPOSED_WALL_DOWN : EXPOSED_WALL_UP;
  const bits = seatBits(state.seats);
  const struck = struckTerritories(sectors);
  for (let k = 0; k < struck.length; k++) {
    const i = struck[k]!;
    const data = TERRITORY_DATA[i]!;
    const blown = data.spiceSector !== null && hasSector(sectors, data.spiceSector);
    // Most territories hold nobody's tokens: the occupancy index says so without reading their forces.
    const here = present[i]!;
    if (!blown && here === 0) continue;
    const t = TERRITORY_IDS[i]!;
    // 000 XXXIV: the south quarters are on the board only in a Governor game.
    if (state.board[t] === undefined) continue;
    if (blown && state.board[t]!.spice > 0) {
      log.public('spiceBlownAway', { territory: t, amount: boardToBank(state, t) });
    }
    if (here === 0 || !exposed[i]) continue;
    const territory = state.board[t]!;
    for (let seat = 0; seat < bits.length; seat++) {
      if ((here & bits[seat]!) === 0) continue;
      const faction = state.seats[seat]!;
      const bySector = territory.forces[faction];
      if (!bySector) continue;
      // In the order of `Object.keys(bySector)`: integer keys ascending.
      for (const [sector, key] of SECTOR_KEYS[i]!) {
        if (!hasSector(sectors, sector)) continue;
        const here = bySector[key];
        if (here === undefined) continue;
        // annexe 5 Fremen 3 (extra powers): the Fremen lose only half, rounded up (reading: ordinary tokens first).
        const lost = faction === 'fremen' && state.extra !== null ? Math.ceil(here / 2) : here;
        const removed = removeForces(state, t, sector, faction, lost);
        toTanks(state, faction, removed);
        log.public('forcesLostToStorm', { faction, territory: t, sector, count: removed.count });
      }
    }
  }
}

const hasSector = (sectors: number, sector: number) =>
  sector >= 0 && sector < SECTORS && ((sectors >>> sector) & 1) === 1;

/** TERRITORIES in TERRITORY_IDS order, read by index. */
const TERRITORY_DATA = TERRITORY_IDS.map((t) => TERRITORIES[t]);
/** By territory (TERRITORY_IDS order): its sectors ascending, each with its key in `forces`. */
const SECTOR_KEYS: readonly (readonly (readonly [number, string])[])[] = TERRITORY_DATA.map((d) =>
  [...d.sectors].sort((a, b) => a - b).map((sector) => [sector, String(sector)] as const),
);
/** By territory (TERRITORY_IDS order): whether its tokens are exposed, Shield Wall standing, then destroyed. */
const EXPOSED_WALL_UP = TERRITORY_IDS.map((t) => exposedToStorm({ shieldWallDestroyed: false }, t));
const EXPOSED_WALL_DOWN = TERRITORY_IDS.map((t) => exposedToStorm({ shieldWallDestroyed: true }, t));

/**
 * The territories (TERRITORY_IDS indices, ascending) with a sector or their spice sector among these sectors (as
 * bits): the others lose nothing to the storm. Kept by sectors: a storm passes over at most 18 of them from one of
 * 18 starts.
 */
const STRUCK = new Map<number, readonly number[]>();
function struckTerritories(sectors: number): readonly number[] {
  let struck = STRUCK.get(sectors);
  if (struck === undefined) {
    const list: number[] = [];
    TERRITORY_DATA.forEach((d, i) => {
      const spice = d.spiceSector !== null && hasSector(sectors, d.spiceSector);
      if (spice || d.sectors.some((s) => hasSector(sectors, s))) list.push(i);
    });
    STRUCK.set(sectors, (struck = list));
  }
  return struck;
}

/** Each seat's faction bit in the occupancy index, for the last seats list read (one a game). */
let lastSeats: readonly Faction[] | null = null;
let lastBits: readonly number[] = [];
function seatBits(seats: readonly Faction[]): readonly number[] {
  if (seats !== lastSeats) {
    lastBits = seats.map((f) => FACTION_BIT[f]);
    lastSeats = seats;
  }
  return lastBits;
}

export function moveStorm(state: DuneState, steps: number, log: EventLog): void {
  let passed = 0;
  for (let i = 1; i <= steps; i++) passed |= 1 << ((state.storm + i) % SECTORS);
  const from = state.storm;
  state.storm = (state.storm + steps) % SECTORS;
  log.public('stormMoved', { from, to: state.storm, steps });
  if (passed !== 0) strike(state, passed, log);
}

/** Every seat still in the game (rules 000 §19.C.12). */
const allSeats = (state: DuneState): Seat[] => activeSeats(state);

/** The six storm movement tokens of rules 000 §17.B, worth 1 to 6 sectors. */
export const STORM_TOKENS = 6;

/**
 * rules 000 §17 (climate): after the first turn, the storm moves by the token drawn the turn before, not by the
 * battle wheels. Only once a token has been drawn (the first turn's storm is always dialled, §17.A).
 */
function climateMoves(state: DuneState): boolean {
  return state.options.climate && state.turn > 1 && state.stormToken !== null;
}

/**
 * rules 000 §17.B–C: the Fremen draw a token from the six, look at it and lay it face down for the next storm phase
 * (the one just revealed went back among the six first, so each draw is from all six). Without the Fremen
 * (§17.D: advised against, not forbidden) the token is drawn all the same and nobody looks at it.
 */
function drawStormToken(state: DuneState, log: EventLog): void {
  state.stormToken = 1 + randomInt(state.rng, STORM_TOKENS);
  log.public('stormTokenDrawn', {});
  const fremen = seatOf(state, 'fremen');
  if (fremen !== null) log.private_([fremen], 'stormTokenSeen', { sectors: state.stormToken });
}

export const stormFrames: Pick<FrameTable, 'stormDial' | 'stormWindow'> = {
  stormDial: {
    seats: (f) => f.seats,
    legal(_state, frame) {
      const actions: DuneAction[] = [];
      for (let v = frame.min; v <= frame.max; v++) actions.push({ type: 'dial', value: v });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'dial') return;
      frame.commits[seat] = action.value;
      frame.seats = frame.seats.filter((s) => s !== seat);
      log.public('stormDialSet', { seat });
      if (frame.seats.length > 0) return;
      // The sum stays in the cursor, which no view shows, until the window closes (rules 000 §6.A–B).
      let total = 0;
      for (let s = 0; s < state.seatCount; s++) total += frame.commits[s] ?? 0;
      state.cursor.index = total;
      state.cursor.stage = 'window';
      pop(state);
    },
  },
  // annexe 4 Weather Control / Family Atomics, played between the dialling and the reveal.
  stormWindow: {
    seats: (f) => f.seats,
    legal(state, frame, seat) {
      const actions: DuneAction[] = [{ type: 'pass' }];
      if (cardOfKind(state, seat, 'weatherControl') && state.cursor.stage !== 'weatherControlled') {
        for (let s = 0; s <= 10; s++) actions.push({ type: 'weatherControl', sectors: s });
      }
      if (cardOfKind(state, seat, 'familyAtomics') && canUseFamilyAtomics(state, seat))
        actions.push({ type: 'familyAtomics' });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'pass') {
        frame.seats = frame.seats.filter((s) => s !== seat);
        if (frame.seats.length === 0) pop(state);
      } else if (action.type === 'weatherControl') {
        discardFromHand(state, seat, cardOfKind(state, seat, 'weatherControl')!);
        state.cursor.stage = 'weatherControlled';
        state.cursor.index = action.sectors;
        log.public('weatherControlPlayed', { seat, sectors: action.sectors });
      } else if (action.type === 'familyAtomics') {
        discardFromHand(state, seat, cardOfKind(state, seat, 'familyAtomics')!);
        state.shieldWallDestroyed = true;
        for (const faction of state.seats) {
          toTanks(state, faction, clearForces(state, 'shieldWall', faction));
        }
        log.public('familyAtomicsPlayed', { seat });
      }
    },
  },
};

/** rules 000 §6: the storm phase. */
export const stormPhase: PhaseRules = {
  next(state, log) {
    // 000 XXIX: the diplomacy phase first, when it is held at the start of each turn.
    if (state.cursor.stage === 'start' && openTurnDiplomacy(state, log)) {
      state.cursor.stage = 'afterDiplomacy';
      return;
    }
    // After the phase, the turn starts as it would have (the stage stays 'afterDiplomacy' until the storm moves on).
    const stage = state.cursor.stage === 'afterDiplomacy' ? 'start' : state.cursor.stage;
    if (stage === 'start' && turnStartDecisions(state, log)) return;
    if (stage === 'start' && climateMoves(state)) {
      // rules 000 §17.C: no battle wheels after the first turn; the window for Weather Control and Family Atomics
      // (annexe 4) still comes before the token is revealed.
      state.cursor.stage = 'window';
      return;
    }
    if (stage === 'start') {
      const first = state.turn === 1;
      // rules 000 §19.C.12: an eliminated seat dials no more; the two nearest the storm dial instead.
      const wheels = state.lastBattleWheels.filter((s) => !isEliminated(state, s));
      const dialers = first || wheels.length < 2 ? firstStormDialers(state) : wheels;
      state.lastBattleWheels = [...dialers];
      push(state, {
        kind: 'stormDial',
        seats: dialers,
        min: first ? 0 : 1,
        max: first ? 20 : 3,
        commits: seatRecord<number>(),
      });
      state.cursor.stage = 'dialling';
      return;
    }
    if (stage === 'window') {
      state.cursor.stage = 'reveal';
      push(state, { kind: 'stormWindow', seats: allSeats(state) });
      return;
    }
    if (climateMoves(state)) {
      // rules 000 §17.C: the token is revealed and goes back among the six; a Weather Control played in the window
      // moves the storm instead (annexe 4), but the token is revealed and replaced all the same.
      const sectors = state.stormToken!;
      log.public('stormTokenRevealed', { sectors });
      moveStorm(state, stage === 'weatherControlled' ? state.cursor.index : sectors, log);
    } else {
      if (stage === 'reveal') log.public('stormDialsRevealed', { total: state.cursor.index });
      moveStorm(state, state.cursor.index, log);
    }
    // rules 000 §17.B–C: every turn, the first included, the Fremen draw the token for the next storm.
    if (state.options.climate) drawStormToken(state, log);
    enterPhase(state, 'spiceBlow');
  },
};
