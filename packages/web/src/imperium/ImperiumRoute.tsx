import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableAction, TableView } from './content.ts';
import type { Route } from '../App.tsx';
import { LocalGate } from '../game/LocalGate.tsx';
import { connectLocal } from '../transport/local.ts';
import type { GameConnection } from '../transport/types.ts';
import { ImperiumScreen } from './ImperiumScreen.tsx';

const BOT_DELAY_MS = 150;

/** A Dune: Imperium game in this browser (hot-seat, or against bots): the engine runs in a Web Worker. */
export function ImperiumRoute({ route, onLeave }: { route: Extract<Route, { screen: 'local' }>; onLeave: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<{
    route: Route;
    connection: GameConnection<TableView, TableAction>;
  } | null>(null);
  useEffect(() => {
    const connection = connectLocal<TableView, TableAction>(
      route.start
        ? { setup: route.start, id: route.id, botDelayMs: BOT_DELAY_MS }
        : { resume: route.id, botDelayMs: BOT_DELAY_MS },
    );
    setOpened({ route, connection });
    return () => connection.close();
  }, [route]);
  if (!opened || opened.route !== route) return <p className="loading">{t('ui.loading')}</p>;
  return (
    <LocalGate key={route.id} connection={opened.connection} onLeave={onLeave}>
      <ImperiumScreen key={route.id} connection={opened.connection} onLeave={onLeave} />
    </LocalGate>
  );
}
