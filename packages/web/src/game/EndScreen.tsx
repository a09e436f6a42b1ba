import type { DuneView } from '@arrakis/dune';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/errors.ts';
import { ApiError } from '../lobby/api.ts';
import { FactionBadge } from './FactionBadge.tsx';
import type { Online } from './GameScreen.tsx';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = view.result!;
  const startRematch = online?.startRematch;
  const askRematch = async () => {
    if (!startRematch) return;
    setBusy(true);
    setError(null);
    try {
      await startRematch(view.you);
    } catch (e) {
      setError(e instanceof ApiError ? errorText(t, e) : t('errors.network'));
      setBusy(false);
    }
  };
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
      <div className="action-list">
        {online && rematch ? (
          <button
            className="primary"
            onClick={() => online.openMatch(rematch, view.you)}
            data-testid="join-rematch-end"
          >
            {t('ui.rematchJoin')}
          </button>
        ) : (
          startRematch && (
            <button className="primary" disabled={busy} onClick={() => void askRematch()} data-testid="rematch">
              {busy ? t('ui.rematchStarting') : t('ui.rematch')}
            </button>
          )
        )}
        <button onClick={onLeave}>{t('ui.backToLobby')}</button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
