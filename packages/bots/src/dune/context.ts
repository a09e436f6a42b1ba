import type { RngState, Seat } from '@arrakis/engine';
import type { DuneAction, DuneView, Faction, FactionView } from '@arrakis/dune';
import type { FactionTuning } from './factions/tuning.ts';
import type { DuneMemory } from './memory.ts';

/** One decision as the heuristic bot sees it: the view, the legal actions, and what the bot remembers. */
export interface DuneContext {
  readonly view: DuneView;
  readonly actions: readonly DuneAction[];
  readonly seat: Seat;
  readonly faction: Faction;
  readonly me: FactionView;
  readonly tuning: FactionTuning;
  readonly memory: DuneMemory;
  readonly rng: RngState;
}

export type ActionOf<T extends DuneAction['type']> = Extract<DuneAction, { type: T }>;

/** The offered actions of one type, as that type. */
export function ofType<T extends DuneAction['type']>(actions: readonly DuneAction[], type: T): ActionOf<T>[] {
  return actions.filter((a): a is ActionOf<T> => a.type === type);
}

/** The item with the highest score; the first on ties, so choices stay deterministic. */
export function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let chosen: T | undefined;
  let top = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > top) {
      top = s;
      chosen = item;
    }
  }
  return chosen;
}

/** A field of the top frame as the seat sees it (frames are shown as loose records). */
export function frameField(view: DuneView, key: string): unknown {
  return view.frame?.[key];
}

export function frameString(view: DuneView, key: string): string | null {
  const value = frameField(view, key);
  return typeof value === 'string' ? value : null;
}

export function frameNumber(view: DuneView, key: string): number | null {
  const value = frameField(view, key);
  return typeof value === 'number' ? value : null;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
