import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../transport/types.ts';
import { groupLog, type KeyedEntry, type LogGrouping, type LogTurnGroup } from './logGroups.ts';
import type { EarlierLog } from './useGame.ts';

/** Entries shown at first, and how many more each "earlier events" shows. */
const SHOWN = 250;

/** The table's phone layout (table.css): there the turns before the current one start folded. */
const PHONE = '(max-width: 899.98px)';

function usePhone(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const follow = () => setPhone(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return phone;
}

/**
 * The game's log, newest at the bottom, each entry a sentence in the reader's language (`describe`, the game's own
 * renderer), under a heading per turn and per phase (`grouping`, issue 21); `mark` is the colour and letter of the
 * seat an entry is about. It shows the latest entries; "earlier events" shows more, first from memory, then from the
 * server (`earlier`: a server sends only the latest page of the log to a fresh connection). On a phone the turns
 * fold, the current one open.
 */
export function GameLog({
  log,
  describe,
  grouping,
  turn,
  mark,
  earlier = null,
}: {
  log: readonly LogEntry[];
  describe: (entry: LogEntry) => string;
  grouping: LogGrouping;
  /** The turn (or round) the game is in. */
  turn: number;
  mark?: (entry: LogEntry) => ReactNode;
  earlier?: EarlierLog | null;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const phone = usePhone();
  const [limit, setLimit] = useState(SHOWN);
  // Turns the reader opened or folded, by key: the rest follow the layout (open on a desktop, the last on a phone).
  const [folded, setFolded] = useState<ReadonlyMap<string, boolean>>(new Map());
  const shown = useMemo(() => log.slice(-limit), [log, limit]);
  const turns = useMemo(() => groupLog(shown, grouping, turn), [shown, grouping, turn]);
  const newest = log.at(-1);
  const seen = useRef<{ newest: LogEntry | undefined; height: number }>({ newest: undefined, height: 0 });
  useLayoutEffect(() => {
    const el = box.current;
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
  const last = turns.at(-1);
  const isOpen = (group: LogTurnGroup) => folded.get(group.key) ?? (!phone || group === last);
  const line = ({ key, entry }: KeyedEntry) => (
    <li key={key} className={`event ${entry.type}`} data-seq={entry.seq}>
      {mark?.(entry)}
      <span className="event-text">{describe(entry)}</span>
    </li>
  );
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
      {/* The log scrolls inside its box: focusable, so that a keyboard can scroll it too. */}
      <div className="log-scroll" data-testid="log" ref={box} tabIndex={0} role="group" aria-labelledby="log-title">
        {turns.map((group) => (
          <details
            key={group.key}
            className="log-turn"
            data-turn={group.turn}
            open={isOpen(group)}
            onToggle={(event) => {
              const open = event.currentTarget.open;
              if (open !== isOpen(group)) setFolded((f) => new Map(f).set(group.key, open));
            }}
          >
            <summary data-testid="log-turn">
              <h3>
                {group.opener ? (
                  // The turn's own sentence is its heading ("Début du tour 3", "Manche 2 : … est Premier Joueur").
                  <span className={`event ${group.opener.entry.type}`} data-seq={group.opener.entry.seq}>
                    {describe(group.opener.entry).replace(/\.$/, '')}
                  </span>
                ) : group.turn === 0 ? (
                  t('explain.logStart')
                ) : (
                  t(grouping.round ? 'explain.logRound' : 'explain.logTurn', { turn: group.turn, round: group.turn })
                )}
              </h3>
              <span className="log-count">{t('explain.logEntries', { count: group.count })}</span>
            </summary>
            {group.phases.map((phase) => (
              <section key={phase.key} className="log-phase">
                {phase.title !== null && <h4 data-testid="log-phase">{phase.title}</h4>}
                <ol>{phase.entries.map(line)}</ol>
              </section>
            ))}
          </details>
        ))}
      </div>
    </section>
  );
}
