import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.ts';
import { games } from '../src/registry.ts';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, games, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('arrakis bench-search', () => {
  it('reports, per level, the decisions searched, their times and the simulations per second', async () => {
    const run = await cli('bench-search', '--game', 'uprising', '--decisions', '2', '--levels', 'easy');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/simulations\/s/);
    expect(run.out).toMatch(/^easy\s+40 it\. or 150 ms\s+2\s/m);
  });

  it('refuses an unknown level or game', async () => {
    expect(await cli('bench-search', '--game', 'dune', '--levels', 'godlike')).toMatchObject({ code: 2 });
    expect(await cli('bench-search', '--game', 'chess')).toMatchObject({ code: 2 });
  });
});
