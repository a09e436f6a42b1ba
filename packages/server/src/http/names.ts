import { z } from 'zod';

/** Longest name, in graphemes (what a person counts as characters: an emoji with its modifiers is one). */
export const MAX_NAME_GRAPHEMES = 32;

const JOINERS = new Set(['\u200C', '\u200D']);
// Controls, formats (bidi overrides and isolates, zero-width spaces…), surrogates, private use and unassigned code
// points, and line or paragraph separators: none of them belongs in a name shown to other players.
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}]/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why a name is refused, or null. The zero-width joiner and non-joiner are allowed between two visible characters
 * (emoji sequences, Persian and Indic names), and nowhere else.
 */
export function nameProblem(name: string): string | null {
  const chars = [...name];
  for (const [index, char] of chars.entries()) {
    if (!INVISIBLE.test(char)) continue;
    const between =
      JOINERS.has(char) &&
      index > 0 &&
      index < chars.length - 1 &&
      !INVISIBLE.test(chars[index - 1]!) &&
      !INVISIBLE.test(chars[index + 1]!) &&
      !/\s/u.test(chars[index - 1]!) &&
      !/\s/u.test(chars[index + 1]!);
    if (!between) return `invisible or control character ${codePoint(char)}`;
  }
  const length = [...graphemes.segment(name)].length;
  if (length > MAX_NAME_GRAPHEMES) return `longer than ${MAX_NAME_GRAPHEMES} characters (${length})`;
  return null;
}

// A zod issue kind, not one of our error codes (the web's error catalogue test looks for `code: '…'`).
const CUSTOM = 'custom';

/** A player's name: trimmed, NFC, 1 to 32 graphemes, nothing invisible (see `nameProblem`). */
export const playerName = z
  .string()
  .max(400)
  .transform((name) => name.normalize('NFC').trim())
  .superRefine((name, ctx) => {
    if (name.length === 0) {
      ctx.addIssue({ code: CUSTOM, message: 'empty' });
      return;
    }
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: CUSTOM, message: problem });
  });
