/** Where a replay's record comes from: a finished (or running) online match, a game of this browser, a file. */
export type ReplaySource =
  | { readonly kind: 'online'; readonly matchId: string }
  | { readonly kind: 'local'; readonly id: string }
  | { readonly kind: 'file' };

/** `/replay/<match>`, `/replay/local/<id>`, `/replay/file`; null for any other path. */
export function parseReplayLink(pathname: string): ReplaySource | null {
  const local = /^\/replay\/local\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (local) return { kind: 'local', id: local[1]! };
  if (/^\/replay\/file\/?$/.test(pathname)) return { kind: 'file' };
  const online = /^\/replay\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  return online ? { kind: 'online', matchId: online[1]! } : null;
}

export function replayPath(source: ReplaySource): string {
  if (source.kind === 'local') return `/replay/local/${source.id}`;
  if (source.kind === 'file') return '/replay/file';
  return `/replay/${encodeURIComponent(source.matchId)}`;
}

/** The point a shared address opens at (`?at=412`), or null when it names none. */
export function pointOf(search: string): number | null {
  const at = new URLSearchParams(search).get('at');
  if (at === null || !/^\d+$/.test(at)) return null;
  return Number(at);
}

/** An imported record stays in this tab (not this browser's saved games): a reload opens it again. */
export const IMPORTED_KEY = 'arrakis.replay.imported';
