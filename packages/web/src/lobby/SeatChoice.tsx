import type { BotLevel } from '@arrakis/server/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Who plays a seat: a person, or a bot at one of its levels. */
export interface SeatPlayer {
  readonly kind: 'human' | 'bot';
  /** How a bot seat plays, online and in the browser alike. */
  readonly botLevel: BotLevel;
}

/** The bot levels each game has (the server's game entries offer the same; the first is the default). */
export const BOT_LEVELS = {
  dune: ['heuristic', 'easy', 'medium', 'hard', 'random'],
  imperium: ['heuristic', 'easy', 'medium', 'hard', 'random'],
  uprising: ['heuristic', 'easy', 'medium', 'hard', 'random'],
} as const satisfies Record<'dune' | 'imperium' | 'uprising', readonly BotLevel[]>;

/** The bot levels as the select offers them, in this order, with their label keys. */
const BOT_LABELS: readonly { readonly level: BotLevel; readonly label: string }[] = [
  { level: 'heuristic', label: 'ui.bot' },
  { level: 'easy', label: 'ui.botEasy' },
  { level: 'medium', label: 'ui.botMedium' },
  { level: 'hard', label: 'ui.botHard' },
  { level: 'random', label: 'ui.botRandom' },
];

/** The seat select of a lobby: a person, or a bot at one of the levels the game offers. */
export function SeatChoice({
  value,
  levels,
  onChange,
  testId,
  label,
}: {
  value: SeatPlayer;
  levels: readonly BotLevel[];
  onChange: (player: SeatPlayer) => void;
  testId: string;
  /** Its accessible name: the table's header alone does not name a control. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      value={value.kind === 'human' ? 'human' : value.botLevel}
      onChange={(e) => {
        const choice = e.target.value;
        onChange(
          choice === 'human'
            ? { kind: 'human', botLevel: value.botLevel }
            : { kind: 'bot', botLevel: choice as BotLevel },
        );
      }}
      data-testid={testId}
      aria-label={label}
    >
      <option value="human">{t('ui.human')}</option>
      {BOT_LABELS.filter((b) => levels.includes(b.level)).map((b) => (
        <option key={b.level} value={b.level}>
          {t(b.label)}
        </option>
      ))}
    </select>
  );
}

/** A seat of a lobby form: who plays it, and the name the table will know. */
export interface NamedSeat extends SeatPlayer {
  readonly name: string;
}

/** How many seats: a select from `min` to `max`. */
export function SeatCount({
  value,
  min,
  max,
  onChange,
  testId,
  counts,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (count: number) => void;
  testId: string;
  /** The counts offered, where a game skips some between `min` and `max` (Uprising: 1–4 or 6). */
  counts?: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <label className="row">
      {t('ui.seatCount')}{' '}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
        {(counts ?? Array.from({ length: max - min + 1 }, (_, i) => min + i)).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The seats of a new game: who plays each (a person or a bot at a level) and its name; a game may add a column. */
export function SeatTable<S extends NamedSeat>({
  seats,
  levels,
  onChange,
  testIdPrefix,
  column,
}: {
  seats: readonly S[];
  levels: readonly BotLevel[];
  onChange: (seat: number, patch: Partial<NamedSeat>) => void;
  testIdPrefix: string;
  column?: { readonly header: string; readonly cell: (seat: S, index: number) => ReactNode };
}) {
  const { t } = useTranslation();
  return (
    <table className="seats">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('ui.seats')}</th>
          <th>{t('ui.name')}</th>
          {column && <th>{column.header}</th>}
        </tr>
      </thead>
      <tbody>
        {seats.map((s, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            <td>
              <SeatChoice
                value={s}
                levels={levels}
                onChange={(player) => onChange(i, player)}
                testId={`${testIdPrefix}seat-kind-${i}`}
                label={t('words.seatPlayer', { n: i + 1 })}
              />
            </td>
            <td>
              <input
                value={s.name}
                placeholder={t('ui.seat', { n: i + 1 })}
                onChange={(e) => onChange(i, { name: e.target.value })}
                maxLength={24}
              />
            </td>
            {column && <td>{column.cell(s, i)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
