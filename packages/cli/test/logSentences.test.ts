import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../src/catalog.ts';
import { runCli } from '../src/cli.ts';
import { botSeats } from '../src/randomBot.ts';
import { games } from '../src/registry.ts';
import { runGame } from '../src/runGame.ts';

async function cli(...argv: string[]): Promise<{ code: number; lines: string[]; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, games, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, lines: out, err: err.join('\n') };
}

/** The account of the game: the lines after the seats and before the closing summary (`N actions. Winners: …`). */
function account(lines: readonly string[]): string[] {
  const end = lines.findIndex((line) => /^\d+ actions\./.test(line));
  return lines.slice(2, end < 0 ? lines.length : end);
}

/**
 * The event types of several words (spiceBlow, agentSent) the game emits in this run: none may show in the account
 * as such. One-word types (influence, recall) are words of the language too.
 */
function eventTypes(game: 'dune' | 'imperium', players: number, seed: string): Set<string> {
  const run = runGame(games[game]!.game, { options: {}, seats: botSeats(players), seed, keepEvents: true });
  return new Set((run.events ?? []).map((event) => event.type).filter((type) => /[A-Z]/.test(type)));
}

const GAMES = [
  // rules 000 §5: a turn's phases; rules 002 STRUCTURE D'UNE MANCHE: a round's.
  { game: 'dune', players: 6, seed: '1', turn: /^== .+ ==$/, phases: 7 },
  { game: 'imperium', players: 4, seed: '1', turn: /^== .+ ==$/, phases: 6 },
] as const;

describe('arrakis play tells the game in sentences, grouped by turn and phase (issue 21)', () => {
  for (const { game, players, seed, turn, phases } of GAMES) {
    const types = eventTypes(game, players, seed);
    for (const lang of TEXT_LANGUAGES) {
      it(`${game}, seed ${seed}, ${lang}: no event code, no placeholder, a heading per turn and phase`, async () => {
        const played = await cli('play', '--game', game, '--players', String(players), '--seed', seed, '--lang', lang);
        expect(played.code, played.err).toBe(0);
        const lines = account(played.lines);
        expect(lines.length).toBeGreaterThan(200);
        const words = new Set(lines.flatMap((line) => line.split(/[^A-Za-z]+/)));
        expect([...types].filter((type) => words.has(type))).toEqual([]);
        for (const line of lines) {
          expect(line).not.toContain('{{');
          // An event without its sentence prints as `type key=value`.
          expect(line).not.toMatch(/^ {2}[a-z][a-zA-Z]* [a-zA-Z]+=/);
          // A raw id (vladimirHarkonnen, spiceBlow) where a name belongs.
          expect(line).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
        }
        expect(lines.filter((line) => turn.test(line)).length).toBeGreaterThan(3);
        const headings = new Set(lines.filter((line) => /^-- .+ --$/.test(line)));
        expect(headings.size).toBeGreaterThanOrEqual(phases);
      });
    }
  }

  it('the seats are named in the chosen language', async () => {
    const played = await cli('play', '--game', 'dune', '--players', '3', '--seed', '1', '--lang', 'nl');
    expect(played.lines[1]).toMatch(/^0: \S.* · 1: \S.* · 2: \S.*$/);
    expect(played.lines[1]).not.toMatch(/beneGesserit|emperor/);
  });

  it('a viewer also reads its own secrets, worded for that seat; a spectator only the public events', async () => {
    const spectator = await cli('play', '--game', 'dune', '--players', '3', '--seed', '1', '--max-steps', '60');
    const seat0 = await cli(
      'play',
      '--game',
      'dune',
      '--players',
      '3',
      '--seed',
      '1',
      '--max-steps',
      '60',
      '--viewer',
      '0',
    );
    expect(seat0.lines.length).toBeGreaterThan(spectator.lines.length);
    // rules 000 §8: the card a seat buys is its secret ("You receive: …"); the table only hears that it bought one.
    expect(seat0.lines.some((line) => /^ {2}Your? /.test(line))).toBe(true);
    expect(spectator.lines.some((line) => /^ {2}Your? /.test(line))).toBe(false);
    expect(await cli('play', '--game', 'dune', '--players', '3', '--viewer', '3')).toMatchObject({ code: 2 });
  });

  it('replay --events tells a saved game in the same sentences as play', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const file = join(mkdtempSync(join(tmpdir(), 'arrakis-')), 'log.json');
    const played = await cli('play', '--game', 'dune', '--players', '3', '--seed', 'r', '--lang', 'fr', '--log', file);
    const replayed = await cli('replay', '--game', 'dune', '--file', file, '--lang', 'fr', '--events');
    expect(replayed.code, replayed.err).toBe(0);
    const told = account(played.lines).filter((line) => !line.startsWith('action log saved'));
    // Play prints the seats, its account and a blank line; replay the same, then the hash.
    expect(replayed.lines.slice(0, 1 + told.length)).toEqual([played.lines[1], ...told]);
  });
});
