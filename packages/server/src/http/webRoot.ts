import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web client, if there is one, and says whether it does: client-side routes (`/play/<id>`,
 * `/lobby`, …) then get `index.html` from the not-found handler (http/errors.ts), so a link opened in a new tab
 * lands in the app.
 */
export async function registerWebRoot(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(join(webRoot, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  return true;
}
