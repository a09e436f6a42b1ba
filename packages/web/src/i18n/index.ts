import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './catalogue.ts';
import { fr } from './fr.ts';

export const UI_LANGUAGES = ['fr', 'en', 'nl'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * French is in the first page (our players' first language, and every other's fallback); English and Dutch are
 * fetched when chosen, each its own chunk (issue 19: the first page carried all three). Every catalogue at once,
 * for tests and tools, is `CATALOGUES` in `catalogues.ts`.
 */
const LOADERS: Readonly<Record<Exclude<UiLanguage, 'fr'>, () => Promise<Catalogue>>> = {
  en: () => import('./en.ts').then((m) => m.en),
  nl: () => import('./nl.ts').then((m) => m.nl),
};

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

/** The language's words, fetched if they are not in the page yet. */
function catalogueOf(lang: UiLanguage): Catalogue | Promise<Catalogue> {
  return lang === 'fr' ? fr : LOADERS[lang]();
}

/**
 * Starts i18next in the saved or browser language; resolves once its words are in, so that the first render never
 * shows keys. French needs no fetch; if another language cannot be fetched, the page opens in French.
 */
export async function initI18n(): Promise<typeof i18next> {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  let lng = detectLanguage(saved, browser);
  const resources: Record<string, { translation: Catalogue }> = { fr: { translation: fr } };
  if (lng !== 'fr') {
    try {
      resources[lng] = { translation: await catalogueOf(lng) };
    } catch {
      lng = 'fr';
    }
  }
  // Screen readers, hyphenation and the browser's translation offer read the page's language from <html lang>.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    i18next.on('languageChanged', (lang) => {
      document.documentElement.lang = lang;
    });
  }
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/**
 * Switches the language once its words are in (no render with keys in between); the choice is kept for the next
 * visit. If they cannot be fetched the page stays in its language and the promise rejects.
 */
export async function setLanguage(lang: UiLanguage): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation'))
    i18next.addResourceBundle(lang, 'translation', await catalogueOf(lang));
  localStorage.setItem(STORAGE_KEY, lang);
  await i18next.changeLanguage(lang);
}

export function currentLanguage(): UiLanguage {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isUiLanguage(lang) ? lang : 'fr';
}
