import type { ImperiumAction, LeaderId } from '@arrakis/imperium';
import { best, ofType, type DecisionContext } from './context.ts';

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

/** rules 002 MISE EN PLACE D: the best leader left. */
export function chooseLeader(ctx: DecisionContext<'chooseLeader'>): ImperiumAction | undefined {
  return best(ofType(ctx.actions, 'chooseLeader'), (a) => -LEADER_ORDER.indexOf(a.leader as LeaderId))?.item;
}
