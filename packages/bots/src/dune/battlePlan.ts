import type { DuneAction } from '@arrakis/dune';
import { bestLeaderValue, forcesIn, leaderValue } from './board.ts';
import { sides } from './battle.ts';
import { chanceHolds, kindOf } from './cards.ts';
import { best, clamp, frameString, ofType, type DuneContext } from './context.ts';
import { isWeapon } from '@arrakis/dune';

interface Battlefield {
  readonly key: string;
  readonly territory: string;
  readonly opponent: string;
  readonly aggressor: boolean;
  readonly myForces: number;
  readonly theirForces: number;
  readonly theirLeader: number;
  readonly draft: Readonly<Record<string, unknown>>;
}

function battlefield(ctx: DuneContext): Battlefield | null {
  const battle = ctx.view.battle;
  const s = sides(ctx.view, ctx.seat);
  if (!battle || !s) return null;
  const opponent = ctx.view.seats[s.opponent]!;
  return {
    key: `${ctx.view.turn}:${battle.territory}:${battle.aggressor}:${battle.defender}`,
    territory: battle.territory,
    opponent,
    aggressor: battle.aggressor === ctx.seat,
    myForces: forcesIn(ctx.view, battle.territory, ctx.faction),
    theirForces: forcesIn(ctx.view, battle.territory, opponent),
    theirLeader: bestLeaderValue(ctx.view, opponent, battle.territory),
    draft: (battle.plans[String(ctx.seat)] ?? {}) as Readonly<Record<string, unknown>>,
  };
}

function draftCard(field: Battlefield, slot: 'weapon' | 'defense'): string | null {
  const card = field.draft[slot];
  return typeof card === 'string' ? card : null;
}

function armedHand(ctx: DuneContext): boolean {
  return (ctx.me.hand ?? []).some((c) => isWeapon(kindOf(c)));
}

/** The chance the opponent holds a weapon that would kill the seat's leader through `defense`. */
function threatTo(ctx: DuneContext, field: Battlefield, defense: string | null): number {
  const armed = chanceHolds(ctx, field.opponent, ['projectileWeapon', 'poisonWeapon', 'lasgun']);
  return armed * (defense ? 0.4 : 0.8);
}

/** The chance the seat's weapon kills the enemy leader. */
function killChance(ctx: DuneContext, field: Battlefield, weapon: string | null): number {
  if (!weapon) return 0;
  const kind = kindOf(weapon);
  if (kind === 'lasgun') return 1;
  if (kind === 'worthless') return 0;
  return 1 - chanceHolds(ctx, field.opponent, [kind === 'poisonWeapon' ? 'poisonDefense' : 'projectileDefense']);
}

/**
 * rules 000 §26: a battle that cannot be won is a sacrifice: the cheapest leader, no good card (the loser discards
 * what it played, §10.C.5), worthless cards thrown away, nothing dialled.
 */
function sacrifice(ctx: DuneContext, field: Battlefield, leaderOptions: readonly number[]): boolean {
  const remembered = ctx.memory.sacrifice;
  if (remembered?.key === field.key) return remembered.value;
  const bestMine = Math.max(0, ...leaderOptions);
  const boost = armedHand(ctx) ? 0.5 * field.theirLeader : 0;
  const mine = field.myForces + bestMine + boost + ctx.tuning.dialBoost;
  const theirs = Math.ceil(field.theirForces * 0.75) + field.theirLeader;
  const value = mine < theirs - 1;
  ctx.memory.sacrifice = { key: field.key, value };
  return value;
}

function leaderStep(ctx: DuneContext, field: Battlefield): DuneAction | undefined {
  const options = ofType(ctx.actions, 'planLeader');
  // rules 000 §26: never send a leader the opponent has shown it holds as a traitor.
  const betrayed = ctx.memory.knownTraitors[field.opponent] ?? [];
  const trusted = options.filter((o) => o.leader === null || !betrayed.includes(o.leader));
  const pool = trusted.length > 0 ? trusted : options;
  ctx.memory.sacrifice = null;
  const giveUp = sacrifice(
    ctx,
    field,
    pool.map((o) => leaderValue(o.leader)),
  );
  if (giveUp) {
    // A cheap hero (annexe 4) spares a real leader; else the weakest one.
    return pool.find((o) => o.cheapHero !== null) ?? best(pool, (o) => -leaderValue(o.leader));
  }
  // annexe 5 Atreides 1: the Kwisatz Haderach (+2) goes with the chosen leader when it may.
  return best(pool, (o) => leaderValue(o.leader) + (o.cheapHero ? 0.5 : 0) + (o.kwisatzHaderach ? 2 : 0));
}

/** rules 000 §15: as many starred tokens among the dialled ones as may be (each is worth two). */
function starredStep(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'planStarred'), (o) => o.starred);
}

function weaponStep(ctx: DuneContext, field: Battlefield): DuneAction | undefined {
  const options = ofType(ctx.actions, 'planWeapon');
  const giveUp = ctx.memory.sacrifice?.key === field.key && ctx.memory.sacrifice.value;
  return best(options, (o) => {
    if (o.card === null) return 0;
    const kind = kindOf(o.card);
    if (kind === 'worthless') return 0.5;
    if (giveUp) return -1;
    // annexe 4 Laser: a shield anywhere in the battle blows everything up.
    if (kind === 'lasgun') return 8 - 8 * chanceHolds(ctx, field.opponent, ['projectileDefense']);
    return 1 + 6 * killChance(ctx, field, o.card);
  });
}

function defenseStep(ctx: DuneContext, field: Battlefield): DuneAction | undefined {
  const options = ofType(ctx.actions, 'planDefense');
  const giveUp = ctx.memory.sacrifice?.key === field.key && ctx.memory.sacrifice.value;
  const weapon = draftCard(field, 'weapon');
  const lasgun = weapon !== null && kindOf(weapon) === 'lasgun';
  return best(options, (o) => {
    if (o.card === null) return 0;
    const kind = kindOf(o.card);
    if (kind === 'worthless') return 0.3;
    if (giveUp) return -1;
    if (kind === 'projectileDefense') {
      if (lasgun) return -10;
      return (
        1 +
        5 * chanceHolds(ctx, field.opponent, ['projectileWeapon']) -
        4 * chanceHolds(ctx, field.opponent, ['lasgun'])
      );
    }
    return 1 + 5 * chanceHolds(ctx, field.opponent, ['poisonWeapon']);
  });
}

/**
 * rules 000 §10.C.6: the winner loses what it dialled, the loser everything; dial enough to beat the opponent's
 * likely strength, no more.
 */
function dialStep(ctx: DuneContext, field: Battlefield): DuneAction | undefined {
  const options = ofType(ctx.actions, 'planDial');
  const max = options.length - 1;
  const giveUp = ctx.memory.sacrifice?.key === field.key && ctx.memory.sacrifice.value;
  if (giveUp) return options[0];
  const weapon = draftCard(field, 'weapon');
  const defense = draftCard(field, 'defense');
  const leader = typeof field.draft.leader === 'string' ? field.draft.leader : null;
  const theirs = Math.ceil(field.theirForces * 0.75) + field.theirLeader * (1 - killChance(ctx, field, weapon));
  const mine = leaderValue(leader) * (1 - threatTo(ctx, field, defense));
  const need = Math.ceil(theirs - mine + (field.aggressor ? 0 : 1) + ctx.tuning.dialBoost);
  // rules 000 §24.A.1 (advanced battles): a token fights at full strength for 1 spice, else at half. Pay for what
  // the spice covers, and make up the rest with two unpaid tokens for each missing point.
  const paid = ctx.view.options.advancedBattles ? clamp(Math.min(need, ctx.me.spice ?? 0), 0, need) : need;
  const dial = clamp(paid + 2 * Math.max(0, need - paid), 0, max);
  return options.find((o) => o.dial === dial) ?? options[options.length - 1];
}

/**
 * rules 000 §24.A.1: how many of the dialled tokens to pay for. The dial was chosen for the spice at hand (`dialStep`),
 * so pay for as many as that allows: full strength whenever it can afford it.
 */
function spiceStep(ctx: DuneContext, field: Battlefield): DuneAction | undefined {
  const options = ofType(ctx.actions, 'planSpice');
  const dial = typeof field.draft.dial === 'number' ? field.draft.dial : 0;
  const giveUp = ctx.memory.sacrifice?.key === field.key && ctx.memory.sacrifice.value;
  if (giveUp) return options[0];
  return best(options, (o) => (o.spice <= dial ? o.spice : -1));
}

/** rules 000 §24.C: the winner loses tokens worth its strength; ordinary tokens all alike, it loses the fewest. */
export function battleLosses(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'battleLosses'), (o) => -o.count);
}

/** rules 000 §10.B: the plan, one step at a time: leader, weapon, defense, dial (and spice, §24.A.1). */
export function battlePlan(ctx: DuneContext): DuneAction | undefined {
  const field = battlefield(ctx);
  if (!field) return undefined;
  switch (frameString(ctx.view, 'step')) {
    case 'leader':
      return leaderStep(ctx, field);
    case 'weapon':
      return weaponStep(ctx, field);
    case 'defense':
      return defenseStep(ctx, field);
    case 'dial':
      return dialStep(ctx, field);
    case 'starred':
      return starredStep(ctx);
    case 'spice':
      return spiceStep(ctx, field);
    default:
      return undefined;
  }
}
