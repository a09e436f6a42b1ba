import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../transport/types.ts';
import { describeEvent, type Namer } from './text.ts';

const SHOWN = 200;

export function GameLog({ log, namer }: { log: readonly LogEntry[]; namer: Namer }) {
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
            {describeEvent(namer, entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
