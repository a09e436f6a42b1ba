/**
 * Dune: Imperium – Uprising content (rules 004) as typed data in the shared DSL: cards, Conflicts, Objectives,
 * leaders, CHOAM contracts, Rivals and the House Hagal deck. The board (spaces, posts, tracks) belongs to the
 * edition's rule modules.
 */
export type * from './types.ts';
export { UPRISING_STARTER_DECK, type UprisingStarterCardId } from './starterDeck.ts';
export { UPRISING_RESERVE } from './reserve.ts';
export { UPRISING_IMPERIUM_DECK, type UprisingImperiumCardId } from './imperiumDeck.ts';
export { UPRISING_INTRIGUE_DECK, type UprisingIntrigueCardId } from './intrigues.ts';
export { UPRISING_CONFLICT_CARDS, UPRISING_CONFLICT_DECK_RECIPE, type UprisingConflictCardId } from './conflicts.ts';
export { UPRISING_OBJECTIVES, objectivesFor, type ObjectiveId } from './objectives.ts';
export { UPRISING_LEADERS, type UprisingLeaderId } from './leaders.ts';
export { UPRISING_CONTRACTS, type ContractId } from './contracts.ts';
export {
  RIVAL_SETUP,
  RIVAL_SWORDMASTER_PAYMENT_ORDER,
  RIVAL_VICTORY_POINT_PRICE,
  UPRISING_RIVAL_DIFFICULTIES,
  UPRISING_RIVALS,
  type RivalDifficulty,
  type RivalId,
} from './rivals.ts';
export { UPRISING_HAGAL_CARDS, type UprisingHagalCardId } from './hagal.ts';
