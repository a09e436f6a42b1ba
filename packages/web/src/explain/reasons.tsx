import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/errors.ts';
import type { ConnectionError, Explanation, GameConnection } from '../transport/types.ts';
import { RuleLink } from './rules.tsx';
import './explain.css';

/** What is known of an option's reason: being asked, the game's answer, or no answer (offline, asked too fast). */
export type Reason =
  | { readonly state: 'asking' }
  | { readonly state: 'known'; readonly error: ConnectionError | null }
  | { readonly state: 'failed' };

/** The props that make an unavailable option tell why: on hover, long-press, keyboard focus and click. */
export interface ReasonTargetProps {
  readonly tabIndex: 0;
  /** A choice that cannot be made now: a disabled button that still says why. */
  readonly role: 'button';
  readonly 'aria-disabled': true;
  readonly 'aria-describedby'?: string;
  readonly 'data-reason-key': string;
  onMouseEnter(event: { currentTarget: Element }): void;
  onMouseLeave(): void;
  onFocus(event: { currentTarget: Element }): void;
  onBlur(): void;
  onPointerDown(event: { currentTarget: Element; pointerType: string }): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  onKeyDown(event: { currentTarget: Element; key: string; preventDefault(): void }): void;
}

export interface Reasons {
  /** Props for the element showing an unavailable option whose choice would be `action`; null: it tells nothing. */
  target(action: unknown): ReasonTargetProps | null;
  /** Shows the reason for `action` by the element, kept until closed (a click, a tap, Enter). */
  pin(action: unknown, element: Element): void;
}

interface Shown {
  readonly key: string;
  readonly rect: { readonly left: number; readonly top: number; readonly bottom: number };
  readonly pinned: boolean;
}

const TIP_ID = 'reason-tip';
const LONG_PRESS_MS = 450;
/** Answers that say nothing of the option, only that nobody answered: asked again next time. */
const TRANSIENT = new Set(['offline', 'rateLimited']);

const Context = createContext<Reasons | null>(null);

/** The reasons of the screen's unavailable options, or null when its connection cannot tell them. */
export function useReasons(): Reasons | null {
  return useContext(Context);
}

/**
 * Asks the game why options are unavailable, lazily (when one is hovered, pressed or focused), one question at a time
 * (the latest waits), each answer kept for the decision (`seq`) it was asked at; shows it in one tooltip.
 */
export function ReasonsProvider({
  connection,
  seq,
  children,
}: {
  connection: Pick<GameConnection<unknown, unknown>, 'explain'>;
  seq: number;
  children: ReactNode;
}) {
  const [known, setKnown] = useState<{ seq: number; reasons: ReadonlyMap<string, Reason> }>({
    seq,
    reasons: new Map(),
  });
  const [shown, setShown] = useState<Shown | null>(null);
  const asking = useRef(false);
  const waiting = useRef<{ key: string; action: unknown } | null>(null);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seqRef = useRef(seq);
  seqRef.current = seq;
  const reasons = known.seq === seq ? known.reasons : new Map<string, Reason>();

  // A new decision: the reasons of the last one no longer hold, and its tooltip goes.
  useEffect(() => setShown(null), [seq]);

  const remember = useCallback((at: number, key: string, reason: Reason) => {
    setKnown((k) => {
      if (at !== seqRef.current) return k;
      const next = new Map(k.seq === at ? k.reasons : []);
      next.set(key, reason);
      return { seq: at, reasons: next };
    });
  }, []);

  const askNext = useCallback(() => {
    const question = waiting.current;
    const explain = connection.explain;
    if (!question || asking.current || !explain) return;
    waiting.current = null;
    asking.current = true;
    const at = seqRef.current;
    remember(at, question.key, { state: 'asking' });
    void explain(question.action).then((answer: Explanation) => {
      asking.current = false;
      const failed = answer.error !== null && TRANSIENT.has(answer.error.code);
      // An answer about another state than the one shown is dropped: the option is asked about again.
      if (answer.seq === at || failed)
        remember(at, question.key, failed ? { state: 'failed' } : { state: 'known', error: answer.error });
      askNext();
    });
  }, [connection, remember]);

  const show = useCallback(
    (action: unknown, element: Element, pinned: boolean) => {
      const key = JSON.stringify(action);
      const box = element.getBoundingClientRect();
      setShown((s) =>
        s?.pinned && s.key !== key && !pinned ? s : { key, rect: box, pinned: pinned || (s?.key === key && s.pinned) },
      );
      const current = reasons.get(key);
      if (!current || current.state === 'failed') {
        waiting.current = { key, action };
        askNext();
      }
    },
    [reasons, askNext],
  );
  const hide = useCallback((pinnedToo = false) => setShown((s) => (s && (!s.pinned || pinnedToo) ? null : s)), []);

  const api: Reasons | null = connection.explain
    ? {
        target: (action) => {
          const key = JSON.stringify(action);
          const stopPress = () => {
            if (press.current !== null) clearTimeout(press.current);
            press.current = null;
          };
          return {
            tabIndex: 0,
            role: 'button',
            'aria-disabled': true,
            ...(shown?.key === key ? { 'aria-describedby': TIP_ID } : {}),
            'data-reason-key': key,
            onMouseEnter: (event) => show(action, event.currentTarget, false),
            onMouseLeave: () => hide(),
            onFocus: (event) => show(action, event.currentTarget, false),
            onBlur: () => hide(),
            onPointerDown: (event) => {
              if (event.pointerType !== 'touch') return;
              const element = event.currentTarget;
              stopPress();
              press.current = setTimeout(() => show(action, element, true), LONG_PRESS_MS);
            },
            onPointerUp: stopPress,
            onPointerCancel: stopPress,
            onKeyDown: (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                show(action, event.currentTarget, true);
              } else if (event.key === 'Escape') hide(true);
            },
          };
        },
        pin: (action, element) => show(action, element, true),
      }
    : null;

  return (
    <Context.Provider value={api}>
      {children}
      {shown && <ReasonTip shown={shown} reason={reasons.get(shown.key)} onClose={() => hide(true)} />}
    </Context.Provider>
  );
}

/** The reason of the option shown, by it: the game's sentence, and its rule as a link to the Rules panel. */
function ReasonTip({ shown, reason, onClose }: { shown: Shown; reason: Reason | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const tip = useRef<HTMLDivElement>(null);
  // A pinned reason closes with Escape or a click elsewhere.
  useEffect(() => {
    if (!shown.pinned) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (tip.current?.contains(target) || target.closest(`[data-reason-key]`)) return;
      onClose();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [shown.pinned, onClose]);
  const error = reason?.state === 'known' ? reason.error : null;
  const text =
    reason?.state === 'known'
      ? error
        ? errorText(t, error)
        : t('explain.available')
      : reason?.state === 'failed'
        ? t('explain.failed')
        : t('explain.asking');
  const left = Math.max(8, Math.min(shown.rect.left, window.innerWidth - 328));
  const below = shown.rect.bottom + 8;
  const style =
    below > window.innerHeight - 120 ? { left, bottom: window.innerHeight - shown.rect.top + 8 } : { left, top: below };
  return createPortal(
    <div
      ref={tip}
      id={TIP_ID}
      role="tooltip"
      className={shown.pinned ? 'reason-tip pinned' : 'reason-tip'}
      style={style}
      data-testid="reason"
      data-state={reason?.state ?? 'asking'}
      data-code={error?.code}
      data-params={error ? JSON.stringify(error.params) : undefined}
      data-rule={error?.rule ? `${error.rule.book} ${error.rule.section}` : undefined}
    >
      <span className="reason-mark" aria-hidden="true">
        ⊘
      </span>{' '}
      <span data-testid="reason-text">{text}</span>
      {error?.rule && (
        <>
          {' '}
          <RuleLink rule={error.rule} />
        </>
      )}
      {shown.pinned && (
        <button type="button" className="reason-close" onClick={onClose} aria-label={t('ui.close')}>
          ×
        </button>
      )}
    </div>,
    document.body,
  );
}
