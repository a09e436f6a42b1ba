import type { Condition } from './condition.ts';
import type { Cost } from './cost.ts';
import type { FactionTarget } from './factionTarget.ts';
import type { AgentIcon, ControlSpaceId, Faction, ReserveCardId, Resource } from './primitives.ts';
import type { Quantity } from './quantity.ts';

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
  /**
   * Uprising (rules 004 "Placer un Espion"): put a Spy from your supply on a free observation post, one connected
   * to a space with the `icon` when given; with none in supply, move one of yours from another post first.
   */
  | { readonly kind: 'placeSpy'; readonly icon: AgentIcon | null }
  /**
   * Uprising (rules 004 "Ver des Sables"): with Maker Hooks, `amount` sandworms go straight into the Conflict,
   * never to a garrison; none while the Shield Wall protects the Conflict.
   */
  | { readonly kind: 'summonSandworm'; readonly amount: number }
  /** Uprising: take the Maker Hooks, unless you hold them already (one per player; never spent). */
  | { readonly kind: 'gainMakerHook' }
  /** Uprising (rules 004 "Bouclier brisé"): you may remove the Shield Wall from the game while it stands. */
  | { readonly kind: 'breakShieldWall'; readonly confirmed?: true }
  /**
   * Uprising (rules 004 "Espace CHOM"): with the CHOAM module, take one of the two face-up contracts (the slot is
   * refilled); without it, or with no contract left, gain 2 Solari.
   */
  | { readonly kind: 'takeContract' }
  /** Uprising (Imperial Privilege): you may trash one of your Intrigue cards to draw an Intrigue card. */
  | { readonly kind: 'swapIntrigue' }
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
  | { readonly kind: 'opponents'; readonly who: 'each' | 'chosen'; readonly effects: readonly Effect[] };

export type EffectKind = Effect['kind'];

/** The kinds a rule module resolves (`RuleModule.resolve`): the 2020 game has none of them. */
export type ModuleEffectKind =
  'placeSpy' | 'summonSandworm' | 'gainMakerHook' | 'breakShieldWall' | 'takeContract' | 'swapIntrigue';
export type ModuleEffect = Extract<Effect, { readonly kind: ModuleEffectKind }>;
