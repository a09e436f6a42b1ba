import { LEADERS, type DuneAction, type LeaderId } from '@arrakis/dune';
import type { Namer } from '../text.ts';

/** rules 000 XXVIII, XXX, XXXV, XXXVI: the variants' actions (their words in the i18n block `variants`). */
export const VARIANT_ACTION_TYPES: ReadonlySet<string> = new Set([
  'thumperEscape',
  'attemptCapture',
  'leaderSuicide',
  'buyBackDuncan',
  'chooseMoment',
  'movementBid',
  'movementPriority',
]);

const value = (leader: string) => LEADERS[leader as LeaderId]?.value ?? 0;

/** The variants' actions in words, with their parameters; null for any other action. */
export function describeVariantAction(n: Namer, a: DuneAction): string | null {
  const t = n.t;
  switch (a.type) {
    case 'thumperEscape':
      return t('variants.action.thumperEscape');
    case 'attemptCapture':
      return t('variants.action.attemptCapture', { leader: n.leader(a.leader), value: value(a.leader) });
    case 'leaderSuicide':
      return t(a.suicide ? 'variants.action.leaderSuicide' : 'variants.action.leaderSuicideNo');
    // 000 XXX.
    case 'chooseMoment':
      return t('variants.action.chooseMoment', { position: a.position });
    case 'movementBid':
      return t('variants.action.movementBid', { amount: a.amount });
    case 'movementPriority':
      return t('variants.action.movementPriority', { first: n.seat(a.first) });
    case 'buyBackDuncan':
      return t('variants.action.buyBackDuncan', { amount: value('duncanIdaho') });
    default:
      return null;
  }
}
