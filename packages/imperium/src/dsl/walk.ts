import type { Effect } from './effect.ts';

/** Every effect in `effects`, nested ones included (inside `pay`, `choose`, `if`, `opponents` and seat bonuses). */
export function* walkEffects(effects: readonly Effect[]): Generator<Effect> {
  for (const effect of effects) {
    yield effect;
    switch (effect.kind) {
      case 'pay':
      case 'opponents':
        yield* walkEffects(effect.effects);
        break;
      case 'choose':
        for (const option of effect.options) yield* walkEffects(option.effects);
        break;
      case 'if':
        yield* walkEffects(effect.then);
        if (effect.else) yield* walkEffects(effect.else);
        break;
      case 'takeHighCouncilSeat':
        yield* walkEffects(effect.everyRevealTurn);
        break;
      default:
        break;
    }
  }
}
