import type { DuneView } from '@arrakis/dune';
import { ScoreTrack, turnLabel } from './board/ScoreTrack.tsx';
import { useTranslation } from 'react-i18next';
import { FactionBadge } from './FactionBadge.tsx';
import { EndActions, type Online } from './OnlineControls.tsx';
import { finishedGameHere, RecordButtons } from '../replay/RecordButtons.tsx';
import type { Namer } from './text.ts';

export function EndScreen({
  view,
  namer,
  onLeave,
  rematch,
  online,
}: {
  view: DuneView;
  namer: Namer;
  onLeave: () => void;
  rematch: string | null;
  online: Online | null;
}) {
  const { t } = useTranslation();
  const result = view.result!;
  return (
    <section className="panel end" data-testid="end-screen">
      <h2>{t('ui.gameOver')}</h2>
      <p>{turnLabel(t, view, result.turn)}</p>
      <h3>{t('ui.winners')}</h3>
      {result.winners.length === 0 ? (
        <p>{t('ui.noWinner')}</p>
      ) : (
        <ul className="winners" data-testid="winners">
          {result.winners.map((seat) => (
            <li key={seat}>
              <FactionBadge faction={view.seats[seat]!} /> <strong>{namer.seat(seat)}</strong>
              {seat === view.you && ` (${t('ui.you')})`}
              {namer.resigned(seat) && <span className="resigned-tag">{t('ui.resignedTag')}</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        {t('ui.reason')}
        {t('ui.colon')}
        {t([`reason.${result.reason}`, `governor.reason.${result.reason}`], { defaultValue: result.reason })}
      </p>
      <ScoreTrack view={view} namer={namer} />
      <Standings view={view} namer={namer} />
      <RecordButtons source={finishedGameHere()} />
      <EndActions seat={view.you} rematch={rematch} online={online} onLeave={onLeave} />
    </section>
  );
}

/**
 * Every seat in order: the winners, the others in seat order, then the seats eliminated (rules 000 §19.C.12), the
 * last to fall first.
 */
export function standings(view: DuneView): number[] {
  const result = view.result!;
  const out = view.eliminated ?? [];
  const others = view.seats.map((_, seat) => seat).filter((s) => !result.winners.includes(s) && !out.includes(s));
  return [...result.winners, ...others, ...[...out].reverse()];
}

function Standings({ view, namer }: { view: DuneView; namer: Namer }) {
  const { t } = useTranslation();
  if (!view.eliminated?.length) return null;
  return (
    <>
      <h3>{t('elimination.standings')}</h3>
      <ol className="standings" data-testid="standings">
        {standings(view).map((seat) => (
          <li key={seat} data-seat={seat}>
            <FactionBadge faction={view.seats[seat]!} /> {namer.seat(seat)}
            {view.result!.winners.includes(seat) && ` (${t('elimination.winner')})`}
            {view.eliminated?.includes(seat) && <span className="resigned-tag">{t('elimination.tag')}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
