import { ruleError, type RuleError } from '@arrakis/engine';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '../protocol.ts';
import { isConnectionError } from '../storage/availability.ts';

export function apiError(error: RuleError): ApiError {
  return { error: { code: error.code, messageKey: error.messageKey, params: error.params } };
}

/** Fastify's own refusals (body parsing, content types, sizes, limits) in our words. */
function codeOfStatus(status: number): string {
  switch (status) {
    case 404:
      return 'notFound';
    case 405:
      return 'methodNotAllowed';
    case 413:
      return 'requestTooLarge';
    case 415:
      return 'unsupportedMediaType';
    case 429:
      return 'rateLimited';
    default:
      return 'malformedRequest';
  }
}

/** Unknown routes: the client-side routes of the web client get its page, anything else a `notFound`. */
export function registerNotFound(app: FastifyInstance, servesPages: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      servesPages &&
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/ws') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send(apiError(ruleError('notFound')));
  });
}

/**
 * One shape for every HTTP error: `ApiError`. A client error says what was wrong with the request; a lost database
 * connection is `databaseUnavailable` (503, try again later); every other server error (a bug, a database fault) is
 * logged with its detail and answered `internalError`, never with the detail.
 */
export function registerErrorHandling(app: FastifyInstance, report: (error: unknown, context: string) => void): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (isConnectionError(error)) {
      report(error, `${request.method} ${request.routeOptions.url ?? 'unknown route'}`);
      return reply.code(503).send(apiError(ruleError('databaseUnavailable')));
    }
    if (status >= 500) {
      report(error, `${request.method} ${request.routeOptions.url ?? 'unknown route'}`);
      return reply.code(500).send(apiError(ruleError('internalError')));
    }
    const code = codeOfStatus(status);
    const retryAfter = Number(reply.getHeader('retry-after'));
    const params: Record<string, string | number> =
      code === 'malformedRequest'
        ? { field: 'body', problem: error.message }
        : code === 'rateLimited' && Number.isFinite(retryAfter)
          ? { retryAfterSeconds: retryAfter }
          : { problem: error.message };
    return reply.code(status).send(apiError(ruleError(code, params)));
  });
}
