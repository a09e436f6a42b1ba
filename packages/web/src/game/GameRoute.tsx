import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { requestRematch } from '../lobby/api.ts';
import { saveSeat } from '../lobby/storage.ts';
import { connectLocal } from '../transport/local.ts';
import { connectRemote } from '../transport/remote.ts';
import type { GameConnection } from '../transport/types.ts';
import { ByGame } from '../imperium/ByGame.tsx';
import { GameScreen } from './GameScreen.tsx';
import { LocalGate } from './LocalGate.tsx';
import { useTurnNotice } from '../lobby/openTables/yourTurn.tsx';
import type { Online } from './OnlineControls.tsx';

/** Pause between two bot moves of a local game, so people can follow. */
const LOCAL_BOT_DELAY_MS = 250;

/** Opens the connection a route asks for (the server, or the engine in a worker) and shows the game. */
export function GameRoute({
  route,
  onLeave,
  onOpen,
}: {
  route: Exclude<Route, { screen: 'lobby' | 'replay' }>;
  onLeave: () => void;
  onOpen: (route: Route) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<{ route: Route; connection: GameConnection } | null>(null);
  useEffect(() => {
    const c =
      route.screen === 'remote'
        ? connectRemote({ matchId: route.matchId, ...(route.token ? { token: route.token } : {}) })
        : connectLocal(
            route.start
              ? { setup: route.start, id: route.id, botDelayMs: LOCAL_BOT_DELAY_MS }
              : { resume: route.id, botDelayMs: LOCAL_BOT_DELAY_MS },
          );
    setOpened({ route, connection: c });
    return () => c.close();
  }, [route]);
  useTurnNotice(opened?.connection ?? null, opened?.route.screen === 'remote' ? opened.route.matchId : null);
  // Until the route's own connection is open, nothing of the previous one shows.
  if (!opened || opened.route !== route) return <p className="loading">{t('ui.loading')}</p>;
  const { connection } = opened;

  let online: Online | null = null;
  if (route.screen === 'remote') {
    const { matchId, token } = route;
    // The rematch is played with the same token (server README: a rematch keeps the tokens).
    const openMatch = (next: string, seat: number | null) => {
      if (token) saveSeat({ matchId: next, seat: seat ?? -1, token });
      onOpen({ screen: 'remote', matchId: next, token });
    };
    online = {
      openMatch,
      ...(token
        ? {
            startRematch: async (seat: number | null) => {
              const created = await requestRematch(matchId, token);
              openMatch(created.matchId, seat);
            },
          }
        : {}),
    };
  }
  // A new match is a new screen: nothing of the old one (log, hot-seat reveal, dialogs) carries over.
  const key = route.screen === 'remote' ? `remote:${route.matchId}` : `local:${route.id}`;
  const screen = <GameScreen key={key} connection={connection} onLeave={onLeave} online={online} />;
  // Online, the server says which game the match plays (Dune or Dune: Imperium).
  return route.screen === 'remote' ? (
    <ByGame key={key} connection={connection} onLeave={onLeave} online={online}>
      {screen}
    </ByGame>
  ) : (
    <LocalGate key={key} connection={connection} onLeave={onLeave}>
      {screen}
    </LocalGate>
  );
}
