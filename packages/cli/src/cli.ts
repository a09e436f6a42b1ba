import type { Catalog } from './catalog.ts';
import { optionUsages } from './options.ts';
import { EXIT_OK, EXIT_USAGE, parseFlags, UsageError, type Command, type FlagSpec, type Io } from './command.ts';
import { benchCommand } from './commands/bench.ts';
import { benchSearchCommand } from './commands/benchSearch.ts';
import { playCommand } from './commands/play.ts';
import { recordCommand } from './commands/record.ts';
import { replayCommand } from './commands/replay.ts';
import { reviewCommand } from './commands/review.ts';
import { simulateCommand } from './commands/simulate.ts';
import { tournamentCommand } from './commands/tournament.ts';

const HELP_FLAG: FlagSpec = { type: 'boolean', description: 'show this help' };

export const commands: readonly Command[] = [
  playCommand,
  simulateCommand,
  tournamentCommand,
  benchCommand,
  benchSearchCommand,
  replayCommand,
  reviewCommand,
  recordCommand,
];

/** Runs `arrakis <command> [flags]` and returns the exit code: 0 done, 1 a game or file failed, 2 a usage mistake. */
export async function runCli(argv: readonly string[], catalog: Catalog, io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    for (const line of mainHelp(catalog)) io.err(line);
    return EXIT_USAGE;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = commands.find((command) => command.name === rest[0]);
    for (const line of topic ? commandHelp(topic, catalog) : mainHelp(catalog)) io.out(line);
    return EXIT_OK;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`arrakis: unknown command "${name}" (commands: ${commands.map((c) => c.name).join(', ')})`);
    io.err(`Run 'arrakis --help' for usage.`);
    return EXIT_USAGE;
  }
  try {
    const flags = parseFlags({ ...command, flags: { ...command.flags, help: HELP_FLAG } }, rest);
    if (flags.help === true) {
      for (const line of commandHelp(command, catalog)) io.out(line);
      return EXIT_OK;
    }
    return await command.run(flags, catalog, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`arrakis ${command.name}: ${error.message}`);
    io.err(`Run 'arrakis ${command.name} --help' for usage.`);
    return EXIT_USAGE;
  }
}

function mainHelp(catalog: Catalog): string[] {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'arrakis: play, check and time the Dune board games from the command line',
    '',
    'Usage: arrakis <command> --game GAME [flags]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    `Games: ${Object.keys(catalog).join(', ')}`,
    "Run 'arrakis <command> --help' for the flags of a command and each game's options.",
  ];
}

function commandHelp(command: Command, catalog: Catalog): string[] {
  const flags = Object.entries({ ...command.flags, help: HELP_FLAG }).map(
    ([name, spec]) => [`--${name}${spec.value ? ` ${spec.value}` : ''}`, spec.description] as const,
  );
  const width = Math.max(...flags.map(([usage]) => usage.length));
  return [
    `arrakis ${command.name}: ${command.summary}`,
    '',
    `Usage: arrakis ${command.name} [flags]`,
    '',
    'Flags:',
    ...flags.map(([usage, description]) => `  ${usage.padEnd(width)}  ${description}`),
    ...(Object.hasOwn(command.flags, 'options') ? gameOptionsHelp(catalog) : []),
  ];
}

/** Each game's options and presets, from the game's own schema. */
function gameOptionsHelp(catalog: Catalog): string[] {
  const lines = [
    '',
    "Game options (--options SPEC): presets and key=value settings, left to right; none = the game's defaults.",
    'A value is read as JSON when it parses (true, 30, null, ["a","b"]), else as text. Options of each game:',
  ];
  for (const [id, entry] of Object.entries(catalog)) {
    const usages = optionUsages(entry.optionsSchema);
    const width = Math.max(0, ...usages.map(({ name }) => name.length));
    lines.push(`  ${id}: presets ${['none', ...Object.keys(entry.optionPresets)].join(', ')}`);
    for (const { name, takes } of usages) lines.push(`    ${name.padEnd(width)}  ${takes}`);
  }
  return lines;
}
