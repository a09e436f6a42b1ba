import type { DefinedGame, GameEvent, RuleError, Seat } from '@arrakis/engine';
import type { z } from 'zod';
import type { LogGroups } from './transcript.ts';

/** A game as the CLI sees it: the game itself plus what reports and `--options` need to know about it. */
export interface GameEntry<S, A, V, O> {
  readonly game: DefinedGame<S, A, V, O>;
  /** How reports name a seat, e.g. by its Dune faction; `seat N` when absent. */
  readonly seatLabel?: (state: S, seat: Seat) => string;
  /** Every label `seatLabel` can give, so that reports also list those that never won. */
  readonly labels?: readonly string[];
  /** The game's own options schema (strict): `--options` must pass it, after presets and settings are applied. */
  readonly optionsSchema: z.ZodType<O>;
  /** The game package's `ENGINE_VERSION`, written into records (`arrakis record`). */
  readonly engineVersion?: number;
  /** Named option sets for `--options`, besides `none` (the game's defaults). */
  readonly optionPresets: Readonly<Record<string, O>>;
  /** The game's sentences for its events and refusals; without them, events print as `type key=value`. */
  readonly text?: GameText<S>;
}

/** The languages the games' own texts are written in. */
export const TEXT_LANGUAGES = ['fr', 'en', 'nl'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** A game's own words (its package's `text`), naming the seats as the state has them. */
export interface GameText<S> {
  event(event: GameEvent, lang: TextLanguage, state: S): string;
  refusal(error: RuleError, lang: TextLanguage, state: S): string;
  /** A seat as the game's sentences name it ("Guilde", "Place 1 (Baron Vladimir Harkonnen)"). */
  seatName?(state: S, seat: Seat, lang: TextLanguage): string;
  /** How the log is grouped: turns (rounds) and the phases within them. */
  groups?(lang: TextLanguage): LogGroups;
}

/** A game entry whose own types are forgotten (see registry.ts). */
export type AnyGameEntry = GameEntry<unknown, unknown, unknown, unknown>;

export type Catalog = Readonly<Record<string, AnyGameEntry>>;

export function labelSeat<S>(
  entry: Pick<GameEntry<S, unknown, unknown, unknown>, 'seatLabel'>,
  state: S,
  seat: Seat,
): string {
  return entry.seatLabel ? entry.seatLabel(state, seat) : `seat ${seat}`;
}
