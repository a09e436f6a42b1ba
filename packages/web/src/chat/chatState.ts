import type { ChatLine, ChatTarget } from '@arrakis/server/protocol';

export type { ChatLine, ChatTarget };

/** A refusal of the server's, as a code and its parameters (said in words by `errorText`). */
export interface ChatRefusal {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** What the server has told this client of the match's chat, as one plain value. */
export interface ChatSnapshot {
  /** The lines this client may read, oldest first. */
  readonly lines: readonly ChatLine[];
  /** Earlier lines exist that this client may read (`ChatLink.earlier`). */
  readonly more: boolean;
  /** Seats this seat muted. */
  readonly muted: readonly number[];
  /** Seats this seat agreed to show its private lines with, once the match is over. */
  readonly shownWith: readonly number[];
  /** Lines this client reported. */
  readonly reported: readonly number[];
  /** The server's last refusal of a chat message, with a number that changes on each refusal. */
  readonly refusal: (ChatRefusal & { readonly id: number }) | null;
}

export const EMPTY_CHAT: ChatSnapshot = {
  lines: [],
  more: false,
  muted: [],
  shownWith: [],
  reported: [],
  refusal: null,
};

/** What the server sends about the chat (protocol.ts: `chat`, `chatSettings`, `chatReported`, and chat refusals). */
export type ChatEvent =
  | {
      readonly type: 'lines';
      readonly lines: readonly ChatLine[];
      readonly live: boolean;
      readonly before?: number;
      readonly more: boolean;
    }
  | { readonly type: 'settings'; readonly muted: readonly number[]; readonly shownWith: readonly number[] }
  | { readonly type: 'reported'; readonly n: number }
  | { readonly type: 'refused'; readonly refusal: ChatRefusal };

/**
 * Folds a chat event into the snapshot. A page the client did not ask for (after `hello`, a mute, the end of the
 * match) is what it may read now: it replaces the lines; an asked page goes before them; a live line after them.
 */
export function reduceChat(s: ChatSnapshot, event: ChatEvent): ChatSnapshot {
  switch (event.type) {
    case 'lines': {
      if (event.live) {
        const known = new Set(s.lines.map((l) => l.n));
        return { ...s, lines: [...s.lines, ...event.lines.filter((l) => !known.has(l.n))].sort((a, b) => a.n - b.n) };
      }
      if (event.before === undefined) return { ...s, lines: event.lines, more: event.more };
      const first = s.lines[0]?.n ?? Infinity;
      if (event.before > first) return s;
      return { ...s, lines: [...event.lines, ...s.lines], more: event.more };
    }
    case 'settings':
      return { ...s, muted: event.muted, shownWith: event.shownWith };
    case 'reported':
      return s.reported.includes(event.n) ? s : { ...s, reported: [...s.reported, event.n] };
    case 'refused':
      return { ...s, refusal: { ...event.refusal, id: (s.refusal?.id ?? 0) + 1 } };
  }
}

/** The chat of an online match: what the client has been told, and the commands it sends. */
export interface ChatLink {
  /** The listener gets the snapshot at once, then after each event (with the event). */
  subscribe(listener: (snapshot: ChatSnapshot, event: ChatEvent | null) => void): () => void;
  post(to: ChatTarget, text: string): void;
  earlier(beforeN: number): void;
  mute(seat: number, muted: boolean): void;
  report(n: number): void;
  show(seat: number, shown: boolean): void;
}

/** The server's refusals that answer a chat message: said in the chat, not over the board. */
export function isChatRefusal(code: string): boolean {
  return /^chat[A-Z]/.test(code);
}
