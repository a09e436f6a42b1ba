import type { ImpNames, TableAction, TableFrame, TableView } from '../content.ts';

/**
 * The words of the six-player decisions' answers (facts uprising-rules.md §1.4, §1.1, §1.7): which Ally a Commander
 * activates, how the Reinforce icon's troops are shared, whether an Ally concedes a tie to its teammate; null for
 * any other decision.
 */
export function sixLabel(names: ImpNames, frame: TableFrame, action: TableAction): string | null {
  const t = names.t;
  switch (frame.kind) {
    case 'activateAlly': {
      if (action.type !== 'option') return null;
      const ally = frame.among[action.index];
      return ally === undefined ? null : t('uprising.six.act.activate', { ally: names.seat(ally) });
    }
    case 'concede':
      if (action.type === 'confirm')
        return frame.partner === null
          ? t('uprising.six.act.concedeAlone')
          : t('uprising.six.act.concede', { partner: names.seat(frame.partner) });
      return action.type === 'pass' ? t('uprising.six.act.keep') : null;
    case 'reinforce': {
      if (action.type !== 'count') return null;
      const [first, second] = frame.allies;
      if (first === undefined || second === undefined) return null;
      return t('uprising.six.act.reinforce', {
        first: names.seat(first),
        a: action.count,
        second: names.seat(second),
        b: frame.troops - action.count,
      });
    }
    default:
      return null;
  }
}

/** What a six-player decision is about, above its answers. */
export function SixDetails({ names, view, frame }: { names: ImpNames; view: TableView; frame: TableFrame }) {
  const t = names.t;
  switch (frame.kind) {
    case 'activateAlly':
      return (
        <p className="imp-detail" data-testid="six-detail">
          {frame.reveal
            ? t('uprising.six.detail.activateReveal', { count: view.players[frame.seat]?.swords ?? 0 })
            : t('uprising.six.detail.activate')}
        </p>
      );
    case 'reinforce':
      return (
        <p className="imp-detail" data-testid="six-detail">
          {t('uprising.six.detail.reinforce', { count: frame.troops })}
        </p>
      );
    default:
      return null;
  }
}
