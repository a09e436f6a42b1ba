import type { DuneAction } from '@arrakis/dune';
import type { Namer } from '../text.ts';

/** rules 000 XXXVII: the Bene Tleilax's actions (their words in the i18n block `tleilaxu`). */
export const TLEILAXU_ACTION_TYPES: ReadonlySet<string> = new Set([
  'offerBuyBack',
  'answerBuyBack',
  'tamperLeader',
  'karamaBanRevival',
  'gholaTake',
]);

/** The Bene Tleilax's actions in words, with their parameters; null for every other action. */
export function describeTleilaxuAction(n: Namer, a: DuneAction): string | null {
  const t = n.t;
  switch (a.type) {
    case 'offerBuyBack':
      return t('tleilaxu.action.offerBuyBack', { leader: n.leader(a.leader), price: a.price });
    case 'answerBuyBack':
      return t(a.accept ? 'tleilaxu.action.answerBuyBack' : 'tleilaxu.action.answerBuyBackNo');
    case 'tamperLeader':
      return t(
        a.delta > 0
          ? 'tleilaxu.action.tamperUp'
          : a.delta < 0
            ? 'tleilaxu.action.tamperDown'
            : 'tleilaxu.action.tamperNone',
      );
    case 'karamaBanRevival':
      return t('tleilaxu.action.karamaBanRevival');
    case 'gholaTake':
      return t('tleilaxu.action.gholaTake', { leader: n.leader(a.leader) });
    default:
      return null;
  }
}
