import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGameEntry, Catalog } from '../src/catalog.ts';
import { runCli } from '../src/cli.ts';
import { raceEntry } from './raceGame.ts';

// Tests stand in for registry.ts, which erases a game's types the same way.
const catalog: Catalog = { race: raceEntry as unknown as AnyGameEntry };

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, catalog, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('arrakis', () => {
  it('prints help', async () => {
    const main = await cli('--help');
    expect(main.code).toBe(0);
    expect(main.out).toMatch(/simulate/);
    expect(main.out).toMatch(/Games: race/);
    const simulate = await cli('simulate', '--help');
    expect(simulate.code).toBe(0);
    expect(simulate.out).toMatch(/--games G/);
  });

  it('refuses unknown commands, games and flags, and missing values, with exit code 2', async () => {
    expect(await cli()).toMatchObject({ code: 2 });
    expect(await cli('fly')).toMatchObject({ code: 2, err: expect.stringMatching(/unknown command "fly"/) });
    expect(await cli('play', '--game', 'chess')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown game "chess" \(known: race\)/),
    });
    expect(await cli('play', '--game', 'race', '--fast')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/Unknown option '--fast'/),
    });
    expect(await cli('play', '--players', '2')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/missing --game/),
    });
    expect(await cli('simulate', '--game', 'race', '--games', 'many')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--games must be an integer/),
    });
    expect(await cli('simulate', '--game', 'race', '--options', 'most')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown option preset/),
    });
  });

  it('simulates, and exits 1 when games fail', async () => {
    const ok = await cli('simulate', '--game', 'race', '--players', '2', '--games', '12', '--seed', '3');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/games: 12 +finished: 12 +errors: 0/);
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-'));
    const failing = await cli(
      'simulate',
      '--game',
      'race',
      '--players',
      '2',
      '--games',
      '2',
      '--options',
      'maxStep=0',
      '--max-steps',
      '5',
      '--failures',
      dir,
    );
    expect(failing.code).toBe(1);
    expect(failing.out).toMatch(/errors: 2/);
    expect(readdirSync(dir).sort()).toEqual(['game-0.json', 'game-1.json']);
  });

  it('plays a game turn by turn, showing public events only, and saves a log that replays to the same hash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-'));
    const file = join(dir, 'log.json');
    const played = await cli('play', '--game', 'race', '--players', '2', '--seed', 'p', '--log', file);
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/seat 0: red {3}seat 1: blue/);
    expect(played.out).toMatch(/== Turn 1 ==\n {2}advanced seat=0 by=\d/);
    expect(played.out).not.toMatch(/handicapChosen/);
    expect(played.out).toMatch(/Winners: (red|blue) \(seat \d\); reason: reachedTarget/);

    const replayed = await cli('replay', '--game', 'race', '--file', file);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/hash: [0-9a-f]{16}/);
    expect(replayed.out).toMatch(/Winners:/);
    expect((await cli('replay', '--game', 'race', '--file', file)).out).toBe(replayed.out);
  });

  it('records a complete game with its engine version and final hash, which replay finds again; --again re-records', async () => {
    const versioned: Catalog = { race: { ...raceEntry, engineVersion: 3 } as unknown as AnyGameEntry };
    const run = (...argv: string[]) => runCli(argv, versioned, { out: () => undefined, err: () => undefined });
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-'));
    const file = join(dir, 'race.json');
    expect(await run('record', '--game', 'race', '--players', '2', '--seed', 'r', '--out', file)).toBe(0);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record).toMatchObject({ engineVersion: 3, game: 'race', seed: 'r', options: {} });
    expect(record.seats).toHaveLength(2);
    expect(record.actions.length).toBeGreaterThan(0);
    const replayed = await cli('replay', '--game', 'race', '--file', file);
    expect(replayed.out).toContain(`hash: ${record.finalHash}`);
    // Issue 22: a record names its game, so --game may be left out.
    expect((await cli('replay', '--file', file)).out).toBe(replayed.out);

    writeFileSync(file, JSON.stringify({ ...record, engineVersion: 2, finalHash: 'stale' }));
    expect(await run('record', '--again', dir)).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(record);
    // A game that declares no version cannot be recorded.
    expect(await cli('record', '--game', 'race', '--out', join(dir, 'x.json'))).toMatchObject({
      code: 1,
      err: expect.stringMatching(/declares no engine version/),
    });
  });

  it('reports the index of an action a replay refuses', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'arrakis-')), 'log.json');
    await cli('play', '--game', 'race', '--players', '2', '--seed', 'q', '--log', file);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    log.actions[4].action = { type: 'advance', by: 42 };
    writeFileSync(file, JSON.stringify(log));
    const replayed = await cli('replay', '--game', 'race', '--file', file);
    expect(replayed.code).toBe(1);
    expect(replayed.err).toMatch(/action 4 of \d+ refused: illegal/);
  });

  it('reports a log that is not one', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'arrakis-')), 'log.json');
    writeFileSync(file, JSON.stringify({ seed: 1 }));
    expect(await cli('replay', '--game', 'race', '--file', file)).toMatchObject({
      code: 1,
      err: expect.stringMatching(/"seed" must be a string/),
    });
    expect(await cli('replay', '--game', 'race', '--file', join(file, 'missing'))).toMatchObject({
      code: 1,
      err: expect.stringMatching(/cannot read/),
    });
  });

  it('benches', async () => {
    const bench = await cli(
      'bench',
      '--game',
      'race',
      '--players',
      '2',
      '--games',
      '3',
      '--rounds',
      '2',
      '--warmup',
      '0',
    );
    expect(bench.code).toBe(0);
    expect(bench.out).toMatch(/2 rounds of 3 games/);
  });

  it('writes a CPU profile of the timed rounds, and wants --game for --players', async () => {
    const profile = join(mkdtempSync(join(tmpdir(), 'arrakis-bench-')), 'race.cpuprofile');
    const bench = await cli(
      'bench',
      '--game',
      'race',
      '--players',
      '2',
      '--games',
      '2',
      '--rounds',
      '1',
      '--warmup',
      '0',
      '--profile',
      profile,
    );
    expect(bench.code).toBe(0);
    const written: unknown = JSON.parse(readFileSync(profile, 'utf8'));
    expect(written).toMatchObject({ nodes: expect.any(Array), samples: expect.any(Array) });
    expect(await cli('bench', '--players', '2')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--players needs --game/),
    });
  });
});
