import type { LoggedAction, SeatSetup } from '@arrakis/engine';

/** Everything needed to rebuild a game: the log is the source of truth (ARCHITECTURE §2). */
export interface ReplayLog {
  /** The game a record names (`arrakis record` writes it); absent from a bare log. */
  readonly game?: string;
  readonly options: unknown;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  readonly actions: readonly LoggedAction[];
}

/** Checks the shape of a log read from a file; returns what is wrong, or the log. */
export function parseReplayLog(data: unknown): ReplayLog | string {
  if (!isRecord(data)) return 'a replay log is a JSON object {options, seats, seed, actions}';
  const { game, options, seats, seed, actions } = data;
  if (game !== undefined && typeof game !== 'string') return '"game" must be a string';
  if (typeof seed !== 'string') return '"seed" must be a string';
  if (!Array.isArray(seats) || !seats.every(isSeatSetup))
    return '"seats" must be a list of {name, kind: "human" | "bot"}';
  if (!Array.isArray(actions)) return '"actions" must be a list of {seat, action}';
  const bad = actions.findIndex((entry) => !isRecord(entry) || !Number.isInteger(entry.seat) || !('action' in entry));
  if (bad >= 0) return `actions[${bad}] must be {seat: integer, action}`;
  return {
    ...(game === undefined ? {} : { game }),
    options: options ?? {},
    seats,
    seed,
    actions: actions as LoggedAction[],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSeatSetup(value: unknown): value is SeatSetup {
  return isRecord(value) && typeof value.name === 'string' && (value.kind === 'human' || value.kind === 'bot');
}
