import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorText } from '../i18n/errors.ts';
import { tokenFor } from '../lobby/storage.ts';
import type { ConnectionError, GameConnection, GameName } from '../transport/types.ts';
import type { TableAction, TableView } from '../imperium/content.ts';
import { GameScreen } from '../game/GameScreen.tsx';
import { IMPORTED_KEY, pointOf, type ReplaySource } from './links.ts';
import { replayConnection } from './replayConnection.ts';
import { checkRecord, downloadRecord, localRecord, onlineRecord, problemText } from './records.ts';
import { clamp } from './replayer.ts';
import { liveTimeline, replayTimeline, type Timeline } from './timeline.ts';
import { ReviewPanel } from './ReviewPanel.tsx';
import { useLocalReview } from './localReview.ts';
import { PlayOn } from './PlayOn.tsx';
import type { Route } from '../App.tsx';
import '../game/refusals.ts';
import './replay.css';

const ImperiumScreen = lazy(() =>
  import('../imperium/ImperiumScreen.tsx').then((m) => ({ default: m.ImperiumScreen })),
);

type Loading =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly text: string }
  | { readonly state: 'ready'; readonly timeline: Timeline };

interface MatchSummaryAnswer {
  readonly game: GameName;
  readonly status: string;
  readonly seq: number;
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot'; readonly faction: string | null }[];
}

async function loadTimeline(t: TFunction, source: ReplaySource): Promise<Loading> {
  if (source.kind === 'online') {
    const answer = await onlineRecord(source.matchId);
    if (!answer.ok) {
      if (answer.error.code !== 'matchNotFinished') {
        return {
          state: 'failed',
          text: t(`replay.errors.${answer.error.code}`, { defaultValue: errorText(t, answer.error) }),
        };
      }
      // A running match: what this browser's seat (or a spectator) saw up to now, from the server.
      const summary = await fetch(`/api/matches/${encodeURIComponent(source.matchId)}`)
        .then((r) => (r.ok ? (r.json() as Promise<MatchSummaryAnswer>) : null))
        .catch(() => null);
      if (!summary) return { state: 'failed', text: t('errors.network') };
      return {
        state: 'ready',
        timeline: liveTimeline({
          matchId: source.matchId,
          token: tokenFor(source.matchId),
          game: summary.game,
          seq: summary.seq,
          seats: summary.seats.map((s) => ({ name: s.name, kind: s.kind, role: s.faction })),
        }),
      };
    }
    return checked(t, answer.record);
  }
  if (source.kind === 'local') {
    const stored = await localRecord(source.id).catch(() => null);
    if (stored === null) return { state: 'failed', text: t('saves.errors.savedGameMissing') };
    return checked(t, stored);
  }
  const imported = sessionStorage.getItem(IMPORTED_KEY);
  if (imported === null) return { state: 'failed', text: t('replay.noImport') };
  return checked(t, imported);
}

function checked(t: TFunction, value: unknown): Loading {
  const result = checkRecord(value);
  return result.ok
    ? { state: 'ready', timeline: replayTimeline(result.replay) }
    : { state: 'failed', text: problemText(t, result.problem) };
}

/** The replay viewer: a record (or a running match up to now) at any point, on the table's own screens. */
export function ReplayScreen({
  source,
  onLeave,
  onOpen,
}: {
  source: ReplaySource;
  onLeave: () => void;
  onOpen: (route: Route) => void;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  // The words of a refusal are those of the language at the time it is read.
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    let live = true;
    setLoading({ state: 'loading' });
    void loadTimeline(words.current, source).then((l) => {
      if (live) setLoading(l);
    });
    return () => {
      live = false;
    };
  }, [source]);
  if (loading.state === 'loading') return <p className="loading">{t('replay.loading')}</p>;
  if (loading.state === 'failed') {
    return (
      <div className="loading" data-testid="replay-refused">
        <p className="error" role="alert">
          {loading.text}
        </p>
        <button onClick={onLeave}>← {t('ui.lobby')}</button>
      </div>
    );
  }
  return <ReplayViewer timeline={loading.timeline} source={source} onLeave={onLeave} onOpen={onOpen} />;
}

function ReplayViewer({
  timeline,
  source,
  onLeave,
  onOpen,
}: {
  timeline: Timeline;
  source: ReplaySource;
  onLeave: () => void;
  onOpen: (route: Route) => void;
}) {
  const { t } = useTranslation();
  const connection = useMemo(() => replayConnection<unknown, unknown>(), []);
  useEffect(() => () => connection.close(), [connection]);
  // The views are the engine's of the record's game (`timeline.game` picks the screen below), as on a local table:
  // Dune's views for Dune's screen, Imperium's for Imperium's.
  const duneConnection = connection as unknown as GameConnection;
  const imperiumConnection = connection as unknown as GameConnection<TableView, TableAction>;
  const [at, setAt] = useState(() => clamp(pointOf(window.location.search) ?? timeline.length, 0, timeline.length));
  const [seat, setSeat] = useState<number | null>(timeline.defaultSeat);
  const [error, setError] = useState<ConnectionError | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [chart, setChart] = useState(false);
  const [playOn, setPlayOn] = useState(false);
  // A game of this browser is reviewed while its viewer is open (the game is over, no bot is searching); a file on
  // request. Leaving the viewer stops it.
  const local = useLocalReview(source, timeline.record, timeline.replay?.finished ?? false);

  useEffect(() => {
    let live = true;
    void timeline.update(at, seat).then((u) => {
      if (!live) return;
      if ('code' in u) {
        setError(u);
        return;
      }
      setError(null);
      connection.show(u);
      setShown(at);
    });
    // The address names the point, so that it can be shared and reopened there.
    const url = new URL(window.location.href);
    url.searchParams.set('at', String(at));
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    return () => {
      live = false;
    };
  }, [timeline, at, seat, connection]);

  const go = useCallback((point: number) => setAt(clamp(point, 0, timeline.length)), [timeline]);
  const step = useRef({ at, go });
  step.current = { at, go };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('input[type=text], input[type=number], textarea, select'))
        return;
      event.preventDefault();
      const { at: here, go: to } = step.current;
      const forward = event.key === 'ArrowRight';
      if (event.shiftKey) to(forward ? timeline.nextTurn(here) : timeline.previousTurn(here));
      else to(here + (forward ? 1 : -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [timeline]);

  const mark = timeline.marks?.[at] ?? null;
  const turnWord = timeline.game === 'dune' ? 'replay.turn' : 'replay.round';
  const turns = timeline.marks ? [...new Set(timeline.marks.map((m) => m.turn))] : [];
  const acting = at > 0 && timeline.record ? (timeline.record.actions[at - 1]?.seat ?? null) : null;

  return (
    <div
      className="replay"
      data-testid="replay"
      data-at={at}
      data-shown={shown ?? ''}
      data-length={timeline.length}
      data-turn={mark?.turn ?? ''}
      data-phase={mark?.phase ?? ''}
    >
      <section className="replay-bar" aria-label={t('replay.controls')}>
        <div className="replay-row">
          <strong className="replay-title">{t(timeline.omniscient ? 'replay.title' : 'replay.titleLive')}</strong>
          <span className="replay-point" data-testid="replay-point">
            {t('replay.point', { at, length: timeline.length })}
            {mark && ` · ${t(turnWord, { turn: mark.turn })}`}
            {acting !== null && ` · ${t('replay.playedBy', { name: timeline.seats[acting]?.name ?? '?' })}`}
          </span>
          {timeline.seatChoice && (
            <label className="replay-seat">
              {t('replay.viewOf')}
              <select
                value={seat === null ? 'spectator' : String(seat)}
                onChange={(e) => setSeat(e.target.value === 'spectator' ? null : Number(e.target.value))}
                data-testid="replay-seat"
              >
                <option value="spectator">{t('replay.spectator')}</option>
                {timeline.seats.map((s, i) => (
                  <option key={i} value={i}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="replay-row replay-steps">
          {timeline.marks && (
            <button
              onClick={() => go(timeline.previousTurn(at))}
              disabled={at === 0}
              data-testid="replay-turn-back"
              aria-label={t('replay.turnBack')}
              title={t('replay.turnBack')}
            >
              |◀◀
            </button>
          )}
          {timeline.marks && (
            <button
              onClick={() => go(timeline.previousPhase(at))}
              disabled={at === 0}
              data-testid="replay-phase-back"
              aria-label={t('replay.phaseBack')}
              title={t('replay.phaseBack')}
            >
              ◀◀
            </button>
          )}
          <button
            onClick={() => go(at - 1)}
            disabled={at === 0}
            data-testid="replay-back"
            aria-label={t('replay.back')}
            title={t('replay.back')}
          >
            ◀
          </button>
          <input
            type="range"
            className="replay-scrubber"
            min={0}
            max={timeline.length}
            value={at}
            onChange={(e) => go(Number(e.target.value))}
            aria-label={t('replay.scrubber')}
            data-testid="replay-scrubber"
          />
          <button
            onClick={() => go(at + 1)}
            disabled={at === timeline.length}
            data-testid="replay-forward"
            aria-label={t('replay.forward')}
            title={t('replay.forward')}
          >
            ▶
          </button>
          {timeline.marks && (
            <button
              onClick={() => go(timeline.nextPhase(at))}
              disabled={at === timeline.length}
              data-testid="replay-phase-forward"
              aria-label={t('replay.phaseForward')}
              title={t('replay.phaseForward')}
            >
              ▶▶
            </button>
          )}
          {timeline.marks && (
            <button
              onClick={() => go(timeline.nextTurn(at))}
              disabled={at === timeline.length}
              data-testid="replay-turn-forward"
              aria-label={t('replay.turnForward')}
              title={t('replay.turnForward')}
            >
              ▶▶|
            </button>
          )}
        </div>
        <div className="replay-row">
          {turns.length > 1 && timeline.marks && (
            <label>
              {t('replay.jumpTo')}
              <select
                value={mark?.turn ?? ''}
                onChange={(e) => {
                  const turn = Number(e.target.value);
                  go(timeline.marks!.findIndex((m) => m.turn >= turn));
                }}
                data-testid="replay-turn"
              >
                {turns.map((turn) => (
                  <option key={turn} value={turn}>
                    {t(turnWord, { turn })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {timeline.record && (
            <button onClick={() => downloadRecord(timeline.record!)} data-testid="replay-download">
              {t('replay.download')}
            </button>
          )}
          {timeline.record && timeline.omniscient && (
            <button onClick={() => setPlayOn((on) => !on)} aria-expanded={playOn} data-testid="replay-play-on">
              {t('replay.playOn')}
            </button>
          )}
          {timeline.omniscient && (
            <button onClick={() => setChart((on) => !on)} aria-expanded={chart} data-testid="replay-chart-toggle">
              {t('replay.chart')}
            </button>
          )}
          <span className="replay-keys hint">{t('replay.keys')}</span>
        </div>
        {error && (
          <p className="error" role="alert">
            {t(`replay.errors.${error.code}`, { defaultValue: errorText(t, error) })}
          </p>
        )}
        {playOn && timeline.record && <PlayOn record={timeline.record} at={at} source={source} onOpen={onOpen} />}
        {chart && (
          <ReviewPanel
            source={source}
            record={timeline.record}
            replay={timeline.replay}
            local={local}
            onMoment={go}
            at={at}
          />
        )}
      </section>
      {timeline.game === 'dune' ? (
        <GameScreen connection={duneConnection} onLeave={onLeave} />
      ) : (
        <Suspense fallback={<p className="loading">{t('ui.loading')}</p>}>
          <ImperiumScreen connection={imperiumConnection} onLeave={onLeave} />
        </Suspense>
      )}
    </div>
  );
}
