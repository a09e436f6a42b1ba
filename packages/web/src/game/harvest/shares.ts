import type { HarvestView } from './words.ts';

/**
 * The Manager's report and Share cards, built before anything is sent (rules 000 §16.B.1): the engine takes the
 * announcement, then one card per player; the screen lets the Manager lay out all of them first, with the engine's
 * own limits (the harvest may be understated, never overstated; the cards within the announcement, as the 30 cards
 * allow, rules 000 §16.B.1.b "faute de carte appropriée").
 */

function removeOne(list: number[], value: number): boolean {
  const i = list.indexOf(value);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** The smallest total `count` cards of `supply` can make. */
export function leastShares(supply: readonly number[], count: number): number {
  return [...supply]
    .sort((a, b) => a - b)
    .slice(0, count)
    .reduce((a, b) => a + b, 0);
}

/** The supply left once `dealt` is taken out of it, or null if a card of `dealt` is not there. */
export function supplyAfter(supply: readonly number[], dealt: readonly number[]): number[] | null {
  const rest = [...supply];
  for (const value of dealt) if (!removeOne(rest, value)) return null;
  return rest;
}

/**
 * The values the next card may take after `dealt`, for `recipients` cards in all, within `budget` (the announced
 * harvest less the cards dealt before): what the engine's `harvestShares` frame offers.
 */
export function nextShareValues(
  supply: readonly number[],
  total: number,
  recipients: number,
  dealt: readonly number[],
): number[] {
  const rest = supplyAfter(supply, dealt);
  if (rest === null || dealt.length >= recipients) return [];
  const budget = total - dealt.reduce((a, b) => a + b, 0);
  const after = recipients - dealt.length - 1;
  return [...new Set(rest)]
    .sort((a, b) => a - b)
    .filter((value) => {
      const left = [...rest];
      removeOne(left, value);
      return value + leastShares(left, after) <= budget;
    });
}

/** The announcements the Manager may make: from what the cards can still be dealt within, to the truth. */
export function announceRange(supply: readonly number[], recipients: number, truth: number): [number, number] {
  return [leastShares(supply, recipients), truth];
}

/** What the Manager drew: the Harvest cards' total (a worm is never kept drawn, rules 000 §16.C.4). */
export function harvestTruth(h: HarvestView): number | null {
  if (h.drawn === null) return null;
  return h.drawn.reduce((sum: number, c) => sum + (c === 'worm' ? 0 : c), 0);
}

/**
 * A card for each recipient within `total`: the values of `wanted` where they still fit, in order; elsewhere the
 * largest card not above an even split of what is left (as equal as the cards allow). With `wanted` empty, the
 * composer's starting point.
 */
export function fitShares(
  supply: readonly number[],
  total: number,
  recipients: number,
  wanted: readonly number[] = [],
): number[] {
  const dealt: number[] = [];
  for (let i = 0; i < recipients; i++) {
    const options = nextShareValues(supply, total, recipients, dealt);
    if (options.length === 0) return dealt;
    const want = wanted[i];
    if (want !== undefined && options.includes(want)) {
      dealt.push(want);
      continue;
    }
    const left = total - dealt.reduce((a, b) => a + b, 0);
    const even = Math.floor(left / (recipients - i));
    dealt.push([...options].reverse().find((v) => v <= even) ?? options[0]!);
  }
  return dealt;
}
