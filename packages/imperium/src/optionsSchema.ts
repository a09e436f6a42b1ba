import { z } from 'zod';
import type { HagalDifficultyId } from './data/hagal.ts';
import type { LeaderId } from './data/leaders.ts';
import type { ImperiumOptions } from './options.ts';

/**
 * One schema per option, every key of `ImperiumOptions` and no other: a key added to `ImperiumOptions` without its
 * schema here (or a schema for a key that does not exist) fails typecheck.
 */
type ImperiumOptionsShape = { readonly [K in keyof ImperiumOptions]-?: z.ZodType<ImperiumOptions[K] | undefined> };

/**
 * The ids as records typed by the content's unions, so that an id missing here or misspelt fails typecheck, and so
 * that this module loads no content: a lobby or a command line may import it without the game.
 */
const LEADER_IDS = Object.keys({
  letoAtreides: true,
  paulAtreides: true,
  vladimirHarkonnen: true,
  glossuRabban: true,
  helenaRichese: true,
  ilbanRichese: true,
  arianaThorvald: true,
  memnonThorvald: true,
} satisfies Record<LeaderId, true>) as [LeaderId, ...LeaderId[]];

const DIFFICULTY_IDS = Object.keys({
  mercenary: true,
  sardaukar: true,
  mentat: true,
  kwisatzHaderach: true,
} satisfies Record<HagalDifficultyId, true>) as [HagalDifficultyId, ...HagalDifficultyId[]];

const leader = z.enum(LEADER_IDS);

const shape = {
  // rules 002 MISE EN PLACE D.
  leaderSelection: z.enum(['draw', 'choose']).optional(),
  // One a seat (setup checks the count against the seats, and that no leader is taken twice).
  leaders: z.array(leader).min(1).max(4).nullable().optional(),
  // rules 002 PARTIE SOLO, "Difficulté".
  difficulty: z.enum(DIFFICULTY_IDS).optional(),
  // rules 002 PARTIE SOLO, MISE EN PLACE: two Rivals (setup refuses Paul and Helena, and a seat's own leader).
  rivalLeaders: z.array(leader).length(2).nullable().optional(),
} satisfies ImperiumOptionsShape;

/**
 * The options a lobby or a command line may give (`Partial<ImperiumOptions>`): every key optional, setup gives the
 * default for what is missing; unknown keys are refused. Rules between options and seats are setup's
 * (`SetupError`).
 */
export const imperiumOptionsSchema = z.strictObject(shape);
