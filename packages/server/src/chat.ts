import { ruleError, type RuleError } from '@arrakis/engine';
import type { ChatLine, ChatTarget, MatchStatus } from './protocol.ts';

/** Longest chat line, in characters (code points) after trimming. */
export const CHAT_MAX_CHARS = 500;
/** Most lines a chat page holds (the page a client gets when it joins, or asks for). */
export const CHAT_PAGE_LINES = 200;
/** Each sender's chat bucket: a few lines at once, then one a second on average (besides the socket's own limit). */
export const CHAT_RATE = { burst: 5, perSecond: 1 } as const;

/** A line to store: where it goes, and its text as checked. */
export interface ChatPost {
  readonly channel: ChatLine['channel'];
  readonly to: number | null;
  readonly text: string;
}

// Markup is refused rather than escaped: clients render text, and a line that looks like HTML is nobody's talk.
const MARKUP = /<\s*\/?\s*[a-z!?]|&[a-z]+;|&#/i;
/**
 * Control characters but the line break and the tab, and the direction overrides that make a line read otherwise
 * than it is written.
 */
function hasControlCharacter(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 && c !== 0x0a && c !== 0x09) return true;
    if ((c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return true;
  }
  return false;
}

/**
 * Checks a line from `from` (a seat, or null for a spectator) to `target` (000 §12: the table and every pair of seats
 * talk; spectators only among themselves): the channel first, then the text.
 */
export function checkChat(
  from: number | null,
  target: ChatTarget,
  text: string,
  seatCount: number,
): ChatPost | RuleError {
  let channel: ChatLine['channel'];
  let to: number | null = null;
  if (from === null) {
    if (target !== 'spectators') return ruleError('chatSpectatorsOnly');
    channel = 'spectators';
  } else if (target === 'table') {
    channel = 'table';
  } else if (target === 'spectators') {
    return ruleError('chatSeatsNotSpectators');
  } else {
    if (target.seat === from || target.seat >= seatCount) return ruleError('chatNoSuchSeat', { seat: target.seat });
    channel = 'private';
    to = target.seat;
  }
  const trimmed = text.trim();
  if (trimmed.length === 0) return ruleError('chatEmpty');
  const chars = [...trimmed].length;
  if (chars > CHAT_MAX_CHARS) return ruleError('chatTooLong', { chars, max: CHAT_MAX_CHARS });
  if (MARKUP.test(trimmed)) return ruleError('chatMarkup');
  if (hasControlCharacter(trimmed)) return ruleError('chatControlCharacters');
  return { channel, to, text: trimmed };
}

/** What a reader needs to know besides the line: the match's status and which private pairs agreed to show theirs. */
export interface ChatReading {
  readonly status: MatchStatus;
  /** Pairs of seats, `low:high`, both of whom agreed to show their private lines once the match is over. */
  readonly shownPairs: ReadonlySet<string>;
  /** Seats whose lines this reader muted. */
  readonly muted: ReadonlySet<number>;
}

export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/**
 * Whether `reader` (a seat, or null for a spectator) may read `line`: the table channel is everyone's; the
 * spectators' channel is the spectators' (the seats read it once the match is over); a private line is its two
 * seats', and everyone's after the end if both agreed. A muted seat's lines are not sent to whoever muted it.
 */
export function mayRead(line: ChatLine, reader: number | null, reading: ChatReading): boolean {
  if (line.from !== null && reader !== null && reading.muted.has(line.from)) return false;
  switch (line.channel) {
    case 'table':
      return true;
    case 'spectators':
      return reader === null || reading.status !== 'active';
    case 'private':
      if (reader !== null && (reader === line.from || reader === line.to)) return true;
      return (
        reading.status !== 'active' &&
        line.from !== null &&
        line.to !== null &&
        reading.shownPairs.has(pairKey(line.from, line.to))
      );
  }
}
