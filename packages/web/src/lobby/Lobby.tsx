import type { DuneOptions, Faction } from '@arrakis/dune';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { errorText } from '../i18n/errors.ts';
import { ruleReference } from '../i18n/ruleReference.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { GamePicker, ImperiumLobby, type LobbyGame } from '../imperium/ImperiumLobby.tsx';
import { GuidedStart } from '../guide/GuidedStart.tsx';
import { newLocalGameId } from '../transport/localStore.ts';
import { ApiError, createMatch } from './api.ts';
import { BotLevelHelp, PresetChoice } from './LobbyHelp.tsx';
import { MyGames } from './MyGames.tsx';
import { AccountPanel } from './account/AccountPanel.tsx';
import { PrivacyPage } from './Privacy.tsx';
import {
  lobbyDuneOptions,
  lobbyFactions,
  lobbyMaxSeats,
  OPTIONS,
  POINTS_TURNS,
  withOptionToggled,
  type OptionKey,
} from './options.ts';
import { DUNE_PRESETS, dunePresetOf } from './presets.ts';
import { GameLength } from './GameLength.tsx';
import { parsePlayLink, saveSeat } from './storage.ts';
import { ModeChoice, type PlayMode } from './ModeChoice.tsx';
import { BOT_LEVELS, SeatCount, SeatTable, type NamedSeat } from './SeatChoice.tsx';
import { MoveTimeChoice, type MoveTime } from './MoveTime.tsx';
import { ListPublicly, openSeats } from './openTables/ListPublicly.tsx';
import { isWebhookRefusal, WebhookField, webhookRequest } from './WebhookField.tsx';
import { OpenTables } from './openTables/OpenTables.tsx';
import { ImportRecord } from '../replay/ImportRecord.tsx';

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
  const [pointsTurns, setPointsTurns] = useState<number>(POINTS_TURNS.default);
  const [mode, setMode] = useState<PlayMode>('online');
  const [moveTime, setMoveTime] = useState<MoveTime>(null);
  const [listPublicly, setListPublicly] = useState(false);
  const [webhookUrl, setWebhookUrl] = useState('');
  const [webhookRefusal, setWebhookRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedMatch | null>(null);
  const [listed, setListed] = useState(0);
  const [link, setLink] = useState('');
  const [game, setGame] = useState<LobbyGame>('dune');
  const refresh = () => setListed((n) => n + 1);

  const chosen = seats.map((s) => s.faction).filter((f) => f !== 'drawn');
  const duplicate = new Set(chosen).size !== chosen.length;
  const allChosen = chosen.length === seats.length;

  const setSeat = (i: number, patch: Partial<SeatForm>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const toggleOption = (key: OptionKey) => setOptionsOn((on) => withOptionToggled(on, key));
  // rules 000 XXXVII: without the Bene Tleilax, six seats at most and none of them theirs.
  useEffect(() => {
    const max = lobbyMaxSeats(optionsOn);
    const allowed = lobbyFactions(optionsOn);
    setSeats((all) =>
      all.length <= max && all.every((s) => s.faction === 'drawn' || allowed.includes(s.faction))
        ? all
        : all
            .slice(0, max)
            .map((s) => (s.faction === 'drawn' || allowed.includes(s.faction) ? s : { ...s, faction: 'drawn' })),
    );
  }, [optionsOn]);

  const defaultName = (s: SeatForm, i: number) =>
    s.kind === 'bot' ? t('ui.botName', { n: i + 1 }) : t('ui.seat', { n: i + 1 });

  // Factions are either all chosen or all drawn (rules 000 §3.E: draw when players do not agree).
  const engineOptions = (): Partial<DuneOptions> =>
    lobbyDuneOptions(optionsOn, mode, allChosen ? seats.map((s) => s.faction as Faction) : null, pointsTurns);

  const create = async () => {
    setError(null);
    setWebhookRefusal(null);
    const named = seats.map((s, i) => ({
      kind: s.kind,
      name: s.name || defaultName(s, i),
      ...(s.kind === 'bot' ? { botLevel: s.botLevel } : {}),
    }));
    if (mode === 'hotSeat') {
      onOpen({
        screen: 'local',
        game: 'dune',
        id: newLocalGameId(),
        start: {
          seats: named,
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
        seats: openSeats(named, listPublicly),
        ...(listPublicly ? { listed: true } : {}),
        ...webhookRequest(webhookUrl),
        options: engineOptions(),
        moveDeadlineSeconds: moveTime,
      });
      const mine = response.invites[0];
      if (mine) saveSeat({ matchId: response.matchId, seat: mine.seat, token: mine.token });
      // One person against bots has nobody to invite: the game opens at once.
      if (mine && response.invites.length === 1) {
        onOpen({ screen: 'remote', matchId: response.matchId, token: mine.token });
        return;
      }
      setCreated({ response, names: named.map((s) => s.name) });
      refresh();
    } catch (e) {
      if (e instanceof ApiError && isWebhookRefusal(e.code)) setWebhookRefusal(errorText(t, e));
      else setError(e instanceof ApiError ? errorText(t, e) : t('errors.network'));
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
        <GuidedStart onOpen={onOpen} />
        {game !== 'dune' && (
          <ImperiumLobby
            game={game}
            onGame={setGame}
            onOpen={onOpen}
            onCreated={(response, names) => {
              setCreated({ response, names });
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
            max={lobbyMaxSeats(optionsOn)}
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
                  {lobbyFactions(optionsOn).map((f) => (
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
          <BotLevelHelp levels={BOT_LEVELS.dune} />
          <PresetChoice
            game="dune"
            presets={DUNE_PRESETS.map((p) => p.id)}
            current={dunePresetOf(optionsOn)}
            onChoose={(id) => setOptionsOn(new Set(DUNE_PRESETS.find((p) => p.id === id)?.on ?? []))}
            testIdPrefix=""
          />
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
                      <strong>
                        {t([
                          `option.${o.key}`,
                          `variants.option.${o.key}`,
                          `stepMovement.option.${o.key}`,
                          `governor.option.${o.key}`,
                          `tleilaxu.option.${o.key}`,
                          `battleOrder.option.${o.key}`,
                        ])}
                      </strong>{' '}
                      <span className="rule">({ruleReference(t, o.rule)})</span>
                    </label>
                    <div className="help">
                      {t([
                        `option.${o.key}Help`,
                        `variants.option.${o.key}Help`,
                        `stepMovement.option.${o.key}Help`,
                        `governor.option.${o.key}Help`,
                        `tleilaxu.option.${o.key}Help`,
                        `battleOrder.option.${o.key}Help`,
                      ])}
                    </div>
                    {o.key === 'victoryPoints' && optionsOn.has('victoryPoints') && (
                      <GameLength value={pointsTurns} onChange={setPointsTurns} />
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <ModeChoice mode={mode} onChange={setMode} name="mode" />
          {mode === 'online' && <MoveTimeChoice value={moveTime} onChange={setMoveTime} testId="move-time" />}
          {mode === 'online' && <ListPublicly value={listPublicly} onChange={setListPublicly} testId="list-publicly" />}
          {mode === 'online' && (
            <WebhookField value={webhookUrl} onChange={setWebhookUrl} refusal={webhookRefusal} testId="webhook-url" />
          )}
          <button className="primary" disabled={busy || duplicate} onClick={() => void create()} data-testid="create">
            {busy ? t('ui.creating') : t('ui.create')}
          </button>
          {error && <p className="error">{error}</p>}
          {created && game === 'dune' && <Invites created={created} onOpen={onOpen} />}
        </section>
        <OpenTables onOpen={onOpen} />
        <ImportRecord onOpen={onOpen} />
        <section className="panel my-games-panel" aria-labelledby="my-games">
          <h2 id="my-games">{t('ui.myGames')}</h2>
          <MyGames onOpen={onOpen} refreshKey={listed} />
          <AccountPanel onSeats={refresh} />
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
      <footer className="lobby-footer">
        <PrivacyPage />
      </footer>
    </div>
  );
}

/** A match just created online, with the names its seats were given (the invites are named after them). */
export interface CreatedMatch {
  readonly response: CreateMatchResponse;
  readonly names: readonly string[];
}

function Invites({
  created: { response: created, names },
  onOpen,
}: {
  created: CreatedMatch;
  onOpen: (route: Route) => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  // The links appear below the options: brought into view, or creating seems to do nothing.
  const shown = useRef<HTMLDivElement>(null);
  // A block body: recent Chromium returns a Promise from scrollIntoView, which React would call as the cleanup.
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, [created]);
  const full = (link: string) => new URL(link, window.location.origin).toString();
  const copy = (link: string) => {
    void navigator.clipboard?.writeText(full(link)).then(() => setCopied(link));
  };
  return (
    <div className="invites" data-testid="invites" ref={shown}>
      <h3>{t('ui.invites')}</h3>
      <ul>
        {created.invites.map((inv, i) => (
          <li key={inv.seat}>
            <strong data-testid={`invite-name-${inv.seat}`}>
              {names[inv.seat] ?? t('ui.seat', { n: inv.seat + 1 })}
            </strong>{' '}
            <code data-testid={`invite-${inv.seat}`}>{full(inv.link)}</code>{' '}
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
