import type { Condition } from './condition.ts';
import type { Effect } from './effect.ts';
import type { AgentIcon, Faction } from './primitives.ts';
import type {
  BattleIcon,
  UprisingCondition,
  UprisingCost,
  UprisingCounter,
  UprisingReserveCardId,
} from './uprising.ts';

/** Short constructors for the Uprising DSL nodes (see uprising.ts), so that content modules read like the cards. */

export const spy: Effect = { kind: 'placeSpy', post: { kind: 'any' }, mayShare: false };
export const spyOn = (...icons: AgentIcon[]): Effect => ({
  kind: 'placeSpy',
  post: { kind: 'icons', icons },
  mayShare: false,
});
export const spyOnAgentSpace: Effect = { kind: 'placeSpy', post: { kind: 'agentSpace' }, mayShare: true };
export const sandworm = (amount = 1): Effect => ({ kind: 'summonSandworm', amount });
export const makerHook: Effect = { kind: 'gainMakerHook' };
export const breakShieldWall: Effect = { kind: 'breakShieldWall' };
export const contract: Effect = { kind: 'takeContract' };
export const controlConflictSpace: Effect = { kind: 'controlConflictSpace' };

export const payUp = (cost: readonly UprisingCost[], effects: readonly Effect[]): Effect => ({
  kind: 'payUprising',
  cost,
  effects,
});
export const given = (condition: UprisingCondition, then: readonly Effect[], otherwise?: readonly Effect[]): Effect =>
  otherwise === undefined
    ? { kind: 'ifUprising', condition, then }
    : { kind: 'ifUprising', condition, then, else: otherwise };
export const forEach = (counter: UprisingCounter, effects: readonly Effect[]): Effect => ({
  kind: 'forEach',
  counter,
  effects,
});

export const recallSpy = (amount = 1): UprisingCost => ({ kind: 'recallSpy', amount });
export const discardCards = (amount = 1): UprisingCost => ({ kind: 'discard', amount });
export const trashIntrigue: UprisingCost = { kind: 'trashIntrigue' };
export const trashACard: UprisingCost = { kind: 'trash' };
export const retreatTroops = (amount: number): UprisingCost => ({ kind: 'retreat', amount });
export const trashFactionCard = (faction: Faction, from: 'hand' | 'inPlay'): UprisingCost => ({
  kind: 'trashFactionCard',
  faction,
  from,
});

export const spiesOnBoard = (atLeast: number): UprisingCondition => ({ kind: 'spiesOnBoard', atLeast });
export const recalledSpy: UprisingCondition = { kind: 'recalledSpyThisTurn' };
export const sentToMaker: UprisingCondition = { kind: 'sentAgentTo', space: 'maker' };
export const sentToFaction: UprisingCondition = { kind: 'sentAgentTo', space: 'faction' };
export const completedContracts = (atLeast: number): UprisingCondition => ({ kind: 'completedContracts', atLeast });
export const unitsInConflict = (atLeast: number): UprisingCondition => ({ kind: 'unitsInConflict', atLeast });
export const sandwormInConflict: UprisingCondition = { kind: 'sandwormInConflict' };
export const hasMakerHook: UprisingCondition = { kind: 'makerHook' };
export const hasSwordmaster: UprisingCondition = { kind: 'swordmaster' };
export const spyingOnMakerSpace: UprisingCondition = { kind: 'spyingOnMakerSpace' };
export const deckHasAtLeast = (cards: number): UprisingCondition => ({ kind: 'deckHasAtLeast', cards });
export const discarded = (faction: Faction): UprisingCondition => ({ kind: 'discardedFactionCard', faction });
export const acquiredThisTurn = (card: UprisingReserveCardId): UprisingCondition => ({
  kind: 'acquiredThisTurn',
  card,
});
export const shieldWallStands: UprisingCondition = { kind: 'shieldWallStands' };
export const base = (condition: Condition): UprisingCondition => ({ kind: 'base', condition });
export const strengthAtLeast = (atLeast: number): UprisingCondition => ({ kind: 'strengthInConflict', atLeast });
export const spyPlacedOn = (post: 'choam' | 'faction'): UprisingCondition => ({ kind: 'spyPlacedOn', post });
export const trashFromHand = (minCost: number): UprisingCost => ({ kind: 'trashFromHand', minCost });
export const rivalInfluence = (amount: number, track: 'lowest' | 'highest' | 'allianceIfPossible'): Effect => ({
  kind: 'rivalInfluence',
  amount,
  track,
});
export const deployedUnitsThisTurn = (atLeast: number): UprisingCondition => ({
  kind: 'deployedUnitsThisTurn',
  atLeast,
});
export const gainedSpiceThisTurn: UprisingCondition = { kind: 'gainedSpiceThisTurn' };
export const influenceWhereOpponentAllied = (atLeast: number): UprisingCondition => ({
  kind: 'influenceWhereOpponentAllied',
  atLeast,
});
export const flipConflictCard = (icon: BattleIcon): UprisingCost => ({ kind: 'flipConflictCard', icon });
