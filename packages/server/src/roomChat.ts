import { ruleError, type RuleError } from '@arrakis/engine';
import type { Kysely } from 'kysely';
import { CHAT_PAGE_LINES, CHAT_RATE, checkChat, mayRead, pairKey, type ChatReading } from './chat.ts';
import type { ChatLine, ClientMessage, MatchStatus, ServerMessage } from './protocol.ts';
import { tokenBucket } from './rateLimit.ts';
import type { RoomClient } from './room.ts';
import {
  chatLinesBefore,
  chatSettings,
  insertChatLine,
  lastChatLine,
  reportChatLine,
  setChatSetting,
  type ChatSetting,
} from './storage/chatStore.ts';
import { isUniqueViolation } from './storage/database.ts';
import type { DatabaseSchema } from './storage/schema.ts';

/** The chat commands a client sends on its match's socket. */
export type ChatCommand = Extract<
  ClientMessage,
  { type: 'chat' | 'chatHistory' | 'chatMute' | 'chatReport' | 'chatShow' }
>;

/** What the chat reads of its room. */
export interface ChatHost {
  readonly db: Kysely<DatabaseSchema>;
  readonly matchId: string;
  status(): MatchStatus;
  seatCount(): number;
  clients(): Iterable<RoomClient>;
  now(): number;
  /** A line was stored: the other instances' rooms of the match are told its number (issue 23). */
  published?(n: number): void;
}

/** Lines read from the database at a time while a page is gathered. */
const BATCH = 500;

const EMPTY: ReadonlySet<number> = new Set();

/**
 * The chat of one live match (issue 18): lines stored with the match and sent live to whoever may read them
 * (`mayRead`), each seat's mutes and its agreement to show private lines after the end, reports. Its commands run
 * in the room's serial queue, so line numbers follow the order the server took them.
 */
export class RoomChat {
  private constructor(
    private readonly host: ChatHost,
    private last: number,
    private readonly settings: Map<ChatSetting, Map<number, Set<number>>>,
  ) {}

  /** A bucket per seat (all its sockets together) and per spectator socket. */
  private readonly seatBuckets = new Map<number, () => boolean>();
  private readonly spectatorBuckets = new WeakMap<RoomClient, () => boolean>();

  static async load(host: ChatHost): Promise<RoomChat> {
    return new RoomChat(host, await lastChatLine(host.db, host.matchId), await chatSettings(host.db, host.matchId));
  }

  /** Sends a client that just joined its latest page and its settings, when there are any. */
  async joined(client: RoomClient): Promise<void> {
    if (this.last > 0) send(client, await this.page(client.seat, this.last + 1, false));
    if (client.seat !== null && (this.of('mute', client.seat).size > 0 || this.of('show', client.seat).size > 0))
      send(client, this.settingsOf(client.seat));
  }

  /** Sends every client its latest page again, when what it may read has changed for all (the end of the match). */
  async resendPages(): Promise<void> {
    if (this.last === 0) return;
    for (const c of this.host.clients()) send(c, await this.page(c.seat, this.last + 1, false));
  }

  async handle(client: RoomClient, command: ChatCommand): Promise<RuleError | null> {
    switch (command.type) {
      case 'chat':
        return this.post(client, command);
      case 'chatHistory':
        send(client, await this.page(client.seat, Math.min(command.beforeN, this.last + 1), true));
        return null;
      case 'chatReport':
        return this.report(client, command.n);
      case 'chatMute':
      case 'chatShow': {
        const seat = client.seat;
        if (seat === null) return ruleError('notASeat');
        if (command.seat === seat || command.seat >= this.host.seatCount())
          return ruleError('chatNoSuchSeat', { seat: command.seat });
        const kind: ChatSetting = command.type === 'chatMute' ? 'mute' : 'show';
        const on = command.type === 'chatMute' ? command.muted : command.shown;
        const before = this.shownPairs();
        await setChatSetting(this.host.db, this.host.matchId, seat, kind, command.seat, on);
        const set = this.settingsFor(kind, seat);
        if (on) set.add(command.seat);
        else set.delete(command.seat);
        for (const c of this.host.clients()) if (c.seat === seat) send(c, this.settingsOf(seat));
        // A mute changes what the seat reads; a pair agreeing (or taking it back) after the end, what everyone reads.
        const shownChanged = this.shownPairs().size !== before.size && this.host.status() !== 'active';
        for (const c of this.host.clients())
          if (shownChanged || (kind === 'mute' && c.seat === seat))
            send(c, await this.page(c.seat, this.last + 1, false));
        return null;
      }
    }
  }

  private async post(client: RoomClient, command: Extract<ChatCommand, { type: 'chat' }>): Promise<RuleError | null> {
    if (command.matchId !== undefined && command.matchId !== this.host.matchId)
      return ruleError('chatWrongMatch', { matchId: command.matchId.slice(0, 40) });
    const checked = checkChat(client.seat, command.to, command.text, this.host.seatCount());
    if ('code' in checked) return checked;
    // Counted on lines that would reach readers (the socket's own bucket already counts every message).
    if (!this.bucketOf(client)()) return ruleError('chatRateLimited', { perSecond: CHAT_RATE.perSecond });
    let line: ChatLine = { n: this.last + 1, at: this.host.now(), from: client.seat, ...checked };
    try {
      await insertChatLine(this.host.db, this.host.matchId, line);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another instance wrote a line of this match: numbers follow the database.
      const latest = await lastChatLine(this.host.db, this.host.matchId);
      // Its lines reach this room's readers first (their own message may still be on its way).
      await this.caughtUp(latest);
      line = { ...line, n: latest + 1 };
      await insertChatLine(this.host.db, this.host.matchId, line);
    }
    this.last = line.n;
    this.host.published?.(line.n);
    this.deliver(line);
    return null;
  }

  private deliver(line: ChatLine): void {
    const json = Buffer.from(JSON.stringify({ type: 'chat', lines: [line], live: true, more: false }));
    for (const c of this.host.clients()) if (mayRead(line, c.seat, this.reading(c.seat))) c.send(json);
  }

  /** Another instance stored lines up to `n` (issue 23): they are read and delivered here, in order. */
  async caughtUp(n: number): Promise<void> {
    if (n <= this.last) return;
    const lines = await chatLinesBefore(this.host.db, this.host.matchId, n + 1, n - this.last);
    for (const line of lines.reverse()) {
      if (line.n <= this.last) continue;
      this.last = line.n;
      this.deliver(line);
    }
  }

  private async report(client: RoomClient, n: number): Promise<RuleError | null> {
    const [line] = n <= this.last ? await chatLinesBefore(this.host.db, this.host.matchId, n + 1, 1) : [];
    if (!line || line.n !== n || !mayRead(line, client.seat, this.reading(client.seat)))
      return ruleError('chatNoSuchLine', { n });
    const reporter = client.seat === null ? 'spectator' : `seat:${client.seat}`;
    await reportChatLine(this.host.db, this.host.matchId, n, reporter, this.host.now());
    send(client, { type: 'chatReported', n });
    return null;
  }

  /** The lines before `beforeN` the reader may read, at most a page, oldest first. */
  private async page(seat: number | null, beforeN: number, asked: boolean): Promise<ServerMessage> {
    const reading = this.reading(seat);
    const lines: ChatLine[] = [];
    let cursor = beforeN;
    let more = false;
    for (;;) {
      const batch = await chatLinesBefore(this.host.db, this.host.matchId, cursor, BATCH);
      for (const line of batch) {
        if (!mayRead(line, seat, reading)) continue;
        if (lines.length === CHAT_PAGE_LINES) {
          more = true;
          break;
        }
        lines.push(line);
      }
      if (more || batch.length < BATCH) break;
      cursor = batch.at(-1)!.n;
    }
    return { type: 'chat', lines: lines.reverse(), live: false, more, ...(asked ? { before: beforeN } : {}) };
  }

  private reading(seat: number | null): ChatReading {
    return {
      status: this.host.status(),
      shownPairs: this.shownPairs(),
      muted: seat === null ? EMPTY : this.of('mute', seat),
    };
  }

  /** Pairs of seats that both agreed to show their private lines. */
  private shownPairs(): Set<string> {
    const pairs = new Set<string>();
    for (const [seat, others] of this.settings.get('show')!)
      for (const other of others) if (this.of('show', other).has(seat)) pairs.add(pairKey(seat, other));
    return pairs;
  }

  private of(kind: ChatSetting, seat: number): ReadonlySet<number> {
    return this.settings.get(kind)!.get(seat) ?? EMPTY;
  }

  private settingsFor(kind: ChatSetting, seat: number): Set<number> {
    const byKind = this.settings.get(kind)!;
    let set = byKind.get(seat);
    if (!set) byKind.set(seat, (set = new Set()));
    return set;
  }

  private settingsOf(seat: number): ServerMessage {
    return {
      type: 'chatSettings',
      muted: [...this.of('mute', seat)].sort((a, b) => a - b),
      shownWith: [...this.of('show', seat)].sort((a, b) => a - b),
    };
  }

  private bucketOf(client: RoomClient): () => boolean {
    if (client.seat === null) {
      let bucket = this.spectatorBuckets.get(client);
      if (!bucket) this.spectatorBuckets.set(client, (bucket = tokenBucket(CHAT_RATE)));
      return bucket;
    }
    let bucket = this.seatBuckets.get(client.seat);
    if (!bucket) this.seatBuckets.set(client.seat, (bucket = tokenBucket(CHAT_RATE)));
    return bucket;
  }
}

function send(client: RoomClient, message: ServerMessage): void {
  client.send(Buffer.from(JSON.stringify(message)));
}
