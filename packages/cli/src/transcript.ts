import type { GameEvent, Json, Outcome, Seat } from '@arrakis/engine';

/**
 * A readable account of a game from its events: public events only, one a line — in the game's own sentences when
 * `describe` gives them, else as `type key=value ...` — under a heading per turn when the game announces turns
 * with a `turnStarted` event.
 */
export function transcript(events: readonly GameEvent[], describe?: (event: GameEvent) => string): string[] {
  const lines: string[] = [];
  for (const event of events) {
    if (event.visibility !== 'public') continue;
    if (event.type === 'turnStarted' && event.params.turn !== undefined) {
      lines.push(
        '',
        `== ${describe ? describe(event).replace(/\.$/, '') : `Turn ${formatValue(event.params.turn)}`} ==`,
      );
      continue;
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
