import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, UI_LANGUAGES } from './i18n/index.ts';

const LABELS = { fr: 'Français', en: 'English', nl: 'Nederlands' } as const;

/** Below the table's phone layout, the language shows as its code (FR) in a bar of one line. */
const NARROW = '(max-width: 899.98px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const short = useNarrow() && compact;
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
          <option key={l} value={l} label={short ? l.toUpperCase() : LABELS[l]}>
            {LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
