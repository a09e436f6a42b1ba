import type { RngState, Seat } from '@arrakis/engine';
import type { Faction } from './data/factions.ts';
import type { LeaderId } from './data/leaders.ts';
import type { SpiceCardId } from './data/spiceDeck.ts';
import type { TerritoryId } from './data/territories.ts';
import type { TreacheryCardId } from './data/treachery.ts';
import type { DuelCardId } from './data/duel.ts';
import type { ArenaCellId } from './data/arena.ts';
import type { DuneOptions } from './options.ts';
import type { Frame } from './frames.ts';
import type { TleilaxuState } from './variants/tleilaxu.ts';
import type { AccessCard, HarvestCard, TroopValue, AccessStronghold } from './data/harvest.ts';

/**
 * rules 000 §5: the six phases of a turn, with the setup before the first; rules 000 §16 (option `spiceHarvest`):
 * the spice-harvest prelude between the setup and the first turn.
 */
export type Phase =
  'setup' | 'harvest' | 'storm' | 'spiceBlow' | 'bidding' | 'movement' | 'battle' | 'collection' | 'over';

/** Forces of one faction in one territory, by sector (Polar Sink: sector -1). */
export type SectorForces = Record<string, number>;

export interface TerritoryState {
  /** Spice lies in the territory's spice sector (rules 000 §7.A.1). */
  spice: number;
  forces: Partial<Record<Faction, SectorForces>>;
}

/** 'ghola': taken from the tanks by the Tleilaxu with a ghola card (000 XXXVII), fighting for them. 'captured': held by the Harkonnen (rules 000 §15, annexe 5 Harkonnen 1), until used in a battle or killed. */
export type LeaderLocation = 'available' | 'tanks' | 'captured' | 'ghola';

export interface LeaderState {
  location: LeaderLocation;
  /** The territory where this leader fought this turn (rules 000 §10.C.8), or null. */
  usedIn: TerritoryId | null;
  /** How many times it came back from the tanks (rules 000 §9.D.5). */
  revivals: number;
}

export interface FactionState {
  readonly faction: Faction;
  readonly seat: Seat;
  spice: number;
  /** Off-planet reserves (rules 000 §3.E.4). */
  reserves: number;
  /** Forces in the Tleilaxu tanks. */
  tanks: number;
  hand: TreacheryCardId[];
  /** Leaders this faction may call as traitors (rules 000 §3.E.2, §10.D). Secret. */
  traitors: readonly LeaderId[];
  /** The four leaders drawn at setup before the traitor pick. Secret. */
  traitorDraw: readonly LeaderId[];
  leaders: Record<string, LeaderState>;
  /** Leader revival cycle open: all five were in the tanks at once (rules 000 §9.D.1). */
  leaderRevivalOpen: boolean;
  /** The turn a leader was last revived, so only one per turn (rules 000 §9.D.1). */
  leaderRevivedTurn: number;
}

export interface BiddingState {
  /** Cards up for auction, face down, in order (rules 000 §8.B). */
  cards: TreacheryCardId[];
  /** How many have been sold or otherwise settled. */
  index: number;
  /** Seats allowed to bid for the current card, in bidding order from the first player (rules 000 §8.B.2). */
  eligible: Seat[];
  /** Seat that opened the bidding for the current card (rules 000 §8.D). */
  opener: Seat;
  current: Seat;
  highBid: number;
  highBidder: Seat | null;
  /** Seats that passed since the last bid. */
  passed: Seat[];
  /** Karama used by the high bidder to buy without paying (annexe 4 Karama), set aside until outbid or used. */
  highBidKarama: boolean;
  karamaCard: TreacheryCardId | null;
  /** The Atreides saw the current card (annexe 3 Atreides 1). */
  atreidesSaw: boolean;
}

export interface BattlePlan {
  /** The tokens engaged: the number dialled on the wheel (rules 000 §10.B.1, §24.A.1). */
  dial: number;
  /**
   * rules 000 §24.A.1 (advanced battles): how many of the dialled tokens are paid for, 1 spice each, and fight at
   * full strength; the others count half. Always 0 without the option. The spice stays with the faction, set
   * aside (not free to spend, `freeSpice`), until the battle is resolved (rules 000 §24.A.2).
   */
  spice: number;
  leader: LeaderId | null;
  cheapHero: TreacheryCardId | null;
  weapon: TreacheryCardId | null;
  defense: TreacheryCardId | null;
  /**
   * rules 000 §15, annexe 5 Emperor 1 / Fremen 4 (extra powers): how many of the dialled tokens are starred
   * (Sardaukar, Fedaykin), each worth two. Absent = 0.
   */
  starred?: number;
  /** annexe 5 Atreides 1 (extra powers): the Kwisatz Haderach goes with the leader or cheap hero (+2). */
  kwisatzHaderach?: boolean;
}

export type VoiceCommand = {
  readonly mode: 'play' | 'notPlay';
  readonly target:
    'poisonWeapon' | 'projectileWeapon' | 'poisonDefense' | 'projectileDefense' | 'lasgun' | 'worthless' | 'cheapHero';
};

/**
 * What the Atreides see of the opponent's plan: one element (annexe 3 Atreides 3), or with a Karama the whole plan
 * (rules 000 §18, annexe 4 Karama B Atreides).
 */
export type PrescienceElement = 'leader' | 'weapon' | 'defense' | 'dial' | 'plan';

/**
 * rules 000 §18, annexe 4 Karama A: an extra power (§15) a Karama cancelled in this battle: the Kwisatz Haderach's
 * intervention, the Fedaykin's or the Sardaukar's superiority.
 */
export type BattlePrevention = 'kwisatzHaderach' | 'fedaykin' | 'sardaukar';

export interface BattleState {
  readonly territory: TerritoryId;
  readonly aggressor: Seat;
  readonly defender: Seat;
  voice: { readonly by: Seat; readonly against: Seat; readonly command: VoiceCommand } | null;
  prescience: {
    readonly by: Seat;
    readonly against: Seat;
    readonly element: PrescienceElement;
    /**
     * What the opponent's plan shows for that element (the whole plan for 'plan'), once it is committed; for the
     * asking side only.
     */
    answer?: string | number | BattlePlan | null;
    /** The fighter the answer helps (the Atreides or their ally). */
    side?: Seat;
  } | null;
  /** Secret until both are in (rules 000 §10.B.4). Keyed by seat. */
  plans: Record<string, BattlePlan>;
  revealed: boolean;
  traitorCalls: Record<string, boolean>;
  /** Public. Absent = none. */
  prevented?: BattlePrevention[];
}

export interface BattleRound {
  /** Seats in storm order: each in turn is the aggressor (rules 000 §10.A.3). */
  order: Seat[];
  aggressorIndex: number;
  current: BattleState | null;
  /** 000 XXXIII: territories settled by an agreement this phase (no battle there). Public; absent = none. */
  settled?: TerritoryId[];
  /** 000 XXXIII: territories where an agreement was refused: all there must fight. Public; absent = none. */
  refused?: TerritoryId[];
}

export interface ResidualPoison {
  readonly by: Seat;
  readonly target: Seat;
  /** The card placed face down: a real residual poison or a worthless bluff (annexe 4). Secret. */
  readonly card: TreacheryCardId;
  readonly ransom: number;
}

/** Where the current phase stands between decisions. */
export interface PhaseCursor {
  stage: string;
  /** Seats in the order the phase serves them (usually the storm order). */
  order: Seat[];
  index: number;
  /** Spice blow: a worm already appeared this phase (rules 000 §7.C), or for this pile (rules 000 §23.A.4). */
  wormSeen: boolean;
  /** Spice blow, first turn: worms set aside to be shuffled back (rules 000 §7.D). */
  setAside: SpiceCardId[];
  /** Movement: the spice card the Atreides looked at (annexe 3 Atreides 2), for their view. */
  peek?: SpiceCardId | null;
  /** The second card the Atreides looked at, with two spice piles (rules 000 §23, annexe 3 Atreides 2). */
  peek2?: SpiceCardId | null;
  /** Movement, annexe 5 Guild 1 (extra powers): the seat before whose turn the Guild last declined to move. */
  guildAsked?: Seat | null;
  /** Movement, rules 000 §18 (annexe 4 Karama A): a Karama holds the Guild to the normal order this phase. */
  guildInOrder?: true;
}

/**
 * A deal (rules 000 §13.C): the spice is exchanged by the engine when accepted, so that part binds; `terms` is
 * the promise announced aloud, recorded for everyone to see.
 */
/** rules 000 §15, annexe 5: where a faction's starred tokens are, a subset of its 20 (board, reserves, tanks). */
export interface StarredTokens {
  /** By location key `${territory}:${sector}`, never more than the faction's tokens there. */
  board: Record<string, number>;
  reserves: number;
  tanks: number;
  /** The turn a starred token was last revived: one a turn (annexe 5 Emperor 1, Fremen 4). */
  revivedTurn: number;
}

/**
 * rules 000 §15.B.5: the Bene Gesserit's declarations for the turn, made aloud (public). They are made at the start
 * of the movement phase and last until the next one.
 */
export interface CoexistenceState {
  /**
   * Territories declared this turn: those where the Bene Gesserit stood at the start of the movement phase, then
   * those they arrived in (§15.B.5) or sent an advisor to with a shipment (§15.B.3). Elsewhere coexistence is
   * presumed, and arriving there calls for a declaration.
   */
  declared: TerritoryId[];
  /** Of those, where they ended the peaceful coexistence: their tokens there are ordinary forces. */
  ended: TerritoryId[];
}

/** rules 000 §15 (extra powers, annexe 5); public: every piece it tracks is on the table. */
export interface ExtraPowersState {
  /** Sardaukar (Emperor, 5) and Fedaykin (Fremen, 3). */
  starred: Partial<Record<Faction, StarredTokens>>;
  /** annexe 5 Atreides 1: tokens the Atreides lost in battles (the counter 1–7 of the player aid), up to 7. */
  atreidesLosses: number;
  /** The Kwisatz Haderach: 'inactive' until 7 losses, then 'available'; 'tanks' once killed by an explosion. */
  kwisatzHaderach: 'inactive' | 'available' | 'tanks';
  /** annexe 5 Harkonnen 1: leaders the Harkonnen hold prisoner (their state says 'captured'). */
  captured: LeaderId[];
  /** annexe 5 Fremen 2: worms that have struck so far this game (the Fremen place those after the first). */
  worms: number;
  /** §15.B: the Bene Gesserit coexistence (empty without the Bene Gesserit). */
  coexistence: CoexistenceState;
}

/** rules 000 §16.B.3: the auction of the round's Access cards, face down, one at a time. */
export interface AccessAuction {
  /** The cards up for auction, in order; nobody has seen them (the Atreides may look at one). Secret. */
  cards: AccessCard[];
  index: number;
  /** Seat that opened the bidding for the current card (rules 000 §8.D). */
  opener: Seat;
  current: Seat;
  highBid: number;
  highBidder: Seat | null;
  /** Seats that passed since the last bid. */
  passed: Seat[];
  /** rules 000 §16.C.1: the card the Atreides examined this round (its index), or null. */
  peeked: number | null;
}

/** rules 000 §16: the spice-harvest prelude; absent without the option and once the normal game begins. */
export interface HarvestState {
  /** 1..5 (rules 000 §16.B). */
  round: number;
  /** The CHOAM Harvest Manager (Directeur du C.H.O.M.); null before the first is named. */
  manager: Seat | null;
  /** Face down, shuffled (rules 000 §16.A.1.c). Secret. */
  harvestDeck: HarvestCard[];
  /** Harvest cards revealed, in order. */
  harvestDiscard: HarvestCard[];
  /** The card(s) drawn this round: seen by the Manager alone until the vote (rules 000 §16.B.1.a, §16.C.3). */
  drawn: HarvestCard[];
  /** rules 000 §16.C.3: the price the Manager paid the Guild for a second card this round, or null. */
  guildPrice: number | null;
  /** The harvest the Manager announced this round, or null before the report. Public. */
  announced: number | null;
  /** Share cards dealt this round, by seat: each seen by its holder and the Manager (rules 000 §16.B.1.b). */
  shares: Record<string, number>;
  /** The Share cards not dealt, with the Manager (annexe 4: 30 cards, not shuffled). */
  shareSupply: number[];
  /** rules 000 §16.C.1: whose Share card the Atreides looked at this round (public), or null. */
  atreidesPeek: Seat | null;
  /** rules 000 §16.C.6: times the Harkonnen were caught lying as Manager (the first is forgiven). */
  harkonnenCaught: number;
  /** Access cards held, by seat. Secret, but for the Bene Gesserit (rules 000 §16.C.2). */
  access: Record<string, AccessCard[]>;
  /** Face down, shuffled (rules 000 §16.A.1.c). Secret. */
  accessDeck: AccessCard[];
  auction: AccessAuction | null;
}

/** rules 000 §19 (option `duel`): the Duel cards. */
export interface DuelState {
  /** The cards set aside face down (rules 000 §19.A.2.a), drawn from the end. Secret. */
  deck: DuelCardId[];
  /** Played cards, face up (§19.C.10: shuffled into a new deck when it runs out). */
  discard: DuelCardId[];
  /** Each seat's Duel cards: secret, never traded (§19.A.2.a), at most four (§19.C.3.b). */
  hands: Record<string, DuelCardId[]>;
  /** rules 000 §19.B: the Kanly threats made, public; only this turn's count. Absent = none yet. */
  threats?: KanlyThreat[];
  /** rules 000 §19.B note: the seats that went to a Kanly duel, with the turn (one duel a turn is owed). */
  fought?: { readonly seat: Seat; readonly turn: number }[];
  /** rules 000 §19.C: the duel or war in the arena, while one is fought; absent otherwise. */
  arena?: ArenaState;
}

/**
 * rules 000 §19.B: "nommer un joueur et une action spécifique": the deeds the engine can see happen, so that it can
 * stop the game when one is done. `enter`: ships or moves forces into the territory; `buyCard`: buys a treachery
 * card at auction; `revive`: pays to revive forces or a leader.
 */
export type KanlyDeed =
  | { readonly kind: 'enter'; readonly territory: TerritoryId }
  | { readonly kind: 'buyCard' }
  | { readonly kind: 'revive' };

export interface KanlyThreat {
  readonly by: Seat;
  readonly target: Seat;
  readonly deed: KanlyDeed;
  readonly turn: number;
  /** The deed was done (the threat can trigger once). */
  triggered: boolean;
}

/** rules 000 §19.C: a champion in the arena. */
export interface ArenaFighter {
  readonly seat: Seat;
  /** Chosen in secret; face down until `revealed` (§19.C intro, §19.C.5.a). */
  leader: LeaderId;
  /** null until placed (§19.C.1, §19.C.11). */
  cell: ArenaCellId | null;
  /** Current strength (§19.C.5.a: lowered by blows); the leader's value until hit. */
  strength: number;
  /** Support spice, set aside in front of the shield (§19.C.1); 0 in an Assassins' War. Public. */
  support: number;
  revealed: boolean;
  alive: boolean;
  /** Left with Quitter l'Arène avec les honneurs (§19.C.9), in an Assassins' War. */
  left?: true;
}

/** rules 000 §19.C.2: a second, face down beside the shield of the side he chose. Leader secret. */
export interface ArenaSecond {
  readonly seat: Seat;
  readonly side: Seat;
  leader: LeaderId;
}

/** rules 000 §19.C: the arena while a Kanly duel or an Assassins' War is fought. */
export interface ArenaState {
  readonly kind: 'kanly' | 'assassinsWar';
  /** What the arena waits for: the discs placed, the support put down, the seconds chosen, then the fight. */
  stage: 'placement' | 'support' | 'seconds' | 'fight';
  /** In the order they play (§19.C.3.a: the Kanly's author first; §19.C.11: the placement order). */
  fighters: ArenaFighter[];
  seconds: ArenaSecond[];
  /** Edge ids holding an obstacle marker (§19.C.8), at most six. */
  obstacles: string[];
  /** Index in `fighters` of the one whose turn it is. */
  current: number;
  /** Actions left this turn (§19.C.3.a: two; Trois actions adds three) and taken. */
  actionsLeft: number;
  actionsTaken: number;
  /** Sauter obstacle played: the next move or attack of this turn ignores obstacles (§19.C.8). */
  jump: boolean;
  /** Turns played without a blow, toward the DESIGN limit of a stalled duel (duel/arena.ts). */
  idleTurns: number;
  /** A blow was struck in the current turn. */
  struck: boolean;
  /** rules 000 §19.C.11: the seats still to place a negotiator, in order. Absent = none. */
  queue?: Seat[];
}

/** rules 000 §16.B.6.a: the troop cards a player sets beside one of its stronghold cards, face down. */
export type PlacementDraft = Partial<Record<AccessStronghold, TroopValue[]>>;

export interface DealOffer {
  readonly id: number;
  readonly from: Seat;
  readonly to: Seat;
  readonly give: number;
  readonly receive: number;
  readonly terms: string;
}

/**
 * The version of the rules as the engine plays them. Bump it with any change to the shape of actions or to what a
 * replay of a stored log gives (test/records holds games that must replay to their recorded hash): the server
 * stores it with each match and refuses to replay a match of a version it does not list (docs/architecture.md).
 */
export const ENGINE_VERSION = 1;

/** 000 XXXIV.B: the Governor of Dune, his leader's disc on his capital; all null while nobody is Governor. */
export interface GovernorState {
  faction: Faction | null;
  leader: LeaderId | null;
  capital: 'arrakeen' | 'carthag' | null;
  /** The Emperor's first choice, "au début du jeu", is made. */
  started: boolean;
}

/** 000 XXXVIII: the victory points. */
export interface PointsState {
  /** Points by faction. Public. */
  scores: Partial<Record<Faction, number>>;
  /**
   * 000 XXXVIII.A: the Bene Gesserit's prediction for this turn, by sietch or quarter (null: empty), made "avant la
   * phase de tempête", written as it is made. Secret (the Bene Gesserit's) until scored.
   */
  prediction: Record<string, Faction | null>;
  /** The turn of `prediction`; 0 before the first. */
  predictedTurn: number;
  /** Each scored turn's points by faction, and the prediction then revealed. Public. */
  history: {
    turn: number;
    gains: Partial<Record<Faction, number>>;
    prediction: Record<string, Faction | null> | null;
  }[];
}

export interface DuneState {
  readonly game: 'dune';
  readonly engineVersion: typeof ENGINE_VERSION;
  readonly options: DuneOptions;
  readonly seatCount: number;
  /** Faction of each seat. */
  readonly seats: Faction[];
  rng: RngState;
  /** The Spice Bank (rules 000 §3.B); see spice.ts. */
  bank: number;
  turn: number;
  phase: Phase;
  /** Sector of the storm marker, 0..17 (rules 000 §6). */
  storm: number;
  /**
   * rules 000 §17.B–C (climate): the storm movement token (1–6) drawn for the next storm phase, face down; only
   * the Fremen may look at it. null before the first draw, and always without the option. Secret.
   */
  stormToken: number | null;
  /** The two seats that last used battle wheels, who dial the storm (rules 000 §6.B). */
  lastBattleWheels: Seat[];
  shieldWallDestroyed: boolean;
  board: Record<string, TerritoryState>;
  /** Its entries are written in place, never replaced (board.ts `factionOf` keeps them by the record's identity). */
  factions: Record<string, FactionState>;
  treacheryDeck: TreacheryCardId[];
  treacheryDiscard: TreacheryCardId[];
  spiceDeck: SpiceCardId[];
  /** The spice discard pile; with two spice piles (rules 000 §23.A.1), "pile 1". */
  spiceDiscard: SpiceCardId[];
  /** rules 000 §23.A.1 (advanced spice blow): discard "pile 2"; always empty without the option. */
  spiceDiscard2: SpiceCardId[];
  /** Alliances: each is a list of seats (rules 000 §12). */
  alliances: Seat[][];
  /** Bene Gesserit prediction (annexe 3 BG 1). Secret. */
  prediction: { faction: Faction; turn: number } | null;
  bidding: BiddingState | null;
  battles: BattleRound | null;
  /** Seats whose movement turn is done this turn, in order. */
  moved: Seat[];
  /** Seats hit by a Cone of Silence until the next turn (annexe 4). */
  silenced: Seat[];
  /** Karama cards played to cancel a faction's power once (annexe 4 Karama A): faction → power. */
  karamaBlocks: { faction: Faction; power: string }[];
  residualPoisons: ResidualPoison[];
  /** Open deal offers (rules 000 §13.C), public; they lapse at the end of the turn. */
  deals: DealOffer[];
  /** Spice owed and paid from the debtor's next income (annexe 4 Poison résiduel: a bluff found out). */
  debts: { readonly from: Seat; readonly to: Seat; amount: number }[];
  nextDealId: number;
  /** rules 000 §15 (extra powers); null without the option. */
  extra: ExtraPowersState | null;
  /** rules 000 §16 (option `spiceHarvest`): the prelude; absent without it and after it. */
  harvest?: HarvestState;
  /** rules 000 §19 (option `duel`): absent without it. */
  duel?: DuelState;
  /**
   * rules 000 §19.C.12 (option `duel`): seats eliminated from the game, in the order they fell. Absent = none, so
   * games recorded before the option keep their hashes.
   */
  eliminated?: Seat[];
  /** 000 XXXIV (variant `governor`): absent without it. Public. */
  governor?: GovernorState;
  /** 000 XXXVIII (variant `victoryPoints`): absent without it. */
  points?: PointsState;
  /** 000 XXXVII (option `tleilaxu`, the Bene Tleilax seated): absent otherwise. */
  tleilaxu?: TleilaxuState;
  cursor: PhaseCursor;
  stack: Frame[];
  /** `eliminated`: the seats out of the game, first eliminated first; the outcome ranks them last, in reverse. */
  result: { winners: Seat[]; reason: string; turn: number; eliminated?: Seat[] } | null;
}
