import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../transport/types.ts';

/** The last entries of the log shown (the whole log stays in memory). */
const SHOWN = 250;

/** The game's log, newest at the bottom, each entry in the reader's language (`describe`), for any game. */
export function GameLog({ log, describe }: { log: readonly LogEntry[]; describe: (entry: LogEntry) => string }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  const shown = log.slice(-SHOWN);
  return (
    <section className="panel log" aria-labelledby="log-title">
      <h2 id="log-title">{t('ui.log')}</h2>
      <ol data-testid="log" ref={list}>
        {shown.map((entry, i) => (
          <li key={`${entry.seq}-${log.length - shown.length + i}`} className={`event ${entry.type}`}>
            {describe(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
