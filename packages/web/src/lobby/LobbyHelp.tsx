import type { BotLevel } from '@arrakis/server/protocol';
import { useTranslation } from 'react-i18next';

/** Each bot level the game offers, in one line: how it plays and how long it thinks. */
export function BotLevelHelp({ levels }: { levels: readonly BotLevel[] }) {
  const { t } = useTranslation();
  return (
    <ul className="bot-levels" data-testid="bot-levels">
      {levels.map((level) => (
        <li key={level}>{t(`saves.botLevel.${level}`)}</li>
      ))}
    </ul>
  );
}

/** Presets above the options: one button each, pressed when the choices match it, with what it means. */
export function PresetChoice<P extends string>({
  presets,
  current,
  onChoose,
  game,
  testIdPrefix,
}: {
  game: 'dune' | 'imperium' | 'uprising';
  presets: readonly P[];
  current: P | null;
  onChoose: (preset: P) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const words = game === 'uprising' ? 'uprisingLobby.preset' : `saves.preset.${game}`;
  return (
    <fieldset className="presets">
      <legend>{t('saves.presets')}</legend>
      <div className="preset-buttons">
        {presets.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={current === p}
            className={current === p ? 'preset chosen' : 'preset'}
            onClick={() => onChoose(p)}
            data-testid={`${testIdPrefix}preset-${p}`}
          >
            <strong>{t([`${words}.${p}`, `variants.preset.${p}`])}</strong>
            <span className="help">{t([`${words}.${p}Help`, `variants.preset.${p}Help`])}</span>
          </button>
        ))}
      </div>
      {current === null && <p className="hint">{t('saves.presetCustom')}</p>}
    </fieldset>
  );
}
