import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DUNE_TEXT } from '@arrakis/dune';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.ts';
import { games } from '../src/registry.ts';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, games, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A transcript line still in the `type key=value` form: an event without its sentence. */
const EVENT_CODE = /^ {2}[a-z][a-zA-Z]* [a-zA-Z]+=/m;

describe('arrakis play and replay speak the game’s own words (issue 14)', () => {
  it('Dune: play prints the events as French sentences, each turn under its own heading', async () => {
    const played = await cli('play', '--game', 'dune', '--players', '3', '--seed', 'words', '--lang', 'fr');
    expect(played.code).toBe(0);
    expect(played.out).toContain('== Début du tour 1 ==');
    expect(played.out).toMatch(/^ {2}.+ a choisi son traître\.$/m);
    expect(played.out).toMatch(/^ {2}La tempête avance de \d+ secteurs?, du secteur \d+ au secteur \d+\.$/m);
    expect(played.out).not.toMatch(EVENT_CODE);
  });

  it('Dune: English by default, and an unknown language is a usage error', async () => {
    const played = await cli('play', '--game', 'dune', '--players', '2', '--seed', 'words', '--max-steps', '40');
    expect(played.out).toContain('== Turn 1 begins ==');
    expect(await cli('play', '--game', 'dune', '--lang', 'de')).toMatchObject({ code: 2 });
  });

  it('Dune: a replay the engine refuses says why, in the refusal’s own words', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'arrakis-')), 'log.json');
    await cli('play', '--game', 'dune', '--players', '3', '--seed', 'refused', '--log', file);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    log.actions[3].action = { type: 'bid', amount: 1 };
    writeFileSync(file, JSON.stringify(log));
    const replayed = await cli('replay', '--game', 'dune', '--file', file, '--lang', 'fr');
    expect(replayed.code).toBe(1);
    const code = /refused: (\w+)/.exec(replayed.err)?.[1] ?? '';
    const refusal = (DUNE_TEXT.fr.refusal as Readonly<Record<string, string>>)[code];
    expect(refusal, code).toBeTypeOf('string');
    expect(replayed.err).toContain(`  ${refusal}`);
  });

  it('Imperium: play prints the events of a game in French sentences', async () => {
    const played = await cli('play', '--game', 'imperium', '--players', '3', '--seed', 'mots', '--lang', 'fr');
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/^ {2}Place 1 \(.+\) .+\.$/m);
    expect(played.out).toMatch(/^ {2}.*Conflit.*$/m);
    expect(played.out).not.toMatch(EVENT_CODE);
  });

  it('Uprising: play prints the events in French too, with its own words', async () => {
    const played = await cli('play', '--game', 'uprising', '--players', '4', '--seed', 'mots', '--lang', 'fr');
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/Espion|Conflit/);
    expect(played.out).not.toMatch(EVENT_CODE);
  });
});
