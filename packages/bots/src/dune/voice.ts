import type { DuneAction, TreacheryKind } from '@arrakis/dune';
import { isWeapon } from '@arrakis/dune';
import { sides } from './battle.ts';
import { chanceHolds, defenseAgainst, kindOf } from './cards.ts';
import type { DuneContext } from './context.ts';

function voiceAction(ctx: DuneContext, mode: 'play' | 'notPlay', target: TreacheryKind): DuneAction | undefined {
  return ctx.actions.find((a) => a.type === 'voice' && a.mode === mode && a.target === target);
}

/**
 * annexe 3 BG 3, rules 000 §26 Mohiam: disarm the enemy leader or strip its defense. With a poison or projectile
 * weapon of its own, the fighter forbids the matching defense, so its weapon kills; else the Voice forbids the
 * weapon kind the opponent most likely holds.
 */
export function voice(ctx: DuneContext): DuneAction | undefined {
  const pass = ctx.actions.find((a) => a.type === 'pass');
  const battle = sides(ctx.view, ctx.seat);
  if (!battle) return pass;
  const opponent = ctx.view.seats[battle.opponent]!;
  if (battle.side === ctx.seat) {
    const weapon = (ctx.me.hand ?? []).map(kindOf).find((k) => isWeapon(k) && k !== 'lasgun');
    const defense = weapon ? defenseAgainst(weapon) : undefined;
    if (defense) return voiceAction(ctx, 'notPlay', defense) ?? pass;
  }
  const poison = chanceHolds(ctx, opponent, ['poisonWeapon']);
  const projectile = chanceHolds(ctx, opponent, ['projectileWeapon']);
  const lasgun = chanceHolds(ctx, opponent, ['lasgun']);
  const likely: TreacheryKind =
    lasgun > Math.max(poison, projectile) ? 'lasgun' : poison >= projectile ? 'poisonWeapon' : 'projectileWeapon';
  return voiceAction(ctx, 'notPlay', likely) ?? pass;
}
