import type { DuneView } from '@arrakis/dune';
import { useTranslation } from 'react-i18next';
import { FactionBadge } from './FactionBadge.tsx';
import { EndActions, type Online } from './OnlineControls.tsx';
import type { Namer } from './text.ts';

export function EndScreen({
  view,
  namer,
  onLeave,
  rematch,
  online,
}: {
  view: DuneView;
  namer: Namer;
  onLeave: () => void;
  rematch: string | null;
  online: Online | null;
}) {
  const { t } = useTranslation();
  const result = view.result!;
  return (
    <section className="panel end" data-testid="end-screen">
      <h2>{t('ui.gameOver')}</h2>
      <p>{t('ui.turn', { turn: result.turn })}</p>
      <h3>{t('ui.winners')}</h3>
      {result.winners.length === 0 ? (
        <p>{t('ui.noWinner')}</p>
      ) : (
        <ul className="winners" data-testid="winners">
          {result.winners.map((seat) => (
            <li key={seat}>
              <FactionBadge faction={view.seats[seat]!} /> <strong>{namer.seat(seat)}</strong>
              {seat === view.you && ` (${t('ui.you')})`}
              {namer.resigned(seat) && <span className="resigned-tag">{t('ui.resignedTag')}</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        {t('ui.reason')}
        {t('ui.colon')}
        {t(`reason.${result.reason}`, { defaultValue: result.reason })}
      </p>
      <EndActions seat={view.you} rematch={rematch} online={online} onLeave={onLeave} />
    </section>
  );
}
