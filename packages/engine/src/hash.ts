import { canonicalJson } from './json.ts';

/** 64-bit FNV-1a over UTF-16 code units, as 16 hex digits. Pure and the same on every platform. */
export function hashText(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c ^ (h1 >>> 7), 0x01000193) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

/** The canonical hash of a game state: equal states give equal hashes, whatever their key order. */
export function stateHash(state: unknown): string {
  return hashText(canonicalJson(state));
}
