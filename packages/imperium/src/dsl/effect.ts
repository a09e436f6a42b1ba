import type { Condition } from './condition.ts';
import type { Cost } from './cost.ts';
import type { FactionTarget } from './factionTarget.ts';
import type {
  AgentIcon,
  BoardControlSpaceId as ControlSpaceId,
  Faction,
  ReservePileId as ReserveCardId,
  Resource,
} from './primitives.ts';
import type { Quantity } from './quantity.ts';
import type { SpyPost, UprisingCondition, UprisingCost, UprisingCounter } from './uprising.ts';

/**
 * Where recruited troops may go (rules 002 TOUR AGENT (SUITE), "Déployer des Troupes dans le Conflit").
 * - `combatSpace`: into the garrison, or into the Conflict when the Agent was sent to a combat space this turn;
 * - `may`: into the garrison or the Conflict, the player's choice, whatever the turn;
 * - `must`: straight into the Conflict;
 * - `revealTurn`: as `may` on a Reveal turn, as `combatSpace` otherwise (Reinforcements).
 */
export type DeployRule = 'combatSpace' | 'may' | 'must' | 'revealTurn';

/** One branch of a choice: its cost must be paid in full to take it. */
export interface Option {
  readonly cost?: readonly Cost[];
  readonly effects: readonly Effect[];
}

/**
 * One step of a card, space, reward or ability. A list of effects resolves in the order its owner picks
 * (rules 002 TOUR AGENT: "Vous pouvez résoudre ces effets dans l'ordre de votre choix"). Effects are mandatory
 * unless they say "may" (`upTo`, `pay`, `trash`, `inspectTopCard`), as the FAQ 2021 "optional effects" entry lists.
 */
export type Effect =
  | { readonly kind: 'gain'; readonly resource: Resource; readonly amount: Quantity }
  /** A mandatory loss of resources that is not a cost (Countess Ariana's harvest). */
  | { readonly kind: 'lose'; readonly resource: Resource; readonly amount: number }
  /** Persuasion for this round's Reveal turn; unspent persuasion is lost (rules 002 Acquérir des Cartes). */
  | { readonly kind: 'persuasion'; readonly amount: Quantity }
  /** Swords add 1 strength each, and only with a troop in the Conflict (rules 002 AJUSTEMENT DE LA FORCE). */
  | { readonly kind: 'swords'; readonly amount: Quantity }
  /** Draw from your deck, reshuffling your discard pile when it runs out (rules 002 GUIDE DES ICÔNES). */
  | { readonly kind: 'draw'; readonly amount: number }
  | { readonly kind: 'drawIntrigue'; readonly amount: number }
  /** Each opponent with at least that many Intrigue cards gives you one at random (rules 002 "Vol d'Intrigue"). */
  | { readonly kind: 'stealIntrigue'; readonly fromOpponentsWithAtLeast: number }
  /** Troops from your supply; fewer if the supply runs short (rules 002 TOUR AGENT (SUITE)). */
  | { readonly kind: 'recruit'; readonly amount: number; readonly deploy: DeployRule }
  /** You may move up to `upTo` troops from your garrison to the Conflict. */
  | { readonly kind: 'deploy'; readonly upTo: number | 'any' }
  /** You may move up to `upTo` of your troops from the Conflict back to your garrison (rules 002 "Repliez"). */
  | { readonly kind: 'retreat'; readonly upTo: number | 'any' }
  /** Mandatory loss of troops, back to the supply (rules 002 "Perdez une troupe"). */
  | { readonly kind: 'loseTroops'; readonly amount: number; readonly from: 'conflict' | 'garrison' }
  /** Discard cards of your choice from your hand (FAQ 2021 "discard"). */
  | { readonly kind: 'discard'; readonly amount: number }
  | { readonly kind: 'influence'; readonly faction: FactionTarget; readonly amount: number }
  | { readonly kind: 'victoryPoints'; readonly amount: number }
  /** You may trash a card from your hand, discard pile or in play (rules 002 GUIDE DES ICÔNES "Détruisez"). */
  | { readonly kind: 'trash' }
  /** Trash the card carrying the effect; mandatory (FAQ 2021 "optional effects"). */
  | { readonly kind: 'trashThisCard' }
  /** Look at the top card of your deck, then you may take one of the listed actions on it (Poison Snooper). */
  | { readonly kind: 'inspectTopCard'; readonly then: readonly ('draw' | 'trash')[] }
  | { readonly kind: 'shuffleDiscardIntoDeck' }
  /** Put a card of that Faction from your discard pile into your hand (Other Memory). */
  | { readonly kind: 'takeFromDiscard'; readonly faction: Faction }
  /** Take a card from a reserve pile into your discard pile, without persuasion. */
  | { readonly kind: 'acquireReserveCard'; readonly card: ReserveCardId }
  /** Acquire an Imperium row or reserve card costing at most `maxCost`, without persuasion. */
  | { readonly kind: 'acquireCard'; readonly maxCost: number; readonly toTopOfDeck: boolean }
  /** This round you may put the cards you acquire on top of your deck instead of your discard pile. */
  | { readonly kind: 'acquiredCardsToTopOfDeck' }
  /** Each copy of that reserve card you acquire this turn costs `amount` less (FAQ 2021 on Guild Bankers). */
  | { readonly kind: 'discountThisTurn'; readonly card: ReserveCardId; readonly amount: number }
  /**
   * Set aside one card of the Imperium row and refill the row; this round only you may acquire it, for `discount`
   * less (Helena Richese's signet, FAQ 2021).
   */
  | { readonly kind: 'reserveImperiumRowCard'; readonly discount: number }
  /**
   * Take the Mentat, only from its own space (rules 002 CLARIFICATIONS, Recrutement Calculé); use it as an Agent
   * this round, or next round when `nextRound` (a Conflict reward, rules 002 GUIDE DES ICÔNES "Mentat").
   */
  | { readonly kind: 'takeMentat'; readonly nextRound: boolean }
  /** Your third Agent, from this round on (rules 002 GUIDE DES ICÔNES "Agent"). */
  | { readonly kind: 'gainSwordmaster' }
  /** A seat for the rest of the game, giving `everyRevealTurn` on each of your Reveal turns. */
  | { readonly kind: 'takeHighCouncilSeat'; readonly everyRevealTurn: readonly Effect[] }
  /** Put one of your placed Agents back on your leader (rules 002 "Rappelez"). */
  | { readonly kind: 'recallAgent' }
  /**
   * The Agent this card sends is one already on the board, not one from your leader; it may go back to the space
   * it left (rules 002 CLARIFICATIONS, Kwisatz Haderach).
   */
  | { readonly kind: 'relocateAgent' }
  /** Choose a board space: opponents may not send Agents there until your next turn (rules 002 CLARIFICATIONS, La Voix). */
  | { readonly kind: 'blockSpace' }
  /** Opponents' Agents do not block the next Agent you send this turn. */
  | { readonly kind: 'infiltrate' }
  /** The card you play this turn also has these Agent icons. */
  | { readonly kind: 'addAgentIcons'; readonly icons: readonly AgentIcon[] }
  /** Put your control marker on the space, replacing any other (rules 002 GUIDE DES ICÔNES "Contrôle"). */
  | { readonly kind: 'control'; readonly space: ControlSpaceId }
  /**
   * Gain `baseSpice` plus all the bonus spice on this Maker space (rules 002 Récolter l'Épice); with 0, only the
   * bonus spice (Uprising's Deep Desert and Hagga Basin, whose base spice is an option beside the sandworms).
   */
  | { readonly kind: 'harvest'; readonly baseSpice: number }
  /** Use your leader's signet ring ability (rules 002 GUIDE DES ICÔNES "Chevalière"). */
  | { readonly kind: 'signetRing' }
  /** Your turn ends at once (rules 002 CLARIFICATIONS, Suspension Bindu). */
  | { readonly kind: 'endTurn' }
  /** A House Hagal "Harvest Spice" card: see `RIVAL_HARVEST_RULE` in the House Hagal data. */
  | { readonly kind: 'rivalHarvest' }
  /** The arrow: you may pay `cost` to get `effects`, at most once (rules 002 "Payer un coût", FAQ 2021). */
  | { readonly kind: 'pay'; readonly cost: readonly Cost[]; readonly effects: readonly Effect[] }
  /** Take `pick` different options among those whose cost you can pay. */
  | { readonly kind: 'choose'; readonly pick: number; readonly options: readonly Option[] }
  | {
      readonly kind: 'if';
      readonly condition: Condition;
      readonly then: readonly Effect[];
      readonly else?: readonly Effect[];
    }
  /**
   * Effects each opponent (or one opponent you choose) undergoes; choices inside are that opponent's, made from
   * your left, clockwise, among the options they can fulfil (rules 002 CLARIFICATIONS, Test d'Humanité).
   */
  | { readonly kind: 'opponents'; readonly who: 'each' | 'chosen'; readonly effects: readonly Effect[] }
  | UprisingEffect;

/**
 * The effects Dune: Imperium – Uprising adds (rules 004; facts/uprising-rules.md §2). The 2020 game never uses them.
 */
export type UprisingEffect =
  /**
   * Put a Spy from your supply on a free observation post among `post` (rules 004 "Placer un Espion"); with none in
   * supply, move one of yours from another post. `mayShare`: the post may already hold another player's Spy
   * (Double Agent). Nothing when no post qualifies.
   */
  | { readonly kind: 'placeSpy'; readonly post: SpyPost; readonly mayShare: boolean }
  /**
   * Take sandworms from the bank straight into the Conflict, never to a garrison (rules 004 "Ver des Sables"):
   * only with a Maker Hook, and never into a Conflict the standing Shield Wall protects.
   */
  | { readonly kind: 'summonSandworm'; readonly amount: number }
  /** Take a Maker Hook into your garrison, unless you have one already (facts/uprising-rules.md §2.3). */
  | { readonly kind: 'gainMakerHook' }
  /**
   * You may remove the Shield Wall from the game if it stands (rules 004 "Bouclier brisé"). `confirmed`: the
   * player already said yes (the sandworm module's yes/no prompt pushes it), so it is removed without asking.
   */
  | { readonly kind: 'breakShieldWall'; readonly confirmed?: true }
  /**
   * With the CHOAM module, take one of the two face-up contracts and refill the row; without it, or with no
   * contract left, gain 2 Solari (rules 004 "Espace CHOM"; facts/uprising-rules.md §2.5).
   */
  | { readonly kind: 'takeContract' }
  /** The arrow with Uprising's extra costs (recall a Spy, discard, trash an Intrigue…): pay all of `cost` or skip. */
  | { readonly kind: 'payUprising'; readonly cost: readonly UprisingCost[]; readonly effects: readonly Effect[] }
  /** `then` when the Uprising condition holds, else `else`. */
  | {
      readonly kind: 'ifUprising';
      readonly condition: UprisingCondition;
      readonly then: readonly Effect[];
      readonly else?: readonly Effect[];
    }
  /** `effects` once for each unit the counter counts when it resolves (none at 0). */
  | { readonly kind: 'forEach'; readonly counter: UprisingCounter; readonly effects: readonly Effect[] }
  /** 1 influence with each Faction whose observation post holds one of your Spies (Guild Spy). */
  | { readonly kind: 'influenceWhereSpying' }
  /** This turn, your Agent may be sent to spaces whatever their influence requirement (Undercover Asset). */
  | { readonly kind: 'ignoreInfluenceRequirements' }
  /** This turn you may acquire one card into your hand paying its cost in Solari instead of Persuasion. */
  | { readonly kind: 'acquireWithSolari' }
  /** Look at the top `look` cards of your deck (if it holds that many): draw, discard and trash that many of them. */
  | {
      readonly kind: 'sortTopCards';
      readonly look: number;
      readonly draw: number;
      readonly discard: number;
      readonly trash: number;
    }
  /** Put the card carrying the effect back from play into your hand (Weirding Woman). */
  | { readonly kind: 'returnThisCardToHand' }
  /** This turn, troops you recruit may be deployed to the Conflict wherever your Agent went (Sardaukar Coordination). */
  | { readonly kind: 'recruitedMayDeploy' }
  /** Take control of the space the Conflict card names (rules 004 III. Combat, "La récompense Drapeau"). */
  | { readonly kind: 'controlConflictSpace' }
  /** Move a troop from your supply to the Bene Gesserit area of the board: a Memory (Lady Jessica's signet). */
  | { readonly kind: 'addMemory' }
  /** Acquire a card costing at most `maxCost` into your hand, without Persuasion (Princess Irulan's signet). */
  | { readonly kind: 'acquireToHand'; readonly maxCost: number }
  /** No unit may be deployed to the Conflict this turn (Shaddam's signet; immediate, rules 004 FAQ). */
  | { readonly kind: 'noDeployThisTurn' }
  /** Move Feyd-Rautha's token one space right on his Training track and gain the new space's reward. */
  | { readonly kind: 'advanceTraining' }
  /** During your Reveal turn this round, `effects` each time you acquire a card (Call to Arms). */
  | { readonly kind: 'whenAcquiringThisRound'; readonly effects: readonly Effect[] }
  /** A numbered Faction icon: 1 influence with the Faction at that position of the Rival's priority list (rules 004). */
  | { readonly kind: 'influenceByPriority'; readonly position: 1 | 2 | 3 | 4 }
  /**
   * A Rival's harvest on a House Hagal card (rules 004 JEU SOLO – DÉTAIL, "Espace de Récolte"): it takes the Maker
   * space's bonus spice, then on Hagga Basin or the Deep Desert summons that space's sandworms (1 or 2) if it can
   * (a Maker Hook, and a Conflict the Shield Wall does not protect); if it does not summon, it also gains the space's
   * base spice.
   */
  | { readonly kind: 'rivalHarvestUprising' }
  /**
   * A Rival's influence gain (rules 004 JEU SOLO – DÉTAIL): on its lowest track (the general rule), its highest
   * (Gurney Halleck's scheme), or one where it takes an Alliance if it can (Glossu Rabban, Lady Jessica); ties by
   * its Faction priority.
   */
  | {
      readonly kind: 'rivalInfluence';
      readonly amount: number;
      readonly track: 'lowest' | 'highest' | 'allianceIfPossible';
    };

export type EffectKind = Effect['kind'];

/** Every Uprising kind, once: the compiler checks the list is complete. */
const UPRISING_KINDS: Readonly<Record<UprisingEffect['kind'], true>> = {
  placeSpy: true,
  summonSandworm: true,
  gainMakerHook: true,
  breakShieldWall: true,
  takeContract: true,
  payUprising: true,
  ifUprising: true,
  forEach: true,
  influenceWhereSpying: true,
  ignoreInfluenceRequirements: true,
  acquireWithSolari: true,
  sortTopCards: true,
  returnThisCardToHand: true,
  recruitedMayDeploy: true,
  controlConflictSpace: true,
  addMemory: true,
  acquireToHand: true,
  noDeployThisTurn: true,
  advanceTraining: true,
  rivalInfluence: true,
  whenAcquiringThisRound: true,
  influenceByPriority: true,
  rivalHarvestUprising: true,
};

/** The same kinds in a Set: asked for every effect resolved, where `Object.hasOwn` on the record cost ~1% of a game. */
const UPRISING_KIND_SET: ReadonlySet<string> = new Set(Object.keys(UPRISING_KINDS));

export const UPRISING_EFFECT_KINDS: ReadonlySet<string> = UPRISING_KIND_SET;

/** Whether an effect is one Uprising adds: code written for the 2020 game can set those aside in one test. */
export const isUprisingEffect = (effect: Effect): effect is UprisingEffect => UPRISING_KIND_SET.has(effect.kind);

/** The kinds a rule module resolves (`RuleModule.resolve`): all of Uprising's, none of the 2020 game's. */
export type ModuleEffectKind = UprisingEffect['kind'];
export type ModuleEffect = UprisingEffect;
