import type {
  AccountMatch,
  ApiError as ApiErrorBody,
  AttachSeatsResponse,
  CreateAccountResponse,
} from '@arrakis/server/protocol';
import { ApiError } from '../api.ts';

/*
 * Optional accounts (issue 18): a secret link that lets "My games" follow a player to another device. The account's
 * token is sent only in the Authorization header, never in a URL the server sees.
 */

const KEY = 'arrakis.account';

export function loadAccount(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveAccount(token: string | null): void {
  if (token === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, token);
}

/** `…/#account=<token>`: the account link's token, if the page was opened with one. */
export function accountFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('account');
  return token !== null && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export function accountLink(origin: string, token: string): string {
  return `${origin}/#account=${token}`;
}

async function call<T>(method: string, path: string, account: string | null, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(account === null ? {} : { authorization: `Bearer ${account}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    let code = `http${response.status}`;
    try {
      const payload = (await response.json()) as Partial<ApiErrorBody>;
      if (typeof payload.error?.code === 'string') code = payload.error.code;
    } catch {
      // Not JSON: the HTTP status is the code.
    }
    throw new ApiError(code);
  }
  return (await response.json()) as T;
}

export function createAccount(): Promise<CreateAccountResponse> {
  return call('POST', '/api/accounts', null);
}

export function attachSeats(account: string, tokens: readonly string[]): Promise<AttachSeatsResponse> {
  return call('POST', '/api/accounts/seats', account, { tokens });
}

export function accountMatches(account: string): Promise<AccountMatch[]> {
  return call('GET', '/api/my-matches', account);
}

export function deleteAccount(account: string): Promise<{ chatLines: number }> {
  return call('DELETE', '/api/accounts', account);
}
