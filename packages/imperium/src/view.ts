import type { Outcome, Seat } from '@arrakis/engine';
import type { ConflictCardId } from './data/conflicts.ts';
import type { HagalCardId, HagalDifficultyId } from './data/hagal.ts';
import type { IntrigueCardId } from './data/intrigues.ts';
import type { LeaderId } from './data/leaders.ts';
import type { ConflictLevel } from './dsl/content.ts';
import { conflictIn, type EditionId } from './edition.ts';
import { contentOf } from './editions/index.ts';
import type { Faction } from './dsl/primitives.ts';
import type { Frame } from './frames.ts';
import { hasHook } from './leaders.ts';
import type { ImperiumOptions } from './options.ts';
import type {
  BoardState,
  CardId,
  ImperiumState,
  Phase,
  PlayerState,
  Troops,
  TurnState,
  UprisingPieces,
} from './state.ts';
import { strength } from './troops.ts';

export interface PlayerView {
  readonly seat: Seat;
  readonly leader: LeaderId | null;
  readonly handCount: number;
  /** Only to its owner. */
  readonly hand: readonly CardId[] | null;
  readonly intrigueCount: number;
  /** Only to its owner (rules 002 CARTES INTRIGUE: "face cachée"). */
  readonly intrigues: readonly IntrigueCardId[] | null;
  /** The count, never the order. */
  readonly deckCount: number;
  /**
   * The deck and hand together, sorted: public by counting, since every card entering or leaving them is shown
   * (starting deck, acquisitions, discards, trashes, reveals); only where each card is, and the order, are not.
   */
  readonly deckAndHand: readonly CardId[];
  /**
   * The top card of the deck, to its owner when Paul's Prescience or a Poison Snooper lets them look (rules 002
   * CLARIFICATIONS: nothing when the deck is empty).
   */
  readonly topOfDeck: CardId | null;
  readonly discard: readonly CardId[];
  readonly inPlay: readonly CardId[];
  readonly revealed: readonly CardId[];
  readonly solari: number;
  readonly spice: number;
  readonly water: number;
  readonly troops: Troops;
  readonly influence: Readonly<Record<Faction, number>>;
  readonly victoryPoints: number;
  readonly agents: number;
  readonly agentsLeft: number;
  readonly swordmaster: boolean;
  readonly highCouncil: boolean;
  readonly persuasion: number;
  readonly swords: number;
  readonly strength: number;
  readonly revealedThisRound: boolean;
  readonly acquireToTop: boolean;
  readonly discounts: PlayerState['discounts'];
  readonly setAside: PlayerState['setAside'];
  /** The Baron's tokens: to him only; others only see whether they are still hidden. */
  readonly masterstroke: readonly Faction[] | null;
  readonly masterstrokeHidden: boolean;
}

export interface ImperiumView {
  readonly seat: Seat | null;
  /** The edition played (public: it names the content); absent for the 2020 game, as in the state. */
  readonly edition?: EditionId;
  /** The table's options (a lobby's public choices) and number of seats (House Hagal's Rivals excluded). */
  readonly options: ImperiumOptions;
  readonly seatCount: number;
  readonly phase: Phase;
  readonly stage: string;
  readonly round: number;
  readonly firstPlayer: Seat;
  readonly current: Seat;
  readonly turn: TurnState | null;
  readonly players: readonly PlayerView[];
  readonly board: BoardState;
  readonly conflict: ConflictCardId | null;
  /** Card backs show the level (rules 002 MISE EN PLACE B): the levels, top first, never the cards. */
  readonly conflictDeckLevels: readonly ConflictLevel[];
  readonly conflictDiscard: readonly ConflictCardId[];
  readonly imperiumRow: readonly CardId[];
  readonly imperiumDeckCount: number;
  readonly reserve: ImperiumState['reserve'];
  readonly trash: readonly CardId[];
  readonly intrigueDeckCount: number;
  readonly intrigueDiscard: readonly IntrigueCardId[];
  readonly alliances: ImperiumState['alliances'];
  readonly leaderPool: readonly LeaderId[];
  /** House Hagal in a 2-player game: the seat it holds in `players`, its deck's size, its revealed cards. */
  readonly houseHagal: {
    readonly mode: 'twoPlayer' | 'solo';
    readonly seats: readonly Seat[];
    /** Solo only (rules 002 PARTIE SOLO, "Difficulté"). */
    readonly difficulty: HagalDifficultyId | null;
    readonly deckCount: number;
    readonly discard: readonly HagalCardId[];
  } | null;
  /** Uprising's pieces, all public; absent in the 2020 game. */
  readonly uprising?: UprisingPieces;
  /** Every pending frame, bottom first: none holds a secret. */
  readonly stack: readonly Frame[];
  readonly result: Outcome | null;
}

function playerView(state: ImperiumState, p: PlayerState, seat: Seat, viewer: Seat | null): PlayerView {
  const own = viewer === seat;
  const top = state.stack[state.stack.length - 1];
  const looking = hasHook(state, seat, 'prescience') || (top?.kind === 'inspectTop' && top.seat === seat);
  return {
    seat,
    leader: p.leader,
    handCount: p.hand.length,
    hand: own ? [...p.hand] : null,
    intrigueCount: p.intrigues.length,
    intrigues: own ? [...p.intrigues] : null,
    deckCount: p.deck.length,
    deckAndHand: [...p.deck, ...p.hand].sort(),
    topOfDeck: own && looking ? (p.deck[0] ?? null) : null,
    discard: [...p.discard],
    inPlay: [...p.inPlay],
    revealed: [...p.revealed],
    solari: p.solari,
    spice: p.spice,
    water: p.water,
    troops: { ...p.troops },
    influence: { ...p.influence },
    victoryPoints: p.victoryPoints,
    agents: p.agents,
    agentsLeft: p.agentsLeft,
    swordmaster: p.swordmaster,
    highCouncil: p.highCouncil,
    persuasion: p.persuasion,
    swords: p.swords,
    strength: strength(state, seat),
    revealedThisRound: p.revealedThisRound,
    acquireToTop: p.acquireToTop,
    discounts: { ...p.discounts },
    setAside: p.setAside,
    masterstroke: own ? p.masterstroke : null,
    masterstrokeHidden: p.masterstroke !== null,
  };
}

/** What `seat` may know (ARCHITECTURE §2 "Secrets"); `null` is a spectator. */
export function imperiumView(state: ImperiumState, seat: Seat | null): ImperiumView {
  const content = contentOf(state);
  return {
    seat,
    ...(state.edition ? { edition: state.edition } : {}),
    options: state.options,
    seatCount: state.seatCount,
    phase: state.phase,
    stage: state.stage,
    round: state.round,
    firstPlayer: state.firstPlayer,
    current: state.current,
    turn: state.turn,
    players: state.players.map((p, s) => playerView(state, p, s, seat)),
    board: state.board,
    conflict: state.conflict,
    conflictDeckLevels: state.conflictDeck.map((c) => conflictIn(content, c).level),
    conflictDiscard: state.conflictDiscard,
    imperiumRow: state.imperiumRow,
    imperiumDeckCount: state.imperiumDeck.length,
    reserve: state.reserve,
    trash: state.trash,
    intrigueDeckCount: state.intrigueDeck.length,
    intrigueDiscard: state.intrigueDiscard,
    alliances: state.alliances,
    leaderPool: state.leaderPool,
    houseHagal: state.houseHagal
      ? {
          mode: state.houseHagal.mode,
          seats: state.houseHagal.seats,
          difficulty: state.houseHagal.difficulty,
          deckCount: state.houseHagal.deck.length,
          discard: state.houseHagal.discard,
        }
      : null,
    ...(state.uprising ? { uprising: state.uprising } : {}),
    stack: state.stack,
    result: state.result,
  };
}
