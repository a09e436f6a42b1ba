import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { commands, runCli } from '../src/cli.ts';
import { games } from '../src/registry.ts';

const BIN = fileURLToPath(new URL('../bin/arrakis.js', import.meta.url));

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, games, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const DUNE_KNOWN =
  'known options: factions (list of 2–7 [atreides | harkonnen | emperor | guild | fremen | beneGesserit | tleilaxu]), ' +
  'treacheryDeck (base33 | descartes43), atreidesSeesHarkonnenBonusCard (boolean), cielagoSouth12 (boolean), ' +
  'biddingTimerSeconds (integer 1–86400 | null), extraPowers (boolean), climate (boolean), specialKarama (boolean), ' +
  'beneGesseritWorthlessKarama (boolean), noAlliances (boolean), moreStrongholdsToWin (boolean), ' +
  'shieldWallVictory (boolean), increasedSpiceFlow (boolean), advancedSpiceBlow (boolean), advancedBattles (boolean), ' +
  'spiceHarvest (boolean), harvestWormTax (boolean), duel (boolean), duelArcObstacles (boolean), ' +
  'kanlyClaimMainCharacter (boolean), twoPilesSimple (boolean), thumperEscape (boolean), fremenForesight (boolean), ' +
  'harkonnenCapture (boolean), movementBids (boolean), twoTerritoryMove (boolean), diplomacy (boolean), ' +
  'diplomacyAt (turn | nexus), ' +
  'diplomacyMinutes (integer 1–60), governor (boolean), victoryPoints (boolean), victoryPointsTurns (integer 1–15), ' +
  'tleilaxu (boolean), battleOrder (boolean), battleAgreement (boolean), agreementSeconds (integer 10–600); ' +
  'presets: none, all, variants';

const LEADERS =
  'letoAtreides | paulAtreides | vladimirHarkonnen | glossuRabban | helenaRichese | ilbanRichese | ' +
  'arianaThorvald | memnonThorvald';
const IMPERIUM_KNOWN =
  `known options: leaderSelection (draw | choose), leaders (list of 1–4 [${LEADERS}] | null), ` +
  `difficulty (mercenary | sardaukar | mentat | kwisatzHaderach), rivalLeaders (list of 2 [${LEADERS}] | null); ` +
  'presets: none, all';

/** Every command that takes `--options`, with the flags that make it run one short game. */
const RUNS: Readonly<Record<string, readonly string[]>> = {
  play: ['--players', '2', '--seed', 'o'],
  simulate: ['--players', '2', '--games', '1'],
  tournament: ['--seats', 'random,random', '--games', '1'],
  bench: ['--players', '2', '--games', '1', '--rounds', '1', '--warmup', '0', '--apply-games', '1'],
  record: ['--players', '2', '--seed', 'o', '--out', join(mkdtempSync(join(tmpdir(), 'arrakis-record-')), 'game.json')],
};

describe('arrakis --options, checked against each game’s own schema', () => {
  it('knows which commands take --options', () => {
    const taking = commands.filter((c) => Object.hasOwn(c.flags, 'options')).map((c) => c.name);
    expect(taking.sort()).toEqual(Object.keys(RUNS).sort());
  });

  it('refuses an unknown Dune option in every command: exit 2, the key named, the known options and presets listed', async () => {
    for (const [command, flags] of Object.entries(RUNS)) {
      const result = await cli(command, '--game', 'dune', ...flags, '--options', 'foo=bar');
      expect(result, command).toEqual({
        code: 2,
        out: '',
        err: `arrakis ${command}: --options: unknown option "foo" for dune; ${DUNE_KNOWN}\nRun 'arrakis ${command} --help' for usage.`,
      });
    }
  });

  it('refuses a Dune option of the wrong type, after presets', async () => {
    for (const [command, flags] of Object.entries(RUNS)) {
      const result = await cli(command, '--game', 'dune', ...flags, '--options', 'all,noAlliances=maybe');
      expect(result.code, command).toBe(2);
      expect(result.out, command).toBe('');
      expect(result.err, command).toContain(`--options: noAlliances: expected a boolean, got "maybe"; ${DUNE_KNOWN}`);
    }
    expect((await cli('simulate', '--game', 'dune', '--options', 'biddingTimerSeconds=0')).err).toContain(
      'biddingTimerSeconds: expected an integer 1–86400 or null, got 0;',
    );
    expect((await cli('simulate', '--game', 'dune', '--options', 'factions=["fremen","sardaukar"]')).err).toContain(
      'factions[1]: expected atreides | harkonnen | emperor | guild | fremen | beneGesserit | tleilaxu, got "sardaukar";',
    );
  });

  it('refuses unknown and mistyped Imperium options in every command', async () => {
    for (const [command, flags] of Object.entries(RUNS)) {
      expect(await cli(command, '--game', 'imperium', ...flags, '--options', 'leader=paulAtreides')).toEqual({
        code: 2,
        out: '',
        err: `arrakis ${command}: --options: unknown option "leader" for imperium; ${IMPERIUM_KNOWN}\nRun 'arrakis ${command} --help' for usage.`,
      });
      const mistyped = await cli(command, '--game', 'imperium', ...flags, '--options', 'difficulty=godlike');
      expect(mistyped.code, command).toBe(2);
      expect(mistyped.err, command).toContain(
        `--options: difficulty: expected mercenary | sardaukar | mentat | kwisatzHaderach, got "godlike"; ${IMPERIUM_KNOWN}`,
      );
    }
    expect((await cli('play', '--game', 'imperium', '--options', 'rivalLeaders=["glossuRabban"]')).err).toContain(
      `rivalLeaders: expected a list of 2 [${LEADERS}] or null, got ["glossuRabban"];`,
    );
  });

  it('still runs every command with valid options and presets', async () => {
    const dune = 'all,biddingTimerSeconds=30,factions=["fremen","atreides"],noAlliances=false';
    const imperium = 'all,leaderSelection=draw,leaders=["paulAtreides","glossuRabban"]';
    for (const [command, flags] of Object.entries(RUNS)) {
      for (const [game, options] of [
        ['dune', dune],
        ['imperium', imperium],
        ['dune', 'none'],
        ['imperium', 'all'],
      ] as const) {
        const result = await cli(command, '--game', game, ...flags, '--options', options);
        expect(result.err, `${command} ${game} ${options}`).toBe('');
        expect(result.code, `${command} ${game} ${options}`).toBe(0);
      }
    }
    // The options reach the game: the seats play the factions and leaders given.
    expect((await cli('play', '--game', 'dune', ...RUNS.play!, '--options', dune)).out).toMatch(
      /^0: Fremen · 1: Atreides$/m,
    );
    expect((await cli('play', '--game', 'imperium', ...RUNS.play!, '--options', imperium)).out).toMatch(
      /^0: Seat 1 \(Paul Atreides\) · 1: Seat 2 \(Glossu .*Rabban\)$/m,
    );
    const solo = await cli(
      'play',
      '--game',
      'imperium',
      '--players',
      '1',
      '--options',
      'difficulty=kwisatzHaderach,rivalLeaders=["glossuRabban","memnonThorvald"]',
    );
    expect(solo).toMatchObject({ code: 0, err: '' });
  });

  it('every preset passes its game’s schema', () => {
    for (const [id, entry] of Object.entries(games)) {
      for (const [name, preset] of Object.entries(entry.optionPresets)) {
        expect(entry.optionsSchema.safeParse(preset).success, `${id} ${name}`).toBe(true);
      }
    }
  });

  it('shows each game’s options and presets in the help of the commands that take them', async () => {
    const help = await cli('simulate', '--help');
    expect(help.out).toMatch(/ {2}dune: presets none, all, variants\n {4}factions +list of 2–7 \[atreides/);
    expect(help.out).toMatch(/\n {4}noAlliances +boolean\n/);
    expect(help.out).toMatch(/ {2}imperium: presets none, all\n {4}leaderSelection +draw \| choose\n/);
    expect((await cli('replay', '--help')).out).not.toMatch(/presets/);
  });

  it('the installed command exits with code 2 and says why', async () => {
    const run = promisify(execFile)(process.execPath, [BIN, 'simulate', '--game', 'dune', '--options', 'foo=bar']);
    await expect(run).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining(`arrakis simulate: --options: unknown option "foo" for dune; ${DUNE_KNOWN}\n`),
    });
  });

  it('a setup the game refuses is a usage error naming the rule, in every command that plays (Imperium: rules 002 MATÉRIEL, 1–4 players; Dune: 2–6 factions)', async () => {
    for (const command of ['play', 'simulate', 'bench', 'record']) {
      const extra = command === 'record' ? ['--out', join(mkdtempSync(join(tmpdir(), 'arrakis-')), 'r.json')] : [];
      const imperium = await cli(command, '--game', 'imperium', '--players', '5', ...extra);
      expect(imperium.code, command).toBe(2);
      expect(imperium.err).toContain(
        `arrakis ${command}: imperium cannot be set up with 5 players and these options: badSeatCount (seats 5, min 1, max 4)`,
      );
      const dune = await cli(command, '--game', 'dune', '--players', '1', ...extra);
      expect(dune.code, command).toBe(2);
      expect(dune.err).toContain('badSeatCount (seats 1, min 2, max 6)');
    }
  });

  it('replay refuses a log whose options are not the game’s, before the game sees them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-'));
    const file = join(dir, 'log.json');
    writeFileSync(
      file,
      JSON.stringify({ options: { foo: 1 }, seats: [{ name: 'a', kind: 'bot' }], seed: 's', actions: [] }),
    );
    const unknown = await cli('replay', '--game', 'imperium', '--file', file);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(`${file}: options: unknown option "foo" for imperium`);
    writeFileSync(file, JSON.stringify({ options: [1], seats: [], seed: 's', actions: [] }));
    expect((await cli('replay', '--game', 'dune', '--file', file)).err).toContain('options: must be a JSON object');
  });
});
