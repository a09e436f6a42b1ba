// Prints what the first page sends: index.html, the entry script, its preloaded chunks and the CSS that
// dist/index.html references, as the brotli copies the build wrote beside them (build/precompress.ts) and the server
// sends. The game screen and the engine are lazy chunks and do not count. The same goal is asserted over HTTP by
// test/e2e/transfer.test.ts, headers included.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const GOAL_KB = 150;
const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
for (const file of ['index.html', ...new Set(assets)]) {
  const size = statSync(join(dist, `${file}.br`)).size;
  total += size;
  console.log(`${file}  ${(size / 1024).toFixed(1)} KB brotli`);
}
const kb = total / 1024;
console.log(`first page (HTML + JS + CSS): ${kb.toFixed(1)} KB brotli (goal ≤ ${GOAL_KB} KB)`);
if (kb > GOAL_KB) process.exitCode = 1;
