import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { newLocalGameId } from '../transport/localStore.ts';
import { guidedSetup, startGuide, type GuidedGame } from './guided.ts';

/** The lobby's way into a guided first game of either title: a local game against heuristic bots. */
export function GuidedStart({ onOpen }: { onOpen: (route: Route) => void }) {
  const { t } = useTranslation();
  const start = (game: GuidedGame) => {
    const id = newLocalGameId();
    startGuide(id);
    const setup = guidedSetup(game, t('ui.seat', { n: 1 }), (n) => t('ui.botName', { n }));
    onOpen({ screen: 'local', game, id, start: setup });
  };
  return (
    <section className="panel guided-start" aria-labelledby="guided-title">
      <h2 id="guided-title">{t('guide.start')}</h2>
      <p className="hint">{t('guide.startHelp')}</p>
      <div className="row">
        <button onClick={() => start('dune')} data-testid="guided-dune">
          {t('imp.lobby.dune')}
        </button>{' '}
        <button onClick={() => start('imperium')} data-testid="guided-imperium">
          {t('imp.lobby.imperium')}
        </button>
      </div>
    </section>
  );
}
