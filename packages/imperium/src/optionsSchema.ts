import { z } from 'zod';
import type { HagalDifficultyId } from './data/hagal.ts';
import type { LeaderId } from './data/leaders.ts';
import type { UprisingLeaderId } from './editions/uprising/leaders.ts';
import type { RivalDifficulty, RivalId } from './editions/uprising/rivals.ts';
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

/** Uprising's leaders a seat may start with: not the back of Lady Jessica's card (rules 004 FAQ, Dame Jessica). */
const UPRISING_LEADER_IDS = Object.keys({
  muadDib: true,
  ladyMargotFenring: true,
  ladyAmberMetulli: true,
  gurneyHalleck: true,
  ladyJessica: true,
  reverendMotherJessica: false,
  princessIrulan: true,
  shaddamCorrinoIV: true,
  stabanTuek: true,
  feydRauthaHarkonnen: true,
} satisfies Record<UprisingLeaderId, boolean>).filter((id) => id !== 'reverendMotherJessica') as [
  UprisingLeaderId,
  ...UprisingLeaderId[],
];

const RIVAL_IDS = Object.keys({
  stabanTuek: true,
  ladyAmberMetulli: true,
  ladyMargotFenring: true,
  gurneyHalleck: true,
  princessIrulan: true,
  glossuRabban: true,
  vladimirHarkonnen: true,
  ladyJessica: true,
  feydRauthaHarkonnen: true,
  muadDib: true,
} satisfies Record<RivalId, true>) as [RivalId, ...RivalId[]];

const RIVAL_DIFFICULTY_IDS = Object.keys({
  novice: true,
  veteran: true,
  expert: true,
  expertPlus: true,
} satisfies Record<RivalDifficulty['id'], true>) as [RivalDifficulty['id'], ...RivalDifficulty['id'][]];

const shape = {
  // rules 002 MISE EN PLACE D.
  leaderSelection: z.enum(['draw', 'choose']).optional(),
  // One a seat (setup checks the count against the seats, and that no leader is taken twice).
  leaders: z.array(leader).min(1).max(4).nullable().optional(),
  // rules 002 PARTIE SOLO, "Difficulté".
  difficulty: z.enum(DIFFICULTY_IDS).optional(),
  // rules 002 PARTIE SOLO, MISE EN PLACE: two Rivals (setup refuses Paul and Helena, and a seat's own leader).
  rivalLeaders: z.array(leader).length(2).nullable().optional(),
  // rules 004 MISE EN PLACE, "Module CHOM (facultatif)".
  contracts: z.boolean().optional(),
  // rules 004 JEU SOLO – DÉTAIL, "Niveau de Difficulté".
  rivalDifficulty: z.enum(RIVAL_DIFFICULTY_IDS).optional(),
  // rules 004 Solo: two Rivals; two players: one (setup checks the count and the two-player-only Rivals).
  rivals: z.array(z.enum(RIVAL_IDS)).min(1).max(2).nullable().optional(),
} satisfies ImperiumOptionsShape;

/**
 * The options a lobby or a command line may give (`Partial<ImperiumOptions>`): every key optional, setup gives the
 * default for what is missing; unknown keys are refused. Rules between options and seats are setup's
 * (`SetupError`).
 */
export const imperiumOptionsSchema = z.strictObject({
  leaderSelection: shape.leaderSelection,
  leaders: shape.leaders,
  difficulty: shape.difficulty,
  rivalLeaders: shape.rivalLeaders,
});

/** Uprising's options (rules 004): its own leaders, the CHOAM module, its Rivals and their difficulty. */
export const uprisingOptionsSchema = z.strictObject({
  leaderSelection: shape.leaderSelection,
  leaders: z.array(z.enum(UPRISING_LEADER_IDS)).min(1).max(4).nullable().optional(),
  contracts: shape.contracts,
  rivalDifficulty: shape.rivalDifficulty,
  rivals: shape.rivals,
});
