import type { Condition } from './condition.ts';
import type { Cost } from './cost.ts';
import type { Effect } from './effect.ts';
import type { AgentIcon, BoardControlSpaceId, CardAgentIcon, Faction, LocalizedName, SpaceId } from './primitives.ts';

/** Which pile a player card comes from (rules 002 MATÉRIEL). */
export type CardDeck = 'starter' | 'imperium' | 'reserve';

/** An Imperium, starter or reserve card (rules 002 ANATOMIE D'UNE CARTE). */
export interface ImperiumCard {
  readonly id: string;
  readonly name: LocalizedName;
  readonly deck: CardDeck;
  /** Physical copies; for starter cards, copies in each player's deck. */
  readonly copies: number;
  /** Persuasion cost; null when persuasion cannot buy it (starter cards; Foldspace, FAQ 2021). */
  readonly cost: number | null;
  readonly factions: readonly Faction[];
  /** No icon: the card can only be revealed (rules 002 TOUR AGENT). */
  readonly agentIcons: readonly CardAgentIcon[];
  /** The Agent box, used when the card sends an Agent. */
  readonly agent: readonly Effect[];
  /** The Reveal box, used when the card is revealed on a Reveal turn. */
  readonly reveal: readonly Effect[];
  /** Once, when the card is acquired (rules 002 GUIDE DES ICÔNES "Acquerir"). */
  readonly acquire: readonly Effect[];
  /** When another card or effect trashes this card (FAQ 2021 on Assassination Mission). */
  readonly trashed: readonly Effect[];
}

/** The three Intrigue types (rules 002 CARTES INTRIGUE). */
export type IntrigueTiming = 'plot' | 'combat' | 'endgame';

/** One timed half of an Intrigue card. */
export interface IntrigueAbility {
  /**
   * A narrower moment inside the timing: `startOfAgentTurn` before anything else on your Agent turn (rules 002
   * CLARIFICATIONS, Suspension Bindu); `conflictWon` after the Combat is resolved, by its winner (rules 002 CARTES
   * INTRIGUE COMBAT: "lorsque vous remportez un Conflit").
   */
  readonly window?: 'startOfAgentTurn' | 'conflictWon';
  /** The card cannot be played unless this holds. */
  readonly requires?: Condition;
  /** Paid to play the card: an Intrigue card's arrow cost is not optional (FAQ 2021 "optional effects"). */
  readonly cost?: readonly Cost[];
  readonly effects: readonly Effect[];
}

/** An Intrigue card: one ability per timing it can be played in (some have two). */
export interface IntrigueCard {
  readonly id: string;
  readonly name: LocalizedName;
  readonly copies: number;
  readonly plot?: IntrigueAbility;
  readonly combat?: IntrigueAbility;
  readonly endgame?: IntrigueAbility;
}

export type ConflictLevel = 1 | 2 | 3;

/** A Conflict card (rules 002 RÉSOLUTION DU COMBAT). */
export interface ConflictCard {
  readonly id: string;
  readonly name: LocalizedName;
  readonly level: ConflictLevel;
  readonly first: readonly Effect[];
  readonly second: readonly Effect[];
  /** Given in 4-player games only (rules 002 RÉSOLUTION DU COMBAT). */
  readonly third: readonly Effect[];
  /** The space this Conflict is fought over: its controller gets the defensive bonus when it is revealed. */
  readonly controlSpace: BoardControlSpaceId | null;
}

/**
 * A board space (rules 002 TOUR AGENT, "Coûts des Emplacements du Plateau"); `Id`: the ids of its board, the 2020
 * board's by default.
 */
export interface BoardSpace<Id extends string = SpaceId> {
  readonly id: Id;
  readonly name: LocalizedName;
  readonly icon: AgentIcon;
  /** The Faction whose track a visit moves by 1; that step is also listed in `effects`. */
  readonly faction: Faction | null;
  /** Paid when the Agent is placed; an Agent cannot be placed without paying it. */
  readonly cost: readonly Cost[];
  /** Must hold to place an Agent here (Sietch Tabr). */
  readonly requires: Condition | null;
  /** A `choose` here must be resolved with an option that can be paid, or the space cannot be used (Sell Melange). */
  readonly effects: readonly Effect[];
  /** Troops recruited this turn, and up to 2 from the garrison, may be deployed (rules 002 TOUR AGENT (SUITE)). */
  readonly combat: boolean;
  /** Maker spaces gather 1 bonus spice each Makers phase when empty (rules 002 PHASE 4 : FAISEURS). */
  readonly maker: { readonly baseSpice: number } | null;
  /** What the controller gets whenever any Agent, theirs included, is sent here (rules 002 Bonus de Contrôle). */
  readonly controlBonus: readonly Effect[] | null;
  /** Each player may use it once per game (rules 002 CLARIFICATIONS, Kwisatz Haderach). */
  readonly oncePerGame: boolean;
}

/** A Faction's influence track (rules 002 FACTIONS). */
export interface FactionTrack {
  readonly faction: Faction;
  readonly name: LocalizedName;
  /** Reaching this gains 1 VP; falling below loses it. */
  readonly victoryPointAt: number;
  /** Reaching this gains `bonus` each time, never given back. */
  readonly bonusAt: number;
  readonly bonus: readonly Effect[];
  /** The first to reach `at` takes the Alliance token and its VP; passing them on the track takes it away. */
  readonly alliance: { readonly at: number; readonly victoryPoints: number };
  /** The top space of the track. */
  readonly maxInfluence: number;
}

/** When a leader's "whenever" ability fires. */
export type LeaderTrigger =
  /** Paying Solari for the printed cost of a board space, not for a card's cost (FAQ 2021 on Ilban Richese). */
  | 'paySolariForBoardSpace'
  | 'takeHighCouncilSeat'
  /** Harvesting by sending an Agent to a Maker space, not spice from other sources (FAQ 2021 on Ariana). */
  | 'harvestOnMakerSpace';

/**
 * Leader abilities that change a game rule rather than add an effect. The round engine implements each:
 * - `landsraadPopularity` (Duke Leto): the Solari cost of Landsraad spaces is 1 lower for him, never below 0;
 * - `prescience` (Paul): he may look at the top card of his own deck at any time; nothing when it is empty, and
 *   the discard pile is not reshuffled for it (rules 002 CLARIFICATIONS);
 * - `masterstroke` (Baron Harkonnen): at setup he secretly keeps 2 of the 4 Faction tokens, the other 2 go back
 *   unseen (rules 002 CLARIFICATIONS); once per game, in a turn where he deploys 4 or more troops to the Conflict,
 *   he may reveal them to gain 1 influence with each of the two Factions;
 * - `eyesEverywhere` (Helena): opponents' Agents do not block her Agents on Landsraad and City spaces.
 */
export type LeaderHook = 'landsraadPopularity' | 'prescience' | 'masterstroke' | 'eyesEverywhere';

export type LeaderRule =
  | { readonly kind: 'atSetup'; readonly effects: readonly Effect[] }
  | { readonly kind: 'whenever'; readonly trigger: LeaderTrigger; readonly effects: readonly Effect[] }
  | { readonly kind: 'special'; readonly hook: LeaderHook };

export type House = 'atreides' | 'harkonnen' | 'richese' | 'thorvald';

/** A leader: the left-side ability and the signet ring ability (rules 002 DIRIGEANTS). */
export interface Leader {
  readonly id: string;
  readonly name: LocalizedName;
  readonly house: House;
  /** Icons after the name (rules 002 MISE EN PLACE D). */
  readonly complexity: 1 | 2 | 3;
  readonly ability: { readonly name: LocalizedName; readonly rule: LeaderRule };
  /** Used when the Signet Ring card is played on an Agent turn. */
  readonly signetRing: { readonly name: LocalizedName; readonly effects: readonly Effect[] };
  /** Whether a solo Rival may use this leader (rules 002 CARTES DE LA MAISON HAGAL, PARTIE SOLO). */
  readonly soloRival: boolean;
}

/** Which House Hagal deck a card belongs to (rules 002 CARTES DE LA MAISON HAGAL: "1J", "2J"). */
export type HagalDeck = 'both' | 'solo' | 'twoPlayer';

export type HagalTarget =
  | { readonly kind: 'space'; readonly space: SpaceId }
  /** A Harvest Spice card picks one Maker space. */
  | { readonly kind: 'makerSpace' }
  /** Reshuffle every House Hagal card now, then reveal again. */
  | { readonly kind: 'reshuffle' };

/**
 * A House Hagal card. On an Agent turn the Rival ignores the space's cost and effects and gets `effects` only;
 * recruited troops go to the Conflict on a combat space (`deploy: 'must'`), else to the garrison; on a combat space
 * the Rival also deploys as many garrison troops as it can, up to 2. At the start of Combat only `swords` count.
 */
export interface HagalCard {
  readonly id: string;
  readonly name: LocalizedName;
  readonly copies: number;
  readonly deck: HagalDeck;
  readonly target: HagalTarget;
  readonly combatSpace: boolean;
  readonly effects: readonly Effect[];
  /** Null for Reshuffle, which is reshuffled and replaced by the next card. */
  readonly swords: number | null;
}
