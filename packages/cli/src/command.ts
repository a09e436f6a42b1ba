import { parseArgs } from 'node:util';
import { TEXT_LANGUAGES, type AnyGameEntry, type Catalog, type TextLanguage } from './catalog.ts';
import { checkGameOptions, parseGameOptions } from './options.ts';
import { botSeats } from './randomBot.ts';

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Shows transient progress, when the terminal allows it; an empty text clears it. */
  progress?(text: string): void;
  /**
   * Runs the installed command again in a child process with these arguments, its output passed straight through,
   * and returns its exit code. Only the command started from a shell has it: tests call commands in their own
   * process, where there is no command line to start again.
   */
  relaunch?(argv: readonly string[]): number;
}

export interface FlagSpec {
  readonly type: 'string' | 'boolean';
  /** What the value stands for in help, e.g. `N`. */
  readonly value?: string;
  readonly description: string;
}

export type FlagValues = Readonly<Record<string, string | boolean | undefined>>;

export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly flags: Readonly<Record<string, FlagSpec>>;
  run(flags: FlagValues, catalog: Catalog, io: Io): number | Promise<number>;
}

/** A mistake in the command line: reported with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export const GAME_FLAG: FlagSpec = { type: 'string', value: 'GAME', description: 'the game to play (required)' };
export const PLAYERS_FLAG: FlagSpec = { type: 'string', value: 'N', description: 'number of seats (default 6)' };
export const OPTIONS_FLAG: FlagSpec = {
  type: 'string',
  value: 'SPEC',
  description: 'game options: presets and key=value settings, comma-separated, applied in order (default none)',
};
export const LANG_FLAG: FlagSpec = {
  type: 'string',
  value: 'LANG',
  description: `the language of the game's sentences: ${TEXT_LANGUAGES.join(', ')} (default en)`,
};
export const VIEWER_FLAG: FlagSpec = {
  type: 'string',
  value: 'SEAT',
  description: "tell the events from this seat's side, its secrets included (default: a spectator's, public only)",
};

/** `--viewer`: the seat whose side the log is told from, or null for a spectator. */
export function viewerFlag(flags: FlagValues, seats: number): number | null {
  if (stringFlag(flags, 'viewer') === undefined) return null;
  const seat = intFlag(flags, 'viewer', 0, 0);
  if (seat >= seats) throw new UsageError(`--viewer must be a seat from 0 to ${seats - 1}, got ${seat}`);
  return seat;
}

export const MAX_STEPS_FLAG: FlagSpec = {
  type: 'string',
  value: 'N',
  description: 'actions after which a game counts as stalled (default 200000)',
};

export function parseFlags(command: Command, argv: readonly string[]): FlagValues {
  const options = Object.fromEntries(Object.entries(command.flags).map(([name, { type }]) => [name, { type }]));
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values as FlagValues;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split('. ')[0]! : String(error));
  }
}

export function stringFlag(flags: FlagValues, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

export function requiredFlag(flags: FlagValues, name: string): string {
  const value = stringFlag(flags, name);
  if (value === undefined || value === '') throw new UsageError(`missing --${name}`);
  return value;
}

export function intFlag(flags: FlagValues, name: string, fallback: number, min = 1): number {
  const text = stringFlag(flags, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    throw new UsageError(`--${name} must be an integer of at least ${min}, got "${text}"`);
  }
  return value;
}

export function numberFlag(flags: FlagValues, name: string, fallback: number): number {
  const text = stringFlag(flags, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new UsageError(`--${name} must be a number of at least 0, got "${text}"`);
  }
  return value;
}

export function langFlag(flags: FlagValues): TextLanguage {
  const text = stringFlag(flags, 'lang') ?? 'en';
  const lang = TEXT_LANGUAGES.find((l) => l === text);
  if (lang === undefined) throw new UsageError(`--lang must be one of ${TEXT_LANGUAGES.join(', ')}, got "${text}"`);
  return lang;
}

export function gameEntry(flags: FlagValues, catalog: Catalog): { readonly id: string; readonly entry: AnyGameEntry } {
  const id = requiredFlag(flags, 'game');
  const entry = Object.hasOwn(catalog, id) ? catalog[id] : undefined;
  if (!entry) throw new UsageError(`unknown game "${id}" (known: ${Object.keys(catalog).join(', ')})`);
  return { id, entry };
}

/** The game's options from `--options`, checked against its schema: an unknown key or a wrong value is a usage error. */
export function gameOptions(flags: FlagValues, id: string, entry: AnyGameEntry): Record<string, unknown> {
  const options = parseGameOptions(stringFlag(flags, 'options'), entry.optionPresets);
  if (typeof options === 'string') throw new UsageError(`--options: ${options}`);
  const problem = checkGameOptions(options, id, entry.optionsSchema, entry.optionPresets);
  if (problem !== null) throw new UsageError(`--options: ${problem}`);
  return options;
}

/** The rule error a game's setup threw (both games' `SetupError` carry one), if it is one. */
function setupRuleError(error: unknown): { code: string; params: Readonly<Record<string, unknown>> } | null {
  if (!(error instanceof Error) || !('error' in error)) return null;
  const rule = error.error;
  if (typeof rule !== 'object' || rule === null || !('code' in rule) || typeof rule.code !== 'string') return null;
  const params =
    'params' in rule && typeof rule.params === 'object' && rule.params !== null
      ? Object.fromEntries(Object.entries(rule.params))
      : {};
  return { code: rule.code, params };
}

/**
 * A setup the game refuses (a seat count it is not played with, options that exclude each other) is the caller's
 * mistake: a usage error naming the rule, not a failed game with a stack trace.
 */
export function checkSetup(id: string, entry: AnyGameEntry, options: Record<string, unknown>, players: number): void {
  try {
    entry.game.setup(options, botSeats(players), 'setup-check');
  } catch (error) {
    const rule = setupRuleError(error);
    // Any other failure is the game's own, reported by the run like a failed game.
    if (rule === null) return;
    const details = Object.entries(rule.params)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ');
    throw new UsageError(
      `${id} cannot be set up with ${players} players and these options: ${rule.code}${details ? ` (${details})` : ''}`,
    );
  }
}
