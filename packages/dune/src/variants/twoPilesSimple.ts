import { SPICE_CARDS, spiceAmount, type SpiceCardId } from '../data/spiceDeck.ts';
import type { TerritoryId } from '../data/territories.ts';
import type { DuneState } from '../state.ts';

/**
 * 000 XXVII (variant `twoPilesSimple`): "les cartes d'épices sont divisées en deux piles. A chaque tour de jeu, on
 * retourne donc deux cartes." The spice blow turns cards for pile 1 until a territory, then for pile 2 likewise
 * (phases/spiceBlow.ts, with §23's two discard piles); a worm devours the territory turned before on its own pile
 * and only the first worm of each pile acts (§7.C, a reading: as for §23.A.4). Then "On place alors sur chaque
 * territoire la quantité d'épice indiquée sur l'autre carte".
 */
function lastTerritoryCard(discard: readonly SpiceCardId[]): SpiceCardId | null {
  for (let i = discard.length - 1; i >= 0; i--) if (SPICE_CARDS[discard[i]!].kind === 'territory') return discard[i]!;
  return null;
}

/** The two territories of this spice blow, each with the other card's amount (storm checked by `placeSpice`). */
export function crossedBlows(state: DuneState): { territory: TerritoryId; amount: number }[] {
  const first = lastTerritoryCard(state.spiceDiscard);
  const second = lastTerritoryCard(state.spiceDiscard2);
  const territory = (id: SpiceCardId): TerritoryId => {
    const card = SPICE_CARDS[id];
    if (card.kind !== 'territory') throw new Error(`spice card ${id} is not a territory`);
    return card.territory;
  };
  if (first === null || second === null) return [];
  const a = territory(first);
  const b = territory(second);
  const cielago = state.options.cielagoSouth12;
  return [
    { territory: a, amount: spiceAmount(b, cielago) },
    { territory: b, amount: spiceAmount(a, cielago) },
  ];
}

/**
 * While pile 2 is being turned, pile 1's territory card of this phase waits face up for its spice: a reading, it
 * stays out of a reshuffle of the deck (§23.B.2 shuffles every card, for §23 whose spice is already placed).
 */
export function keptFaceUp(state: DuneState): SpiceCardId | null {
  if (!state.options.twoPilesSimple || state.phase !== 'spiceBlow' || state.cursor.stage !== 'draw2') return null;
  return lastTerritoryCard(state.spiceDiscard);
}
