import type { Kysely } from 'kysely';
import type { ChatLine } from '../protocol.ts';
import type { DatabaseSchema } from './schema.ts';

/** The chat's queries (issue 18): lines, each seat's settings, reports. */

type Db = Kysely<DatabaseSchema>;

export type ChatSetting = 'mute' | 'show';

function lineOf(row: DatabaseSchema['chat_lines']): ChatLine {
  const channel = row.channel === 'private' || row.channel === 'spectators' ? row.channel : 'table';
  return {
    n: Number(row.n),
    at: Number(row.at),
    from: row.from_seat === null ? null : Number(row.from_seat),
    channel,
    to: row.to_seat === null ? null : Number(row.to_seat),
    text: row.text,
  };
}

/** The match's last line number (0 before the first). */
export async function lastChatLine(db: Db, matchId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_lines')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row?.n === null || row?.n === undefined ? 0 : Number(row.n);
}

/** Stores a line; fails on the primary key if another writer took its number. */
export async function insertChatLine(db: Db, matchId: string, line: ChatLine): Promise<void> {
  await db
    .insertInto('chat_lines')
    .values({
      match_id: matchId,
      n: line.n,
      at: line.at,
      from_seat: line.from,
      channel: line.channel,
      to_seat: line.to,
      text: line.text,
    })
    .execute();
}

/** Up to `limit` lines before line `beforeN`, newest first. */
export async function chatLinesBefore(db: Db, matchId: string, beforeN: number, limit: number): Promise<ChatLine[]> {
  const rows = await db
    .selectFrom('chat_lines')
    .selectAll()
    .where('match_id', '=', matchId)
    .where('n', '<', beforeN)
    .orderBy('n', 'desc')
    .limit(limit)
    .execute();
  return rows.map(lineOf);
}

/** Every seat's settings of the match: `seat → other seats`, per kind. */
export async function chatSettings(db: Db, matchId: string): Promise<Map<ChatSetting, Map<number, Set<number>>>> {
  const rows = await db.selectFrom('chat_settings').selectAll().where('match_id', '=', matchId).execute();
  const out = new Map<ChatSetting, Map<number, Set<number>>>([
    ['mute', new Map()],
    ['show', new Map()],
  ]);
  for (const row of rows) {
    const byKind = out.get(row.kind === 'show' ? 'show' : 'mute')!;
    const seat = Number(row.seat);
    if (!byKind.has(seat)) byKind.set(seat, new Set());
    byKind.get(seat)!.add(Number(row.other));
  }
  return out;
}

export async function setChatSetting(
  db: Db,
  matchId: string,
  seat: number,
  kind: ChatSetting,
  other: number,
  on: boolean,
): Promise<void> {
  if (on) {
    await db
      .insertInto('chat_settings')
      .values({ match_id: matchId, seat, kind, other })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('chat_settings')
      .where('match_id', '=', matchId)
      .where('seat', '=', seat)
      .where('kind', '=', kind)
      .where('other', '=', other)
      .execute();
  }
}

/** Stores a report of line `n` (once per reporter). */
export async function reportChatLine(db: Db, matchId: string, n: number, reporter: string, at: number): Promise<void> {
  await db
    .insertInto('chat_reports')
    .values({ match_id: matchId, n, reporter, at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The reports of a match, oldest first (for operators and tests). */
export async function chatReports(
  db: Db,
  matchId: string,
): Promise<{ readonly n: number; readonly reporter: string; readonly at: number }[]> {
  const rows = await db.selectFrom('chat_reports').selectAll().where('match_id', '=', matchId).orderBy('at').execute();
  return rows.map((r) => ({ n: Number(r.n), reporter: r.reporter, at: Number(r.at) }));
}
