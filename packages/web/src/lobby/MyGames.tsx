import type { MatchStatus, MyMatch } from '@arrakis/server/protocol';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { indexedDbStore, type LocalGameSummary } from '../transport/localStore.ts';
import type { GameName } from '../transport/types.ts';
import { serverEventText } from '../game/serverEvents.ts';
import { currentLanguage } from '../i18n/index.ts';
import { myMatches } from './api.ts';
import { loadSeats } from './storage.ts';
import { NotifyButton, useTitleCount } from './openTables/yourTurn.tsx';
import { RecordButtons } from '../replay/RecordButtons.tsx';

/** "My games" is read again this often, for the count of games waiting in the tab's title (issue 18). */
const REFRESH_MS = 30_000;

/** A game of this browser as "My games" lists it, online or local alike. */
export interface ListedGame {
  readonly key: string;
  readonly where: 'online' | 'local';
  readonly game: GameName | null;
  readonly players: readonly { readonly name: string; readonly kind: 'human' | 'bot'; readonly role: string | null }[];
  readonly status: MatchStatus;
  readonly yourTurn: boolean;
  /** Seats the game waits for. */
  readonly waitingFor: readonly number[];
  /** This browser's seat online; null for a local game (every person's seat is here). */
  readonly seat: number | null;
  readonly deadline: number | null;
  readonly lastMoveAt: number | null;
  /** When the game last changed, for the order: its last move, else its creation (local games). */
  readonly activityAt: number;
  /** Dune's turn or Imperium's round, and the phase (local games only: the server sends neither). */
  readonly progress: { readonly round: number; readonly phase: string } | null;
  readonly route: Route;
  /** Online: the match's id when the server sent no players (a server before issue 14). */
  readonly fallbackName: string;
  /** The last public event, said in the game's own words; null when unknown (an older save or server). */
  readonly lastEvent: LastEvent | null;
}

export type LastEvent = NonNullable<MyMatch['lastEvent']>;

export function listedLocal(s: LocalGameSummary): ListedGame {
  const humansWaiting = s.waitingFor.filter((seat) => s.players[seat]?.kind === 'human');
  return {
    key: `local:${s.id}`,
    where: 'local',
    game: s.game,
    players: s.players,
    status: s.status,
    yourTurn: s.status === 'active' && humansWaiting.length > 0,
    waitingFor: s.waitingFor,
    seat: null,
    deadline: null,
    lastMoveAt: s.seq > 0 ? s.updatedAt : null,
    activityAt: s.updatedAt,
    progress: { round: s.round, phase: s.phase },
    route: { screen: 'local', game: s.game, id: s.id, start: null },
    fallbackName: s.id,
    lastEvent: s.lastEvent ?? null,
  };
}

export function listedOnline(m: MyMatch, token: string | null): ListedGame {
  return {
    key: `online:${m.matchId}:${m.seat}`,
    where: 'online',
    game: m.game ?? null,
    players: (m.players ?? []).map((p) => ({ name: p.name, kind: p.kind, role: p.faction })),
    status: m.status,
    yourTurn: m.yourTurn,
    waitingFor: m.waitingFor ?? [],
    seat: m.seat,
    deadline: m.deadline ?? null,
    lastMoveAt: m.lastMoveAt ?? null,
    activityAt: m.lastMoveAt ?? 0,
    progress: null,
    route: { screen: 'remote', matchId: m.matchId, token },
    fallbackName: m.matchId.slice(0, 8),
    lastEvent: m.lastEvent ?? null,
  };
}

const STATUS_ORDER: Readonly<Record<MatchStatus, number>> = { active: 0, finished: 1, abandoned: 2, quarantined: 3 };

/** "Your turn" first, then the games under way, then the others; the most recently played first within each. */
export function sortGames(games: readonly ListedGame[]): ListedGame[] {
  return games
    .map((g, index) => ({ g, index }))
    .sort(
      (a, b) =>
        Number(b.g.yourTurn) - Number(a.g.yourTurn) ||
        STATUS_ORDER[a.g.status] - STATUS_ORDER[b.g.status] ||
        b.g.activityAt - a.g.activityAt ||
        a.index - b.index,
    )
    .map(({ g }) => g);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago", "in 2 hours", "now": in the reader's language. */
function relative(lang: string, at: number, now: number): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const delta = at - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(delta) >= ms) return format.format(Math.round(delta / ms), unit);
  }
  return format.format(0, 'minute');
}

function names(lang: string, list: readonly string[]): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(list);
}

/** A player as the list names them: `Anne (Atréides)` in Dune once the faction is known; the name alone else. */
function playerLabel(t: TFunction, game: GameName | null, p: ListedGame['players'][number]): string {
  if (game === 'dune' && p.role) return t('ui.playerFaction', { name: p.name, faction: t(`faction.${p.role}`) });
  return p.name;
}

/** The game's name in the list; an online game not opened yet has none. */
function gameName(t: TFunction, game: GameName | null): string {
  if (game === null) return t('saves.game');
  return game === 'uprising' ? t('uprisingLobby.game') : t(`imp.lobby.${game}`);
}

/** Whose turn it is, in words: this browser's, or whom the game waits for. */
function turnText(t: TFunction, lang: string, g: ListedGame): string {
  if (g.status !== 'active') return t(`ui.${g.status}`);
  const waiting = g.waitingFor
    .filter((seat) => seat !== g.seat)
    .map((seat) => g.players[seat]?.name)
    .filter((name): name is string => Boolean(name));
  if (g.yourTurn) {
    if (g.where === 'local') {
      const people = g.waitingFor.filter((seat) => g.players[seat]?.kind === 'human');
      // Hot-seat: which of the people at this device must play.
      if (g.players.filter((p) => p.kind === 'human').length > 1) {
        return t('saves.turnOf', {
          names: names(
            lang,
            people.map((s) => g.players[s]!.name),
          ),
        });
      }
    }
    return t('ui.yourTurn');
  }
  if (waiting.length === 0) return t('ui.waiting');
  return t('saves.waitingFor', { names: names(lang, waiting) });
}

function progressText(t: TFunction, g: ListedGame): string | null {
  if (!g.progress || g.status !== 'active') return null;
  const { round, phase } = g.progress;
  // Both Imperium editions have the same rounds and phases.
  return g.game === 'imperium' || g.game === 'uprising'
    ? t('saves.roundPhase', { round, phase: t(`imp.phase.${phase}`, { defaultValue: phase }) })
    : t('saves.turnPhase', { turn: round, phase: t(`phase.${phase}`, { defaultValue: phase }) });
}

/** Every game of this browser: those played here (IndexedDB) and online ones (the seat tokens it holds). */
export function MyGames({ onOpen, refreshKey }: { onOpen: (route: Route) => void; refreshKey: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [games, setGames] = useState<ListedGame[] | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [deleting, setDeleting] = useState<string | null>(null);
  // The games' words load after the list: a game's last event shows once they are here.
  const [words, setWords] = useState<typeof import('./lastEvent.ts') | null>(null);
  const anyEvent = games?.some((g) => g.lastEvent !== null) ?? false;
  useEffect(() => {
    if (!anyEvent || words) return;
    let live = true;
    void import('./lastEvent.ts').then((module) => {
      if (live) setWords(module);
    });
    return () => {
      live = false;
    };
  }, [anyEvent, words]);

  const refresh = useCallback(() => {
    const seats = loadSeats();
    const tokenOf = (matchId: string) => seats.find((s) => s.matchId === matchId)?.token ?? null;
    const online: Promise<ListedGame[]> =
      seats.length === 0
        ? Promise.resolve([])
        : myMatches(seats.map((s) => s.token)).then(
            (list) => list.map((m) => listedOnline(m, tokenOf(m.matchId))),
            () => [],
          );
    const local: Promise<ListedGame[]> = indexedDbStore.list().then(
      (list) => list.map(listedLocal),
      () => [],
    );
    void Promise.all([local, online]).then(([l, o]) => {
      setNow(Date.now());
      setGames(sortGames([...l, ...o]));
    });
  }, []);
  useEffect(refresh, [refresh, refreshKey]);
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  // Online games only: a game of this device waits for nobody away from it.
  const waiting = games?.filter((g) => g.where === 'online' && g.yourTurn && g.status === 'active').length ?? 0;
  useTitleCount(waiting);

  const remove = (id: string) => {
    setDeleting(null);
    void indexedDbStore.remove(id).then(refresh, refresh);
  };

  return (
    <>
      <button onClick={refresh}>{t('ui.refresh')}</button>
      {waiting > 0 && (
        <p className="your-turn" data-testid="waiting-count">
          {t('openTables.waiting', { count: waiting })}
        </p>
      )}
      <NotifyButton />
      {games && games.length === 0 && <p>{t('ui.noGames')}</p>}
      <ul className="games" data-testid="my-games">
        {games?.map((g) => {
          const progress = progressText(t, g);
          const localId = g.route.screen === 'local' ? g.route.id : null;
          return (
            <li key={g.key} className={g.yourTurn ? 'game-entry your-turn-entry' : 'game-entry'} data-testid="my-game">
              <div className="game-entry-head">
                <strong>{gameName(t, g.game)}</strong>
                <span className="where">{t(g.where === 'local' ? 'saves.onThisDevice' : 'saves.online')}</span>
              </div>
              <div className="players" data-testid="my-game-players">
                {g.players.length > 0 ? g.players.map((p) => playerLabel(t, g.game, p)).join(', ') : g.fallbackName}
              </div>
              <div className="turn" data-testid="my-game-turn">
                {g.yourTurn ? <strong className="your-turn">● {turnText(t, lang, g)}</strong> : turnText(t, lang, g)}
                {g.deadline !== null && (
                  <span className="deadline">
                    {' · '}
                    {t('saves.deadline', { when: relative(lang, g.deadline, now) })}
                  </span>
                )}
              </div>
              {g.game !== null && g.lastEvent !== null && (
                <div className="last-event" data-testid="my-game-last-event">
                  {serverEventText(t, (seat) => g.players[seat]?.name ?? '?', g.lastEvent) ??
                    (words ? words.lastEventText(lang, g.game, g.players, g.lastEvent) : '…')}
                </div>
              )}
              <div className="last hint">
                {progress}
                {progress && g.lastMoveAt !== null && ' · '}
                {g.lastMoveAt !== null && t('saves.lastMove', { when: relative(lang, g.lastMoveAt, now) })}
              </div>
              <div className="row">
                <button
                  className={g.yourTurn ? 'primary' : ''}
                  onClick={() => onOpen(g.route)}
                  data-testid="my-game-open"
                >
                  {t(g.status === 'active' ? 'saves.resume' : 'saves.look')}
                </button>
                {g.status === 'finished' && (
                  <RecordButtons
                    source={
                      localId
                        ? { kind: 'local', id: localId }
                        : g.route.screen === 'remote'
                          ? { kind: 'online', matchId: g.route.matchId }
                          : null
                    }
                    onReplay={() =>
                      onOpen({
                        screen: 'replay',
                        source:
                          g.route.screen === 'remote'
                            ? { kind: 'online', matchId: g.route.matchId }
                            : { kind: 'local', id: localId ?? '' },
                      })
                    }
                  />
                )}
                {localId &&
                  (deleting === localId ? (
                    <>
                      <button className="danger" onClick={() => remove(localId)} data-testid="my-game-delete-confirm">
                        {t('saves.deleteConfirm')}
                      </button>
                      <button onClick={() => setDeleting(null)}>{t('saves.keep')}</button>
                    </>
                  ) : (
                    <button onClick={() => setDeleting(localId)} data-testid="my-game-delete">
                      {t('saves.delete')}
                    </button>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
