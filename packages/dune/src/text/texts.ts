import type { Language } from '../data/names.ts';
import type { DuneCatalogue } from './catalogue.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

/** Dune's words in each language: events, refusals and the game's terms they use. */
export const DUNE_TEXT: Readonly<Record<Language, DuneCatalogue>> = { fr, en, nl };
