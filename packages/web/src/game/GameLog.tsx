import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../transport/types.ts';
import type { EarlierLog } from './useGame.ts';

/** Entries shown at first, and how many more each "earlier events" shows. */
const SHOWN = 250;

/**
 * The game's log, newest at the bottom, each entry in the reader's language (`describe`), for any game. It shows the
 * latest entries; "earlier events" shows more, first from memory, then from the server (`earlier`: a server sends
 * only the latest page of the log to a fresh connection).
 */
export function GameLog({
  log,
  describe,
  earlier = null,
}: {
  log: readonly LogEntry[];
  describe: (entry: LogEntry) => string;
  earlier?: EarlierLog | null;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const [limit, setLimit] = useState(SHOWN);
  const shown = log.slice(-limit);
  const newest = log.at(-1);
  const seen = useRef<{ newest: LogEntry | undefined; height: number }>({ newest: undefined, height: 0 });
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    // New events: follow them at the bottom. Earlier ones shown above: the reader keeps their place.
    if (newest !== seen.current.newest) el.scrollTop = el.scrollHeight;
    else el.scrollTop += el.scrollHeight - seen.current.height;
    seen.current = { newest, height: el.scrollHeight };
  });
  const hiddenInMemory = log.length > shown.length;
  const showEarlier = () => {
    setLimit(shown.length + SHOWN);
    if (log.length < shown.length + SHOWN) earlier?.load();
  };
  // Keys that stay put when entries come at either end: the seq and the entry's rank within it.
  let rank = 0;
  return (
    <section className="panel log" aria-labelledby="log-title">
      <h2 id="log-title">{t('ui.log')}</h2>
      {(hiddenInMemory || earlier) && (
        <button
          className="log-earlier"
          onClick={showEarlier}
          disabled={!hiddenInMemory && earlier?.loading}
          data-testid="log-earlier"
        >
          {t('ui.logEarlier')}
        </button>
      )}
      {/* The list scrolls inside its box: focusable, so that a keyboard can scroll it too. */}
      <ol data-testid="log" ref={list} tabIndex={0} aria-labelledby="log-title">
        {shown.map((entry, i) => {
          rank = i > 0 && shown[i - 1]!.seq === entry.seq ? rank + 1 : 0;
          return (
            <li key={`${entry.seq}.${rank}`} className={`event ${entry.type}`} data-seq={entry.seq}>
              {describe(entry)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
