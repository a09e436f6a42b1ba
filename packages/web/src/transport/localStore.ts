import type { GameRecord, GameReview, RecordedAction } from '@arrakis/engine';
import type { GameName } from './types.ts';

/** A record without its actions: what a local game keeps in one row (docs/records.md). */
export type RecordHeader = Omit<GameRecord, 'actions'>;

/**
 * What "My games" shows of a local game without loading its engine: kept with the game and rewritten with each
 * action by the worker that plays it.
 */
export interface LocalGameSummary {
  readonly id: string;
  readonly game: GameName;
  readonly players: readonly {
    readonly name: string;
    readonly kind: 'human' | 'bot';
    /** The faction (Dune) or leader (Imperium), once known. */
    readonly role: string | null;
  }[];
  readonly status: 'active' | 'finished';
  /** Seats the game waits for. */
  readonly waitingFor: readonly number[];
  /** Dune's turn, Imperium's round. */
  readonly round: number;
  /** The phase under way, as the game names it (`bidding`, `playerTurns`…). */
  readonly phase: string;
  /** Actions played. */
  readonly seq: number;
  readonly createdAt: number;
  /** When the last action was played (the creation, before any). */
  readonly updatedAt: number;
  /** The last public event, which "My games" says in words (absent from games saved before it was kept). */
  readonly lastEvent?: { readonly type: string; readonly params: Readonly<Record<string, unknown>> } | null;
}

/** Where local games are kept: IndexedDB in the browser; in memory where there is none (unit tests). */
export interface LocalStore {
  create(header: RecordHeader & { readonly id: string }, summary: LocalGameSummary): Promise<void>;
  /**
   * Adds the actions played since `from` (the number already stored). Refused (`SavedElsewhereError`) when the
   * stored game has another number of actions: the same game played on in another tab.
   */
  append(id: string, from: number, actions: readonly RecordedAction[], summary: LocalGameSummary): Promise<void>;
  /** The stored record, as it was written (the reader checks it), or null when there is none. */
  load(id: string): Promise<unknown>;
  list(): Promise<LocalGameSummary[]>;
  remove(id: string): Promise<void>;
}

export class SavedElsewhereError extends Error {}

interface GameRow {
  readonly id: string;
  readonly header: RecordHeader;
  readonly summary: LocalGameSummary;
}

interface ActionRow {
  readonly gameId: string;
  readonly index: number;
  readonly seat: number;
  readonly action: unknown;
  readonly at?: number;
}

const DB_NAME = 'arrakis';
/** 2: the reviews (issue 22). */
const DB_VERSION = 2;
const GAMES = 'games';
const ACTIONS = 'actions';
const REVIEWS = 'reviews';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new SavedElsewhereError('transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** The keys of a game's actions. */
function actionsOf(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);
}

/**
 * The record with each seat's faction or leader as the game now knows it: the header is written when the game
 * begins, before leaders chosen in play are known; the summary follows every action.
 */
function withRoles(
  record: RecordHeader & { readonly actions: readonly RecordedAction[] },
  summary: LocalGameSummary,
): RecordHeader & { readonly actions: readonly RecordedAction[] } {
  return {
    ...record,
    seats: record.seats.map((seat, i) => ({ ...seat, role: summary.players[i]?.role ?? seat.role ?? null })),
  };
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(GAMES)) db.createObjectStore(GAMES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(ACTIONS)) db.createObjectStore(ACTIONS, { keyPath: ['gameId', 'index'] });
      if (!db.objectStoreNames.contains(REVIEWS)) db.createObjectStore(REVIEWS);
    };
    open.onsuccess = () => {
      const db = open.result;
      // A newer page opening a later version waits for this connection: it gives way, and the next use reopens.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    open.onerror = () => {
      opened = null;
      reject(open.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opened;
}

/** The games of this browser's IndexedDB (one database for the page and its workers). */
export const indexedDbStore: LocalStore = {
  async create(header, summary) {
    const db = await database();
    const tx = db.transaction([GAMES, ACTIONS], 'readwrite');
    const { id, ...rest } = header;
    tx.objectStore(GAMES).put({ id, header: rest, summary } satisfies GameRow);
    tx.objectStore(ACTIONS).delete(actionsOf(id));
    await done(tx);
  },

  async append(id, from, actions, summary) {
    const db = await database();
    const tx = db.transaction([GAMES, ACTIONS], 'readwrite');
    const games = tx.objectStore(GAMES);
    const finished = done(tx);
    const row = (await request(games.get(id))) as GameRow | undefined;
    if (!row || row.summary.seq !== from) {
      tx.abort();
      await finished.catch(() => undefined);
      throw new SavedElsewhereError(`stored game ${id} has ${row?.summary.seq ?? 'no'} actions, not ${from}`);
    }
    const store = tx.objectStore(ACTIONS);
    actions.forEach((a, i) => store.put({ gameId: id, index: from + i, ...a } satisfies ActionRow));
    games.put({ ...row, summary } satisfies GameRow);
    await finished;
  },

  async load(id) {
    const db = await database();
    const tx = db.transaction([GAMES, ACTIONS], 'readonly');
    const row = (await request(tx.objectStore(GAMES).get(id))) as GameRow | undefined;
    if (!row) return null;
    const rows = (await request(tx.objectStore(ACTIONS).getAll(actionsOf(id)))) as ActionRow[];
    return withRoles(
      {
        ...row.header,
        actions: rows.map(({ seat, action, at }) => (at === undefined ? { seat, action } : { seat, action, at })),
      },
      row.summary,
    );
  },

  async list() {
    const db = await database();
    const tx = db.transaction([GAMES], 'readonly');
    const rows = (await request(tx.objectStore(GAMES).getAll())) as GameRow[];
    return rows.map((r) => r.summary);
  },

  async remove(id) {
    const db = await database();
    const tx = db.transaction([GAMES, ACTIONS, REVIEWS], 'readwrite');
    tx.objectStore(GAMES).delete(id);
    tx.objectStore(ACTIONS).delete(actionsOf(id));
    tx.objectStore(REVIEWS).delete(localReviewKey(id));
    await done(tx);
  },
};

/** Where a local game's review is kept: beside the game, and removed with it. */
export function localReviewKey(id: string): string {
  return `local:${id}`;
}

/** Where an imported record's review is kept: under its hash, so that the same file imported again finds it. */
export function fileReviewKey(hash: string): string {
  return `file:${hash}`;
}

/** A review kept in this browser (issue 22: computed once, never again), or null. */
export async function storedReview(key: string): Promise<GameReview | null> {
  const db = await database();
  const tx = db.transaction([REVIEWS], 'readonly');
  return ((await request(tx.objectStore(REVIEWS).get(key))) as GameReview | undefined) ?? null;
}

export async function storeReview(key: string, review: GameReview): Promise<void> {
  const db = await database();
  const tx = db.transaction([REVIEWS], 'readwrite');
  tx.objectStore(REVIEWS).put(review, key);
  await done(tx);
}

/** The same contract in memory: for hosts without IndexedDB (the unit tests run the engine inline). */
export function memoryStore(): LocalStore {
  const games = new Map<string, { header: RecordHeader; summary: LocalGameSummary; actions: RecordedAction[] }>();
  return {
    async create({ id, ...header }, summary) {
      games.set(id, { header, summary, actions: [] });
    },
    async append(id, from, actions, summary) {
      const game = games.get(id);
      if (!game || game.actions.length !== from) throw new SavedElsewhereError(`stored game ${id} moved on`);
      game.actions.push(...actions);
      game.summary = summary;
    },
    async load(id) {
      const game = games.get(id);
      return game ? withRoles({ ...game.header, actions: [...game.actions] }, game.summary) : null;
    },
    async list() {
      return [...games.values()].map((g) => g.summary);
    },
    async remove(id) {
      games.delete(id);
    },
  };
}

/** A new local game's id: random, and safe in a path. */
export function newLocalGameId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}
