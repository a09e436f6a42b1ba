import type { Condition } from './condition.ts';
import type { Cost } from './cost.ts';
import type { DeployRule, Effect, Option } from './effect.ts';
import type { FactionTarget } from './factionTarget.ts';
import { FACTIONS, type Faction, type Resource } from './primitives.ts';
import type { Counter, Quantity } from './quantity.ts';

/** Short constructors for DSL nodes, so that content modules read like the cards. */

export const solari = (amount: Quantity): Effect => ({ kind: 'gain', resource: 'solari', amount });
export const spice = (amount: Quantity): Effect => ({ kind: 'gain', resource: 'spice', amount });
export const water = (amount: Quantity): Effect => ({ kind: 'gain', resource: 'water', amount });
export const persuasion = (amount: Quantity): Effect => ({ kind: 'persuasion', amount });
export const swords = (amount: Quantity): Effect => ({ kind: 'swords', amount });
export const draw = (amount: number): Effect => ({ kind: 'draw', amount });
export const intrigue = (amount: number): Effect => ({ kind: 'drawIntrigue', amount });
export const recruit = (amount: number, deploy: DeployRule = 'combatSpace'): Effect => ({
  kind: 'recruit',
  amount,
  deploy,
});
export const deploy = (upTo: number | 'any'): Effect => ({ kind: 'deploy', upTo });
export const retreat = (upTo: number | 'any'): Effect => ({ kind: 'retreat', upTo });
export const victoryPoints = (amount: number): Effect => ({ kind: 'victoryPoints', amount });
export const trash: Effect = { kind: 'trash' };
export const trashThisCard: Effect = { kind: 'trashThisCard' };

export const per = (times: number, counter: Counter): Quantity => ({ times, per: counter });

export const faction = (f: Faction): FactionTarget => ({ kind: 'faction', faction: f });
export const anyFaction: FactionTarget = { kind: 'choice', among: FACTIONS };
export const oneOf = (...among: Faction[]): FactionTarget => ({ kind: 'choice', among });

/** Gain influence on a named Faction, or on a target such as `anyFaction`. */
export const influence = (target: Faction | FactionTarget, amount = 1): Effect => ({
  kind: 'influence',
  faction: typeof target === 'string' ? faction(target) : target,
  amount,
});

/** `baseSpice` and the bonus spice on this Maker space; `harvest(0)`: the bonus spice only. */
export const harvest = (baseSpice: number): Effect => ({ kind: 'harvest', baseSpice });
export const pay = (cost: readonly Cost[], effects: readonly Effect[]): Effect => ({ kind: 'pay', cost, effects });
export const choose = (options: readonly Option[], pick = 1): Effect => ({ kind: 'choose', pick, options });
export const option = (effects: readonly Effect[], cost?: readonly Cost[]): Option =>
  cost === undefined ? { effects } : { cost, effects };
export const when = (condition: Condition, then: readonly Effect[], otherwise?: readonly Effect[]): Effect =>
  otherwise === undefined ? { kind: 'if', condition, then } : { kind: 'if', condition, then, else: otherwise };
export const eachOpponent = (effects: readonly Effect[]): Effect => ({ kind: 'opponents', who: 'each', effects });
export const chosenOpponent = (effects: readonly Effect[]): Effect => ({ kind: 'opponents', who: 'chosen', effects });

export const bond = (f: Faction): Condition => ({ kind: 'bond', faction: f });
export const alliance = (f: Faction | 'any'): Condition => ({ kind: 'alliance', faction: f });
export const influenceAtLeast = (f: Faction, atLeast: number): Condition => ({
  kind: 'influence',
  faction: f,
  atLeast,
});

export const payResource = (resource: Resource, amount: number): Cost => ({ kind: 'resource', resource, amount });
export const paySolari = (amount: number): Cost => payResource('solari', amount);
export const paySpice = (amount: number): Cost => payResource('spice', amount);
export const payWater = (amount: number): Cost => payResource('water', amount);
export const loseInfluence = (target: FactionTarget, amount = 1): Cost => ({
  kind: 'influence',
  faction: target,
  amount,
});
