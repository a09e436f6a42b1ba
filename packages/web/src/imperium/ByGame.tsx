import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableAction, TableView } from './content.ts';
import type { Online } from '../game/OnlineControls.tsx';
import { errorText } from '../i18n/errors.ts';
import type { ConnectionError, GameConnection, GameName } from '../transport/types.ts';

const ImperiumScreen = lazy(() => import('./ImperiumScreen.tsx').then((m) => ({ default: m.ImperiumScreen })));

/**
 * An online match shows the screen of the game the server names in its first update (`game`): Dune's screen
 * (`children`) or Dune: Imperium's. Until then, the connection's progress and errors.
 */
export function ByGame({
  connection,
  onLeave,
  online,
  children,
}: {
  connection: GameConnection;
  onLeave: () => void;
  online: Online | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [game, setGame] = useState<GameName | null>(null);
  const [error, setError] = useState<ConnectionError | null>(null);
  useEffect(
    () =>
      connection.subscribe((event) => {
        if (event.type === 'update') setGame(event.update.game ?? 'dune');
        if (event.type === 'error') setError(event.error);
      }),
    [connection],
  );
  if (game === null) {
    // A match the server cannot serve says so, rather than seeming to connect still.
    const final = error?.code === 'matchQuarantined' || error?.code === 'unknownMatch';
    return (
      <p className="loading">
        {!final && t('ui.connecting')}
        {error && <span className="error"> {errorText(t, error)}</span>}{' '}
        <button onClick={onLeave}>{t('ui.lobby')}</button>
      </p>
    );
  }
  if (game === 'dune') return children;
  // The server sends the views and actions of the game it names: this connection carries Imperium's.
  const imperium = connection as unknown as GameConnection<TableView, TableAction>;
  return (
    <Suspense fallback={<p className="loading">{t('ui.loading')}</p>}>
      <ImperiumScreen connection={imperium} onLeave={onLeave} online={online} />
    </Suspense>
  );
}
