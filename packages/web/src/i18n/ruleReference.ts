import type { TFunction } from 'i18next';

/**
 * A reference into rules 000, written in the French book's terms (`annexe 3, correction 1`, `§20.B`), in the
 * reader's words: the section numbers stay, "annexe" and "correction" are translated.
 */
export function ruleReference(t: TFunction, reference: string): string {
  return reference
    .replace(/\bannexe (\d+)/g, (_, n: string) => t('words.annex', { n }))
    .replace(/\bcorrection (\d+)/g, (_, n: string) => t('words.correction', { n }));
}
