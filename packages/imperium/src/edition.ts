import type { GameId, Seat } from '@arrakis/engine';
import type { ActionOf, EngineAction } from './actions.ts';
import type { SendableCheck } from './phases/agentTurn.ts';
import type {
  BoardSpace,
  ConflictCard,
  ConflictLevel,
  FactionTrack,
  ImperiumCard,
  IntrigueCard,
  Leader,
} from './dsl/content.ts';
import type { Cost } from './dsl/cost.ts';
import type { Effect, ModuleEffect } from './dsl/effect.ts';
import type { Faction, Resource } from './dsl/primitives.ts';
import type {
  AnyConflictId as ConflictCardId,
  AnyHagalCardId,
  AnyIntrigueId as IntrigueCardId,
  AnyLeaderId as LeaderId,
  BoardControlSpaceId as ControlSpaceId,
  BoardSpaceId as SpaceId,
  ReservePileId as ReserveCardId,
} from './ids.ts';
import type { UprisingLeader } from './editions/uprising/types.ts';
import type { EventLog } from './events.ts';
import type { ImperiumOptions } from './options.ts';
import type { EffectContext } from './frames.ts';
import type { CardId, EngineState, HouseHagalState } from './state.ts';

/** The editions one Imperium engine plays; a state records its own (plain JSON, the content is looked up). */
export type EditionId = 'base' | 'uprising' | 'uprisingSix';

/** A leader of either edition: Uprising's have their own kinds of ability (rules 004 LISTE DES DIRIGEANTS). */
export type AnyLeader = Leader | UprisingLeader;

/**
 * Everything printed that an edition brings: the core reads content only through it, so two editions may reuse an
 * id (a starter card, a space) with different data. Records are keyed by id; lists keep the printed order.
 */
export interface ContentSet {
  readonly starterDeck: Readonly<Record<string, ImperiumCard>>;
  readonly reserve: Readonly<Record<string, ImperiumCard>>;
  /** Reserve piles persuasion can buy on a Reveal turn; the others come only from an effect (Foldspace). */
  readonly buyableReserve: readonly ReserveCardId[];
  readonly imperiumDeck: Readonly<Record<string, ImperiumCard>>;
  /** Starter, reserve and Imperium cards together: a player card id names one of them. */
  readonly playerCards: Readonly<Record<string, ImperiumCard>>;
  readonly intrigues: Readonly<Record<string, IntrigueCard>>;
  readonly conflicts: Readonly<Record<string, ConflictCard>>;
  /** How the Conflict deck is built, bottom first: `count` cards of each `level`. */
  readonly conflictDeckRecipe: readonly { readonly level: ConflictLevel; readonly count: number }[];
  readonly leaders: Readonly<Record<string, AnyLeader>>;
  readonly spaces: Readonly<Record<string, BoardSpace<SpaceId>>>;
  readonly spaceIds: readonly SpaceId[];
  readonly controlSpaces: readonly ControlSpaceId[];
  /** What a controller may do when a Conflict for its space is revealed. */
  readonly controlDefensiveBonus: readonly Effect[];
  /** Spaces gathering bonus spice in the Makers phase when no Agent is there. */
  readonly makerSpaces: readonly SpaceId[];
  /** The influence tracks, in board order: the core iterates these, never a fixed list of Factions. */
  readonly factions: readonly Faction[];
  readonly factionTracks: Readonly<Partial<Record<Faction, FactionTrack>>>;
}

/** What an effect moves that a six-player Commander's activated Ally receives (`RuleModule.unitsSeat`). */
export type UnitsKind = 'units' | 'swords' | 'influence';

/**
 * A rule an edition adds to the shared round. Every hook is optional; the core calls them at fixed points, in the
 * order of `Edition.modules`. Hooks mutate the state in place like the phases do.
 */
export interface RuleModule {
  readonly id: string;
  /** After the core setup (decks dealt, seats and Rivals placed), before the first round. */
  setup?(state: EngineState): void;
  /** The cost of sending an Agent to `space`, from the printed one (or a previous module's). */
  spaceCost?(state: EngineState, space: BoardSpace<string>, cost: readonly Cost[]): readonly Cost[];
  /** Extra Agent placements the seat may make now, beside the core's `sendAgent` actions. */
  agentOptions?(state: EngineState, seat: Seat, sendable: SendableCheck): EngineAction[];
  /**
   * Right after an Agent is placed and its space paid, before any effect resolves: a frame pushed here is decided
   * first (Uprising's infiltration and gathering intelligence).
   */
  agentPlaced?(state: EngineState, seat: Seat, action: ActionOf<'sendAgent'>, log: EventLog): void;
  /** How many troops the seat may deploy at the end of its Agent turn, from the core's `max`. */
  agentDeploy?(state: EngineState, seat: Seat, max: number): number;
  /** A card went from the seat's hand to its discard pile by an effect or a cost (not the Reveal cleanup). */
  cardDiscarded?(state: EngineState, seat: Seat, card: CardId, log: EventLog): void;
  /** A draw effect put `cards` into the seat's hand. */
  cardsDrawn?(state: EngineState, seat: Seat, cards: readonly CardId[], log: EventLog): void;
  /**
   * Whether the seat can fulfil `effects` (a choice's option, what an opponent undergoes), beside the core's test
   * of mandatory losses: false leaves the option out.
   */
  fulfillable?(state: EngineState, seat: Seat, effects: readonly Effect[]): boolean;
  /** The rewards `seat` takes for its Conflict `place`, from those the card gives (or a previous module). */
  conflictRewards?(
    state: EngineState,
    seat: Seat,
    place: 'first' | 'second' | 'third',
    rewards: readonly Effect[],
  ): readonly Effect[];
  /** Units in the Conflict besides troops (sandworms), and the strength they add (rules 004 "Force totale"). */
  conflictUnits?(state: EngineState, seat: Seat): { readonly count: number; readonly strength: number };
  /** In the Combat, after the Combat Intrigues, before the places are known: a frame pushed here is decided first. */
  beforeRewards?(state: EngineState, log: EventLog): void;
  /** Seats on whose behalf `seat` may play its Combat Intrigues, when they have troops in the Conflict. */
  intrigueBeneficiaries?(state: EngineState, seat: Seat): readonly Seat[];
  /** `seat` plays a Combat Intrigue on behalf of `beneficiary`: called before the card resolves. */
  playsIntrigueFor?(state: EngineState, seat: Seat, beneficiary: Seat, log: EventLog): void;
  /** The strength the seat's Conflict place is decided by, from its strength (a six-player Ally who concedes). */
  placeStrength?(state: EngineState, seat: Seat, strength: number): number;
  /** At the end of the Combat, when troops go back to the supply. */
  afterCombat?(state: EngineState, log: EventLog): void;
  /** In the Recall phase, once the game is known to go on, before Agents come back. */
  endOfRound?(state: EngineState, log: EventLog): void;
  /** When the game ends, before the final Intrigues and the scoring. */
  endgame?(state: EngineState, log: EventLog): void;
  /** Once every seat has its leader, before the first round (Staban Tuek's setup rule). */
  leadersChosen?(state: EngineState, log: EventLog): void;
  /**
   * When `seat` has placed an Agent on `space` and paid nothing yet: what a module pushes resolves after the space's
   * and the card's effects (contracts, leader abilities).
   */
  agentSent?(state: EngineState, seat: Seat, space: SpaceId, log: EventLog): void;
  /** When `seat` reveals its hand: what a module pushes resolves after the Reveal boxes (rules 004 leaders). */
  revealed?(state: EngineState, seat: Seat, log: EventLog): void;
  /** After `seat` gained `amount` (more than 0) of a resource from an effect or a harvest. */
  resourceGained?(state: EngineState, seat: Seat, resource: Resource, amount: number, log: EventLog): void;
  /** After `seat` acquired `card`, whatever the way (rules 004 "Acquérir L'épice doit couler"). */
  cardAcquired?(state: EngineState, seat: Seat, card: CardId, log: EventLog): void;
  /**
   * After `seat`'s influence with `faction` moved from `before` to `after`, Alliances settled by the core;
   * `allianceBefore`: who held the Faction's Alliance before the move.
   */
  influenceChanged?(
    state: EngineState,
    seat: Seat,
    move: { readonly faction: Faction; readonly before: number; readonly after: number },
    allianceBefore: Seat | null,
    log: EventLog,
  ): void;
  /** When the Combat's places are known: `winner` took first place alone, or null (rules 004 III. Combat). */
  conflictDecided?(state: EngineState, winner: Seat | null, log: EventLog): void;
  /** Whether a module gave the Conflict card to someone (Uprising's winner keeps it): then it is not discarded. */
  keepsConflict?(state: EngineState): boolean;
  /** When the game ends, after the final Intrigues, before the winners are known (Uprising's wild battle icon). */
  finalScoring?(state: EngineState, log: EventLog): void;
  /** A last tie-breaker after the core's (VP, then the resources): the higher value wins (Uprising's FAQ). */
  tieBreak?(state: EngineState, seat: Seat): number;
  /**
   * The seat's whole ranking at the end, in place of the core's standing and every tie-breaker: the first module
   * that has it decides (the six-player game ranks teams).
   */
  standing?(state: EngineState, seat: Seat): number[];
  /**
   * Whose units, swords and main-track influence an effect of `seat` moves: the seat itself, or another (a
   * six-player Commander's activated Ally).
   */
  unitsSeat?(state: EngineState, seat: Seat, what: UnitsKind): Seat;
  /** The seat's influence with `faction` for requirements and conditions, when it is not its own cube's. */
  influenceOf?(state: EngineState, seat: Seat, faction: Faction): number | undefined;
  /** Whether the seat may not send an Agent to `space` at all (a six-player Commander's own board). */
  barsSpace?(state: EngineState, seat: Seat, space: SpaceId): boolean;
  /**
   * Resolves an effect of a kind the core leaves to modules (spies, sandworms, the Shield Wall, contracts);
   * returns false when this module does not own that kind.
   */
  resolve?(state: EngineState, seat: Seat, effect: ModuleEffect, ctx: EffectContext, log: EventLog): boolean;
}

/**
 * How an edition's Rivals play (rules 002 CARTES DE LA MAISON HAGAL; rules 004 JEU SOLO – DÉTAIL): the core asks
 * at fixed points (an Agent turn, the start of the Combat, a reward, an opponent's effect, after each automatic
 * step); the 2020 game's House Hagal (`houseHagal.ts`) and Uprising's Rivals each implement it.
 */
export interface RivalRules {
  /**
   * Whether a Rival of this mode takes turns in the rotation and gains what it earns, like a player (2020: solo
   * only; its two-player House Hagal acts after the First Player's turns and takes no reward).
   */
  playsAsPlayer(mode: HouseHagalState['mode']): boolean;
  /** Every card of the mode's deck, before shuffling (determinization rebuilds the unseen deck from it). */
  deck(mode: HouseHagalState['mode']): AnyHagalCardId[];
  /** One Agent turn of the Rival at `seat`, from its deck. */
  agentTurn(state: EngineState, seat: Seat, log: EventLog): void;
  /** At the start of the Combat, before the players' Combat Intrigues: the Rivals' swords. */
  combatSwords(state: EngineState, log: EventLog): void;
  /** What a Rival that plays as a player takes: its Conflict reward (after the modules'), a control bonus. */
  gains(state: EngineState, seat: Seat, effects: readonly Effect[], log: EventLog): void;
  /** Whether the Rival can make an optional payment (a `pay` arrow or another edition's) now. */
  canPay(state: EngineState, seat: Seat, effect: Effect): boolean;
  /** Makes it, and gains what it buys: the player decided the Rival pays (rules 002 PARTIE SOLO, Choix). */
  pay(state: EngineState, seat: Seat, effect: Effect, log: EventLog): void;
  /** After each automatic step, even out of turn: what the Rivals buy with what they hold. */
  afterGains(state: EngineState, log: EventLog): void;
  /** What a card inflicts on a Rival as an opponent. */
  undergo(state: EngineState, seat: Seat, effects: readonly Effect[], log: EventLog): void;
  /** Who takes turns, in order, when it is not the seat order of the players and playing Rivals (else undefined). */
  rotation?(state: EngineState): Seat[] | undefined;
  /** Whether the seat may take the First Player marker when it passes (all may, without it). */
  mayBeFirstPlayer?(state: EngineState, seat: Seat): boolean;
  /** Whether the Rival scores VP (all do, without it; Uprising's Glossu Rabban and Lady Amber do not). */
  scores?(state: EngineState, seat: Seat): boolean;
  /** Whether the difficulty bars the player's Agent from a space (all are open, without it). */
  barsSpace?(state: EngineState, seat: Seat, space: SpaceId): boolean;
}

/** One configuration of the engine: its content, its rule modules and its seat range. */
export interface Edition {
  readonly id: EditionId;
  /** The `Game` id the engine is exposed under. */
  readonly gameId: GameId;
  readonly content: ContentSet;
  readonly modules: readonly RuleModule[];
  /** Human seats the edition is played with. */
  readonly seats: { readonly min: number; readonly max: number };
  /** Troop cubes per colour (rules 002 MISE EN PLACE G: 12; rules 004 MISE EN PLACE: 16). */
  readonly troopsPerPlayer: number;
  /** Options a setup does not give take these values (each the rulebook's choice). */
  readonly defaultOptions: ImperiumOptions;
  /**
   * Places the Rivals of a solo or two-player game, when the edition has its own (rules 004 JEU SOLO); without it,
   * the core places the 2020 game's House Hagal Rivals (rules 002 CARTES DE LA MAISON HAGAL).
   */
  setupRivals?(state: EngineState): void;
  /** How the Rivals of a solo or two-player game play. */
  readonly rivals: RivalRules;
  /**
   * Whether a card or leader of the content is in this game: an edition's modules may leave some out (Uprising's
   * CHOAM cards and Shaddam without the CHOAM module, rules 004 MISE EN PLACE). Everything is, without it.
   */
  inGame?(options: ImperiumOptions, kind: 'imperium' | 'intrigue' | 'leader', id: string): boolean;
  /**
   * A seat's starting deck when it is not the content's starter deck (a six-player Commander's), for setup and
   * for determinization; null or absent: the starter deck.
   */
  startingDeck?(seatCount: number, seat: Seat): CardId[] | null;
  /** The leader a seat always plays (a six-player Commander); `options.leaders` names the other seats', in order. */
  seatLeader?(seatCount: number, seat: Seat): LeaderId | null;
  /** Options this edition always plays with, whatever the setup asks (the six-player game's CHOAM module). */
  readonly fixedOptions?: Partial<ImperiumOptions>;
  /** The score each player starts with, by number of human seats. */
  startingVictoryPoints(seatCount: number): number;
  /** A Conflict's third reward is given when at least this many players (Rivals included) are at the table. */
  readonly thirdRewardFrom: number;
}

const moduleLists = new WeakMap<Edition, Map<keyof RuleModule, readonly RuleModule[]>>();
/** The last edition asked and its lists: a process plays one edition at a time, mostly. */
let lastEdition: Edition | null = null;
let lastLists: Map<keyof RuleModule, readonly RuleModule[]> | null = null;

/** The edition's modules that have `hook`, in the order of `modules`: for the hooks called in hot loops. */
export function modulesWith(edition: Edition, hook: keyof RuleModule): readonly RuleModule[] {
  const all = edition.modules;
  if (all.length === 0) return all;
  let byHook = edition === lastEdition ? lastLists : moduleLists.get(edition);
  if (!byHook) moduleLists.set(edition, (byHook = new Map()));
  lastEdition = edition;
  lastLists = byHook;
  let list = byHook.get(hook);
  if (!list) byHook.set(hook, (list = all.filter((m) => m[hook] !== undefined)));
  return list;
}

/**
 * Content records as Maps, built on first use (content never changes): one id looked up in records of many shapes
 * is a megamorphic property load, which missed V8's caches often enough to cost ~2% of a game.
 */
const lookups = new WeakMap<object, ReadonlyMap<string, unknown>>();

/** One kind of content's last record and its Map: a game looks everything up in one edition's content. */
interface Lookup<T> {
  readonly what: string;
  record: object | null;
  index: ReadonlyMap<string, T> | undefined;
}

function lookup<T>(what: string): Lookup<T> {
  return { what, record: null, index: undefined };
}

/** Lookups that throw on an unknown id: ids in a state come from its edition's data, so a miss is a bug. */
function found<T>(kind: Lookup<T>, record: Readonly<Record<string, T>>, id: string): T {
  let index = kind.record === record ? kind.index : undefined;
  if (!index) {
    index = lookups.get(record) as ReadonlyMap<string, T> | undefined;
    if (!index) lookups.set(record, (index = new Map(Object.entries(record))));
    kind.record = record;
    kind.index = index;
  }
  const data = index.get(id);
  if (data === undefined) throw new Error(`unknown ${kind.what} ${id}`);
  return data;
}

const CARD_LOOKUP = lookup<ImperiumCard>('card');
const INTRIGUE_LOOKUP = lookup<IntrigueCard>('Intrigue');
const CONFLICT_LOOKUP = lookup<ConflictCard>('Conflict');
const LEADER_LOOKUP = lookup<AnyLeader>('leader');
const SPACE_LOOKUP = lookup<BoardSpace<SpaceId>>('space');

export function playerCardIn(content: ContentSet, card: CardId): ImperiumCard {
  return found(CARD_LOOKUP, content.playerCards, card);
}

export function intrigueIn(content: ContentSet, card: IntrigueCardId): IntrigueCard {
  return found(INTRIGUE_LOOKUP, content.intrigues, card);
}

export function conflictIn(content: ContentSet, card: ConflictCardId): ConflictCard {
  return found(CONFLICT_LOOKUP, content.conflicts, card);
}

export function leaderIn(content: ContentSet, leader: LeaderId): AnyLeader {
  return found(LEADER_LOOKUP, content.leaders, leader);
}

export function spaceIn(content: ContentSet, space: SpaceId): BoardSpace<SpaceId> {
  return found(SPACE_LOOKUP, content.spaces, space);
}

export function trackIn(content: ContentSet, faction: Faction): FactionTrack {
  const track = content.factionTracks[faction];
  if (!track) throw new Error(`no ${faction} track`);
  return track;
}
