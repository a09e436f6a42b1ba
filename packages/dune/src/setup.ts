import {
  drawRandom,
  randomInt,
  ruleError,
  seedRng,
  shuffleInPlace,
  type RngState,
  type RuleError,
  type SeatSetup,
} from '@arrakis/engine';
import {
  BOX_FACTIONS,
  FACTION_DATA,
  FACTIONS,
  FORCES_PER_FACTION,
  FREMEN_START_FORCES,
  type Faction,
} from './data/factions.ts';
import { ACCESS_DECK, HARVEST_DECK, HARVEST_START_SPICE, SHARE_CARDS } from './data/harvest.ts';
import { DUEL_CARD_IDS, type DuelCardId } from './data/duel.ts';
import { leadersOf, LEADERS, mainCharacterOf, type LeaderId } from './data/leaders.ts';
import { SPICE_DECK } from './data/spiceDeck.ts';
import { boardTerritories } from './data/governorMap.ts';
import { gameTreacheryDeck } from './data/treachery.ts';
import { addForces } from './board.ts';
import { seatRecord } from './flow.ts';
import { emptyOccupancy } from './occupancy.ts';
import { INITIAL_BANK } from './spice.ts';
import { ADVANCED_OPTIONS, DEFAULT_OPTIONS, type DuneOptions } from './options.ts';
import type { Frame } from './frames.ts';
import { checkVariants } from './variants/index.ts';
import { newGovernor } from './variants/governor.ts';
import { newPoints } from './variants/victoryPoints.ts';
import { BOX_MAX_SEATS, newTleilaxuState, TLEILAXU, TLEILAXU_MAX_SEATS } from './variants/tleilaxu.ts';
import {
  ENGINE_VERSION,
  type DuelState,
  type DuneState,
  type ExtraPowersState,
  type FactionState,
  type HarvestState,
  type LeaderState,
} from './state.ts';

export class SetupError extends Error {
  constructor(readonly error: RuleError) {
    super(`${error.code} ${JSON.stringify(error.params)}`);
  }
}

/**
 * The options in force: the defaults, then those given. rules 000 §25: the advanced rules are played with the
 * increased spice flow of §21, so an advanced option switches it on unless it is explicitly refused, which is an
 * error rather than a game the rulebook does not describe.
 */
export function resolveOptions(options: Partial<DuneOptions>, seatCount: number): DuneOptions {
  let resolved: DuneOptions = { ...DEFAULT_OPTIONS, ...options };
  if (ADVANCED_OPTIONS.some((name) => resolved[name])) {
    if (options.increasedSpiceFlow === false)
      throw new SetupError(ruleError('advancedRulesNeedIncreasedSpiceFlow', { option: 'increasedSpiceFlow' }));
    resolved = { ...resolved, increasedSpiceFlow: true };
  }
  // rules 000 §16: a reading of the prelude means nothing without it.
  if (resolved.harvestWormTax && !resolved.spiceHarvest)
    throw new SetupError(ruleError('optionNeedsSpiceHarvest', { option: 'harvestWormTax' }));
  // rules 000 §19: the duel's readings mean nothing without it.
  for (const name of ['duelArcObstacles', 'kanlyClaimMainCharacter'] as const)
    if (resolved[name] && !resolved.duel) throw new SetupError(ruleError('optionNeedsDuel', { option: name }));
  // 000 XXVII–XXXVIII: what each variant needs or replaces (variants/index.ts).
  const variantError = checkVariants(resolved);
  if (variantError) throw new SetupError(variantError);
  // 000 XXXVII: a seventh seat for the Bene Tleilax.
  const maxSeats = resolved.tleilaxu ? TLEILAXU_MAX_SEATS : BOX_MAX_SEATS;
  if (seatCount < 2 || seatCount > maxSeats)
    throw new SetupError(ruleError('badSeatCount', { seats: seatCount, min: 2, max: maxSeats }));
  if (resolved.factions) {
    const chosen = resolved.factions;
    if (chosen.length !== seatCount)
      throw new SetupError(ruleError('badFactionCount', { factions: chosen.length, seats: seatCount }));
    if (new Set(chosen).size !== chosen.length || chosen.some((f) => !FACTIONS.includes(f))) {
      throw new SetupError(ruleError('badFactions', { factions: chosen.join(',') }));
    }
    if (!resolved.tleilaxu && chosen.includes(TLEILAXU))
      throw new SetupError(ruleError('factionNeedsVariant', { faction: TLEILAXU, option: 'tleilaxu', rule: 'XXXVII' }));
  }
  return resolved;
}

/**
 * rules 000 §3.E: the factions drawn. 000 XXXVII, a reading: with the variant the Bene Tleilax always play (it is
 * what choosing the variant means), at a seat drawn; the others are drawn among the six of the box as without it.
 */
function drawFactions(rng: RngState, seatCount: number, tleilaxu: boolean): Faction[] {
  if (!tleilaxu) return shuffleInPlace(rng, [...BOX_FACTIONS]).slice(0, seatCount);
  const seats: Faction[] = shuffleInPlace(rng, [...BOX_FACTIONS]).slice(0, seatCount - 1);
  seats.splice(randomInt(rng, seatCount), 0, TLEILAXU);
  return seats;
}

/** rules 000 §15, annexe 5 Emperor 1 / Fremen 4: five Sardaukar and three Fedaykin. */
export const STARRED_TOKENS: Partial<Record<Faction, number>> = { emperor: 5, fremen: 3 };

/**
 * rules 000 §15: the extra powers' state. The starred tokens start among the reserves (reading: the Emperor starts
 * with all 20 in reserve; the Fremen's ten placed at setup are ordinary ones, their Fedaykin wait in reserve).
 */
function newExtraPowers(seats: readonly Faction[]): ExtraPowersState {
  const starred: ExtraPowersState['starred'] = {};
  for (const f of seats) {
    const n = STARRED_TOKENS[f];
    if (n) starred[f] = { board: {}, reserves: n, tanks: 0, revivedTurn: 0 };
  }
  return {
    starred,
    atreidesLosses: 0,
    kwisatzHaderach: 'inactive',
    captured: [],
    worms: 0,
    coexistence: { declared: [], ended: [] },
  };
}

/** rules 000 §16.A.1.c: the Harvest and Access cards shuffled, the Share cards in order, nobody a Manager yet. */
function newHarvest(state: DuneState): HarvestState {
  const access: HarvestState['access'] = {};
  for (let seat = 0; seat < state.seatCount; seat++) access[String(seat)] = [];
  return {
    round: 1,
    manager: null,
    harvestDeck: shuffleInPlace(state.rng, [...HARVEST_DECK]),
    harvestDiscard: [],
    drawn: [],
    guildPrice: null,
    announced: null,
    shares: {},
    shareSupply: [...SHARE_CARDS],
    atreidesPeek: null,
    harkonnenCaught: 0,
    access,
    accessDeck: shuffleInPlace(state.rng, [...ACCESS_DECK]),
    auction: null,
  };
}

function newLeaders(faction: Faction, duel: boolean): Record<string, LeaderState> {
  const leaders: Record<string, LeaderState> = {};
  for (const id of leadersOf(faction)) leaders[id] = { location: 'available', usedIn: null, revivals: 0 };
  // rules 000 §19.A.2.c: each player receives his Main Character disc, an ordinary leader but for the traitors.
  if (duel) leaders[mainCharacterOf(faction)] = { location: 'available', usedIn: null, revivals: 0 };
  return leaders;
}

/** rules 000 §19.A.2.a: the Duel cards shuffled, one dealt face down to each player, the rest set aside. */
function newDuel(state: DuneState): DuelState {
  const deck = shuffleInPlace(state.rng, [...DUEL_CARD_IDS]);
  const hands: Record<string, DuelCardId[]> = {};
  for (let seat = 0; seat < state.seatCount; seat++) hands[String(seat)] = [deck.pop()!];
  return { deck, discard: [], hands };
}

/** rules 000 §3: the setup, up to the first decisions (prediction, traitors, Fremen placement). */
export function setupDune(options: Partial<DuneOptions>, seatSetups: readonly SeatSetup[], seed: string): DuneState {
  const seatCount = seatSetups.length;
  const opts = resolveOptions(options, seatCount);
  const rng = seedRng(seed);
  const harvest = opts.spiceHarvest === true;
  // rules 000 §3.E: factions chosen by the players, or drawn; rules 000 §16.A.1.a: drawn as Planet cards.
  const seats: Faction[] = opts.factions ? [...opts.factions] : drawFactions(rng, seatCount, opts.tleilaxu === true);
  const board: DuneState['board'] = {};
  for (const t of boardTerritories(opts)) board[t] = { spice: 0, forces: {} };
  // Kept by addForces from the first token on: no game builds its board's index from the forces.
  emptyOccupancy(board);
  const factions: Record<string, FactionState> = {};
  seats.forEach((faction, seat) => {
    const data = FACTION_DATA[faction];
    factions[faction] = {
      faction,
      seat,
      // rules 000 §16.A.1.b: 10 spice each from the reserve, the shield's funds ignored.
      spice: harvest ? HARVEST_START_SPICE : data.startingSpice,
      // The Fremen's ten tokens to place wait in the reserves until placed (annexe 3 Fremen); rules 000 §16.A.1.a:
      // with the prelude no token is placed as the shield says, all wait for the placement (§16.B.6).
      reserves: harvest ? FORCES_PER_FACTION : data.startingReserves + (data.fremenPlacement ? FREMEN_START_FORCES : 0),
      tanks: 0,
      hand: [],
      traitors: [],
      traitorDraw: [],
      leaders: newLeaders(faction, opts.duel === true),
      leaderRevivalOpen: false,
      leaderRevivedTurn: 0,
    };
  });
  const state: DuneState = {
    game: 'dune',
    engineVersion: ENGINE_VERSION,
    options: opts,
    seatCount,
    seats,
    rng,
    bank: INITIAL_BANK - seats.reduce((sum, f) => sum + factions[f]!.spice, 0),
    turn: 1,
    phase: 'setup',
    storm: 0,
    lastBattleWheels: [],
    shieldWallDestroyed: false,
    board,
    factions,
    // rules 000 §3.C: both decks shuffled.
    treacheryDeck: shuffleInPlace(rng, [...gameTreacheryDeck(opts)]),
    treacheryDiscard: [],
    spiceDeck: shuffleInPlace(rng, [...SPICE_DECK]),
    spiceDiscard: [],
    spiceDiscard2: [],
    stormToken: null,
    alliances: [],
    prediction: null,
    bidding: null,
    battles: null,
    moved: [],
    silenced: [],
    karamaBlocks: [],
    residualPoisons: [],
    deals: [],
    debts: [],
    nextDealId: 1,
    extra: opts.extraPowers ? newExtraPowers(seats) : null,
    cursor: { stage: 'start', order: [], index: 0, wormSeen: false, setAside: [] },
    stack: [],
    result: null,
  };
  // rules 000 §3.E.4: forces placed as each shield says (rules 000 §16.A.1.a: not with the prelude).
  for (const faction of harvest ? [] : seats) {
    for (const placed of FACTION_DATA[faction].startingForces)
      addForces(state, placed.territory, placed.sector, faction, placed.count);
  }
  // rules 000 §3.E.2: four leader discs each, drawn from all the leaders in play. 000 XXXVII "n'a infiltré aucun
  // traître chez ses adversaires": the Tleilaxu draw none; a reading, nor is the Face Dancer anyone's traitor.
  const pool: LeaderId[] = [];
  for (const f of seats) if (f !== TLEILAXU) for (const leader of leadersOf(f)) pool.push(leader);
  for (const faction of seats) {
    if (faction === TLEILAXU) continue;
    const fs = factions[faction]!;
    const drawn: LeaderId[] = [];
    for (let i = 0; i < 4 && pool.length > 0; i++) drawn.push(drawRandom(rng, pool));
    fs.traitorDraw = drawn;
    // annexe 3 Harkonnen 1: every opposing leader the Harkonnen draw is a traitor.
    if (faction === 'harkonnen') fs.traitors = fs.traitorDraw.filter((l) => LEADERS[l].faction !== 'harkonnen');
  }
  // rules 000 §3.E.5, annexe 3 Harkonnen 2: one treachery card each, two for the Harkonnen.
  for (const faction of seats) {
    for (let i = 0; i < FACTION_DATA[faction].startingTreacheryCards; i++)
      factions[faction]!.hand.push(state.treacheryDeck.pop()!);
  }
  if (opts.tleilaxu && seats.includes(TLEILAXU)) state.tleilaxu = newTleilaxuState();
  if (harvest) state.harvest = newHarvest(state);
  if (opts.duel) state.duel = newDuel(state);
  // 000 XXXIV, XXXVIII: the Emperor names the Governor and the Bene Gesserit predict before the first storm.
  if (opts.governor) state.governor = newGovernor();
  if (opts.victoryPoints) state.points = newPoints();
  const frames: Frame[] = [];
  // rules 000 §15.B.1 (extra powers): the Bene Gesserit place their token after the Fremen; rules 000 §16.A.1.a:
  // with the prelude neither places what the shield says.
  if (!harvest && opts.extraPowers && seats.includes('beneGesserit'))
    frames.push({ kind: 'beneGesseritPlacement', seat: seats.indexOf('beneGesserit') });
  if (!harvest && seats.includes('fremen')) frames.push({ kind: 'fremenPlacement', seat: seats.indexOf('fremen') });
  const pickers = seats
    .map((f, seat) => ({ f, seat }))
    .filter(({ f }) => f !== 'harkonnen' && factions[f]!.traitorDraw.some((l) => LEADERS[l].faction !== f))
    .map(({ seat }) => seat);
  if (pickers.length > 0) frames.push({ kind: 'traitorPick', seats: pickers, commits: seatRecord() });
  // annexe 3 BG 1: the prediction comes before the choice of traitors; rules 000 §16.C.2: with the prelude, once
  // the starting positions are known (phases/harvest.ts).
  if (!harvest && seats.includes('beneGesserit'))
    frames.push({ kind: 'prediction', seat: seats.indexOf('beneGesserit') });
  state.stack = frames;
  return state;
}
