import { spawnSync } from 'node:child_process';
import { runCli } from './cli.ts';
import { EXIT_FAILURE, type Io } from './command.ts';
import { games } from './registry.ts';

const io: Io = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  ...(process.stderr.isTTY ? { progress: (text: string) => process.stderr.write(`\r\x1b[K${text}`) } : {}),
  relaunch: (argv) =>
    spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, ...argv], { stdio: 'inherit' }).status ??
    EXIT_FAILURE,
};

// Piping into `head` closes stdout early; that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runCli(process.argv.slice(2), games, io);
