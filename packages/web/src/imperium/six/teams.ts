/**
 * The six-player teams as the lobby shows them, without loading the engine (the lobby does not): the words' keys,
 * the colours, and each seat's team and role as the engine's `SIX_SEATS` seats them (checked by a test).
 */

/** The teams' keys in the words (`uprising.six.team.*`): Muad'Dib's (0) and the Emperor's (1). */
export const TEAM_KEYS = ['muadDib', 'shaddam'] as const;

/**
 * The teams' colours (facts uprising-rules.md §1.1: light blue pieces for Muad'Dib, grey for Shaddam), always with
 * the team's name or initial beside them: colour is never the only sign.
 */
export const TEAM_COLOURS = ['#3b8ea5', '#77746e'] as const;

/** The six-player game's seat counts beside Uprising's one to four. */
export const UPRISING_SEAT_COUNTS = [1, 2, 3, 4, 6] as const;

export interface SixSeating {
  readonly team: 0 | 1;
  readonly commander: boolean;
}

/**
 * facts §1.2: clockwise, the Commanders opposite, each between two Allies of the other team — seat 0 an Ally of
 * Muad'Dib, 1 Shaddam, 2 an Ally of Muad'Dib, 3 an Ally of Shaddam, 4 Muad'Dib, 5 an Ally of Shaddam.
 */
export const SIX_SEATING: readonly SixSeating[] = [
  { team: 0, commander: false },
  { team: 1, commander: true },
  { team: 0, commander: false },
  { team: 1, commander: false },
  { team: 0, commander: true },
  { team: 1, commander: false },
];
