import type { GameName } from '../transport/types.ts';

/** Seat tokens this browser holds: they are the seats (protocol.ts SeatInvite). */
export interface StoredSeat {
  readonly matchId: string;
  readonly seat: number;
  readonly token: string;
  readonly savedAt: number;
}

const KEY = 'arrakis.seats';

export function loadSeats(): StoredSeat[] {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as StoredSeat[]) : [];
  } catch {
    return [];
  }
}

export function saveSeat(seat: Omit<StoredSeat, 'savedAt'>): void {
  const others = loadSeats().filter((s) => s.token !== seat.token);
  localStorage.setItem(KEY, JSON.stringify([{ ...seat, savedAt: Date.now() }, ...others]));
}

export function tokenFor(matchId: string): string | null {
  return loadSeats().find((s) => s.matchId === matchId)?.token ?? null;
}

/** `/play/<matchId>#token=…`: the match and the token the link carries, if any. */
export function parsePlayLink(pathname: string, hash: string): { matchId: string; token: string | null } | null {
  const match = /^\/play\/([^/?#]+)/.exec(pathname);
  if (!match) return null;
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return { matchId: decodeURIComponent(match[1]!), token };
}

/** `/local/<game>/<id>`: a game saved in this browser (transport/localStore.ts). */
export function parseLocalLink(pathname: string): { game: GameName; id: string } | null {
  const match = /^\/local\/(dune|imperium|uprising)\/([A-Za-z0-9_-]{1,64})$/.exec(pathname);
  return match ? { game: match[1] as GameName, id: match[2]! } : null;
}
