import { ruleError } from './errors.ts';
import type { RuleError } from './errors.ts';
import type { ApplyResult, DefinedGame, GameRules, Seat } from './game.ts';
import { cloneJson } from './json.ts';

export function defineGame<S, A, V, O>(rules: GameRules<S, A, V, O>): DefinedGame<S, A, V, O> {
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
      const next = copyToPerform(rules, state, seat, checked.action);
      if (next) return { ok: true, state: next, events: rules.perform(next, seat, checked.action) };
      const draft = lazyCopy(state);
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

/**
 * The state the validating `apply` performs a checked action on, made without changing the input: the game's own
 * `copy`, or the fields `writes` names copied; `undefined` when neither answers (`apply` then copies lazily). Exported
 * for the bench, which times this step apart from the check and the action.
 */
export function copyToPerform<S, A, V, O>(
  rules: GameRules<S, A, V, O>,
  state: S,
  seat: Seat,
  action: A,
): S | undefined {
  const copy = rules.copy?.(state, seat, action);
  if (copy) return copy;
  const fields = rules.writes?.(state, seat, action);
  return fields ? copyFields(state, fields, rules.copies) : undefined;
}

/** A shallow copy of a state with the named fields copied deeply: the others are the input's own, shared. */
function copyFields<S>(
  input: S,
  fields: readonly string[],
  copies: { readonly [K in keyof S]?: (value: S[K]) => S[K] } | undefined,
): S {
  const next: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  // The copiers are typed by field; here fields are plain names of the same record.
  const copiers = copies as Readonly<Record<string, ((value: unknown) => unknown) | undefined>> | undefined;
  for (const field of fields) {
    const value = next[field];
    // A number or a string is shared as it is; an absent field stays absent.
    if (typeof value !== 'object' || value === null) continue;
    const copier = copiers?.[field];
    next[field] = copier ? copier(value) : cloneJson(value);
  }
  return next as S;
}

/**
 * A copy of a state whose object-valued top-level fields are copied only when `perform` first reaches them (read
 * or written): a Dune or Imperium action reaches a few of its ~30 fields, so most of the copy is never made. The
 * new state is the proxy's target: the fields never reached are the input's own objects, shared (states from
 * `apply` are values: neither is ever changed in place).
 */
function lazyCopy<S>(input: S): { readonly state: S; finish(): S } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const copy = cloneJson(input);
    return { state: copy, finish: () => copy };
  }
  const target: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  // The fields reached so far: a handful per action, so a list beats a Set.
  const copied: (string | symbol)[] = [];
  const state = new Proxy(target, {
    get(t, key) {
      let value = t[key as string];
      if (typeof value === 'object' && value !== null && !copied.includes(key)) {
        copied.push(key);
        t[key as string] = value = cloneJson(value);
      }
      return value;
    },
    set(t, key, value) {
      copied.push(key);
      t[key as string] = value;
      return true;
    },
  });
  return { state: state as S, finish: () => target as S };
}
