import type { GameRecord, PlayOnRequest } from '@arrakis/engine';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { errorText } from '../i18n/errors.ts';
import { saveSeat } from '../lobby/storage.ts';
import type { ConnectionError } from '../transport/types.ts';
import type { ReplaySource } from './links.ts';
import { newLocalGameId } from '../transport/localStore.ts';
import type { LocalGameSetup, LocalSeat } from '../transport/localRules.ts';
import { BOT_LEVELS, type BotLevel } from '@arrakis/server/protocol';
import { setupOf } from './replayer.ts';

/** A seed nobody can foresee, so that the branch's draws owe nothing to the original game's. */
function freshSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function botLevel(level: string | undefined): BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(level ?? '') ? (level as BotLevel) : 'heuristic';
}

type SeatKind = 'human' | 'bot';

/**
 * "Play on from here": a new online match from this point of the record, with a fresh seed (the server replays the
 * record to the point, then reshuffles every hidden pile), each seat a person (an invite link) or a bot.
 */
export function PlayOn({
  record,
  at,
  source,
  onOpen,
}: {
  record: GameRecord;
  at: number;
  source: ReplaySource;
  onOpen: (route: Route) => void;
}) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<SeatKind[]>(() => record.seats.map((s) => s.kind));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ConnectionError | null>(null);
  const [created, setCreated] = useState<CreateMatchResponse | null>(null);

  const playHere = () => {
    const setup = setupOf(record);
    if (!setup) return;
    const seats: LocalSeat[] = record.seats.map((s, i) =>
      kinds[i] === 'bot'
        ? { name: s.name, kind: 'bot', botLevel: botLevel(s.botLevel) }
        : { name: s.name, kind: 'human' },
    );
    const start = {
      ...setup,
      seats,
      branch: { actions: record.actions.slice(0, at).map(({ seat, action }) => ({ seat, action })), seed: freshSeed() },
    } as LocalGameSetup;
    onOpen({ screen: 'local', game: setup.game ?? 'dune', id: newLocalGameId(), start });
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    const branch: PlayOnRequest = source.kind === 'online' ? { matchId: source.matchId, at } : { record, at };
    try {
      const response = await fetch('/api/matches/play-on', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...branch,
          game: record.game,
          seats: record.seats.map((s, i) => ({
            kind: kinds[i] ?? s.kind,
            name: s.name,
            ...(kinds[i] === 'bot' ? { botLevel: s.botLevel ?? 'heuristic' } : {}),
          })),
        }),
      });
      const body = (await response.json().catch(() => null)) as
        | (CreateMatchResponse & { error?: undefined })
        | { error?: { code?: string; params?: Record<string, string | number> } }
        | null;
      if (!response.ok || !body || !('matchId' in body)) {
        const failure = body && 'error' in body ? body.error : undefined;
        const code = failure?.code ?? `http${response.status}`;
        setError({ code, messageKey: `errors.${code}`, params: failure?.params ?? {} });
        return;
      }
      const mine = body.invites[0];
      if (mine) saveSeat({ matchId: body.matchId, seat: mine.seat, token: mine.token });
      if (mine && body.invites.length === 1) {
        onOpen({ screen: 'remote', matchId: body.matchId, token: mine.token });
        return;
      }
      setCreated(body);
    } catch {
      setError({ code: 'network', messageKey: 'errors.network', params: {} });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel replay-play-on" data-testid="play-on">
      <h2>{t('replay.playOnTitle', { at })}</h2>
      <p className="hint">{t('replay.playOnHint')}</p>
      <ul>
        {record.seats.map((s, i) => (
          <li key={i}>
            <label>
              {s.name}{' '}
              <select
                value={kinds[i]}
                onChange={(e) => setKinds((all) => all.map((k, j) => (j === i ? (e.target.value as SeatKind) : k)))}
                data-testid={`play-on-seat-${i}`}
              >
                <option value="human">{t('replay.person')}</option>
                <option value="bot">{t('replay.bot')}</option>
              </select>
            </label>
          </li>
        ))}
      </ul>
      <button className="primary" onClick={playHere} data-testid="play-on-here">
        {t('replay.playOnHere')}
      </button>{' '}
      <button onClick={() => void start()} disabled={busy} data-testid="play-on-online">
        {t('replay.playOnOnline')}
      </button>
      {error && (
        <p className="error" role="alert" data-testid="play-on-error">
          {errorText(t, error)}
        </p>
      )}
      {created && (
        <ul className="invites" data-testid="play-on-invites">
          {created.invites.map((invite) => (
            <li key={invite.seat}>
              {record.seats[invite.seat]?.name}
              {t('ui.colon')}
              <a href={`/play/${encodeURIComponent(created.matchId)}#token=${invite.token}`}>
                {t('replay.inviteLink')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
