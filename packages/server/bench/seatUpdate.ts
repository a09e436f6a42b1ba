import type { ServerMessage } from '../src/protocol.ts';

type Update = Extract<ServerMessage, { type: 'update' }>;

/** What a bench seat keeps of an update: the actions only when it has a decision to answer. */
export type SeatUpdate = Pick<Update, 'type' | 'seq' | 'actions' | 'decisionCount' | 'status'>;

const UPDATE_HEAD = Buffer.from('{"type":"update",');
const SEQ_KEY = Buffer.from(',"seq":');
const DECISION_COUNT_KEY = Buffer.from('],"decisionCount":');
const STATUS_KEY = Buffer.from(',"status":"');

/** The digits of a non-negative integer at `at`. */
function integerAt(data: Buffer, at: number): number {
  let value = 0;
  for (let i = at; i < data.length && data[i]! >= 0x30 && data[i]! <= 0x39; i++) value = value * 10 + data[i]! - 0x30;
  return value;
}

/**
 * The bench client is one of the three Node processes on the machine and its pauses count in the latencies it
 * reports (issue 23): a seat with no decision to answer reads only what the bench needs of its update (the seq,
 * the decision count, the status) from the bytes, without parsing the view; a seat that decides parses it all.
 * The update's text is `JSON.stringify` of the message, its keys in the protocol's order: `decisionCount` right after
 * the `actions` array (no game's view has such a key), `status` the last top-level string key but `autoPass`'s.
 * Null for other messages, or an update whose text does not have that shape (then parsed in full).
 */
export function readSeatUpdate(data: Buffer): SeatUpdate | null {
  if (data.length < UPDATE_HEAD.length || !data.subarray(0, UPDATE_HEAD.length).equals(UPDATE_HEAD)) return null;
  const seqAt = data.indexOf(SEQ_KEY);
  const countAt = data.indexOf(DECISION_COUNT_KEY);
  const statusAt = data.lastIndexOf(STATUS_KEY);
  if (seqAt < 0 || statusAt < 0 || countAt > statusAt) return null;
  const decisionCount = countAt < 0 ? 0 : integerAt(data, countAt + DECISION_COUNT_KEY.length);
  if (decisionCount > 0) return null;
  const statusStart = statusAt + STATUS_KEY.length;
  const status = data.toString('latin1', statusStart, data.indexOf(0x22, statusStart)) as Update['status'];
  return { type: 'update', seq: integerAt(data, seqAt + SEQ_KEY.length), actions: [], decisionCount, status };
}
