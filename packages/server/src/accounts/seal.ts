import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * An account lets another device play its seats, so it must give their tokens back; the server keeps only hashes
 * of tokens, so each attached seat's token is sealed (AES-256-GCM) with a key derived from the account's link
 * token, which itself is stored only hashed. A leaked database gives away neither.
 */

function keyOf(accountToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', accountToken, 'arrakis-account', 'seat tokens', 32));
}

export function sealToken(accountToken: string, seatToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(accountToken), iv);
  const sealed = Buffer.concat([cipher.update(seatToken, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The seat token, or null when the seal does not open with this account's key. */
export function openToken(accountToken: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(accountToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
