import type { LocalGameSetup } from './localRules.ts';
import type { ConnectionError, Update } from './types.ts';

/** Messages from the page to the local engine (a Web Worker, or inline in tests). */
export type ToLocal =
  | { readonly type: 'start'; readonly setup: LocalGameSetup; readonly botDelayMs: number }
  | { readonly type: 'action'; readonly action: unknown };

/** Messages from the local engine to the page. */
export type FromLocal =
  | { readonly type: 'update'; readonly update: Update<unknown, unknown> }
  | { readonly type: 'error'; readonly error: ConnectionError };
