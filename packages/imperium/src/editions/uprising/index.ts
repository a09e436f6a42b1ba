/**
 * Uprising's engine parts so far (rules 004): its board, its pieces and the rule modules written. Not an edition
 * yet: registering one needs the state's id types to admit Uprising's ids (docs/architecture.md, "One Imperium
 * engine, two editions") and the content set (cards, Intrigues, Conflicts, leaders) the content work provides.
 */
export { OBSERVATION_POSTS, UPRISING_CONTROL_SPACES, UPRISING_SPACE_IDS, UPRISING_SPACES, postsOf } from './board.ts';
export type { ObservationPost, UprisingSpaceId } from './board.ts';
export { SPIES_PER_PLAYER, uprisingPieces } from './pieces.ts';
export { SANDWORMS, SANDWORM_STRENGTH, SHIELDED_SPACES, behindShieldWall, doubledRewards } from './sandworms.ts';
export * as spies from './spies.ts';
export { SWORDMASTER, SWORDMASTER_LATER_COST } from './swordmaster.ts';

import type { RuleModule } from '../../edition.ts';
import { SANDWORMS } from './sandworms.ts';
import { SWORDMASTER } from './swordmaster.ts';

/** The rule modules of Uprising written so far, in the order the core should call them. */
export const UPRISING_MODULES: readonly RuleModule[] = [SANDWORMS, SWORDMASTER];
