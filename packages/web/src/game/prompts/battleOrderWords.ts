import type { DuneAction } from '@arrakis/dune';
import type { Namer } from '../text.ts';

/** 000 XXXIII: the agreement's actions in words (the shares in the parties' seat order); null for every other. */
export function describeBattleOrderAction(n: Namer, a: DuneAction): string | null {
  switch (a.type) {
    case 'acceptAgreement':
      return n.t('battleOrder.action.accept');
    case 'proposeAgreement': {
      const parts = a.shares.some((s) => s > 0) ? [a.shares.join(' / ')] : [];
      if (a.holder !== null) parts.push(n.t('battleOrder.action.holder', { seat: n.seat(a.holder) }));
      return n.t('battleOrder.action.propose', {
        terms: parts.length > 0 ? parts.join(', ') : n.t('battleOrder.action.noTerms'),
      });
    }
    default:
      return null;
  }
}
