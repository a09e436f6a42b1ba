import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lobby } from './lobby/Lobby.tsx';
import { parseLocalLink, parsePlayLink, saveSeat, tokenFor } from './lobby/storage.ts';
import type { LocalGameSetup } from './transport/localRules.ts';
import type { GameName } from './transport/types.ts';
import { parseReplayLink, replayPath, type ReplaySource } from './replay/links.ts';

// The game screen (board, prompts, the engine for local games) loads only when a game opens.
const GameRoute = lazy(() => import('./game/GameRoute.tsx').then((m) => ({ default: m.GameRoute })));
const ReplayScreen = lazy(() => import('./replay/ReplayScreen.tsx').then((m) => ({ default: m.ReplayScreen })));
const ImperiumRoute = lazy(() => import('./imperium/ImperiumRoute.tsx').then((m) => ({ default: m.ImperiumRoute })));

export type Route =
  | { readonly screen: 'lobby' }
  | { readonly screen: 'remote'; readonly matchId: string; readonly token: string | null }
  /** A game of this browser, saved as it is played: started from `start`, or resumed from its record (null). */
  | {
      readonly screen: 'local';
      readonly game: GameName;
      readonly id: string;
      readonly start: LocalGameSetup | null;
    }
  /** The replay viewer (issue 22), at a point when `at` is given. */
  | { readonly screen: 'replay'; readonly source: ReplaySource; readonly at?: number };

function routeFromLocation(): Route {
  const replay = parseReplayLink(window.location.pathname);
  if (replay) return { screen: 'replay', source: replay };
  const local = parseLocalLink(window.location.pathname);
  if (local) return { screen: 'local', game: local.game, id: local.id, start: null };
  const link = parsePlayLink(window.location.pathname, window.location.hash);
  if (!link) return { screen: 'lobby' };
  if (link.token) {
    saveSeat({ matchId: link.matchId, seat: -1, token: link.token });
    // The token stays in this browser only: it leaves the address bar (and the history).
    window.history.replaceState(null, '', `/play/${encodeURIComponent(link.matchId)}`);
  }
  return { screen: 'remote', matchId: link.matchId, token: link.token ?? tokenFor(link.matchId) };
}

export function App() {
  const { t } = useTranslation();
  const [route, setRoute] = useState<Route>(routeFromLocation);

  useEffect(() => {
    const onPop = () => setRoute(routeFromLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: Route) => {
    if (next.screen === 'lobby') window.history.pushState(null, '', '/');
    if (next.screen === 'remote') window.history.pushState(null, '', `/play/${encodeURIComponent(next.matchId)}`);
    if (next.screen === 'local') window.history.pushState(null, '', `/local/${next.game}/${next.id}`);
    if (next.screen === 'replay') {
      window.history.pushState(null, '', `${replayPath(next.source)}${next.at === undefined ? '' : `?at=${next.at}`}`);
    }
    setRoute(next);
  };

  if (route.screen === 'lobby') return <Lobby onOpen={go} />;
  return (
    <Suspense fallback={<p className="loading">{t('ui.loading')}</p>}>
      {route.screen === 'replay' ? (
        <ReplayScreen source={route.source} onLeave={() => go({ screen: 'lobby' })} onOpen={go} />
      ) : route.screen === 'local' && (route.game === 'imperium' || route.game === 'uprising') ? (
        <ImperiumRoute route={route} onLeave={() => go({ screen: 'lobby' })} />
      ) : (
        <GameRoute route={route} onLeave={() => go({ screen: 'lobby' })} onOpen={go} />
      )}
    </Suspense>
  );
}
