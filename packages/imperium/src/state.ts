import type { Outcome, RngState, Seat } from '@arrakis/engine';
import type { HagalDifficultyId } from './data/hagal.ts';
import type { AgentIcon, Faction } from './dsl/primitives.ts';
import type {
  AnyIds,
  BaseIds,
  BoardControlSpaceId as ControlSpaceId,
  BoardSpaceId as SpaceId,
  EditionIds,
} from './ids.ts';
import type { ObservationPostId } from './dsl/uprising.ts';
import type { EditionId } from './edition.ts';
import type { Effect } from './dsl/effect.ts';
import type { RivalId } from './editions/uprising/rivals.ts';
import type { EffectContext, Frame } from './frames.ts';
import type { ImperiumOptions } from './options.ts';

/**
 * The version of the rules as the engine plays them. Bump it with any change to the shape of actions or to what a
 * replay of a stored log gives (test/records holds games that must replay to their recorded hash): the server
 * stores it with each match and refuses to replay a match of a version it does not list (docs/architecture.md).
 */
export const ENGINE_VERSION = 2;

/** The five phases of a round (rules 002 STRUCTURE D'UNE MANCHE), the setup before and the end after. */
export type Phase = 'setup' | 'roundStart' | 'playerTurns' | 'combat' | 'makers' | 'recall' | 'endgame' | 'over';

/** A player card id: a starter, reserve or Imperium deck card (copies are repeated ids). */
export type CardId = string;

/** Where a player's troop cubes are (rules 002 MISE EN PLACE G5: 12 troops per colour). */
export interface Troops {
  supply: number;
  garrison: number;
  conflict: number;
}

export interface PlayerState<I extends EditionIds = BaseIds> {
  leader: I['leader'] | null;
  /** Index 0 is the top card. Hidden order, hidden from everyone (Paul sees the top, rules 002 CLARIFICATIONS). */
  deck: readonly CardId[];
  hand: CardId[];
  /** Face up (rules 002 DECKBUILDING). */
  discard: readonly CardId[];
  /** Played on this round's Agent turns (rules 002 "En jeu"). */
  inPlay: CardId[];
  /** Revealed on this round's Reveal turn, until cleanup. */
  revealed: CardId[];
  intrigues: readonly I['intrigue'][];
  solari: number;
  spice: number;
  water: number;
  troops: Troops;
  /** A record the rules replace (`changeInfluence`), shared by `apply`'s copy: never written in place. */
  influence: Readonly<Record<Faction, number>>;
  victoryPoints: number;
  /** Agents owned: 2, or 3 with the Swordmaster (rules 002 AGENTS). */
  agents: number;
  /** Agents (and the Mentat) on the leader, ready for an Agent turn. */
  agentsLeft: number;
  swordmaster: boolean;
  highCouncil: boolean;
  /** Persuasion gained this round, spent on the Reveal turn (rules 002 Acquérir des Cartes). */
  persuasion: number;
  /** Swords counted in this round's Combat (rules 002 AJUSTEMENT DE LA FORCE). */
  swords: number;
  /** This round's Reveal turn is done: the player passes until the Combat (rules 002 PHASE 2). */
  revealedThisRound: boolean;
  /** Recruitment Mission: cards acquired this round may go on top of the deck. */
  acquireToTop: boolean;
  /** Reserve cards cheaper this turn (Guild Bankers); replaced, never written in place, like `influence`. */
  discounts: Readonly<Partial<Record<I['reservePile'], number>>>;
  /** Helena's signet: an Imperium row card only she may acquire this round, for `discount` less. */
  setAside: { card: CardId; discount: number } | null;
  /** Baron's Masterstroke: the two secret Faction tokens (rules 002 CLARIFICATIONS), null once revealed or unused. */
  masterstroke: Faction[] | null;
}

/** The turn being played (rules 002 TOUR AGENT, TOUR RÉVÉLATION). */
export interface TurnState {
  seat: Seat;
  kind: 'undecided' | 'agent' | 'reveal';
  /** What is left to do once the effects on the stack are resolved. */
  stage: 'choose' | 'effects' | 'deploy' | 'plots' | 'acquire' | 'masterstroke' | 'done';
  card: CardId | null;
  space: SpaceId | null;
  /** Troops recruited this turn that may follow an Agent to a combat space (rules 002 TOUR AGENT (SUITE)). */
  recruited: number;
  /** Units deployed to the Conflict this turn: troops (Baron's Masterstroke), and Uprising's sandworms (Distraction). */
  deployed: number;
  /** Infiltrate: opponents' Agents do not block the next Agent sent this turn. */
  infiltrate: boolean;
  /** Dispatch an Envoy: icons added to the card played this turn. */
  extraIcons: AgentIcon[];
  /** Base spice of the Maker space harvested this turn (Carryall). */
  harvestBase: number;
  /** An action was taken this turn (Bindu Suspension must come first). */
  acted: boolean;
  /** Bindu Suspension ended the turn: no Agent is sent. */
  ended: boolean;
  /** What Uprising's cards ask about this turn (rules 004); created when first needed, absent in the 2020 game. */
  uprising?: UprisingTurn;
}

/** What happened this turn that Uprising's conditions read (rules 004; `editions/uprising/turnMemory.ts`). */
export interface UprisingTurn {
  /** A Spy of the seat was recalled this turn, for any reason (Imperial Spymaster, Strike Fleet…). */
  recalledSpy: boolean;
  /** The post whose Spy was recalled to infiltrate: it cannot also gather intelligence (facts §2.4). */
  infiltratedFrom: ObservationPostId | null;
  /** Where the last Spy placed this turn went (Staban Tuek's signet). */
  lastSpyPost: ObservationPostId | null;
  /** Cards discarded from the hand this turn, in order (Guild Envoy: "if it is a Spacing Guild card"). */
  discarded: CardId[];
  /** Cards acquired this turn (Guild Spy: "if you acquired The Spice Must Flow this turn"). */
  acquired: CardId[];
  /** Effects waiting for an acquisition later this Reveal turn (Guild Spy's, resolved before the seat buys). */
  whenAcquired: { card: CardId; effects: Effect[]; ctx: EffectContext }[];
  /** Spice gained this turn (Leverage; the CHOAM harvest contracts). */
  spiceGained: number;
  /** Sardaukar Coordination: troops recruited this turn may be deployed wherever the Agent went. */
  recruitedMayDeploy: boolean;
  /** Shaddam's signet: no unit is deployed to the Conflict this turn (rules 004 FAQ). */
  noDeploy: boolean;
  /** The contracts the seat held when its Agent was sent this turn (rules 004 "Contrats CHOM"). */
  contractsAtAgent: string[];
}

export interface BoardState {
  /** The Agents on each space, by seat; a space may hold more than one with Infiltrate or Helena. */
  agents: Partial<Record<SpaceId, readonly Seat[]>>;
  /** Bonus spice on the Maker spaces (rules 002 PHASE 4 : FAISEURS). */
  bonusSpice: Partial<Record<SpaceId, number>>;
  control: Partial<Record<ControlSpaceId, Seat | null>>;
  /** The Voice: spaces opponents of `by` may not visit until `by`'s next turn (rules 002 CLARIFICATIONS). */
  blocked: { space: SpaceId; by: Seat }[];
  /**
   * The Mentat: on its space (`holder` null), or with a player; `keep` when it is a Conflict reward kept for the
   * next round (rules 002 GUIDE DES ICÔNES "Mentat").
   */
  mentat: { holder: Seat | null; keep: boolean };
}

export interface ImperiumState<I extends EditionIds = BaseIds> {
  readonly game: 'imperium';
  /**
   * The edition played: its content and rule modules are looked up by this id (`editions/index.ts`). Absent for
   * the 2020 game, so that its states, and the hashes of the games stored before editions, are unchanged.
   */
  readonly edition?: EditionId;
  options: ImperiumOptions;
  seatCount: number;
  rng: RngState;
  phase: Phase;
  /** Progress inside the phase. */
  stage: string;
  round: number;
  firstPlayer: Seat;
  /** Whose turn it is in the player turns phase. */
  current: Seat;
  turn: TurnState | null;
  /** The human seats, then House Hagal in a 2-player game. */
  players: PlayerState<I>[];
  board: BoardState;
  /** Index 0 is the top (rules 002 MISE EN PLACE B). */
  conflictDeck: readonly I['conflict'][];
  conflict: I['conflict'] | null;
  conflictDiscard: readonly I['conflict'][];
  imperiumDeck: readonly CardId[];
  imperiumRow: CardId[];
  /** The reserve piles' counts, replaced at each change (never written in place): shared by `apply`'s copy. */
  reserve: Readonly<I['reserve']>;
  /** Trashed cards, back in the box (rules 002 GUIDE DES ICÔNES "Détruisez"). */
  trash: readonly CardId[];
  intrigueDeck: I['intrigue'][];
  intrigueDiscard: readonly I['intrigue'][];
  alliances: Record<Faction, Seat | null>;
  /** Leaders not in play, face down. */
  leaderPool: I['leader'][];
  /** House Hagal, the Rival of a 2-player game (rules 002 CARTES DE LA MAISON HAGAL); null with 3–4 players. */
  houseHagal: HouseHagalState<I> | null;
  /** Uprising's pieces (rules 004), set up by its rule modules; absent in the 2020 game. */
  uprising?: UprisingPieces;
  stack: Frame[];
  result: Outcome | null;
}

/**
 * The state the engine's rules work on, with every edition's ids. The 2020 game's `ImperiumState` (the default ids) is one
 * of them, so its states pass where an `EngineState` is expected.
 */
export type EngineState = ImperiumState<AnyIds>;
export type EnginePlayerState = PlayerState<AnyIds>;

/** Uprising's pieces on the table (rules 004): all public. Arrays are indexed by seat, Rivals included. */
export interface UprisingPieces {
  /** The Shield Wall stands (rules 004 MISE EN PLACE) until someone destroys it ("Bouclier brisé"). */
  shieldWall: boolean;
  /** Maker Hooks, kept for the game once taken (rules 004 "Ver des Sables"). */
  makerHooks: boolean[];
  /** Sandworms in the Conflict: +3 strength each; back to the bank after the Combat (rules 004 III. Combat). */
  sandworms: number[];
  /**
   * Spies on observation posts, by post id (rules 004 "Placer un Espion"): one a post, except where an effect lets
   * a Spy share one (Double Agent).
   */
  spies: { post: ObservationPostId; seat: Seat }[];
  /** Spies in each seat's supply: 3 at setup (rules 004 MISE EN PLACE "3 jetons Espion"). */
  spySupply: number[];
  /** Intrigue cards trashed to pay a cost (Branching Path): out of the game, never reshuffled. */
  trashedIntrigues?: string[];
  /** Call to Arms: effects each seat gains each time it acquires a card on its Reveal turn this round. */
  whenAcquiring?: { seat: Seat; effects: Effect[] }[];
  /** The CHOAM module (rules 004 MISE EN PLACE "Module CHOM"); absent without it. */
  choam?: ChoamPieces;
  /**
   * The Objective and Conflict cards each seat holds, by seat, Rivals included (rules 004 MISE EN PLACE "Paquet
   * Objectif", III. Combat): face up until paired for 1 VP.
   */
  battleCards?: BattleCardHeld[][];
  /** Lady Jessica's Memories: troops moved from the supply to the Bene Gesserit area, by seat (rules 004). */
  memories?: number[];
  /** Feyd-Rautha's Training track: steps his token moved right from the left end, by seat (rules 004 FAQ). */
  training?: number[];
  /**
   * When each seat last took a Reveal turn, by seat: the round times 10 plus how many seats had revealed before it
   * that round; 0 for never (Rivals). The last tie-breaker (rules 004 FAQ: "most recently took a Reveal turn").
   */
  lastReveal?: number[];
  /** The six-player team game (facts uprising-rules.md §1); absent with 1–4 players. */
  six?: SixPlayers;
}

/**
 * The two teams of the six-player game (facts uprising-rules.md §1.2–1.5), all public. Team 0 is Muad'Dib's, team
 * 1 Shaddam's; `commanders[t]` and `allies[t]` are seats.
 */
export interface SixPlayers {
  readonly commanders: readonly [Seat, Seat];
  readonly allies: readonly [readonly [Seat, Seat], readonly [Seat, Seat]];
  /**
   * The Ally each Commander activated last: it receives the Commander's units, swords and main-track influence
   * (a Commander that has revealed keeps its swords until it chooses).
   */
  activated: [Seat, Seat];
  /** Allies a Commander's arrow-marked Agents activated this round (each arrow once a round). */
  arrowsUsed: [Seat[], Seat[]];
  /** Whether a Commander used its two-arrow Swordmaster Agent this round. */
  swordmasterUsed: [boolean, boolean];
  /** Each Commander's personal Influence track: Fremen for Muad'Dib, Emperor for Shaddam. */
  tracks: [number, number];
  /** Whether each Commander holds its personal board's Alliance token. */
  alliance: [boolean, boolean];
  /** Allies who conceded a tie with a teammate in this Combat: each takes the next place (facts §1.7). */
  conceded: Seat[];
  /** The round each seat gained its Swordmaster (its Agent goes back to the box after it); 0 for none. */
  swordmasterRound: number[];
}

/** An Objective or won Conflict card in a seat's supply (rules 004 III. Combat). */
export interface BattleCardHeld {
  readonly kind: 'objective' | 'conflict';
  readonly id: string;
  faceUp: boolean;
}

/** The contracts of the CHOAM module (rules 004 "Contrats CHOM"); ids of `UPRISING_CONTRACTS`. */
export interface ChoamPieces {
  /** Face down, index 0 on top: hidden order (views show the count only). */
  deck: string[];
  /** The face-up contracts under the Landsraad Council, at most 2. */
  faceUp: string[];
  /** The Sardaukar contracts, set aside for Shaddam Corrino IV alone (rules 004 LISTE DES DIRIGEANTS). */
  setAside: string[];
  /** Contracts taken and not completed, face up, by seat. */
  held: string[][];
  /** Completed contracts, face down, by seat (some cards count them). */
  completed: string[][];
}

/**
 * The Rivals sit in `players` after the human seats, at the indexes `seats`; they never decide anything. In a
 * 2-player game the one Rival has troops, influence and Agents but no cards, resources or VP (rules 002 PARTIES À
 * DEUX JOUEURS); in solo the two Rivals also gain resources, Intrigues and VP (PARTIE SOLO).
 */
export interface HouseHagalState<I extends EditionIds = BaseIds> {
  mode: 'twoPlayer' | 'solo';
  seats: number[];
  /** Solo only (rules 002 PARTIE SOLO, "Difficulté"). */
  difficulty: HagalDifficultyId | null;
  /** Index 0 is the top; hidden order. */
  deck: I['hagal'][];
  /** Revealed cards, face up. */
  discard: I['hagal'][];
  /** Uprising only: the Rival card of each of `seats`, in order (rules 004 LISTE DES RIVAUX); absent in 2020. */
  rivals?: RivalId[];
}
