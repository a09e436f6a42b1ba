// `npm run build:runtime` (also run by `npm ci` through `prepare`, by `npm start` and by `npm run bench`): one
// esbuild bundle per bin and per search worker, for Node 20. The workspaces' sources are bundled; every other
// package stays an import (native modules, and what a container image installs with `npm ci --omit=dev`).
import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..') + '/';

/** Each bundle: its entry, and where it goes. A worker sits next to the bundles that start it (`./worker.js`). */
export const BUNDLES = [
  { entry: 'packages/cli/src/main.ts', out: 'packages/cli/dist/arrakis.js' },
  { entry: 'packages/bots/src/ismcts/searchWorker.ts', out: 'packages/cli/dist/worker.js' },
  { entry: 'packages/server/src/main.ts', out: 'packages/server/dist/server.js' },
  { entry: 'packages/server/bench/serverBench.ts', out: 'packages/server/dist/bench.js' },
  { entry: 'packages/server/bench/memoryBench.ts', out: 'packages/server/dist/memoryBench.js' },
  { entry: 'packages/server/bench/spectatorBench.ts', out: 'packages/server/dist/bench-spectators.js' },
  { entry: 'packages/bots/src/ismcts/searchWorker.ts', out: 'packages/server/dist/worker.js' },
  { entry: 'packages/server/src/reviewer/reviewerMain.ts', out: 'packages/server/dist/reviewer.js' },
];

/** Bundle our workspaces (@arrakis/*, relative paths); leave every installed package and Node's own to `import`. */
const installedPackagesStayImports = {
  name: 'installed-packages-stay-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@arrakis/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildRuntime() {
  const started = Date.now();
  await Promise.all(
    BUNDLES.map(async ({ entry, out }) => {
      const builtAt = Date.now();
      const result = await build({
        absWorkingDir: root,
        entryPoints: [entry],
        outfile: out,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Stack traces and CPU profiles point at the sources (node --enable-source-maps).
        sourcemap: 'linked',
        metafile: true,
        logLevel: 'warning',
        plugins: [installedPackagesStayImports],
      });
      // Relative to the bundle, so that a copy of the tree elsewhere (a container image) still checks its sources.
      const inputs = Object.keys(result.metafile.inputs).map((input) =>
        relative(dirname(join(root, out)), join(root, input)),
      );
      writeFileSync(`${root}${out}.inputs.json`, JSON.stringify({ builtAt, inputs }) + '\n');
    }),
  );
  return { bundles: BUNDLES.length, milliseconds: Date.now() - started };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { bundles, milliseconds } = await buildRuntime();
  console.log(`compiled runtime: ${bundles} bundles in ${milliseconds} ms`);
}
