/**
 * The ids a state, view or action may hold, in any edition (docs/architecture.md, "One Imperium engine, two
 * editions"): the 2020 game's and Uprising's. Content is looked up through the state's edition (`contentOf`), so a
 * 2020 state only ever holds 2020 ids; the 2020 names (`SpaceId`, `LeaderId`…) stay those of the 2020 data.
 */
import type { ConflictCardId } from './data/conflicts.ts';
import type { HagalCardId } from './data/hagal.ts';
import type { IntrigueCardId } from './data/intrigues.ts';
import type { LeaderId } from './data/leaders.ts';
import type { UprisingConflictCardId } from './editions/uprising/conflicts.ts';
import type { UprisingHagalCardId } from './editions/uprising/hagal.ts';
import type { UprisingIntrigueCardId } from './editions/uprising/intrigues.ts';
import type { UprisingLeaderId } from './editions/uprising/leaders.ts';

export type { BoardControlSpaceId, BoardSpaceId, CardAgentIcon, ReservePileId } from './dsl/primitives.ts';

import type { ReserveCardId } from './dsl/primitives.ts';
import type { ReservePileId } from './dsl/primitives.ts';

export type AnyIntrigueId = IntrigueCardId | UprisingIntrigueCardId;
export type AnyConflictId = ConflictCardId | UprisingConflictCardId;
export type AnyLeaderId = LeaderId | UprisingLeaderId;
export type AnyHagalCardId = HagalCardId | UprisingHagalCardId;

/**
 * The card ids a state holds, as a type parameter of `EngineState`, `EnginePlayerState` and the views: the 2020 game's
 * (`BaseIds`, the default, which its data and tests index) or any edition's (`AnyIds`, which the rules work on).
 * Spaces are not in it: every state's board is typed with every edition's spaces.
 */
export interface EditionIds {
  readonly intrigue: string;
  readonly conflict: string;
  readonly leader: string;
  readonly hagal: string;
  readonly reservePile: string;
  /** The reserve piles' counts: every pile of the 2020 game; any subset of every edition's piles. */
  readonly reserve: Partial<Record<string, number>>;
}

export interface BaseIds extends EditionIds {
  readonly intrigue: IntrigueCardId;
  readonly conflict: ConflictCardId;
  readonly leader: LeaderId;
  readonly hagal: HagalCardId;
  readonly reservePile: ReserveCardId;
  readonly reserve: Record<ReserveCardId, number>;
}

export interface AnyIds extends EditionIds {
  readonly intrigue: AnyIntrigueId;
  readonly conflict: AnyConflictId;
  readonly leader: AnyLeaderId;
  readonly hagal: AnyHagalCardId;
  readonly reservePile: ReservePileId;
  readonly reserve: Partial<Record<ReservePileId, number>>;
}
