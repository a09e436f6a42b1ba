import type { Language } from '../../dsl/primitives.ts';
import type { fr } from './fr.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has exactly the keys of the French catalogue (checked by the compiler and by a test). */
export type LogCatalogue = Shape<typeof fr>;

/** Parameters of a sentence: `{{name}}` placeholders; `count` also chooses the plural form. */
export type LogParams = Readonly<Record<string, string | number>>;

export type LogSection = keyof LogCatalogue;

/**
 * One sentence of a section, in one language. A key may have plural forms (`key_one`, …, the bare key being the
 * "other" form) chosen by `Intl.PluralRules` from `params.count`, as i18next does; `{{name}}` placeholders take
 * `params[name]` (a missing one reads as nothing, as in i18next). Null when the section has no such key.
 */
export function logPhrase(
  catalogue: LogCatalogue,
  lang: Language,
  section: LogSection,
  key: string,
  params: LogParams = {},
): string | null {
  const sentences: Readonly<Record<string, string>> = catalogue[section];
  const count = params['count'];
  const form = typeof count === 'number' ? sentences[`${key}_${new Intl.PluralRules(lang).select(count)}`] : undefined;
  const template = form ?? (Object.hasOwn(sentences, key) ? sentences[key] : undefined);
  if (template === undefined) return null;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : String(value);
  });
}
