import type { HagalDifficultyId, ImperiumOptions } from '@arrakis/imperium';
import type { BotLevel, CreateMatchResponse } from '@arrakis/server/protocol';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { errorText } from '../i18n/errors.ts';
import { ApiError, createMatch } from '../lobby/api.ts';
import { saveSeat } from '../lobby/storage.ts';
import { ModeChoice, type PlayMode } from '../lobby/ModeChoice.tsx';
import { MoveTimeChoice, type MoveTime } from '../lobby/MoveTime.tsx';
import { ListPublicly, openSeats } from '../lobby/openTables/ListPublicly.tsx';
import { isWebhookRefusal, WebhookField, webhookRequest } from '../lobby/WebhookField.tsx';
import { BOT_LEVELS, SeatCount, SeatTable, type NamedSeat } from '../lobby/SeatChoice.tsx';
import { BotLevelHelp, PresetChoice } from '../lobby/LobbyHelp.tsx';
import { IMPERIUM_PRESETS, UPRISING_PRESETS, type LeaderChoice } from '../lobby/presets.ts';
import { newLocalGameId } from '../transport/localStore.ts';
import {
  DIFFICULTIES,
  lobbyImperiumOptions,
  lobbyUprisingOptions,
  RIVAL_DIFFICULTIES,
  type RivalDifficultyId,
} from './lobbyOptions.ts';
import { SIX_SEATING, TEAM_COLOURS, TEAM_KEYS, UPRISING_SEAT_COUNTS } from './six/teams.ts';

export type LobbyGame = 'dune' | 'imperium' | 'uprising';

/** The game a new match plays: Dune, Dune: Imperium, or Dune: Imperium – Uprising. */
export function GamePicker({ value, onChange }: { value: LobbyGame; onChange: (game: LobbyGame) => void }) {
  const { t } = useTranslation();
  return (
    <label className="row game-picker">
      {t('imp.lobby.game')}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as LobbyGame)} data-testid="game-select">
        <option value="dune">{t('imp.lobby.dune')}</option>
        <option value="imperium">{t('imp.lobby.imperium')}</option>
        <option value="uprising">{t('uprisingLobby.game')}</option>
      </select>
    </label>
  );
}

const IMPERIUM_BOT: BotLevel = BOT_LEVELS.imperium[0];

/**
 * A new Dune: Imperium game, of either edition: 1 to 4 seats (solo and 2 players add the Rivals), people or bots at
 * a level, leaders chosen or drawn; the 2020 game's solo difficulty, or Uprising's CHOAM contracts and Rivals'
 * level; online or on this device.
 */
export function ImperiumLobby({
  game,
  onGame,
  onOpen,
  onCreated,
  children,
}: {
  game: Exclude<LobbyGame, 'dune'>;
  onGame: (game: LobbyGame) => void;
  onOpen: (route: Route) => void;
  /** Shows the invites of a match created online (the lobby's own list), named after the seats' names. */
  onCreated: (created: CreateMatchResponse, names: readonly string[]) => void;
  /** The invites of the match just created. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [seats, setSeats] = useState<NamedSeat[]>([
    { kind: 'human', botLevel: IMPERIUM_BOT, name: '' },
    { kind: 'bot', botLevel: IMPERIUM_BOT, name: '' },
    { kind: 'bot', botLevel: IMPERIUM_BOT, name: '' },
    { kind: 'bot', botLevel: IMPERIUM_BOT, name: '' },
  ]);
  const [leaderSelection, setLeaderSelection] = useState<LeaderChoice>('draw');
  const [difficulty, setDifficulty] = useState<HagalDifficultyId>('mercenary');
  const [contracts, setContracts] = useState(true);
  const [rivalDifficulty, setRivalDifficulty] = useState<RivalDifficultyId>('veteran');
  const uprising = game === 'uprising';
  // Uprising's six-player team game (rules 004 "A et C = 6 Joueurs"): the Commanders' seats are the engine's.
  const six = uprising && seats.length === 6;
  // Uprising offers no first-game leaders: its leaders are drawn or chosen (rules 004).
  const leaders = leaderSelection === 'choose' ? 'choose' : 'draw';
  const [mode, setMode] = useState<PlayMode>('online');
  const [moveTime, setMoveTime] = useState<MoveTime>(null);
  const [listPublicly, setListPublicly] = useState(false);
  const [webhookUrl, setWebhookUrl] = useState('');
  const [webhookRefusal, setWebhookRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Six seats are Uprising's alone: the 2020 game goes back to four.
  useEffect(() => {
    if (!uprising && seats.length > 4) setSeats((all) => all.slice(0, 4));
  }, [uprising, seats.length]);
  const resize = (count: number) =>
    setSeats((all) =>
      Array.from({ length: count }, (_, i) => all[i] ?? { kind: 'bot', botLevel: IMPERIUM_BOT, name: '' }),
    );
  const setSeat = (i: number, patch: Partial<NamedSeat>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const nameOf = (s: NamedSeat, i: number) =>
    s.name || (s.kind === 'bot' ? t('ui.botName', { n: i + 1 }) : t('ui.seat', { n: i + 1 }));
  const options = (): Partial<ImperiumOptions> =>
    uprising
      ? lobbyUprisingOptions(leaders, contracts, rivalDifficulty, seats.length)
      : lobbyImperiumOptions(leaderSelection, difficulty, seats.length);

  const create = async () => {
    setError(null);
    setWebhookRefusal(null);
    const named = seats.map((s, i) => ({
      kind: s.kind,
      name: nameOf(s, i),
      ...(s.kind === 'bot' ? { botLevel: s.botLevel } : {}),
    }));
    if (mode === 'hotSeat') {
      onOpen({
        screen: 'local',
        game,
        id: newLocalGameId(),
        start: {
          game,
          seats: named,
          options: options(),
          seed: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
      });
      return;
    }
    setBusy(true);
    try {
      const response = await createMatch({
        game,
        seats: openSeats(named, listPublicly),
        ...(listPublicly ? { listed: true } : {}),
        ...webhookRequest(webhookUrl),
        options: options(),
        moveDeadlineSeconds: moveTime,
      });
      const mine = response.invites[0];
      if (mine) saveSeat({ matchId: response.matchId, seat: mine.seat, token: mine.token });
      // One person against bots has nobody to invite: the game opens at once.
      if (mine && response.invites.length === 1) {
        onOpen({ screen: 'remote', matchId: response.matchId, token: mine.token });
        return;
      }
      onCreated(
        response,
        named.map((s) => s.name),
      );
    } catch (e) {
      if (e instanceof ApiError && isWebhookRefusal(e.code)) setWebhookRefusal(errorText(t, e));
      else setError(e instanceof ApiError ? errorText(t, e) : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="new-imperium-game" data-testid={`${game}-lobby`}>
      <h2 id="new-imperium-game">{t('ui.newGame')}</h2>
      <GamePicker value={game} onChange={onGame} />
      <SeatCount
        value={seats.length}
        min={1}
        max={uprising ? 6 : 4}
        counts={uprising ? UPRISING_SEAT_COUNTS : undefined}
        onChange={resize}
        testId="imp-seat-count"
      />
      <p className="hint">
        {seats.length === 1
          ? t(uprising ? 'uprisingLobby.solo' : 'imp.lobby.solo')
          : seats.length === 2
            ? t(uprising ? 'uprisingLobby.twoPlayers' : 'imp.lobby.twoPlayers')
            : six
              ? t('uprising.six.lobby.seats')
              : ''}
      </p>
      <SeatTable
        seats={seats}
        levels={BOT_LEVELS[game]}
        onChange={setSeat}
        testIdPrefix="imp-"
        column={
          six
            ? {
                header: t('uprising.six.lobby.column'),
                cell: (_seat, i) => {
                  const place = SIX_SEATING[i]!;
                  return (
                    <span data-testid={`six-lobby-role-${i}`} data-team={place.team}>
                      <span
                        style={{
                          background: TEAM_COLOURS[place.team],
                          color: '#fff',
                          fontWeight: 700,
                          padding: '0 0.3em',
                          borderRadius: '0.3em',
                        }}
                        aria-hidden="true"
                      >
                        {place.team === 0 ? 'M' : 'E'}
                      </span>{' '}
                      {t('uprising.six.role', {
                        role: t(place.commander ? 'uprising.six.commander' : 'uprising.six.ally'),
                        team: t(`uprising.six.team.${TEAM_KEYS[place.team]}`),
                      })}
                    </span>
                  );
                },
              }
            : undefined
        }
      />
      <BotLevelHelp levels={BOT_LEVELS[game]} />
      {uprising ? (
        <PresetChoice
          game="uprising"
          presets={UPRISING_PRESETS.map((p) => p.id)}
          current={
            UPRISING_PRESETS.find(
              (p) =>
                p.leaders === leaders &&
                p.contracts === contracts &&
                (seats.length > 2 || p.rivalDifficulty === rivalDifficulty),
            )?.id ?? null
          }
          onChoose={(id) => {
            const preset = UPRISING_PRESETS.find((p) => p.id === id);
            if (!preset) return;
            setLeaderSelection(preset.leaders);
            setContracts(preset.contracts);
            setRivalDifficulty(preset.rivalDifficulty);
          }}
          testIdPrefix="up-"
        />
      ) : (
        <PresetChoice
          game="imperium"
          presets={IMPERIUM_PRESETS.map((p) => p.id)}
          current={
            IMPERIUM_PRESETS.find(
              (p) => p.leaders === leaderSelection && (seats.length !== 1 || p.difficulty === difficulty),
            )?.id ?? null
          }
          onChoose={(id) => {
            const preset = IMPERIUM_PRESETS.find((p) => p.id === id);
            if (!preset) return;
            setLeaderSelection(preset.leaders);
            setDifficulty(preset.difficulty);
          }}
          testIdPrefix="imp-"
        />
      )}
      <fieldset>
        <legend>{t('imp.lobby.leaders')}</legend>
        {!uprising && (
          <label>
            <input
              type="radio"
              name="imp-leaders"
              checked={leaderSelection === 'firstGame'}
              onChange={() => setLeaderSelection('firstGame')}
              data-testid="imp-leaders-first-game"
            />{' '}
            {t('saves.leadersFirstGame')}
          </label>
        )}
        <label>
          <input
            type="radio"
            name="imp-leaders"
            checked={uprising ? leaders === 'draw' : leaderSelection === 'draw'}
            onChange={() => setLeaderSelection('draw')}
            data-testid="imp-leaders-draw"
          />{' '}
          {t('imp.lobby.leadersDraw')}
        </label>
        <label>
          <input
            type="radio"
            name="imp-leaders"
            checked={leaderSelection === 'choose'}
            onChange={() => setLeaderSelection('choose')}
            data-testid="imp-leaders-choose"
          />{' '}
          {t('imp.lobby.leadersChoose')}
        </label>
      </fieldset>
      {uprising && (
        <fieldset>
          <legend>{t('ui.options')}</legend>
          <label>
            {/* facts uprising-rules.md §1.3: the six-player game always plays the CHOAM module. */}
            <input
              type="checkbox"
              checked={contracts || six}
              disabled={six}
              onChange={(e) => setContracts(e.target.checked)}
              data-testid="up-contracts"
            />{' '}
            {t('uprisingLobby.contracts')}
          </label>
        </fieldset>
      )}
      {uprising && seats.length <= 2 && (
        <label className="row">
          {t('uprisingLobby.rivalDifficulty')}{' '}
          <select
            value={rivalDifficulty}
            onChange={(e) => setRivalDifficulty(e.target.value as RivalDifficultyId)}
            data-testid="up-rival-difficulty"
          >
            {RIVAL_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`uprisingLobby.rivalLevel.${d}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {!uprising && seats.length === 1 && (
        <label className="row">
          {t('imp.lobby.difficulty')}{' '}
          <select
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as HagalDifficultyId)}
            data-testid="imp-difficulty"
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`imp.difficulty.${d}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <ModeChoice mode={mode} onChange={setMode} name="imp-mode" testIdPrefix="imp-" />
      {mode === 'online' && <MoveTimeChoice value={moveTime} onChange={setMoveTime} testId="imp-move-time" />}
      {mode === 'online' && <ListPublicly value={listPublicly} onChange={setListPublicly} testId="imp-list-publicly" />}
      {mode === 'online' && (
        <WebhookField value={webhookUrl} onChange={setWebhookUrl} refusal={webhookRefusal} testId="imp-webhook-url" />
      )}
      <button className="primary" disabled={busy} onClick={() => void create()} data-testid="imp-create">
        {busy ? t('ui.creating') : t('ui.create')}
      </button>
      {error && <p className="error">{error}</p>}
      {children}
    </section>
  );
}
