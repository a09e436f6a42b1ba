import { ruleError } from '@arrakis/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountService } from '../accounts/accountService.ts';
import type { z } from 'zod';
import type { MatchService, Outcome } from '../matchService.ts';
import type { ApiError } from '../protocol.ts';
import { RecordService } from '../records.ts';
import { apiError } from './errors.ts';
import { registerRecords } from './recordsApi.ts';
import { matchParams } from './ids.ts';
import { apiLimit, createLimit, type HttpRateLimit } from './rateLimits.ts';
import {
  accountAuthorization,
  attachSeatsRequest,
  claimSeatRequest,
  createMatchRequest,
  myMatchesRequest,
  rematchRequest,
} from './requestSchemas.ts';

/** Parses a body, the path parameters or the query with its schema, or answers 400 naming the first bad field. */
function parse<T>(schema: z.ZodType<T>, input: unknown, reply: FastifyReply, where = 'body'): T | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  void reply.code(400).send(
    apiError(
      ruleError('malformedRequest', {
        field: issue?.path.join('.') || where,
        problem: issue?.message ?? 'invalid',
      }),
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
export function registerApi(
  app: FastifyInstance,
  service: MatchService,
  limit: HttpRateLimit,
  accounts: AccountService,
): void {
  app.post('/api/matches', createLimit(limit), async (request, reply) => {
    const body = parse(createMatchRequest, request.body, reply);
    if (!body) return reply;
    return answer(await service.create(body), reply, 201);
  });

  app.get('/api/matches/:id', apiLimit(limit), async (request, reply) => {
    const params = parse(matchParams, request.params, reply, 'id');
    if (!params) return reply;
    return answer(await service.summary(params.id), reply);
  });

  app.post('/api/matches/:id/rematch', createLimit(limit), async (request, reply) => {
    const params = parse(matchParams, request.params, reply, 'id');
    const body = params && parse(rematchRequest, request.body, reply);
    if (!params || !body) return reply;
    return answer(await service.rematch(params.id, body.token), reply);
  });

  app.get('/api/open-tables', apiLimit(limit), async () => service.openTables());

  // Counted with creations: each claim hands out a seat's secret.
  app.post('/api/matches/:id/claim', createLimit(limit), async (request, reply) => {
    const params = parse(matchParams, request.params, reply, 'id');
    const body = params && parse(claimSeatRequest, request.body, reply);
    if (!params || !body) return reply;
    return answer(await service.claim(params.id, body), reply, 201);
  });

  app.post('/api/my-matches', apiLimit(limit), async (request, reply) => {
    const body = parse(myMatchesRequest, request.body, reply);
    if (!body) return reply;
    return service.myMatches(body.tokens);
  });

  registerAccounts(app, accounts, limit);
  registerRecords(app, new RecordService(service.db), service, limit);
}

/** The account's token from `Authorization: Bearer …`, or a 401 answered. */
function bearer(request: FastifyRequest, reply: FastifyReply): string | null {
  const parsed = accountAuthorization.safeParse(request.headers.authorization);
  if (parsed.success) return parsed.data.slice('Bearer '.length);
  void reply.code(401).send(apiError(ruleError('unknownAccount')));
  return null;
}

/** Optional accounts (issue 18): the account's link token travels in the Authorization header, never in a URL. */
function registerAccounts(app: FastifyInstance, accounts: AccountService, limit: HttpRateLimit): void {
  app.post('/api/accounts', createLimit(limit), async (_request, reply) => {
    void reply.code(201);
    return accounts.create();
  });

  app.post('/api/accounts/seats', apiLimit(limit), async (request, reply) => {
    const token = bearer(request, reply);
    const body = token && parse(attachSeatsRequest, request.body, reply);
    if (!token || !body) return reply;
    return answer(await accounts.attach(token, body.tokens), reply);
  });

  app.get('/api/my-matches', apiLimit(limit), async (request, reply) => {
    const token = bearer(request, reply);
    if (!token) return reply;
    return answer(await accounts.myMatches(token), reply);
  });

  app.delete('/api/accounts', apiLimit(limit), async (request, reply) => {
    const token = bearer(request, reply);
    if (!token) return reply;
    return answer(await accounts.delete(token), reply);
  });
}
