import type { Outcome, Seat } from '@arrakis/engine';
import type { HagalDifficultyId } from './data/hagal.ts';
import type { RivalId } from './editions/uprising/rivals.ts';
import type { AnyIds, BaseIds, EditionIds } from './ids.ts';
import type { ConflictLevel } from './dsl/content.ts';
import { conflictIn, type EditionId } from './edition.ts';
import { contentOf } from './editions/index.ts';
import type { Faction } from './dsl/primitives.ts';
import type { Frame } from './frames.ts';
import { top as topFrame } from './effects/stack.ts';
import { hasHook } from './leaders.ts';
import type { ImperiumOptions } from './options.ts';
import type {
  BoardState,
  CardId,
  ChoamPieces,
  EngineState,
  ImperiumState,
  Phase,
  PlayerState,
  Troops,
  TurnState,
  UprisingPieces,
} from './state.ts';
import { strength } from './troops.ts';

/** The CHOAM contracts as everyone sees them: the deck face down, its size only (rules 004 "Module CHOM"). */
export type ChoamView = Omit<ChoamPieces, 'deck'> & { readonly deckCount: number };
export type UprisingPiecesView = Omit<UprisingPieces, 'choam'> & { readonly choam?: ChoamView };

function uprisingView(pieces: UprisingPieces): UprisingPiecesView {
  const { choam, ...rest } = pieces;
  if (!choam) return rest;
  const { deck, ...shown } = choam;
  return { ...rest, choam: { ...shown, deckCount: deck.length } };
}

export interface PlayerView<I extends EditionIds = BaseIds> {
  readonly seat: Seat;
  readonly leader: I['leader'] | null;
  readonly handCount: number;
  /** Only to its owner. */
  readonly hand: readonly CardId[] | null;
  readonly intrigueCount: number;
  /** Only to its owner (rules 002 CARTES INTRIGUE: "face cachée"). */
  readonly intrigues: readonly I['intrigue'][] | null;
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
  readonly discounts: PlayerState<I>['discounts'];
  readonly setAside: PlayerState['setAside'];
  /** The Baron's tokens: to him only; others only see whether they are still hidden. */
  readonly masterstroke: readonly Faction[] | null;
  readonly masterstrokeHidden: boolean;
}

export interface ImperiumView<I extends EditionIds = BaseIds> {
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
  readonly players: readonly PlayerView<I>[];
  readonly board: BoardState;
  readonly conflict: I['conflict'] | null;
  /** Card backs show the level (rules 002 MISE EN PLACE B): the levels, top first, never the cards. */
  readonly conflictDeckLevels: readonly ConflictLevel[];
  readonly conflictDiscard: readonly I['conflict'][];
  readonly imperiumRow: readonly CardId[];
  readonly imperiumDeckCount: number;
  readonly reserve: ImperiumState<I>['reserve'];
  readonly trash: readonly CardId[];
  readonly intrigueDeckCount: number;
  readonly intrigueDiscard: readonly I['intrigue'][];
  readonly alliances: ImperiumState['alliances'];
  readonly leaderPool: readonly I['leader'][];
  /** House Hagal in a 2-player game: the seat it holds in `players`, its deck's size, its revealed cards. */
  readonly houseHagal: {
    readonly mode: 'twoPlayer' | 'solo';
    readonly seats: readonly Seat[];
    /** Solo only (rules 002 PARTIE SOLO, "Difficulté"). */
    readonly difficulty: HagalDifficultyId | null;
    readonly deckCount: number;
    readonly discard: readonly I['hagal'][];
    /** Uprising: the Rival card of each seat (public). */
    readonly rivals?: readonly RivalId[];
  } | null;
  /** Uprising's pieces, public but the CHOAM contract deck's order (its size only); absent in the 2020 game. */
  readonly uprising?: UprisingPiecesView;
  /** Every pending frame, bottom first: none holds a secret. */
  readonly stack: readonly Frame[];
  readonly result: Outcome | null;
}

function playerView(state: EngineState, p: PlayerState<AnyIds>, seat: Seat, viewer: Seat | null): PlayerView<AnyIds> {
  const own = viewer === seat;
  const top = topFrame(state);
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
/** The view the engine's rules and determinization work on, with every edition's ids. */
export type EngineView = ImperiumView<AnyIds>;

export function imperiumView(state: EngineState, seat: Seat | null): EngineView {
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
          ...(state.houseHagal.rivals ? { rivals: state.houseHagal.rivals } : {}),
        }
      : null,
    ...(state.uprising ? { uprising: uprisingView(state.uprising) } : {}),
    stack: state.stack,
    result: state.result,
  };
}
