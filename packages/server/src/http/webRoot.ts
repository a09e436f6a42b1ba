import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under `assets/` after a hash of its content: a changed file gets a new name. */
const HASHED_DIRECTORY = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself must be revalidated each time, so that a new build's assets are found at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web client, if there is one, and says whether it does: client-side routes (`/play/<id>`,
 * `/lobby`, …) then get `index.html` from the not-found handler (http/errors.ts), so a link opened in a new tab
 * lands in the app. The build writes a brotli and a gzip copy beside each text file (packages/web/build/
 * precompress.ts), sent to the clients that accept them: compression costs no CPU per request.
 */
export async function registerWebRoot(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(join(webRoot, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      const hashed = relative(webRoot, path).split(sep)[0] === HASHED_DIRECTORY;
      response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return true;
}
