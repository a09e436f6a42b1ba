import type { CreateMatchRequest, CreateMatchResponse, MyMatch } from '@arrakis/server/protocol';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) {
    let code = `http${response.status}`;
    try {
      const payload = (await response.json()) as { error?: { code?: string } };
      if (payload.error?.code) code = payload.error.code;
    } catch {
      // The body was not JSON: keep the HTTP status as the code.
    }
    throw new ApiError(code);
  }
  return (await response.json()) as T;
}

export class ApiError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

export function createMatch(request: CreateMatchRequest): Promise<CreateMatchResponse> {
  return post('/api/matches', request);
}

export async function myMatches(tokens: readonly string[]): Promise<MyMatch[]> {
  const result = await post<MyMatch[] | { matches: MyMatch[] }>('/api/my-matches', { tokens });
  return Array.isArray(result) ? result : result.matches;
}
