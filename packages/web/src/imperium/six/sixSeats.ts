import { COMMANDER_LEADERS, SIX_ONLY_SPACES } from '@arrakis/imperium';
import type { TableView } from '../content.ts';
export { TEAM_KEYS } from './teams.ts';

/** The six-player pieces of a view (the team game: edition `uprisingSix`), or null in any other game. */
export type SixView = NonNullable<NonNullable<TableView['uprising']>['six']>;

export function sixOf(view: TableView | null): SixView | null {
  return view?.edition === 'uprisingSix' ? (view.uprising?.six ?? null) : null;
}

export type TeamIndex = 0 | 1;

export function teamOfSeat(six: SixView, seat: number): TeamIndex {
  return six.commanders[1] === seat || six.allies[1].includes(seat) ? 1 : 0;
}

/** The team's seats, Commander first, then its two Allies (facts uprising-rules.md §1.2). */
export function teamSeatsOf(six: SixView, team: TeamIndex): number[] {
  return [six.commanders[team], ...six.allies[team]];
}

export function isCommanderSeat(six: SixView, seat: number): boolean {
  return six.commanders.includes(seat);
}

/** The Commanders' leaders, by team, as the engine seats them. */
export const COMMANDERS: readonly [string, string] = COMMANDER_LEADERS;

/**
 * What the sources do not print and the engine reads provisionally (packages/imperium/docs/content-doubts.md, "Six
 * players"): the Commander cards' boxes beyond TTS's, and the six-player side's own spaces. Shown "provisional".
 */
export const PROVISIONAL_CARDS: ReadonlySet<string> = new Set([
  'corrinoMight',
  'devastatingAssault',
  'demandAttention',
  'desertCall',
]);
export const PROVISIONAL_SPACES: ReadonlySet<string> = new Set(Object.keys(SIX_ONLY_SPACES));

/** Combined victory points of each team (facts §1.8: the team's VP decide). */
export function teamScores(view: TableView, six: SixView): [number, number] {
  const sum = (team: TeamIndex) =>
    teamSeatsOf(six, team).reduce((n, seat) => n + (view.players[seat]?.victoryPoints ?? 0), 0);
  return [sum(0), sum(1)];
}
