import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { connectLocal } from '../transport/local.ts';
import { connectRemote } from '../transport/remote.ts';
import type { GameConnection } from '../transport/types.ts';
import { GameScreen } from './GameScreen.tsx';

/** Opens the connection a route asks for (the server, or the engine in a worker) and shows the game. */
export function GameRoute({ route, onLeave }: { route: Exclude<Route, { screen: 'lobby' }>; onLeave: () => void }) {
  const { t } = useTranslation();
  const [connection, setConnection] = useState<GameConnection | null>(null);
  useEffect(() => {
    const c =
      route.screen === 'remote'
        ? connectRemote({ matchId: route.matchId, ...(route.token ? { token: route.token } : {}) })
        : connectLocal({ setup: route.request, botDelayMs: 250 });
    setConnection(c);
    return () => c.close();
  }, [route]);
  if (!connection) return <p className="loading">{t('ui.loading')}</p>;
  return <GameScreen connection={connection} onLeave={onLeave} />;
}
