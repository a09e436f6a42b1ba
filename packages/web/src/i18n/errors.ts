import type { TFunction } from 'i18next';
import { currentLanguage, type UiLanguage } from './index.ts';

/** An error as the server, the engine or the client itself reports it: a code and its parameters. */
export interface CodedError {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A game's refusals in its own words: null for a code that is not one of its refusals. */
export type RefusalWords = (error: CodedError, lang: UiLanguage) => string | null;

const refusalWords: RefusalWords[] = [];

/**
 * A game's screens register its refusals' words when they load, so the lobby's first page carries no game: a game's
 * refusal can only reach a screen of that game.
 */
export function registerRefusals(words: RefusalWords): void {
  if (!refusalWords.includes(words)) refusalWords.push(words);
}

/**
 * The error in the reader's language, from its code: a game's refusal in the game's own words (its package's
 * text), any other in the screens' (`errors.<code>`). The wire's `messageKey` is not trusted, and an unknown code
 * still reads as a sentence naming it.
 */
export function errorText(t: TFunction, error: CodedError, lang: UiLanguage = currentLanguage()): string {
  const unknown = t('errors.unknown', { code: error.code });
  if (!/^[a-zA-Z0-9]+$/.test(error.code)) return unknown;
  // Both games share the engine's codes, in the same words.
  for (const words of refusalWords) {
    const text = words(error, lang);
    if (text !== null) return text;
  }
  const params: Record<string, string | number> = { ...error.params };
  // A reason is a code too (a quarantine's): said in words where the catalogue has them.
  const reason = params['reason'];
  if (typeof reason === 'string' && /^[a-zA-Z0-9]+$/.test(reason)) {
    params['reason'] = t(`errorReasons.${reason}`, {
      defaultValue: t(`saves.reasons.${reason}`, { defaultValue: reason }),
    });
  }
  // The errors of games saved in this browser have their words in the `saves` namespace.
  const saved = t(`saves.errors.${error.code}`, { ...params, defaultValue: unknown });
  return t(`errors.${error.code}`, { ...params, defaultValue: saved });
}
