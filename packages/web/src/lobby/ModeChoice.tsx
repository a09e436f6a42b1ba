import { useTranslation } from 'react-i18next';

/** How a new game is played: online through the server, or on this device (hot-seat and bots in the browser). */
export type PlayMode = 'online' | 'hotSeat';

/** The online / hot-seat choice of a lobby form; `testIdPrefix` keeps each form's test ids apart. */
export function ModeChoice({
  mode,
  onChange,
  name,
  testIdPrefix = '',
}: {
  mode: PlayMode;
  onChange: (mode: PlayMode) => void;
  name: string;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('ui.mode')}</legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={mode === 'online'}
          onChange={() => onChange('online')}
          data-testid={`${testIdPrefix}mode-online`}
        />{' '}
        {t('ui.modeOnline')}
      </label>
      <label>
        <input
          type="radio"
          name={name}
          checked={mode === 'hotSeat'}
          onChange={() => onChange('hotSeat')}
          data-testid={`${testIdPrefix}mode-hotseat`}
        />{' '}
        {t('ui.modeHotSeat')}
      </label>
    </fieldset>
  );
}
