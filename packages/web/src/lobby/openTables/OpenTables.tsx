import type { OpenTable } from '@arrakis/server/protocol';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../App.tsx';
import { errorText } from '../../i18n/errors.ts';
import { ApiError } from '../api.ts';
import { saveSeat } from '../storage.ts';
import { claimSeat, openTables } from './api.ts';

/** The list is read again this often while the lobby is open. */
const REFRESH_MS = 15_000;

/** Seconds per decision in words: minutes, else hours. */
export function decisionTime(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t('openTables.noTime');
  return seconds < 3_600
    ? t('ui.minutes', { count: Math.round(seconds / 60) })
    : t('ui.hours', { count: seconds / 3_600 });
}

/** The options switched on, in words where the lobby has them (Dune's), else by their name. */
function optionList(t: TFunction, options: OpenTable['options']): string[] {
  return Object.entries(options)
    .filter(([, value]) => value !== false && value !== null && value !== undefined && typeof value !== 'object')
    .map(([key]) => t([`option.${key}`, `variants.option.${key}`, `governor.option.${key}`], { defaultValue: key }));
}

function gameTitle(t: TFunction, game: OpenTable['game']): string {
  return game === 'uprising' ? t('uprisingLobby.game') : t(`imp.lobby.${game}`);
}

/**
 * The lobby's list of open tables (issue 18): the listed matches with a free seat, read again every few seconds;
 * one click takes a seat, keeps its token as the lobby keeps every seat's, and opens the match.
 */
export function OpenTables({ onOpen }: { onOpen: (route: Route) => void }) {
  const { t } = useTranslation();
  const [tables, setTables] = useState<OpenTable[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    openTables().then(setTables, () => setTables((old) => old ?? []));
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const take = async (table: OpenTable, seat: number) => {
    setError(null);
    setBusy(true);
    try {
      const invite = await claimSeat(table.matchId, seat, name);
      saveSeat({ matchId: table.matchId, seat: invite.seat, token: invite.token });
      onOpen({ screen: 'remote', matchId: table.matchId, token: invite.token });
    } catch (e) {
      setError(e instanceof ApiError ? errorText(t, e) : t('errors.network'));
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel open-tables" aria-labelledby="open-tables" data-testid="open-tables">
      <h2 id="open-tables">{t('openTables.title')}</h2>
      <div className="row">
        <label>
          {t('openTables.yourName')}
          {t('ui.colon')}
          <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} data-testid="open-tables-name" />
        </label>
        <button onClick={refresh} data-testid="open-tables-refresh">
          {t('openTables.refresh')}
        </button>
      </div>
      {tables && tables.length === 0 && <p className="hint">{t('openTables.none')}</p>}
      <ul className="games">
        {tables?.map((table) => {
          const free = table.seats.filter((s) => s.open);
          const options = optionList(t, table.options);
          return (
            <li key={table.matchId} className="game-entry" data-testid="open-table" data-match={table.matchId}>
              <div className="game-entry-head">
                <strong>{gameTitle(t, table.game)}</strong>
                {table.seq > 0 && <span className="where">{t('openTables.started')}</span>}
              </div>
              <div data-testid="open-table-seats">
                {t('openTables.seatsCount', { count: free.length, total: table.seats.length })}
                {t('ui.colon')}
                {table.seats.map((s) => (s.open ? t('openTables.free') : s.name)).join(', ')}
              </div>
              <div className="hint">
                {t('openTables.time', { time: decisionTime(t, table.moveDeadlineSeconds) })}
                {' · '}
                {options.length > 0 ? t('openTables.options', { list: options.join(', ') }) : t('openTables.noOptions')}
              </div>
              <div className="row">
                {free.map((s) => (
                  <button
                    key={s.seat}
                    className="primary"
                    disabled={busy}
                    onClick={() => void take(table, s.seat)}
                    data-testid="open-table-take"
                  >
                    {t('openTables.take', { n: s.seat + 1 })}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
