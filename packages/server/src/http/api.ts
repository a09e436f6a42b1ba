import { ruleError, type RuleError } from '@arrakis/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { MatchService, Outcome } from '../matchService.ts';
import type { ApiError } from '../protocol.ts';
import { isConnectionError } from '../storage/availability.ts';
import { createMatchRequest, myMatchesRequest, rematchRequest } from './requestSchemas.ts';

export function apiError(error: RuleError): ApiError {
  return { error: { code: error.code, messageKey: error.messageKey, params: error.params } };
}

/** Parses a body with its schema, or answers 400 naming the first bad field. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  void reply
    .code(400)
    .send(
      apiError(
        ruleError('malformedRequest', { field: issue?.path.join('.') || 'body', problem: issue?.message ?? 'invalid' }),
      ),
    );
  return null;
}

function answer<T>(outcome: Outcome<T>, reply: FastifyReply, status = 200): T | ApiError {
  if (outcome.ok) {
    void reply.code(status);
    return outcome.value;
  }
  void reply.code(outcome.status);
  return apiError(outcome.error);
}

/** REST for the lobby. None of it returns a game state: only public facts, links and seat tokens at creation. */
export function registerApi(app: FastifyInstance, service: MatchService): void {
  // A request that met the database away is refused by name (503), to be tried again once it is back.
  app.setErrorHandler((error, _request, reply) => {
    if (!isConnectionError(error)) throw error;
    return reply.code(503).send(apiError(ruleError('databaseUnavailable')));
  });

  app.post('/api/matches', async (request, reply) => {
    const body = parseBody(createMatchRequest, request.body, reply);
    if (!body) return reply;
    return answer(await service.create(body), reply, 201);
  });

  app.get<{ Params: { id: string } }>('/api/matches/:id', async (request, reply) =>
    answer(await service.summary(request.params.id), reply),
  );

  app.post<{ Params: { id: string } }>('/api/matches/:id/rematch', async (request, reply) => {
    const body = parseBody(rematchRequest, request.body, reply);
    if (!body) return reply;
    return answer(await service.rematch(request.params.id, body.token), reply);
  });

  app.post('/api/my-matches', async (request, reply) => {
    const body = parseBody(myMatchesRequest, request.body, reply);
    if (!body) return reply;
    return service.myMatches(body.tokens);
  });

  app.all('/api/*', (_request, reply) => reply.code(404).send(apiError(ruleError('notFound'))));
}
