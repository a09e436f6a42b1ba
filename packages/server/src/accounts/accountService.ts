import type { Kysely } from 'kysely';
import type { MatchService, Outcome } from '../matchService.ts';
import type { AccountMatch, AttachSeatsResponse, CreateAccountResponse } from '../protocol.ts';
import { seatsOfTokens } from '../storage/matchStore.ts';
import {
  accountExists,
  attachedSeats,
  attachSeats,
  deleteAccount,
  insertAccount,
  type AttachedSeat,
} from '../storage/accountStore.ts';
import type { DatabaseSchema } from '../storage/schema.ts';
import { hashToken, newToken } from '../tokens.ts';
import { ruleError } from '@arrakis/engine';
import { openToken, sealToken } from './seal.ts';

const UNKNOWN_ACCOUNT: Outcome<never> = { ok: false, status: 401, error: ruleError('unknownAccount') };

/**
 * Optional accounts (issue 18): an account is a secret link (256 random bits, stored hashed) to which a browser
 * attaches the seats it holds, so that "My games" follows a player to another device. Seats stay usable by their
 * invite links alone; deleting an account deletes its chat lines too.
 */
export class AccountService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly matches: MatchService,
    private readonly now: () => number = Date.now,
  ) {}

  async create(): Promise<CreateAccountResponse> {
    const token = newToken();
    await insertAccount(this.db, hashToken(token), this.now());
    return { token };
  }

  async attach(accountToken: string, seatTokens: readonly string[]): Promise<Outcome<AttachSeatsResponse>> {
    const accountHash = hashToken(accountToken);
    if (!(await accountExists(this.db, accountHash))) return UNKNOWN_ACCOUNT;
    const seats: AttachedSeat[] = [];
    for (const token of new Set(seatTokens)) {
      for (const seat of await seatsOfTokens(this.db, [hashToken(token)]))
        seats.push({ ...seat, sealedToken: sealToken(accountToken, token) });
    }
    await attachSeats(this.db, accountHash, seats);
    return { ok: true, value: { attached: (await attachedSeats(this.db, accountHash)).length } };
  }

  async myMatches(accountToken: string): Promise<Outcome<AccountMatch[]>> {
    const accountHash = hashToken(accountToken);
    if (!(await accountExists(this.db, accountHash))) return UNKNOWN_ACCOUNT;
    const attached = await attachedSeats(this.db, accountHash);
    const tokens = new Map<string, string>();
    for (const a of attached) {
      const token = openToken(accountToken, a.sealedToken);
      if (token !== null) tokens.set(`${a.matchId}:${a.seat}`, token);
    }
    const listed = await this.matches.matchesOfSeats(attached);
    return {
      ok: true,
      value: listed.flatMap((m) => {
        const token = tokens.get(`${m.matchId}:${m.seat}`);
        return token === undefined ? [] : [{ ...m, token }];
      }),
    };
  }

  async delete(accountToken: string): Promise<Outcome<{ chatLines: number }>> {
    const accountHash = hashToken(accountToken);
    if (!(await accountExists(this.db, accountHash))) return UNKNOWN_ACCOUNT;
    return { ok: true, value: { chatLines: await deleteAccount(this.db, accountHash) } };
  }
}
