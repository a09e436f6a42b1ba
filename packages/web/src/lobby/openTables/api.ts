import type { OpenTable, SeatInvite } from '@arrakis/server/protocol';
import { ApiError } from '../api.ts';

/** GET /api/open-tables: the listed matches with a free seat (issue 18). */
export async function openTables(): Promise<OpenTable[]> {
  const response = await fetch('/api/open-tables');
  if (!response.ok) throw new ApiError(`http${response.status}`);
  return (await response.json()) as OpenTable[];
}

/** POST /api/matches/:id/claim: takes a free seat; the answer is the seat's invite (its token). */
export async function claimSeat(matchId: string, seat: number, name: string): Promise<SeatInvite> {
  const response = await fetch(`/api/matches/${encodeURIComponent(matchId)}/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seat, ...(name.trim() ? { name: name.trim() } : {}) }),
  });
  if (!response.ok) {
    let code = `http${response.status}`;
    let params: Readonly<Record<string, string | number>> = {};
    try {
      const body = (await response.json()) as { error?: { code?: unknown; params?: Record<string, string | number> } };
      if (typeof body.error?.code === 'string') code = body.error.code;
      if (body.error?.params) params = body.error.params;
    } catch {
      // Not JSON: the HTTP status is the code.
    }
    throw new ApiError(code, params);
  }
  return (await response.json()) as SeatInvite;
}
