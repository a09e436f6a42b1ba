import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/arrakis.js', import.meta.url));

describe('arrakis bench over every game, from the installed command', () => {
  it('times each game in a child process of its own, with the same flags, in the order of the sections', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [BIN, 'bench', '--games', '1', '--rounds', '1', '--warmup', '0', '--apply-games', '0'],
      { maxBuffer: 1 << 20 },
    );
    expect(stdout).toMatch(/^each game timed in a process of its own/);
    const headers = [...stdout.matchAll(/^bench (\w+): (\d) players, 1 rounds of 1 games after 0 s of warm-up/gm)];
    expect(headers.map((h) => `${h[1]} ${h[2]}`)).toEqual(['dune 6', 'imperium 4', 'uprising 4']);
  });

  it('refuses flags that one game refuses before starting a child', async () => {
    const run = promisify(execFile)(process.execPath, [BIN, 'bench', '--options', 'foo=bar']);
    await expect(run).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('arrakis bench: --options: unknown option "foo" for dune'),
    });
  });
});
