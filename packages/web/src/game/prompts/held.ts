import type { DuneAction, DuneView } from '@arrakis/dune';
import { useEffect, useState } from 'react';
import type { Preview } from './preview.ts';

/**
 * Steps the player chose but has not confirmed (UX.md "Reversible until committed"): the engine takes a battle
 * plan or a cross-ship one decision at a time, so the screen holds the steps, shows what the engine would ask next,
 * and sends them all, in order, on Confirm.
 */
export interface HeldSteps {
  readonly held: readonly DuneAction[];
  hold(action: DuneAction): void;
  /** Takes the last held step back. */
  back(): void;
  /** The view and choices after the held steps; null while they are worked out. */
  readonly current: Preview | null;
}

/**
 * The held steps of each decision in progress, by `scope`: the prompt is drawn anew at every update (another seat's
 * move), and what this seat was building survives it.
 */
const heldByScope = new Map<string, readonly DuneAction[]>();

export function useHeldSteps(
  view: DuneView,
  actions: readonly DuneAction[],
  scope: string,
  send: (a: DuneAction) => void,
): HeldSteps {
  const [held, setHeldHere] = useState<readonly DuneAction[]>(() => heldByScope.get(scope) ?? []);
  const setHeld = (steps: readonly DuneAction[]) => {
    heldByScope.clear();
    if (steps.length > 0) heldByScope.set(scope, steps);
    setHeldHere(steps);
  };
  const [preview, setPreview] = useState<{ held: readonly DuneAction[]; result: Preview | null } | null>(null);
  useEffect(() => {
    if (held.length === 0) return;
    let live = true;
    // The engine loads only when a step is held: the table's own chunk stays small.
    void import('./preview.ts').then(({ previewAfter }) => {
      if (!live) return;
      try {
        setPreview({ held, result: previewAfter(view, held) });
      } catch (error) {
        // A view the sampler cannot complete is a bug; the player still plays: the steps go as chosen, at once.
        console.warn('no preview of the held steps', error);
        setHeld([]);
        sendChain(view, send, held);
      }
    });
    return () => {
      live = false;
    };
  }, [held]);
  const refused = held.length > 0 && preview?.held === held && preview.result === null;
  // A held step the engine refuses (the view changed under it) is dropped.
  useEffect(() => {
    if (refused) setHeld([]);
  }, [refused]);
  const current = held.length === 0 ? { view, actions } : preview?.held === held ? preview.result : null;
  return {
    held,
    hold: (action) => setHeld([...held, action]),
    back: () => setHeld(held.slice(0, -1)),
    current,
  };
}

/** The rest of a confirmed chain, sent one by one as the engine asks for each. */
let queued: { readonly turn: number; readonly seat: number; readonly steps: readonly DuneAction[] } | null = null;

/** Sends the first step now; the others follow as the engine asks for them (see `continueChain`). */
export function sendChain(view: DuneView, send: (a: DuneAction) => void, steps: readonly DuneAction[]): void {
  if (steps.length === 0 || view.you === null) return;
  heldByScope.clear();
  queued = steps.length > 1 ? { turn: view.turn, seat: view.you, steps: steps.slice(1) } : null;
  send(steps[0]!);
}

/**
 * Sends the next step of a confirmed chain if the engine now asks for it; a chain the engine no longer fits (another
 * turn, another seat, a choice it does not offer) is dropped and the player chooses anew. Returns whether it sent.
 */
export function continueChain(view: DuneView, actions: readonly DuneAction[], send: (a: DuneAction) => void): boolean {
  const chain = queued;
  if (chain === null) return false;
  const [next, ...rest] = chain.steps;
  const key = JSON.stringify(next);
  if (chain.turn !== view.turn || chain.seat !== view.you || !actions.some((a) => JSON.stringify(a) === key)) {
    queued = null;
    return false;
  }
  queued = rest.length > 0 ? { ...chain, steps: rest } : null;
  send(next!);
  return true;
}

/** Whether the engine now asks for the next step of a confirmed chain: the prompt shows it on its way instead. */
export function chainFits(view: DuneView, actions: readonly DuneAction[]): boolean {
  const next = queued?.steps[0];
  if (!queued || next === undefined || queued.turn !== view.turn || queued.seat !== view.you) return false;
  const key = JSON.stringify(next);
  return actions.some((a) => JSON.stringify(a) === key);
}
