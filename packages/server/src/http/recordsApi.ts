import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MatchService, Outcome } from '../matchService.ts';
import type { ApiError } from '../protocol.ts';
import { MAX_RECORD_BYTES, playOn, type PlayOnBody, type RecordService } from '../records.ts';
import { apiError } from './errors.ts';
import { matchId } from './ids.ts';
import { apiLimit, createLimit, type HttpRateLimit } from './rateLimits.ts';
import { createMatchRequest } from './requestSchemas.ts';
import { ruleError } from '@arrakis/engine';

const seatToken = z.string().min(1).max(200);
const logQuery = z.strictObject({ token: seatToken });
const viewAtParams = z.strictObject({ id: matchId, seq: z.string().regex(/^\d{1,9}$/, 'not a seq') });
const viewAtQuery = z.strictObject({ token: seatToken.optional() });
const idParams = z.strictObject({ id: matchId });
const playOnRequest = createMatchRequest
  .omit({ game: true, options: true, webhookUrl: true, lang: true })
  .extend({ matchId: matchId.optional(), record: z.unknown().optional(), at: z.number().int().min(0).max(1_000_000) })
  .strict() satisfies z.ZodType<PlayOnBody>;

function parse<T>(schema: z.ZodType<T>, input: unknown, reply: FastifyReply, where: string): T | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  void reply
    .code(400)
    .send(
      apiError(
        ruleError('malformedRequest', { field: issue?.path.join('.') || where, problem: issue?.message ?? 'invalid' }),
      ),
    );
  return null;
}

function answer<T>(outcome: Outcome<T>, reply: FastifyReply): T | ApiError {
  if (outcome.ok) return outcome.value;
  void reply.code(outcome.status);
  return apiError(outcome.error);
}

/** Issue 22's records over HTTP (docs/records.md "Over HTTP"): record, a seat's log, the view at a seq, the check. */
export function registerRecords(
  app: FastifyInstance,
  records: RecordService,
  service: MatchService,
  limit: HttpRateLimit,
): void {
  app.get('/api/matches/:id/review', apiLimit(limit), async (request, reply) => {
    const params = parse(idParams, request.params, reply, 'id');
    if (!params) return reply;
    return answer(await service.reviews.status(params.id), reply);
  });

  app.get('/api/matches/:id/record', apiLimit(limit), async (request, reply) => {
    const params = parse(idParams, request.params, reply, 'id');
    if (!params) return reply;
    const outcome = await records.record(params.id);
    if (outcome.ok)
      void reply.header(
        'content-disposition',
        `attachment; filename="arrakis-${outcome.value.game}-${params.id}.json"`,
      );
    return answer(outcome, reply);
  });

  app.get('/api/matches/:id/log', apiLimit(limit), async (request, reply) => {
    const params = parse(idParams, request.params, reply, 'id');
    const query = params && parse(logQuery, request.query, reply, 'token');
    if (!params || !query) return reply;
    return answer(await records.seatLog(params.id, query.token), reply);
  });

  app.get('/api/matches/:id/view-at/:seq', apiLimit(limit), async (request, reply) => {
    const params = parse(viewAtParams, request.params, reply, 'seq');
    const query = params && parse(viewAtQuery, request.query, reply, 'token');
    if (!params || !query) return reply;
    return answer(await records.viewAt(params.id, Number(params.seq), query.token), reply);
  });

  app.post('/api/matches/play-on', { ...createLimit(limit), bodyLimit: MAX_RECORD_BYTES }, async (request, reply) => {
    const body = parse(playOnRequest, request.body, reply, 'body');
    if (!body) return reply;
    const outcome = await playOn(records, service, body);
    if (outcome.ok) void reply.code(201);
    return answer(outcome, reply);
  });

  app.post('/api/records/check', { ...apiLimit(limit), bodyLimit: MAX_RECORD_BYTES }, async (request, reply) =>
    answer(records.check(request.body), reply),
  );
}
