import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web client, if there is one. Client-side routes (`/play/<id>`, `/lobby`, …) get `index.html`,
 * so a link opened in a new tab lands in the app; unknown `/api` and `/ws` paths stay 404.
 */
export async function registerWebRoot(app: FastifyInstance, webRoot: string): Promise<void> {
  if (!existsSync(join(webRoot, 'index.html'))) return;
  await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/ws') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: { code: 'notFound', messageKey: 'errors.notFound', params: {} } });
  });
}
