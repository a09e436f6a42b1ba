import type { Seat } from '@arrakis/engine';
import type { ActionOf, EngineAction } from './actions.ts';
import { intrigueData, isIntrigueCard, withoutOne } from './cards.ts';
import type { AnyIntrigueId as IntrigueCardId } from './ids.ts';
import type { IntrigueAbility, IntrigueTiming } from './dsl/content.ts';
import { costVariants, holds } from './effects/evaluate.ts';
import { payCosts } from './effects/pay.ts';
import { pushEffects } from './effects/stack.ts';
import type { EventLog } from './events.ts';
import { distinct, firstOfItsValue } from './flow.ts';
import type { EffectContext } from './frames.ts';
import type { EngineState } from './state.ts';

/** The moment a card is offered: a window the ability must have (or none: whenever its timing allows). */
export type IntrigueWindow = IntrigueAbility['window'] | null;

const CTX: EffectContext = { source: 'intrigue', card: null, space: null };

function abilityOf(state: EngineState, card: IntrigueCardId, timing: IntrigueTiming): IntrigueAbility | undefined {
  const data = intrigueData(state, card);
  // Named reads: `data[timing]` is a megamorphic read for V8 (its name changes between calls, asked at each turn).
  return timing === 'plot' ? data.plot : timing === 'combat' ? data.combat : data.endgame;
}

/**
 * Intrigue cards the seat may play now (rules 002 CARTES INTRIGUE): of that timing, in that window, whose
 * requirement holds and whose cost (mandatory, FAQ 2021) can be paid. `windows` lists the windows open now;
 * `null` stands for an ability without a window.
 */
export function playableIntrigues(
  state: EngineState,
  seat: Seat,
  timing: IntrigueTiming,
  windows: readonly IntrigueWindow[],
): IntrigueCardId[] {
  const p = state.players[seat]!;
  // Asked at every decision of a turn, mostly with no Intrigue in hand.
  if (p.intrigues.length === 0) return [];
  return distinct(p.intrigues).filter((card) => intrigueRefusal(state, seat, card, timing, windows) === null);
}

/** Why the seat may not play this Intrigue card of its hand now (issue 21), as a constant code; null when it may. */
export type IntrigueRefusal = 'intrigueNotNow' | 'intrigueRequirement' | 'intrigueCannotPay';

export function intrigueRefusal(
  state: EngineState,
  seat: Seat,
  card: IntrigueCardId,
  timing: IntrigueTiming,
  windows: readonly IntrigueWindow[],
): IntrigueRefusal | null {
  const ability = abilityOf(state, card, timing);
  if (!ability || !windows.includes(ability.window ?? null)) return 'intrigueNotNow';
  if (ability.requires && !holds(state, seat, ability.requires, CTX)) return 'intrigueRequirement';
  return costVariants(state, seat, ability.cost ?? [], CTX).length > 0 ? null : 'intrigueCannotPay';
}

/** Whether `intrigueActions` lists the action: the same rule, asked of the one card. */
export function intrigueAllowed(
  state: EngineState,
  seat: Seat,
  action: ActionOf<'playIntrigue'>,
  timing: IntrigueTiming,
  windows: readonly IntrigueWindow[],
): boolean {
  const card = action.card;
  return (
    !('for' in action) &&
    isIntrigueCard(state, card) &&
    state.players[seat]!.intrigues.includes(card) &&
    intrigueRefusal(state, seat, card, timing, windows) === null
  );
}

export function intrigueActions(
  state: EngineState,
  seat: Seat,
  timing: IntrigueTiming,
  windows: readonly IntrigueWindow[],
  out: EngineAction[] = [],
): EngineAction[] {
  const hand = state.players[seat]!.intrigues;
  if (hand.length === 0) return out;
  // `playableIntrigues` as one loop (asked at most decisions of a turn): each distinct card at its first place,
  // added to `out` (a new list unless given: a listing passes its own, instead of copying this one into it).
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (firstOfItsValue(hand, i) && intrigueRefusal(state, seat, card, timing, windows) === null)
      out.push({ type: 'playIntrigue', card });
  }
  return out;
}

/** Plays an Intrigue card: reveal, pay, discard face up, then its effects (rules 002 CARTES INTRIGUE). */
export function playIntrigue(
  state: EngineState,
  seat: Seat,
  card: string,
  timing: IntrigueTiming,
  log: EventLog,
  beneficiary?: Seat,
): void {
  if (!isIntrigueCard(state, card)) return;
  const ability = abilityOf(state, card, timing);
  const p = state.players[seat]!;
  if (!ability) return;
  const rest = withoutOne(p.intrigues, card);
  if (!rest) return;
  p.intrigues = rest;
  state.intrigueDiscard = [...state.intrigueDiscard, card];
  if (beneficiary === undefined) log.public('intriguePlayed', { seat, card, timing });
  else log.public('intriguePlayedFor', { seat, card, ally: beneficiary });
  const variant = costVariants(state, seat, ability.cost ?? [], CTX)[0] ?? null;
  payCosts(state, seat, ability.cost ?? [], variant, CTX, log);
  pushEffects(state, seat, ability.effects, CTX);
}
