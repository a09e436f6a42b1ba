import type { ConflictCard, ImperiumCard, IntrigueCard } from '../../dsl/content.ts';
import type { Effect } from '../../dsl/effect.ts';
import type { Faction, LocalizedName } from '../../dsl/primitives.ts';
import type {
  BattleIcon,
  ContractTrigger,
  ObservationPostId,
  UprisingAgentIcon,
  UprisingControlSpaceId,
  UprisingSpaceId,
} from '../../dsl/uprising.ts';

/**
 * The content types of Dune: Imperium – Uprising (rules 004). They extend the 2020 ones where Uprising adds
 * something (the Spy icon, CHOAM-only cards, battle icons…), so the shared resolver reads both editions.
 */

/** An Uprising Imperium, starter or reserve card. */
export interface UprisingCard extends Omit<ImperiumCard, 'agentIcons'> {
  readonly agentIcons: readonly UprisingAgentIcon[];
  /** Only in the deck with the CHOAM module (rules 004 MISE EN PLACE: "icône Cercle rouge"). */
  readonly choam: boolean;
  /** When the card is discarded from your hand, not when acquired into the discard pile (rules 004 FAQ). */
  readonly discarded: readonly Effect[];
}

/** An Uprising Intrigue card. */
export interface UprisingIntrigueCard extends IntrigueCard {
  readonly choam: boolean;
}

/** An Uprising Conflict card (rules 004 III. Combat; facts/uprising-rules.md §2.1–2.2). */
export interface UprisingConflictCard extends Omit<ConflictCard, 'controlSpace'> {
  /** Propaganda's wild icon pairs with any printed icon at the end of the game. */
  readonly battleIcon: BattleIcon | 'wild';
  /** The space whose control the winner takes and whose controller gets the defensive bonus. */
  readonly controlSpace: UprisingControlSpaceId | null;
  /** Names Arrakeen, the Spice Refinery or the Imperial Basin: no sandworm while the Shield Wall stands. */
  readonly shieldWall: boolean;
}

/** Which player counts an Objective card is played with (rules 004 MISE EN PLACE "Paquet Objectif"). */
export type ObjectivePlayers = 'all' | 'oneToThree' | 'fourToSix';

/** An Objective card: a battle icon kept face up from the start (rules 004 MISE EN PLACE). */
export interface ObjectiveCard {
  readonly id: string;
  readonly name: LocalizedName;
  readonly battleIcon: BattleIcon;
  readonly players: ObjectivePlayers;
  /** Its holder takes the First Player marker. */
  readonly firstPlayer: boolean;
}

/** A CHOAM contract (rules 004 "Contrats CHOM"). */
export interface Contract {
  readonly id: string;
  readonly name: LocalizedName;
  readonly trigger: ContractTrigger;
  readonly reward: readonly Effect[];
  /** Set aside for Shaddam Corrino IV, who alone may take it (rules 004 LISTE DES DIRIGEANTS). */
  readonly shaddamOnly: boolean;
}

/**
 * When an Uprising leader's ability fires:
 * - `revealTurn`: on each of your Reveal turns;
 * - `reachInfluence`: when a gain takes your influence with the Faction from below `atLeast` to it or past it, again
 *   after losing and regaining it, never on a loss (rules 004 FAQ on Margot Fenring and Irulan);
 * - `agentOnFactionSpace`: when you send an Agent to a space of one of the Factions;
 * - `opponentAgentOnSpiedMakerSpace`: when another player sends an Agent to a Maker space you are spying on.
 */
export type UprisingLeaderTrigger =
  | { readonly kind: 'revealTurn' }
  | { readonly kind: 'reachInfluence'; readonly faction: Faction; readonly atLeast: number }
  | { readonly kind: 'agentOnFactionSpace'; readonly factions: readonly Faction[] }
  | { readonly kind: 'opponentAgentOnSpiedMakerSpace' };

/**
 * Leader abilities that change a game rule rather than add an effect:
 * - `otherMemories` (Lady Jessica): when she sends an Agent to a Bene Gesserit space she may return all her
 *   Memories (troops on the Bene Gesserit area) to her supply, draw a card for each, then flip to Reverend Mother;
 * - `reverendMother` (Reverend Mother Jessica): once per turn, pay 1 water to resolve again the Faction effects of
 *   the Bene Gesserit or Fremen space she sent an Agent to this turn;
 * - `sardaukarCommander` (Shaddam): the two Sardaukar contracts are set aside; only he may take them;
 * - `limitedAllies` (Staban Tuek): he starts without Diplomacy in his deck.
 */
export type UprisingLeaderHook = 'otherMemories' | 'reverendMother' | 'sardaukarCommander' | 'limitedAllies';

export type UprisingLeaderRule =
  | { readonly kind: 'whenever'; readonly trigger: UprisingLeaderTrigger; readonly effects: readonly Effect[] }
  | { readonly kind: 'special'; readonly hook: UprisingLeaderHook };

export type UprisingHouse = 'atreides' | 'corrino' | 'fenring' | 'harkonnen' | 'metulli' | 'tuek';

/** One space of Feyd-Rautha's Training track: its reward, gained on moving onto it. */
export interface TrainingStep {
  readonly effects: readonly Effect[];
  /** The last space: each later move stays there and gains its reward again. */
  readonly repeatable: boolean;
}

/** An Uprising leader (rules 004 LISTE DES DIRIGEANTS). */
export interface UprisingLeader {
  readonly id: string;
  readonly name: LocalizedName;
  readonly house: UprisingHouse;
  readonly complexity: 1 | 2 | 3;
  readonly ability: { readonly name: LocalizedName; readonly rule: UprisingLeaderRule };
  readonly signetRing: { readonly name: LocalizedName; readonly effects: readonly Effect[] };
  /** A setup rule printed beside the ability (Staban Tuek's `limitedAllies`). */
  readonly setupRule: UprisingLeaderHook | null;
  /** Playable only with the CHOAM module (Shaddam). */
  readonly requiresContracts: boolean;
  /** The other side of a two-sided leader card (Lady Jessica → Reverend Mother Jessica), by leader id. */
  readonly flipsTo: string | null;
  /** Only the back of a two-sided card: never chosen at setup (rules 004 FAQ on Lady Jessica). */
  readonly backSide: boolean;
  /** Feyd-Rautha's Training track, left to right after the starting space; his signet moves him one step. */
  readonly trainingTrack: readonly TrainingStep[] | null;
}

/** A solo or two-player Rival of Uprising (rules 004 LISTE DES RIVAUX). */
export interface Rival {
  readonly id: string;
  readonly name: LocalizedName;
  /** Resources spent for the Swordmaster, in Solari, then spice, Intrigue cards, water (lower is stronger). */
  readonly swordmasterCost: number;
  readonly signetRing: readonly Effect[];
  /** Triggered when the Rival puts its third Spy on the board, after recalling the other two. */
  readonly scheme: readonly Effect[];
  /** Highest first: breaks ties between tracks and reads the numbered Faction icons. */
  readonly factionPriority: readonly [Faction, Faction, Faction, Faction];
  /** Glossu Rabban and Lady Amber: two-player games only; they score no VP and stop harvesting once armed. */
  readonly twoPlayerOnly: boolean;
}

/** Which of a House Hagal card's plays applies, tested when the card is revealed. */
export type HagalPlayCondition =
  | { readonly kind: 'always' }
  /** The current Conflict card is of one of these levels. */
  | { readonly kind: 'conflictLevel'; readonly levels: readonly (1 | 2 | 3)[] }
  /** The Rival has at least that much influence with the Faction. */
  | { readonly kind: 'influence'; readonly faction: Faction; readonly atLeast: number };

/** Where a House Hagal play sends the Rival's Agent, or puts its Spy. */
export type UprisingHagalTarget =
  /** That space; the card is discarded and another revealed when it is occupied (rules 004 JEU SOLO – DÉTAIL). */
  | { readonly kind: 'space'; readonly space: UprisingSpaceId }
  /** The free space among these holding the most bonus spice, at least `minBonusSpice`; ties to the first listed. */
  | { readonly kind: 'richestMakerSpace'; readonly among: readonly UprisingSpaceId[]; readonly minBonusSpice: number }
  /** No Agent: a Spy on the first free post of the list, then another card is revealed (rules 004 "Carte Placer un Espion"). */
  | { readonly kind: 'spyPost'; readonly posts: readonly ObservationPostId[] };

/** One way a House Hagal card plays; the first whose condition holds is used. */
export interface HagalPlay {
  readonly when: HagalPlayCondition;
  readonly target: UprisingHagalTarget;
  readonly combatSpace: boolean;
  /** The space also requires this influence of the Rival; the card is skipped without it (Sietch Tabr). */
  readonly requiresInfluence: { readonly faction: Faction; readonly atLeast: number } | null;
  /** Expert "Smart Politics" (rules 004): ignored when the Rival is allied or far enough ahead with this Faction. */
  readonly smartPolitics: Faction | null;
  readonly effects: readonly Effect[];
}

/** An Uprising House Hagal card (facts/hagal-uprising.json, from TTS only). */
export interface UprisingHagalCard {
  readonly id: string;
  readonly name: LocalizedName;
  readonly copies: number;
  /** The "2J" card, removed from the solo deck (rules 004 Solo: "Retirer la carte 2J"). */
  readonly twoPlayerOnly: boolean;
  /** Empty for Reshuffle: reshuffle every House Hagal card now, then reveal again. */
  readonly plays: readonly HagalPlay[];
  /** Swords counted at the start of Combat; null for Reshuffle. */
  readonly swords: number | null;
}
