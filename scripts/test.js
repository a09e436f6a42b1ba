// `npm test` after the typecheck and the lint: two lanes side by side, so that CI's two cores are both at work
// (vitest alone runs one file at a time on two cores). One lane runs the browser tests (a Chromium and a server
// each), a few files per `vitest run`, from a queue; the other runs every other test (the `units` project), then
// takes its share of what is left in the browser queue, so that neither lane waits long for the other. Each line is
// prefixed with its project; the exit code is the first failure's. Arguments go to a single plain `vitest run`.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath, URL } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const extra = process.argv.slice(2);
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });

/** Each lane's failure report (from vitest's "Failed Tests" line on), printed again once both lanes are done. */
const failures = [];
const FAILED_TESTS = /Failed Tests? \d+/;

function run(args, prefix) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let failing = false;
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        out.write(`${prefix}${line}\n`);
        if (FAILED_TESTS.test(line)) failing = true;
        if (failing) failures.push(`${prefix}${line}`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The browser files, the slowest first (CI's timings, session 32), each alone; then the others by name, a few per
 * run (a run costs vitest's start). A file not named here simply runs with the others.
 */
const E2E = 'packages/web/test/e2e';
const SLOWEST = [
  'uprisingTable',
  'tableResults',
  'spiceHarvest',
  'duel',
  'uprisingOnline',
  'localReview',
  'replay',
  'uprisingSix',
  'accessibility',
  'uprisingLobby',
];
const PER_RUN = 4;

function browserQueue() {
  // As the browser project's include (vitest.config.ts): every `*.test.ts` under the folder.
  const files = readdirSync(fileURLToPath(new URL(`../${E2E}`, import.meta.url)), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
  const slow = SLOWEST.map((name) => `${name}.test.ts`).filter((f) => files.includes(f));
  const rest = files.filter((f) => !slow.includes(f));
  const runs = slow.map((f) => [f]);
  for (let i = 0; i < rest.length; i += PER_RUN) runs.push(rest.slice(i, i + PER_RUN));
  return runs.map((group) => group.map((f) => `${E2E}/${f}`));
}

async function drain(queue, codes) {
  for (let files = queue.shift(); files; files = queue.shift())
    codes.push(await run(['--project', 'browser', ...files], '[browser] '));
}

if (extra.length > 0) {
  process.exitCode = await run(extra, '');
} else {
  const started = Date.now();
  const queue = browserQueue();
  const browserCodes = [];
  const unitCodes = [];
  await Promise.all([
    drain(queue, browserCodes),
    (async () => {
      unitCodes.push(await run(['--project', 'units'], '[units] '));
      await drain(queue, browserCodes);
    })(),
  ]);
  const verdict = (codes) => (codes.every((c) => c === 0) ? 'passed' : 'FAILED');
  // A lane's report is scrolled far up by the other's output: every failure again, at the end.
  if (failures.length > 0) console.log(['', 'npm test: the failures again:', ...failures].join('\n'));
  console.log(
    `npm test: both lanes done in ${Math.round((Date.now() - started) / 1000)} s (browser ${verdict(browserCodes)}, units ${verdict(unitCodes)})`,
  );
  process.exitCode = [...unitCodes, ...browserCodes].find((c) => c !== 0) ?? 0;
}
