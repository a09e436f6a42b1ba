import type { GameEvent, Json, Outcome, Seat } from '@arrakis/engine';

/** How a game groups its log (its package's text): what opens a turn, and the phase an event belongs to. */
export interface LogGroups {
  /** The event opens a turn (Dune's `turnStarted`, an Imperium round): its sentence is the turn's heading. */
  opensTurn(event: GameEvent): boolean;
  /** The phase an event can only come from, by its rank in the turn and its name; null for an event of any phase. */
  phase(event: GameEvent): { readonly rank: number; readonly title: string } | null;
}

/**
 * A readable account of a game from its events: one a line, the public ones and those `viewer` may see — in the
 * game's own sentences when `describe` gives them, else as `type key=value ...` — under a heading per turn, and
 * with `groups` a sub-heading per phase as the turn goes on (a phase is announced once per turn, in its order).
 */
export function transcript(
  events: readonly GameEvent[],
  describe?: (event: GameEvent) => string,
  groups?: LogGroups,
  viewer: Seat | null = null,
): string[] {
  const lines: string[] = [];
  let rank = -1;
  for (const event of events) {
    if (event.visibility !== 'public' && (viewer === null || !event.visibility.includes(viewer))) continue;
    const opensTurn = groups
      ? groups.opensTurn(event)
      : event.type === 'turnStarted' && event.params.turn !== undefined;
    if (opensTurn) {
      lines.push(
        '',
        `== ${describe ? describe(event).replace(/\.$/, '') : `Turn ${formatValue(event.params.turn ?? null)}`} ==`,
      );
      rank = -1;
      continue;
    }
    const phase = groups?.phase(event) ?? null;
    if (phase !== null && phase.rank > rank) {
      lines.push(`-- ${phase.title} --`);
      rank = phase.rank;
    }
    lines.push(`  ${describe ? describe(event) : formatEvent(event)}`);
  }
  return lines;
}

export function formatEvent(event: GameEvent): string {
  const params = Object.entries(event.params).map(([key, value]) => `${key}=${formatValue(value)}`);
  return [event.type, ...params].join(' ');
}

function formatValue(value: Json): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

export function formatOutcome(outcome: Outcome, label: (seat: Seat) => string): string {
  const winners = outcome.winners.map((seat) => `${label(seat)} (seat ${seat})`).join(', ') || 'nobody';
  return `Winners: ${winners}; reason: ${outcome.reason}; turn ${outcome.turn}`;
}
