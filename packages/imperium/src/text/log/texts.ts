import type { Language } from '../../dsl/primitives.ts';
import type { LogCatalogue } from './catalogue.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

/** The events' and refusals' words of both editions, in each language. */
export const LOG_TEXT: Readonly<Record<Language, LogCatalogue>> = { fr, en, nl };
