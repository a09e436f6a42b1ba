import { phrase as enginePhrase, type CatalogueShape, type PhraseParams } from '@arrakis/engine';
import type { Language } from '../../dsl/primitives.ts';
import type { fr } from './fr.ts';

/** Every language has exactly the keys of the French catalogue (checked by the compiler and by a test). */
export type LogCatalogue = CatalogueShape<typeof fr>;

/** Parameters of a sentence: `{{name}}` placeholders; `count` also chooses the plural form. */
export type LogParams = PhraseParams;

/** The sentences a catalogue groups under one name, e.g. `event` or `refusal`. */
export type LogSection = keyof LogCatalogue;

/** One sentence of a section, in one language (plural forms and placeholders as `phrase` of the engine reads them). */
export function logPhrase(
  catalogue: LogCatalogue,
  lang: Language,
  section: LogSection,
  key: string,
  params: LogParams = {},
): string | null {
  return enginePhrase(catalogue[section], lang, key, params);
}
