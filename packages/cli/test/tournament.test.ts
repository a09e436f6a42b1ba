import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.ts';
import { games } from '../src/registry.ts';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, games, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('arrakis tournament --game imperium', () => {
  it('seats the Imperium heuristic against random bots and reports its win rate', async () => {
    const run = await cli(
      'tournament',
      '--game',
      'imperium',
      '--seats',
      'heuristic,random,random,random',
      '--games',
      '4',
      '--seed',
      '1',
    );
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/games: 4 +finished: 4 +errors: 0/);
    expect(run.out).toMatch(/^heuristic +4 /m);
  });

  it('refuses an unknown bot, naming the ones it knows: random, heuristic and the searching levels', async () => {
    const unknown = await cli('tournament', '--game', 'imperium', '--seats', 'mentat,random');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(
      /unknown bot "mentat" \(known: random, heuristic, ismcts, ismcts-easy, ismcts-medium, ismcts-hard\)/,
    );
  });
});

describe('arrakis tournament --game uprising, and one seat alone against the Rivals', () => {
  it('seats the heuristic against random bots in Uprising', async () => {
    const run = await cli(
      'tournament',
      '--game',
      'uprising',
      '--seats',
      'heuristic,random,random,random',
      '--games',
      '4',
    );
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/games: 4 +finished: 4 +errors: 0/);
    expect(run.out).toMatch(/^heuristic +4 /m);
  });

  it('plays one seat solo against the Rivals at a chosen difficulty, in Uprising and in the 2020 game', async () => {
    for (const [game, options] of [
      ['uprising', 'rivalDifficulty=expertPlus'],
      ['imperium', 'difficulty=kwisatzHaderach'],
    ] as const) {
      const run = await cli('tournament', '--game', game, '--seats', 'heuristic', '--games', '2', '--options', options);
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/games: 2 +finished: 2 +errors: 0/);
      expect(run.out).toMatch(/heuristic alone against the game's Rivals/);
      expect(run.out).toMatch(/^heuristic +2 /m);
    }
  });

  it('refuses a seat count the game is not played with, naming the rule', async () => {
    const run = await cli('tournament', '--game', 'uprising', '--seats', 'random,random,random,random,random');
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/uprising cannot be set up with 5 players/);
    const dune = await cli('tournament', '--game', 'dune', '--seats', 'random');
    expect(dune.code).toBe(2);
  });
});
