/**
 * How a log is grouped under headings (issue 21): the round an event opens and the phase of a round an event can
 * only come from (rules 002 STRUCTURE D'UNE MANCHE; 004 MANCHE). Events that may come in several phases (gains,
 * intrigues, draws) belong to none: they stay under the heading before them.
 */
export type ImperiumLogPhase = 'setup' | 'roundStart' | 'playerTurns' | 'combat' | 'makers' | 'recall';

/** The setup, then the phases in the round's order. */
export const IMPERIUM_LOG_PHASES: readonly ImperiumLogPhase[] = [
  'setup',
  'roundStart',
  'playerTurns',
  'combat',
  'makers',
  'recall',
];

const EVENT_PHASE: Readonly<Record<string, ImperiumLogPhase>> = {
  // rules 002 MISE EN PLACE (leaders chosen; Uprising's Masterstroke tokens, rules 004).
  leaderChosen: 'setup',
  masterstrokeTokensChosen: 'setup',
  conflictRevealed: 'roundStart',
  agentSent: 'playerTurns',
  agentInfiltrated: 'playerTurns',
  cardsRevealed: 'playerTurns',
  turnEnded: 'playerTurns',
  combatResolved: 'combat',
  conflictCardTaken: 'combat',
  bonusSpice: 'makers',
  recall: 'recall',
};

/** The event that opens a round: the log's top heading. */
export const IMPERIUM_ROUND_EVENT = 'roundStarted';

/** The phase an event marks, or null for an event that may come in any. */
export function imperiumLogPhase(type: string): ImperiumLogPhase | null {
  return Object.hasOwn(EVENT_PHASE, type) ? EVENT_PHASE[type]! : null;
}
