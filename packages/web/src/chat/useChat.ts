import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_CHAT, type ChatLine, type ChatLink, type ChatSnapshot, type ChatTarget } from './chatState.ts';

/** A channel as the chat tab shows it: the table, the spectators', or the private one with another seat. */
export type ChannelKey = 'table' | 'spectators' | `seat:${number}`;

export function seatChannel(seat: number): ChannelKey {
  return `seat:${seat}`;
}

/** The seat of a private channel, or null for the table's and the spectators'. */
export function channelSeat(key: ChannelKey): number | null {
  return key.startsWith('seat:') ? Number(key.slice(5)) : null;
}

export function channelTarget(key: ChannelKey): ChatTarget {
  const seat = channelSeat(key);
  return seat === null ? (key as 'table' | 'spectators') : { seat };
}

/**
 * Where the reader finds a line: a private line between the reader and another seat in their channel; a private
 * line of two others (shown to everyone after the end, both agreeing) with the table's.
 */
export function lineChannel(line: ChatLine, me: number | null): ChannelKey {
  if (line.channel !== 'private') return line.channel;
  if (me !== null && line.from === me && line.to !== null) return seatChannel(line.to);
  if (me !== null && line.to === me && line.from !== null) return seatChannel(line.from);
  return 'table';
}

export interface ChatState {
  readonly link: ChatLink;
  readonly snapshot: ChatSnapshot;
  readonly channel: ChannelKey;
  readonly setChannel: (key: ChannelKey) => void;
  /** Lines come live from others since the reader last looked at their channel, by channel. */
  readonly unread: ReadonlyMap<ChannelKey, number>;
  readonly unreadTotal: number;
  /** Whether the chat is on screen (its tab chosen, the drawer open): what arrives then is read. */
  readonly setVisible: (visible: boolean) => void;
}

/** The chat of an online match for one screen: null when the match has none (a game of this device). */
export function useChat(link: ChatLink | undefined, me: number | null): ChatState | null {
  const [snapshot, setSnapshot] = useState<ChatSnapshot>(EMPTY_CHAT);
  // Until the reader picks one: the table for a seat, the spectators' for a spectator (the seat is known only once
  // the first update came).
  const [chosen, setChosen] = useState<ChannelKey | null>(null);
  const channel: ChannelKey = chosen ?? (me === null ? 'spectators' : 'table');
  const [unread, setUnread] = useState<ReadonlyMap<ChannelKey, number>>(new Map());
  const seen = useRef({ visible: false, channel });
  useEffect(() => {
    seen.current.channel = channel;
  }, [channel]);

  const markRead = useCallback((key: ChannelKey) => {
    setUnread((u) => {
      if (!u.get(key)) return u;
      const next = new Map(u);
      next.delete(key);
      return next;
    });
  }, []);

  useEffect(() => {
    if (!link) return;
    return link.subscribe((next, event) => {
      setSnapshot(next);
      if (event?.type !== 'lines' || !event.live) return;
      // One's own lines are not news (a spectator cannot tell its own from the other spectators': none counts).
      const fresh = event.lines
        .filter((line) => line.from !== me)
        .map((line) => lineChannel(line, me))
        .filter((key) => !(seen.current.visible && key === seen.current.channel));
      if (fresh.length === 0) return;
      setUnread((u) => {
        const counted = new Map(u);
        for (const key of fresh) counted.set(key, (counted.get(key) ?? 0) + 1);
        return counted;
      });
    });
  }, [link, me]);

  const setChannel = useCallback(
    (key: ChannelKey) => {
      seen.current.channel = key;
      setChosen(key);
      if (seen.current.visible) markRead(key);
    },
    [markRead],
  );
  const setVisible = useCallback(
    (visible: boolean) => {
      seen.current.visible = visible;
      if (visible) markRead(seen.current.channel);
    },
    [markRead],
  );

  if (!link) return null;
  let unreadTotal = 0;
  for (const n of unread.values()) unreadTotal += n;
  return { link, snapshot, channel, setChannel, unread, unreadTotal, setVisible };
}
