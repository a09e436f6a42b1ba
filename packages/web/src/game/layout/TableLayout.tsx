import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatBadges, type SeatBadge } from './SeatBadges.tsx';
import { TabbedPanel, type Tab } from './TabbedPanel.tsx';
import './table.css';

/**
 * The table of either game (UX.md "Layout"). Desktop: the board on the left, on the right from top to bottom the
 * decision, the latest result, the seat's own things, and the tabs (the log first) scrolling inside their box.
 * Phone: the board across the width, the decision as a bottom sheet always in view (collapsible to one line), the
 * tabs in a drawer. One tree for both, arranged by CSS, so nothing is mounted twice.
 */
export function TableLayout({
  board,
  decision,
  decisionLine,
  attention,
  result,
  mine,
  mineLabel,
  tabs,
  seats,
  seatsTab,
}: {
  board: ReactNode;
  decision: ReactNode;
  /** The decision in one line, for the collapsed sheet. */
  decisionLine: string;
  /** The seat has something to decide: a collapsed sheet says so. */
  attention: boolean;
  result: ReactNode;
  mine: ReactNode;
  /** The seat's own things, named for the keyboard and screen readers. */
  mineLabel: string;
  tabs: readonly Tab[];
  /** Every seat as a badge above the board; a badge opens the tab `seatsTab`. */
  seats: readonly SeatBadge[];
  seatsTab: string;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  const table = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  // The page keeps room under its content for the sheet, so the sheet never hides the end of the page.
  useEffect(() => {
    const el = sheet.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const fixed = getComputedStyle(el).position === 'fixed';
      table.current?.style.setProperty('--sheet-height', fixed ? `${el.offsetHeight}px` : '0px');
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // A new decision opens a sheet the player had folded away.
  useEffect(() => {
    if (attention) setCollapsed(false);
  }, [attention, decisionLine]);

  return (
    <div className="table" ref={table}>
      <div className="table-board">
        <SeatBadges
          seats={seats}
          onOpen={() => {
            setTab(seatsTab);
            setDrawer(true);
          }}
        />
        {board}
      </div>
      <div className="table-side">
        <div
          ref={sheet}
          className={`table-decision ${collapsed ? 'collapsed' : ''} ${attention ? 'attention' : ''}`}
          data-testid="decision-sheet"
        >
          <button
            className="sheet-toggle"
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
            data-testid="sheet-toggle"
          >
            <span className="sheet-line">{decisionLine}</span>
            <span aria-hidden="true">{collapsed ? '▴' : '▾'}</span>
            <span className="sr-only">{collapsed ? t('results.sheetOpen') : t('results.sheetFold')}</span>
          </button>
          <div className="sheet-body">{decision}</div>
        </div>
        <div className="table-result">{result}</div>
        {/* It scrolls on its own at desktop size: reachable by keyboard even when it holds no button. */}
        <div className="table-mine" role="region" aria-label={mineLabel} tabIndex={0}>
          {mine}
        </div>
        <div className={`table-tabs ${drawer ? 'open' : ''}`} data-testid="drawer">
          <button className="drawer-close" onClick={() => setDrawer(false)} data-testid="drawer-close">
            {t('ui.close')}
          </button>
          <TabbedPanel tabs={tabs} label={t('results.tabsLabel')} selected={tab} onSelect={setTab} />
        </div>
      </div>
      <nav className="drawer-buttons" aria-label={t('results.tabsLabel')}>
        {tabs.map((x) => (
          <button
            key={x.id}
            onClick={() => {
              setTab(x.id);
              setDrawer(true);
            }}
            data-testid={`drawer-open-${x.id}`}
          >
            {x.label}
          </button>
        ))}
      </nav>
    </div>
  );
}
