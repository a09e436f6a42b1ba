import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/errors.ts';
import type { ConnectionError, GameConnection } from '../transport/types.ts';

/**
 * A local game opens once its worker has a first update: a new game at once, a saved one after its record is read
 * and replayed. Until then, what it is doing; if the saved game cannot be opened, why, and the way home.
 */
export function LocalGate<V, A>({
  connection,
  onLeave,
  children,
}: {
  connection: GameConnection<V, A>;
  onLeave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<ConnectionError | null>(null);
  useEffect(
    () =>
      connection.subscribe((event) => {
        if (event.type === 'update') setReady(true);
        if (event.type === 'error') setError(event.error);
      }),
    [connection],
  );
  if (ready) return children;
  return (
    <div className="loading" data-testid="local-opening">
      {error ? (
        <p className="error" role="alert">
          {errorText(t, error)}
        </p>
      ) : (
        <p>{t('saves.opening')}</p>
      )}
      <button onClick={onLeave}>← {t('ui.lobby')}</button>
    </div>
  );
}
