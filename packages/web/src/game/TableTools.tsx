import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameConnection, SeatInfo, SeatVoteProposal, Update } from '../transport/types.ts';
import { ConfirmDialog } from './OnlineControls.tsx';
import { serverEventText } from './serverEvents.ts';

type Tools = Pick<GameConnection<unknown, unknown>, 'kind' | 'subscribe' | 'vacation' | 'seatVote'>;
type MatchFacts = Pick<Update<unknown, unknown>, 'seat' | 'status' | 'players' | 'deadline'>;

/** How many of the table's notices stay on screen. */
const NOTICES_SHOWN = 3;

/** A seat a vote may hand over: played by a person who is still in the game. */
function votable(p: SeatInfo, me: number): boolean {
  return p.seat !== me && p.kind === 'human' && !p.resigned && !p.standIn && !p.open && !p.eliminated;
}

/**
 * The table's notices (a seat's vacation pause, votes on a seat) and what an online seat may ask of the table
 * (issue 18): its pause once per game, a vote to hand another person's seat to a bot or open it to a new person.
 */
export function TableTools({
  connection,
  update,
  seatName,
}: {
  connection: Tools;
  update: MatchFacts;
  seatName: (seat: number) => string;
}) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<{ id: number; text: string }[]>([]);
  const [asking, setAsking] = useState<'pause' | { seat: number; proposal: SeatVoteProposal } | null>(null);
  // The words of the moment a notice comes, without subscribing again at each render.
  const words = useRef({ t, seatName });
  words.current = { t, seatName };
  useEffect(() => {
    let next = 0;
    return connection.subscribe((event) => {
      if (event.type !== 'notice') return;
      const text = serverEventText(words.current.t, words.current.seatName, event.notice);
      if (text) setNotices((list) => [...list, { id: next++, text }].slice(-NOTICES_SHOWN));
    });
  }, [connection]);

  const me = update.seat;
  const active = connection.kind === 'remote' && me !== null && update.status === 'active';
  const mine = me === null ? undefined : update.players.find((p) => p.seat === me);
  const mayPause = active && connection.vacation !== undefined && update.deadline !== null && !mine?.pausedUntil;
  const others = active && connection.seatVote ? update.players.filter((p) => votable(p, me)) : [];
  return (
    <>
      {notices.map((n) => (
        <div key={n.id} className="banner" role="status" data-testid="table-notice">
          {n.text}
          <button onClick={() => setNotices((list) => list.filter((x) => x.id !== n.id))}>
            {t('tableTools.dismiss')}
          </button>
        </div>
      ))}
      {(mayPause || others.length > 0) && (
        <details className="table-tools" data-testid="table-tools">
          <summary>{t('tableTools.title')}</summary>
          {mayPause && (
            <button onClick={() => setAsking('pause')} data-testid="vacation">
              {t('tableTools.pause')}
            </button>
          )}
          {others.map((p) => (
            <span key={p.seat} className="table-tools-seat">
              <button onClick={() => setAsking({ seat: p.seat, proposal: 'bot' })} data-testid={`vote-bot-${p.seat}`}>
                {t('tableTools.voteBot', { seat: seatName(p.seat) })}
              </button>
              <button onClick={() => setAsking({ seat: p.seat, proposal: 'open' })} data-testid={`vote-open-${p.seat}`}>
                {t('tableTools.voteOpen', { seat: seatName(p.seat) })}
              </button>
            </span>
          ))}
        </details>
      )}
      {asking === 'pause' && (
        <ConfirmDialog
          title={t('tableTools.pauseTitle')}
          text={t('tableTools.pauseText')}
          confirm={t('tableTools.pauseConfirm')}
          onConfirm={() => {
            setAsking(null);
            connection.vacation?.();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking !== null && asking !== 'pause' && (
        <ConfirmDialog
          title={t('tableTools.voteTitle')}
          text={t(`tableTools.voteText.${asking.proposal}`, { seat: seatName(asking.seat) })}
          confirm={t('tableTools.voteConfirm')}
          onConfirm={() => {
            setAsking(null);
            connection.seatVote?.(asking.seat, asking.proposal, true);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
