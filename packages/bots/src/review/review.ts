import {
  cloneJson,
  jsonEqual,
  nextUint32,
  seedRng,
  type DefinedGame,
  type GameRecord,
  type GameReview,
  type KeyMoment,
  type ReviewPoint,
  type RngState,
  type Seat,
} from '@arrakis/engine';
import { playSeat, type Bot } from '../bot.ts';

/** What the review needs of a game beyond its rules: its clock, a position's worth, and a bot to play it out. */
export interface ReviewEntry<S, A> {
  readonly game: DefinedGame<S, A, unknown, unknown>;
  /** Dune's turn, Imperium's round. */
  turnOf(state: S): number;
  /** A seat's chance to win from the full state, in [0, 1] (the bots' evaluation: shares of the table). */
  evaluate(state: S, seat: Seat): number;
  /** A fresh playout bot for one seat. */
  bot(): Bot<unknown, A>;
}

/**
 * How much the review searches: playouts per point, each at most `horizon` actions long before it is evaluated (a
 * finished playout counts as a win or a loss).
 */
export interface ReviewBudget {
  readonly playouts: number;
  readonly horizon: number;
}

/**
 * Playouts to the end: a chance is then the share of reshuffled futures the seat wins, not the bots' sharp
 * evaluation of a midgame (which swung 0–100% from one round to the next). Measured with `npm run bench:review`
 * (docs/records.md): a 6-faction Dune and a 4-player Imperium well under 60 s.
 */
export const DEFAULT_REVIEW_BUDGET: ReviewBudget = { playouts: 16, horizon: 10_000 };

/** A record the game refuses on replay: the review has nothing to say about a game that did not happen. */
export class ReviewReplayError extends Error {
  constructor(
    readonly index: number,
    readonly code: string,
  ) {
    super(`action ${index} refused on replay: ${code}`);
    this.name = 'ReviewReplayError';
  }
}

/**
 * The post-game review (issue 22): from the FULL state (perfect information: the game is over, nothing is secret),
 * each seat's chance to win after each turn or round — the mean, over `playouts` playouts of `horizon` actions by
 * the heuristic bots, of the bots' evaluation — and the three turns that swung most. Within each, the decision that
 * moved its seat's evaluation most is searched again (before and after, with playouts), and the action the bot
 * prefers there is given beside the one played. Deterministic for a record and a budget.
 */
export function reviewRecord<S, A>(entry: ReviewEntry<S, A>, record: GameRecord, budget: ReviewBudget): GameReview {
  const steps = reviewSteps(entry, record, budget);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * `reviewRecord` cut into slices: it yields after each playout, so that a worker can put a live search between two
 * slices (the server's review runs at the bot pool's lowest priority). Same result however it is sliced.
 */
export function* reviewSteps<S, A>(
  entry: ReviewEntry<S, A>,
  record: GameRecord,
  budget: ReviewBudget,
): Generator<void, GameReview, void> {
  const started = performance.now();
  const { game } = entry;
  const seats = record.seats.map((s) => ({ name: s.name, kind: s.kind }));
  const rng = seedRng(`review:${record.seed}`);
  let state = game.setup(record.options, seats, record.seed);
  const seatCount = seats.length;
  const estimate = (s: S): Generator<void, number[], void> => chances(entry, s, seatCount, budget, rng);

  // The states at the turn boundaries, and every action's seat, for the moments.
  const marks: { turn: number; at: number; state: S }[] = [{ turn: 0, at: 0, state: cloneJson(state) }];
  let turn = entry.turnOf(state);
  record.actions.forEach(({ seat, action }, index) => {
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new ReviewReplayError(index, result.error.code);
    state = result.state;
    const now = entry.turnOf(state);
    if (now !== turn || index === record.actions.length - 1) {
      marks.push({ turn: now !== turn ? turn : now, at: index + 1, state });
      turn = now;
    }
  });
  const points: ReviewPoint[] = [];
  for (const m of marks) points.push({ turn: m.turn, at: m.at, chances: yield* estimate(m.state) });

  const swings = points.slice(1).map((p, i) => ({
    index: i + 1,
    swing: Math.max(...p.chances.map((c, k) => Math.abs(c - points[i]!.chances[k]!))),
  }));
  swings.sort((a, b) => b.swing - a.swing || a.index - b.index);
  const moments: KeyMoment[] = [];
  for (const { index, swing } of swings.slice(0, 3)) {
    const from = marks[index - 1]!;
    const to = marks[index]!;
    moments.push(yield* momentIn(entry, record, from.state, from.at, to.at, to.turn, swing, estimate, rng));
  }
  return {
    game: record.game,
    seats: seats.map((_, s) => s),
    points,
    moments,
    searched: {
      bot: 'heuristic playouts',
      simulationsPerPoint: budget.playouts,
      ms: Math.round(performance.now() - started),
    },
  };
}

/** Each seat's chance: the evaluation after each playout, averaged; a finished game's winners share it. */
function* chances<S, A>(
  entry: ReviewEntry<S, A>,
  state: S,
  seatCount: number,
  budget: ReviewBudget,
  rng: RngState,
): Generator<void, number[], void> {
  const total = Array<number>(seatCount).fill(0);
  const runs = entry.game.outcome(state) === null ? Math.max(1, budget.playouts) : 1;
  for (let run = 0; run < runs; run++) {
    const end = playout(entry, state, budget.horizon, rng);
    for (let s = 0; s < seatCount; s++) total[s]! += entry.evaluate(end, s);
    yield;
  }
  return total.map((t) => round(t / runs));
}

function playout<S, A>(entry: ReviewEntry<S, A>, from: S, horizon: number, rng: RngState): S {
  const { game } = entry;
  // The full state knows every future draw: each playout reshuffles what nobody has seen (as "play on" does), or
  // every playout of a deterministic bot would be the same game.
  const state = game.rebranch ? game.rebranch(from, `review:${nextUint32(rng)}`) : cloneJson(from);
  const bots = new Map<Seat, Bot<unknown, A>>();
  for (let step = 0; step < horizon; step++) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) break;
    const seat = decisions[0]!.seat;
    let bot = bots.get(seat);
    if (!bot) bots.set(seat, (bot = entry.bot()));
    game.applyInPlace(state, seat, playSeat(game, state, seat, bot, rng));
  }
  return state;
}

/** The decision of the turn whose seat's evaluation moved most, searched before and after, with the bot's choice. */
function* momentIn<S, A>(
  entry: ReviewEntry<S, A>,
  record: GameRecord,
  start: S,
  fromAt: number,
  toAt: number,
  turn: number,
  swing: number,
  estimate: (s: S) => Generator<void, number[], void>,
  rng: RngState,
): Generator<void, KeyMoment, void> {
  const { game } = entry;
  let state = start;
  let best = { at: fromAt, move: -1, before: state };
  for (let at = fromAt; at < toAt; at++) {
    const { seat, action } = record.actions[at]!;
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new ReviewReplayError(at, result.error.code);
    const move = Math.abs(entry.evaluate(result.state, seat) - entry.evaluate(state, seat));
    if (move > best.move) best = { at, move, before: state };
    state = result.state;
  }
  const { seat, action: played } = record.actions[best.at]!;
  const after = game.apply(best.before, seat, played);
  const before = (yield* estimate(best.before))[seat]!;
  const afterChance = after.ok ? (yield* estimate(after.state))[seat]! : before;
  // An action nobody asked for (a card played at any time) has no decision to compare it with.
  const offered = game.decisionActions(best.before, seat);
  let preferred: unknown = played;
  if (offered.length > 0) {
    const choice = playSeat(game, best.before, seat, entry.bot(), rng);
    preferred = offered.some((a) => jsonEqual(a, choice)) ? choice : played;
  }
  return { turn, at: best.at, seat, swing: round(swing), before, after: afterChance, played, preferred };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
