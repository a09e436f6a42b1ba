import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import './deciding.css';
import { useTranslation } from 'react-i18next';

/**
 * The step before a commit (UX.md "Deciding"): what is about to be sent, in one sentence, with Confirm (Enter) and
 * Back (Esc). Nothing leaves before Confirm; Back undoes the choice.
 */
export function ConfirmBar({
  summary,
  onConfirm,
  onBack,
  confirmLabel,
}: {
  summary: ReactNode;
  onConfirm: () => void;
  onBack?: () => void;
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="confirm-bar" data-testid="confirm-bar">
      <p className="summary" data-testid="summary">
        {summary}
      </p>
      <div className="confirm-buttons">
        {onBack && (
          <button className="back" data-testid="back" data-key="back" onClick={onBack}>
            ← {t('deciding.back')} <kbd>Esc</kbd>
          </button>
        )}
        <button className="act primary" data-testid="action" data-key="confirm" onClick={onConfirm}>
          {confirmLabel ?? t('deciding.confirm')} <kbd>↵</kbd>
        </button>
      </div>
    </div>
  );
}

/** The buttons the number keys choose among: the prompt's own choices, not its Confirm/Back nor the fallback list. */
const CHOICES =
  'button[data-testid=action]:not([data-key]):not(:disabled), button[data-testid=step]:not([data-key]):not(:disabled)';

function visibleChoices(root: HTMLElement): HTMLButtonElement[] {
  return [...root.querySelectorAll<HTMLButtonElement>(CHOICES)].filter(
    (b) => b.closest('details.fallback') === null && b.offsetParent !== null,
  );
}

/**
 * Keys for a prompt: 1–9 pick the numbered choices (their number is shown on them), Enter confirms, Escape goes
 * back. Keys typed into a field are the field's.
 */
export function usePromptKeys(root: RefObject<HTMLElement | null>): void {
  // Numbers follow what is on screen after each render.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    element.querySelectorAll('[data-key-choice]').forEach((b) => b.removeAttribute('data-key-choice'));
    visibleChoices(element)
      .slice(0, 9)
      .forEach((b, i) => b.setAttribute('data-key-choice', String(i + 1)));
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = root.current;
      const target = event.target;
      if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      if (target instanceof HTMLSelectElement) return;
      let button: HTMLButtonElement | null = null;
      if (event.key === 'Enter') {
        // A focused button answers Enter by itself.
        if (target instanceof HTMLButtonElement) return;
        button = element.querySelector('button[data-key=confirm]');
      } else if (event.key === 'Escape') button = element.querySelector('button[data-key=back]');
      else if (/^[1-9]$/.test(event.key)) button = element.querySelector(`button[data-key-choice="${event.key}"]`);
      if (!button) return;
      event.preventDefault();
      button.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root]);
}

/** A prompt's root element with its keys; `frame` is the decision it answers. */
export function PromptKeys({
  children,
  className,
  frame,
}: {
  children: ReactNode;
  className?: string;
  frame?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  usePromptKeys(ref);
  return (
    <div ref={ref} className={className} data-frame={frame}>
      {children}
    </div>
  );
}

/**
 * A shipment is built in two steps on screen (where, then how many) but is two decisions for the engine: once the
 * player confirms both, the destination is sent and the count waits here for the engine's next question.
 */
let queuedShipmentCount: { readonly turn: number; readonly to: string; readonly count: number } | null = null;

export function queueShipmentCount(turn: number, to: string, count: number): void {
  queuedShipmentCount = { turn, to, count };
}

/**
 * The count confirmed with the destination `to` this turn (one shipment a turn, rules 000 §9.C), once; null if
 * none.
 */
export function takeQueuedShipmentCount(turn: number, to: string | null): number | null {
  const queued = queuedShipmentCount;
  queuedShipmentCount = null;
  return queued !== null && queued.turn === turn && queued.to === to ? queued.count : null;
}
