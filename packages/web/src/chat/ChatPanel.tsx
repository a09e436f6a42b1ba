import type { MatchStatus } from '@arrakis/server/protocol';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/errors.ts';
import { currentLanguage } from '../i18n/index.ts';
import type { Tab } from '../game/layout/TabbedPanel.tsx';
import type { ChatLine } from './chatState.ts';
import { channelSeat, channelTarget, lineChannel, seatChannel, type ChannelKey, type ChatState } from './useChat.ts';
import './chat.css';

/** A seat as the chat names it: its faction or leader and its person's name, in its colour. */
export interface ChatSeat {
  readonly seat: number;
  readonly name: string;
  readonly colour: string;
  readonly mark?: ReactNode;
}

/** Longer than the server's limit (so that it says why a line is too long), short enough for one message. */
const INPUT_MAX = 1500;

export interface ChatPanelProps {
  readonly chat: ChatState;
  readonly me: number | null;
  readonly seats: readonly ChatSeat[];
  readonly status: MatchStatus;
  /** The screen's deal prompt for a seat, where the game has deals (Dune: rules 000 §13.C). */
  readonly dealPrompt?: (seat: number) => ReactNode;
}

/** The chat tab (issue 18): "Chat", with the unread count; no tab where the match has no chat. */
export function chatTab(t: TFunction, props: Omit<ChatPanelProps, 'chat'> & { chat: ChatState | null }): Tab[] {
  const { chat } = props;
  if (!chat) return [];
  return [
    {
      id: 'chat',
      label: chat.unreadTotal > 0 ? t('chat.tabUnread', { count: chat.unreadTotal }) : t('chat.tab'),
      content: <ChatPanel {...props} chat={chat} />,
    },
  ];
}

/**
 * The match's chat: a channel picker (the table, each other seat privately, the spectators' for a spectator), the
 * lines of the chosen channel as plain text, and the line being written. The server checks every line and says
 * why it refuses one.
 */
export function ChatPanel({ chat, me, seats, status, dealPrompt }: ChatPanelProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [text, setText] = useState('');
  const [dealOpen, setDealOpen] = useState(false);
  const { snapshot, channel, setChannel, link, setVisible } = chat;

  // What arrives while the chat is on screen is read; its tab counts the rest.
  useEffect(() => {
    const el = root.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => {
      observer.disconnect();
      setVisible(false);
    };
  }, [setVisible]);

  const shown = snapshot.lines.filter((line) => lineChannel(line, me) === channel);
  const lastN = shown.at(-1)?.n ?? 0;
  // The latest line in view, inside the list only (scrolling into view would move the whole side column too).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastN, channel]);

  const seatOf = (seat: number) => seats.find((s) => s.seat === seat);
  const nameOf = (seat: number) => seatOf(seat)?.name ?? t('ui.seat', { n: seat + 1 });
  const others = seats.filter((s) => s.seat !== me);
  const spectatorLines = snapshot.lines.some((line) => line.channel === 'spectators');
  const channels: ChannelKey[] = [
    'table',
    ...(me === null ? [] : others.map((s) => seatChannel(s.seat))),
    ...(me === null || spectatorLines ? (['spectators'] as const) : []),
  ];
  const privateSeat = channelSeat(channel);
  // Spectators write only in theirs; the seats do not write there (they read it after the end).
  const writable = me === null ? channel === 'spectators' : channel !== 'spectators';

  const channelLabel = (key: ChannelKey) => {
    const seat = channelSeat(key);
    return seat === null ? t(`chat.channel.${key}`) : nameOf(seat);
  };
  const placeholder = !writable
    ? t('chat.readOnly')
    : privateSeat !== null
      ? t('chat.privateHint', { name: nameOf(privateSeat) })
      : t('chat.write', { channel: channelLabel(channel) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || !writable) return;
    link.post(channelTarget(channel), text);
    setText('');
  };

  const refusal = snapshot.refusal;
  return (
    <section className="panel chat" ref={root} data-testid="chat" aria-label={t('chat.tab')}>
      <div className="chat-channels" role="group" aria-label={t('chat.channels')}>
        {channels.map((key) => {
          const seat = channelSeat(key);
          const unread = chat.unread.get(key) ?? 0;
          const colour = seat === null ? undefined : seatOf(seat)?.colour;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={key === channel}
              className={key === channel ? 'chat-channel current' : 'chat-channel'}
              onClick={() => {
                setChannel(key);
                setDealOpen(false);
              }}
              data-testid={`chat-channel-${key.replace(':', '-')}`}
              style={colour ? { borderColor: colour } : undefined}
            >
              {seat !== null && seatOf(seat)?.mark}
              {seat !== null && <span className="sr-only">{t('chat.privateWith')} </span>}
              {channelLabel(key)}
              {unread > 0 && (
                <span className="chat-unread" aria-label={t('chat.unread', { count: unread })}>
                  {unread}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {privateSeat !== null && me !== null && (
        <div className="chat-private-bar">
          <button
            type="button"
            onClick={() => link.mute(privateSeat, !snapshot.muted.includes(privateSeat))}
            aria-pressed={snapshot.muted.includes(privateSeat)}
            aria-label={t(snapshot.muted.includes(privateSeat) ? 'chat.unmute' : 'chat.mute', {
              name: nameOf(privateSeat),
            })}
            data-testid="chat-mute"
          >
            {t(snapshot.muted.includes(privateSeat) ? 'chat.unmuteShort' : 'chat.muteShort')}
          </button>
          {dealPrompt && status === 'active' && (
            <button
              type="button"
              aria-expanded={dealOpen}
              onClick={() => setDealOpen((o) => !o)}
              aria-label={t('chat.deal', { name: nameOf(privateSeat) })}
              data-testid="chat-deal"
            >
              {t('chat.dealShort')}
            </button>
          )}
          {status !== 'active' && (
            <label className="chat-show">
              <input
                type="checkbox"
                checked={snapshot.shownWith.includes(privateSeat)}
                onChange={(e) => link.show(privateSeat, e.target.checked)}
                data-testid="chat-show"
              />{' '}
              {t('chat.showPrivate', { name: nameOf(privateSeat) })}
            </label>
          )}
        </div>
      )}
      {dealOpen && privateSeat !== null && dealPrompt && (
        <div className="chat-deal-prompt" data-testid="chat-deal-prompt">
          {dealPrompt(privateSeat)}
        </div>
      )}
      {snapshot.more && shown.length > 0 && (
        <button type="button" className="chat-earlier" onClick={() => link.earlier(snapshot.lines[0]!.n)}>
          {t('chat.earlier')}
        </button>
      )}
      <ol className="chat-lines" ref={list} aria-live="polite" data-testid="chat-lines">
        {shown.length === 0 && <li className="hint chat-empty">{t('chat.empty')}</li>}
        {shown.map((line) => (
          <Line
            key={line.n}
            line={line}
            me={me}
            seatOf={seatOf}
            nameOf={nameOf}
            reported={snapshot.reported.includes(line.n)}
            onReport={() => link.report(line.n)}
          />
        ))}
      </ol>
      <form className="chat-form" onSubmit={submit}>
        <label className="sr-only" htmlFor="chat-input">
          {placeholder}
        </label>
        <textarea
          id="chat-input"
          value={text}
          rows={2}
          maxLength={INPUT_MAX}
          disabled={!writable}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          data-testid="chat-input"
        />
        <button type="submit" className="primary" disabled={!writable || text.trim() === ''} data-testid="chat-send">
          {t('chat.send')}
        </button>
      </form>
      {refusal && (
        <p className="error" role="alert" key={refusal.id} data-testid="chat-refusal" data-code={refusal.code}>
          {t('chat.refused', { reason: errorText(t, refusal) })}
        </p>
      )}
    </section>
  );
}

function Line({
  line,
  me,
  seatOf,
  nameOf,
  reported,
  onReport,
}: {
  line: ChatLine;
  me: number | null;
  seatOf: (seat: number) => ChatSeat | undefined;
  nameOf: (seat: number) => string;
  reported: boolean;
  onReport: () => void;
}) {
  const { t } = useTranslation();
  const from = line.from === null ? null : seatOf(line.from);
  const time = new Intl.DateTimeFormat(currentLanguage(), { hour: '2-digit', minute: '2-digit' }).format(line.at);
  const mine = line.from !== null && line.from === me;
  // A private line of two others reads "A → B" (shown after the end, both agreeing).
  const pair = line.channel === 'private' && me !== line.from && me !== line.to && line.to !== null;
  return (
    <li
      className={mine ? 'chat-line mine' : 'chat-line'}
      data-testid="chat-line"
      data-n={line.n}
      data-channel={line.channel}
      style={from ? { borderInlineStartColor: from.colour } : undefined}
    >
      <span className="chat-meta">
        <time dateTime={new Date(line.at).toISOString()}>{time}</time> {from?.mark}
        {/* The seat's colour marks the line's edge and its badge: as text it would not read on the panel. */}
        <strong className="chat-from">{line.from === null ? t('chat.spectator') : nameOf(line.from)}</strong>
        {pair && <span className="chat-to"> → {nameOf(line.to!)}</span>}
      </span>{' '}
      {/* Text only: React writes it as a text node, never as markup. */}
      <span className="chat-text" data-testid="chat-text">
        {line.text}
      </span>
      {!mine &&
        (reported ? (
          <span className="chat-reported hint">{t('chat.reported')}</span>
        ) : (
          <button
            type="button"
            className="chat-report"
            onClick={onReport}
            aria-label={t('chat.reportLine', { n: line.n })}
            data-testid="chat-report"
          >
            {t('chat.report')}
          </button>
        ))}
    </li>
  );
}
