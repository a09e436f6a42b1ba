import { lastPointsTurn, type DuneView } from '@arrakis/dune';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FactionBadge } from '../FactionBadge.tsx';
import type { Namer } from '../text.ts';

/**
 * rules 000 XXXVIII: the victory points of every faction, highest first (the track beside the board, and the end
 * screen's tally), with the turn out of the game's length.
 */
export function ScoreTrack({ view, namer }: { view: DuneView; namer: Namer }) {
  const { t } = useTranslation();
  const points = view.points;
  if (!points) return null;
  const rows = view.seats
    .map((faction, seat) => ({ faction, seat, score: points.scores[faction] ?? 0 }))
    .sort((a, b) => b.score - a.score || a.seat - b.seat);
  return (
    <section className="score-track" data-testid="score-track" aria-label={t('governor.scoreTrack')}>
      <h3>{t('governor.scoreTrack')}</h3>
      <p className="score-turn">{t('governor.turnsLeft', { turn: view.turn, last: lastPointsTurn(view) })}</p>
      <ol>
        {rows.map(({ faction, seat, score }) => (
          <li key={faction} data-faction={faction} data-points={score}>
            <FactionBadge faction={faction} /> {t('governor.scoreLine', { faction: namer.seat(seat), points: score })}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** rules 000 XXXIV: who is the Governor of Dune, and his leader. */
export function GovernorMark({ view, namer }: { view: DuneView; namer: Namer }) {
  const { t } = useTranslation();
  const g = view.governor;
  if (!g?.faction || !g.leader) return null;
  return (
    <p className="governor-mark" data-testid="governor-mark" data-capital={g.capital ?? ''}>
      {t('governor.governorMark', { leader: namer.leader(g.leader), faction: namer.player(g.faction) })}
    </p>
  );
}

/** The turn out of the game's length: 000 XXXVIII's length when the points are on, else the 15 of §5. */
export function turnLabel(t: TFunction, view: DuneView, turn: number): string {
  return view.points ? t('gameLength.turnOf', { turn, last: lastPointsTurn(view) }) : t('ui.turn', { turn });
}
