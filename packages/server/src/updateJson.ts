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
 * Levels of a seat's part walked to find values shared with other seats: a view holds the board and the public facts
 * of the state by reference (so do its faction records, one level down), and a log entry the event's own params.
 */
const SHARED_DEPTH = 3;

/**
 * The JSON text of one update for each seat, built from text shared by every seat it is written for (issue 23): the
 * head and tail once, and each object of a seat's part that another seat's part holds as well (the same object: the
 * views share the state's public objects) once. The text is exactly `JSON.stringify(updateMessage(…))`: the same
 * keys in the same order, so the client parses what it always did.
 *
 * Sharing by object identity is sound while the objects do not change, which holds within one moment of a match:
 * an instance is made for one state, match record and set of timers, and dropped with them.
 */
export class SharedUpdate {
  private readonly head: string;
  private readonly tail: string;
  private readonly texts = new Map<object, string>();

  constructor(head: UpdateHead, tail: UpdateTail) {
    this.head = JSON.stringify(head).slice(0, -1);
    this.tail = JSON.stringify(tail).slice(1, -1);
  }

  text(seat: SeatPart): string {
    const { autoPass, ...own } = seat;
    let text = this.head;
    let empty = text.length === 1;
    for (const [key, value] of Object.entries(own)) {
      const json = this.value(value, SHARED_DEPTH);
      if (json === undefined) continue;
      text += `${empty ? '' : ','}${JSON.stringify(key)}:${json}`;
      empty = false;
    }
    if (this.tail !== '') {
      text += `${empty ? '' : ','}${this.tail}`;
      empty = false;
    }
    if (autoPass !== undefined) text += `${empty ? '' : ','}"autoPass":${String(autoPass)}`;
    return `${text}}`;
  }

  /** `JSON.stringify(value)`, objects down to `depth` levels taken from (and given to) the shared texts. */
  private value(value: unknown, depth: number): string | undefined {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    const known = this.texts.get(value);
    if (known !== undefined) return known;
    let text: string;
    if (depth === 0 || 'toJSON' in value) text = JSON.stringify(value);
    else if (Array.isArray(value)) {
      text = '[';
      for (let i = 0; i < value.length; i++)
        text += `${i === 0 ? '' : ','}${this.value(value[i], depth - 1) ?? 'null'}`;
      text += ']';
    } else {
      text = '{';
      let empty = true;
      for (const [key, item] of Object.entries(value)) {
        const json = this.value(item, depth - 1);
        if (json === undefined) continue;
        text += `${empty ? '' : ','}${JSON.stringify(key)}:${json}`;
        empty = false;
      }
      text += '}';
    }
    this.texts.set(value, text);
    return text;
  }
}
