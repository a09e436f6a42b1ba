import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `file.br` and `file.gz` beside each text file of the build (on libuv's threads, in parallel). */
export async function precompressDirectory(dir: string): Promise<void> {
  await Promise.all(
    [...filesUnder(dir)].map(async (path) => {
      const body = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
}

/**
 * Compresses the built client once, at build time, so that the server sends `.br`/`.gz` siblings without spending
 * CPU on each request (packages/server/src/http/webRoot.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'arrakis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
