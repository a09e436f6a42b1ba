import { ruleError, type RuleError } from '@arrakis/engine';
import { z } from 'zod';
import { MAX_MESSAGE_BYTES, type ClientMessage } from './protocol.ts';

const seatIndex = z.number().int().min(0).max(63);

const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hello'),
    token: z.string().min(1).max(200).optional(),
    lastSeq: z.number().int().min(0).optional(),
  }),
  z.strictObject({ type: z.literal('action'), seq: z.number().int().min(0), action: z.unknown() }),
  z.strictObject({ type: z.literal('resign') }),
  z.strictObject({ type: z.literal('autoPass'), enabled: z.boolean() }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('history'), beforeSeq: z.number().int().min(1) }),
  z.strictObject({
    type: z.literal('chat'),
    to: z.union([z.literal('table'), z.literal('spectators'), z.strictObject({ seat: seatIndex })]),
    // The length in characters is the chat's own rule (`chatTooLong`); this only bounds the frame's parse.
    text: z.string().max(MAX_MESSAGE_BYTES),
    matchId: z.string().min(1).max(100).optional(),
  }),
  z.strictObject({ type: z.literal('chatHistory'), beforeN: z.number().int().min(1) }),
  z.strictObject({ type: z.literal('chatMute'), seat: seatIndex, muted: z.boolean() }),
  z.strictObject({ type: z.literal('chatReport'), n: z.number().int().min(1) }),
  z.strictObject({ type: z.literal('chatShow'), seat: seatIndex, shown: z.boolean() }),
  z.strictObject({
    type: z.literal('seatVote'),
    seat: seatIndex,
    proposal: z.enum(['bot', 'open']),
    agree: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('explain'),
    id: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31),
    action: z.unknown(),
  }),
  z.strictObject({
    type: z.literal('vacation'),
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .optional(),
  }),
]) satisfies z.ZodType<ClientMessage>;

/** Checks an inbound frame in the order of the protocol: size, JSON, then shape. */
export function parseClientMessage(
  data: Buffer | string,
): { ok: true; message: ClientMessage } | { ok: false; error: RuleError } {
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (bytes > MAX_MESSAGE_BYTES)
    return { ok: false, error: ruleError('messageTooLarge', { bytes, max: MAX_MESSAGE_BYTES }) };
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { ok: false, error: ruleError('malformedMessage', { field: '(json)', problem: 'not JSON' }) };
  }
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: ruleError('malformedMessage', {
        field: issue?.path.join('.') || 'message',
        problem: issue?.message ?? 'invalid',
      }),
    };
  }
  return { ok: true, message: parsed.data as ClientMessage };
}
