import type { ImperiumAction, ImperiumView } from '@arrakis/imperium';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectLocal } from '../transport/local.ts';
import type { ImperiumLocalSetup } from '../transport/localRules.ts';
import type { GameConnection } from '../transport/types.ts';
import { ImperiumScreen } from './ImperiumScreen.tsx';

/** A Dune: Imperium game in this browser (hot-seat, or against bots): the engine runs in a Web Worker. */
export function ImperiumRoute({ request, onLeave }: { request: ImperiumLocalSetup; onLeave: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<{
    request: ImperiumLocalSetup;
    connection: GameConnection<ImperiumView, ImperiumAction>;
  } | null>(null);
  useEffect(() => {
    const connection = connectLocal<ImperiumView, ImperiumAction>({ setup: request, botDelayMs: 150 });
    setOpened({ request, connection });
    return () => connection.close();
  }, [request]);
  if (!opened || opened.request !== request) return <p className="loading">{t('ui.loading')}</p>;
  return <ImperiumScreen key={request.seed} connection={opened.connection} onLeave={onLeave} />;
}
