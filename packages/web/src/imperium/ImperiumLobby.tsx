import type { HagalDifficultyId, ImperiumOptions } from '@arrakis/imperium';
import type { BotLevel, CreateMatchResponse } from '@arrakis/server/protocol';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { errorText } from '../i18n/errors.ts';
import { ApiError, createMatch } from '../lobby/api.ts';
import { saveSeat } from '../lobby/storage.ts';
import { ModeChoice, type PlayMode } from '../lobby/ModeChoice.tsx';
import { MoveTimeChoice, type MoveTime } from '../lobby/MoveTime.tsx';
import { BOT_LEVELS, SeatCount, SeatTable, type NamedSeat } from '../lobby/SeatChoice.tsx';
import { BotLevelHelp, PresetChoice } from '../lobby/LobbyHelp.tsx';
import { IMPERIUM_PRESETS, type LeaderChoice } from '../lobby/presets.ts';
import { newLocalGameId } from '../transport/localStore.ts';
import { DIFFICULTIES, lobbyImperiumOptions } from './lobbyOptions.ts';

export type LobbyGame = 'dune' | 'imperium';

/** The game a new match plays: Dune, or Dune: Imperium. */
export function GamePicker({ value, onChange }: { value: LobbyGame; onChange: (game: LobbyGame) => void }) {
  const { t } = useTranslation();
  return (
    <label className="row game-picker">
      {t('imp.lobby.game')}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as LobbyGame)} data-testid="game-select">
        <option value="dune">{t('imp.lobby.dune')}</option>
        <option value="imperium">{t('imp.lobby.imperium')}</option>
      </select>
    </label>
  );
}

const IMPERIUM_BOT: BotLevel = BOT_LEVELS.imperium[0];

/**
 * A new Dune: Imperium game: 1 to 4 seats (solo and 2 players add House Hagal's Rivals), people or bots at a
 * level, leaders chosen or drawn, the solo difficulty; online or on this device.
 */
export function ImperiumLobby({
  game,
  onGame,
  onOpen,
  onCreated,
  children,
}: {
  game: LobbyGame;
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
  const [mode, setMode] = useState<PlayMode>('online');
  const [moveTime, setMoveTime] = useState<MoveTime>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resize = (count: number) =>
    setSeats((all) =>
      Array.from({ length: count }, (_, i) => all[i] ?? { kind: 'bot', botLevel: IMPERIUM_BOT, name: '' }),
    );
  const setSeat = (i: number, patch: Partial<NamedSeat>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const nameOf = (s: NamedSeat, i: number) =>
    s.name || (s.kind === 'bot' ? t('ui.botName', { n: i + 1 }) : t('ui.seat', { n: i + 1 }));
  const options = (): Partial<ImperiumOptions> => lobbyImperiumOptions(leaderSelection, difficulty, seats.length);

  const create = async () => {
    setError(null);
    const named = seats.map((s, i) => ({
      kind: s.kind,
      name: nameOf(s, i),
      ...(s.kind === 'bot' ? { botLevel: s.botLevel } : {}),
    }));
    if (mode === 'hotSeat') {
      onOpen({
        screen: 'local',
        game: 'imperium',
        id: newLocalGameId(),
        start: {
          game: 'imperium',
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
        game: 'imperium',
        seats: named,
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
      setError(e instanceof ApiError ? errorText(t, e) : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="new-imperium-game" data-testid="imperium-lobby">
      <h2 id="new-imperium-game">{t('ui.newGame')}</h2>
      <GamePicker value={game} onChange={onGame} />
      <SeatCount value={seats.length} min={1} max={4} onChange={resize} testId="imp-seat-count" />
      <p className="hint">
        {seats.length === 1 ? t('imp.lobby.solo') : seats.length === 2 ? t('imp.lobby.twoPlayers') : ''}
      </p>
      <SeatTable seats={seats} levels={BOT_LEVELS.imperium} onChange={setSeat} testIdPrefix="imp-" />
      <BotLevelHelp levels={BOT_LEVELS.imperium} />
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
      <fieldset>
        <legend>{t('imp.lobby.leaders')}</legend>
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
        <label>
          <input
            type="radio"
            name="imp-leaders"
            checked={leaderSelection === 'draw'}
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
      {seats.length === 1 && (
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
      <button className="primary" disabled={busy} onClick={() => void create()} data-testid="imp-create">
        {busy ? t('ui.creating') : t('ui.create')}
      </button>
      {error && <p className="error">{error}</p>}
      {children}
    </section>
  );
}
