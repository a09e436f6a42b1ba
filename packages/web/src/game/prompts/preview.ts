import { determinize, dune, type DuneAction, type DuneView } from '@arrakis/dune';
import { seedRng, type RuleError } from '@arrakis/engine';

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

/**
 * Why the engine would refuse `action` after the held steps (issue 21): the host holds the plan at its first step
 * until the Confirm, so only the sampled state can say why a card is no weapon or defense there; the step reads the
 * seat's own hand, leaders and forces, exact in the sample, and the Voice's command, public.
 */
export function explainAfter(view: DuneView, held: readonly DuneAction[], action: unknown): RuleError | null {
  const me = view.you;
  if (me === null) return null;
  let state = determinize(view, seedRng(`preview:${view.turn}`));
  for (const step of held) {
    const result = dune.apply(state, me, step);
    if (!result.ok) return result.error;
    state = result.state;
  }
  return dune.explain(state, me, action);
}
