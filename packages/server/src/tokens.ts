import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: far past guessing, short enough for a link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a leaked database does not give away the seats. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Match ids are public (they are in every link) but should not be enumerable. */
export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}

export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
