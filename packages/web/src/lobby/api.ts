import type {
  ApiError as ApiErrorBody,
  CreateMatchRequest,
  CreateMatchResponse,
  MyMatch,
  RematchResponse,
} from '@arrakis/server/protocol';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    let code = `http${response.status}`;
    let params: Readonly<Record<string, string | number>> = {};
    try {
      const payload = (await response.json()) as Partial<ApiErrorBody>;
      if (typeof payload.error?.code === 'string') code = payload.error.code;
      if (payload.error?.params && typeof payload.error.params === 'object') params = payload.error.params;
    } catch {
      // The body was not JSON: keep the HTTP status as the code.
    }
    throw new ApiError(code, params);
  }
  return (await response.json()) as T;
}

export class ApiError extends Error {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  constructor(code: string, params: Readonly<Record<string, string | number>> = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }
}

export function createMatch(request: CreateMatchRequest): Promise<CreateMatchResponse> {
  return post('/api/matches', request);
}

export async function myMatches(tokens: readonly string[]): Promise<MyMatch[]> {
  const result = await post<MyMatch[] | { matches: MyMatch[] }>('/api/my-matches', { tokens });
  return Array.isArray(result) ? result : result.matches;
}

/** Starts (or finds) the rematch of a finished match; the seat's token plays the rematch too. */
export function requestRematch(matchId: string, token: string): Promise<RematchResponse> {
  return post(`/api/matches/${encodeURIComponent(matchId)}/rematch`, { token });
}
