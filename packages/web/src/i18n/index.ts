import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

export const UI_LANGUAGES = ['fr', 'en', 'nl'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const CATALOGUES = { fr, en, nl } as const;

const STORAGE_KEY = 'arrakis.language';

function isUiLanguage(value: string | null | undefined): value is UiLanguage {
  return value !== null && value !== undefined && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The saved choice, else the browser's first language we speak, else French (our first players). */
export function detectLanguage(saved: string | null, browser: readonly string[]): UiLanguage {
  if (isUiLanguage(saved)) return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(base)) return base;
  }
  return 'fr';
}

export function initI18n(): typeof i18next {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const lng = detectLanguage(saved, browser);
  // Screen readers, hyphenation and the browser's translation offer read the page's language from <html lang>.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    i18next.on('languageChanged', (lang) => {
      document.documentElement.lang = lang;
    });
  }
  void i18next.use(initReactI18next).init({
    resources: { fr: { translation: fr }, en: { translation: en }, nl: { translation: nl } },
    lng,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export function setLanguage(lang: UiLanguage): void {
  localStorage.setItem(STORAGE_KEY, lang);
  void i18next.changeLanguage(lang);
}

export function currentLanguage(): UiLanguage {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isUiLanguage(lang) ? lang : 'fr';
}
