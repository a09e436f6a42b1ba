// The compiled runtime (issue 19): every bin and search worker runs one esbuild bundle of its TypeScript sources,
// written next to the bin's package (packages/*/dist). Tests and development may still run the sources through tsx:
// a bin whose bundle is missing or older than one of its sources falls back to them (see docs/performance.md).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

/** Reads the list of sources the bundle was built from (written by build-runtime.js) and compares times. */
export function bundleIsFresh(bundlePath) {
  const stampPath = `${bundlePath}.inputs.json`;
  if (!existsSync(bundlePath) || !existsSync(stampPath)) return false;
  const { builtAt, inputs } = JSON.parse(readFileSync(stampPath, 'utf8'));
  for (const input of inputs) {
    let modified;
    try {
      modified = statSync(resolve(dirname(bundlePath), input)).mtimeMs;
    } catch {
      return false;
    }
    if (modified > builtAt) return false;
  }
  return true;
}

/**
 * Runs the bin's bundle (a path from the bin) when it is up to date, else its TypeScript entry through tsx.
 * `ARRAKIS_RUNTIME=compiled` runs the bundle without looking at the sources (a container image may have none);
 * `ARRAKIS_RUNTIME=tsx` runs the sources.
 */
export async function launch(binUrl, bundle, source) {
  const bundlePath = fileURLToPath(new URL(bundle, binUrl));
  const runtime = process.env.ARRAKIS_RUNTIME;
  if (runtime === 'compiled' ? existsSync(bundlePath) : runtime !== 'tsx' && bundleIsFresh(bundlePath)) {
    await import(pathToFileURL(bundlePath).href);
    return;
  }
  if (runtime === 'compiled') throw new Error(`${bundlePath} is missing: run npm run build:runtime`);
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL(source, binUrl).href);
}
