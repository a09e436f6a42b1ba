import {
  DUNE_LOG_PHASES,
  DUNE_TEXT,
  duneLogPhase,
  type DuneLogPhase,
  type Language as DuneLanguage,
} from '@arrakis/dune';
import {
  IMPERIUM_LOG_PHASES,
  IMPERIUM_ROUND_EVENT,
  imperiumLogPhase,
  LOG_TEXT,
  type ImperiumLogPhase,
} from '@arrakis/imperium';
import type { LogEntry } from '../transport/types.ts';

/**
 * How a game's log is cut into turns and phases (issue 21), from the game package's own groups: the event that opens
 * a turn, and the phase an event can only come from (`null` for an event that may come in every phase: it stays
 * under the heading before it).
 */
export interface LogGrouping {
  /** The turn (Dune) or round (Imperium) the entry opens, or null. */
  opensTurn(entry: LogEntry): number | null;
  /** The phase the entry marks: its rank in the turn's order and its name in the reader's language. */
  phase(entry: LogEntry): { readonly rank: number; readonly title: string } | null;
  /** The game counts rounds (Imperium), not turns (Dune): the word of a heading without its opening event. */
  readonly round?: boolean;
}

/** An entry with the key that stays put when entries come at either end: its seq and its rank within it. */
export interface KeyedEntry {
  readonly key: string;
  readonly entry: LogEntry;
}

export interface LogPhaseGroup {
  readonly key: string;
  /** The phase's name; null before the first event that marks a phase (a page that starts mid-phase). */
  readonly title: string | null;
  readonly entries: readonly KeyedEntry[];
}

export interface LogTurnGroup {
  readonly key: string;
  /** 0: the setup, before the first turn. */
  readonly turn: number;
  /** The event that opened the turn (its sentence is the heading); null when the page starts inside the turn. */
  readonly opener: KeyedEntry | null;
  readonly phases: readonly LogPhaseGroup[];
  /** Events in the turn, its opener included. */
  readonly count: number;
}

/**
 * The log under a heading per turn and, within it, per phase as the turn goes on (a phase is announced once per turn,
 * in its order, as the CLI's transcript does). `current` is the turn the game is in: the turn of a page that starts
 * after the last turn opened in it.
 */
export function groupLog(log: readonly LogEntry[], grouping: LogGrouping, current: number): LogTurnGroup[] {
  const firstOpened = log.map((e) => grouping.opensTurn(e)).find((turn) => turn !== null);
  let turn = firstOpened != null ? firstOpened - 1 : current;
  const turns: LogTurnGroup[] = [];
  let opener: KeyedEntry | null = null;
  let phases: LogPhaseGroup[] = [];
  let entries: KeyedEntry[] = [];
  let title: string | null = null;
  let rank = -1;
  let count = 0;
  const closePhase = () => {
    if (entries.length > 0) phases.push({ key: `${phases.length}`, title, entries });
    entries = [];
  };
  const closeTurn = () => {
    closePhase();
    if (opener || phases.length > 0) {
      const key = turns.some((g) => g.turn === turn) ? `${turn}.${turns.length}` : `${turn}`;
      turns.push({ key, turn, opener, phases, count });
    }
    phases = [];
    opener = null;
    title = null;
    rank = -1;
    count = 0;
  };
  let seqRank = 0;
  log.forEach((entry, i) => {
    seqRank = i > 0 && log[i - 1]!.seq === entry.seq ? seqRank + 1 : 0;
    const keyed = { key: `${entry.seq}.${seqRank}`, entry };
    const opens = grouping.opensTurn(entry);
    if (opens !== null) {
      closeTurn();
      turn = opens;
      opener = keyed;
      count = 1;
      return;
    }
    const phase = grouping.phase(entry);
    if (phase !== null && phase.rank > rank) {
      closePhase();
      title = phase.title;
      rank = phase.rank;
    }
    entries.push(keyed);
    count++;
  });
  closeTurn();
  return turns;
}

/** rules 000 §5: Dune's turns (`turnStarted`) and their phases, named by the Dune package's text. */
export function duneLogGrouping(lang: DuneLanguage): LogGrouping {
  return {
    opensTurn: (entry) => (entry.type === 'turnStarted' ? numberParam(entry, 'turn') : null),
    phase(entry) {
      const phase: DuneLogPhase | null = duneLogPhase(entry.type);
      return phase && { rank: DUNE_LOG_PHASES.indexOf(phase), title: DUNE_TEXT[lang].phase[phase] };
    },
  };
}

/** rules 002 STRUCTURE D'UNE MANCHE (004 MANCHE): rounds and their phases, named by the Imperium package's text. */
export function imperiumLogGrouping(lang: DuneLanguage): LogGrouping {
  return {
    round: true,
    opensTurn: (entry) => (entry.type === IMPERIUM_ROUND_EVENT ? numberParam(entry, 'round') : null),
    phase(entry) {
      const phase: ImperiumLogPhase | null = imperiumLogPhase(entry.type);
      return phase && { rank: IMPERIUM_LOG_PHASES.indexOf(phase), title: LOG_TEXT[lang].phase[phase] };
    },
  };
}

function numberParam(entry: LogEntry, key: string): number | null {
  const value = entry.params[key];
  return typeof value === 'number' ? value : null;
}
