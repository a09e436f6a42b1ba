import type { RuleRef } from './refs.ts';

/** The section that explains a Dune phase (rules 000 §5: the phases in order). */
export function dunePhaseRule(phase: string): RuleRef {
  switch (phase) {
    case 'setup':
      return { book: '000', section: '3' };
    case 'storm':
      return { book: '000', section: '6' };
    case 'spiceBlow':
      return { book: '000', section: '7' };
    case 'bidding':
      return { book: '000', section: '8' };
    case 'movement':
      return { book: '000', section: '9' };
    case 'battle':
      return { book: '000', section: '10' };
    case 'collection':
      return { book: '000', section: '11' };
    case 'over':
      return { book: '000', section: '4' };
    default:
      return { book: '000', section: '5' };
  }
}

/** The section that explains an Imperium phase (rules 002 STRUCTURE D'UNE MANCHE; 004 MANCHE). */
export function imperiumPhaseRule(phase: string): RuleRef {
  switch (phase) {
    case 'roundStart':
      return { book: '002', section: 'Début de manche' };
    case 'playerTurns':
      return { book: '002', section: "Tour d'Agent" };
    case 'combat':
      return { book: '002', section: 'Conflit' };
    case 'makers':
      return { book: '002', section: 'Faiseurs' };
    case 'recall':
      return { book: '002', section: 'Rappel' };
    case 'endgame':
    case 'over':
      return { book: '002', section: 'Fin de partie' };
    default:
      return { book: '002', section: 'Manche' };
  }
}
