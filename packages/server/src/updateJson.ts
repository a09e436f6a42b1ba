import type { ServerMessage } from './protocol.ts';

export type UpdateMessage = Extract<ServerMessage, { readonly type: 'update' }>;

/** What an update tells every client of the match alike, before the seat's own part. */
export type UpdateHead = Pick<UpdateMessage, 'type' | 'matchId' | 'game' | 'seq'>;

/** What an update tells every client of the match alike, after the seat's own part. */
export type UpdateTail = Pick<UpdateMessage, 'status' | 'deadline' | 'resigned' | 'players' | 'rematch'>;

/** The seat's own part of an update: its view, its choices, its log. */
export type SeatPart = Omit<UpdateMessage, keyof UpdateHead | keyof UpdateTail>;

/** The update as one object, its keys in the order the wire has always had them. */
export function updateMessage(head: UpdateHead, tail: UpdateTail, seat: SeatPart): UpdateMessage {
  const { autoPass, ...own } = seat;
  return { ...head, ...own, ...tail, ...(autoPass !== undefined ? { autoPass } : {}) };
}

/**
 * Levels of a seat's part walked beside the first seat's to find the objects they share. The view's own fields hold
 * the board and the public facts of the state by reference; a deeper walk (faction records made for each seat, their
 * fields shared) cost more in JavaScript than `JSON.stringify` spends on what it would share (Dune, 3 and 6 seats).
 */
const SHARED_DEPTH = 1;

/** Object keys as JSON strings, once each. */
const quotedKeys = new Map<string, string>();

function quoted(key: string): string {
  let text = quotedKeys.get(key);
  if (text === undefined) {
    text = JSON.stringify(key);
    // Keys are the games' own words and seat numbers; a record keyed by ids without end is not kept.
    if (quotedKeys.size < 10_000) quotedKeys.set(key, text);
  }
  return text;
}

function isWalkable(value: object, like: unknown): like is object {
  return (
    typeof like === 'object' && like !== null && Array.isArray(value) === Array.isArray(like) && !('toJSON' in value)
  );
}

/**
 * The JSON text of one update for each seat, built from text shared by every seat it is written for (issue 23): the
 * head and tail once, and each object of a seat's part that the first seat's part holds as well (the same object:
 * the views share the state's public objects) once. The first seat's text is `JSON.stringify`'s own; each later
 * seat's part is walked beside the first one's, down to the objects they share. The text is exactly
 * `JSON.stringify(updateMessage(…))`: the same keys in the same order, so the client parses what it always did.
 *
 * Sharing by object identity is sound while the objects do not change, which holds within one moment of a match:
 * an instance is made for one state, match record and set of timers, and dropped with them.
 */
export class SharedUpdate {
  /** The head's and tail's text, once a second seat needs them. */
  private ends: { readonly head: string; readonly tail: string } | null = null;
  private readonly texts = new Map<object, string>();
  /** The part of the first seat written, which every later one is compared with. */
  private first: SeatPart | null = null;

  constructor(
    private readonly headPart: UpdateHead,
    private readonly tailPart: UpdateTail,
  ) {}

  text(seat: SeatPart): string {
    const first = this.first;
    if (first === null) {
      this.first = seat;
      return JSON.stringify(updateMessage(this.headPart, this.tailPart, seat));
    }
    this.ends ??= {
      head: JSON.stringify(this.headPart).slice(0, -1),
      tail: JSON.stringify(this.tailPart).slice(1, -1),
    };
    const { head, tail } = this.ends;
    const { autoPass, ...own } = seat;
    const like = first as Readonly<Record<string, unknown>>;
    let text = head;
    let empty = text.length === 1;
    for (const key in own) {
      const json = this.value((own as Readonly<Record<string, unknown>>)[key], like[key], SHARED_DEPTH);
      if (json === undefined) continue;
      text += `${empty ? '' : ','}${quoted(key)}:${json}`;
      empty = false;
    }
    if (tail !== '') {
      text += `${empty ? '' : ','}${tail}`;
      empty = false;
    }
    if (autoPass !== undefined) text += `${empty ? '' : ','}"autoPass":${String(autoPass)}`;
    return `${text}}`;
  }

  /**
   * `JSON.stringify(value)`: the text of an object `like` holds too is written once for all seats; an object of this
   * seat's own is walked beside `like` down to `depth` levels.
   */
  private value(value: unknown, like: unknown, depth: number): string | undefined {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    if (value === like) {
      let text = this.texts.get(value);
      if (text === undefined) {
        text = JSON.stringify(value);
        this.texts.set(value, text);
      }
      return text;
    }
    if (depth === 0 || !isWalkable(value, like)) return JSON.stringify(value);
    const other = like as Readonly<Record<string, unknown>>;
    if (Array.isArray(value)) {
      let text = '[';
      for (let i = 0; i < value.length; i++)
        text += `${i === 0 ? '' : ','}${this.value(value[i], other[i], depth - 1) ?? 'null'}`;
      return `${text}]`;
    }
    const record = value as Readonly<Record<string, unknown>>;
    let text = '{';
    let empty = true;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      const json = this.value(record[key], other[key], depth - 1);
      if (json === undefined) continue;
      text += `${empty ? '' : ','}${quoted(key)}:${json}`;
      empty = false;
    }
    return `${text}}`;
  }
}
