import type { Cost } from './cost.ts';
import type { Condition } from './condition.ts';
import type { AgentIcon, Faction, ReserveCardId } from './primitives.ts';

/**
 * The primitives Dune: Imperium – Uprising adds to the DSL (rules 004; facts/uprising-rules.md §2). They are
 * separate unions rather than new members of `Cost`, `Condition` and `Counter`, so that the 2020 resolver keeps
 * compiling unchanged; the edition's resolver runs them through the Effect kinds `payUprising`, `ifUprising` and
 * `forEach`.
 */

/** The 22 spaces of the 1–4 player side of the Uprising board (facts/uprising-board.json). */
export type UprisingSpaceId =
  | 'dutifulService'
  | 'sardaukar'
  | 'deliverSupplies'
  | 'heighliner'
  | 'espionage'
  | 'secrets'
  | 'desertTactics'
  | 'fremkit'
  | 'highCouncil'
  | 'imperialPrivilege'
  | 'swordmaster'
  | 'assemblyHall'
  | 'gatherSupport'
  | 'arrakeen'
  | 'researchStation'
  | 'sietchTabr'
  | 'spiceRefinery'
  | 'acceptContract'
  | 'shipping'
  | 'deepDesert'
  | 'haggaBasin'
  | 'imperialBasin';

/**
 * The spaces only the six-player side of the board and the Commanders' personal boards have (facts
 * uprising-rules.md §1.6); the Emperor board's Sardaukar space reuses the id of the 1–4 player one it replaces.
 */
export type SixSpaceId =
  | 'militarySupport'
  | 'economicSupport'
  | 'expedition'
  | 'controversialTechnology'
  | 'carthagCity'
  | 'habbanyaErg'
  | 'vastWealth'
  | 'hardyWarriors'
  | 'desertMastery';

/**
 * The 13 observation posts of the 1–4 player board (facts/uprising-board.json): one per Faction, two Landsraad,
 * one CHOAM, three City posts between two spaces each, one per Maker space.
 */
export const OBSERVATION_POST_IDS = [
  'emperor',
  'spacingGuild',
  'beneGesserit',
  'fremen',
  'landsraadCouncil',
  'landsraadAssembly',
  'choam',
  'sietchTabrResearchStation',
  'researchStationSpiceRefinery',
  'spiceRefineryArrakeen',
  'deepDesert',
  'haggaBasin',
  'imperialBasin',
  // The six-player board's two more (facts uprising-rules.md §1.6, TTS only).
  'carthag',
  'habbanyaErg',
] as const;

export type ObservationPostId = (typeof OBSERVATION_POST_IDS)[number];

/** The three spaces a Conflict can give control of (rules 004 III. Combat, "La récompense Drapeau"). */
export type UprisingControlSpaceId = 'arrakeen' | 'spiceRefinery' | 'imperialBasin';

/** The Agent icons of Uprising: the 2020 seven plus the Spy icon (rules 004 "icône Agent Espion"). */
export type UprisingAgentIcon = AgentIcon | 'spy';

/** The three battle icons of Conflict and Objective cards; `wild` is Propaganda's (facts/uprising-rules.md §2.1). */
export type BattleIcon = 'crysknife' | 'desertMouse' | 'ornithopter';

/**
 * Which observation posts a Spy may be placed on (rules 004 "Placer un Espion"): a free post anywhere, a post connected
 * to a space with one of the icons, or a post connected to the space your Agent was sent to this turn.
 */
export type SpyPost =
  | { readonly kind: 'any' }
  | { readonly kind: 'icons'; readonly icons: readonly AgentIcon[] }
  | { readonly kind: 'agentSpace' };

/** A test on the player's Uprising state when the effect resolves. */
export type UprisingCondition =
  /** At least that many of your Spies on observation posts. */
  | { readonly kind: 'spiesOnBoard'; readonly atLeast: number }
  /** You recalled one of your Spies earlier this turn, for any reason. */
  | { readonly kind: 'recalledSpyThisTurn' }
  /** Your Agent was sent this turn to a Maker space, or to a Faction space. */
  | { readonly kind: 'sentAgentTo'; readonly space: 'maker' | 'faction' }
  /** You hold at least that many completed CHOAM contracts (face down). */
  | { readonly kind: 'completedContracts'; readonly atLeast: number }
  /** At least that many of your units (troops and sandworms) in the Conflict. */
  | { readonly kind: 'unitsInConflict'; readonly atLeast: number }
  /** At least one of your sandworms in the Conflict. */
  | { readonly kind: 'sandwormInConflict' }
  /** You have a Maker Hook in your garrison. */
  | { readonly kind: 'makerHook' }
  /** You have your Swordmaster (third Agent). */
  | { readonly kind: 'swordmaster' }
  /** One of your Spies is on a post connected to a Maker space. */
  | { readonly kind: 'spyingOnMakerSpace' }
  /** Your deck holds at least that many cards. */
  | { readonly kind: 'deckHasAtLeast'; readonly cards: number }
  /** The card discarded by this card's effect has that Faction. */
  | { readonly kind: 'discardedFactionCard'; readonly faction: Faction }
  /** You acquired that reserve card this turn. */
  | { readonly kind: 'acquiredThisTurn'; readonly card: UprisingReserveCardId }
  /** The Shield Wall still stands (rules 004 "Bouclier brisé"). */
  | { readonly kind: 'shieldWallStands' }
  /** Your strength in the Conflict is at least that much (Gurney Halleck). */
  | { readonly kind: 'strengthInConflict'; readonly atLeast: number }
  /** The Spy this effect placed went on the CHOAM post, or on a Faction post (Staban Tuek's signet). */
  | { readonly kind: 'spyPlacedOn'; readonly post: 'choam' | 'faction' }
  /** You deployed at least that many units (troops and sandworms) to the Conflict this turn (Distraction). */
  | { readonly kind: 'deployedUnitsThisTurn'; readonly atLeast: number }
  /** You gained spice earlier this turn (Leverage). */
  | { readonly kind: 'gainedSpiceThisTurn' }
  /** On some track you have at least that much influence while an opponent holds its Alliance (Shadow Alliance). */
  | { readonly kind: 'influenceWhereOpponentAllied'; readonly atLeast: number }
  /** Any 2020 condition (influence, Alliance, Bond, High Council seat…). */
  | { readonly kind: 'base'; readonly condition: Condition };

/** The two fixed reserve piles of Uprising (rules 004 MISE EN PLACE). */
export type UprisingReserveCardId = Extract<ReserveCardId, 'theSpiceMustFlow'> | 'prepareTheWay';

/** What a `forEach` counts when it resolves. */
export type UprisingCounter =
  | { readonly kind: 'completedContracts' }
  | { readonly kind: 'sandwormsInConflict' }
  /** Cards revealed this Reveal turn that give at least one sword, this one included. */
  | { readonly kind: 'revealedCardsWithSwords' }
  /** Cards of that Faction revealed this Reveal turn, this one included. */
  | { readonly kind: 'factionCardsRevealed'; readonly faction: Faction }
  /** Your Spies on observation posts. */
  | { readonly kind: 'spiesOnBoard' };

/** Costs Uprising adds to the arrow (rules 004 "Effets facultatifs"; "Rappeler un Espion (Coût)"). */
export type UprisingCost =
  | Cost
  /** Return that many of your Spies from their posts to your supply. */
  | { readonly kind: 'recallSpy'; readonly amount: number }
  /** Discard cards from your hand (rules 004 FAQ "Défausse"). */
  | { readonly kind: 'discard'; readonly amount: number }
  /** Trash a card from your hand, discard pile or play (rules 002 GUIDE DES ICÔNES "Détruisez"). */
  | { readonly kind: 'trash' }
  /** Trash a card from your hand whose Persuasion cost is at least `minCost` (Princess Irulan's signet). */
  | { readonly kind: 'trashFromHand'; readonly minCost: number }
  /** Turn face down one of your face-up Conflict cards with that battle icon or the wild one (rules 004 III). */
  | { readonly kind: 'flipConflictCard'; readonly icon: BattleIcon }
  /** Trash one of your Intrigue cards. */
  | { readonly kind: 'trashIntrigue' }
  /** Move that many of your troops from the Conflict back to your garrison. */
  | { readonly kind: 'retreat'; readonly amount: number }
  /** Trash another card of that Faction from your hand or from play. */
  | { readonly kind: 'trashFactionCard'; readonly faction: Faction; readonly from: 'hand' | 'inPlay' };

/** The CHOAM contract completion triggers (rules 004 "Contrats CHOM"). */
export type ContractTrigger =
  /** Send an Agent to that space while holding the contract. */
  | { readonly kind: 'space'; readonly space: UprisingSpaceId }
  /** Gain at least that much spice in one turn in which you send an Agent to a Maker space ("Récolte"). */
  | { readonly kind: 'harvest'; readonly atLeast: number }
  /** Completed as soon as taken ("Immédiat"). */
  | { readonly kind: 'immediate' }
  /** Completed on acquiring The Spice Must Flow ("Acquérir L'épice doit couler"). */
  | { readonly kind: 'acquireTheSpiceMustFlow' };
