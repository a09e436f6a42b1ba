import { ruleError } from './errors.ts';
import type { RuleError } from './errors.ts';
import type { ApplyResult, DefinedGame, GameRules, Seat } from './game.ts';
import { Drafts } from './draft.ts';
import { cloneJson } from './json.ts';

export function defineGame<S, A, V, O>(rules: GameRules<S, A, V, O>): DefinedGame<S, A, V, O> {
  const drafts = new Drafts();
  return {
    id: rules.id,
    rules,
    setup: (options, seats, seed) => rules.setup(options, seats, seed),
    decisions: (state) => rules.decisions(state),
    legalActions: (state, seat) => [...rules.decisionActions(state, seat), ...rules.interruptActions(state, seat)],
    decisionActions: (state, seat) => rules.decisionActions(state, seat),
    interruptActions: (state, seat) => rules.interruptActions(state, seat),
    // A copy: whoever holds a view (a client, a bot) can never write into the game through it.
    view: (state, seat) => cloneJson(rules.view(state, seat)),
    outcome: (state) => rules.outcome(state),
    explain: (state, seat, input) => refusal(rules, state, seat, input).error,
    apply(state: S, seat: Seat, input: unknown): ApplyResult<S> {
      const checked = refusal(rules, state, seat, input);
      if (checked.error) return { ok: false, error: checked.error };
      const draft = lazyCopy(drafts, state);
      const events = rules.perform(draft.state, seat, checked.action);
      return { ok: true, state: draft.finish(), events };
    },
    applyInPlace: (state, seat, action) => rules.perform(state, seat, action),
    ...(rules.rebranch ? { rebranch: (state: S, seed: string) => rules.rebranch!(cloneJson(state), seed) } : {}),
  };
}

function refusal<S, A, V, O>(
  rules: GameRules<S, A, V, O>,
  state: S,
  seat: Seat,
  input: unknown,
): { readonly error: RuleError; readonly action?: undefined } | { readonly error: null; readonly action: A } {
  if (!Number.isInteger(seat) || seat < 0) return { error: ruleError('badSeat', { seat: String(seat) }) };
  const parsed = rules.parse(input);
  if (!parsed.ok) return { error: parsed.error };
  const error = rules.check(state, seat, parsed.action);
  return error ? { error } : { error: null, action: parsed.action };
}

/** A copy of the state made as `perform` reaches its fields (draft.ts); a whole copy of anything else. */
function lazyCopy<S>(drafts: Drafts, input: S): { readonly state: S; finish(): S } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const copy = cloneJson(input);
    return { state: copy, finish: () => copy };
  }
  return drafts.draft(input);
}
