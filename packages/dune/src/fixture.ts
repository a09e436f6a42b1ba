import type { SeatSetup } from '@arrakis/engine';
import { FACTION_DATA, FORCES_PER_FACTION, FREMEN_START_FORCES, type Faction } from './data/factions.ts';
import { LEADERS, type LeaderId } from './data/leaders.ts';
import { LOCATION_BY_KEY, locationKey } from './data/locations.ts';
import { SPICE_CARDS, type SpiceCardId } from './data/spiceDeck.ts';
import { TERRITORIES, type TerritoryId } from './data/territories.ts';
import { TREACHERY_CARDS, type TreacheryCardId } from './data/treachery.ts';
import { ACCESS_DECK, HARVEST_DECK, type AccessCard, type HarvestCard } from './data/harvest.ts';
import { addForces, forcesAt, removeForces, starredOf, toReserves } from './board.ts';
import { eliminateSeat } from './elimination.ts';
import { EventLog } from './events.ts';
import { forgetOccupancy } from './occupancy.ts';
import { enterPhase } from './flow.ts';
import type { DuneOptions } from './options.ts';
import { homeSector } from './phases/setup.ts';
import { advance } from './rules.ts';
import { setupDune } from './setup.ts';
import type { DuneState, FactionState, Phase } from './state.ts';

export interface FixtureOptions extends Partial<Omit<DuneOptions, 'factions'>> {
  /** Factions by seat. */
  readonly factions: readonly Faction[];
  readonly seed?: string;
}

type Step = (state: DuneState) => void;

/**
 * Sets up any position for a test, reading like the rule it checks. Each call returns a new builder; nothing
 * happens until `build()`, which runs the setup, skips its decisions (each faction keeps its first opposing
 * leader drawn as traitor, the Fremen place their ten tokens in Sietch Tabr, no prediction), jumps to the start of the phase,
 * applies the steps in order and advances to the first decision. Bad arguments throw: a fixture is test code.
 */
export interface DuneFixture {
  /** The phase to start (default 'storm'); 'setup' keeps the setup decisions pending. */
  phase(phase: Exclude<Phase, 'over'>): DuneFixture;
  turn(turn: number): DuneFixture;
  storm(sector: number): DuneFixture;
  /** Sets the faction's tokens in one sector (-1 for the Polar Sink); the difference comes from or goes to reserves. */
  forces(faction: Faction, territory: TerritoryId, sector: number, count: number): DuneFixture;
  /** Sends every token of the faction on the board back to its reserves. */
  offBoard(faction: Faction): DuneFixture;
  /** rules 000 §15: how many of the faction's tokens in that sector are starred (from or to its starred reserves). */
  starred(faction: Faction, territory: TerritoryId, sector: number, count: number): DuneFixture;
  /** rules 000 §15: how many of the faction's tokens in the tanks are starred. */
  starredTanks(faction: Faction, count: number): DuneFixture;
  spice(faction: Faction, amount: number): DuneFixture;
  spiceOn(territory: TerritoryId, amount: number): DuneFixture;
  /** Sets the reserves; the difference comes from or goes to the tanks. */
  reserves(faction: Faction, count: number): DuneFixture;
  /** Sets the tokens in the tanks; the difference comes from or goes to the reserves. */
  tanks(faction: Faction, count: number): DuneFixture;
  /** Sets the hand; the cards come out of the deck or discard, the old hand goes back on the deck. */
  hand(faction: Faction, cards: readonly TreacheryCardId[]): DuneFixture;
  traitors(faction: Faction, leaders: readonly LeaderId[]): DuneFixture;
  leaderInTanks(faction: Faction, leader: LeaderId): DuneFixture;
  alliance(seats: readonly number[]): DuneFixture;
  /** rules 000 §19.C.12: the faction is out of the game, as if its Main Character had died in a battle. */
  eliminated(faction: Faction): DuneFixture;
  prediction(faction: Faction, turn: number): DuneFixture;
  /** Puts treachery cards on top of the deck, the first one drawn first. */
  treacheryDeckTop(cards: readonly TreacheryCardId[]): DuneFixture;
  /** Puts spice cards on top of the spice deck, the first one drawn first. */
  spiceDeckTop(cards: readonly SpiceCardId[]): DuneFixture;
  /** Puts a spice card on top of the spice discard pile (where a worm strikes, rules 000 §7.A.2). */
  spiceDiscardTop(card: SpiceCardId): DuneFixture;
  /** Puts a spice card on top of discard pile 2 (advanced spice blow, rules 000 §23.A.1). */
  spiceDiscard2Top(card: SpiceCardId): DuneFixture;
  /** The two seats that last used battle wheels, who dial the storm (rules 000 §6.B). */
  stormDialers(seats: readonly [number, number]): DuneFixture;
  shieldWallDestroyed(): DuneFixture;
  /**
   * rules 000 §16 (option `spiceHarvest`, phase 'harvest'): the faction is the Manager and the round starts (the
   * first Manager's bid is skipped).
   */
  harvestManager(faction: Faction, round?: number): DuneFixture;
  /** rules 000 §16: puts Harvest cards on top of their pile, the first one drawn first. */
  harvestDeckTop(cards: readonly HarvestCard[]): DuneFixture;
  /** rules 000 §16: puts Access cards on top of their pile, the first one dealt first. */
  accessDeckTop(cards: readonly AccessCard[]): DuneFixture;
  /** rules 000 §16: sets the faction's Access cards, taken from the pile (the old ones go back to it). */
  accessCards(faction: Faction, cards: readonly AccessCard[]): DuneFixture;
  /** Any other edit of the raw state. */
  with(edit: (state: DuneState) => void): DuneFixture;
  build(): DuneState;
}

function fail(message: string): never {
  throw new Error(`fixture: ${message}`);
}

function factionState(state: DuneState, faction: Faction): FactionState {
  return state.factions[faction] ?? fail(`faction ${faction} is not in this game (${state.seats.join(', ')})`);
}

function checkCount(what: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) fail(`${what} must be a non-negative integer, got ${n}`);
}

function checkTerritory(territory: string): TerritoryId {
  if (!(territory in TERRITORIES)) fail(`unknown territory '${territory}'`);
  return territory as TerritoryId;
}

function checkLeader(leader: string): LeaderId {
  if (!(leader in LEADERS)) fail(`unknown leader '${leader}'`);
  return leader as LeaderId;
}

/** Takes a treachery card out of the deck or the discard pile, wherever it is; throws if a hand holds it. */
function takeCard(state: DuneState, card: TreacheryCardId): void {
  if (!(card in TREACHERY_CARDS)) fail(`unknown treachery card '${card}'`);
  for (const pile of [state.treacheryDeck, state.treacheryDiscard]) {
    const i = pile.indexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      return;
    }
  }
  const holder = state.seats.find((f) => state.factions[f]!.hand.includes(card));
  fail(
    holder
      ? `card '${card}' is already in the hand of ${holder}`
      : `card '${card}' is not in the '${state.options.treacheryDeck}' deck`,
  );
}

function takeSpiceCard(state: DuneState, card: SpiceCardId): void {
  if (!(card in SPICE_CARDS)) fail(`unknown spice card '${card}'`);
  for (const pile of [state.spiceDeck, state.spiceDiscard, state.spiceDiscard2]) {
    const i = pile.indexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      return;
    }
  }
  fail(`spice card '${card}' not found`);
}

/** Skips the setup decisions with fixed, deterministic choices. */
function skipSetupDecisions(state: DuneState): void {
  state.stack = [];
  for (const faction of state.seats) {
    const fs = state.factions[faction]!;
    if (faction !== 'harkonnen') {
      const first = fs.traitorDraw.find((l) => LEADERS[l].faction !== faction);
      fs.traitors = first ? [first] : [];
    }
    // rules 000 §16.A.1.a: with the prelude nobody places what the shield says.
    if (faction === 'fremen' && !state.harvest) {
      addForces(state, 'sietchTabr', homeSector('sietchTabr'), 'fremen', FREMEN_START_FORCES);
      fs.reserves -= FREMEN_START_FORCES;
    }
  }
}

function makeFixture(
  options: FixtureOptions,
  steps: readonly Step[],
  phase: Exclude<Phase, 'over'>,
  turn: number,
): DuneFixture {
  const then = (step: Step): DuneFixture => makeFixture(options, [...steps, step], phase, turn);
  return {
    phase: (p) => makeFixture(options, steps, p, turn),
    turn(n) {
      if (!Number.isInteger(n) || n < 1 || n > 15) fail(`turn must be 1..15, got ${n}`);
      return makeFixture(options, steps, phase, n);
    },
    storm(sector) {
      if (!Number.isInteger(sector) || sector < 0 || sector > 17) fail(`storm sector must be 0..17, got ${sector}`);
      return then((s) => {
        s.storm = sector;
      });
    },
    forces(faction, territory, sector, count) {
      const t = checkTerritory(territory);
      checkCount('count', count);
      if (!LOCATION_BY_KEY.has(locationKey(t, sector))) {
        fail(`territory '${t}' has no sector ${sector} (sectors: ${TERRITORIES[t].sectors.join(', ') || '-1'})`);
      }
      return then((s) => {
        const fs = factionState(s, faction);
        const diff = count - forcesAt(s, t, sector, faction);
        if (diff > fs.reserves)
          fail(`${faction} has only ${fs.reserves} tokens in reserve, ${diff} needed in ${t}:${sector}`);
        if (diff > 0) {
          fs.reserves -= diff;
          addForces(s, t, sector, faction, diff);
        } else toReserves(s, faction, removeForces(s, t, sector, faction, -diff));
      });
    },
    offBoard: (faction) =>
      then((s) => {
        const fs = factionState(s, faction);
        for (const territory of Object.values(s.board)) {
          const bySector = territory.forces[faction];
          if (!bySector) continue;
          for (const n of Object.values(bySector)) fs.reserves += n;
          delete territory.forces[faction];
        }
        forgetOccupancy(s);
        const st = starredOf(s, faction);
        if (st) {
          for (const n of Object.values(st.board)) st.reserves += n;
          st.board = {};
        }
      }),
    starred(faction, territory, sector, count) {
      const t = checkTerritory(territory);
      checkCount('starred', count);
      return then((s) => {
        const st = starredOf(s, faction) ?? fail(`${faction} has no starred tokens (extraPowers off?)`);
        const key = `${t}:${sector}`;
        const diff = count - (st.board[key] ?? 0);
        if (diff > st.reserves) fail(`${faction} has only ${st.reserves} starred tokens in reserve`);
        if (count > forcesAt(s, t, sector, faction)) fail(`more starred than tokens in ${key}`);
        st.reserves -= diff;
        if (count === 0) delete st.board[key];
        else st.board[key] = count;
      });
    },
    starredTanks(faction, count) {
      checkCount('starred', count);
      return then((s) => {
        const st = starredOf(s, faction) ?? fail(`${faction} has no starred tokens (extraPowers off?)`);
        const diff = count - st.tanks;
        if (diff > st.reserves) fail(`${faction} has only ${st.reserves} starred tokens in reserve`);
        st.reserves -= diff;
        st.tanks = count;
      });
    },
    spice(faction, amount) {
      checkCount('spice', amount);
      return then((s) => {
        const fs = factionState(s, faction);
        // The bank makes up the difference, so the spice in the game stays the same (rules 000 §3.B).
        s.bank -= amount - fs.spice;
        fs.spice = amount;
      });
    },
    spiceOn(territory, amount) {
      const t = checkTerritory(territory);
      checkCount('spice', amount);
      return then((s) => {
        s.bank -= amount - s.board[t]!.spice;
        s.board[t]!.spice = amount;
      });
    },
    reserves(faction, count) {
      checkCount('reserves', count);
      return then((s) => {
        const fs = factionState(s, faction);
        const diff = count - fs.reserves;
        if (diff > fs.tanks)
          fail(`${faction} has only ${fs.tanks} tokens in the tanks, ${diff} more needed in reserve`);
        fs.tanks -= diff;
        fs.reserves = count;
      });
    },
    tanks(faction, count) {
      checkCount('tanks', count);
      return then((s) => {
        const fs = factionState(s, faction);
        const diff = count - fs.tanks;
        if (diff > fs.reserves)
          fail(`${faction} has only ${fs.reserves} tokens in reserve, ${diff} more needed in the tanks`);
        fs.reserves -= diff;
        fs.tanks = count;
      });
    },
    hand: (faction, cards) =>
      then((s) => {
        const fs = factionState(s, faction);
        s.treacheryDeck.push(...fs.hand);
        fs.hand = [];
        for (const card of cards) takeCard(s, card);
        fs.hand = [...cards];
      }),
    traitors: (faction, leaders) => {
      leaders.forEach(checkLeader);
      return then((s) => {
        const fs = factionState(s, faction);
        for (const l of leaders) {
          if (LEADERS[l].faction === faction) fail(`${l} is a leader of ${faction}, not a traitor`);
          if (!s.seats.includes(LEADERS[l].faction)) fail(`${l} belongs to ${LEADERS[l].faction}, not in this game`);
        }
        fs.traitors = [...leaders];
      });
    },
    leaderInTanks: (faction, leader) => {
      checkLeader(leader);
      return then((s) => {
        const l = factionState(s, faction).leaders[leader] ?? fail(`${leader} is not a leader of ${faction}`);
        l.location = 'tanks';
      });
    },
    eliminated: (faction) =>
      then((s) => {
        if (!s.seats.includes(faction)) fail(`${faction} is not in this game`);
        eliminateSeat(s, s.seats.indexOf(faction), 'battle', new EventLog());
      }),
    alliance: (seats) =>
      then((s) => {
        if (seats.length < 2 || seats.some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= s.seatCount))
          fail(`bad alliance [${seats.join(', ')}]`);
        if (s.alliances.some((a) => a.some((seat) => seats.includes(seat))))
          fail(`a seat of [${seats.join(', ')}] is already allied`);
        s.alliances.push([...seats].sort((a, b) => a - b));
      }),
    prediction: (faction, turn) =>
      then((s) => {
        factionState(s, faction);
        if (faction === 'beneGesserit') fail('the Bene Gesserit cannot predict their own win');
        s.prediction = { faction, turn };
      }),
    treacheryDeckTop: (cards) =>
      then((s) => {
        for (const card of cards) takeCard(s, card);
        s.treacheryDeck.push(...[...cards].reverse());
      }),
    spiceDeckTop: (cards) =>
      then((s) => {
        for (const card of cards) takeSpiceCard(s, card);
        s.spiceDeck.push(...[...cards].reverse());
      }),
    spiceDiscardTop: (card) =>
      then((s) => {
        takeSpiceCard(s, card);
        s.spiceDiscard.push(card);
      }),
    spiceDiscard2Top: (card) =>
      then((s) => {
        takeSpiceCard(s, card);
        s.spiceDiscard2.push(card);
      }),
    stormDialers: (seats) =>
      then((s) => {
        s.lastBattleWheels = [...seats];
      }),
    shieldWallDestroyed: () =>
      then((s) => {
        s.shieldWallDestroyed = true;
      }),
    harvestManager: (faction, round = 1) =>
      then((s) => {
        const h = s.harvest ?? fail('harvestManager needs the spiceHarvest option');
        h.manager = factionState(s, faction).seat;
        h.round = round;
        s.cursor.stage = 'round';
      }),
    harvestDeckTop: (cards) =>
      then((s) => {
        const h = s.harvest ?? fail('harvestDeckTop needs the spiceHarvest option');
        for (const card of cards) {
          if (!HARVEST_DECK.includes(card)) fail(`unknown harvest card '${card}'`);
          const i = h.harvestDeck.indexOf(card);
          if (i < 0) fail(`harvest card '${card}' is not in the pile`);
          h.harvestDeck.splice(i, 1);
        }
        h.harvestDeck.push(...[...cards].reverse());
      }),
    accessDeckTop: (cards) =>
      then((s) => {
        const h = s.harvest ?? fail('accessDeckTop needs the spiceHarvest option');
        for (const card of cards) {
          const i = h.accessDeck.indexOf(card);
          if (i < 0) fail(`access card '${card}' is not in the pile`);
          h.accessDeck.splice(i, 1);
        }
        h.accessDeck.push(...[...cards].reverse());
      }),
    accessCards: (faction, cards) =>
      then((s) => {
        const h = s.harvest ?? fail('accessCards needs the spiceHarvest option');
        const key = String(factionState(s, faction).seat);
        h.accessDeck.push(...h.access[key]!);
        for (const card of cards) {
          if (!ACCESS_DECK.includes(card)) fail(`unknown access card '${card}'`);
          const i = h.accessDeck.indexOf(card);
          if (i < 0) fail(`access card '${card}' is not in the pile`);
          h.accessDeck.splice(i, 1);
        }
        h.access[key] = [...cards];
      }),
    with: (edit) => then(edit),
    build() {
      const { factions, seed = 'fixture', ...rest } = options;
      const seats: SeatSetup[] = factions.map((f) => ({ name: f, kind: 'human' }));
      const state = setupDune({ ...rest, factions }, seats, seed);
      if (phase !== 'setup') {
        skipSetupDecisions(state);
        enterPhase(state, phase);
        // rules 000 §16: the prelude comes before the first turn.
        state.turn = phase === 'harvest' ? 1 : turn;
      }
      for (const step of steps) step(state);
      for (const faction of state.seats) {
        const fs = state.factions[faction]!;
        if (state.eliminated?.includes(fs.seat)) continue;
        let onBoard = 0;
        for (const t of Object.values(state.board))
          for (const n of Object.values(t.forces[faction] ?? {})) onBoard += n;
        if (onBoard + fs.reserves + fs.tanks !== FORCES_PER_FACTION)
          fail(`${faction} has ${onBoard + fs.reserves + fs.tanks} tokens, not ${FORCES_PER_FACTION}`);
        const st = starredOf(state, faction);
        if (st && (st.reserves > fs.reserves || st.tanks > fs.tanks || st.reserves < 0 || st.tanks < 0))
          fail(
            `${faction} starred tokens do not fit: ${JSON.stringify(st)} (reserves ${fs.reserves}, tanks ${fs.tanks})`,
          );
      }
      advance(state, new EventLog());
      return state;
    },
  };
}

/** A game position for tests: `fixture({ factions, seed }).phase('movement').forces(...).build()`. */
export function fixture(options: FixtureOptions): DuneFixture {
  // 000 XXXVII: seven with the Bene Tleilax.
  if (options.factions.length < 2 || options.factions.length > 7)
    fail(`2 to 7 factions, got ${options.factions.length}`);
  for (const f of options.factions) if (!(f in FACTION_DATA)) fail(`unknown faction '${f}'`);
  return makeFixture(options, [], 'storm', 2);
}
