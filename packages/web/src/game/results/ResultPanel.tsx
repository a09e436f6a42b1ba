import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultQueue, TableResult } from './queue.ts';

/** How a result reads for the seat at the screen: won, lost, or watched from aside. */
export type Outcome = 'won' | 'lost' | 'neutral';

export interface ResultContent {
  readonly title: string;
  readonly outcome: Outcome;
  readonly body: ReactNode;
}

/**
 * The latest result panel (UX.md "What just happened"), for any game: one result at a time, the newest first, with
 * the earlier ones still unread a step back; it stays until closed or until the seat's next decision.
 */
export function ResultPanel<R extends TableResult>({
  queue,
  content,
}: {
  queue: ResultQueue<R>;
  content: (result: R) => ResultContent;
}) {
  const { t } = useTranslation();
  const [back, setBack] = useState(0);
  const count = queue.shown.length;
  if (count === 0) return null;
  const index = Math.max(0, count - 1 - Math.min(back, count - 1));
  const result = queue.shown[index]!;
  const { title, outcome, body } = content(result);
  return (
    <section
      className={`panel result-panel ${outcome}`}
      data-testid="result-panel"
      data-kind={result.kind}
      data-outcome={outcome}
      aria-live="polite"
      aria-labelledby="result-title"
    >
      <header className="result-head">
        <h2 id="result-title">{title}</h2>
        <button className="result-close" onClick={queue.dismiss} data-testid="result-dismiss">
          {t('results.dismiss')}
        </button>
      </header>
      <div className="result-body">{body}</div>
      {count > 1 && (
        <nav className="result-pager" aria-label={t('results.pager')}>
          <button onClick={() => setBack(count - index)} disabled={index === 0} aria-label={t('results.earlier')}>
            ‹
          </button>
          <span>{t('results.position', { n: index + 1, count })}</span>
          <button
            onClick={() => setBack(count - 2 - index)}
            disabled={index === count - 1}
            aria-label={t('results.later')}
          >
            ›
          </button>
        </nav>
      )}
    </section>
  );
}
