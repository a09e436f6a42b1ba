import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLocalLink, parsePlayLink } from '../lobby/storage.ts';
import { replayPath, type ReplaySource } from './links.ts';

/** The finished game this screen shows, from its address: an online match or a game of this browser. */
export function finishedGameHere(): ReplaySource | null {
  const local = parseLocalLink(window.location.pathname);
  if (local) return { kind: 'local', id: local.id };
  const online = parsePlayLink(window.location.pathname, '');
  return online ? { kind: 'online', matchId: online.matchId } : null;
}

/**
 * "Download the game" and "Replay the game" for a finished game (end screens and "My games"): online the server's
 * record (only ever sent after the end), here the saved record.
 */
export function RecordButtons({ source, onReplay }: { source: ReplaySource | null; onReplay?: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  if (source === null || source.kind === 'file') return null;
  const replay = () => {
    if (onReplay) onReplay();
    else {
      // The app follows the address (App.tsx listens to popstate): the viewer opens without reloading the page.
      window.history.pushState(null, '', replayPath(source));
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  };
  return (
    <span className="record-buttons">
      {source.kind === 'online' ? (
        <a
          className="button"
          href={`/api/matches/${encodeURIComponent(source.matchId)}/record`}
          download
          data-testid="download-record"
        >
          {t('replay.download')}
        </a>
      ) : (
        <button
          data-testid="download-record"
          onClick={() =>
            void import('./records.ts').then(async ({ readRecord, downloadRecord, localRecord, problemText }) => {
              const read = readRecord(await localRecord(source.id));
              if ('format' in read) downloadRecord(read);
              else setError(problemText(t, read));
            })
          }
        >
          {t('replay.download')}
        </button>
      )}{' '}
      <button onClick={replay} data-testid="watch-replay">
        {t('replay.watch')}
      </button>
      {error && (
        <span className="error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </span>
  );
}
