import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionEvent, GameConnection } from '../../transport/types.ts';

/** The tab's title with the number of games that wait for this player: « (2) Arrakis ». */
export function useTitleCount(count: number): void {
  const { t } = useTranslation();
  useEffect(() => {
    const app = t('ui.appName');
    document.title = count > 0 ? t('openTables.titleCount', { count, app }) : app;
    return () => {
      document.title = app;
    };
  }, [count, t]);
}

function notifications(): typeof Notification | null {
  return typeof Notification === 'undefined' ? null : Notification;
}

/** Asks the browser's permission for "your turn" notices: from this button only, never on load. */
export function NotifyButton() {
  const { t } = useTranslation();
  const api = notifications();
  const [permission, setPermission] = useState<NotificationPermission | null>(api?.permission ?? null);
  if (!api || permission === null) return null;
  if (permission === 'granted')
    return (
      <p className="hint" data-testid="notify-on">
        {t('openTables.notifyOn')}
      </p>
    );
  if (permission === 'denied')
    return (
      <p className="hint" data-testid="notify-denied">
        {t('openTables.notifyDenied')}
      </p>
    );
  return (
    <button onClick={() => void api.requestPermission().then(setPermission)} data-testid="notify-ask">
      {t('openTables.notify')}
    </button>
  );
}

/**
 * In an online match: when a decision of this seat arrives while the tab is hidden, a notice says so (with the
 * browser's permission, asked from the lobby's button). One notice per decision that arrives, not per update.
 */
export function useTurnNotice<V, A>(connection: GameConnection<V, A> | null, matchId: string | null): void {
  const { t } = useTranslation();
  const waiting = useRef(false);
  useEffect(() => {
    if (matchId === null || connection === null) return;
    waiting.current = false;
    return connection.subscribe((event: ConnectionEvent<V, A>) => {
      if (event.type !== 'update') return;
      const { update } = event;
      const decides =
        update.seat !== null && update.status === 'active' && (update.decisionCount ?? update.actions.length) > 0;
      const arrived = decides && !waiting.current;
      waiting.current = decides;
      const api = notifications();
      if (!arrived || !api || api.permission !== 'granted' || !document.hidden) return;
      const notice = new api(t('openTables.noticeTitle'), { body: t('openTables.noticeBody'), tag: matchId });
      notice.onclick = () => {
        window.focus();
        notice.close();
      };
    });
  }, [connection, matchId, t]);
}
