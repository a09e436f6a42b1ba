import type { LeaderId, UprisingLeaderId } from '@arrakis/imperium';
import { best, ofType, type BotAction, type DecisionContext } from './context.ts';

/** Leaders by how well this bot plays them: simple economies first, the hooks it values least last. */
const LEADER_ORDER: readonly LeaderId[] = [
  'glossuRabban',
  'paulAtreides',
  'ilbanRichese',
  'memnonThorvald',
  'letoAtreides',
  'helenaRichese',
  'arianaThorvald',
  'vladimirHarkonnen',
];

/**
 * Uprising's leaders (rules 004 LISTE DES DIRIGEANTS) the same way: the abilities that feed its valuation (troops,
 * Spies, cards, spice) first, those that need timing it does not plan (Memories, the Training track) last.
 */
const UPRISING_LEADER_ORDER: readonly UprisingLeaderId[] = [
  'gurneyHalleck',
  'stabanTuek',
  'princessIrulan',
  'muadDib',
  'ladyAmberMetulli',
  'shaddamCorrinoIV',
  'ladyMargotFenring',
  'feydRauthaHarkonnen',
  'ladyJessica',
];

const ORDER: readonly string[] = [...LEADER_ORDER, ...UPRISING_LEADER_ORDER];

/** rules 002 MISE EN PLACE D (rules 004 alike): the best leader left. */
export function chooseLeader(ctx: DecisionContext<'chooseLeader'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'chooseLeader'), (a) => {
    const rank = ORDER.indexOf(a.leader);
    return rank < 0 ? -ORDER.length : -rank;
  })?.item;
}
