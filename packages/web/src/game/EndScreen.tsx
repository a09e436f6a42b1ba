import type { DuneView } from '@arrakis/dune';
import { useTranslation } from 'react-i18next';
import { FactionBadge } from './FactionBadge.tsx';
import type { Namer } from './text.ts';

export function EndScreen({ view, namer, onLeave }: { view: DuneView; namer: Namer; onLeave: () => void }) {
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
            </li>
          ))}
        </ul>
      )}
      <p>
        {t('ui.reason')}{t('ui.colon')}{t(`reason.${result.reason}`, { defaultValue: result.reason })}
      </p>
      <button className="primary" onClick={onLeave}>
        {t('ui.backToLobby')}
      </button>
    </section>
  );
}
