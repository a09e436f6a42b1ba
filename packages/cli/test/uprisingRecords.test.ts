import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_VERSION } from '@arrakis/imperium';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.ts';
import { games } from '../src/registry.ts';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, games, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('arrakis record and replay: Dune: Imperium – Uprising', () => {
  it('records 4 seats with the CHOAM contracts and a solo game against the Rivals; replay finds each final hash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-uprising-'));
    const runs = [
      { file: join(dir, 'four.json'), players: '4', options: 'contracts=true', seed: 'up-4' },
      { file: join(dir, 'solo.json'), players: '1', options: 'rivalDifficulty=expert', seed: 'up-1' },
    ];
    for (const run of runs) {
      const recorded = await cli(
        'record',
        '--game',
        'uprising',
        '--players',
        run.players,
        '--options',
        run.options,
        '--seed',
        run.seed,
        '--out',
        run.file,
      );
      expect(recorded.code, recorded.err).toBe(0);
      const record = JSON.parse(readFileSync(run.file, 'utf8')) as {
        game: string;
        engineVersion: number;
        seats: unknown[];
        actions: unknown[];
        finalHash: string;
      };
      // One engine version for both editions of the Imperium engine.
      expect(record).toMatchObject({ game: 'uprising', engineVersion: ENGINE_VERSION, seed: run.seed });
      expect(record.seats).toHaveLength(Number(run.players));
      expect(record.actions.length).toBeGreaterThan(20);
      const replayed = await cli('replay', '--game', 'uprising', '--file', run.file);
      expect(replayed.code, replayed.err).toBe(0);
      expect(replayed.out).toContain(`actions: ${record.actions.length}`);
      expect(replayed.out).toContain(`hash: ${record.finalHash}`);
      expect(replayed.out).toMatch(/Winners:/);
    }
    // Recording again gives the same records, byte for byte.
    const before = runs.map((run) => readFileSync(run.file, 'utf8'));
    expect((await cli('record', '--again', dir)).code).toBe(0);
    expect(runs.map((run) => readFileSync(run.file, 'utf8'))).toEqual(before);
  });

  it('an Uprising record is not replayed as the 2020 game, nor a 2020 record as Uprising', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-uprising-'));
    const uprisingFile = join(dir, 'uprising.json');
    const imperiumFile = join(dir, 'imperium.json');
    expect((await cli('record', '--game', 'uprising', '--players', '3', '--out', uprisingFile)).code).toBe(0);
    expect((await cli('record', '--game', 'imperium', '--players', '3', '--out', imperiumFile)).code).toBe(0);
    expect(await cli('replay', '--game', 'imperium', '--file', uprisingFile)).toMatchObject({
      code: 1,
      err: `${uprisingFile}: a record of game uprising, not imperium`,
    });
    expect(await cli('replay', '--game', 'uprising', '--file', imperiumFile)).toMatchObject({
      code: 1,
      err: `${imperiumFile}: a record of game imperium, not uprising`,
    });
    // A bare log (no game named) with another edition's options is refused by the options check.
    const bare = JSON.parse(readFileSync(uprisingFile, 'utf8')) as Record<string, unknown>;
    delete bare['game'];
    writeFileSync(uprisingFile, JSON.stringify({ ...bare, options: { difficulty: 'mentat' } }));
    const refused = await cli('replay', '--game', 'uprising', '--file', uprisingFile);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/options: unknown option "difficulty" for uprising/);
  });
});
