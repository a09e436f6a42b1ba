import type { GameReview } from '@arrakis/engine';
import { useTranslation } from 'react-i18next';
import { seatColourOf } from './colours.ts';
import type { MomentDescriber } from './momentWords.ts';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 30, right: 8, top: 8, bottom: 22 };

/** A dash per seat, so that two lines are told apart without their colour. */
const DASHES = [undefined, '6 3', '2 3', '8 3 2 3', '1 2', '10 4'];

/**
 * Each seat's chance to win after every turn (Dune) or round (Imperium), in plain SVG that scales to a phone's
 * width: the seats' colours and dashes, the three key moments marked on the turns where they swung.
 */
export function WinChart({
  review,
  names,
  roles,
  onMoment,
  describe = fieldsOf,
}: {
  review: GameReview;
  names: readonly string[];
  roles: readonly (string | null)[];
  onMoment?: (at: number) => void;
  /** A moment's action in the game's words (the events it made: `momentWords.ts`); its type and fields otherwise. */
  describe?: MomentDescriber;
}) {
  const { t } = useTranslation();
  const points = review.points;
  const lastTurn = Math.max(1, ...points.map((p) => p.turn));
  const x = (turn: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * turn) / lastTurn;
  const y = (chance: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - chance);
  const colour = (seat: number) => seatColourOf(review.game, roles[seat] ?? null, seat);
  const turnWord = review.game === 'dune' ? 'replay.turn' : 'replay.round';
  return (
    <figure className="win-chart" data-testid="win-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('replay.chartLabel')}
        preserveAspectRatio="xMidYMid meet"
      >
        {[0, 0.5, 1].map((c) => (
          <g key={c}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(c)} y2={y(c)} stroke="#8886" strokeWidth={0.5} />
            <text
              x={PAD.left - 3}
              y={y(c)}
              fontSize={8}
              textAnchor="end"
              dominantBaseline="central"
              fill="currentColor"
            >
              {Math.round(c * 100)} %
            </text>
          </g>
        ))}
        {points.map((p) => (
          <text key={p.turn} x={x(p.turn)} y={HEIGHT - 8} fontSize={8} textAnchor="middle" fill="currentColor">
            {p.turn}
          </text>
        ))}
        {review.moments.map((m, i) => (
          <g key={`m${i}`} data-testid="chart-moment">
            <line
              x1={x(m.turn)}
              x2={x(m.turn)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              stroke="currentColor"
              strokeDasharray="2 2"
              strokeWidth={0.8}
            />
            <text x={x(m.turn)} y={PAD.top + 6} fontSize={8} fontWeight={700} textAnchor="middle" fill="currentColor">
              {i + 1}
            </text>
          </g>
        ))}
        {review.seats.map((seat, k) => (
          <polyline
            key={seat}
            data-seat={seat}
            fill="none"
            stroke={colour(seat)}
            strokeWidth={2}
            strokeDasharray={DASHES[k % DASHES.length]}
            points={points.map((p) => `${x(p.turn).toFixed(1)},${y(p.chances[k] ?? 0).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {review.seats.map((seat, k) => (
            <li key={seat}>
              <svg width="28" height="10" aria-hidden="true">
                <line
                  x1="0"
                  x2="28"
                  y1="5"
                  y2="5"
                  stroke={colour(seat)}
                  strokeWidth={3}
                  strokeDasharray={DASHES[k % DASHES.length]}
                />
              </svg>{' '}
              {names[seat] ?? seat + 1} {Math.round((points.at(-1)?.chances[k] ?? 0) * 100)} %
            </li>
          ))}
        </ul>
        <ol className="key-moments" data-testid="key-moments">
          {review.moments.map((m, i) => (
            <li key={i} data-testid="key-moment">
              <strong>{t(turnWord, { turn: m.turn })}</strong>
              {t('ui.colon')}
              {t('replay.moment', {
                name: names[m.seat] ?? m.seat + 1,
                before: Math.round(m.before * 100),
                after: Math.round(m.after * 100),
              })}{' '}
              {onMoment && (
                <button onClick={() => onMoment(m.at)} data-testid="key-moment-go">
                  {t('replay.goTo')}
                </button>
              )}
              <MomentActions review={review} index={i} describe={describe} />
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

/** The action played and the one the search preferred, in words where the game's describer knows them. */
function MomentActions({ review, index, describe }: { review: GameReview; index: number; describe: MomentDescriber }) {
  const { t } = useTranslation();
  const moment = review.moments[index]!;
  const played = describe(moment, 'played');
  const preferred = describe(moment, 'preferred');
  return (
    <div className="moment-actions">
      <span>
        {t('replay.played')}
        {t('ui.colon')}
        {played}
      </span>
      {preferred !== played && (
        <span>
          {' · '}
          {t('replay.preferred')}
          {t('ui.colon')}
          {preferred}
        </span>
      )}
    </div>
  );
}

const fieldsOf: MomentDescriber = (moment, side) => actionWords(moment[side]);

/** An action's type and its plain fields, readable without the game's words. */
export function actionWords(action: unknown): string {
  if (typeof action !== 'object' || action === null) return String(action);
  return Object.entries(action)
    .map(([key, value]) =>
      key === 'type' ? String(value) : `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');
}
