import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../transport/types.ts';

/** The most a summary lists; the log has the rest. */
const MOST = 40;

/**
 * "Since your last move" (UX.md "What just happened"): when the seat must decide again after others played, what
 * happened meanwhile, folded into one line until opened. `after` is the seq of the seat's last decision here.
 */
export function SinceLastMove({
  log,
  after,
  describe,
}: {
  log: readonly LogEntry[];
  after: number | null;
  describe: (entry: LogEntry) => string;
}) {
  const { t } = useTranslation();
  if (after === null) return null;
  // Its own decision is seq after + 1: what came from it the seat saw happen.
  const since = log.filter((entry) => entry.seq > after + 1);
  if (since.length === 0) return null;
  return (
    <details className="panel since-last" data-testid="since-last">
      <summary>{t('results.sinceLastMove', { count: since.length })}</summary>
      <ol>
        {since.slice(-MOST).map((entry, i) => (
          <li key={`${entry.seq}.${i}`}>{describe(entry)}</li>
        ))}
      </ol>
    </details>
  );
}
