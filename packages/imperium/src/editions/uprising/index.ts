/**
 * Dune: Imperium – Uprising (rules 004). The content as typed data in the shared DSL: cards, Conflicts, Objectives,
 * leaders, CHOAM contracts, Rivals and the House Hagal deck. The engine parts: the board (spaces, observation
 * posts), the pieces (`state.uprising`), the rule modules written so far and the Spy rules as functions of the
 * state. Not an edition yet: registering one needs the state's id types to admit Uprising's ids
 * (docs/architecture.md, "One Imperium engine, two editions").
 */
import type { RuleModule } from '../../edition.ts';
import { SANDWORMS } from './sandworms.ts';
import { SWORDMASTER } from './swordmaster.ts';

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
export { OBSERVATION_POSTS, UPRISING_CONTROL_SPACES, UPRISING_SPACE_IDS, UPRISING_SPACES, postsOf } from './board.ts';
export type { ObservationPost } from './board.ts';
export { SPIES_PER_PLAYER, uprisingPieces } from './pieces.ts';
export { SANDWORMS, SANDWORM_STRENGTH, SHIELDED_SPACES, behindShieldWall, doubledRewards } from './sandworms.ts';
export * as spies from './spies.ts';
export { SWORDMASTER, SWORDMASTER_LATER_COST } from './swordmaster.ts';
export { CHOAM, completedContracts, contractChoices, takeContract } from './choam.ts';
export {
  BATTLE_ICONS,
  dealObjectives,
  flipConflictCard,
  flippableConflictCards,
  iconOf as battleIconOf,
} from './battleIcons.ts';
export { UPRISING_LEADER_RULES, hasUprisingHook, uprisingLeaderOf } from './leaderRules.ts';
export { ALLIANCE_TIES } from './alliances.ts';
export { COMMANDER_SPACES, SIX_ONLY_SPACES, SIX_POSTS, SIX_SPACE_IDS, SIX_SPACES } from './six/board.ts';
export type { AnyObservationPost, SixBoardSpaceId } from './six/board.ts';
export { COMMANDER_CARDS, commanderDeck, type CommanderCardId } from './six/commanderDecks.ts';
export {
  COMMANDER_FACTIONS,
  COMMANDER_LEADERS,
  SIX_PLAYERS,
  SIX_SEATS,
  isCommander,
  teamOf,
  teamSeats,
  type Team,
} from './six/sixPlayers.ts';

/** The rule modules of Uprising written so far, in the order the core should call them. */
export const UPRISING_MODULES: readonly RuleModule[] = [SANDWORMS, SWORDMASTER];
