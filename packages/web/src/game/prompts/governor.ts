import { LEADERS, type DuneAction, type LeaderId } from '@arrakis/dune';
import type { Namer } from '../text.ts';

/** rules 000 XXXIV, XXXVIII: the Governor's and the points' actions (their words in the i18n block `governor`). */
export function describeGovernorAction(n: Namer, a: DuneAction): string | null {
  const { t } = n;
  switch (a.type) {
    case 'nameGovernor':
      return t('governor.action.nameGovernor', { faction: n.player(a.faction) });
    case 'installGovernor':
      return t('governor.action.installGovernor', {
        leader: n.leader(a.leader),
        value: LEADERS[a.leader as LeaderId]?.value ?? 0,
        capital: n.territory(a.capital),
      });
    case 'predictZone':
      return a.faction === null
        ? t('governor.action.predictEmpty', { zone: n.territory(a.zone) })
        : t('governor.action.predictZone', { zone: n.territory(a.zone), faction: n.player(a.faction) });
    default:
      return null;
  }
}
