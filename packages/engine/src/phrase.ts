/** A catalogue of sentences with the shape of a reference one (its French, in our games): strings at the leaves. */
export type CatalogueShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };

/** Parameters of a sentence: `{{name}}` placeholders; `count` also chooses the plural form. */
export type PhraseParams = Readonly<Record<string, string | number>>;

/**
 * One sentence of `sentences`, in language `lang`. A key may have plural forms (`key_one`, …, the bare key being
 * the "other" form) chosen by `Intl.PluralRules` from `params.count`, as i18next does; `{{name}}` placeholders take
 * `params[name]` (a missing one reads as nothing, as in i18next). Null when there is no such key. Each game's words
 * (events, refusals) render through it, for the web, the CLI and notifications alike.
 */
export function phrase(
  sentences: Readonly<Record<string, string>>,
  lang: string,
  key: string,
  params: PhraseParams = {},
): string | null {
  const count = params['count'];
  const form = typeof count === 'number' ? sentences[`${key}_${new Intl.PluralRules(lang).select(count)}`] : undefined;
  const template = form ?? (Object.hasOwn(sentences, key) ? sentences[key] : undefined);
  if (template === undefined) return null;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : String(value);
  });
}
