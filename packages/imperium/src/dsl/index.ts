export type {
  AgentIcon,
  BoardControlSpaceId,
  BoardSpaceId,
  CardAgentIcon,
  ControlSpaceId,
  ReservePileId,
  Faction,
  Language,
  LocalizedName,
  ReserveCardId,
  Resource,
  SpaceId,
} from './primitives.ts';
export { AGENT_ICONS, FACTIONS, LANGUAGES } from './primitives.ts';
export type { Counter, Quantity } from './quantity.ts';
export type { FactionTarget } from './factionTarget.ts';
export type { Condition } from './condition.ts';
export type { Cost } from './cost.ts';
export type { DeployRule, Effect, EffectKind, ModuleEffect, ModuleEffectKind, Option } from './effect.ts';
export type {
  BoardSpace,
  CardDeck,
  ConflictCard,
  ConflictLevel,
  FactionTrack,
  HagalCard,
  HagalDeck,
  HagalTarget,
  House,
  ImperiumCard,
  IntrigueAbility,
  IntrigueCard,
  IntrigueTiming,
  Leader,
  LeaderHook,
  LeaderRule,
  LeaderTrigger,
} from './content.ts';
export * as build from './build.ts';
export { walkEffects } from './walk.ts';
export type {
  BattleIcon,
  ContractTrigger,
  SpyPost,
  UprisingAgentIcon,
  UprisingCondition,
  UprisingControlSpaceId,
  UprisingCost,
  UprisingCounter,
  UprisingReserveCardId,
  UprisingSpaceId,
} from './uprising.ts';
export type { UprisingEffect } from './effect.ts';
export { isUprisingEffect } from './effect.ts';
export * as uprisingBuild from './uprisingBuild.ts';
