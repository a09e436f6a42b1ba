import { phrase as enginePhrase, type CatalogueShape, type PhraseParams } from '@arrakis/engine';
import type { Language } from '../data/names.ts';
import type { fr } from './fr.ts';

/** Every language has exactly the keys of the French catalogue (checked by the compiler and by a test). */
export type DuneCatalogue = CatalogueShape<typeof fr>;

/** Parameters of a sentence: `{{name}}` placeholders; `count` also chooses the plural form. */
export type Params = PhraseParams;

/** The sentences a catalogue groups under one name, e.g. `event` or `refusal`. */
export type Section = keyof DuneCatalogue;

/** One sentence of a section, in one language (plural forms and placeholders as `phrase` of the engine reads them). */
export function phrase(
  catalogue: DuneCatalogue,
  lang: Language,
  section: Section,
  key: string,
  params: Params = {},
): string | null {
  return enginePhrase(catalogue[section], lang, key, params);
}
