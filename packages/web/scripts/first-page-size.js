// Prints the gzip size of what the first page loads: the entry script, its preloaded chunks and the CSS that
// dist/index.html references. The game screen and the engine are lazy chunks and do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 300;
const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
for (const asset of new Set(assets)) {
  const size = gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length;
  total += size;
  console.log(`${asset}  ${(size / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(`first page (JS + CSS): ${kb.toFixed(1)} KB gzip (goal ≤ ${GOAL_KB} KB)`);
if (kb > GOAL_KB) process.exitCode = 1;
