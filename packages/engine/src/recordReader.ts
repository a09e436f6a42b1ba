import { z } from 'zod';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from './records.ts';

/**
 * The record format (docs/records.md) as a schema: what the reader accepts of version 1. Kept apart from the
 * engine's entry (`@arrakis/engine/records`) so that the kernel itself depends on no schema library.
 */
const seat = z.strictObject({
  name: z.string().max(200),
  kind: z.enum(['human', 'bot']),
  botLevel: z.string().min(1).max(40).optional(),
  role: z.string().min(1).max(80).nullable().optional(),
});

const epochMs = z.int().nonnegative();

const recordedAction = z.strictObject({
  seat: z.int().nonnegative(),
  // Whatever the game's actions are: the game validates each one when the record is replayed.
  action: z.unknown().refine((action) => action !== undefined, 'missing'),
  at: epochMs.optional(),
});

const common = {
  game: z.string().min(1).max(40),
  engineVersion: z.int().positive(),
  options: z.record(z.string(), z.unknown()),
  seats: z.array(seat).min(1).max(64),
  seed: z.string().max(200),
  actions: z.array(recordedAction),
  finalHash: z.string().min(1).max(64).optional(),
};

/** Version 1, the current one. */
export const gameRecordSchema = z
  .strictObject({
    format: z.literal(RECORD_FORMAT),
    recordVersion: z.literal(RECORD_VERSION),
    ...common,
    createdAt: epochMs.optional(),
  })
  .meta({
    title: 'Arrakis game record, version 1',
    description: 'A game kept or exchanged by Arrakis: enough to replay it (docs/records.md).',
  });

/** Version 0: the records of issue 12 (`arrakis record`), with neither format nor version nor times. */
const recordVersion0 = z.strictObject({
  ...common,
  seats: z
    .array(seat.pick({ name: true, kind: true }))
    .min(1)
    .max(64),
  actions: z.array(recordedAction.pick({ seat: true, action: true })),
});

/**
 * Why a record cannot be read: not JSON (`notJson`), not an object that says it is a record (`notARecord`),
 * written by a newer Arrakis (`newerRecord`), or not the shape its version says (`malformedRecord`).
 */
export type RecordRefusal = 'notJson' | 'notARecord' | 'newerRecord' | 'malformedRecord';

export type RecordReading =
  | {
      readonly ok: true;
      readonly record: GameRecord;
      /** The version the record was written in, before it was brought to the current one. */
      readonly readFromVersion: number;
    }
  | { readonly ok: false; readonly refusal: RecordRefusal; readonly detail: string };

function refused(refusal: RecordRefusal, detail: string): RecordReading {
  return { ok: false, refusal, detail };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.map(String).join('.') || 'record'}: ${issue?.message ?? 'invalid'}`;
}

/** Every action names a seat of the game. */
function seatProblem(record: GameRecord): string | null {
  const index = record.actions.findIndex((a) => a.seat >= record.seats.length);
  return index < 0 ? null : `actions.${index}.seat: no seat ${record.actions[index]!.seat} in this game`;
}

/**
 * Reads a record of any version this reader knows, as the current version; a record of a newer version, or one not
 * shaped as its version says, is refused with a named reason and the first problem found.
 */
export function readGameRecord(input: unknown): RecordReading {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return refused('notARecord', 'a record is a JSON object');
  }
  const fields = input as Readonly<Record<string, unknown>>;
  let record: GameRecord;
  let version: number;
  if (fields['format'] === undefined && fields['recordVersion'] === undefined) {
    const parsed = recordVersion0.safeParse(input);
    if (!parsed.success) return refused('malformedRecord', firstIssue(parsed.error));
    version = 0;
    record = { format: RECORD_FORMAT, recordVersion: RECORD_VERSION, ...parsed.data };
  } else {
    if (fields['format'] !== RECORD_FORMAT) return refused('notARecord', `format is not "${RECORD_FORMAT}"`);
    const stated = fields['recordVersion'];
    if (typeof stated !== 'number' || !Number.isInteger(stated) || stated < 1) {
      return refused('malformedRecord', 'recordVersion: not a version number');
    }
    if (stated > RECORD_VERSION) {
      return refused(
        'newerRecord',
        `written in record version ${stated}; this Arrakis reads versions up to ${RECORD_VERSION}`,
      );
    }
    const parsed = gameRecordSchema.safeParse(input);
    if (!parsed.success) return refused('malformedRecord', firstIssue(parsed.error));
    version = stated;
    record = parsed.data as GameRecord;
  }
  const problem = seatProblem(record);
  if (problem) return refused('malformedRecord', problem);
  return { ok: true, record, readFromVersion: version };
}

/** The same, from a record's text. */
export function parseGameRecord(text: string): RecordReading {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return refused('notJson', error instanceof Error ? error.message : 'not JSON');
  }
  return readGameRecord(input);
}

/** The JSON Schema of the current version, as docs/records.schema.json holds it (a test keeps them equal). */
export function gameRecordJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(gameRecordSchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
}
