import { z } from 'zod';
import { parseSized, quickParser, type ActionSchema, type RuleError } from '@arrakis/engine';
import type { Faction, SpaceId } from './dsl/primitives.ts';
import type { BoardSpaceId } from './ids.ts';
import type { Edition } from './edition.ts';
import { BASE_EDITION } from './editions/base.ts';
import { OBSERVATION_POST_IDS } from './dsl/uprising.ts';

const id = z.string().min(1).max(40);

/**
 * Every answer a seat can give in `edition`, each frame accepting some of them (see `frames.ts`): Factions, spaces
 * and seats are the edition's, so input naming another edition's is malformed.
 */
function actionSchemaOf<S extends BoardSpaceId>(edition: Edition) {
  const { factions, spaceIds } = edition.content;
  const faction = z.enum(factions as [Faction, ...Faction[]]);
  // Typed with the edition's spaces by the caller: the 2020 game's for `ImperiumAction`, every edition's for the rules.
  const space = z.enum(spaceIds as [S, ...S[]]);
  return z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('chooseLeader'), leader: id }),
    z.strictObject({ type: z.literal('masterstrokeTokens'), factions: z.tuple([faction, faction]) }),
    /** rules 002 TOUR AGENT: play `card`, send an Agent to `space`; `from`: the placed Agent Kwisatz Haderach moves. */
    z.strictObject({ type: z.literal('sendAgent'), card: id, space, from: space.nullable() }),
    z.strictObject({ type: z.literal('reveal') }),
    /** `for`: the Ally a six-player Commander plays a Combat Intrigue on behalf of (facts uprising-rules.md §1.4). */
    z.strictObject({
      type: z.literal('playIntrigue'),
      card: id,
      for: z
        .number()
        .int()
        .min(0)
        .max(edition.seats.max - 1)
        .optional(),
    }),
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
    z.strictObject({
      type: z.literal('opponent'),
      seat: z
        .number()
        .int()
        .min(0)
        .max(edition.seats.max - 1),
    }),
    z.strictObject({ type: z.literal('space'), space }),
    z.strictObject({
      type: z.literal('acquire'),
      card: id,
      from: z.enum(['row', 'reserve', 'setAside']),
      toTop: z.boolean(),
    }),
    z.strictObject({ type: z.literal('inspect'), choice: z.enum(['keep', 'draw', 'trash']) }),
  ]);
}

/**
 * The answers only Uprising asks for (rules 004 "Placer un Espion", "Rappeler un Espion"), beside the shared ones:
 * the 2020 game's actions stay exactly theirs.
 */
function uprisingSchemaOf(edition: Edition) {
  const space = z.enum(edition.content.spaceIds as [BoardSpaceId, ...BoardSpaceId[]]);
  const post = z.enum(OBSERVATION_POST_IDS);
  return z.discriminatedUnion('type', [
    /** Infiltrate: the Agent goes to a space another player's Agent holds; `spy` is the Spy recalled for it. */
    z.strictObject({ type: z.literal('sendAgent'), card: id, space, from: space.nullable(), spy: post }),
    /** A Spy onto `post`; `from`: the post one of yours leaves when your supply is empty. */
    z.strictObject({ type: z.literal('placeSpy'), post, from: post.nullable() }),
    /** One of your Spies back from `post` to your supply (a cost, or to gather intelligence). */
    z.strictObject({ type: z.literal('recallSpy'), post }),
    /** One of your Intrigue cards, to pay a cost with it (trash it). */
    z.strictObject({ type: z.literal('pickIntrigue'), card: id }),
    /** rules 004 "Espace CHOM": take this contract. */
    z.strictObject({ type: z.literal('contract'), contract: id }),
  ]);
}

/** The 2020 game's actions; every edition's actions have this shape (`ImperiumAction`). */
export const actionSchema = actionSchemaOf<SpaceId>(BASE_EDITION);

export type ImperiumAction = z.infer<typeof actionSchema>;

/** An action of Uprising only. */
export type UprisingAction = z.infer<ReturnType<typeof uprisingSchemaOf>>;

/** An action of any edition, as the rules list and perform them. */
export type EngineAction = z.infer<ReturnType<typeof actionSchemaOf<BoardSpaceId>>> | UprisingAction;
export type ActionOf<T extends EngineAction['type']> = Extract<EngineAction, { type: T }>;

/** Actions larger than this are refused before parsing (bad input must be cheap to reject). */
export const MAX_ACTION_BYTES = 1024;

export type ActionParser<A = ImperiumAction> = (
  input: unknown,
) => { ok: true; action: A } | { ok: false; error: RuleError };

type Unions = readonly { readonly options: readonly ActionSchema<EngineAction>[] }[];

/** `edition`'s actions: the unions of objects that describe them, and the whole union (what zod alone accepts). */
export function actionSchemasOf(edition: Edition): { unions: Unions; schema: ActionSchema<EngineAction> } {
  if (edition === BASE_EDITION) return { unions: [actionSchema], schema: actionSchema };
  const shared = actionSchemaOf<BoardSpaceId>(edition);
  const own = uprisingSchemaOf(edition);
  return { unions: [shared, own], schema: z.union([shared, own]) };
}

/** A parser for `edition`'s actions, size-capped before parsing. */
export function actionParser(edition: Edition): ActionParser<EngineAction> {
  const { unions, schema } = actionSchemasOf(edition);
  return parseBy(unions, schema);
}

/** The flat actions by the engine's tables read from these very schemas (issue 19), every other input by zod. */
function parseBy(unions: Unions, schema: ActionSchema<EngineAction>): ActionParser<EngineAction> {
  const quick = quickParser(
    unions.flatMap((union) => union.options),
    MAX_ACTION_BYTES,
  );
  const slow = byType(unions, schema);
  return (input) => {
    const action = quick(input);
    // The quick path passes only what the schema accepts, as the schema would give it.
    if (action) return { ok: true, action: action as EngineAction };
    return parseSized(slow, input, MAX_ACTION_BYTES);
  };
}

/**
 * `schema` (the union of `unions`), dispatched on `type` first: only the objects of that type are tried, in the
 * union's order, and the first that accepts the input gives the same action as the union would. Input none of
 * them accepts goes to the whole union, so that refusals name the same problem as before.
 */
function byType(unions: Unions, schema: ActionSchema<EngineAction>): ActionSchema<EngineAction> {
  const candidates = new Map<string, ActionSchema<EngineAction>[]>();
  for (const union of unions)
    for (const option of union.options) {
      const type = (option as unknown as { readonly shape: { readonly type: { readonly value: string } } }).shape.type
        .value;
      const list = candidates.get(type);
      if (list) list.push(option);
      else candidates.set(type, [option]);
    }
  return {
    safeParse(input) {
      const type = typeof input === 'object' && input !== null ? (input as { readonly type?: unknown }).type : null;
      const tried = typeof type === 'string' ? candidates.get(type) : undefined;
      if (tried)
        for (const option of tried) {
          const parsed = option.safeParse(input);
          if (parsed.success) return parsed;
        }
      return schema.safeParse(input);
    },
  };
}

export const parseAction = actionParser(BASE_EDITION) as ActionParser;
