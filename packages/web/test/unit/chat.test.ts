import { describe, expect, it } from 'vitest';
import { EMPTY_CHAT, isChatRefusal, reduceChat, type ChatLine } from '../../src/chat/chatState.ts';
import { channelSeat, channelTarget, lineChannel } from '../../src/chat/useChat.ts';

const line = (n: number, patch: Partial<ChatLine> = {}): ChatLine => ({
  n,
  at: 1_000 * n,
  from: 0,
  channel: 'table',
  to: null,
  text: `line ${n}`,
  ...patch,
});

describe('the chat as the client keeps it (issue 18)', () => {
  it('a page the client did not ask for replaces the lines; an asked page goes before them; a live line after', () => {
    let s = reduceChat(EMPTY_CHAT, { type: 'lines', lines: [line(3), line(4)], live: false, more: true });
    expect(s.lines.map((l) => l.n)).toEqual([3, 4]);
    expect(s.more).toBe(true);
    s = reduceChat(s, { type: 'lines', lines: [line(5)], live: true, more: false });
    // The same live line twice (a resent frame) is kept once.
    s = reduceChat(s, { type: 'lines', lines: [line(5)], live: true, more: false });
    expect(s.lines.map((l) => l.n)).toEqual([3, 4, 5]);
    expect(s.more).toBe(true);
    s = reduceChat(s, { type: 'lines', lines: [line(1), line(2)], live: false, before: 3, more: false });
    expect(s.lines.map((l) => l.n)).toEqual([1, 2, 3, 4, 5]);
    expect(s.more).toBe(false);
    // After a mute the server sends what the seat may read now: the muted seat's lines go.
    s = reduceChat(s, { type: 'lines', lines: [line(1), line(4)], live: false, more: false });
    expect(s.lines.map((l) => l.n)).toEqual([1, 4]);
  });

  it('an asked page that no longer fits (the lines restarted since) is dropped', () => {
    const s = reduceChat(EMPTY_CHAT, { type: 'lines', lines: [line(8)], live: false, more: true });
    expect(reduceChat(s, { type: 'lines', lines: [line(7)], live: false, before: 9, more: false })).toBe(s);
  });

  it('settings, reports and refusals', () => {
    let s = reduceChat(EMPTY_CHAT, { type: 'settings', muted: [2], shownWith: [1] });
    expect(s).toMatchObject({ muted: [2], shownWith: [1] });
    s = reduceChat(reduceChat(s, { type: 'reported', n: 4 }), { type: 'reported', n: 4 });
    expect(s.reported).toEqual([4]);
    s = reduceChat(s, { type: 'refused', refusal: { code: 'chatMarkup', params: {} } });
    const first = s.refusal!.id;
    s = reduceChat(s, { type: 'refused', refusal: { code: 'chatMarkup', params: {} } });
    // The same refusal again is a new one to show.
    expect(s.refusal).toMatchObject({ code: 'chatMarkup', id: first + 1 });
    expect(isChatRefusal('chatTooLong')).toBe(true);
    expect(isChatRefusal('staleSeq')).toBe(false);
  });

  it('a line is read in its channel: private lines in the other seat’s, others’ private lines (shown after the end) at the table', () => {
    expect(lineChannel(line(1), 0)).toBe('table');
    expect(lineChannel(line(1, { channel: 'spectators', from: null }), null)).toBe('spectators');
    expect(lineChannel(line(1, { channel: 'private', from: 0, to: 2 }), 0)).toBe('seat:2');
    expect(lineChannel(line(1, { channel: 'private', from: 2, to: 0 }), 0)).toBe('seat:2');
    expect(lineChannel(line(1, { channel: 'private', from: 1, to: 2 }), 0)).toBe('table');
    expect(lineChannel(line(1, { channel: 'private', from: 1, to: 2 }), null)).toBe('table');
    expect(channelSeat('seat:3')).toBe(3);
    expect(channelSeat('table')).toBeNull();
    expect(channelTarget('seat:3')).toEqual({ seat: 3 });
    expect(channelTarget('spectators')).toBe('spectators');
  });
});
