import { randomInt, ruleError, seedRng, shuffleInPlace, type RuleError, type SeatSetup } from '@arrakis/engine';
import { drawIntrigues, expandCopies } from './cards.ts';
import { EventLog } from './events.ts';
import { emptyAgents } from './effects/board.ts';
import type { ConflictCardId } from './data/conflicts.ts';
import { HAGAL_DIFFICULTIES, HAGAL_RULES } from './data/hagal.ts';
import { hagalDeck } from './houseHagal.ts';
import type { AnyLeaderId as LeaderId } from './ids.ts';
import type { ReserveCardId, Resource } from './dsl/primitives.ts';
import { leaderIn, type AnyLeader, type Edition } from './edition.ts';
import { BASE_EDITION } from './editions/base.ts';
import { contentOf, editionOf } from './editions/index.ts';
import type { ImperiumOptions } from './options.ts';
import type { IntrigueCardId } from './data/intrigues.ts';
import type { BoardState, EngineState, EnginePlayerState } from './state.ts';

/** A setup that cannot be made (a lobby's error, not a rule error during play). */
export class SetupError extends Error {
  constructor(readonly error: RuleError) {
    super(error.code);
  }
}

export { TROOPS_PER_PLAYER } from './editions/base.ts';

/** rules 002 MISE EN PLACE G, rules 004 MISE EN PLACE: 3 troops in the garrison. */
export const STARTING_GARRISON = 3;

export function newPlayer(state: EngineState, leader: LeaderId | null): EnginePlayerState {
  const troops = editionOf(state).troopsPerPlayer;
  const content = contentOf(state);
  const influence = Object.fromEntries(content.factions.map((f) => [f, 0])) as EnginePlayerState['influence'];
  return {
    leader,
    // rules 002 MISE EN PLACE E: the 10-card starter deck, shuffled.
    deck: shuffleInPlace(state.rng, expandCopies(content.starterDeck)),
    hand: [],
    discard: [],
    inPlay: [],
    revealed: [],
    intrigues: [],
    solari: 0,
    spice: 0,
    water: 1, // rules 002 MISE EN PLACE F1
    troops: { supply: troops - STARTING_GARRISON, garrison: STARTING_GARRISON, conflict: 0 },
    influence,
    victoryPoints: editionOf(state).startingVictoryPoints(state.seatCount),
    agents: 2, // rules 002 MISE EN PLACE G1
    agentsLeft: 2,
    swordmaster: false,
    highCouncil: false,
    persuasion: 0,
    swords: 0,
    revealedThisRound: false,
    acquireToTop: false,
    discounts: {},
    setAside: null,
    masterstroke: null,
  };
}

/** Whether a 2020 solo Rival may use this leader (rules 002 PARTIE SOLO); Uprising's Rivals are cards of their own. */
function soloRival(leader: AnyLeader): boolean {
  return 'soloRival' in leader && leader.soloRival;
}

export function newRival(
  state: EngineState,
  leader: LeaderId | null,
  garrison: number,
  agents: number,
): EnginePlayerState {
  const rival = newPlayer(state, leader);
  rival.deck = [];
  rival.troops = { supply: editionOf(state).troopsPerPlayer - garrison, garrison, conflict: 0 };
  rival.agents = agents;
  rival.agentsLeft = agents;
  return rival;
}

/**
 * rules 002 CARTES DE LA MAISON HAGAL, PARTIES À DEUX JOUEURS: a Rival with a cube on each track, no troop in its
 * garrison, three Agents, no water, and the House Hagal deck without the "1J" cards.
 */
function addTwoPlayerRival(state: EngineState): void {
  const rival = newRival(state, null, HAGAL_RULES.twoPlayer.rivalGarrisonTroops, HAGAL_RULES.twoPlayer.rivalAgents);
  rival.water = 0;
  state.players.push(rival);
  const deck = shuffleInPlace(state.rng, hagalDeck('twoPlayer'));
  state.houseHagal = { mode: 'twoPlayer', seats: [state.players.length - 1], difficulty: null, deck, discard: [] };
}

/**
 * rules 002 PARTIE SOLO, MISE EN PLACE: two Rivals with leaders (never Paul or Helena), troops and Intrigues by
 * difficulty, two Agents (the Swordmasters come with a Conflict card), 1 water each; the player's extras; the deck
 * without the "2J" cards; the Rival on the player's left is First Player.
 */
function addSoloRivals(state: EngineState, drawLeader: (allowed: (l: LeaderId) => boolean) => LeaderId): void {
  const difficulty = HAGAL_DIFFICULTIES[state.options.difficulty];
  const human = state.players[0]!;
  for (const [resource, amount] of Object.entries(difficulty.playerExtra) as [Resource, number][])
    human[resource] += amount;
  const deck = shuffleInPlace(state.rng, hagalDeck('solo'));
  state.houseHagal = { mode: 'solo', seats: [1, 2], difficulty: difficulty.id, deck, discard: [] };
  for (let i = 0; i < 2; i++) {
    const leader = state.options.rivalLeaders?.[i] ?? drawLeader((l) => soloRival(leaderIn(contentOf(state), l)));
    state.leaderPool = state.leaderPool.filter((l) => l !== leader);
    state.players.push(newRival(state, leader, difficulty.rivalGarrisonTroops, HAGAL_RULES.solo.rivalAgents));
    drawIntrigues(state, state.players.length - 1, difficulty.rivalExtraIntrigues, new EventLog());
  }
  state.firstPlayer = 1;
}

/** rules 002 MISE EN PLACE B: 1 level I on top of 5 level II on top of the 4 level III; the rest unseen. */
function conflictDeck(state: EngineState): ConflictCardId[] {
  const { conflicts, conflictDeckRecipe } = contentOf(state);
  const deck: ConflictCardId[] = [];
  for (const { level, count } of conflictDeckRecipe) {
    const cards = (Object.keys(conflicts) as ConflictCardId[]).filter((c) => conflicts[c]!.level === level);
    deck.unshift(...shuffleInPlace(state.rng, cards).slice(0, count));
  }
  return deck;
}

/** The state before the first round: the edition's content dealt, seats and Rivals placed, its modules set up. */
export function setupImperium(
  partial: Partial<ImperiumOptions>,
  seats: readonly SeatSetup[],
  seed: string,
  edition: Edition = BASE_EDITION,
): EngineState {
  const options: ImperiumOptions = { ...edition.defaultOptions, ...partial, ...edition.fixedOptions };
  const { content } = edition;
  const inGame = (kind: 'imperium' | 'intrigue' | 'leader', id: string) => edition.inGame?.(options, kind, id) ?? true;
  const seatCount = seats.length;
  const { min, max } = edition.seats;
  if (seatCount < min || seatCount > max)
    throw new SetupError(ruleError('badSeatCount', { seats: seatCount, min, max }));
  const leaders = content.leaders;
  const rivals = options.rivalLeaders ?? [];
  if (rivals.some((l) => !Object.hasOwn(leaders, l) || !soloRival(leaders[l]!) || options.leaders?.includes(l)))
    throw new SetupError(ruleError('badRivalLeaders', { leaders: rivals.join(',') }));
  // A seat whose leader the edition fixes (a six-player Commander) takes no entry of `options.leaders`.
  const fixedLeader = (seat: number) => edition.seatLeader?.(seatCount, seat) ?? null;
  const freeSeats = seats.map((_, seat) => seat).filter((seat) => fixedLeader(seat) === null);
  if (options.leaders) {
    const unknown = options.leaders.filter((l) => !Object.hasOwn(leaders, l) || !inGame('leader', l));
    const n = freeSeats.length;
    if (options.leaders.length !== n || unknown.length > 0 || new Set(options.leaders).size !== n)
      throw new SetupError(ruleError('badLeaders', { leaders: options.leaders.join(',') }));
  }
  const state: EngineState = {
    game: 'imperium',
    ...(edition.id === 'base' ? {} : { edition: edition.id }),
    options,
    seatCount,
    rng: seedRng(seed),
    phase: 'setup',
    stage: 'start',
    round: 0,
    firstPlayer: 0,
    current: 0,
    turn: null,
    players: [],
    board: {
      agents: emptyAgents(),
      bonusSpice: Object.fromEntries(content.makerSpaces.map((s) => [s, 0])) as BoardState['bonusSpice'],
      control: Object.fromEntries(content.controlSpaces.map((s) => [s, null])) as BoardState['control'],
      blocked: [],
      mentat: { holder: null, keep: false }, // rules 002 MISE EN PLACE A¹
    },
    conflictDeck: [],
    conflict: null,
    conflictDiscard: [],
    imperiumDeck: [],
    imperiumRow: [],
    reserve: Object.fromEntries(
      (Object.keys(content.reserve) as ReserveCardId[]).map((c) => [c, content.reserve[c]!.copies]),
    ) as EngineState['reserve'],
    trash: [],
    intrigueDeck: [],
    intrigueDiscard: [],
    // rules 002 MISE EN PLACE A²
    alliances: Object.fromEntries(content.factions.map((f) => [f, null])) as EngineState['alliances'],
    leaderPool: (Object.keys(leaders) as LeaderId[]).filter((l) => inGame('leader', l)),
    houseHagal: null,
    stack: [],
    result: null,
  };
  state.conflictDeck = conflictDeck(state);
  state.intrigueDeck = shuffleInPlace(
    state.rng,
    (expandCopies(content.intrigues) as IntrigueCardId[]).filter((c) => inGame('intrigue', c)),
  ); // C¹
  state.imperiumDeck = shuffleInPlace(
    state.rng,
    expandCopies(content.imperiumDeck).filter((c) => inGame('imperium', c)),
  ); // rules 002 MISE EN PLACE C²
  state.imperiumRow = state.imperiumDeck.slice(0, 5);
  state.imperiumDeck = state.imperiumDeck.slice(5);
  // rules 002 MISE EN PLACE D: leaders chosen (options), dealt at random, or picked by each seat (a frame).
  const dealt: (LeaderId | null)[] = [];
  for (let seat = 0; seat < seatCount; seat++) {
    let leader: LeaderId | null = fixedLeader(seat) ?? options.leaders?.[freeSeats.indexOf(seat)] ?? null;
    if (!leader && options.leaderSelection === 'draw')
      leader = state.leaderPool[randomInt(state.rng, state.leaderPool.length)]!;
    if (leader) state.leaderPool = state.leaderPool.filter((l) => l !== leader);
    dealt.push(leader);
  }
  state.players = dealt.map((leader) => newPlayer(state, leader));
  if (edition.startingDeck)
    state.players.forEach((p, seat) => {
      const deck = edition.startingDeck?.(seatCount, seat);
      if (deck) p.deck = shuffleInPlace(state.rng, deck);
    });
  if (edition.setupRivals) edition.setupRivals(state);
  else if (seatCount === 2) addTwoPlayerRival(state);
  state.firstPlayer = randomInt(state.rng, seatCount); // rules 002 MISE EN PLACE H
  if (seatCount === 1 && !edition.setupRivals)
    addSoloRivals(state, (allowed) => {
      const pool = state.leaderPool.filter(allowed);
      const leader = pool[randomInt(state.rng, pool.length)]!;
      state.leaderPool = state.leaderPool.filter((l) => l !== leader);
      return leader;
    });
  state.current = state.firstPlayer;
  for (const module of edition.modules) module.setup?.(state);
  return state;
}
