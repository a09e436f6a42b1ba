import { z } from 'zod';
import { playerName } from './names.ts';
import { WEBHOOK_MAX_URL_LENGTH } from '../webhooks/delivery.ts';
import {
  BOT_LEVELS,
  type AttachSeatsRequest,
  GAME_NAMES,
  MATCH_LANGUAGES,
  type ClaimSeatRequest,
  type CreateMatchRequest,
  type MyMatchesRequest,
  type RematchRequest,
} from '../protocol.ts';

export const createMatchRequest = z.strictObject({
  game: z.enum(GAME_NAMES),
  seats: z
    .array(
      z.strictObject({
        kind: z.enum(['human', 'bot']),
        name: playerName.optional(),
        botLevel: z.enum(BOT_LEVELS).optional(),
        open: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(8),
  options: z.record(z.string(), z.unknown()).optional(),
  moveDeadlineSeconds: z
    .number()
    .int()
    .min(5)
    .max(30 * 86_400)
    .nullable()
    .optional(),
  standInAfterMissed: z.number().int().min(1).max(20).nullable().optional(),
  standInLevel: z.enum(BOT_LEVELS).optional(),
  listed: z.boolean().optional(),
  webhookUrl: z.string().min(1).max(WEBHOOK_MAX_URL_LENGTH).optional(),
  lang: z.enum(MATCH_LANGUAGES).optional(),
}) satisfies z.ZodType<CreateMatchRequest>;

export const claimSeatRequest = z.strictObject({
  seat: z.number().int().min(0).max(7),
  name: playerName.optional(),
}) satisfies z.ZodType<ClaimSeatRequest>;

export const myMatchesRequest = z.strictObject({
  tokens: z.array(z.string().min(1).max(200)).max(200),
}) satisfies z.ZodType<MyMatchesRequest>;

export const rematchRequest = z.strictObject({ token: z.string().min(1).max(200) }) satisfies z.ZodType<RematchRequest>;

export const attachSeatsRequest = z.strictObject({
  tokens: z.array(z.string().min(1).max(200)).max(200),
}) satisfies z.ZodType<AttachSeatsRequest>;

/** `Authorization: Bearer <account token>`. */
export const accountAuthorization = z.string().regex(/^Bearer [A-Za-z0-9_-]{20,200}$/);
