import type { AutoPassDelay } from '@arrakis/engine';
import type { LocalGameSetup } from './localRules.ts';
import type { ConnectionError, Update } from './types.ts';

/** Messages from the page to the local engine (a Web Worker, or inline in tests). */
export type ToLocal =
  /** A new game, saved under `id` from its first action on. */
  | {
      readonly type: 'start';
      readonly id: string;
      readonly setup: LocalGameSetup;
      readonly botDelayMs: number;
      /** Before the host answers a window a person cannot use (default: see `autoPassDelayFor`). */
      readonly autoPassDelay?: AutoPassDelay;
    }
  /** A saved game, replayed from its record. */
  | {
      readonly type: 'resume';
      readonly id: string;
      readonly botDelayMs: number;
      readonly autoPassDelay?: AutoPassDelay;
    }
  | { readonly type: 'action'; readonly action: unknown }
  | { readonly type: 'autoPass'; readonly enabled: boolean }
  /** Why the seat on screen may not play `action` now (issue 21): answered by `explained` with the same id. */
  | { readonly type: 'explain'; readonly id: number; readonly action: unknown };

/** Messages from the local engine to the page. */
export type FromLocal =
  | { readonly type: 'update'; readonly update: Update<unknown, unknown> }
  | { readonly type: 'error'; readonly error: ConnectionError }
  | { readonly type: 'explained'; readonly id: number; readonly seq: number; readonly error: ConnectionError | null };
