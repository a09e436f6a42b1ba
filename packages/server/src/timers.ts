import type { Decision } from '@arrakis/engine';
import type { GameEntry } from './games.ts';
import type { MatchRecord, StoredSeat, StoredTimer } from './storage/matchStore.ts';

/** A seat a person plays: the move deadline only ever hurries people (bots and resigned seats answer at once). */
export function isPlayedByPerson(seat: StoredSeat | undefined): boolean {
  return seat !== undefined && seat.kind === 'human' && !seat.resigned && seat.standIn === undefined;
}

/** Whether this match can ever have a timer: if not, the timers table is never touched for it. */
export function usesTimers(entry: GameEntry, match: MatchRecord): boolean {
  return (
    entry.biddingTimerSeconds(match.options) !== null ||
    entry.timedPhases(match.options).length > 0 ||
    match.moveDeadlineSeconds !== null
  );
}

/**
 * The deadlines that run once the match reaches `seq` with these decisions pending: the bidding timer
 * (rules 000 §8.H) while a bid is awaited, the match's move deadline while a person must decide. Each action
 * re-arms them, so a deadline always counts from the moment the game started waiting for that decision.
 */
export function pendingTimers(
  entry: GameEntry,
  match: MatchRecord,
  decisions: readonly Decision[],
  seq: number,
  now: number,
  previous: readonly StoredTimer[] = [],
): StoredTimer[] {
  const timers: StoredTimer[] = [];
  // Dune 000 XXIX: the phase's minutes count from its start, whatever is done meanwhile; a match with move
  // deadlines (played over days) leaves the phase to them.
  const phase = entry.timedPhases(match.options).find((p) => decisions.some((d) => d.kind === p.decisionKind));
  if (phase && match.moveDeadlineSeconds === null) {
    const running = previous.find((t) => t.kind === 'phase');
    timers.push({ kind: 'phase', seq, dueAt: running?.dueAt ?? now + phase.seconds * 1000 });
  }
  const bidSeconds = entry.biddingTimerSeconds(match.options);
  if (bidSeconds !== null && decisions.some((d) => d.kind === entry.bidDecisionKind)) {
    timers.push({ kind: 'bid', seq, dueAt: now + bidSeconds * 1000 });
  }
  if (match.moveDeadlineSeconds !== null && decisions.some((d) => isPlayedByPerson(match.seats[d.seat]))) {
    const persons = decisions.filter((d) => isPlayedByPerson(match.seats[d.seat]));
    const dueAt = Math.min(...persons.map((d) => moveDueAt(match, d.seat, now)));
    timers.push({ kind: 'move', seq, dueAt });
  }
  return timers;
}

/**
 * When a person's move deadline falls if the game starts waiting for it at `now`: the match's time per decision,
 * counted from the end of the seat's vacation pause while one runs (issue 18).
 */
export function moveDueAt(match: MatchRecord, seat: number, now: number): number {
  const pausedUntil = match.seats[seat]?.pausedUntil ?? 0;
  return Math.max(now, pausedUntil) + (match.moveDeadlineSeconds ?? 0) * 1000;
}

/** setTimeout takes at most 2^31 - 1 ms; a longer deadline is re-armed when this one wakes up. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
