import { ruleError } from './errors.ts';
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
    apply(state: S, seat: Seat, input: unknown): ApplyResult<S> {
      if (!Number.isInteger(seat) || seat < 0)
        return { ok: false, error: ruleError('badSeat', { seat: String(seat) }) };
      const parsed = rules.parse(input);
      if (!parsed.ok) return parsed;
      const error = rules.check(state, seat, parsed.action);
      if (error) return { ok: false, error };
      const next = cloneJson(state);
      const events = rules.perform(next, seat, parsed.action);
      return { ok: true, state: next, events };
    },
    applyInPlace: (state, seat, action) => rules.perform(state, seat, action),
  };
}
