// `npm test` after the typecheck and the lint: the two vitest projects of vitest.config.ts side by side, each one
// file at a time — the browser tests (a Chromium and a server each) in one lane, every other test in the other, so
// that CI's two cores are both at work (vitest alone runs one file at a time on two cores). Each line is prefixed
// with its lane; the exit code is the first failure's. Arguments go to a single plain `vitest run` instead.
import { spawn } from 'node:child_process';
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

if (extra.length > 0) {
  process.exitCode = await run(extra, '');
} else {
  const started = Date.now();
  const codes = await Promise.all([
    run(['--project', 'browser'], '[browser] '),
    run(['--project', 'units'], '[units] '),
  ]);
  const failed = codes.find((c) => c !== 0);
  // The lane that ends first has its report scrolled far up by the other's output: both again, at the end.
  if (failures.length > 0) console.log(['', 'npm test: the failures of both lanes again:', ...failures].join('\n'));
  console.log(
    `npm test: both lanes done in ${Math.round((Date.now() - started) / 1000)} s (browser ${codes[0] === 0 ? 'passed' : 'FAILED'}, units ${codes[1] === 0 ? 'passed' : 'FAILED'})`,
  );
  process.exitCode = failed ?? 0;
}
