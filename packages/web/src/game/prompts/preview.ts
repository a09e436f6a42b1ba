import { determinize, dune, type DuneAction, type DuneView } from '@arrakis/dune';
import { seedRng } from '@arrakis/engine';

/** What the engine would ask this seat next, had it already sent the held steps. */
export interface Preview {
  readonly view: DuneView;
  readonly actions: readonly DuneAction[];
}

/**
 * The next question after `held`, asked of a state sampled from the seat's view: the seat's own hand, leaders and
 * forces are exact in it, and the steps held here (battle plan, cross-ship) read nothing else, so the choices are
 * the engine's own. Null when a held step is refused (the view changed under it).
 */
export function previewAfter(view: DuneView, held: readonly DuneAction[]): Preview | null {
  const me = view.you;
  if (me === null) return null;
  let state = determinize(view, seedRng(`preview:${view.turn}`));
  for (const action of held) {
    const result = dune.apply(state, me, action);
    if (!result.ok) return null;
    state = result.state;
  }
  return { view: dune.view(state, me), actions: dune.decisionActions(state, me) };
}
