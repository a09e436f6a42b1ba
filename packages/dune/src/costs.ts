import type { Seat } from '@arrakis/engine';
import { allianceOf } from './board.ts';
import { TERRITORIES, type TerritoryId } from './data/territories.ts';
import { shipmentPrice } from './phases/movement.ts';
import type { DuneView } from './view.ts';

/**
 * What a decision will cost, from what the seat sees: the prompts show it while the choice is built. The prices
 * are the rules' own functions (phases/movement.ts); only the facts they need are read from the view.
 */

/** annexe 3 Guild 2, Guild alliance, annexe 4 Karama A: whether the seat ships at the Guild's half price. */
function shipsAtHalfPrice(view: DuneView, seat: Seat): boolean {
  const faction = view.seats[seat];
  if (faction === 'guild') return true;
  if (view.karamaBlocks.some((b) => b.faction === faction && b.power === 'guildRate')) return true;
  const alliance = allianceOf(view.alliances, seat) ?? [];
  return alliance.some((s) => s !== seat && view.seats[s] === 'guild');
}

/** The spice a shipment of `count` tokens to `location` (`territory:sector`) costs the seat (rules 000 §9.C.1.b). */
export function shipmentCostFor(view: DuneView, seat: Seat, location: string, count: number): number {
  const territory = location.split(':')[0] as TerritoryId;
  if (!(territory in TERRITORIES)) return 0;
  return shipmentPrice(view.seats[seat] ?? '', shipsAtHalfPrice(view, seat), territory, count);
}

/**
 * Why the seat can only pass in an auction (rules 000 §8.C: never more than the spice held; annexe 4 Cone of
 * Silence), or null when it may bid.
 */
export function bidRefusal(view: DuneView, seat: Seat): 'silenced' | 'notEnoughSpice' | null {
  if (view.silenced.includes(seat)) return 'silenced';
  const spice = view.factions[view.seats[seat]!]?.spice ?? 0;
  return spice <= (view.bidding?.highBid ?? 0) ? 'notEnoughSpice' : null;
}
