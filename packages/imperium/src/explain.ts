import { ruleError, type RuleError, type RuleRef } from '@arrakis/engine';
import type { EngineState } from './state.ts';

/**
 * The headings of rules 002 (Dune: Imperium) a refusal cites, as the Rules panel lists them
 * (packages/web/src/rules/refs.ts `IMPERIUM_SECTIONS`; a test checks that each is there).
 */
export type ImperiumRuleSection =
  | 'Manche'
  | 'Début de manche'
  | "Tour d'Agent"
  | 'Révélation'
  | 'Achat'
  | 'Conflit'
  | 'Intrigues'
  | 'Faiseurs'
  | 'Rappel'
  | 'Fin de partie'
  | 'Solo'
  // issue 21 (leader-reasons): the leaders chosen at setup.
  | 'Mise en place';

/** The headings of rules 004 (Uprising) a refusal cites (refs.ts `UPRISING_SECTIONS`). */
export type UprisingRuleSection =
  | 'Manche'
  | 'Tours des Joueurs'
  | "Tour d'Agent"
  | 'Espions'
  | 'Offre Imperium'
  | 'Combat'
  | 'Jeu solo'
  | 'Six joueurs'
  // issue 21 (leader-reasons): the leaders chosen at setup.
  | 'Mise en place'
  // issue 21 (explain-last): the CHOAM module's contracts.
  | 'Contrats';

/** Where a rule is written: the 2020 rulebook's heading, and Uprising's. */
interface ReasonRule {
  readonly '002': ImperiumRuleSection;
  readonly '004': UprisingRuleSection;
}

const AGENT: ReasonRule = { '002': "Tour d'Agent", '004': "Tour d'Agent" };
const PURCHASE: ReasonRule = { '002': 'Achat', '004': 'Offre Imperium' };
const INTRIGUE: ReasonRule = { '002': 'Intrigues', '004': 'Tours des Joueurs' };
const SPIES: ReasonRule = { '002': "Tour d'Agent", '004': 'Espions' };
const SETUP: ReasonRule = { '002': 'Mise en place', '004': 'Mise en place' };

/**
 * Every reason the Imperium engine gives for refusing a well-formed action (issue 21), one per rule, and the rule
 * that gives it. Each has a sentence in fr, en and nl (text/log/*.ts, `explain`; a test checks them).
 */
export const IMPERIUM_REASONS = {
  /** Someone else decides now (rules 002 MANCHE: one turn at a time, in order). */
  notYourDecision: { '002': 'Manche', '004': 'Tours des Joueurs' },
  // rules 002 TOUR AGENT, agent placement.
  cardNotInHand: AGENT,
  noAgentIcons: AGENT,
  noAgentLeft: AGENT,
  agentNotMoved: AGENT,
  agentMustMove: AGENT,
  noAgentToMove: AGENT,
  iconNotOnCard: AGENT,
  spaceOccupied: AGENT,
  spaceBlocked: AGENT,
  oncePerGame: AGENT,
  noSwordmasterSolo: { '002': 'Solo', '004': 'Jeu solo' },
  commanderSpace: { '002': "Tour d'Agent", '004': 'Six joueurs' },
  influenceRequired: AGENT,
  cannotPay: AGENT,
  // rules 004 "Rappeler un Espion (Action)": infiltrating.
  spyNotThere: SPIES,
  nothingToInfiltrate: SPIES,
  // rules 002 ACQUÉRIR DES CARTES.
  cardNotInRow: PURCHASE,
  notAReservePile: PURCHASE,
  reserveEmpty: PURCHASE,
  noSetAsideCard: PURCHASE,
  notEnoughPersuasion: PURCHASE,
  cannotAcquireToTop: PURCHASE,
  // rules 002 CARTES INTRIGUE.
  intrigueNotHeld: INTRIGUE,
  intrigueNotNow: INTRIGUE,
  intrigueRequirement: INTRIGUE,
  intrigueCannotPay: INTRIGUE,
  /** A cost offered but not payable that way (a Faction's influence lacking, resources short). */
  costNotPayable: AGENT,
  /** An effect's choice that is not among those it offers now: the rule of the phase where it is made. */
  choiceNotOffered: AGENT,
  // issue 21 (explain-rest): an effect's answer that names what is not there; cited with the rule of its phase.
  optionNotThere: AGENT,
  optionAlreadyTaken: AGENT,
  factionNotAmong: AGENT,
  numberOutOfRange: AGENT,
  cardNotInZone: AGENT,
  cardTooDear: AGENT,
  cardNotOfFaction: AGENT,
  noAgentToRecall: AGENT,
  notAnOpponent: AGENT,
  opponentNotAmong: AGENT,
  noFactionCost: AGENT,
  postNotOffered: SPIES,
  spySupplyLeft: SPIES,
  spySupplyEmpty: SPIES,
  noSpyOnPost: SPIES,
  // issue 21 (leader-reasons): rules 002 MISE EN PLACE D, 004 MISE EN PLACE "Dirigeant": one leader per player.
  leaderTaken: SETUP,
  leaderNotInGame: SETUP,
  // issue 21 (explain-last): the top of the deck looked at, the CHOAM contracts, the Baron's Masterstroke tokens.
  inspectNotOffered: AGENT,
  zoneNotOffered: AGENT,
  cardNotLookedAt: AGENT,
  contractNotOffered: { '002': "Tour d'Agent", '004': 'Contrats' },
  masterstrokeSameFaction: SETUP,
  masterstrokeOrder: SETUP,
} as const satisfies Readonly<Record<string, ReasonRule>>;

export type ImperiumReason = keyof typeof IMPERIUM_REASONS;

export const IMPERIUM_REASON_CODES = Object.keys(IMPERIUM_REASONS) as readonly ImperiumReason[];

/** The rulebook of the state's edition: Uprising's summary (004) for Uprising, the 2020 rulebook otherwise. */
export function ruleBook(state: Pick<EngineState, 'edition'>): '002' | '004' {
  return state.edition === 'uprising' || state.edition === 'uprisingSix' ? '004' : '002';
}

/** Where the rule of `code` is written in the state's rulebook. */
export function reasonRule(state: Pick<EngineState, 'edition'>, code: ImperiumReason): RuleRef {
  const book = ruleBook(state);
  return { book, section: IMPERIUM_REASONS[code][book] };
}

/** The reason `code` with its parameters and its rule in the state's rulebook. */
export function imperiumReason(
  state: Pick<EngineState, 'edition'>,
  code: ImperiumReason,
  params: Record<string, string | number> = {},
  section?: ReasonRule,
): RuleError {
  const book = ruleBook(state);
  return ruleError(code, params, { book, section: (section ?? IMPERIUM_REASONS[code])[book] });
}

/** The rule of the phase a choice belongs to (an effect's choice, a Combat's, the Makers', …). */
export function phaseRule(state: EngineState): ReasonRule {
  switch (state.phase) {
    case 'roundStart':
      return { '002': 'Début de manche', '004': 'Manche' };
    case 'playerTurns':
      return state.turn?.kind === 'reveal' ? { '002': 'Révélation', '004': 'Tours des Joueurs' } : AGENT;
    case 'combat':
      return { '002': 'Conflit', '004': 'Combat' };
    case 'makers':
      return { '002': 'Faiseurs', '004': 'Manche' };
    case 'recall':
      return { '002': 'Rappel', '004': 'Manche' };
    case 'endgame':
      return { '002': 'Fin de partie', '004': 'Manche' };
    default:
      return { '002': 'Manche', '004': 'Manche' };
  }
}
