import type { LocalGameSetup } from './localRules.ts';
import type { ConnectionError, Update } from './types.ts';

/** Messages from the page to the local engine (a Web Worker, or inline in tests). */
export type ToLocal =
  /** A new game, saved under `id` from its first action on. */
  | { readonly type: 'start'; readonly id: string; readonly setup: LocalGameSetup; readonly botDelayMs: number }
  /** A saved game, replayed from its record. */
  | { readonly type: 'resume'; readonly id: string; readonly botDelayMs: number }
  | { readonly type: 'action'; readonly action: unknown };

/** Messages from the local engine to the page. */
export type FromLocal =
  | { readonly type: 'update'; readonly update: Update<unknown, unknown> }
  | { readonly type: 'error'; readonly error: ConnectionError };
