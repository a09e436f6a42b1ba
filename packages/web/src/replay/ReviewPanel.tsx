import type { GameRecord, ReviewStatus } from '@arrakis/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplaySource } from './links.ts';
import type { LocalReview } from './localReview.ts';
import { currentLanguage } from '../i18n/index.ts';
import { momentDescriber, type MomentDescriber } from './momentWords.ts';
import type { Replay } from './replayer.ts';
import { WinChart } from './WinChart.tsx';

/** A review still computing is asked for again this often. */
const POLL_MS = 3000;

/** An online match's review from the server (`GET /api/matches/:id/review`), asked again while it computes. */
export function useOnlineReview(matchId: string | null): ReviewStatus | null {
  const [status, setStatus] = useState<ReviewStatus | null>(null);
  useEffect(() => {
    if (matchId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const ask = async () => {
      const answer = await fetch(`/api/matches/${encodeURIComponent(matchId)}/review`)
        .then(async (r) => (r.ok ? ((await r.json()) as ReviewStatus) : null))
        .catch(() => null);
      if (!live) return;
      const next: ReviewStatus = answer ?? { status: 'unavailable', reason: 'server' };
      setStatus(next);
      if (next.status === 'pending' || next.status === 'running') timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      if (timer !== null) clearTimeout(timer);
    };
  }, [matchId]);
  return status;
}

/** The key moments' words in the reader's language, once the game's renderers are loaded. */
function useMomentWords(replay: Replay | null): MomentDescriber | null {
  const { t, i18n } = useTranslation();
  const [describe, setDescribe] = useState<{ of: MomentDescriber } | null>(null);
  useEffect(() => {
    if (replay === null) return;
    let live = true;
    void momentDescriber(replay, t, currentLanguage()).then((of) => {
      if (live) setDescribe({ of });
    });
    return () => {
      live = false;
    };
  }, [replay, t, i18n.language]);
  return describe?.of ?? null;
}

/**
 * The win-chance chart and the three key moments, or what keeps them from showing yet: an online match's review
 * from the server, a local game's or an imported record's (`local`, from `useLocalReview`) from this browser.
 */
export function ReviewPanel({
  source,
  record,
  replay = null,
  local = null,
  onMoment,
}: {
  source: ReplaySource;
  record: GameRecord | null;
  replay?: Replay | null;
  local?: LocalReview | null;
  onMoment?: (at: number) => void;
  at?: number;
}) {
  const { t } = useTranslation();
  const online = useOnlineReview(source.kind === 'online' ? source.matchId : null);
  const describe = useMomentWords(replay);
  const names = record?.seats.map((s) => s.name) ?? [];
  const roles = record?.seats.map((s) => s.role ?? null) ?? [];
  const status = source.kind === 'online' ? online : (local?.status ?? null);
  const progress = local?.progress ?? null;
  const start = local?.start ?? null;
  let body;
  if (start !== null)
    body = (
      <p className="hint">
        <button onClick={start} data-testid="review-start">
          {t('replay.reviewStart')}
        </button>{' '}
        {t('replay.reviewFileHint')}
      </p>
    );
  else if (status?.status === 'unavailable')
    body = (
      <p className="hint" data-testid="review-unavailable">
        {t(status.reason === 'notFinished' ? 'replay.reviewNotFinished' : 'replay.reviewUnavailable')}
      </p>
    );
  else if (status?.status !== 'ready')
    body = (
      <p className="hint" data-testid="review-pending" aria-live="polite">
        {progress === null
          ? t('replay.reviewPending')
          : progress.moments
            ? t('replay.reviewProgressMoments')
            : t(record?.game === 'dune' ? 'replay.reviewProgressTurn' : 'replay.reviewProgressRound', {
                turn: progress.turn,
                turns: progress.turns,
              })}
      </p>
    );
  else
    body = (
      <WinChart
        review={status.review}
        names={names}
        roles={roles}
        {...(onMoment ? { onMoment } : {})}
        {...(describe ? { describe } : {})}
      />
    );
  return (
    <section className="panel review" data-testid="review">
      <h2>{t('replay.reviewTitle')}</h2>
      {body}
    </section>
  );
}
