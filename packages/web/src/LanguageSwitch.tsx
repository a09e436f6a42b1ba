import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, UI_LANGUAGES } from './i18n/index.ts';

const LABELS = { fr: 'Français', en: 'English', nl: 'Nederlands' } as const;

export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className="language">
      <span className="sr-only">{t('ui.language')}</span>
      <select
        value={currentLanguage()}
        // Other languages are fetched when chosen: if that fails the page keeps its language, and so does the list.
        onChange={(e) => void setLanguage(e.target.value as (typeof UI_LANGUAGES)[number]).catch(() => undefined)}
        aria-label={t('ui.language')}
      >
        {UI_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
