import type { DuneOptions, Faction } from '@arrakis/dune';
import type { CreateMatchResponse, MyMatch } from '@arrakis/server/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { errorText } from '../i18n/errors.ts';
import { ruleReference } from '../i18n/ruleReference.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { GamePicker, ImperiumLobby, type LobbyGame } from '../imperium/ImperiumLobby.tsx';
import { ApiError, createMatch, myMatches } from './api.ts';
import { LOBBY_FACTIONS, lobbyDuneOptions, OPTIONS, type OptionKey } from './options.ts';
import { loadSeats, parsePlayLink, saveSeat } from './storage.ts';
import { ModeChoice, type PlayMode } from './ModeChoice.tsx';
import { BOT_LEVELS, SeatCount, SeatTable, type NamedSeat } from './SeatChoice.tsx';
import { MoveTimeChoice, type MoveTime } from './MoveTime.tsx';

interface SeatForm extends NamedSeat {
  readonly faction: Faction | 'drawn';
}

function defaultSeats(count: number, previous: readonly SeatForm[]): SeatForm[] {
  return Array.from(
    { length: count },
    (_, i) => previous[i] ?? { kind: i === 0 ? 'human' : 'bot', botLevel: 'heuristic', name: '', faction: 'drawn' },
  );
}

export function Lobby({ onOpen }: { onOpen: (route: Route) => void }) {
  const { t } = useTranslation();
  const [seats, setSeats] = useState<SeatForm[]>(() => defaultSeats(6, []));
  const [optionsOn, setOptionsOn] = useState<Set<OptionKey>>(new Set());
  const [mode, setMode] = useState<PlayMode>('online');
  const [moveTime, setMoveTime] = useState<MoveTime>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateMatchResponse | null>(null);
  const [games, setGames] = useState<MyMatch[] | null>(null);
  const [link, setLink] = useState('');
  const [game, setGame] = useState<LobbyGame>('dune');

  const refresh = useCallback(() => {
    const tokens = loadSeats().map((s) => s.token);
    if (tokens.length === 0) {
      setGames([]);
      return;
    }
    myMatches(tokens).then(setGames, () => setGames([]));
  }, []);
  useEffect(refresh, [refresh]);

  const chosen = seats.map((s) => s.faction).filter((f) => f !== 'drawn');
  const duplicate = new Set(chosen).size !== chosen.length;
  const allChosen = chosen.length === seats.length;

  const setSeat = (i: number, patch: Partial<SeatForm>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const toggleOption = (key: OptionKey) =>
    setOptionsOn((on) => {
      const next = new Set(on);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const defaultName = (s: SeatForm, i: number) =>
    s.kind === 'bot' ? t('ui.botName', { n: i + 1 }) : t('ui.seat', { n: i + 1 });

  // Factions are either all chosen or all drawn (rules 000 §3.E: draw when players do not agree).
  const engineOptions = (): Partial<DuneOptions> =>
    lobbyDuneOptions(optionsOn, mode, allChosen ? seats.map((s) => s.faction as Faction) : null);

  const create = async () => {
    setError(null);
    if (mode === 'hotSeat') {
      onOpen({
        screen: 'local',
        request: {
          seats: seats.map((s, i) => ({
            kind: s.kind,
            name: s.name || defaultName(s, i),
            ...(s.kind === 'bot' ? { botLevel: s.botLevel } : {}),
          })),
          options: engineOptions(),
          seed: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
      });
      return;
    }
    setBusy(true);
    try {
      const response = await createMatch({
        game: 'dune',
        seats: seats.map((s, i) => ({
          kind: s.kind,
          name: s.name || defaultName(s, i),
          ...(s.kind === 'bot' ? { botLevel: s.botLevel } : {}),
        })),
        options: engineOptions(),
        moveDeadlineSeconds: moveTime,
      });
      const mine = response.invites[0];
      if (mine) saveSeat({ matchId: response.matchId, seat: mine.seat, token: mine.token });
      setCreated(response);
      refresh();
    } catch (e) {
      setError(e instanceof ApiError ? errorText(t, e) : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const joinLink = () => {
    let url: URL;
    try {
      url = new URL(link, window.location.origin);
    } catch {
      return;
    }
    const parsed = parsePlayLink(url.pathname, url.hash);
    if (!parsed) return;
    if (parsed.token) saveSeat({ matchId: parsed.matchId, seat: -1, token: parsed.token });
    onOpen({ screen: 'remote', matchId: parsed.matchId, token: parsed.token });
  };

  return (
    <div className="lobby">
      <header className="topbar">
        <h1>{t('ui.appName')}</h1>
        <span className="tagline">{t('ui.tagline')}</span>
        <LanguageSwitch />
      </header>
      <main className="lobby-main">
        {game === 'imperium' && (
          <ImperiumLobby
            game={game}
            onGame={setGame}
            onOpen={onOpen}
            onCreated={(response) => {
              setCreated(response);
              refresh();
            }}
          >
            {created && <Invites created={created} onOpen={onOpen} />}
          </ImperiumLobby>
        )}
        <section className="panel" aria-labelledby="new-game" hidden={game !== 'dune'}>
          <h2 id="new-game">{t('ui.newGame')}</h2>
          <GamePicker value={game} onChange={setGame} />
          <SeatCount
            value={seats.length}
            min={2}
            max={6}
            onChange={(count) => setSeats((s) => defaultSeats(count, s))}
            testId="seat-count"
          />
          <SeatTable
            seats={seats}
            levels={BOT_LEVELS.dune}
            onChange={setSeat}
            testIdPrefix=""
            column={{
              header: t('ui.faction'),
              cell: (s, i) => (
                <select
                  value={s.faction}
                  onChange={(e) => setSeat(i, { faction: e.target.value as Faction | 'drawn' })}
                  aria-label={t('words.seatFaction', { n: i + 1 })}
                >
                  <option value="drawn">{t('ui.drawn')}</option>
                  {LOBBY_FACTIONS.map((f) => (
                    <option key={f} value={f}>
                      {t(`faction.${f}`)}
                    </option>
                  ))}
                </select>
              ),
            }}
          />
          <p className="hint">
            {t('ui.factionsMode')}
            {t('ui.colon')}
            {allChosen ? t('ui.factionsChosen') : t('ui.factionsDrawn')}
          </p>
          {duplicate && <p className="error">{t('ui.duplicateFactions')}</p>}
          <fieldset>
            <legend>{t('ui.options')}</legend>
            <ul className="options">
              {OPTIONS.map((o) => {
                const disabled = o.onlineOnly === true && mode !== 'online';
                return (
                  <li key={o.key} className={disabled ? 'disabled' : ''}>
                    <label>
                      <input
                        type="checkbox"
                        disabled={disabled}
                        data-testid={`option-${o.key}`}
                        checked={optionsOn.has(o.key) && !disabled}
                        onChange={() => toggleOption(o.key)}
                      />{' '}
                      <strong>{t(`option.${o.key}`)}</strong> <span className="rule">({ruleReference(t, o.rule)})</span>
                    </label>
                    <div className="help">{t(`option.${o.key}Help`)}</div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <ModeChoice mode={mode} onChange={setMode} name="mode" />
          {mode === 'online' && <MoveTimeChoice value={moveTime} onChange={setMoveTime} testId="move-time" />}
          <button className="primary" disabled={busy || duplicate} onClick={() => void create()} data-testid="create">
            {busy ? t('ui.creating') : t('ui.create')}
          </button>
          {error && <p className="error">{error}</p>}
          {created && game === 'dune' && <Invites created={created} onOpen={onOpen} />}
        </section>
        <section className="panel" aria-labelledby="my-games">
          <h2 id="my-games">{t('ui.myGames')}</h2>
          <button onClick={refresh}>{t('ui.refresh')}</button>
          {games && games.length === 0 && <p>{t('ui.noGames')}</p>}
          <ul className="games" data-testid="my-games">
            {games?.map((g) => (
              <li key={`${g.matchId}:${g.seat}`}>
                <button
                  onClick={() =>
                    onOpen({
                      screen: 'remote',
                      matchId: g.matchId,
                      token: loadSeats().find((s) => s.matchId === g.matchId)?.token ?? null,
                    })
                  }
                >
                  {g.matchId.slice(0, 8)} · {t('ui.seat', { n: g.seat + 1 })}
                </button>{' '}
                {g.status === 'active' ? (
                  g.yourTurn ? (
                    <strong className="your-turn">● {t('ui.yourTurn')}</strong>
                  ) : (
                    t('ui.waiting')
                  )
                ) : (
                  t(`ui.${g.status}`)
                )}
              </li>
            ))}
          </ul>
          <h3>{t('ui.joinByLink')}</h3>
          <div className="row">
            <input
              value={link}
              onChange={(e) => setLink(e.target.value)}
              placeholder="/play/…#token=…"
              aria-label={t('ui.joinByLink')}
            />
            <button onClick={joinLink}>{t('ui.join')}</button>
          </div>
        </section>
      </main>
    </div>
  );
}

function Invites({ created, onOpen }: { created: CreateMatchResponse; onOpen: (route: Route) => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const full = (link: string) => new URL(link, window.location.origin).toString();
  const copy = (link: string) => {
    void navigator.clipboard?.writeText(full(link)).then(() => setCopied(link));
  };
  return (
    <div className="invites" data-testid="invites">
      <h3>{t('ui.invites')}</h3>
      <ul>
        {created.invites.map((inv, i) => (
          <li key={inv.seat}>
            {t('ui.seat', { n: inv.seat + 1 })} <code data-testid={`invite-${inv.seat}`}>{full(inv.link)}</code>{' '}
            <button onClick={() => copy(inv.link)}>{copied === inv.link ? t('ui.copied') : t('ui.copy')}</button>{' '}
            {i === 0 && (
              <button
                className="primary"
                data-testid="open-game"
                onClick={() => onOpen({ screen: 'remote', matchId: created.matchId, token: inv.token })}
              >
                {t('ui.open')}
              </button>
            )}
          </li>
        ))}
        <li>
          {t('ui.spectatorLink')} <code data-testid="spectator-link">{full(created.spectatorLink)}</code>{' '}
          <button onClick={() => copy(created.spectatorLink)}>
            {copied === created.spectatorLink ? t('ui.copied') : t('ui.copy')}
          </button>
        </li>
      </ul>
    </div>
  );
}
