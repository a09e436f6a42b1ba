import type { LogEntry } from '../transport/types.ts';
import type { TableResult } from '../game/results/queue.ts';

export type Place = 'first' | 'second' | 'third';

/** One seat in a Conflict: its strength at the end of the round's turns and its place, if it won a reward. */
export interface CombatSeat {
  readonly seat: number;
  readonly strength: number;
  readonly place: Place | null;
}

/** rules 002 PHASE 3 : COMBAT, as it ended: who fought with what strength, and what the rewards brought. */
export interface CombatResult extends TableResult {
  readonly kind: 'combat';
  readonly conflict: string;
  readonly seats: readonly CombatSeat[];
  /** The events of the rewards, in order (gains, influence, Victory Points, control…). */
  readonly rewards: LogEntry[];
}

/** rules 002 PHASE 5 : RAPPEL: the round is over; what each seat scored in it, and who plays first next. */
export interface RoundEndResult extends TableResult {
  readonly kind: 'roundEnd';
  readonly round: number;
  readonly firstPlayer: number;
  /** Victory Points won (or lost) in the round, by seat. */
  readonly points: ReadonlyMap<number, number>;
}

export type ImperiumResult = CombatResult | RoundEndResult;

const num = (v: unknown, fallback = 0): number => (typeof v === 'number' ? v : fallback);

/** The events that end a Combat's rewards: the next phases' own news. */
const AFTER_COMBAT = new Set(['recall', 'roundStarted', 'gameOver', 'combatResolved', 'bonusSpice']);

/**
 * The significant events of an Imperium seat's log gathered for people (UX.md "What just happened"): each Combat
 * with every seat's strength and place and the rewards given, and each round's end. Built from the seat's own log.
 */
export function imperiumResults(log: readonly LogEntry[]): ImperiumResult[] {
  const out: ImperiumResult[] = [];
  let round = 0;
  let strengths = new Map<number, number>();
  let points = new Map<number, number>();
  let combat: CombatResult | null = null;
  for (const entry of log) {
    const p = entry.params;
    if (combat && AFTER_COMBAT.has(entry.type)) combat = null;
    switch (entry.type) {
      case 'roundStarted':
        round = num(p['round'], round + 1);
        strengths = new Map();
        points = new Map();
        break;
      case 'strength':
        strengths.set(num(p['seat']), num(p['strength']));
        break;
      case 'victoryPoints': {
        const seat = num(p['seat']);
        points.set(seat, (points.get(seat) ?? 0) + num(p['change']));
        break;
      }
      case 'combatResolved': {
        const places = Array.isArray(p['places']) ? (p['places'] as Record<string, unknown>[]) : [];
        const bySeat = new Map<number, CombatSeat>();
        for (const [seat, strength] of strengths) bySeat.set(seat, { seat, strength, place: null });
        for (const pl of places) {
          const seat = num(pl['seat']);
          const place = pl['place'];
          bySeat.set(seat, {
            seat,
            strength: num(pl['strength']),
            place: place === 'first' || place === 'second' || place === 'third' ? place : null,
          });
        }
        combat = {
          kind: 'combat',
          key: `combat:${entry.seq}`,
          seq: entry.seq,
          conflict: typeof p['conflict'] === 'string' ? p['conflict'] : '',
          seats: [...bySeat.values()].sort((a, b) => b.strength - a.strength || a.seat - b.seat),
          rewards: [],
        };
        out.push(combat);
        continue;
      }
      case 'recall':
        out.push({
          kind: 'roundEnd',
          key: `roundEnd:${entry.seq}`,
          seq: entry.seq,
          round,
          firstPlayer: num(p['firstPlayer']),
          points: new Map(points),
        });
        break;
      default:
        break;
    }
    if (combat) {
      combat.rewards.push(entry);
      combat.seq = Math.max(combat.seq, entry.seq);
    }
  }
  return out;
}
