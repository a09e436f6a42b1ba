import type { UiLanguage } from '../i18n/index.ts';
import { RULE_REFS, ruleKey, type RuleBook, type RuleEntry, type RuleRef, type RuleTexts } from './refs.ts';
import { RULES_EN } from './text/en.ts';
import { RULES_FR } from './text/fr.ts';
import { RULES_NL } from './text/nl.ts';

/** The panel's texts in every language the client speaks: a language without one fails the typecheck. */
export const RULE_TEXTS: Readonly<Record<UiLanguage, RuleTexts>> = { fr: RULES_FR, en: RULES_EN, nl: RULES_NL };

export function ruleEntry(lang: UiLanguage, ref: RuleRef): RuleEntry {
  return RULE_TEXTS[lang][ruleKey(ref)];
}

/**
 * How a reference is printed: Dune's by section number (`§9.C.1.c`, `annexe 3`), the Imperium books' by their
 * French heading, as the books print them.
 */
export function sectionLabel(ref: RuleRef): string {
  if (ref.book !== '000') return ref.section;
  return /^\d/.test(ref.section) ? `§${ref.section}` : ref.section.replace(/\..*$/, '');
}

/** Lower case without accents, so that "epice" finds "Épice" and "reveal" finds "Reveal". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The sections of `books` whose title, text or reference contain every word of `query`, in the books' order; all of
 * them for an empty query.
 */
export function searchRules(lang: UiLanguage, books: readonly RuleBook[], query: string): RuleRef[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return RULE_REFS.filter((ref) => {
    if (!books.includes(ref.book)) return false;
    const entry = ruleEntry(lang, ref);
    const haystack = fold(`${ref.book} ${sectionLabel(ref)} ${entry.title} ${entry.text}`);
    return words.every((word) => haystack.includes(word));
  });
}
