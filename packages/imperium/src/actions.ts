import { z } from 'zod';
import { parseSized, type RuleError } from '@arrakis/engine';
import { FACTIONS, type SpaceId } from './dsl/primitives.ts';
import { SPACE_IDS } from './data/spaces.ts';

const id = z.string().min(1).max(40);
const faction = z.enum(FACTIONS);
const space = z.enum(SPACE_IDS as [SpaceId, ...SpaceId[]]);

/** Every answer a seat can give; each frame accepts some of them (see `frames.ts`). */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('chooseLeader'), leader: id }),
  z.strictObject({ type: z.literal('masterstrokeTokens'), factions: z.tuple([faction, faction]) }),
  /** rules 002 TOUR AGENT: play `card`, send an Agent to `space`; `from`: the placed Agent Kwisatz Haderach moves. */
  z.strictObject({ type: z.literal('sendAgent'), card: id, space, from: space.nullable() }),
  z.strictObject({ type: z.literal('reveal') }),
  z.strictObject({ type: z.literal('playIntrigue'), card: id }),
  /** Decline, skip, or be done (pay nothing, trash nothing, pass in Combat, end acquisitions). */
  z.strictObject({ type: z.literal('pass') }),
  /** Accept a yes/no decision (Baron's Masterstroke). */
  z.strictObject({ type: z.literal('confirm') }),
  z.strictObject({ type: z.literal('pay'), faction: faction.nullable() }),
  z.strictObject({ type: z.literal('option'), index: z.number().int().min(0).max(9), faction: faction.nullable() }),
  z.strictObject({ type: z.literal('faction'), faction }),
  z.strictObject({ type: z.literal('count'), count: z.number().int().min(0).max(12) }),
  z.strictObject({
    type: z.literal('pickCard'),
    card: id,
    zone: z.enum(['hand', 'discard', 'inPlay', 'revealed', 'row']),
  }),
  z.strictObject({ type: z.literal('opponent'), seat: z.number().int().min(0).max(3) }),
  z.strictObject({ type: z.literal('space'), space }),
  z.strictObject({
    type: z.literal('acquire'),
    card: id,
    from: z.enum(['row', 'reserve', 'setAside']),
    toTop: z.boolean(),
  }),
  z.strictObject({ type: z.literal('inspect'), choice: z.enum(['keep', 'draw', 'trash']) }),
]);

export type ImperiumAction = z.infer<typeof actionSchema>;
export type ActionOf<T extends ImperiumAction['type']> = Extract<ImperiumAction, { type: T }>;

/** Actions larger than this are refused before parsing (bad input must be cheap to reject). */
export const MAX_ACTION_BYTES = 1024;

export function parseAction(input: unknown): { ok: true; action: ImperiumAction } | { ok: false; error: RuleError } {
  return parseSized(actionSchema, input, MAX_ACTION_BYTES);
}
