import { z } from 'zod';
import { FACTIONS } from './data/factions.ts';
import type { DuneOptions } from './options.ts';

/**
 * One schema per option, every key of `DuneOptions` and no other: a key added to `DuneOptions` without its schema
 * here (or a schema for a key that does not exist) fails typecheck.
 */
type DuneOptionsShape = { readonly [K in keyof DuneOptions]-?: z.ZodType<DuneOptions[K] | undefined> };

const shape = {
  // rules 000 §3.E: chosen by the players, one a seat (setup checks the count against the seats; seven and the
  // Bene Tleilax only with 000 XXXVII).
  factions: z.array(z.enum(FACTIONS)).min(2).max(7).optional(),
  // 000, correction 2.
  treacheryDeck: z.enum(['base33', 'descartes43']).optional(),
  // 000 annexe 3 Atreides 1, correction 1.
  atreidesSeesHarkonnenBonusCard: z.boolean().optional(),
  // 000 annexe 4.
  cielagoSouth12: z.boolean().optional(),
  // 000 §8.H; at most a day, the longest a server keeps a bid waiting.
  biddingTimerSeconds: z.number().int().min(1).max(86_400).nullable().optional(),
  // 000 §15.
  extraPowers: z.boolean().optional(),
  // 000 §17.
  climate: z.boolean().optional(),
  // 000 §18.
  specialKarama: z.boolean().optional(),
  // 000 annexe 4, worthless cards.
  beneGesseritWorthlessKarama: z.boolean().optional(),
  // 000 §20.A.1.
  noAlliances: z.boolean().optional(),
  // 000 §20.A.2.
  moreStrongholdsToWin: z.boolean().optional(),
  // 000 §20.B.
  shieldWallVictory: z.boolean().optional(),
  // 000 §21.
  increasedSpiceFlow: z.boolean().optional(),
  // 000 §23, §25.
  advancedSpiceBlow: z.boolean().optional(),
  // 000 §24, §25.
  advancedBattles: z.boolean().optional(),
  // 000 §16.
  spiceHarvest: z.boolean().optional(),
  // 000 §16, a reading (docs/rules-coverage.md §16).
  harvestWormTax: z.boolean().optional(),
  // 000 §19.
  duel: z.boolean().optional(),
  // 000 §19.C.8, §19.B, readings (docs/rules-coverage.md §19).
  duelArcObstacles: z.boolean().optional(),
  kanlyClaimMainCharacter: z.boolean().optional(),
  // 000 XXVII, XXVIII, XXXV, XXXVI (variants/index.ts).
  twoPilesSimple: z.boolean().optional(),
  thumperEscape: z.boolean().optional(),
  fremenForesight: z.boolean().optional(),
  harkonnenCapture: z.boolean().optional(),
  movementBids: z.boolean().optional(),
  twoTerritoryMove: z.boolean().optional(), // 000 XXXI (variants/twoTerritoryMove.ts)
  // 000 XXIX (variants/diplomacy.ts).
  diplomacy: z.boolean().optional(),
  diplomacyAt: z.enum(['turn', 'nexus']).optional(),
  diplomacyMinutes: z.number().int().min(1).max(60).optional(),
  // 000 XXXIV, XXXVIII (variants/index.ts).
  governor: z.boolean().optional(),
  victoryPoints: z.boolean().optional(),
  victoryPointsTurns: z.number().int().min(1).max(15).optional(),
  // 000 XXXVII (variants/tleilaxu.ts).
  tleilaxu: z.boolean().optional(),
  // 000 XXXII, XXXIII (variants/battleOrder.ts, variants/battleAgreement.ts).
  battleOrder: z.boolean().optional(),
  battleAgreement: z.boolean().optional(),
  agreementSeconds: z.number().int().min(10).max(600).optional(),
} satisfies DuneOptionsShape;

/**
 * The options a lobby or a command line may give (`Partial<DuneOptions>`): every key optional, setup gives the
 * rulebook's default for what is missing; unknown keys are refused. Rules between options (000 §25, the faction
 * count) are setup's (`SetupError`).
 */
export const duneOptionsSchema = z.strictObject(shape);
