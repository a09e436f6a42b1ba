import { useTranslation } from 'react-i18next';

/** Seconds a person may take over each decision online; null: no limit (the server's `moveDeadlineSeconds`). */
export const MOVE_TIMES = [null, 60, 300, 3_600, 86_400, 172_800, 259_200, 604_800] as const;
export type MoveTime = (typeof MOVE_TIMES)[number];

/** The time per decision of an online game: past it, the server answers for the seat (pass where it may). */
export function MoveTimeChoice({
  value,
  onChange,
  testId,
}: {
  value: MoveTime;
  onChange: (value: MoveTime) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const label = (seconds: MoveTime) =>
    seconds === null
      ? t('ui.moveTimeNone')
      : seconds < 3_600
        ? t('ui.minutes', { count: seconds / 60 })
        : seconds <= 86_400
          ? t('ui.hours', { count: seconds / 3_600 })
          : t('deadlines.days', { count: seconds / 86_400 });
  return (
    <label className="move-time">
      {t('ui.moveTime')}
      {t('ui.colon')}
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : (Number(e.target.value) as MoveTime))}
        data-testid={testId}
      >
        {MOVE_TIMES.map((seconds) => (
          <option key={seconds ?? 'none'} value={seconds ?? ''}>
            {label(seconds)}
          </option>
        ))}
      </select>
      <span className="help"> {t('ui.moveTimeHelp')}</span>
    </label>
  );
}
