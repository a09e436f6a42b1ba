import { FACTION_DATA, type Faction } from '@arrakis/dune';

/** Imperium's seat colours (imperium/content.ts SEAT_COLOURS), kept here so the chart loads no Imperium data. */
const SEAT_COLOURS = ['#d55e00', '#0072b2', '#009e73', '#f0e442', '#cc79a7', '#56b4e9'] as const;

/** A seat's colour on the chart: its faction's in Dune, its seat's in Dune: Imperium. */
export function seatColourOf(game: string, role: string | null, seat: number): string {
  if (game === 'dune' && role) {
    const colour = FACTION_DATA[role as Faction]?.colour;
    if (colour) return colour;
  }
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
}
