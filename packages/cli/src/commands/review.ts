import { readFile } from 'node:fs/promises';
import { DEFAULT_REVIEW_BUDGET, REVIEW_ENTRIES, reviewRecord, ReviewReplayError } from '@arrakis/bots';
import type { GameRecord, GameReview } from '@arrakis/engine';
import { parseGameRecord } from '@arrakis/engine/records';
import { EXIT_FAILURE, EXIT_OK, requiredFlag, UsageError, type Command, type FlagValues } from '../command.ts';
import { messageOf } from '../runGame.ts';

const BARS = '▁▂▃▄▅▆▇█';

function count(flags: FlagValues, name: string, fallback: number): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(n) || n < 1 || n > 10_000)
    throw new UsageError(`--${name} must be a whole number from 1 to 10000`);
  return n;
}

function seatLabel(record: GameRecord, seat: number): string {
  const s = record.seats[seat]!;
  return s.role ? `${s.name} (${s.role})` : s.name;
}

/** One line per seat: its chance after each turn as a bar, then the figures in percent. */
export function reviewChart(record: GameRecord, review: GameReview): string[] {
  const labels = review.seats.map((seat) => seatLabel(record, seat));
  const width = Math.max(...labels.map((l) => l.length));
  const lines = [`win chances after each ${record.game === 'dune' ? 'turn' : 'round'} (0 = the start):`];
  lines.push(`${''.padEnd(width)}  ${review.points.map((p) => String(p.turn % 10)).join('')}`);
  review.seats.forEach((seat, k) => {
    const bars = review.points.map((p) => BARS[Math.min(BARS.length - 1, Math.floor(p.chances[k]! * BARS.length))]);
    const figures = review.points.map((p) => String(Math.round(p.chances[k]! * 100)).padStart(4)).join('');
    lines.push(`${labels[k]!.padEnd(width)}  ${bars.join('')} ${figures}`);
  });
  return lines;
}

export function reviewMoments(record: GameRecord, review: GameReview): string[] {
  const unit = record.game === 'dune' ? 'turn' : 'round';
  return review.moments.flatMap((m, i) => [
    `${i + 1}. ${unit} ${m.turn}: swing ${Math.round(m.swing * 100)} points; action ${m.at} by ${seatLabel(record, m.seat)}` +
      ` moved its chance from ${Math.round(m.before * 100)}% to ${Math.round(m.after * 100)}%`,
    `   played:    ${JSON.stringify(m.played)}`,
    `   preferred: ${JSON.stringify(m.preferred)}${JSON.stringify(m.preferred) === JSON.stringify(m.played) ? ' (the same)' : ''}`,
  ]);
}

export const reviewCommand: Command = {
  name: 'review',
  summary: "review a game record: each seat's chance to win after each turn, and the three key moments",
  flags: {
    file: { type: 'string', value: 'FILE', description: 'the game record (required)' },
    playouts: {
      type: 'string',
      value: 'N',
      description: `playouts per point (default ${DEFAULT_REVIEW_BUDGET.playouts})`,
    },
    horizon: {
      type: 'string',
      value: 'N',
      description: `actions per playout (default ${DEFAULT_REVIEW_BUDGET.horizon})`,
    },
  },
  async run(flags, _catalog, io) {
    const file = requiredFlag(flags, 'file');
    const budget = {
      playouts: count(flags, 'playouts', DEFAULT_REVIEW_BUDGET.playouts),
      horizon: count(flags, 'horizon', DEFAULT_REVIEW_BUDGET.horizon),
    };
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      io.err(`cannot read ${file}: ${messageOf(error)}`);
      return EXIT_FAILURE;
    }
    const read = parseGameRecord(text);
    if (!read.ok) {
      io.err(`${file}: not a record this Arrakis reads (${read.refusal}): ${read.detail}`);
      return EXIT_FAILURE;
    }
    const record = read.record;
    if (!Object.hasOwn(REVIEW_ENTRIES, record.game)) {
      io.err(`${file}: no review for game ${record.game}`);
      return EXIT_FAILURE;
    }
    let review: GameReview;
    try {
      review = reviewRecord(REVIEW_ENTRIES[record.game as keyof typeof REVIEW_ENTRIES], record, budget);
    } catch (error) {
      if (!(error instanceof ReviewReplayError)) throw error;
      io.err(`${file}: action ${error.index} of ${record.actions.length} refused: ${error.code}`);
      return EXIT_FAILURE;
    }
    for (const line of reviewChart(record, review)) io.out(line);
    io.out('');
    io.out('key moments:');
    for (const line of reviewMoments(record, review)) io.out(line);
    io.out('');
    io.out(
      `reviewed ${record.actions.length} actions, ${review.points.length} points, ${budget.playouts} playouts of ` +
        `${budget.horizon} actions each, in ${review.searched.ms} ms`,
    );
    return EXIT_OK;
  },
};
