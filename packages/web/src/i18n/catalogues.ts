import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

/**
 * Every language's catalogue at once, for tests and tools. Not for the page: it would put all three languages in the
 * first load (the page fetches English and Dutch when chosen, `index.ts`).
 */
export const CATALOGUES = { fr, en, nl } as const;
