import type { GameEvent, Seat } from '@arrakis/engine';
import { labelSeat, type AnyGameEntry, type TextLanguage } from './catalog.ts';
import type { ReplayLog } from './replayLog.ts';
import { transcript } from './transcript.ts';

/**
 * The seats as the game's sentences name them, in one line (`0: Guilde · 1: Bene Gesserit …`); for a game without
 * words, by their labels (`seat 0: red   seat 1: blue`).
 */
export function seatsLine(entry: AnyGameEntry, state: unknown, seats: number, lang: TextLanguage): string {
  const seatName = entry.text?.seatName;
  const all = Array.from({ length: seats }, (_, seat) => seat);
  if (!seatName) return all.map((seat) => `seat ${seat}: ${labelSeat(entry, state, seat)}`).join('   ');
  return all.map((seat) => `${seat}: ${seatName(state, seat, lang)}`).join(' · ');
}

/**
 * The game's account in `lang` (issue 21): every event `viewer` may see (the public ones for a spectator) as the
 * game's own sentence, grouped by turn and phase; a game without words prints `type key=value`.
 */
export function eventLines(
  entry: AnyGameEntry,
  events: readonly GameEvent[],
  state: unknown,
  lang: TextLanguage,
  viewer: Seat | null,
): string[] {
  const { text } = entry;
  if (!text) return transcript(events, undefined, undefined, viewer);
  return transcript(events, (event) => text.event(event, lang, state), text.groups?.(lang), viewer);
}

/** The events of a log played again from its start (the log is the source of truth: ARCHITECTURE §2). */
export function eventsOf(entry: AnyGameEntry, log: ReplayLog): GameEvent[] {
  const events: GameEvent[] = [];
  let state = entry.game.setup(log.options, log.seats, log.seed);
  for (const { seat, action } of log.actions) {
    const result = entry.game.apply(state, seat, action);
    if (!result.ok) break;
    events.push(...result.events);
    state = result.state;
  }
  return events;
}
