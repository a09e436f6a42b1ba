import type { DuneAction } from '@arrakis/dune';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAction, type Namer } from '../text.ts';

export interface PromptProps {
  readonly actions: readonly DuneAction[];
  readonly namer: Namer;
  readonly send: (action: DuneAction) => void;
  /** The buttons only choose, for a Confirm to follow (`step`), instead of sending (`action`, the default). */
  readonly role?: 'action' | 'step';
}

export function ActionButton({
  action,
  namer,
  send,
  children,
  className,
  role = 'action',
}: {
  action: DuneAction;
  namer: Namer;
  send: (a: DuneAction) => void;
  children?: ReactNode;
  className?: string;
  role?: 'action' | 'step';
}) {
  return (
    <button
      className={`act ${className ?? ''}`}
      data-testid={role}
      data-type={action.type}
      onClick={() => send(action)}
    >
      {children ?? describeAction(namer, action)}
    </button>
  );
}

export function ActionList({ actions, namer, send, role }: PromptProps) {
  return (
    <div className="action-list">
      {actions.map((a) => (
        <ActionButton key={JSON.stringify(a)} action={a} namer={namer} send={send} role={role} />
      ))}
    </div>
  );
}

/** One value of one field of an action, in words. */
export function fieldLabel(n: Namer, type: string, field: string, value: unknown): string {
  if (value === null) return n.t('ui.none');
  if (typeof value === 'boolean') return n.t(value ? 'ui.yes' : 'ui.no');
  if (Array.isArray(value))
    return value.every((v) => typeof v === 'number') ? n.seats(value as number[]) : n.cards(value as string[]);
  if (typeof value === 'object')
    return describeAction(n, { type, [field]: value } as unknown as DuneAction).replace(/^[^:]*:\s*/, '');
  if (typeof value === 'number') {
    return ['to', 'from', 'target', 'opponent'].includes(field) && type !== 'dial' ? n.seat(value) : String(value);
  }
  const text = String(value);
  switch (field) {
    case 'faction':
      return n.faction(text);
    case 'leader':
      return n.leader(text);
    case 'card':
    case 'cheapHero':
      return n.card(text);
    case 'power':
      return n.t(`power.${text}`);
    case 'element':
      return n.t(`element.${text}`);
    case 'mode':
      return n.t(`voiceMode.${text}`, { kind: '…' });
    case 'target':
      return n.t(`cardKind.${text}`);
    case 'territory':
      return n.territory(text);
    default:
      return text.includes(':') ? n.location(text) : text;
  }
}

const key = (v: unknown) => JSON.stringify(v);

/**
 * Cascading choices for many actions of one type: one list per field that varies, each offering only the values
 * some legal action still has given the earlier choices. Never builds an action that is not in the list.
 */
export function ActionPicker({ actions, namer, send, role }: PromptProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => {
    const first = actions[0] as unknown as Record<string, unknown> | undefined;
    if (!first) return [];
    return Object.keys(first).filter(
      (f) => f !== 'type' && new Set(actions.map((a) => key((a as unknown as Record<string, unknown>)[f]))).size > 1,
    );
  }, [actions]);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  let remaining = actions;
  const selects = fields.map((field) => {
    const values = [
      ...new Map(
        remaining.map((a) => [
          key((a as unknown as Record<string, unknown>)[field]),
          (a as unknown as Record<string, unknown>)[field],
        ]),
      ).entries(),
    ];
    const current =
      chosen[field] !== undefined && values.some(([k]) => k === chosen[field]) ? chosen[field]! : values[0]![0];
    remaining = remaining.filter((a) => key((a as unknown as Record<string, unknown>)[field]) === current);
    return { field, values, current };
  });
  const action = remaining[0];
  if (!action) return null;
  const type = action.type;
  return (
    <div className="picker" data-type={type}>
      {selects.map(({ field, values, current }) => (
        <label key={field}>
          <span className="field">{fieldName(t, field)}</span>
          <select
            value={current}
            onChange={(e) => setChosen((c) => ({ ...c, [field]: e.target.value }))}
            data-field={field}
          >
            {values.map(([k, v]) => (
              <option key={k} value={k}>
                {fieldLabel(namer, type, field, v)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <ActionButton action={action} namer={namer} send={send} role={role} />
    </div>
  );
}

function fieldName(t: (key: string) => string, field: string): string {
  const names: Record<string, string> = {
    to: 'ui.to',
    from: 'ui.from',
    amount: 'ui.amount',
    count: 'ui.count',
    target: 'ui.target',
    targets: 'ui.target',
    question: 'ui.question',
    leader: 'ui.leader',
    faction: 'ui.faction',
    turn: 'ui.turn',
  };
  const k = names[field];
  return k
    ? t(k)
        .replace(/\s*\{\{.*$/, '')
        .replace(/\s\d.*$/, '')
    : field;
}

/** Groups actions by type, in first-seen order. */
export function byType(actions: readonly DuneAction[]): Map<string, DuneAction[]> {
  const groups = new Map<string, DuneAction[]>();
  for (const a of actions) groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  return groups;
}

const LIST_LIMIT = 12;

/** Every action playable from a list or picker, whatever widget the decision has. */
export function AnyActions({ actions, namer, send }: PromptProps) {
  return (
    <div className="any-actions">
      {[...byType(actions)].map(([type, group]) =>
        group.length <= LIST_LIMIT ? (
          <ActionList key={type} actions={group} namer={namer} send={send} />
        ) : (
          <ActionPicker key={type} actions={group} namer={namer} send={send} />
        ),
      )}
    </div>
  );
}

export function Fallback(props: PromptProps) {
  const { t } = useTranslation();
  return (
    <details className="fallback">
      <summary>{t('ui.allActions')}</summary>
      <AnyActions {...props} />
    </details>
  );
}
