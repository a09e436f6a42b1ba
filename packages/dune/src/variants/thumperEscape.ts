import type { Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import type { TerritoryId } from '../data/territories.ts';
import type { DuneAction } from '../actions.ts';
import { activeSeats, allyIs, forcesIn, seatOf } from '../board.ts';
import { cardOfKind, discardFromHand } from '../cards.ts';
import { pop, push, type FrameTable } from '../flow.ts';
import type { EventLog } from '../events.ts';
import type { DuneState } from '../state.ts';

/**
 * 000 XXVIII "la carte marteleur peut aussi être utilisée pour échapper à un ver au moment où il apparaît": the seats
 * whose tokens this worm would devour and who hold a Thumper. A reading: "au moment où il apparaît" is when it
 * strikes its territory (after the Nexus, and after the Fremen placed it with the extra powers), the moment its
 * victims are known.
 */
export function thumperEscapers(state: DuneState, territory: TerritoryId, devoursTroops: boolean): Seat[] {
  if (!state.options.thumperEscape || !devoursTroops) return [];
  const fremen = seatOf(state, 'fremen');
  return activeSeats(state).filter((seat) => {
    const faction = state.seats[seat]!;
    // annexe 3 Fremen 3 and the Fremen alliance: the worm spares them anyway (unless a Karama stops the taming:
    // a reading, the Fremen are then offered nothing, as their taming is what protects them).
    if (faction === 'fremen' || (fremen !== null && allyIs(state, seat, 'fremen'))) return false;
    return forcesIn(state, territory, faction) > 0 && cardOfKind(state, seat, 'thumper') !== null;
  });
}

/** Asks the escapers before the worm devours; false when nobody can escape (devour at once). */
export function askThumperEscape(state: DuneState, territory: TerritoryId, devoursTroops: boolean): boolean {
  const seats = thumperEscapers(state, territory, devoursTroops);
  if (seats.length === 0) return false;
  push(state, { kind: 'thumperEscape', seats, territory, devoursTroops, saved: [] });
  return true;
}

/**
 * The worm itself, once everyone answered: `devour` is spiceBlow.ts `devourTerritory`, given here to keep the
 * import one way (spiceBlow.ts calls this module).
 */
export type Devour = (
  state: DuneState,
  territory: TerritoryId,
  log: EventLog,
  devoursTroops: boolean,
  spared: readonly Faction[],
) => void;

export function thumperEscapeFrames(devour: Devour): Pick<FrameTable, 'thumperEscape'> {
  return {
    thumperEscape: {
      seats: (f) => f.seats,
      legal: (): DuneAction[] => [{ type: 'pass' }, { type: 'thumperEscape' }],
      perform(state, frame, seat, action, log) {
        if (action.type !== 'pass' && action.type !== 'thumperEscape') return;
        if (action.type === 'thumperEscape') {
          discardFromHand(state, seat, cardOfKind(state, seat, 'thumper')!);
          frame.saved.push(state.seats[seat]!);
          // 000 XXVIII "Les pions du joueur sont sauvés, mais l'épice est tout de même emportée."
          log.public('thumperEscaped', { seat, territory: frame.territory });
        }
        frame.seats = frame.seats.filter((s) => s !== seat);
        if (frame.seats.length > 0) return;
        pop(state);
        devour(state, frame.territory, log, frame.devoursTroops, frame.saved);
      },
    },
  };
}
