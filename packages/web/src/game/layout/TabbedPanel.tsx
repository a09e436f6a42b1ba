import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * Tabs over one box whose content scrolls inside it (the side column's Log, the others; later Chat and Rules).
 * Arrow keys move between tabs (WAI-ARIA tabs pattern); every tab's content stays mounted so a log keeps its
 * place.
 */
export function TabbedPanel({
  tabs,
  label,
  selected,
  onSelect,
}: {
  tabs: readonly Tab[];
  label: string;
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const current = selected ?? own;
  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((tab) => tab.id === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || i < 0) return;
    event.preventDefault();
    const next = tabs[(i + step + tabs.length) % tabs.length]!;
    select(next.id);
    document.getElementById(`${base}-tab-${next.id}`)?.focus();
  };
  return (
    <section className="panel tabbed" data-testid="side-tabs">
      <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-tab-${tab.id}`}
            role="tab"
            aria-selected={tab.id === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            className={tab.id === current ? 'tab current' : 'tab'}
            onClick={() => select(tab.id)}
            data-testid={`tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          className="tab-panel"
          hidden={tab.id !== current}
        >
          {tab.content}
        </div>
      ))}
    </section>
  );
}
