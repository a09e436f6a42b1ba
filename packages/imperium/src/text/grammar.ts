/** Small helpers shared by the phrasebooks. */

/** "a", "a and b", "a, b and c" with the language's conjunction. */
export const joinList = (items: readonly string[], conjunction: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** Capitalised, ending with a full stop unless it already ends a sentence. */
export const toSentence = (text: string): string => {
  const body = capitalise(text);
  return /[.!?…]$/.test(body) ? body : `${body}.`;
};

/** "1 card", "2 cards": singular for 1 only (French counts 0 and 1 as singular, but amounts are never 0). */
export const count = (n: number, singular: string, plural: string): string => `${n} ${n === 1 ? singular : plural}`;
